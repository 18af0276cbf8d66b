/**
 * `RelationControl`: the ConnectionControl wired to the REST API for one CatRep, given my live
 * relation state to them. Shared by the lists and the profile header.
 */
import { useCurrentUser } from '@/session/currentUser';
import type { RelationState, UserCard } from '@catrep/model';
import { ConnectionControl } from './ConnectionControl';
import { catRepPath } from './CatRepCard';
import { approveFriendRequest, sendFriendRequest } from '@/data/relations';

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
  return (
    <ConnectionControl
      state={state}
      visitPath={catRepPath(user)}
      restricted={restricted}
      small={small}
      who={small ? `${user.firstname} ${user.lastname}`.trim() : undefined}
      onConnect={() => sendFriendRequest(user.id)}
      onApprove={() => approveFriendRequest(user.id)}
    />
  );
}
