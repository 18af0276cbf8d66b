import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FeedType, type FeedPhoto, type PostCat } from '@catrep/model';
import type { Post } from '@/data/feeds';
import { renderCard, testPost } from './postCardFixture';

const photo = (i: number, alt = ''): FeedPhoto => ({
  id: `f${i}`,
  alt,
  position: i,
  width: 1280,
  height: 960,
  variants: [
    { path: `feeds/p1/f${i}_320.jpg`, width: 320, height: 240 },
    { path: `feeds/p1/f${i}_1280.jpg`, width: 1280, height: 960 },
  ],
});

const photos = (n: number) => Array.from({ length: n }, (_, i) => photo(i, `Cat photo ${i + 1}`));

/** A photo post by Anna Kovacs with `files`, no likes or comments yet, and `over` on top. */
const photoPost = (files: FeedPhoto[], over: Partial<Post> = {}): Post =>
  testPost({
    type: FeedType.photo,
    content: { message: '', files },
    user: { id: 'u2', firstname: 'Anna', lastname: 'Kovacs', profilePhoto: null },
    likes: 0,
    commentCount: 0,
    ...over,
  });

describe('PostCard: a photo post’s grid (README "CatShare")', () => {
  it.each([
    [1, 'one', 1, null],
    [2, 'two', 2, null],
    [3, 'three', 3, null],
    [4, 'four', 4, null],
    [7, 'four', 4, '+3 more photos'],
  ])('lays out %i photos as "%s" in %i tiles', (count, layout, tiles, more) => {
    renderCard({ post: photoPost(photos(count)) });
    const grid = screen.getByRole('list', { name: count === 1 ? '1 photo' : `${count} photos` });
    expect(grid).toHaveClass(`post-grid-${layout}`);
    const buttons = within(grid).getAllByRole('button');
    expect(buttons).toHaveLength(tiles);
    if (more) {
      expect(buttons[3]).toHaveTextContent('+3');
      expect(buttons[3]).toHaveAccessibleName(`Cat photo 4 ${more}`);
    } else {
      expect(grid).not.toHaveTextContent(/\+\d/);
    }
  });

  it("uses each photo's alt text as its image's alt, else its place and author", () => {
    renderCard({ post: photoPost([photo(0, 'Mimi in a box'), photo(1), photo(2, '  ')]) });
    const grid = screen.getByRole('list', { name: '3 photos' });
    const imgs = within(grid).getAllByRole('img');
    expect(imgs.map((i) => i.getAttribute('alt'))).toEqual([
      'Mimi in a box',
      'Photo 2 of 3 shared by Anna Kovacs',
      'Photo 3 of 3 shared by Anna Kovacs',
    ]);
    expect(imgs[0]).toHaveAttribute('src', '/media/feeds/p1/f0_1280.jpg');
    expect(imgs[0]).toHaveAttribute(
      'srcset',
      '/media/feeds/p1/f0_320.jpg 320w, /media/feeds/p1/f0_1280.jpg 1280w',
    );
    cleanup();
    renderCard({ post: photoPost([photo(0)]) });
    expect(screen.getByRole('img', { name: 'Photo shared by Anna Kovacs' })).toBeInTheDocument();
  });

  it('opens the lightbox at the tapped photo, its alt text as the caption', async () => {
    const user = userEvent.setup();
    renderCard({ post: photoPost([photo(0, 'Mimi in a box'), photo(1, 'Tom on the roof')]) });
    await user.click(screen.getByRole('button', { name: 'Tom on the roof' }));
    expect(await screen.findByText('2 / 2')).toBeInTheDocument();
    const caption = document.querySelector('.yarl__slide_current .yarl__slide_description');
    expect(caption).toHaveTextContent('Tom on the roof');
  });

  it('reminds the author of photos without alt text, with a way to the edit form', async () => {
    const user = userEvent.setup();
    const reminder = 'Some photos have no description. Add alt text so everyone can enjoy them.';
    const props = renderCard({
      post: photoPost([photo(0, 'Mimi'), photo(1)]),
      isMine: true,
      canManage: true,
    });
    expect(screen.getByText(reminder)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add alt text' }));
    expect(props.onEdit).toHaveBeenCalled();
    cleanup();
    // Not for anyone else, nor when every photo is described.
    renderCard({ post: photoPost([photo(0, 'Mimi'), photo(1)]) });
    expect(screen.queryByText(reminder)).not.toBeInTheDocument();
    cleanup();
    renderCard({ post: photoPost([photo(0, 'Mimi')]), isMine: true, canManage: true });
    expect(screen.queryByText(reminder)).not.toBeInTheDocument();
  });

  it('tells the author when no photo uploaded, and that such a post goes after a day, with Delete', async () => {
    const user = userEvent.setup();
    const props = renderCard({ post: photoPost([], { visibility: 3 }), isMine: true, canManage: true });
    expect(
      screen.getByText('Your photos did not upload. A post without a photo is removed after a day.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete this post' }));
    expect(props.onDelete).toHaveBeenCalled();
  });
});

describe('PostCard: the cats a post names', () => {
  const mimi: PostCat = { id: 'c1', name: 'Mimi', ownerId: 'u3' };
  const tom: PostCat = { id: 'c2', name: 'Tom Kitten', ownerId: 'u2' };
  const zsa: PostCat = { id: 'c3', name: 'Zsazsa', ownerId: 'u3' };

  it('links each named cat to its CatID', () => {
    renderCard({ post: photoPost(photos(1), { cats: [mimi, tom] }) });
    expect(screen.getByText(/^With/)).toHaveTextContent('With Mimi and Tom Kitten');
    expect(screen.getByRole('link', { name: 'Mimi' })).toHaveAttribute('href', '/cat/c1/mimi');
    expect(screen.getByRole('link', { name: 'Tom Kitten' })).toHaveAttribute('href', '/cat/c2/tom-kitten');
    cleanup();
    renderCard({ post: photoPost(photos(1), { cats: [mimi, tom, zsa] }) });
    expect(screen.getByText(/^With/)).toHaveTextContent('With Mimi, Tom Kitten and Zsazsa');
  });

  it("offers a named cat's owner, not the author, to take it out", async () => {
    const user = userEvent.setup();
    const onRemoveCat = vi.fn();
    renderCard({ post: photoPost(photos(1), { cats: [mimi, tom, zsa] }), viewerId: 'u3', onRemoveCat });
    expect(screen.getByRole('button', { name: 'Remove Zsazsa from this post' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove Tom Kitten/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Mimi from this post' }));
    expect(onRemoveCat).toHaveBeenCalledWith(mimi);
    cleanup();
    // The author edits the cats in the edit form; a reader with no cat named gets no button.
    renderCard({ post: photoPost(photos(1), { cats: [tom] }), viewerId: 'u2', isMine: true, onRemoveCat });
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    cleanup();
    renderCard({ post: photoPost(photos(1), { cats: [mimi] }), viewerId: 'u9', onRemoveCat });
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('names cats on any share, not only on photo posts', () => {
    renderCard({
      post: photoPost([], { type: FeedType.share, content: { message: 'Hi' }, cats: [mimi] }),
    });
    expect(screen.getByRole('link', { name: 'Mimi' })).toHaveAttribute('href', '/cat/c1/mimi');
    expect(screen.queryByRole('list', { name: /photo/ })).not.toBeInTheDocument();
  });
});
