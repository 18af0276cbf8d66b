import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GuestGateProvider } from './GuestGate';
import { PhotoUpload, squareFile } from './PhotoUpload';

// jsdom neither decodes images nor draws on a canvas: react-easy-crop stands in as a frame that
// reports its square at once, and the crop answers a JPEG Blob of the area it was given.
vi.mock('react-easy-crop', () => ({
  default: function FakeCropper(props: {
    image: string;
    onCropComplete: (area: unknown, pixels: { x: number; y: number; width: number; height: number }) => void;
  }) {
    // Once, as the real one does when the photo has loaded (the callback is new at each render).
    const report = useRef(props.onCropComplete);
    useEffect(() => report.current({}, { x: 10, y: 0, width: 240, height: 240 }), []);
    return <div data-testid="cropper" data-image={props.image} tabIndex={0} />;
  },
}));
const crop = vi.hoisted(() => ({
  cropToSquareJpeg: vi.fn(async () => new Blob(['square'], { type: 'image/jpeg' })),
}));
vi.mock('./cropImage', () => crop);

const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:picked');
  URL.revokeObjectURL = vi.fn();
  crop.cropToSquareJpeg.mockClear();
});
afterEach(() => {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
});

const photo = new File(['raw'], 'me.png', { type: 'image/png' });

function renderUpload(onFile: (file: File) => Promise<unknown> | void) {
  render(
    <MemoryRouter>
      <GuestGateProvider>
        <PhotoUpload src="/me.svg" alt="Me" editable restricted={false} onFile={onFile} />
      </GuestGateProvider>
    </MemoryRouter>,
  );
}

describe('PhotoUpload: a picked profile or cat photo is cropped to a square before it uploads', () => {
  it('shows the picked photo in the crop modal instead of uploading it at once', async () => {
    const onFile = vi.fn();
    const user = userEvent.setup();
    renderUpload(onFile);
    await user.upload(screen.getByLabelText('Upload photo'), photo);
    const dialog = await screen.findByRole('dialog', { name: 'Upload photo' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByTestId('cropper')).toHaveAttribute('data-image', 'blob:picked');
    expect(screen.getByRole('slider', { name: 'Zoom' })).toBeInTheDocument();
    expect(onFile).not.toHaveBeenCalled();
  });

  it('Save uploads the cropped square as a JPEG Blob, then closes', async () => {
    let finish: () => void = () => undefined;
    const onFile = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderUpload(onFile);
    await user.upload(screen.getByLabelText('Upload photo'), photo);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onFile).toHaveBeenCalledOnce());
    expect(crop.cropToSquareJpeg).toHaveBeenCalledWith('blob:picked', {
      x: 10,
      y: 0,
      width: 240,
      height: 240,
    });
    const [uploaded] = onFile.mock.calls[0] as unknown as [File];
    expect(uploaded).toBeInstanceOf(Blob);
    expect(uploaded.type).toBe('image/jpeg');
    expect(uploaded.name).toBe('me.jpg');
    expect(uploaded.size).toBe('square'.length);
    // The modal waits for the upload, then goes and lets the photo's object URL go.
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    await act(async () => finish());
    expect(screen.queryByRole('dialog', { name: 'Upload photo' })).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:picked');
  });

  it('Cancel discards the photo: nothing is uploaded', async () => {
    const onFile = vi.fn();
    const user = userEvent.setup();
    renderUpload(onFile);
    await user.upload(screen.getByLabelText('Upload photo'), photo);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Upload photo' })).not.toBeInTheDocument();
    expect(onFile).not.toHaveBeenCalled();
    expect(crop.cropToSquareJpeg).not.toHaveBeenCalled();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:picked');
  });

  it('Escape discards the photo as Cancel does', async () => {
    const onFile = vi.fn();
    const user = userEvent.setup();
    renderUpload(onFile);
    await user.upload(screen.getByLabelText('Upload photo'), photo);
    const dialog = await screen.findByRole('dialog', { name: 'Upload photo' });
    await act(async () => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(screen.queryByRole('dialog', { name: 'Upload photo' })).not.toBeInTheDocument();
    expect(onFile).not.toHaveBeenCalled();
  });
});

describe('squareFile', () => {
  it('names the JPEG after the picked photo', () => {
    const square = new Blob(['s'], { type: 'image/jpeg' });
    expect(squareFile(square, new File(['x'], 'cat.photo.png')).name).toBe('cat.photo.jpg');
    expect(squareFile(square, new File(['x'], '.png')).name).toBe('photo.jpg');
  });
});
