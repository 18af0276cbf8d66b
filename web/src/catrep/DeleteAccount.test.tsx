import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leavingMessages, serverMessages, validation } from '@catrep/model';
import { toast } from '@/ui/toast';
import { ApiError } from '@/lib/api';
import { deleteAccount } from '@/data/leaving';
import { endSession } from '@/session/session';
import { DeleteAccount } from './DeleteAccount';

vi.mock('@/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/data/leaving', () => ({ deleteAccount: vi.fn() }));
vi.mock('@/session/session', () => ({ endSession: vi.fn() }));

afterEach(() => vi.clearAllMocks());

function setup() {
  render(
    <MemoryRouter initialEntries={['/information']}>
      <Routes>
        <Route path="/information" element={<DeleteAccount />} />
        <Route path="/welcome" element={<h1>Welcome</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

/** Opens the confirmation from the danger zone. */
async function open(user: ReturnType<typeof userEvent.setup>) {
  const zone = screen.getByRole('region', { name: 'Delete my account' });
  await user.click(within(zone).getByRole('button', { name: 'Delete my account' }));
  return screen.getByRole('dialog', { name: 'Delete your account?' });
}

describe('CatRep Settings: Delete my account', () => {
  it('the confirmation names what goes, that it cannot be undone, and asks for the password', async () => {
    const user = setup();
    const dialog = await open(user);
    for (const what of ['your cats', 'CatAlog', 'CatBlog', 'posts', 'comments', 'likes', 'connections']) {
      expect(dialog).toHaveTextContent(what);
    }
    for (const what of ['chats', 'favorite photos', 'notifications', 'This cannot be undone.']) {
      expect(dialog).toHaveTextContent(what);
    }
    const password = within(dialog).getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('an empty password is refused before any call', async () => {
    const user = setup();
    const dialog = await open(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(validation.required('Password'));
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(deleteAccount).not.toHaveBeenCalled();
  });

  it('a wrong password (400) shows the server message in the form and keeps the session', async () => {
    vi.mocked(deleteAccount).mockRejectedValue(
      new ApiError(400, 'wrong-password', leavingMessages.wrongPassword),
    );
    const user = setup();
    const dialog = await open(user);
    await user.type(within(dialog).getByLabelText('Password'), 'not-it');
    await user.keyboard('{Enter}');
    expect(deleteAccount).toHaveBeenCalledWith({ password: 'not-it' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(leavingMessages.wrongPassword);
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(endSession).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Delete my account' })).toBeEnabled();
  });

  it('a server failure says so in the form', async () => {
    vi.mocked(deleteAccount).mockRejectedValue(new ApiError(500, 'internal', 'boom'));
    const user = setup();
    const dialog = await open(user);
    await user.type(within(dialog).getByLabelText('Password'), 'meow1234');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(serverMessages.internal);
  });

  it('deleted: signs out, opens /welcome and toasts', async () => {
    vi.mocked(deleteAccount).mockResolvedValue(undefined);
    vi.mocked(endSession).mockResolvedValue(undefined);
    const user = setup();
    const dialog = await open(user);
    await user.type(within(dialog).getByLabelText('Password'), 'meow1234');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(deleteAccount).toHaveBeenCalledWith({ password: 'meow1234' });
    expect(endSession).toHaveBeenCalledOnce();
    expect(toast.success).toHaveBeenCalledWith(leavingMessages.accountDeleted);
  });
});
