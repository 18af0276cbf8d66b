import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { success, type CatDoc } from '@catrep/model';
import { toast } from '@/ui/toast';
import { deleteCat } from '@/data/cats';
import { CatFormModal } from './CatFormModal';

vi.mock('@/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/data/cats', () => ({ deleteCat: vi.fn(), saveCat: vi.fn() }));
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
