/**
 * /cat-rep-requests (docs/product.md §2): the requests waiting for my approval, live, each with Approve.
 * An approved request leaves the list as its relation becomes 'connected' (docs/product.md §4).
 */
import { useCurrentUser } from '@/session/currentUser';
import { EmptyState, Spinner, ListError } from '@/ui/Status';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { CatRepList } from './CatRepList';
import { useRelations } from '@/data/relations';

export default function RequestsPage() {
  const { uid } = useCurrentUser();
  const list = useRelations(uid, 'waiting');
  useDocumentTitle('CatRep requests');
  return (
    <section className="card">
      <header className="page-header">
        <h1>CatRep requests</h1>
      </header>
      {list.status === 'loading' ? (
        <Spinner />
      ) : list.status === 'error' ? (
        <ListError message={list.error?.message ?? 'The requests could not be loaded.'} />
      ) : list.data.length === 0 ? (
        <EmptyState title="You have no pending CatRep requests" />
      ) : (
        <>
          <p>Please click &quot;Approve&quot; button to accept each request</p>
          <CatRepList users={list.data.map((r) => r.user)} stateOf={() => 'waiting'} />
        </>
      )}
    </section>
  );
}
