import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUnreadCount } from '@/data/notifications';
import { NotificationBell } from './NotificationBell';

// The bell reads its count through the data module: no Firebase here.
vi.mock('@/data/notifications', () => ({ UNREAD_LIMIT: 10, useUnreadCount: vi.fn() }));
vi.mock('./NotificationCenter', () => ({ default: () => <p>The centre</p> }));

/** A window `wide` or not as `(min-width: 720px)` sees it. */
function screenWidth(wide: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: wide,
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  })) as unknown as typeof window.matchMedia;
}

function renderBell(count: number, wide = false) {
  screenWidth(wide);
  vi.mocked(useUnreadCount).mockReturnValue({ status: 'success', count });
  render(
    <MemoryRouter>
      <p>Outside</p>
      <NotificationBell uid="u1" />
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.clearAllMocks();
  // @ts-expect-error: jsdom has no matchMedia; each test sets its own.
  delete window.matchMedia;
});

describe('The notifications bell (README "Notifications")', () => {
  it('shows the live unread count and names it for screen readers', () => {
    renderBell(3);
    const bell = screen.getByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveTextContent('3');
    expect(bell).toHaveAttribute('href', '/notifications');
  });

  it('shows no number at 0', () => {
    renderBell(0);
    const bell = screen.getByRole('link', { name: 'Notifications' });
    expect(bell.textContent).toBe('');
  });

  it('counts up to 9', () => {
    renderBell(9);
    expect(screen.getByRole('link', { name: 'Notifications, 9 unread' }).textContent).toBe('9');
  });

  it('reads "9+" above 9 (the count stops at 10)', () => {
    renderBell(10);
    const bell = screen.getByRole('link', { name: 'Notifications, more than 9 unread' });
    expect(bell.textContent).toBe('9+');
  });

  it('on a wide screen opens the centre in a panel; Escape closes it and gives focus back', async () => {
    renderBell(2, true);
    const user = userEvent.setup();
    const bell = screen.getByRole('button', { name: 'Notifications, 2 unread' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await user.click(bell);
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveFocus();
    expect(await screen.findByText('The centre')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
  });

  it('a click outside or the Close button closes the panel', async () => {
    renderBell(0, true);
    const user = userEvent.setup();
    const bell = screen.getByRole('button', { name: 'Notifications' });
    await user.click(bell);
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(bell);
    await user.click(screen.getByRole('button', { name: 'Close notifications' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
  });
});
