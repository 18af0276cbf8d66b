/**
 * The Register and Login links offered to guests (SPEC §1 guest banner, §2 top bar, §6 guest
 * menu): as buttons in a banner or modal, or as top-bar links (Login first, as SPEC §2 lists them).
 */
import { Link } from 'react-router-dom';

export function JoinActions({ as = 'buttons', onClick }: { as?: 'buttons' | 'nav'; onClick?: () => void }) {
  if (as === 'nav') {
    return (
      <>
        <Link className="navlink" to="/welcome?tab=login" onClick={onClick}>
          Login
        </Link>
        <Link className="navlink" to="/welcome" onClick={onClick}>
          Register
        </Link>
      </>
    );
  }
  return (
    <div className="actions">
      <Link className="button primary" to="/welcome" onClick={onClick}>
        Register
      </Link>
      <Link className="button" to="/welcome?tab=login" onClick={onClick}>
        Login
      </Link>
    </div>
  );
}
