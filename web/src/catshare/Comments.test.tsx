import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { CommentItem } from '@/data/comments';
import { GuestGateProvider } from '@/ui/GuestGate';
import { Comments } from './Comments';

const comment = (id: string, userId: string, firstname: string, message: string) =>
  ({
    id,
    userId,
    user: { id: userId, firstname, lastname: 'Lee', profilePhoto: null },
    content: { message },
    createdAt: null,
    updatedAt: null,
  }) as CommentItem;

// Live comments and the reader's hidden document come from the data modules: no Firebase here.
vi.mock('@/data/comments', () => ({
  useComments: () => ({
    status: 'success',
    data: [
      comment('k1', 'u2', 'Bea', 'Lovely cat'),
      comment('k2', 'u3', 'Cy', 'Blocked words'),
      comment('k3', 'u4', 'Di', 'Muted words'),
    ],
  }),
  addComment: vi.fn(),
  editComment: vi.fn(),
  deleteComment: vi.fn(),
}));
vi.mock('@/data/safety', () => ({
  useHidden: () => ({
    uids: new Set(['u3']),
    muted: new Set(['u4']),
    authors: new Set(['u3', 'u4']),
    loaded: true,
  }),
}));

describe('Comments (README "Trust and safety")', () => {
  it('leaves out the comments of blocked and muted CatReps', () => {
    render(
      <MemoryRouter>
        <GuestGateProvider>
          <Comments feedId="p1" viewerId="u1" isAdmin={false} restricted={false} />
        </GuestGateProvider>
      </MemoryRouter>,
    );
    expect(screen.getByText('Lovely cat')).toBeInTheDocument();
    expect(screen.queryByText('Blocked words')).not.toBeInTheDocument();
    expect(screen.queryByText('Muted words')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
