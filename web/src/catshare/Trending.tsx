/**
 * Trending on CatShare (README "Find cats like yours"): the hashtags used by the most CatReps in
 * the last 24 hours, as the functions last computed them (every 10 minutes), each a link to its
 * page; nothing while there are none. Loaded apart from CatShare's first screen.
 */
import { Link } from 'react-router-dom';
import { tagPath } from '@catrep/model';
import { useTrending } from '@/data/tags';

export default function Trending() {
  const tags = useTrending();
  if (tags.length === 0) return null;
  return (
    <nav className="trending" aria-label="Trending hashtags">
      <h2 className="trending-title">Trending</h2>
      <ul className="trending-tags">
        {tags.map(({ tag, catReps }) => (
          <li key={tag}>
            <Link className="chip" to={tagPath(tag)} title={`${catReps} CatReps in the last 24 hours`}>
              #{tag}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
