/** The Register and Login buttons offered to guests (SPEC §1 guest banner, §6 guest menu). */
import { Link } from 'react-router-dom';

export function JoinActions() {
  return (
    <div className="actions">
      <Link className="button primary" to="/welcome">
        Register
      </Link>
      <Link className="button" to="/welcome?tab=login">
        Login
      </Link>
    </div>
  );
}
