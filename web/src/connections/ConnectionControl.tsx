/**
 * The connection control of SPEC §4 (four states): Connect when not connected, 'Requested'
 * (disabled) when I asked, Approve when they asked me, Visit when connected. Presentational:
 * the state comes from the caller (live relation documents) and the mutations are passed in,
 * so it renders without Firebase. After a successful Connect/Approve it shows the new state at
 * once, until the live state catches up. Toasts per SPEC §8. Restricted users (guests,
 * unverified) see Connect through the guest gate (SPEC §6).
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '@/ui/toast';
import { failure, serverMessages, success, type RelationState } from '@catrep/model';
import { GuardedButton } from '@/ui/GuestGate';

export interface ConnectionControlProps {
  /** My relation to that CatRep; null when not connected in any way. */
  state: RelationState | null;
  /** Their profile path, for Visit. */
  visitPath: string;
  restricted: boolean;
  /** `POST /users/{id}/relations`; resolves to the new state. */
  onConnect: () => Promise<{ state: 'requested' | 'connected' }>;
  /** `PUT /users/{id}/relations` `{ approved: true }`. */
  onApprove: () => Promise<unknown>;
  /** Smaller buttons for list cards. */
  small?: boolean;
  /** Accessible name suffix, e.g. the person's name, so list buttons are distinguishable. */
  who?: string;
}

export function ConnectionControl({
  state,
  visitPath,
  restricted,
  onConnect,
  onApprove,
  small,
  who,
}: ConnectionControlProps) {
  const [pending, setPending] = useState(false);
  // A state reached by my own action, shown while the live state still says `from`.
  const [local, setLocal] = useState<{ from: RelationState | null; to: RelationState } | null>(null);
  const shown = local && local.from === state ? local.to : state;
  const cls = `button${small ? ' small' : ''}`;
  const label = (text: string) => (who ? `${text} ${who}` : undefined);

  if (shown === 'connected') {
    return (
      <Link className={cls} to={visitPath} aria-label={label('Visit')}>
        Visit
      </Link>
    );
  }
  if (shown === 'requested') {
    return (
      <button type="button" className={cls} disabled aria-label={label('Requested')}>
        Requested
      </button>
    );
  }
  if (shown === 'waiting') {
    return (
      <GuardedButton
        restricted={restricted}
        className={`${cls} primary`}
        disabled={pending}
        aria-label={label('Approve')}
        onClick={async () => {
          setPending(true);
          try {
            await onApprove();
            setLocal({ from: state, to: 'connected' });
            toast.success(success.becameFriends);
          } catch {
            toast.error(failure.approve);
          } finally {
            setPending(false);
          }
        }}
      >
        Approve
      </GuardedButton>
    );
  }
  return (
    <GuardedButton
      restricted={restricted}
      className={`${cls} primary`}
      disabled={pending}
      aria-label={label('Connect')}
      onClick={async () => {
        setPending(true);
        try {
          const res = await onConnect();
          setLocal({ from: state, to: res.state });
          toast.success(res.state === 'connected' ? success.becameFriends : success.friendRequestSent);
        } catch (e) {
          // The server's message (e.g. 'Friend request waiting approvement.', SPEC §8).
          toast.error(e instanceof Error && e.name === 'ApiError' ? e.message : serverMessages.internal);
        } finally {
          setPending(false);
        }
      }}
    >
      Connect
    </GuardedButton>
  );
}
