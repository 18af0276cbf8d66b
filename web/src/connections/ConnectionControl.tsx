/**
 * The connection control (four states) with the way back (README "Trust and safety"):
 * Connect when not connected; 'Requested' (disabled) and Cancel request when I asked; Approve and
 * Decline when they asked me; Visit and Disconnect (after a confirmation naming the person) when
 * connected. Presentational: the state comes from the caller (live relation documents) and the
 * mutations are passed in, so it renders without Firebase. After a successful action it shows the
 * new state at once, until the live state catches up, and moves the focus to the new control.
 * Toasts (the server's message for ending a relation). Restricted users (guests,
 * unverified) see the buttons through the guest gate.
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '@/ui/toast';
import { useAction } from '@/lib/useAction';
import { failure, serverMessages, success, type RelationState } from '@catrep/model';
import { GuardedButton } from '@/ui/GuestGate';
import { ConfirmModal } from '@/ui/Modal';

export interface ConnectionControlProps {
  /** My relation to that CatRep; null when not connected in any way. */
  state: RelationState | null;
  /** Their profile path, for Visit. */
  visitPath: string;
  /** Their name, for the Disconnect confirmation ("Disconnect from Anna Whiskerton?"). */
  name: string;
  restricted: boolean;
  /** `POST /users/{id}/relations`; resolves to the new state. */
  onConnect: () => Promise<{ state: 'requested' | 'connected' }>;
  /** `PUT /users/{id}/relations` `{ approved: true }`. */
  onApprove: () => Promise<unknown>;
  /**
   * `DELETE /users/{id}/relations`: Cancel request, Decline or Disconnect; resolves to the state
   * that ended and the server's message.
   */
  onEnd: () => Promise<{ ended: RelationState; message?: string }>;
  /** Smaller buttons for list cards. */
  small?: boolean;
  /** Accessible name suffix, e.g. the person's name, so list buttons are distinguishable. */
  who?: string;
}

/** What ending a relation in each state says when the server gave no message. */
const endedMessage = {
  requested: success.requestWithdrawn,
  waiting: success.requestDeclined,
  connected: success.disconnected,
} as const satisfies Record<RelationState, string>;

const apiMessage = (e: unknown) =>
  e instanceof Error && e.name === 'ApiError' ? e.message : serverMessages.internal;

export function ConnectionControl({
  state,
  visitPath,
  name,
  restricted,
  onConnect,
  onApprove,
  onEnd,
  small,
  who,
}: ConnectionControlProps) {
  const [confirming, setConfirming] = useState(false);
  // A state reached by my own action, shown while the live state still says `from`.
  const [local, setLocal] = useState<{ from: RelationState | null; to: RelationState | null } | null>(null);
  // The live state moved on (my action arrived, or the other side acted): it is the truth again.
  const [live, setLive] = useState(state);
  if (live !== state) {
    setLive(state);
    setLocal(null);
  }
  const shown = local && local.from === state ? local.to : state;

  // After my own action the control I used is gone: the focus goes to the one that replaced it.
  const box = useRef<HTMLDivElement>(null);
  const [moved, setMoved] = useState(0);
  useEffect(() => {
    const el = box.current;
    const active = document.activeElement;
    // Only when the focus was here (or fell to the page): never away from what the person does next.
    if (moved === 0 || !el || (active && active !== document.body && !el.contains(active))) return;
    el.querySelector<HTMLElement>('a[href], button:not(:disabled)')?.focus();
  }, [moved]);

  const cls = `button${small ? ' small' : ''}`;
  const label = (text: string) => (who ? `${text} ${who}` : undefined);

  /** Runs one action; on success shows `to` at once and toasts. */
  const { run: act, pending } = useAction(
    async (
      run: () => Promise<{ to: RelationState | null; message: string }>,
      failed: (e: unknown) => string,
    ) => {
      try {
        const { to, message } = await run();
        setLocal({ from: state, to });
        setMoved((n) => n + 1);
        setConfirming(false);
        toast.success(message);
      } catch (e) {
        toast.error(failed(e));
      }
    },
  );

  const end = () =>
    act(async () => {
      const res = await onEnd();
      return { to: null, message: res.message || endedMessage[res.ended] };
    }, apiMessage);

  const guarded = (text: string, onClick: () => void, primary = false, aria = text) => (
    <GuardedButton
      restricted={restricted}
      className={primary ? `${cls} primary` : cls}
      disabled={pending}
      aria-label={label(aria)}
      onClick={onClick}
    >
      {text}
    </GuardedButton>
  );

  let controls;
  if (shown === 'connected') {
    controls = (
      <>
        <Link className={cls} to={visitPath} aria-label={label('Visit')}>
          Visit
        </Link>
        {guarded('Disconnect', () => setConfirming(true), false, 'Disconnect from')}
        <ConfirmModal
          open={confirming}
          title={`Disconnect from ${name}?`}
          confirmLabel="Disconnect"
          pending={pending}
          onClose={() => setConfirming(false)}
          onConfirm={() => void end()}
        >
          <p>
            You and {name} will no longer be connected. Your cats stop being CatMates, and the chats between
            your cats close: you can both still read them, but no one can send new messages.
          </p>
          <p>You can send a new request later.</p>
        </ConfirmModal>
      </>
    );
  } else if (shown === 'requested') {
    controls = (
      <>
        <button type="button" className={cls} disabled aria-label={label('Requested')}>
          Requested
        </button>
        {guarded('Cancel request', () => void end(), false, 'Cancel request to')}
      </>
    );
  } else if (shown === 'waiting') {
    controls = (
      <>
        {guarded(
          'Approve',
          () =>
            void act(
              async () => {
                await onApprove();
                return { to: 'connected', message: success.becameFriends };
              },
              () => failure.approve,
            ),
          true,
        )}
        {guarded('Decline', () => void end())}
      </>
    );
  } else {
    controls = guarded(
      'Connect',
      () =>
        void act(
          async () => {
            const res = await onConnect();
            const message = res.state === 'connected' ? success.becameFriends : success.friendRequestSent;
            return { to: res.state, message };
          },
          // The server's message (e.g. 'Friend request waiting approvement.').
          apiMessage,
        ),
      true,
    );
  }
  return (
    <div className="relation-control" ref={box}>
      {controls}
    </div>
  );
}
