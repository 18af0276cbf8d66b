/**
 * The cats a post names ("Who is in it?", README "CatShare"): a line "With Mimi and Tom", each name
 * a link to the cat's CatID page. A reader who owns a named cat but did not write the post may
 * take it out: a "Remove Mimi from this post" button per own cat. A lost cat's name wears the Lost
 * ribbon, leading to its poster (docs/product.md §10). Presentational.
 */
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import type { PostCat } from '@catrep/model';
import { catPath } from '@/ui/paths';
import { LostRibbon } from '@/ui/LostRibbon';

export interface PostCatsProps {
  cats: readonly PostCat[];
  /** The reader's uid: their own cats get the remove button (unless they wrote the post). */
  viewerId: string;
  /** The reader wrote the post (they edit its cats in the edit form instead). */
  isMine: boolean;
  /** Takes the reader's cat out of the post; no buttons without it. */
  onRemove?: (cat: PostCat) => void;
  /** A removal is on its way. */
  pending?: boolean;
  /** The named cats that are lost: catId → report id. */
  lost?: ReadonlyMap<string, string>;
}

/** ", " between names and " and " before the last: "Mimi", "Mimi and Tom", "Mimi, Tom and Zsazsa". */
const separator = (index: number, count: number) => (index === 0 ? '' : index === count - 1 ? ' and ' : ', ');

export function PostCats({ cats, viewerId, isMine, onRemove, pending, lost }: PostCatsProps) {
  if (cats.length === 0) return null;
  const mine = onRemove && !isMine && viewerId ? cats.filter((c) => c.ownerId === viewerId) : [];
  return (
    <div className="post-cats">
      <p className="post-cats-line">
        With{' '}
        {cats.map((cat, i) => (
          <Fragment key={cat.id}>
            {separator(i, cats.length)}
            <Link to={catPath(cat)}>{cat.name}</Link>
            {lost?.has(cat.id) && (
              <>
                {' '}
                <LostRibbon reportId={lost.get(cat.id)!} name={cat.name} />
              </>
            )}
          </Fragment>
        ))}
      </p>
      {mine.length > 0 && (
        <div className="post-cats-remove">
          {mine.map((cat) => (
            <button
              key={cat.id}
              type="button"
              className="link small"
              disabled={pending}
              onClick={() => onRemove?.(cat)}
            >
              Remove {cat.name} from this post
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
