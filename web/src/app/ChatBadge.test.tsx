import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMyChats, useUnreadChats, unreadFor } from '@/data/chats';
import { ChatBadge } from './ChatBadge';

// The badge reads its chats through the data module: no Firebase here.
vi.mock('@/data/chats', () => ({ useMyChats: vi.fn(), useUnreadChats: vi.fn(), unreadFor: vi.fn() }));

/** A chat with `n` unread messages on my side. */
const chat = (id: string, n: number) => ({ id, unread: n });

function renderAt(path: string) {
  vi.mocked(unreadFor).mockImplementation((c) => (c as unknown as { unread: number }).unread);
  render(
    <MemoryRouter initialEntries={[path]}>
      <ChatBadge uid="me" initialCount={3} />
      <Link to="/chats">Inbox</Link>
      <Link to="/cat-share">Feed</Link>
    </MemoryRouter>,
  );
}

afterEach(() => vi.clearAllMocks());

describe('The chat badge (docs/product.md §2 Chrome)', () => {
  it('counts the unread chats alone on other screens, and shows the session’s count until they arrive', () => {
    vi.mocked(useUnreadChats).mockReturnValue({ status: 'loading', data: undefined } as never);
    renderAt('/cat-share');
    expect(screen.getByRole('link', { name: 'Unread chats: 3' })).toBeTruthy();
    expect(useUnreadChats).toHaveBeenCalledWith('me');
    expect(useMyChats).not.toHaveBeenCalled();
  });

  it('counts from the conversation list once one was on screen, and keeps it when the reader leaves', async () => {
    vi.mocked(useUnreadChats).mockReturnValue({ status: 'success', data: [chat('a', 2)] } as never);
    vi.mocked(useMyChats).mockReturnValue({
      status: 'success',
      data: [chat('a', 2), chat('b', 0), chat('c', 1)],
    } as never);
    renderAt('/cat-share');
    expect(screen.getByRole('link', { name: 'Unread chats: 1' })).toBeTruthy();
    expect(useMyChats).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('link', { name: 'Inbox' }));
    expect(screen.getByRole('link', { name: 'Unread chats: 2' })).toBeTruthy();
    vi.mocked(useUnreadChats).mockClear();

    await userEvent.click(screen.getByRole('link', { name: 'Feed' }));
    expect(screen.getByRole('link', { name: 'Unread chats: 2' })).toBeTruthy();
    expect(useUnreadChats).not.toHaveBeenCalled();
  });

  it('is plain "Chats" when nothing is unread', () => {
    vi.mocked(useUnreadChats).mockReturnValue({ status: 'success', data: [] } as never);
    renderAt('/cat-share');
    expect(screen.getByRole('link', { name: 'Chats' })).toBeTruthy();
  });
});
