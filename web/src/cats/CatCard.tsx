/**
 * A cat card linking to its CatID (/cat/{id}/{slug(name)}), docs/product.md §2 My Cats / Catchies;
 * a lost cat's card wears the Lost ribbon, leading to its poster (docs/product.md §10).
 */
import { Link } from 'react-router-dom';
import { formatIsoDate, formatPartialDate, type CatDoc } from '@catrep/model';
import { Avatar } from '@/ui/Avatar';
import { catPath } from '@/ui/paths';
import { LostRibbon } from '@/ui/LostRibbon';
import { BirthdayMark } from './CatDays';

export { catPath };

/** What a cat card shows of a cat: a stored cat or one the API answered (breed and place lists). */
export type CardCat = Pick<
  CatDoc,
  'name' | 'profilePhoto' | 'birthDay' | 'birthMonth' | 'birthYear' | 'deathdate' | 'breed' | 'lost'
> & { id: string };

export function CatCard({ cat }: { cat: CardCat }) {
  const born = formatPartialDate(cat.birthDay, cat.birthMonth, cat.birthYear);
  return (
    <li className="cat-card">
      <Link to={catPath(cat)}>
        <Avatar photo={cat.profilePhoto} kind="cat" />
        <span className="cat-name">{cat.name}</span>
        <BirthdayMark cat={cat} />
        <span className="muted small">
          {cat.deathdate
            ? `${born || '?'} – ${formatIsoDate(cat.deathdate)}`
            : [cat.breed, born && `born ${born}`].filter(Boolean).join(' · ')}
        </span>
      </Link>
      {cat.lost && <LostRibbon reportId={cat.lost.reportId} name={cat.name} />}
    </li>
  );
}

/** What CatID and CatMates say when their cat cannot be shown (`documentFallback`). */
export const CAT_TEXTS = { error: 'This cat could not be loaded.', missing: 'This cat does not exist.' };

/** The heading of a screen about one cat (CatMates, CatAlog) with the way back to its CatID. */
export function CatPageHeader({ cat, title }: { cat: { id: string; name: string }; title: string }) {
  return (
    <header className="page-header">
      <h1>{title}</h1>
      <Link className="button" to={catPath(cat)}>
        Back to CatID
      </Link>
    </header>
  );
}
