/** The footer (docs/product.md §2 Chrome): About, Site Tour, Terms, Privacy, Contact. */
import { Link } from 'react-router-dom';
import { SiteTourButton } from './SiteTour';

export function Footer() {
  return (
    <footer className="footer">
      <nav aria-label="Footer">
        <Link to="/about">About</Link>
        <SiteTourButton className="link" />
        <Link to="/terms">Terms</Link>
        <Link to="/privacy">Privacy</Link>
        <Link to="/contact">Contact</Link>
      </nav>
      <p className="muted small">© CatRep</p>
    </footer>
  );
}
