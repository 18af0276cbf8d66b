/**
 * /cat-reps/:userId/:name (docs/product.md §2): the connections of a CatRep, live, each with a connect,
 * approve or visit control per my own relation to that person (and the way back: cancel request,
 * decline, disconnect). CatReps a block stands between me and are left out (README "Trust and
 * safety"), with an empty text when there are none.
 */
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { slug } from '@catrep/model';
import { useCurrentUser } from '@/session/currentUser';
import { CATREP_MISSING, useUserDoc } from '@/data/users';
import { EmptyState, ListError, NotFound, Spinner } from '@/ui/Status';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { CatRepList } from './CatRepList';
import { useMyRelationStates, useRelations } from '@/data/relations';
import { useHidden } from '@/data/safety';

export default function CatRepsPage() {
  const { userId = '' } = useParams();
  const { uid } = useCurrentUser();
  const isMe = userId === uid;
  const owner = useUserDoc(userId);
  const list = useRelations(userId, 'connected');
  const mine = useMyRelationStates(uid);
  const { uids: hidden } = useHidden();
  const users = useMemo(
    () => (list.data ?? []).map((r) => r.user).filter((u) => !hidden.has(u.id)),
    [list.data, hidden],
  );
  const o = owner.data;
  const heading = isMe ? 'My CatReps' : o ? `${o.firstname} CatReps` : 'CatReps';
  // An unknown CatRep says so, as the profile does (docs/product.md §2), not a heading without a name.
  const missing = !isMe && owner.status === 'success' && !o;
  useDocumentTitle(owner.status === 'loading' ? '' : missing ? 'CatRep not found' : heading);

  if (missing) return <NotFound title={CATREP_MISSING} />;
  return (
    <section className="card">
      <header className="page-header">
        <h1>{owner.status === 'loading' ? '…' : heading}</h1>
      </header>
      {!isMe && o && (
        <p>
          <Link to={`/cat-rep/${userId}/${slug(o.firstname, o.lastname)}`}>Back to CatRep</Link>
        </p>
      )}
      {list.status === 'loading' ? (
        <Spinner />
      ) : list.status === 'error' ? (
        <ListError message={list.error?.message ?? 'The CatReps could not be loaded.'} />
      ) : users.length === 0 ? (
        isMe ? (
          <EmptyState title="You didn't connect with any CatRep yet.">
            <Link to="/new-cat-reps/all">Discover new CatReps</Link>
          </EmptyState>
        ) : (
          <EmptyState title="User didn't connect with any CatRep yet" />
        )
      ) : (
        <CatRepList users={users} stateOf={(u) => mine.get(u.id) ?? null} />
      )}
    </section>
  );
}
