import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { GuestGateProvider } from '../GuestGate';
import { columnsFor } from './PhotoGrid';
import { PhotoUploader, type UploadOne } from './PhotoUploader';

describe('columnsFor (docs/product.md §9: 1, 2, 3 or 4 columns, breakpoints 350, 500, 750 px)', () => {
  it('chooses the columns by container width', () => {
    expect([320, 349, 350, 499, 500, 749, 750, 1200].map(columnsFor)).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
  });
});

const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

function renderUploader(upload: UploadOne, restricted = false) {
  const onFinished = vi.fn();
  const onQueueChange = vi.fn();
  render(
    <MemoryRouter>
      <GuestGateProvider>
        <PhotoUploader
          label="Add Photo"
          restricted={restricted}
          upload={upload}
          errorOf={(e) => (e instanceof Error ? e.message : 'failed')}
          onFinished={onFinished}
          onQueueChange={onQueueChange}
        />
      </GuestGateProvider>
    </MemoryRouter>,
  );
  return { onFinished, onQueueChange };
}

describe('PhotoUploader (several photos, each with its own caption, progress and error)', () => {
  it('uploads each picked photo with its caption; a failed one keeps its error and can be retried', async () => {
    const user = userEvent.setup();
    const calls: {
      name: string;
      title: string;
      progress: (f: number) => void;
      settle: (ok: boolean) => void;
    }[] = [];
    const upload: UploadOne = (file, title, progress) =>
      new Promise((resolve, reject) =>
        calls.push({
          name: file.name,
          title,
          progress,
          settle: (ok) => (ok ? resolve({}) : reject(new Error('Too big'))),
        }),
      );
    const { onFinished, onQueueChange } = renderUploader(upload);
    await user.upload(screen.getByLabelText('Add Photo'), [jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg')]);
    // A thumbnail of each, before anything is sent; the album hears three are queued.
    expect(screen.getAllByAltText(/^Preview of/)).toHaveLength(3);
    expect(onQueueChange).toHaveBeenLastCalledWith(3);
    await user.type(screen.getByLabelText('Caption for a.jpg'), 'Sunny');
    await user.click(screen.getByRole('button', { name: 'Remove c.jpg' }));
    await user.click(screen.getByRole('button', { name: 'Upload 2 photos' }));
    expect(calls.map((c) => [c.name, c.title])).toEqual([
      ['a.jpg', 'Sunny'],
      ['b.jpg', ''],
    ]);
    act(() => calls[0].progress(0.5));
    expect(screen.getByLabelText('Uploading a.jpg')).toHaveValue(0.5);
    await act(async () => {
      calls[0].settle(true);
      calls[1].settle(false);
    });
    // The batch ends once, with what it came to: one toast's worth.
    expect(onFinished).toHaveBeenCalledOnce();
    expect(onFinished).toHaveBeenCalledWith({ added: 1, total: 2, errors: ['Too big'] });
    expect(onQueueChange).toHaveBeenLastCalledWith(1);
    expect(screen.queryByText('a.jpg')).not.toBeInTheDocument();
    const failed = screen.getByText('b.jpg').closest('li')!;
    expect(within(failed).getByRole('alert')).toHaveTextContent('Too big');
    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    expect(calls).toHaveLength(3);
    await act(async () => calls[2].settle(true));
    expect(onFinished).toHaveBeenLastCalledWith({ added: 1, total: 1, errors: [] });
    expect(onQueueChange).toHaveBeenLastCalledWith(0);
    expect(screen.queryByText('b.jpg')).not.toBeInTheDocument();
  });

  it('shows restricted users a disabled-looking button that opens the Guest user modal instead', async () => {
    const user = userEvent.setup();
    const upload = vi.fn<UploadOne>();
    renderUploader(upload, true);
    expect(screen.queryByLabelText('Add Photo')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Photo' }));
    expect(screen.getByRole('dialog', { name: 'Guest user' })).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });
});
