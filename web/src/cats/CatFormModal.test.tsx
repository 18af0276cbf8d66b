import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { success, type CatDoc } from '@catrep/model';
import { toast } from '@/ui/toast';
import { deleteCat, saveCat } from '@/data/cats';
import { CatFormModal } from './CatFormModal';

vi.mock('@/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/data/cats', () => ({ deleteCat: vi.fn(), saveCat: vi.fn() }));
vi.mock('@/data/blogs', () => ({ useBlogEntryCount: () => async () => 3 }));
vi.mock('@/data/countries', () => ({ useCountries: () => [{ id: 'HU', title: 'Hungary' }] }));
vi.mock('@/lib/api', () => ({ errorMessage: (e: Error) => e.message }));

afterEach(() => vi.clearAllMocks());

const mittens = (fields: Partial<CatDoc> = {}): CatDoc & { id: string } => ({
  id: 'cat-1',
  name: 'Mittens',
  birthDay: null,
  birthMonth: null,
  birthYear: 2019,
  deathdate: null,
  gender: false,
  breed: '',
  location: '',
  country: null,
  city: '',
  diaryType: 2,
  profilePhoto: null,
  ownerId: 'u1',
  owner: { id: 'u1', firstname: 'Anna', lastname: 'Whiskerton', profilePhoto: null },
  alive: true,
  searchKeys: [],
  createdAt: null,
  ...fields,
});

function setup(cat: (CatDoc & { id: string }) | null = mittens()) {
  const onClose = vi.fn();
  render(
    <MemoryRouter initialEntries={['/cat/cat-1/mittens']}>
      <Routes>
        <Route path="/cat/:id/:name" element={<CatFormModal open onClose={onClose} cat={cat} />} />
        <Route path="/my-cats/:userId" element={<h1>My Cats</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return { onClose, user: userEvent.setup() };
}

describe('CatFormModal: Delete cat in Cat Settings', () => {
  it('asks first, naming what goes and pointing to Catchies instead', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Delete cat' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Mittens?' });
    expect(dialog).toHaveTextContent(
      'Deleting removes Mittens and everything of theirs for good: their CatAlog photos and videos, ' +
        'their CatBlog diary entries (and those entries in CatShare), their CatMates and their chats.',
    );
    expect(dialog).toHaveTextContent(
      'If Mittens has passed away, mark them so instead (Passed away, then Save) to keep them in Catchies.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleteCat).not.toHaveBeenCalled();
  });

  it('says a cat in Catchies leaves it too', async () => {
    const { user } = setup(mittens({ alive: false, deathdate: '2024-02-03' }));
    await user.click(screen.getByRole('button', { name: 'Delete cat' }));
    expect(screen.getByRole('dialog', { name: 'Delete Mittens?' })).toHaveTextContent(
      'Mittens is in Catchies now; deleting takes them out of it too.',
    );
  });

  it('deletes through the API, toasts and opens the owner’s cat list', async () => {
    vi.mocked(deleteCat).mockResolvedValue({ message: success.catDeleted });
    const { user, onClose } = setup();
    await user.click(screen.getByRole('button', { name: 'Delete cat' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete Mittens?' })).getByRole('button', { name: 'Delete' }),
    );
    expect(deleteCat).toHaveBeenCalledWith('cat-1');
    expect(toast.success).toHaveBeenCalledWith(success.catDeleted);
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'My Cats' })).toBeInTheDocument();
  });

  it('shows the server’s refusal and stays', async () => {
    vi.mocked(deleteCat).mockRejectedValue(new Error('Not found'));
    const { user, onClose } = setup();
    await user.click(screen.getByRole('button', { name: 'Delete cat' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete Mittens?' })).getByRole('button', { name: 'Delete' }),
    );
    expect(toast.error).toHaveBeenCalledWith('Not found');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offers no delete when adding a cat', () => {
    setup(null);
    expect(screen.queryByRole('button', { name: 'Delete cat' })).not.toBeInTheDocument();
  });
});

describe('CatFormModal: a diary made more visible (docs/product.md §4 Diary tab visibility)', () => {
  it('says how many entries become visible to whom and saves only after a yes', async () => {
    vi.mocked(saveCat).mockResolvedValue({ id: 'cat-1', name: 'Mittens' } as never);
    const { user, onClose } = setup(mittens({ diaryType: 3 }));
    await user.selectOptions(screen.getByLabelText('CatBlog visibility'), 'Everyone');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make the diary more visible?' });
    expect(dialog).toHaveTextContent(
      '3 diary entries of Mittens, and every future one, will be visible to everyone on CatRep, guests included.',
    );
    expect(saveCat).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(saveCat).toHaveBeenCalledWith('cat-1', expect.objectContaining({ diaryType: 1 }));
    expect(onClose).toHaveBeenCalled();
  });

  it('asks nothing when the diary becomes less visible', async () => {
    vi.mocked(saveCat).mockResolvedValue({ id: 'cat-1', name: 'Mittens' } as never);
    const { user } = setup(mittens({ diaryType: 1 }));
    await user.selectOptions(screen.getByLabelText('CatBlog visibility'), 'Only me');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(saveCat).toHaveBeenCalledWith('cat-1', expect.objectContaining({ diaryType: 3 }));
    expect(screen.queryByRole('dialog', { name: 'Make the diary more visible?' })).toBeNull();
  });
});
