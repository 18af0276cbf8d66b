/**
 * /cat-reps/:userId/:name (SPEC §2): the connections of a CatRep, live, each with a connect,
 * approve or visit control per my own relation to that person. Empty texts per SPEC §2.
 */
import { Link, useParams } from 'react-router-dom';
import { slug } from '@catrep/model';
import { useCurrentUser } from '@/session/currentUser';
import { useUserDoc } from '@/data/users';
import { EmptyState, Spinner, ListError } from '@/ui/Status';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { CatRepList } from './CatRepList';
import { useMyRelationStates, useRelations } from '@/data/relations';

export default function CatRepsPage() {
  const { userId = '' } = useParams();
  const { uid } = useCurrentUser();
  const isMe = userId === uid;
  const owner = useUserDoc(userId);
  const list = useRelations(userId, 'connected');
  const mine = useMyRelationStates(uid);
  const o = owner.data;
  const heading = isMe ? 'My CatReps' : o ? `${o.firstname} CatReps` : 'CatReps';
  useDocumentTitle(owner.status === 'loading' ? '' : heading);

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
      ) : list.data.length === 0 ? (
        isMe ? (
          <EmptyState title="You didn't connect with any CatRep yet.">
            <Link to="/new-cat-reps/all">Discover new CatReps</Link>
          </EmptyState>
        ) : (
          <EmptyState title="User didn't connect with any CatRep yet" />
        )
      ) : (
        <CatRepList users={list.data.map((r) => r.user)} stateOf={(u) => mine.get(u.id) ?? null} />
      )}
    </section>
  );
}
