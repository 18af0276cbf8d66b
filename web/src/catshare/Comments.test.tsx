import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { deleteComment, type CommentItem } from '@/data/comments';
import { GuestGateProvider } from '@/ui/GuestGate';
import { CommentForm, Comments } from './Comments';

const comment = (id: string, userId: string, firstname: string, message: string) =>
  ({
    id,
    userId,
    user: { id: userId, firstname, lastname: 'Lee', profilePhoto: null },
    content: { message },
    createdAt: null,
    updatedAt: null,
  }) as CommentItem;

// Live comments and the reader's hidden document come from the data modules: no Firebase here.
vi.mock('@/data/comments', () => ({
  useComments: () => ({
    status: 'success',
    data: [
      comment('k1', 'u2', 'Bea', 'Lovely cat'),
      comment('k2', 'u3', 'Cy', 'Blocked words'),
      comment('k3', 'u4', 'Di', 'Muted words'),
    ],
  }),
  addComment: vi.fn(),
  editComment: vi.fn(),
  deleteComment: vi.fn(),
}));
vi.mock('@/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/data/safety', () => ({
  useHidden: () => ({
    uids: new Set(['u3']),
    muted: new Set(['u4']),
    authors: new Set(['u3', 'u4']),
    loaded: true,
  }),
}));

function renderComments(viewerId: string) {
  render(
    <MemoryRouter>
      <GuestGateProvider>
        <Comments feedId="p1" viewerId={viewerId} isAdmin={false} restricted={false} />
      </GuestGateProvider>
    </MemoryRouter>,
  );
}

describe('Comments (README "Trust and safety")', () => {
  it('leaves out the comments of blocked and muted CatReps', () => {
    render(
      <MemoryRouter>
        <GuestGateProvider>
          <Comments feedId="p1" viewerId="u1" isAdmin={false} restricted={false} />
        </GuestGateProvider>
      </MemoryRouter>,
    );
    expect(screen.getByText('Lovely cat')).toBeInTheDocument();
    expect(screen.queryByText('Blocked words')).not.toBeInTheDocument();
    expect(screen.queryByText('Muted words')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('asks in the styled modal before deleting a comment, and deletes only after Delete', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm');
    renderComments('u2');
    await user.click(screen.getByRole('button', { name: 'Delete comment' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete comment' });
    expect(dialog).toHaveTextContent('Do you really want to delete this comment?');
    expect(confirm).not.toHaveBeenCalled();
    expect(deleteComment).not.toHaveBeenCalled();

    // Escape: the browser fires 'cancel' on the open <dialog>, which closes it (ui/Modal).
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleteComment).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete comment' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleteComment).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete comment' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(deleteComment).toHaveBeenCalledExactlyOnceWith('p1', 'k1');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    confirm.mockRestore();
  });
});

describe('CommentForm', () => {
  it('clears the box as a comment is sent: what is typed next stays; a refused comment comes back', async () => {
    const user = userEvent.setup();
    const answers: ((ok: boolean) => void)[] = [];
    const onSubmit = vi.fn(() => new Promise<boolean>((resolve) => answers.push(resolve)));
    render(<CommentForm onSubmit={onSubmit} restricted={false} />);
    const box = screen.getByLabelText('Comment message');
    await user.type(box, 'First{Enter}');
    expect(onSubmit).toHaveBeenLastCalledWith('First');
    expect(box).toHaveValue('');
    await user.type(box, 'Second');
    answers[0]!(true);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Comment' })).toBeEnabled());
    expect(box).toHaveValue('Second');

    await user.click(screen.getByRole('button', { name: 'Comment' }));
    expect(box).toHaveValue('');
    answers[1]!(false);
    await waitFor(() => expect(box).toHaveValue('Second'));
  });
});
