/** The footer (SPEC §2 Chrome): About, Site Tour, Terms, Privacy, Contact. */
import { Link, useNavigate } from 'react-router-dom';
import { siteTour } from '@/session/session';

export function Footer() {
  const navigate = useNavigate();
  return (
    <footer className="footer">
      <nav aria-label="Footer">
        <Link to="/about">About</Link>
        <button
          type="button"
          className="link"
          onClick={async () => {
            await siteTour();
            navigate('/welcome');
          }}
        >
          Site Tour
        </button>
        <Link to="/terms">Terms</Link>
        <Link to="/privacy">Privacy</Link>
        <Link to="/contact">Contact</Link>
      </nav>
      <p className="muted small">© CatRep</p>
    </footer>
  );
}
