import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { safetyMessages, type UserCard } from '@catrep/model';
import { toast } from '@/ui/toast';
import { fetchBlockedCatReps, fetchMutedCatReps, unblockCatRep, unmuteCatRep } from '@/data/safety';
import { SafetyLists } from './SafetyLists';

vi.mock('@/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
// The lists call the REST API through the data module: no Firebase here.
vi.mock('@/data/safety', () => ({
  fetchBlockedCatReps: vi.fn(),
  fetchMutedCatReps: vi.fn(),
  unblockCatRep: vi.fn(),
  unmuteCatRep: vi.fn(),
}));
vi.mock('@/lib/api', () => ({ errorMessage: (e: Error) => e.message }));

afterEach(() => vi.clearAllMocks());

const card = (id: string, firstname: string, lastname: string): UserCard => ({
  id,
  firstname,
  lastname,
  profilePhoto: null,
  country: { id: 'HU', title: 'Hungary' },
  city: 'Budapest',
});

const section = (name: string) => screen.getByRole('region', { name });

describe('CatRep Settings: Blocked and Muted CatReps', () => {
  it('empty states for both lists', async () => {
    vi.mocked(fetchBlockedCatReps).mockResolvedValue([]);
    vi.mocked(fetchMutedCatReps).mockResolvedValue([]);
    render(<SafetyLists />);
    expect(await screen.findByText('You have not blocked anyone.')).toBeInTheDocument();
    expect(await screen.findByText('You have not muted anyone.')).toBeInTheDocument();
  });

  it('a spinner while loading, then the CatReps; Unblock takes one off with the toast', async () => {
    vi.mocked(fetchBlockedCatReps).mockResolvedValue([card('u2', 'Bea', 'Quill'), card('u3', 'Cy', 'Rook')]);
    vi.mocked(fetchMutedCatReps).mockResolvedValue([]);
    vi.mocked(unblockCatRep).mockResolvedValue({ message: safetyMessages.unblocked });
    render(<SafetyLists />);
    expect(within(section('Blocked CatReps')).getByRole('status')).toBeInTheDocument();
    const button = await screen.findByRole('button', { name: 'Unblock Bea Quill' });
    expect(within(section('Blocked CatReps')).getAllByText('Hungary, Budapest')).toHaveLength(2);
    await userEvent.click(button);
    expect(unblockCatRep).toHaveBeenCalledWith('u2');
    expect(toast.success).toHaveBeenCalledWith(safetyMessages.unblocked);
    expect(screen.queryByRole('button', { name: 'Unblock Bea Quill' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unblock Cy Rook' })).toBeInTheDocument();
  });

  it('Unmute in the muted list; a failure keeps the CatRep and shows the message', async () => {
    vi.mocked(fetchBlockedCatReps).mockResolvedValue([]);
    vi.mocked(fetchMutedCatReps).mockResolvedValue([card('u4', 'Di', 'Stone')]);
    vi.mocked(unmuteCatRep).mockRejectedValueOnce(new Error('Something went wrong'));
    render(<SafetyLists />);
    const button = await screen.findByRole('button', { name: 'Unmute Di Stone' });
    await userEvent.click(button);
    expect(toast.error).toHaveBeenCalledWith('Something went wrong');
    expect(screen.getByRole('button', { name: 'Unmute Di Stone' })).toBeEnabled();
    vi.mocked(unmuteCatRep).mockResolvedValueOnce({ message: safetyMessages.unmuted });
    await userEvent.click(button);
    expect(toast.success).toHaveBeenCalledWith(safetyMessages.unmuted);
    expect(await screen.findByText('You have not muted anyone.')).toBeInTheDocument();
  });

  it('a list that fails to load says why', async () => {
    vi.mocked(fetchBlockedCatReps).mockRejectedValue(new Error('The server is busy'));
    vi.mocked(fetchMutedCatReps).mockResolvedValue([]);
    render(<SafetyLists />);
    expect(await within(section('Blocked CatReps')).findByRole('alert')).toHaveTextContent(
      'The server is busy',
    );
    expect(await screen.findByText('You have not muted anyone.')).toBeInTheDocument();
  });
});
