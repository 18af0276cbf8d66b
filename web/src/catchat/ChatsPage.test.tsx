import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Chat } from '@/data/chats';
import ChatsPage from './ChatsPage';

const cat = (id: string, name: string, ownerId: string) => ({
  id,
  name,
  profilePhoto: null,
  ownerId,
  owner: { id: ownerId, firstname: 'Ann', lastname: 'Lee', profilePhoto: null },
});

function chat(
  id: string,
  mine: [string, string],
  other: [string, string],
  unread: number,
  text: string,
): Chat {
  const [myId, myName] = mine;
  const [otherId, otherName] = other;
  return {
    id,
    catIds: [myId, otherId].sort(),
    ownerIds: ['me', 'them'],
    fromCatId: otherId,
    toCatId: myId,
    cats: { [myId]: cat(myId, myName, 'me'), [otherId]: cat(otherId, otherName, 'them') },
    unread: { [myId]: unread, [otherId]: 0 },
    unreadOwnerIds: unread ? ['me'] : [],
    lastRead: {},
    lastMessage: { text, catId: otherId, createdAt: null },
    createdAt: null,
    updatedAt: null,
    closed: null,
  };
}

// The live list comes from the data module, newest first as its query orders it: no Firebase.
const chats = vi.hoisted(() => ({ data: [] as Chat[] }));
vi.mock('@/data/chats', async (original) => ({
  ...(await original<typeof import('@/data/chats')>()),
  useMyChats: () => ({ status: 'success', data: chats.data }),
}));
vi.mock('@/session/currentUser', () => ({
  useCurrentUser: () => ({ uid: 'me', me: { cats: [{ id: 'm1', name: 'Mittens', deathdate: null }] } }),
}));

describe('ChatsPage: the inbox of all my cats’ conversations (docs/product.md §2 /chats)', () => {
  it('lists every conversation in the order given, names my cat in each, marks unread and opens its CatChat', () => {
    chats.data = [
      chat('c9_m2', ['m2', 'Captain Fluff'], ['c9', 'Cirmi'], 2, 'Meow?'),
      chat('m1_p1', ['m1', 'Mittens'], ['p1', 'Pamacs'], 0, 'See you'),
    ];
    render(
      <MemoryRouter>
        <ChatsPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Chats', level: 1 })).toBeInTheDocument();
    const links = within(screen.getByRole('list', { name: 'All conversations' })).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      expect.stringContaining('Cirmi with Captain Fluff'),
      expect.stringContaining('Pamacs with Mittens'),
    ]);
    expect(links[0]).toHaveClass('unread');
    expect(links[0]).toHaveTextContent('2 unread');
    expect(links[1]).not.toHaveClass('unread');
    expect(links[0]).toHaveAttribute('href', '/cat-chat/m2/captain-fluff?chat=c9_m2');
    expect(links[1]).toHaveAttribute('href', '/cat-chat/m1/mittens?chat=m1_p1');
  });

  it('without chats says so and points to my cat’s CatChat', () => {
    chats.data = [];
    render(
      <MemoryRouter>
        <ChatsPage />
      </MemoryRouter>,
    );
    expect(screen.getByText("You didn't start any chat yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Mittens's CatChat" })).toHaveAttribute(
      'href',
      '/cat-chat/m1/mittens',
    );
  });
});
