import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { FeedType } from '@catrep/model';
import { GuestGateProvider } from '@/ui/GuestGate';
import { Composer } from './Composer';

function renderComposer(props: Partial<Parameters<typeof Composer>[0]> = {}) {
  const onSubmit = vi.fn(async () => true);
  render(
    <MemoryRouter>
      <GuestGateProvider>
        <Composer onSubmit={onSubmit} {...props} />
      </GuestGateProvider>
    </MemoryRouter>,
  );
  return onSubmit;
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
      expect(onSubmit).toHaveBeenCalledWith({ type: FeedType.share, message: 'Mirci slept all day' }, null),
    );
    await waitFor(() => expect(screen.getByLabelText('Share message')).toHaveValue(''));
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
        null,
      ),
    );
  });

  it('requires a photo for a photo post', async () => {
    const user = userEvent.setup();
    const onSubmit = renderComposer();
    await user.click(screen.getByLabelText('Photo', { selector: 'input[type=radio]' }));
    await user.type(screen.getByLabelText('Share message'), 'Pic');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Photo is required');
    const file = new File(['x'], 'cat.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Choose photo'), file);
    expect(screen.getByAltText('Preview of cat.jpg')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ type: FeedType.photo, message: 'Pic' }, file),
    );
    // Sent: the form empties, the thumbnail goes.
    await waitFor(() => expect(screen.queryByAltText('Preview of cat.jpg')).not.toBeInTheDocument());
  });

  it('shows the chosen photo as a thumbnail that can be removed before sending', async () => {
    const user = userEvent.setup();
    const onSubmit = renderComposer();
    await user.click(screen.getByLabelText('Photo', { selector: 'input[type=radio]' }));
    await user.type(screen.getByLabelText('Share message'), 'Pic');
    await user.upload(
      screen.getByLabelText('Choose photo'),
      new File(['x'], 'a.jpg', { type: 'image/jpeg' }),
    );
    // A second pick replaces the first: a photo post has one photo.
    await user.upload(
      screen.getByLabelText('Choose photo'),
      new File(['y'], 'b.jpg', { type: 'image/jpeg' }),
    );
    expect(screen.queryByAltText('Preview of a.jpg')).not.toBeInTheDocument();
    expect(screen.getByAltText('Preview of b.jpg')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove b.jpg' }));
    expect(screen.queryByAltText('Preview of b.jpg')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Photo is required');
    expect(onSubmit).not.toHaveBeenCalled();
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
    await user.click(screen.getByLabelText('Photo', { selector: 'input[type=radio]' }));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Share message is required');
    expect(alert).toHaveTextContent('Photo is required');
    await user.type(screen.getByLabelText('Share message'), 'Pic');
    await waitFor(() => expect(screen.getByRole('alert')).not.toHaveTextContent('Share message is required'));
    expect(screen.getByRole('alert')).toHaveTextContent('Photo is required');
    const file = new File(['x'], 'cat.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Choose photo'), file);
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
