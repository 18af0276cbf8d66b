import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PhotoPicker, toPicked, type PickedPhoto } from './PhotoPicker';

const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

/** jsdom has no object URLs: each file gets blob:n, and revocations are recorded. */
let created: string[];
let revoked: string[];
const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
beforeEach(() => {
  created = [];
  revoked = [];
  URL.createObjectURL = vi.fn(() => {
    created.push(`blob:${created.length + 1}`);
    return created[created.length - 1];
  });
  URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
});
afterEach(() => {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
});

/** The picker as a form holds it: its own list of picked photos. */
function Harness({ multiple = true }: { multiple?: boolean }) {
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  return (
    <PhotoPicker
      label="Add photos"
      multiple={multiple}
      photos={photos}
      onPick={(files) => setPhotos((all) => [...all, ...toPicked(files)])}
      onRemove={(photo) => setPhotos((all) => all.filter((p) => p.key !== photo.key))}
    />
  );
}

describe('PhotoPicker (the shared styled picker with thumbnails)', () => {
  it('is a visible, labelled button whose file input the keyboard reaches', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByText('Add photos')).toBeVisible();
    await user.tab();
    expect(screen.getByLabelText('Add photos')).toHaveFocus();
    expect(screen.getByLabelText('Add photos')).toHaveAttribute('type', 'file');
    expect(screen.getByLabelText('Add photos')).toHaveAttribute('accept', 'image/*');
  });

  it('shows a thumbnail of each picked photo before anything is uploaded', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole('list', { name: 'Photos to upload' })).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText('Add photos'), [jpeg('a.jpg'), jpeg('b.jpg')]);
    expect(screen.getByRole('list', { name: 'Photos to upload' })).toBeInTheDocument();
    expect(screen.getByAltText('Preview of a.jpg')).toHaveAttribute('src', 'blob:1');
    expect(screen.getByAltText('Preview of b.jpg')).toHaveAttribute('src', 'blob:2');
    // A second pick adds to the first.
    await user.upload(screen.getByLabelText('Add photos'), [jpeg('c.jpg')]);
    expect(screen.getAllByRole('img')).toHaveLength(3);
    expect(revoked).toEqual([]);
  });

  it('removes a photo with its Remove button (by keyboard too) and revokes its object URL', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.upload(screen.getByLabelText('Add photos'), [jpeg('a.jpg'), jpeg('b.jpg')]);
    const removeA = screen.getByRole('button', { name: 'Remove a.jpg' });
    removeA.focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByAltText('Preview of a.jpg')).not.toBeInTheDocument();
    expect(screen.getByAltText('Preview of b.jpg')).toBeInTheDocument();
    expect(revoked).toEqual(['blob:1']);
    await user.click(screen.getByRole('button', { name: 'Remove b.jpg' }));
    expect(screen.queryByRole('list', { name: 'Photos to upload' })).not.toBeInTheDocument();
    expect(revoked).toEqual(['blob:1', 'blob:2']);
  });

  it('revokes every object URL when the picker goes away', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    await user.upload(screen.getByLabelText('Add photos'), [jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg')]);
    expect(created).toHaveLength(3);
    unmount();
    expect([...revoked].sort()).toEqual([...created].sort());
  });

  it('hides Remove for a photo that may not be removed and disables the input when asked', () => {
    const photos = toPicked([jpeg('busy.jpg')]);
    render(
      <PhotoPicker
        label="Add Photo"
        disabled
        photos={photos}
        onPick={vi.fn()}
        onRemove={vi.fn()}
        canRemove={() => false}
      />,
    );
    expect(screen.getByAltText('Preview of busy.jpg')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove busy.jpg' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Add Photo')).toBeDisabled();
  });
});
