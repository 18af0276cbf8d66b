import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { toast } from '@/ui/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, success, type RelationState } from '@catrep/model';
import { GuestGateProvider } from '@/ui/GuestGate';
import { ConnectionControl } from './ConnectionControl';

vi.mock('@/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => vi.clearAllMocks());

function setup(
  state: RelationState | null,
  opts: {
    restricted?: boolean;
    onConnect?: () => Promise<{ state: 'requested' | 'connected' }>;
    onApprove?: () => Promise<unknown>;
  } = {},
) {
  const onConnect = vi.fn(opts.onConnect ?? (() => Promise.resolve({ state: 'requested' as const })));
  const onApprove = vi.fn(opts.onApprove ?? (() => Promise.resolve({})));
  const view = render(
    <MemoryRouter>
      <GuestGateProvider>
        <ConnectionControl
          state={state}
          visitPath="/cat-rep/u2/bea-smith"
          restricted={opts.restricted ?? false}
          onConnect={onConnect}
          onApprove={onApprove}
        />
      </GuestGateProvider>
    </MemoryRouter>,
  );
  return { onConnect, onApprove, user: userEvent.setup(), view };
}

describe('ConnectionControl (SPEC §4 four states)', () => {
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

  it('requested by me: a disabled Requested button', () => {
    setup('requested');
    expect(screen.getByRole('button', { name: 'Requested' })).toBeDisabled();
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

  it('connected: a Visit link to the profile', () => {
    setup('connected');
    expect(screen.getByRole('link', { name: 'Visit' })).toHaveAttribute('href', '/cat-rep/u2/bea-smith');
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
              restricted={false}
              onConnect={vi.fn()}
              onApprove={vi.fn()}
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
