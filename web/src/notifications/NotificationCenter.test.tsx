import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationMessages, type NotificationDoc } from '@catrep/model';
import { markRead, useNotifications, useUnreadCount, type Notification } from '@/data/notifications';
import type { PagedList } from '@/lib/usePagedList';
import { toast } from '@/ui/toast';
import NotificationCenter from './NotificationCenter';
import { NotificationItem } from './NotificationItem';

vi.mock('@/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
// The centre reads and marks through the data module: no Firebase here.
vi.mock('@/data/notifications', () => ({
  useNotifications: vi.fn(),
  useUnreadCount: vi.fn(),
  markRead: vi.fn(),
}));
vi.mock('@/lib/api', () => ({ errorMessage: (e: Error) => e.message }));

const at = (ms: number) => ({ toMillis: () => ms });
const bence = { id: 'u2', firstname: 'Bence', lastname: 'Kovacs', profilePhoto: null };

function notification(over: Partial<NotificationDoc> & { id: string }): Notification {
  return {
    kind: 'like',
    subjectId: 'p1',
    link: '/cat-share/post/p1',
    item: 'post',
    actor: bence,
    actorIds: ['u2'],
    read: false,
    digested: false,
    updatedAt: at(Date.now() - 3 * 60_000),
    ...over,
  };
}

function list(items: Notification[], over: Partial<PagedList<Notification>> = {}): PagedList<Notification> {
  return {
    items,
    status: 'success',
    error: null,
    loadingMore: false,
    done: true,
    loadMore: vi.fn(),
    newCount: 0,
    revealNew: vi.fn(),
    ...over,
  };
}

function renderCenter(items: Notification[], over: Partial<PagedList<Notification>> = {}, unread = 0) {
  vi.mocked(useNotifications).mockReturnValue(list(items, over));
  vi.mocked(useUnreadCount).mockReturnValue({ status: 'success', count: unread });
  const view = render(
    <MemoryRouter>
      <NotificationCenter uid="u1" />
    </MemoryRouter>,
  );
  return {
    rerender: (next: Notification[]) => {
      vi.mocked(useNotifications).mockReturnValue(list(next));
      view.rerender(
        <MemoryRouter>
          <NotificationCenter uid="u1" />
        </MemoryRouter>,
      );
    },
  };
}

beforeEach(() => {
  vi.mocked(markRead).mockResolvedValue({ marked: 1, message: notificationMessages.markedRead });
});
afterEach(() => vi.clearAllMocks());

describe('A notification in the centre (README "Notifications")', () => {
  it('shows the actor, the one line, the time, and links to where it leads', () => {
    render(
      <MemoryRouter>
        <NotificationItem
          notification={notification({ id: 'like_p1', actorIds: ['u3', 'u4', 'u2'] })}
          unread={false}
        />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: /Bence Kovacs and 2 others liked your post/ });
    expect(link).toHaveAttribute('href', '/cat-share/post/p1');
    expect(within(link).getByText('3 minutes ago')).toBeInTheDocument();
    expect(link.querySelector('img')).toHaveAttribute('src', '/default-user.svg');
    expect(link).not.toHaveClass('unread');
    expect(link).not.toHaveAccessibleName(/Unread/);
  });

  it('an unread one stands out and says so to screen readers', () => {
    render(
      <MemoryRouter>
        <NotificationItem notification={notification({ id: 'comment_p1', kind: 'comment' })} unread />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: /^Unread: Bence Kovacs commented on your post/ });
    expect(link).toHaveClass('unread');
  });

  it('a moderator’s word shows the CatRep logo, and a link that is not an app path leads to CatShare', () => {
    render(
      <MemoryRouter>
        <NotificationItem
          notification={notification({
            id: 'removed_x',
            kind: 'removed',
            actor: null,
            actorIds: [],
            link: 'https://elsewhere.example/',
          })}
          unread={false}
        />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: /A moderator removed your post/ });
    expect(link.querySelector('img')).toHaveAttribute('src', '/logo.svg');
    expect(link).toHaveAttribute('href', '/cat-share');
  });

  it('the daily run’s reminder, birthday and remembrance lead to the cat (README "Care and the cat\'s days")', () => {
    const daily = (over: Partial<NotificationDoc> & { id: string }) =>
      notification({ actor: null, actorIds: [], item: undefined, ...over });
    render(
      <MemoryRouter>
        <NotificationItem
          notification={daily({
            id: 'reminder_e1-2027-03-21-before',
            kind: 'reminder',
            link: '/cat-care/c1/mittens',
            cats: ['Mittens'],
            reminder: { subject: 'Rabies vaccination', due: '2027-03-21', stage: 'before' },
          })}
          unread
        />
        <NotificationItem
          notification={daily({
            id: 'birthday_2027-03-14',
            kind: 'birthday',
            link: '/cat/c1/mittens',
            birthdays: [
              { catId: 'c1', name: 'Mittens', age: 5, mate: false },
              { catId: 'c2', name: 'Cirmi', age: null, mate: true },
            ],
          })}
          unread={false}
        />
        <NotificationItem
          notification={daily({
            id: 'remembrance_c3-2027-06-01',
            kind: 'remembrance',
            link: '/cat/c3/old-tom',
            cats: ['Old Tom'],
            years: 3,
          })}
          unread={false}
        />
      </MemoryRouter>,
    );
    const reminder = screen.getByRole('link', { name: /Rabies vaccination for Mittens is due in 7 days/ });
    expect(reminder).toHaveAttribute('href', '/cat-care/c1/mittens');
    expect(reminder.querySelector('img')).toHaveAttribute('src', '/logo.svg');
    expect(
      screen.getByRole('link', { name: /Mittens turns 5 and your CatMate Cirmi has a birthday today/ }),
    ).toHaveAttribute('href', '/cat/c1/mittens');
    expect(
      screen.getByRole('link', { name: /Remembering Old Tom, who passed away 3 years ago today/ }),
    ).toHaveAttribute('href', '/cat/c3/old-tom');
  });
});

describe('The notification centre', () => {
  it('lists newest first as given, marks the unread ones shown read once, and they keep standing out', async () => {
    const liked = notification({ id: 'like_p1' });
    const commented = notification({ id: 'comment_p2', kind: 'comment', link: '/cat-share/post/p2' });
    const old = notification({ id: 'approved_u2', kind: 'approved', link: '/cat-rep/u2', read: true });
    const { rerender } = renderCenter([liked, commented, old], {}, 2);
    const rows = screen.getAllByTestId('notification');
    expect(rows.map((r) => r.getAttribute('href'))).toEqual([
      '/cat-share/post/p1',
      '/cat-share/post/p2',
      '/cat-rep/u2',
    ]);
    expect(rows.map((r) => r.classList.contains('unread'))).toEqual([true, true, false]);
    expect(markRead).toHaveBeenCalledTimes(1);
    expect(markRead).toHaveBeenCalledWith(['like_p1', 'comment_p2']);

    // The server marked them: they stay marked for this opening, and are not sent again.
    rerender([{ ...liked, read: true }, { ...commented, read: true }, old]);
    expect(screen.getAllByTestId('notification').map((r) => r.classList.contains('unread'))).toEqual([
      true,
      true,
      false,
    ]);
    expect(markRead).toHaveBeenCalledTimes(1);

    // Someone adds to a read one: it is unread again, and marked again.
    rerender([
      { ...old, read: false, updatedAt: at(Date.now()) },
      { ...liked, read: true },
      { ...commented, read: true },
    ]);
    expect(markRead).toHaveBeenCalledTimes(2);
    expect(markRead).toHaveBeenLastCalledWith(['approved_u2']);
    expect(
      screen.getByRole('link', { name: /^Unread: Bence Kovacs approved your request/ }),
    ).toBeInTheDocument();
  });

  it('"Mark all as read" marks the rest and toasts the server’s message', async () => {
    renderCenter([notification({ id: 'like_p1', read: true })], { done: false }, 25);
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(markRead).toHaveBeenCalledWith();
    expect(toast.success).toHaveBeenCalledWith(notificationMessages.markedRead);
  });

  it('"Mark all as read" rests while nothing is unread', () => {
    renderCenter([notification({ id: 'like_p1', read: true })], {}, 0);
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('a failed "Mark all as read" says why', async () => {
    vi.mocked(markRead).mockRejectedValueOnce(new Error('The server is busy'));
    renderCenter([], {}, 3);
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(toast.error).toHaveBeenCalledWith('The server is busy');
  });

  it('loading, empty and error states', () => {
    renderCenter([], { status: 'loading', done: false });
    expect(screen.getByRole('status')).toHaveTextContent('Loading notifications…');
    cleanup();
    renderCenter([]);
    expect(screen.getByText('No notifications yet')).toBeInTheDocument();
    cleanup();
    renderCenter([], { status: 'error', error: 'permission-denied' });
    expect(screen.getByRole('alert')).toHaveTextContent('The notifications could not be loaded.');
    expect(markRead).not.toHaveBeenCalled();
  });
});
