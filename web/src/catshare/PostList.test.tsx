import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLikedIds, type Post } from '@/data/feeds';
import { PostCard } from './PostCard';
import { PostList } from './PostList';

// The list reads through the data modules and the session: none of Firebase here. The card is
// replaced by one that records which post it was drawn for.
vi.mock('@/data/feeds', () => ({ useLikedIds: vi.fn() }));
vi.mock('@/data/saved', () => ({ useSavedIds: () => new Set() }));
vi.mock('@/data/relations', () => ({ useConnectedAmong: () => new Set() }));
vi.mock('@/data/cats', () => ({ useLostAmong: () => LOST }));
vi.mock('@/data/safety', () => ({
  useHidden: () => ({ muted: new Set() }),
  blockCatRep: vi.fn(),
  muteCatRep: vi.fn(),
  unmuteCatRep: vi.fn(),
}));
vi.mock('@/session/currentUser', () => ({
  useCurrentUser: () => ({ uid: 'me', isGuest: false, restricted: false }),
}));
vi.mock('@/session/session', () => ({ useIsAdmin: () => false }));
vi.mock('./postActions', () => ({
  usePostActions: () => ({
    likePending: NONE,
    savePending: NONE,
    catPending: NONE,
    dialogs: null,
    like: vi.fn(),
  }),
  PostComments: () => null,
}));
vi.mock('./PostCard', () => ({
  PostCard: vi.fn(({ post }: { post: Post }) => <article>{post.content.message}</article>),
}));

const NONE: ReadonlySet<string> = new Set();
const LOST: ReadonlyMap<string, string> = new Map();

const post = (id: string, likes = 0): Post =>
  ({
    id,
    userId: 'author',
    user: { id: 'author', firstname: 'Bea', lastname: 'Author', profilePhoto: null },
    type: 1,
    content: { message: `Post ${id}` },
    likes,
    comments: 0,
  }) as unknown as Post;

/** The ids of the posts the card was drawn for since the last call. */
const drawn = () => {
  const ids = vi.mocked(PostCard).mock.calls.map(([props]) => props.post.id);
  vi.mocked(PostCard).mockClear();
  return ids;
};

afterEach(() => vi.clearAllMocks());

describe('PostList (catshare/PostList.tsx)', () => {
  it('draws again only the card whose post or like changed, not the whole feed', () => {
    vi.mocked(useLikedIds).mockReturnValue(new Set());
    const [a, b, c] = [post('a'), post('b'), post('c')];
    const { rerender } = render(<PostList posts={[a, b, c]} />);
    expect(drawn()).toEqual(['a', 'b', 'c']);

    // b's count moved (a new object for b alone): b is drawn again.
    const b2 = post('b', 1);
    rerender(<PostList posts={[a, b2, c]} />);
    expect(drawn()).toEqual(['b']);

    // The reader liked c: c alone.
    vi.mocked(useLikedIds).mockReturnValue(new Set(['c']));
    rerender(<PostList posts={[a, b2, c]} />);
    expect(drawn()).toEqual(['c']);

    // Nothing changed: nothing is drawn.
    rerender(<PostList posts={[a, b2, c]} />);
    expect(drawn()).toEqual([]);
  });
});
