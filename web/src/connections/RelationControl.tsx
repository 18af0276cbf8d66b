/**
 * `RelationControl`: the ConnectionControl wired to the REST API for one CatRep, given my live
 * relation state to them (Connect, Cancel request, Approve, Decline, Visit, Disconnect). Shared by
 * the lists (`small`: the buttons' accessible names carry the person's name) and the profile
 * header. Renders nothing on my own card.
 */
import { useCurrentUser } from '@/session/currentUser';
import type { RelationState, UserCard } from '@catrep/model';
import { ConnectionControl } from './ConnectionControl';
import { catRepPath } from './CatRepCard';
import { approveFriendRequest, endRelation, sendFriendRequest } from '@/data/relations';

export function RelationControl({
  user,
  state,
  small,
}: {
  user: Pick<UserCard, 'id' | 'firstname' | 'lastname'>;
  state: RelationState | null;
  small?: boolean;
}) {
  const { uid, restricted } = useCurrentUser();
  if (user.id === uid) return null;
  const name = `${user.firstname} ${user.lastname}`.trim();
  return (
    <ConnectionControl
      state={state}
      visitPath={catRepPath(user)}
      name={name}
      restricted={restricted}
      small={small}
      who={small ? name : undefined}
      onConnect={() => sendFriendRequest(user.id)}
      onApprove={() => approveFriendRequest(user.id)}
      onEnd={() => endRelation(user.id)}
    />
  );
}
