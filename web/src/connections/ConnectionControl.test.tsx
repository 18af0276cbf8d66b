import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { toast } from '@/ui/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, success, type RelationState } from '@catrep/model';
import { GuestGateProvider } from '@/ui/GuestGate';
import { ConnectionControl } from './ConnectionControl';

vi.mock('@/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => vi.clearAllMocks());

type Ended = { ended: RelationState; message?: string };

/** The answer of DELETE /users/{id}/relations for a relation in `state`. */
const endedAnswer = (ended: RelationState): Ended => ({
  ended,
  message: {
    requested: success.requestWithdrawn,
    waiting: success.requestDeclined,
    connected: success.disconnected,
  }[ended],
});

function setup(
  state: RelationState | null,
  opts: {
    restricted?: boolean;
    who?: string;
    onConnect?: () => Promise<{ state: 'requested' | 'connected' }>;
    onApprove?: () => Promise<unknown>;
    onEnd?: () => Promise<Ended>;
  } = {},
) {
  const onConnect = vi.fn(opts.onConnect ?? (() => Promise.resolve({ state: 'requested' as const })));
  const onApprove = vi.fn(opts.onApprove ?? (() => Promise.resolve({})));
  const onEnd = vi.fn(opts.onEnd ?? (() => Promise.resolve(endedAnswer(state ?? 'connected'))));
  const view = render(
    <MemoryRouter>
      <GuestGateProvider>
        <ConnectionControl
          state={state}
          visitPath="/cat-rep/u2/bea-smith"
          name="Bea Smith"
          restricted={opts.restricted ?? false}
          who={opts.who}
          onConnect={onConnect}
          onApprove={onApprove}
          onEnd={onEnd}
        />
      </GuestGateProvider>
    </MemoryRouter>,
  );
  return { onConnect, onApprove, onEnd, user: userEvent.setup(), view };
}

describe('ConnectionControl (docs/product.md §4 four states)', () => {
  it('not connected: Connect, which turns into a disabled Requested with the toast', async () => {
    const { user, onConnect } = setup(null);
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(onConnect).toHaveBeenCalledOnce();
    expect(await screen.findByRole('button', { name: 'Requested' })).toBeDisabled();
    expect(toast.success).toHaveBeenCalledWith(success.friendRequestSent);
  });

  it('a Connect that crosses their request connects at once', async () => {
    const { user } = setup(null, { onConnect: () => Promise.resolve({ state: 'connected' }) });
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByRole('link', { name: 'Visit' })).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith(success.becameFriends);
  });

  it("a repeated request shows the server's message", async () => {
    const err = Object.assign(new Error(failure.friendRequestWaiting), { name: 'ApiError' });
    const { user } = setup(null, { onConnect: () => Promise.reject(err) });
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(toast.error).toHaveBeenCalledWith(failure.friendRequestWaiting);
    expect(screen.getByRole('button', { name: 'Connect' })).toBeEnabled();
  });

  it('requested by me: a disabled Requested button and Cancel request', () => {
    setup('requested');
    expect(screen.getByRole('button', { name: 'Requested' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel request' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Connect' })).not.toBeInTheDocument();
  });

  it('waiting for my approval: Approve, then Visit and the toast', async () => {
    const { user, onApprove } = setup('waiting');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(onApprove).toHaveBeenCalledOnce();
    expect(await screen.findByRole('link', { name: 'Visit' })).toHaveAttribute(
      'href',
      '/cat-rep/u2/bea-smith',
    );
    expect(toast.success).toHaveBeenCalledWith(success.becameFriends);
  });

  it('a failed approval shows the spec wording', async () => {
    const { user } = setup('waiting', { onApprove: () => Promise.reject(new Error('x')) });
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(toast.error).toHaveBeenCalledWith(failure.approve);
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  });

  it('connected: a Visit link to the profile and Disconnect', () => {
    setup('connected');
    expect(screen.getByRole('link', { name: 'Visit' })).toHaveAttribute('href', '/cat-rep/u2/bea-smith');
    expect(screen.getByRole('button', { name: 'Disconnect' })).toBeEnabled();
  });

  it('follows the live state when it changes', () => {
    const { view } = setup(null);
    const rerender = (state: RelationState | null) =>
      view.rerender(
        <MemoryRouter>
          <GuestGateProvider>
            <ConnectionControl
              state={state}
              visitPath="/x"
              name="Bea Smith"
              restricted={false}
              onConnect={vi.fn()}
              onApprove={vi.fn()}
              onEnd={vi.fn()}
            />
          </GuestGateProvider>
        </MemoryRouter>,
      );
    rerender('waiting');
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    rerender('connected');
    expect(screen.getByRole('link', { name: 'Visit' })).toBeInTheDocument();
  });

  it('guests: Connect looks disabled and opens the Guest user modal instead of connecting', async () => {
    const { user, onConnect } = setup(null, { restricted: true });
    const button = screen.getByRole('button', { name: 'Connect' });
    expect(button).toHaveAttribute('data-restricted', 'true');
    await user.click(button);
    expect(onConnect).not.toHaveBeenCalled();
    expect(await screen.findByRole('dialog', { name: 'Guest user' })).toBeInTheDocument();
  });
});

describe('ConnectionControl: the way back (README "Trust and safety")', () => {
  it('Disconnect asks first, naming the person; Cancel keeps the connection', async () => {
    const { user, onEnd } = setup('connected');
    await user.click(screen.getByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect from Bea Smith?' });
    expect(dialog).toHaveTextContent(/CatMates/);
    expect(dialog).toHaveTextContent(/chats/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onEnd).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visit' })).toBeInTheDocument();
  });

  it('Disconnect after the confirmation: the toast, then Connect at once, focused', async () => {
    const { user, onEnd } = setup('connected');
    await user.click(screen.getByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect from Bea Smith?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(onEnd).toHaveBeenCalledOnce();
    const connect = await screen.findByRole('button', { name: 'Connect' });
    expect(toast.success).toHaveBeenCalledWith(success.disconnected);
    expect(screen.queryByRole('link', { name: 'Visit' })).not.toBeInTheDocument();
    expect(connect).toHaveFocus();
  });

  it('the confirmation works from the keyboard', async () => {
    const { user, onEnd } = setup('connected');
    screen.getByRole('button', { name: 'Disconnect' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect from Bea Smith?' });
    within(dialog).getByRole('button', { name: 'Disconnect' }).focus();
    await user.keyboard('{Enter}');
    expect(onEnd).toHaveBeenCalledOnce();
    expect(await screen.findByRole('button', { name: 'Connect' })).toHaveFocus();
  });

  it('a failed Disconnect shows the server message and stays connected', async () => {
    const err = Object.assign(new Error('Something went wrong'), { name: 'ApiError' });
    const { user } = setup('connected', { onEnd: () => Promise.reject(err) });
    await user.click(screen.getByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect from Bea Smith?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(toast.error).toHaveBeenCalledWith('Something went wrong');
    expect(screen.getByRole('link', { name: 'Visit' })).toBeInTheDocument();
  });

  it('Cancel request withdraws at once: the toast and Connect again', async () => {
    const { user, onEnd } = setup('requested');
    await user.click(screen.getByRole('button', { name: 'Cancel request' }));
    expect(onEnd).toHaveBeenCalledOnce();
    expect(await screen.findByRole('button', { name: 'Connect' })).toHaveFocus();
    expect(toast.success).toHaveBeenCalledWith(success.requestWithdrawn);
    expect(screen.queryByRole('button', { name: 'Requested' })).not.toBeInTheDocument();
  });

  it('a request I just sent can be cancelled before the live state arrives', async () => {
    const { user, onEnd } = setup(null, { onEnd: () => Promise.resolve(endedAnswer('requested')) });
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel request' }));
    expect(onEnd).toHaveBeenCalledOnce();
    expect(await screen.findByRole('button', { name: 'Connect' })).toBeInTheDocument();
  });

  it('waiting for my approval: Decline next to Approve declines with the toast', async () => {
    const { user, onEnd, onApprove } = setup('waiting');
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onEnd).toHaveBeenCalledOnce();
    expect(onApprove).not.toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Connect' })).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith(success.requestDeclined);
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it("without the server's message, the spec wording of what ended", async () => {
    const { user } = setup('waiting', { onEnd: () => Promise.resolve({ ended: 'waiting' }) });
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await screen.findByRole('button', { name: 'Connect' });
    expect(toast.success).toHaveBeenCalledWith(success.requestDeclined);
  });

  it('list cards: each button names the person', () => {
    const { view } = setup('connected', { who: 'Bea Smith' });
    expect(screen.getByRole('link', { name: 'Visit Bea Smith' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Disconnect from Bea Smith' })).toBeInTheDocument();
    view.unmount();
    setup('requested', { who: 'Bea Smith' });
    expect(screen.getByRole('button', { name: 'Cancel request to Bea Smith' })).toBeInTheDocument();
  });

  it('list cards: Approve and Decline name the person', () => {
    setup('waiting', { who: 'Bea Smith' });
    expect(screen.getByRole('button', { name: 'Approve Bea Smith' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decline Bea Smith' })).toBeInTheDocument();
  });

  it('a live change after my action wins: the other side connects again', () => {
    const { view } = setup('connected');
    const rerender = (state: RelationState | null) =>
      view.rerender(
        <MemoryRouter>
          <GuestGateProvider>
            <ConnectionControl
              state={state}
              visitPath="/x"
              name="Bea Smith"
              restricted={false}
              onConnect={vi.fn()}
              onApprove={vi.fn()}
              onEnd={vi.fn()}
            />
          </GuestGateProvider>
        </MemoryRouter>,
      );
    rerender(null);
    expect(screen.getByRole('button', { name: 'Connect' })).toBeInTheDocument();
    rerender('waiting');
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
  });

  it('restricted users: Decline opens the Guest user modal instead of declining', async () => {
    const { user, onEnd } = setup('waiting', { restricted: true });
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onEnd).not.toHaveBeenCalled();
    expect(await screen.findByRole('dialog', { name: 'Guest user' })).toBeInTheDocument();
  });

  it('restricted users: Disconnect opens the Guest user modal, not the confirmation', async () => {
    const { user, onEnd } = setup('connected', { restricted: true });
    await user.click(screen.getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByRole('dialog', { name: 'Guest user' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Disconnect from Bea Smith?' })).not.toBeInTheDocument();
    expect(onEnd).not.toHaveBeenCalled();
  });
});
