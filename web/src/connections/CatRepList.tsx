/**
 * A list of CatRep cards (docs/product.md §2 /cat-reps, /cat-rep-requests, /new-cat-reps), each with the
 * Connect / Requested / Approve / Visit control for my relation to that CatRep (docs/product.md §4).
 */
import type { RelationState, UserCard } from '@catrep/model';
import { CatRepCard } from './CatRepCard';
import { RelationControl } from './RelationControl';

export function CatRepList<U extends UserCard>({
  users,
  stateOf,
}: {
  users: U[];
  /** My relation to a CatRep of the list (null: not connected). */
  stateOf: (user: U) => RelationState | null;
}) {
  return (
    <ul className="rep-list">
      {users.map((u) => (
        <CatRepCard key={u.id} user={u} control={<RelationControl user={u} state={stateOf(u)} small />} />
      ))}
    </ul>
  );
}
