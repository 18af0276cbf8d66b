import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP_DELAY_MS, verificationBanner } from '@catrep/model';
import { GUEST_DISABLED_TEXT, GuardedButton, GuestGateProvider, UNVERIFIED_DISABLED_TEXT } from './GuestGate';
import { PhotoUpload } from './PhotoUpload';

function renderGate(ui: React.ReactNode) {
  return render(
    <MemoryRouter>
      <GuestGateProvider>{ui}</GuestGateProvider>
    </MemoryRouter>,
  );
}

afterEach(() => vi.useRealTimers());

describe('Guest restrictions (docs/product.md §6)', () => {
  it("opens the 'Guest user' modal when a guest clicks Add Cat", async () => {
    const action = vi.fn();
    const user = userEvent.setup();
    renderGate(
      <GuardedButton restricted onClick={action}>
        Add Cat
      </GuardedButton>,
    );
    const button = screen.getByRole('button', { name: 'Add Cat' });
    expect(button).toHaveClass('looks-disabled');
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Guest user' });
    expect(dialog).toHaveTextContent(GUEST_DISABLED_TEXT);
    expect(dialog).toHaveTextContent('disabled for the guest user');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/welcome');
    expect(action).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
  });

  it('closes the modal with its close button', async () => {
    const user = userEvent.setup();
    renderGate(<GuardedButton restricted>Connect</GuardedButton>);
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('runs the action for a verified CatRep', async () => {
    const action = vi.fn();
    const user = userEvent.setup();
    renderGate(
      <GuardedButton restricted={false} onClick={action}>
        Add Cat
      </GuardedButton>,
    );
    await user.click(screen.getByRole('button', { name: 'Add Cat' }));
    expect(action).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the tooltip only after the delay', async () => {
    vi.useFakeTimers();
    renderGate(<GuardedButton restricted>Add Cat</GuardedButton>);
    act(() => screen.getByRole('button', { name: 'Add Cat' }).focus());
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS));
    expect(screen.getByRole('tooltip')).toHaveTextContent(GUEST_DISABLED_TEXT);
  });

  it('guards the profile photo upload for guests', async () => {
    const onFile = vi.fn();
    const user = userEvent.setup();
    renderGate(<PhotoUpload src="/x.svg" alt="Me" editable restricted onFile={onFile} />);
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(screen.getByRole('dialog', { name: 'Guest user' })).toBeInTheDocument();
  });

  it('offers a file input labelled Upload photo to a verified owner', () => {
    const onFile = vi.fn();
    renderGate(<PhotoUpload src="/x.svg" alt="Me" editable restricted={false} onFile={onFile} />);
    // Picking opens the crop modal first (PhotoUpload.test.tsx); no Guest user modal here.
    expect(screen.getByLabelText('Upload photo')).toHaveAttribute('type', 'file');
    expect(screen.getByLabelText('Upload photo')).toBeEnabled();
    expect(screen.queryByRole('dialog', { name: 'Guest user' })).not.toBeInTheDocument();
  });

  it('shows an unverified CatRep the verify-your-email modal with the resend link', async () => {
    const action = vi.fn();
    const onResend = vi.fn();
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <GuestGateProvider unverified onResend={onResend}>
          <GuardedButton restricted onClick={action}>
            Add Cat
          </GuardedButton>
        </GuestGateProvider>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Add Cat' }));
    expect(screen.queryByRole('dialog', { name: 'Guest user' })).not.toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Verify your email' });
    expect(dialog).toHaveTextContent(UNVERIFIED_DISABLED_TEXT);
    expect(dialog).toHaveTextContent(verificationBanner.text.trim());
    expect(dialog).not.toHaveTextContent('guest');
    expect(within(dialog).queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: verificationBanner.link }));
    expect(onResend).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows an unverified CatRep's tooltip without calling them a guest", () => {
    vi.useFakeTimers();
    render(
      <GuestGateProvider unverified>
        <GuardedButton restricted>Add Cat</GuardedButton>
      </GuestGateProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Add Cat' }).focus());
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS));
    expect(screen.getByRole('tooltip')).toHaveTextContent(UNVERIFIED_DISABLED_TEXT);
  });
});
