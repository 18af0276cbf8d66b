/**
 * A CatRep card for the connection lists (docs/product.md §2 /cat-reps, /cat-rep-requests,
 * /new-cat-reps): photo, name linking to /cat-rep/{id}/{slug}, country and city, and a control
 * slot (Connect / Requested / Approve / Visit). Presentational.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { UserCard } from '@catrep/model';
import { Avatar } from '@/ui/Avatar';
import { catRepPath, locationOf } from '@/ui/paths';

export { catRepPath, locationOf };

export function CatRepCard({ user, control }: { user: UserCard; control?: ReactNode }) {
  const name = `${user.firstname} ${user.lastname}`.trim();
  const location = locationOf(user);
  return (
    <li className="rep-card">
      <Avatar className="rep-photo" photo={user.profilePhoto} kind="user" size={56} />
      <div className="rep-info">
        <Link className="rep-name" to={catRepPath(user)}>
          {name}
        </Link>
        {location && <span className="muted small">{location}</span>}
      </div>
      {control && <div className="rep-control">{control}</div>}
    </li>
  );
}
