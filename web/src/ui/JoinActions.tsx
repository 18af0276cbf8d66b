/**
 * The Register and Login links offered to guests (docs/product.md §1 guest banner, §2 top bar, §6 guest
 * menu): as buttons in a banner or modal (Register first), or as top-bar links (Login first, as
 * docs/product.md §2 lists them).
 */
import { Link } from 'react-router-dom';

const REGISTER = { to: '/welcome', label: 'Register' };
const LOGIN = { to: '/welcome?tab=login', label: 'Login' };

export function JoinActions({ as = 'buttons', onClick }: { as?: 'buttons' | 'nav'; onClick?: () => void }) {
  const links = (as === 'nav' ? [LOGIN, REGISTER] : [REGISTER, LOGIN]).map((l, i) => (
    <Link
      key={l.to}
      className={as === 'nav' ? 'navlink' : i === 0 ? 'button primary' : 'button'}
      to={l.to}
      onClick={onClick}
    >
      {l.label}
    </Link>
  ));
  return as === 'nav' ? <>{links}</> : <div className="actions">{links}</div>;
}
