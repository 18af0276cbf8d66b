/**
 * /new-cat-reps/:type (docs/product.md §2, §4 Lists): discover CatReps. Filters 'All' (every CatRep but
 * oneself and one's connections, 50 a page, newest first, the next page loading when the window
 * scroll reaches the bottom), 'Waiting for your approval' and 'Requested by you' (my relation
 * documents in that state, live). Every card carries the control for my live relation.
 */
import { Navigate, NavLink, useParams } from 'react-router-dom';
import { useCurrentUser } from '@/session/currentUser';
import { EmptyState, Spinner, ListError } from '@/ui/Status';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { useNextPageOnScroll } from '@/ui/useScrollSentinel';
import { CatRepList } from './CatRepList';
import { useMyRelationStates, useNewCatReps, useRelations } from '@/data/relations';

const FILTERS = [
  { type: 'all', label: 'All' },
  { type: 'waiting', label: 'Waiting for your approval' },
  { type: 'requested', label: 'Requested by you' },
] as const;

type FilterType = (typeof FILTERS)[number]['type'];

export default function NewCatRepsPage() {
  const { type = 'all' } = useParams();
  const { isGuest } = useCurrentUser();
  useDocumentTitle('New CatReps');
  // Guests send and receive no requests: only 'All' is theirs.
  const filters = isGuest ? FILTERS.filter((f) => f.type === 'all') : FILTERS;
  if (!filters.some((f) => f.type === type)) return <Navigate replace to="/new-cat-reps/all" />;
  const filter = type as FilterType;
  return (
    <section className="card">
      <header className="page-header">
        <h1>New CatReps</h1>
      </header>
      <nav className="tabs filter-tabs" aria-label="Filter CatReps">
        {filters.map((f) => (
          <NavLink key={f.type} className="tab" to={`/new-cat-reps/${f.type}`}>
            {f.label}
          </NavLink>
        ))}
      </nav>
      {filter === 'all' ? <AllCatReps /> : <PendingCatReps state={filter} />}
    </section>
  );
}

function AllCatReps() {
  const { uid } = useCurrentUser();
  const list = useNewCatReps();
  const mine = useMyRelationStates(uid);
  // The window scroll reaching the bottom (the sentinel after the last card) asks for more.
  const sentinel = useNextPageOnScroll(list);

  return (
    <>
      {list.items.length > 0 && (
        <CatRepList users={list.items} stateOf={(u) => mine.get(u.id) ?? u.relation ?? null} />
      )}
      {(list.status === 'loading' || list.loadingMore) && <Spinner label="Loading CatReps…" />}
      {list.error && <ListError message={list.error} />}
      {list.done && !list.error && list.items.length === 0 && (
        <EmptyState title="There are no new CatReps to discover right now." />
      )}
      <div ref={sentinel} className="sentinel" aria-hidden="true" />
    </>
  );
}

function PendingCatReps({ state }: { state: 'waiting' | 'requested' }) {
  const { uid } = useCurrentUser();
  const list = useRelations(uid, state);
  if (list.status === 'loading') return <Spinner />;
  if (list.status === 'error') {
    return <ListError message={list.error?.message ?? 'The CatReps could not be loaded.'} />;
  }
  if (list.data.length === 0) {
    return (
      <EmptyState
        title={
          state === 'waiting'
            ? 'No CatRep is waiting for your approval.'
            : "You haven't requested any CatRep."
        }
      />
    );
  }
  return <CatRepList users={list.data.map((r) => r.user)} stateOf={() => state} />;
}
