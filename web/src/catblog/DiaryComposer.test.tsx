import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DiaryComposer } from './DiaryComposer';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/ui/toast', () => ({ toast }));
const blogs = vi.hoisted(() => ({
  addBlogEntry: vi.fn(async () => ({ id: 'entry-1' })),
  uploadBlogPhoto: vi.fn(async (_cat: string, _entry: string, file: File) => {
    if (file.name === 'bad.jpg') throw new Error('network');
    return {};
  }),
}));
vi.mock('@/data/blogs', () => blogs);

const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

beforeEach(() => {
  toast.success.mockClear();
  toast.error.mockClear();
  blogs.uploadBlogPhoto.mockClear();
});

async function publishWith(names: string[]) {
  const user = userEvent.setup();
  render(<DiaryComposer catId="cat-1" />);
  await user.type(screen.getByLabelText('Diary message'), 'A new box');
  await user.upload(
    screen.getByLabelText('Add photos (optional)'),
    names.map((n) => jpeg(n)),
  );
  return user;
}

describe('DiaryComposer: photos in the shared picker, one toast for the whole entry', () => {
  it('shows a thumbnail of each photo, drops a removed one and ends in one success toast', async () => {
    const user = await publishWith(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(screen.getAllByAltText(/^Preview of/)).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Remove b.jpg' }));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledOnce());
    expect(toast.success).toHaveBeenCalledWith('Cat diary added successfully. 2 photos added');
    expect(toast.error).not.toHaveBeenCalled();
    expect(blogs.uploadBlogPhoto.mock.calls.map((c) => c[2].name)).toEqual(['a.jpg', 'c.jpg']);
    // Published: the form empties, thumbnails and all.
    expect(screen.queryAllByAltText(/^Preview of/)).toHaveLength(0);
  });

  it('a failed photo makes the one toast an error that counts what was added and says why', async () => {
    const user = await publishWith(['a.jpg', 'bad.jpg', 'c.jpg']);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledOnce());
    expect(toast.error).toHaveBeenCalledWith(
      'Cat diary added successfully, but 2 of 3 photos added. Problem occured during file upload.',
    );
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("keeps the spec's message for an entry with one photo", async () => {
    const user = await publishWith(['a.jpg']);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Cat diary added successfully'));
    expect(toast.success).toHaveBeenCalledOnce();
  });

  it('keeps the message read-only while it publishes, then empties it', async () => {
    let saved = (_: { id: string }) => {};
    blogs.addBlogEntry.mockImplementationOnce(() => new Promise((resolve) => (saved = resolve)));
    const user = userEvent.setup();
    render(<DiaryComposer catId="cat-1" />);
    const box = screen.getByLabelText('Diary message');
    await user.type(box, 'A new box');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(box).toHaveAttribute('readonly');
    await user.type(box, ' and more');
    expect(box).toHaveValue('A new box');
    saved({ id: 'entry-1' });
    await waitFor(() => expect(box).not.toHaveAttribute('readonly'));
    expect(box).toHaveValue('');
  });
});
