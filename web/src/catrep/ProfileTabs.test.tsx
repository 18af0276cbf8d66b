import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCurrentUser } from '@/session/currentUser';
import { useUserDoc } from '@/data/users';
import { useHidden } from '@/data/safety';
import { CatListRoute, CatRepsRoute } from './ProfileTabs';
import { ProfilePage } from './ProfilePage';

vi.mock('@/session/currentUser', () => ({ useCurrentUser: vi.fn() }));
vi.mock('@/data/users', () => ({
  CATREP_MISSING: 'This CatRep does not exist.',
  useUserDoc: vi.fn(),
  useAccountDoc: () => ({ status: 'loading' }),
  uploadProfilePhoto: vi.fn(),
}));
vi.mock('@/data/relations', () => ({
  useRelation: () => ({ status: 'success', data: null }),
  useRelations: () => ({ status: 'success', data: [] }),
  useMyRelationStates: () => new Map(),
}));
vi.mock('@/data/safety', () => ({ useHidden: vi.fn() }));
vi.mock('@/data/cats', () => ({
  useMyCats: () => ({ status: 'success', data: [] }),
  useCatchies: () => ({ status: 'success', data: [] }),
}));
vi.mock('@/cats/CatFormModal', () => ({ CatFormModal: () => null }));
vi.mock('@/connections/RelationControl', () => ({
  RelationControl: () => (
    <button type="button" className="button">
      Connect
    </button>
  ),
}));
vi.mock('./SafetyMenu', () => ({ ProfileSafetyMenu: () => null }));
vi.mock('./Favorites', () => ({ Favorites: () => null }));

const bea = {
  id: 'u2',
  firstname: 'Bea',
  lastname: 'Quill',
  country: { id: 1, title: 'Hungary' },
  city: 'Budapest',
  profilePhoto: null,
  gender: false,
  catCount: 2,
  catchiesCount: 1,
};

const hidden = (...uids: string[]) => ({
  uids: new Set(uids),
  muted: new Set<string>(),
  authors: new Set<string>(),
  loaded: true,
  hasSaved: false,
});

function signedIn(isGuest = false) {
  vi.mocked(useCurrentUser).mockReturnValue({
    uid: 'me',
    isGuest,
    restricted: isGuest,
  } as unknown as ReturnType<typeof useCurrentUser>);
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/cat-rep/:id/:name?" element={<ProfilePage userId="u2" />} />
        <Route path="/my-cats/:userId/:name?" element={<CatListRoute kind="cats" />} />
        <Route path="/catchies/:userId/:name?" element={<CatListRoute kind="catchies" />} />
        <Route path="/cat-reps/:userId/:name?" element={<CatRepsRoute />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  signedIn();
  vi.mocked(useHidden).mockReturnValue(hidden());
  vi.mocked(useUserDoc).mockImplementation(
    (uid: string) =>
      (uid === 'u2'
        ? { status: 'success', data: bea }
        : { status: 'success', data: undefined }) as ReturnType<typeof useUserDoc>,
  );
});

afterEach(() => vi.clearAllMocks());

const tabs = () => within(screen.getByRole('navigation', { name: 'Profile' })).getAllByRole('link');
const current = () => tabs().filter((t) => t.getAttribute('aria-current') === 'page');

describe('The tabs of a CatRep’s profile (docs/product.md §2 Profile header)', () => {
  it.each([
    ['/cat-rep/u2/bea-quill', 'About', 'About'],
    ['/my-cats/u2/bea-quill', 'Cats (2)', 'Bea Cats'],
    ['/catchies/u2/bea-quill', 'Catchies (1)', 'Bea Catchies'],
    ['/cat-reps/u2/bea-quill', 'CatReps', 'Bea CatReps'],
  ])('%s keeps the header and the tabs, %s marked as the current one', (path, tab, heading) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: 'Bea Quill' })).toBeInTheDocument();
    expect(screen.getByText('Hungary, Budapest')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect' })).toBeInTheDocument();
    expect(tabs().map((t) => t.textContent)).toEqual(['About', 'Cats (2)', 'Catchies (1)', 'CatReps']);
    expect(current().map((t) => t.textContent)).toEqual([tab]);
    expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('moves between the tabs, the header staying', async () => {
    const user = userEvent.setup();
    renderAt('/cat-rep/u2');
    for (const [tab, heading] of [
      ['Cats (2)', 'Bea Cats'],
      ['Catchies (1)', 'Bea Catchies'],
      ['CatReps', 'Bea CatReps'],
    ]) {
      await user.click(screen.getByRole('link', { name: tab }));
      expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Bea Quill' })).toBeInTheDocument();
      expect(current().map((t) => t.textContent)).toEqual([tab]);
    }
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/cat-rep/u2/bea-quill');
  });

  it('leaves out CatReps for a guest', () => {
    signedIn(true);
    renderAt('/my-cats/u2');
    expect(tabs().map((t) => t.textContent)).toEqual(['About', 'Cats (2)', 'Catchies (1)']);
  });

  it.each(['/my-cats/nobody/x', '/catchies/nobody/x', '/cat-reps/nobody/x'])(
    '%s of an unknown CatRep says so, with no header',
    (path) => {
      renderAt(path);
      expect(screen.getByText('This CatRep does not exist.')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Profile' })).not.toBeInTheDocument();
    },
  );

  it('shows a CatRep a block stands between as not available, on every tab', () => {
    vi.mocked(useHidden).mockReturnValue(hidden('u2'));
    renderAt('/cat-reps/u2/bea-quill');
    expect(screen.getByText('This CatRep is not available.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Bea Quill' })).not.toBeInTheDocument();
  });
});
