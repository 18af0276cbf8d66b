import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { safetyMessages } from '@catrep/model';
import { toast } from '@/ui/toast';
import { blockCatRep, muteCatRep, unmuteCatRep, useHidden, type Hidden } from '@/data/safety';
import { ProfileSafetyMenu } from './SafetyMenu';

vi.mock('@/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/data/safety', () => ({
  useHidden: vi.fn(),
  blockCatRep: vi.fn(),
  muteCatRep: vi.fn(),
  unmuteCatRep: vi.fn(),
}));
vi.mock('@/lib/api', () => ({ errorMessage: (e: Error) => e.message }));

afterEach(() => vi.clearAllMocks());

const none = new Set<string>();
const hidden = (muted: string[] = []): Hidden => ({
  uids: none,
  muted: new Set(muted),
  authors: new Set(muted),
  loaded: true,
  hasSaved: false,
});

function setup(muted: string[] = []) {
  vi.mocked(useHidden).mockReturnValue(hidden(muted));
  render(
    <MemoryRouter initialEntries={['/cat-rep/u2/bea-quill']}>
      <Routes>
        <Route
          path="/cat-rep/:id/:name"
          element={<ProfileSafetyMenu user={{ id: 'u2', firstname: 'Bea', lastname: 'Quill' }} />}
        />
        <Route path="/cat-share" element={<h1>CatShare</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), more: screen.getByRole('button', { name: 'More for Bea Quill' }) };
}

describe('The More menu of another CatRep’s profile', () => {
  it('Block asks first, saying what it does and that they are not told; Cancel does nothing', async () => {
    const { user, more } = setup();
    await user.click(more);
    await user.click(screen.getByRole('menuitem', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Bea Quill?' });
    expect(dialog).toHaveTextContent('is not told');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(blockCatRep).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Block after the confirmation: the toast, then CatShare', async () => {
    vi.mocked(blockCatRep).mockResolvedValue({ message: safetyMessages.blocked });
    const { user, more } = setup();
    await user.click(more);
    await user.click(screen.getByRole('menuitem', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Bea Quill?' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(blockCatRep).toHaveBeenCalledWith('u2');
    expect(toast.success).toHaveBeenCalledWith(safetyMessages.blocked);
    expect(await screen.findByRole('heading', { name: 'CatShare' })).toBeInTheDocument();
  });

  it('a failed block says why and stays', async () => {
    vi.mocked(blockCatRep).mockRejectedValue(new Error('Too many'));
    const { user, more } = setup();
    await user.click(more);
    await user.click(screen.getByRole('menuitem', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Bea Quill?' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(toast.error).toHaveBeenCalledWith('Too many');
    expect(screen.queryByRole('heading', { name: 'CatShare' })).not.toBeInTheDocument();
  });

  it('Mute when not muted, with the toast', async () => {
    vi.mocked(muteCatRep).mockResolvedValue({ message: safetyMessages.muted });
    const { user, more } = setup();
    await user.click(more);
    await user.click(screen.getByRole('menuitem', { name: 'Mute' }));
    expect(muteCatRep).toHaveBeenCalledWith('u2');
    expect(unmuteCatRep).not.toHaveBeenCalled();
    expect(toast.success).toHaveBeenCalledWith(safetyMessages.muted);
  });

  it('Unmute when muted (from the hidden document)', async () => {
    vi.mocked(unmuteCatRep).mockResolvedValue({ message: safetyMessages.unmuted });
    const { user, more } = setup(['u2']);
    await user.click(more);
    expect(screen.queryByRole('menuitem', { name: 'Mute' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Unmute' }));
    expect(unmuteCatRep).toHaveBeenCalledWith('u2');
    expect(toast.success).toHaveBeenCalledWith(safetyMessages.unmuted);
  });
});
