/** A cat card linking to its CatID (/cat/{id}/{slug(name)}), SPEC §2 My Cats / Catchies. */
import { Link } from 'react-router-dom';
import { formatIsoDate, formatPartialDate, mediaUrl, slug, type CatDoc } from '@catrep/model';

export function catPath(cat: { id: string; name: string }) {
  const s = slug(cat.name);
  return s ? `/cat/${cat.id}/${s}` : `/cat/${cat.id}`;
}

export function CatCard({ cat }: { cat: CatDoc & { id: string } }) {
  const born = formatPartialDate(cat.birthDay, cat.birthMonth, cat.birthYear);
  return (
    <li className="cat-card">
      <Link to={catPath(cat)}>
        <img
          src={cat.profilePhoto ? mediaUrl(cat.profilePhoto.thumbPath) : '/default-cat.svg'}
          alt=""
          loading="lazy"
        />
        <span className="cat-name">{cat.name}</span>
        <span className="muted small">
          {cat.deathdate
            ? `${born || '?'} – ${formatIsoDate(cat.deathdate)}`
            : [cat.breed, born && `born ${born}`].filter(Boolean).join(' · ')}
        </span>
      </Link>
    </li>
  );
}
