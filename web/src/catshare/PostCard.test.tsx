import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { FeedType, YOUTUBE_EMBED, safetyMessages } from '@catrep/model';
import { PostCard } from './PostCard';
import { at, renderCard, testPost, testPost as post } from './postCardFixture';
import { splitLinks } from '@/ui/links';

describe('PostCard (docs/product.md §3 Feed item, §6, §9)', () => {
  it('shows the message as text, never as HTML', () => {
    const { container } = render(
      <MemoryRouter>
        <PostCard
          post={post({ content: { message: '<b>bold</b> <img src=x onerror=alert(1)>' } })}
          canManage={false}
          isCatMate={false}
          isMine={false}
          liked={false}
          saved={false}
          restricted={false}
          onLike={() => undefined}
          onSave={() => undefined}
          onEdit={() => undefined}
          onDelete={() => undefined}
          renderComments={() => null}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('<b>bold</b> <img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('makes web links clickable and leaves other schemes as text', async () => {
    renderCard({
      post: post({ content: { message: 'see https://cats.example/a, or javascript:alert(1)' } }),
    });
    const link = await screen.findByRole('link', { name: 'https://cats.example/a' });
    expect(link).toHaveAttribute('href', 'https://cats.example/a');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.queryByRole('link', { name: /javascript/ })).toBeNull();
    expect(splitLinks('a http://x.example/b). c')).toEqual([
      { text: 'a ' },
      { text: 'http://x.example/b', href: 'http://x.example/b' },
      { text: '). c' },
    ]);
    expect(splitLinks('mail me@cats.example, ftp://x.com or //evil.com; visit mittens.com.')).toEqual([
      { text: 'mail me@cats.example, ftp://x.com or //evil.com; visit ' },
      { text: 'mittens.com', href: 'https://mittens.com' },
      { text: '.' },
    ]);
    expect(splitLinks('(https://en.wikipedia.org/wiki/Cat_(disambiguation))')).toEqual([
      { text: '(' },
      {
        text: 'https://en.wikipedia.org/wiki/Cat_(disambiguation)',
        href: 'https://en.wikipedia.org/wiki/Cat_(disambiguation)',
      },
      { text: ')' },
    ]);
    expect(splitLinks('see www.example.com/cats today')).toEqual([
      { text: 'see ' },
      { text: 'www.example.com/cats', href: 'https://www.example.com/cats' },
      { text: ' today' },
    ]);
  });

  it('shows a YouTube video as CatRep’s own poster, loading no player until it is played', async () => {
    const user = userEvent.setup();
    renderCard({
      post: post({
        type: FeedType.youtube,
        content: {
          message: 'Watch',
          url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          embedUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
        },
      }),
    });
    // Before the click: the poster (a play button), no frame and no image from YouTube.
    const poster = screen.getByRole('button', { name: 'Play YouTube video shared by Bea Quill' });
    expect(poster).toHaveClass('youtube-poster');
    expect(document.querySelector('iframe')).toBeNull();
    expect(document.querySelector('img[src*="youtube"], img[src*="ytimg"]')).toBeNull();
    const watch = screen.getByRole('link', { name: 'Watch on YouTube' });
    expect(watch).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');

    await user.click(poster);
    const frame = screen.getByTitle('YouTube video shared by Bea Quill');
    expect(frame.tagName).toBe('IFRAME');
    // Posts stored before the privacy-enhanced host play from it too.
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(frame).toHaveAttribute('width', String(YOUTUBE_EMBED.width));
    expect(frame).toHaveAttribute('height', String(YOUTUBE_EMBED.height));
    expect(frame).toHaveFocus();
    expect(YOUTUBE_EMBED).toEqual({ width: 480, height: 272 });
    expect(screen.queryByRole('button', { name: /^Play / })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Watch on YouTube' })).toBeInTheDocument();
  });

  it('shows no poster for a YouTube post whose link is not YouTube’s', () => {
    renderCard({
      post: post({
        type: FeedType.youtube,
        content: { message: 'Watch', url: 'https://example.com/v', embedUrl: 'https://example.com/embed/x' },
      }),
    });
    expect(screen.queryByRole('button', { name: /^Play / })).not.toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it("labels a connected author 'CatMate' and anyone else 'CatRep'", () => {
    renderCard({ isCatMate: true });
    expect(screen.getByTestId('relation-label')).toHaveTextContent('CatMate');
  });

  it("labels an author who is not connected 'CatRep', with no menu when there is nothing to do", () => {
    renderCard({ isCatMate: false });
    expect(screen.getByTestId('relation-label')).toHaveTextContent(/^CatRep$/);
    expect(screen.queryByRole('button', { name: 'Post actions' })).toBeNull();
  });

  it('puts Report, Mute and Block of another’s post in its ⋯ menu, a WAI-ARIA menu button', async () => {
    const user = userEvent.setup();
    const onReport = vi.fn();
    const onMute = vi.fn();
    renderCard({
      onReport,
      moreItems: [
        { id: 'mute', label: 'Mute Bea', onSelect: onMute },
        { id: 'block', label: 'Block Bea', onSelect: vi.fn() },
      ],
    });
    const button = screen.getByRole('button', { name: 'Post actions' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await user.click(button);
    const menu = screen.getByRole('menu', { name: 'Post actions' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Report this post', 'Mute Bea', 'Block Bea']);
    expect(within(menu).getByRole('menuitem', { name: 'Report this post' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Mute Bea' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Mute Bea' }));
    expect(onMute).toHaveBeenCalled();
    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Report this post' }));
    expect(onReport).toHaveBeenCalled();
  });

  it('names each action button for screen readers, and keeps them 44 px on a phone (catshare.css)', () => {
    renderCard();
    expect(screen.getByRole('button', { name: 'Like (3)' })).toHaveClass('action-button');
    expect(screen.getByRole('button', { name: '2 comments' })).toHaveClass('action-button');
    expect(screen.getByRole('button', { name: 'Who liked' })).toHaveClass('action-button');
  });

  it('gives the author (or an admin) the edit and delete menu instead of a label', async () => {
    const user = userEvent.setup();
    const props = renderCard({ canManage: true, isMine: true });
    expect(screen.queryByTestId('relation-label')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Post actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    expect(props.onEdit).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Post actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(props.onDelete).toHaveBeenCalled();
  });

  it('tells its author a held post is held for review, and still offers Delete; nobody else is told', async () => {
    const user = userEvent.setup();
    const props = renderCard({ canManage: true, isMine: true, post: post({ held: true, visibility: 3 }) });
    expect(screen.getByRole('note')).toHaveTextContent(safetyMessages.heldForReview);
    await user.click(screen.getByRole('button', { name: 'Post actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(props.onDelete).toHaveBeenCalled();
    cleanup();
    renderCard({ canManage: true, isMine: false, post: post({ held: true, visibility: 3 }) });
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('shows relative time, the like count with aria-pressed and opens the comments', async () => {
    const user = userEvent.setup();
    const props = renderCard({ liked: true });
    expect(screen.getByText('now')).toBeInTheDocument();
    const like = screen.getByRole('button', { name: 'Like (3)' });
    expect(like).toHaveAttribute('aria-pressed', 'true');
    await user.click(like);
    expect(props.onLike).toHaveBeenCalled();
    const toggle = screen.getByRole('button', { name: '2 comments' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(
      within(screen.getByRole('region', { name: 'Comments' })).getByText('the comments'),
    ).toBeInTheDocument();
  });

  it('sends a guest to the Guest user modal instead of liking', async () => {
    const user = userEvent.setup();
    const props = renderCard({ restricted: true });
    await user.click(screen.getByRole('button', { name: 'Like (3)' }));
    expect(props.onLike).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Guest user' })).toBeInTheDocument();
  });

  it('shows a diary item with its cat, a link to its CatBlog, its photos, likes and no comments', () => {
    const photo = {
      width: 320,
      height: 240,
      variants: [{ path: 'cats/c1/blogs/b1_x_320.jpg', width: 320, height: 240 }],
    };
    renderCard({
      post: post({
        type: FeedType.diary,
        visibility: 2,
        cat: { id: 'c1', name: 'Tom Kitten', profilePhoto: null },
        catId: 'c1',
        blogId: 'b1',
        content: { message: 'Slept all day', files: [photo] },
      }),
    });
    const card = screen.getByRole('article', { name: 'Diary entry of Tom Kitten by Bea Quill' });
    const links = within(card).getAllByRole('link', { name: /CatBlog/ });
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/cat-diary/c1/tom-kitten',
      '/cat-diary/c1/tom-kitten',
    ]);
    expect(within(card).getByRole('img', { name: 'A photo of Tom Kitten in the diary' })).toHaveAttribute(
      'src',
      '/media/cats/c1/blogs/b1_x_320.jpg',
    );
    expect(within(card).getByRole('button', { name: 'Like (3)' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /comment/ })).toBeNull();
  });

  it('shows the link preview as text', () => {
    renderCard({
      post: post({
        content: {
          message: 'https://cats.example',
          link: 'https://cats.example',
          preview: {
            url: 'https://cats.example',
            title: '<i>Cats</i>',
            description: 'All cats',
            image: null,
          },
        },
      }),
    });
    const card = screen.getByTestId('link-preview');
    expect(card).toHaveAttribute('href', 'https://cats.example');
    expect(within(card).getByText('<i>Cats</i>')).toBeInTheDocument();
    expect(card.querySelector('i')).toBeNull();
  });

  it("offers 'Who liked' once someone liked the post, and not before", () => {
    renderCard({ post: post({ likes: 0 }) });
    expect(screen.queryByRole('button', { name: 'Who liked' })).toBeNull();
    cleanup();
    renderCard({ post: post({ likes: 2 }) });
    expect(screen.getByRole('button', { name: 'Who liked' })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('links its hashtags, offers Save beside the other actions, and says when it was edited', () => {
    const { onSave } = renderCard({
      post: testPost({ content: { message: 'Sunday #Caturday!' }, editedAt: at(Date.now() - 120_000) }),
      saved: true,
    });
    expect(screen.getByRole('link', { name: '#Caturday' })).toHaveAttribute('href', '/tags/caturday');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(save);
    expect(onSave).toHaveBeenCalled();
    expect(screen.getByText(/edited/)).toHaveTextContent('edited 2 minutes ago');
  });
});
