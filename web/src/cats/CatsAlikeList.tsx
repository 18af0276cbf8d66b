/**
 * The cats of a breed or a place as cards, newest first, a page at a time as the list's end comes
 * into view (`useCatsAlike`; README "Find cats like yours"): the page of `./BreedPage` and
 * `./PlacePage` — its heading, a line saying what it lists, and the list with its loading, empty
 * and failed states.
 */
import { useEffect, useId } from 'react';
import type { CatJson } from '@catrep/model';
import { useCatsAlike, type CatsAlike } from '@/data/cats';
import { NextPage } from '@/ui/NextPage';
import { EmptyState, ListError, Spinner } from '@/ui/Status';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { CatCard } from './CatCard';

/** The page: `title` as its heading and document title, `note` below it, then the list. */
export function CatsAlikePage({
  title,
  note,
  ...list
}: Parameters<typeof CatsAlikeList>[0] & { title: string; note: string }) {
  const headingId = useId();
  useDocumentTitle(title);
  return (
    <section className="cats-alike" aria-labelledby={headingId}>
      <header className="page-header">
        <h1 id={headingId}>{title}</h1>
        <p className="muted">{note}</p>
      </header>
      <CatsAlikeList {...list} />
    </section>
  );
}

export function CatsAlikeList({
  alike,
  what,
  onFirst,
}: {
  alike: CatsAlike;
  /** What the list holds, for its messages: 'Maine Coon cats', 'cats in London'. */
  what: string;
  /** Hears the first cat of the list (its breed or city as written names a page of a free text). */
  onFirst?: (cat: CatJson) => void;
}) {
  const list = useCatsAlike(alike);
  const { status, items } = list;
  const first = items[0];
  useEffect(() => {
    if (first) onFirst?.(first);
  }, [first, onFirst]);
  return (
    <div aria-busy={status === 'loading'}>
      {status === 'error' ? (
        <ListError message={`The ${what} could not be loaded.`} />
      ) : status === 'loading' ? (
        <Spinner label={`Loading the ${what}…`} />
      ) : (
        items.length === 0 &&
        list.done && (
          <section className="card">
            <EmptyState title={`No ${what} yet.`} />
          </section>
        )
      )}
      {items.length > 0 && (
        <ul className="cat-grid">
          {items.map((cat) => (
            <CatCard key={cat.id} cat={cat} />
          ))}
        </ul>
      )}
      <NextPage list={list} label={`Loading more ${what}…`} />
    </div>
  );
}
