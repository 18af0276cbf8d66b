/**
 * /cat-mates/:id/:name (docs/product.md §1, §2): the CatMates of a cat as cards linking to each cat's CatID,
 * live and by name. Cats become CatMates when their owners connect; dead cats are left out, and
 * so are the cats of CatReps a block stands between the reader and (README "Trust and safety").
 */
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useCurrentUser } from '@/session/currentUser';
import { EmptyState, LoadError, Spinner, documentFallback } from '@/ui/Status';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { CAT_TEXTS, catPath, CatPageHeader } from './CatCard';
import { useCat, useCatMates } from '@/data/cats';
import { useHidden } from '@/data/safety';
import { Avatar } from '@/ui/Avatar';

export default function CatMatesPage() {
  const { id = '' } = useParams();
  const { uid } = useCurrentUser();
  const cat = useCat(id);
  const mates = useCatMates(id);
  const { uids: hidden } = useHidden();
  const shown = useMemo(
    () => (mates.data ?? []).filter((m) => !hidden.has(m.mate.ownerId)),
    [mates.data, hidden],
  );
  const c = cat.data;
  const isMine = c?.ownerId === uid;
  useDocumentTitle(
    c ? (c.name ? `${c.name}'s CatMates` : 'CatMates') : cat.status === 'loading' ? '' : 'CatMates',
  );

  const fallback = documentFallback(cat, CAT_TEXTS);
  if (fallback || !c) return fallback;
  return (
    <section className="card">
      <CatPageHeader cat={c} title={c.name ? `${c.name}'s CatMates` : 'CatMates'} />
      {mates.status === 'loading' ? (
        <Spinner />
      ) : mates.status === 'error' ? (
        <LoadError message="The CatMates could not be loaded." />
      ) : shown.length === 0 ? (
        <EmptyState title={`${c.name || 'This cat'} has no CatMates yet.`}>
          {isMine && (
            <p>
              Cats become CatMates when their CatReps connect.{' '}
              <Link to="/new-cat-reps/all">Discover new CatReps</Link>
            </p>
          )}
        </EmptyState>
      ) : (
        <ul className="cat-grid">
          {shown.map((m) => (
            <li key={m.id} className="cat-card">
              <Link to={catPath(m.mate)}>
                <Avatar photo={m.mate.profilePhoto} kind="cat" />
                <span className="cat-name">{m.mate.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
