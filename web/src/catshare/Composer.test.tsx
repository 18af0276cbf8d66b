import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { FeedType, type FeedPhoto } from '@catrep/model';
import { GuestGateProvider } from '@/ui/GuestGate';
import { Composer, type ComposerProps } from './Composer';

function renderComposer(props: Partial<ComposerProps> = {}) {
  const onSubmit = vi.fn<ComposerProps['onSubmit']>(async () => true);
  render(
    <MemoryRouter>
      <GuestGateProvider>
        <Composer onSubmit={onSubmit} {...props} />
      </GuestGateProvider>
    </MemoryRouter>,
  );
  return onSubmit;
}

const jpeg = (name: string) => new File([name], name, { type: 'image/jpeg' });

/** The names of the photos listed, in order (their previews' alt texts). */
const listed = () =>
  within(screen.getByRole('list', { name: 'Photos to share' }))
    .getAllByRole('img')
    .map((img) => img.getAttribute('alt'));

async function choosePhotoKind(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByLabelText('Photo', { selector: 'input[type=radio]' }));
}

// The rules load at the form's first focus or submit (./shareErrors): each check waits for them.
describe('Composer (docs/product.md §5 Share message, Youtube url)', () => {
  it("requires the 'Share message'", async () => {
    const user = userEvent.setup();
    const onSubmit = renderComposer();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Share message is required');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a text share and empties the form', async () => {
    const user = userEvent.setup();
    const onSubmit = renderComposer();
    await user.type(screen.getByLabelText('Share message'), '  Mirci slept all day  ');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ type: FeedType.share, message: 'Mirci slept all day' }, []),
    );
    await waitFor(() => expect(screen.getByLabelText('Share message')).toHaveValue(''));
  });

  it('keeps the message read-only while it is being shared, then empties it', async () => {
    const user = userEvent.setup();
    let answer = () => {};
    /** A page that shares as CatShare's does: `pending` while its share is under way. */
    function Sharing() {
      const [pending, setPending] = useState(false);
      const onSubmit = async () => {
        setPending(true);
        await new Promise<void>((resolve) => (answer = resolve));
        setPending(false);
        return true;
      };
      return <Composer onSubmit={onSubmit} pending={pending} />;
    }
    render(
      <MemoryRouter>
        <GuestGateProvider>
          <Sharing />
        </GuestGateProvider>
      </MemoryRouter>,
    );
    const box = screen.getByLabelText('Share message');
    await user.type(box, 'Mirci slept');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(box).toHaveAttribute('readonly'));
    await user.type(box, ' all day');
    expect(box).toHaveValue('Mirci slept');
    answer();
    await waitFor(() => expect(box).toHaveValue(''));
    expect(box).not.toHaveAttribute('readonly');
  });

  it("requires a YouTube link in 'Youtube url'", async () => {
    const user = userEvent.setup();
    const onSubmit = renderComposer();
    await user.click(screen.getByLabelText('YouTube'));
    await user.type(screen.getByLabelText('Share message'), 'Look');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Youtube url is required');
    await user.type(screen.getByLabelText('Youtube url'), 'https://youtu.be/dQw4w9WgXcQ');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { type: FeedType.youtube, message: 'Look', url: 'https://youtu.be/dQw4w9WgXcQ' },
        [],
      ),
    );
  });

  it('requires a photo for a photo post, but not a message', async () => {
    const user = userEvent.setup();
    const onSubmit = renderComposer();
    await choosePhotoKind(user);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Photo is required');
    expect(alert).not.toHaveTextContent('Share message is required');
    const a = jpeg('a.jpg');
    const b = jpeg('b.jpg');
    // Two at once, each with its alt text field.
    await user.upload(screen.getByLabelText('Choose photos'), [a, b]);
    expect(await screen.findByAltText('Preview of a.jpg')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Describe photo 1'), 'Mimi asleep on the sofa');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ type: FeedType.photo, message: '' }, [
        { alt: 'Mimi asleep on the sofa', file: a, id: null },
        { alt: '', file: b, id: null },
      ]),
    );
    // Sent: the form empties, the thumbnails go.
    await waitFor(() => expect(screen.queryByAltText('Preview of a.jpg')).not.toBeInTheDocument());
  });

  it('adds photos one by one, each removable before sending, up to 10', async () => {
    const user = userEvent.setup();
    renderComposer();
    await choosePhotoKind(user);
    await user.upload(screen.getByLabelText('Choose photos'), jpeg('a.jpg'));
    await user.upload(screen.getByLabelText('Choose photos'), jpeg('b.jpg'));
    await screen.findByAltText('Preview of b.jpg');
    expect(listed()).toEqual(['Preview of a.jpg', 'Preview of b.jpg']);
    await user.click(screen.getByRole('button', { name: 'Remove a.jpg' }));
    expect(listed()).toEqual(['Preview of b.jpg']);

    const many = Array.from({ length: 11 }, (_, i) => jpeg(`m${i}.jpg`));
    await user.upload(screen.getByLabelText('Choose photos'), many);
    await screen.findByAltText('Preview of m8.jpg');
    // b.jpg and the first nine: ten in all; the rest were left out, and said so.
    expect(listed()).toHaveLength(10);
    expect(screen.queryByAltText('Preview of m9.jpg')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('A post holds up to 10 photos');
    expect(screen.getByLabelText('Choose photos')).toBeDisabled();
  });

  it('limits each alt text to 1500 characters and counts them', async () => {
    const user = userEvent.setup();
    renderComposer();
    await choosePhotoKind(user);
    await user.upload(screen.getByLabelText('Choose photos'), jpeg('a.jpg'));
    const alt = await screen.findByLabelText('Describe photo 1');
    expect(alt).toHaveAttribute('maxLength', '1500');
    await user.type(alt, 'Mimi');
    expect(alt).toHaveAccessibleDescription('4/1500');
  });

  it('reorders the photos from the keyboard, keeping the focus on the moved photo', async () => {
    const user = userEvent.setup();
    const onSubmit = renderComposer();
    await choosePhotoKind(user);
    const [a, b, c] = [jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg')];
    await user.upload(screen.getByLabelText('Choose photos'), [a, b, c]);
    await user.type(await screen.findByLabelText('Describe photo 1'), 'first');
    expect(screen.getByRole('button', { name: 'Move photo 1 earlier' })).toBeDisabled();

    screen.getByRole('button', { name: 'Move photo 1 later' }).focus();
    await user.keyboard('{Enter}');
    expect(listed()).toEqual(['Preview of b.jpg', 'Preview of a.jpg', 'Preview of c.jpg']);
    // The moved photo is now photo 2 and keeps the focus; its alt text went with it.
    expect(screen.getByRole('button', { name: 'Move photo 2 later' })).toHaveFocus();
    expect(screen.getByLabelText('Describe photo 2')).toHaveValue('first');
    await user.keyboard('{Enter}');
    expect(listed()).toEqual(['Preview of b.jpg', 'Preview of c.jpg', 'Preview of a.jpg']);
    // At the end its "later" button is disabled: the focus stays in the row.
    expect(screen.getByRole('button', { name: 'Move photo 3 earlier' })).toHaveFocus();
    // Said to screen readers.
    expect(screen.getByText('Photo moved to place 3 of 3.')).toHaveAttribute('role', 'status');

    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][1].map((p) => p.file)).toEqual([b, c, a]);
  });

  it('clears an error as soon as its field is corrected', async () => {
    const user = userEvent.setup();
    renderComposer();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Share message is required');
    await user.type(screen.getByLabelText('Share message'), 'M');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    // Emptied again, the field is wrong again: the error comes back without a send.
    await user.clear(screen.getByLabelText('Share message'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Share message is required');
  });

  it("clears 'Photo is required' once a photo is chosen", async () => {
    const user = userEvent.setup();
    renderComposer();
    await choosePhotoKind(user);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Photo is required');
    await user.upload(screen.getByLabelText('Choose photos'), jpeg('cat.jpg'));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('lets a guest see the form but opens the Guest user modal on Share', async () => {
    const user = userEvent.setup();
    const onSubmit = renderComposer({ restricted: true });
    await user.type(screen.getByLabelText('Share message'), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Guest user' })).toBeInTheDocument();
  });
});

describe('Composer: "Who is in it?"', () => {
  const cats = Array.from({ length: 11 }, (_, i) => ({ id: `c${i}`, name: `Cat ${i}` }));

  it('is not asked when the CatRep has no cats', () => {
    renderComposer({ catChoices: [] });
    expect(screen.queryByRole('group', { name: 'Who is in it?' })).not.toBeInTheDocument();
  });

  it('names up to 10 cats and sends their ids', async () => {
    const user = userEvent.setup();
    const onSubmit = renderComposer({ catChoices: cats });
    const group = screen.getByRole('group', { name: 'Who is in it?' });
    for (let i = 0; i < 10; i++) await user.click(within(group).getByLabelText(`Cat ${i}`));
    expect(within(group).getByLabelText('Cat 10')).toBeDisabled();
    expect(within(group).getByLabelText('Cat 0')).toBeChecked();
    expect(group).toHaveTextContent('A post may name up to 10 cats');
    // Unchecking one frees a place.
    await user.click(within(group).getByLabelText('Cat 3'));
    expect(within(group).getByLabelText('Cat 10')).toBeEnabled();
    await user.click(within(group).getByLabelText('Cat 10'));
    await user.type(screen.getByLabelText('Share message'), 'Gang');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0].cats).toEqual([
      'c0',
      'c1',
      'c2',
      'c4',
      'c5',
      'c6',
      'c7',
      'c8',
      'c9',
      'c10',
    ]);
  });
});

describe('Composer: photos that did not upload', () => {
  it('offers Retry for exactly the photos that failed, at their places', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn<NonNullable<ComposerProps['onRetry']>>(async () => []);
    const onSubmit = renderComposer({
      onRetry,
      onSubmit: async () => ({
        postId: 'p1',
        failed: [{ position: 1, message: 'Problem occured during photo upload.' }],
      }),
    });
    await choosePhotoKind(user);
    const [a, b] = [jpeg('a.jpg'), jpeg('b.jpg')];
    await user.upload(screen.getByLabelText('Choose photos'), [a, b]);
    await user.type(await screen.findByLabelText('Describe photo 2'), 'Tom');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('1 of 2 photos did not upload.');
    expect(screen.getByText('Did not upload: Problem occured during photo upload.')).toBeInTheDocument();
    expect(screen.getByText('Uploaded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Retry photo 2' }));
    expect(onRetry).toHaveBeenCalledWith('p1', [{ file: b, alt: 'Tom', position: 1 }]);
    // All in: the form empties.
    await waitFor(() => expect(screen.queryByAltText('Preview of a.jpg')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('says "Your photos did not upload." when none did, and deletes the empty post', async () => {
    const user = userEvent.setup();
    const onDiscard = vi.fn(async () => true);
    renderComposer({
      onDiscard,
      onRetry: async () => [],
      onSubmit: async () => ({ postId: 'p9', failed: [{ position: 0, message: 'Too big' }] }),
    });
    await choosePhotoKind(user);
    await user.upload(screen.getByLabelText('Choose photos'), jpeg('a.jpg'));
    await user.type(screen.getByLabelText('Share message'), 'Nap');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Your photos did not upload. A post without a photo is removed after a day.',
    );
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Delete post' }));
    expect(onDiscard).toHaveBeenCalledWith('p9');
    // The draft stays, to be shared again.
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Share message')).toHaveValue('Nap');
    expect(screen.getByAltText('Preview of a.jpg')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });
});

describe('Composer: editing a photo post', () => {
  const stored = (id: string, alt: string): FeedPhoto => ({
    id,
    alt,
    position: 0,
    width: 640,
    height: 480,
    variants: [{ path: `feeds/p1/${id}_320.jpg`, width: 320, height: 240 }],
  });

  it('reorders and describes the post’s photos, without a picker', async () => {
    const user = userEvent.setup();
    const onSubmit = renderComposer({
      initial: { type: FeedType.photo, message: 'Nap', cats: [] },
      initialPhotos: [stored('f1', ''), stored('f2', 'Tom')],
      submitLabel: 'Save',
    });
    expect(screen.queryByLabelText('Choose photos')).not.toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Photos of this post' });
    expect(within(list).getByAltText('Preview of photo 1')).toHaveAttribute(
      'src',
      '/media/feeds/p1/f1_320.jpg',
    );
    expect(screen.getByLabelText('Describe photo 2')).toHaveValue('Tom');
    await user.type(screen.getByLabelText('Describe photo 1'), 'Mimi');
    await user.click(screen.getByRole('button', { name: 'Move photo 1 later' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ type: FeedType.photo, message: 'Nap' }, [
        { alt: 'Tom', file: null, id: 'f2' },
        { alt: 'Mimi', file: null, id: 'f1' },
      ]),
    );
  });
});

describe('Composer drafts (README "Find cats like yours")', () => {
  it('keeps what was typed, the kind and the link per CatRep across a reload, until discarded', async () => {
    localStorage.clear();
    const user = userEvent.setup();
    renderComposer({ draftKey: 'u1' });
    await user.click(screen.getByLabelText('YouTube'));
    await user.type(screen.getByLabelText('Share message'), 'Half a thought about #caturday');
    await user.type(screen.getByLabelText('Youtube url'), 'https://youtu.be/abcdefgh');
    cleanup();

    // A reload: the same CatRep finds the draft; another CatRep on this browser does not.
    renderComposer({ draftKey: 'u1' });
    expect(screen.getByLabelText('Share message')).toHaveValue('Half a thought about #caturday');
    expect(screen.getByLabelText('YouTube')).toBeChecked();
    expect(screen.getByLabelText('Youtube url')).toHaveValue('https://youtu.be/abcdefgh');
    cleanup();
    renderComposer({ draftKey: 'u2' });
    expect(screen.getByLabelText('Share message')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Discard draft' })).not.toBeInTheDocument();
    cleanup();

    renderComposer({ draftKey: 'u1' });
    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(screen.getByLabelText('Share message')).toHaveValue('');
    expect(localStorage.getItem('catrep:draft:u1')).toBeNull();
  });

  it('forgets the draft once the post is shared, and keeps none for an edit', async () => {
    localStorage.clear();
    const user = userEvent.setup();
    renderComposer({ draftKey: 'u1' });
    await user.type(screen.getByLabelText('Share message'), 'Sent soon');
    expect(localStorage.getItem('catrep:draft:u1')).toContain('Sent soon');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(screen.getByLabelText('Share message')).toHaveValue(''));
    expect(localStorage.getItem('catrep:draft:u1')).toBeNull();
    cleanup();
    renderComposer({ draftKey: 'u1', initial: { type: FeedType.share, message: 'An edit' } });
    await user.type(screen.getByLabelText('Share message'), '!');
    expect(localStorage.getItem('catrep:draft:u1')).toBeNull();
  });
});
