/**
 * The CatReps tab of a CatRep's profile (docs/product.md §2 /cat-reps/:userId/:name): their
 * connections, live, each with a connect, approve or visit control per my own relation to that
 * person (and the way back: cancel request, decline, disconnect). CatReps a block stands between
 * me and are left out (README "Trust and safety"), with an empty text when there are none. The
 * profile frame around it (`catrep/ProfileFrame.tsx`) loads the CatRep and says when they do not
 * exist.
 */
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '@/session/currentUser';
import { EmptyState, ListError, Spinner } from '@/ui/Status';
import { CatRepList } from './CatRepList';
import { useMyRelationStates, useRelations } from '@/data/relations';
import { useHidden } from '@/data/safety';

/** The list's heading, also the browser tab's title: 'My CatReps' or 'Bence CatReps'. */
export const catRepsHeading = (isMe: boolean, firstname: string) =>
  isMe ? 'My CatReps' : `${firstname} CatReps`;

/** The CatReps `owner` is connected with, as cards with my relation's control. */
export function CatRepsList({ owner, isMe }: { owner: { id: string; firstname: string }; isMe: boolean }) {
  const { uid } = useCurrentUser();
  const list = useRelations(owner.id, 'connected');
  const mine = useMyRelationStates(uid);
  const { uids: hidden } = useHidden();
  const users = useMemo(
    () => (list.data ?? []).map((r) => r.user).filter((u) => !hidden.has(u.id)),
    [list.data, hidden],
  );

  return (
    <section className="card">
      <header className="page-header">
        <h2>{catRepsHeading(isMe, owner.firstname)}</h2>
      </header>
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
