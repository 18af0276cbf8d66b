/**
 * The Lost ribbon (docs/product.md §10): on a cat's CatID, its cards and the posts naming it while
 * its Lost & Found report is open (`cat.lost`), leading to the poster.
 */
import { Link } from 'react-router-dom';
import { lostMessages, lostPosterPath } from '@catrep/model';

export function LostRibbon({ reportId, name }: { reportId: string; name: string }) {
  return (
    <Link
      className="lost-ribbon"
      to={lostPosterPath(reportId)}
      aria-label={`${name} is lost: see the poster`}
    >
      {lostMessages.ribbon}
    </Link>
  );
}
