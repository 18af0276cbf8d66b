import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserCard } from '@catrep/model';
import type { CatSearchHit } from '@/data/search';
import { SEARCH_DEBOUNCE_MS, SearchBox } from './SearchBox';

const bea: UserCard = {
  id: 'u2',
  firstname: 'Bea',
  lastname: 'Smith',
  profilePhoto: null,
  country: { id: 'HU', title: 'Hungary' },
  city: 'Budapest',
};
const mio: CatSearchHit = {
  id: 'c9',
  name: 'Mio Mao',
  profilePhoto: null,
  ownerId: 'u2',
  alive: true,
  user: { id: 'u2', firstname: 'Bea', lastname: 'Smith', profilePhoto: null },
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function setup(
  reps: (q: string) => Promise<UserCard[]> = () => Promise.resolve([bea]),
  cats: (q: string) => Promise<CatSearchHit[]> = () => Promise.resolve([mio]),
) {
  const searchCatReps = vi.fn(reps);
  const searchCats = vi.fn(cats);
  render(
    <MemoryRouter initialEntries={['/cat-share']}>
      <SearchBox searchCatReps={searchCatReps} searchCats={searchCats} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  const input = screen.getByRole('combobox', { name: 'Search Cat/CatRep' });
  return { input, searchCatReps, searchCats };
}

async function type(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 10);
  });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('SearchBox (docs/product.md §2 header search, §5 Search)', () => {
  it('has the placeholder and makes no call for an empty or blank query', async () => {
    const { input, searchCatReps, searchCats } = setup();
    expect(input).toHaveAttribute('placeholder', 'Search Cat/CatRep');
    await type(input, '   ');
    await type(input, '');
    expect(searchCatReps).not.toHaveBeenCalled();
    expect(searchCats).not.toHaveBeenCalled();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('debounces typing into one call per endpoint', async () => {
    const { input, searchCatReps, searchCats } = setup();
    fireEvent.change(input, { target: { value: 'S' } });
    fireEvent.change(input, { target: { value: 'Sm' } });
    await type(input, 'Smi');
    expect(searchCatReps).toHaveBeenCalledOnce();
    expect(searchCatReps).toHaveBeenCalledWith('Smi');
    expect(searchCats).toHaveBeenCalledWith('Smi');
  });

  it('labels mixed results CatRep (with country and city) and Cat', async () => {
    const { input } = setup();
    await type(input, 'm');
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveTextContent('Bea Smith');
    expect(options[0]).toHaveTextContent('Hungary, Budapest');
    expect(options[0]).toHaveTextContent('CatRep');
    expect(options[1]).toHaveTextContent('Mio Mao');
    expect(options[1]).toHaveTextContent(/Cat$/);
  });

  it('shows at most 10 CatReps', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ ...bea, id: `u${i}`, firstname: `Bea${i}` }));
    const { input } = setup(
      () => Promise.resolve(many),
      () => Promise.resolve([]),
    );
    await type(input, 'bea');
    expect(screen.getAllByRole('option')).toHaveLength(10);
  });

  it('keeps CatReps when the cat search fails (silently)', async () => {
    const { input } = setup(undefined, () => Promise.reject(new Error('down')));
    await type(input, 'bea');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('arrow keys move, Enter opens the cat; Escape closes', async () => {
    const { input } = setup();
    await type(input, 'm');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('where')).toHaveTextContent('/cat/c9/mio-mao');
  });

  it('a click on a CatRep opens the profile', async () => {
    const { input } = setup();
    await type(input, 'm');
    fireEvent.click(screen.getAllByRole('option')[0]);
    expect(screen.getByTestId('where')).toHaveTextContent('/cat-rep/u2/bea-smith');
  });

  it('adds breeds and hashtags after CatReps and cats, each leading to its page (README "Find cats like yours")', async () => {
    const searchBreeds = vi.fn(() =>
      Promise.resolve([{ key: 'maine-coon', name: 'Maine Coon', listed: true }]),
    );
    const searchTags = vi.fn(() => Promise.resolve(['mainecoonlife']));
    render(
      <MemoryRouter initialEntries={['/cat-share']}>
        <SearchBox
          searchCatReps={() => Promise.resolve([])}
          searchCats={() => Promise.reject(new Error('down'))}
          searchBreeds={searchBreeds}
          searchTags={searchTags}
        />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    const input = screen.getByRole('combobox', { name: 'Search Cat/CatRep' });
    await type(input, 'maine');
    expect(searchBreeds).toHaveBeenCalledWith('maine');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      expect.stringMatching(/^.*Maine Coon.*Breed$/),
      expect.stringMatching(/^.*#mainecoonlife.*Hashtag$/),
    ]);
    fireEvent.click(options[1]);
    expect(screen.getByTestId('where')).toHaveTextContent('/tags/mainecoonlife');
    await type(input, 'maine');
    fireEvent.click(screen.getAllByRole('option')[0]);
    expect(screen.getByTestId('where')).toHaveTextContent('/breeds/maine-coon');
  });
});
