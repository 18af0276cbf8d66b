/**
 * What the PostCard tests share (PostCard.test.tsx, PostPhotos.test.tsx): a post as the feed
 * hands it over, and the card rendered inside the router and guest gate it needs.
 */
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { FeedType } from '@catrep/model';
import { GuestGateProvider } from '@/ui/GuestGate';
import type { Post } from '@/data/feeds';
import { PostCard, type PostCardProps } from './PostCard';

/** A Firestore-like time `ms` since the epoch. */
export const at = (ms: number) => ({ toMillis: () => ms });

/** A text post `p1` by Bea Quill, two seconds old, 3 likes and 2 comments, with `over` on top. */
export function testPost(over: Partial<Post> = {}): Post {
  return {
    id: 'p1',
    type: FeedType.share,
    content: { message: 'Hello' },
    userId: 'u2',
    user: { id: 'u2', firstname: 'Bea', lastname: 'Quill', profilePhoto: null },
    visibility: 1,
    likes: 3,
    commentCount: 2,
    createdAt: at(Date.now() - 2_000),
    updatedAt: null,
    ...over,
  };
}

/** Renders a PostCard of `testPost()` read by someone else, with `props` on top; answers its props. */
export function renderCard(props: Partial<PostCardProps> = {}): PostCardProps {
  const all: PostCardProps = {
    post: testPost(),
    canManage: false,
    isCatMate: false,
    isMine: false,
    liked: false,
    saved: false,
    restricted: false,
    onLike: vi.fn(),
    onSave: vi.fn(),
    onEdit: vi.fn(),
    onDelete: vi.fn(),
    renderComments: () => <p>the comments</p>,
    ...props,
  };
  render(
    <MemoryRouter>
      <GuestGateProvider>
        <PostCard {...all} />
      </GuestGateProvider>
    </MemoryRouter>,
  );
  return all;
}
