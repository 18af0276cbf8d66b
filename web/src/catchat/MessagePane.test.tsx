import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chatErrors } from '@catrep/model';
import type { Chat } from '@/data/chats';
import { GuestGateProvider } from '@/ui/GuestGate';
import { MessagePane } from './MessagePane';

// The pane's live messages come from the data module: none here, no Firebase.
vi.mock('@/data/chats', () => ({
  useMessages: () => ({
    items: [],
    status: 'success',
    error: null,
    loadingMore: false,
    done: true,
    loadMore: () => undefined,
    newCount: 0,
    revealNew: () => undefined,
  }),
  markChatRead: vi.fn(() => Promise.resolve()),
  sendMessage: vi.fn(),
}));

const cat = (id: string, name: string, ownerId: string) => ({
  id,
  name,
  profilePhoto: null,
  ownerId,
  owner: { id: ownerId, firstname: 'Ann', lastname: 'Lee', profilePhoto: null },
});

function chat(closed: Chat['closed']): Chat {
  return {
    id: 'c1_c2',
    catIds: ['c1', 'c2'],
    ownerIds: ['u1', 'u2'],
    fromCatId: 'c1',
    toCatId: 'c2',
    cats: { c1: cat('c1', 'Mittens', 'u1'), c2: cat('c2', 'Cirmi', 'u2') },
    unread: { c1: 0, c2: 0 },
    unreadOwnerIds: [],
    lastRead: {},
    lastMessage: null,
    createdAt: null,
    updatedAt: null,
    closed,
  };
}

function renderPane(c: Chat) {
  render(
    <GuestGateProvider>
      <MessagePane chat={c} myCatId="c1" canSend restricted={false} />
    </GuestGateProvider>,
  );
}

describe('MessagePane: a closed chat (README "Trust and safety")', () => {
  it('an open chat takes messages', () => {
    renderPane(chat(null));
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeEnabled();
    expect(screen.queryByText(chatErrors.closed)).not.toBeInTheDocument();
  });

  it('an open chat puts the focus in its message box', () => {
    renderPane(chat(null));
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
  });

  it('a closed chat says why, with no message box and no Send', () => {
    renderPane(chat({ reason: 'disconnected', at: null }));
    expect(screen.getByRole('status')).toHaveTextContent(chatErrors.closed);
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });
});
