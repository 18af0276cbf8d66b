/** The CatRep logo and name of the top bars (signed in, public, and the layout before its data). */
import { Link } from 'react-router-dom';

export function Brand({ to = '/cat-share', label = 'CatRep home' }: { to?: string; label?: string }) {
  return (
    <Link to={to} className="brand" aria-label={label}>
      <img src="/logo.svg" alt="" width={28} height={28} />
      <span>CatRep</span>
    </Link>
  );
}
