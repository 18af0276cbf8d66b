/**
 * The header search 'Search Cat/CatRep' (docs/product.md §2 Chrome, §5 Search): a combobox that, ~250 ms
 * after typing stops, asks the search endpoints and lists mixed results labelled 'CatRep' (with
 * country and city, at most 10) or 'Cat', with photos, then 'Breed' and 'Hashtag' (README "Find
 * cats like yours"), leading to the breed's and the tag's pages. An empty query clears the list
 * and makes no call. Arrow keys move, Enter opens, Escape closes; a click opens too. Cat, breed
 * and hashtag search failures are silent (docs/product.md §8). Presentational: the searches are
 * passed in.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SearchResultType, USER_SEARCH_LIMIT, tagPath, type UserCard } from '@catrep/model';
import { catPath, catRepPath, locationOf } from '@/ui/paths';
import type { BreedHit, CatSearchHit, SearchResult } from '@/data/search';
import { Avatar } from '@/ui/Avatar';

/** Debounce of the header search, in ms. */
export const SEARCH_DEBOUNCE_MS = 250;

export interface SearchBoxProps {
  searchCatReps: (q: string) => Promise<UserCard[]>;
  searchCats: (q: string) => Promise<CatSearchHit[]>;
  searchBreeds?: (q: string) => Promise<BreedHit[]>;
  searchTags?: (q: string) => Promise<string[]>;
}

const none = () => Promise.resolve([]);

function resultPath(r: SearchResult): string {
  switch (r.type) {
    case SearchResultType.catRep:
      return catRepPath(r.user);
    case SearchResultType.cat:
      return catPath(r.cat);
    case SearchResultType.breed:
      return `/breeds/${encodeURIComponent(r.breed.key)}`;
    default:
      return tagPath(r.tag);
  }
}

function resultKey(r: SearchResult): string {
  switch (r.type) {
    case SearchResultType.catRep:
      return `u-${r.user.id}`;
    case SearchResultType.cat:
      return `c-${r.cat.id}`;
    case SearchResultType.breed:
      return `b-${r.breed.key}`;
    default:
      return `t-${r.tag}`;
  }
}

/** The fulfilled value of a search, or [] when it failed (silently: docs/product.md §8). */
const settled = <T,>(result: PromiseSettledResult<T[]>): T[] =>
  result.status === 'fulfilled' ? result.value : [];

export function SearchBox({
  searchCatReps,
  searchCats,
  searchBreeds = none,
  searchTags = none,
}: SearchBoxProps) {
  const navigate = useNavigate();
  const listId = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const [found, setFound] = useState<{ q: string; results: SearchResult[]; failed: boolean } | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const latest = useRef(0);

  const q = text.trim();
  useEffect(() => {
    const ticket = ++latest.current;
    if (!q) return; // docs/product.md §5: an empty query makes no call
    const timer = setTimeout(async () => {
      const [reps, cats, breeds, tags] = await Promise.allSettled([
        searchCatReps(q),
        searchCats(q),
        searchBreeds(q),
        searchTags(q),
      ]);
      if (ticket !== latest.current) return; // a newer query is under way
      const results: SearchResult[] = [
        ...settled(reps)
          .slice(0, USER_SEARCH_LIMIT)
          .map((user) => ({ type: SearchResultType.catRep, user }) as const),
        // Cat, breed and hashtag search failures are silent (docs/product.md §8).
        ...settled(cats).map((cat) => ({ type: SearchResultType.cat, cat }) as const),
        ...settled(breeds).map((breed) => ({ type: SearchResultType.breed, breed }) as const),
        ...settled(tags).map((tag) => ({ type: SearchResultType.tag, tag }) as const),
      ];
      setFound({ q, results, failed: reps.status === 'rejected' });
      setActive(-1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [q, searchCatReps, searchCats, searchBreeds, searchTags]);

  // A click outside closes the list.
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!wrap.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const go = (r: SearchResult) => {
    setOpen(false);
    setText('');
    navigate(resultPath(r));
  };

  // The previous query's results stay shown until the new ones arrive.
  const current = q && found ? found : null;
  const loading = q !== '' && found?.q !== q;
  const items = current?.results ?? [];
  const failed = current?.failed ?? false;
  const expanded = open && q !== '';
  const optionId = (i: number) => `${listId}-opt-${i}`;

  return (
    <div className="search" ref={wrap}>
      <input
        type="search"
        className="search-input"
        placeholder="Search Cat/CatRep"
        aria-label="Search Cat/CatRep"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
            if (items.length) setActive((a) => (a + 1) % items.length);
          } else if (e.key === 'ArrowUp') {
            e.preventDefault();
            if (items.length) setActive((a) => (a <= 0 ? items.length - 1 : a - 1));
          } else if (e.key === 'Enter') {
            const r = items[active >= 0 ? active : 0];
            if (expanded && !loading && r) {
              e.preventDefault();
              go(r);
            }
          } else if (e.key === 'Escape') {
            setOpen(false);
            setActive(-1);
          }
        }}
      />
      <div
        className="search-results"
        id={listId}
        role="listbox"
        aria-label="Search results"
        hidden={!expanded}
      >
        {expanded &&
          (loading && items.length === 0 ? (
            <p className="search-note">Searching…</p>
          ) : items.length === 0 ? (
            <p className="search-note">{failed ? 'Search is not available right now.' : 'Nothing found.'}</p>
          ) : (
            items.map((r, i) => (
              <div
                key={resultKey(r)}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className={i === active ? 'search-option active' : 'search-option'}
                onMouseDown={(e) => e.preventDefault()}
                onMouseEnter={() => setActive(i)}
                onClick={() => go(r)}
              >
                <ResultRow result={r} />
              </div>
            ))
          ))}
      </div>
    </div>
  );
}

function ResultRow({ result }: { result: SearchResult }) {
  if (result.type === SearchResultType.catRep) {
    const u = result.user;
    const location = locationOf(u);
    return (
      <>
        <Avatar photo={u.profilePhoto} kind="user" />
        <span className="search-text">
          <span className="search-name">
            {u.firstname} {u.lastname}
          </span>
          {location && <span className="muted small">{location}</span>}
        </span>
        <span className="search-kind">CatRep</span>
      </>
    );
  }
  if (result.type === SearchResultType.breed) {
    return (
      <>
        <span className="search-mark" aria-hidden="true">
          🐾
        </span>
        <span className="search-text">
          <span className="search-name">{result.breed.name}</span>
          <span className="muted small">Cats of this breed</span>
        </span>
        <span className="search-kind">Breed</span>
      </>
    );
  }
  if (result.type === SearchResultType.tag) {
    return (
      <>
        <span className="search-mark" aria-hidden="true">
          #
        </span>
        <span className="search-text">
          <span className="search-name">#{result.tag}</span>
          <span className="muted small">Posts with this hashtag</span>
        </span>
        <span className="search-kind">Hashtag</span>
      </>
    );
  }
  const c = result.cat;
  return (
    <>
      <Avatar photo={c.profilePhoto} kind="cat" />
      <span className="search-text">
        <span className="search-name">{c.name}</span>
        <span className="muted small">
          {c.user.firstname} {c.user.lastname}
        </span>
      </span>
      <span className="search-kind">Cat</span>
    </>
  );
}
