import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { GuestGateProvider } from '@/ui/GuestGate';
import { Favorites } from './Favorites';

// The favorites list comes from Firestore through the data module: an empty, loaded list here.
vi.mock('@/data/album', () => ({
  useFavorites: () => ({
    items: [],
    status: 'success',
    error: null,
    loadingMore: false,
    done: true,
    loadMore: () => undefined,
    newCount: 0,
    revealNew: () => undefined,
  }),
  uploadFavorite: vi.fn(),
  deleteFavorite: vi.fn(),
}));

function renderFavorites(isMe: boolean) {
  render(
    <MemoryRouter>
      <GuestGateProvider>
        <Favorites userId="u2" ownerName="Bea Quill" ownerFirstname="Bea" isMe={isMe} restricted={false} />
      </GuestGateProvider>
    </MemoryRouter>,
  );
}

describe('Favorites heading', () => {
  it("says 'My Favorites' on one's own profile", () => {
    renderFavorites(true);
    expect(screen.getByRole('heading', { name: 'My Favorites' })).toBeInTheDocument();
  });

  it("says '<Firstname>'s Favorites' on another CatRep's profile", () => {
    renderFavorites(false);
    expect(screen.getByRole('heading', { name: "Bea's Favorites" })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My Favorites' })).not.toBeInTheDocument();
  });
});
