/**
 * /my-cats/:userId/:name and /catchies/:userId/:name (docs/product.md §2): a CatRep's living cats or
 * Catchies as cards, live from Firestore. Heading 'My Cats' on one's own page, '{firstname} Cats'
 * otherwise. The owner gets Add Cat on My Cats (guarded for restricted users, docs/product.md §6).
 */
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { slug } from '@catrep/model';
import { GuardedButton } from '@/ui/GuestGate';
import { useCurrentUser } from '@/session/currentUser';
import { useUserDoc } from '@/data/users';
import { EmptyState, LoadError, NotFound, Spinner } from '@/ui/Status';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { CatCard } from './CatCard';
import { CatFormModal } from './CatFormModal';
import { useCatchies, useMyCats } from '@/data/cats';
import { CATREP_MISSING } from '@/data/users';

export default function CatListPage({ kind }: { kind: 'cats' | 'catchies' }) {
  const { userId = '' } = useParams();
  const { uid, restricted } = useCurrentUser();
  const owner = useUserDoc(userId);
  const alive = useMyCats(userId);
  const dead = useCatchies(userId);
  const list = kind === 'cats' ? alive : dead;
  const [adding, setAdding] = useState(false);
  const isMe = userId === uid;
  const firstname = owner.data?.firstname ?? '';
  const heading =
    kind === 'cats' ? (isMe ? 'My Cats' : `${firstname} Cats`) : isMe ? 'Catchies' : `${firstname} Catchies`;
  // An unknown CatRep says so, as the profile does (docs/product.md §2), not a heading without a name.
  const missing = !isMe && owner.status === 'success' && !owner.data;
  useDocumentTitle(owner.status === 'loading' ? '' : missing ? 'CatRep not found' : heading);
  const profileLink = owner.data
    ? `/cat-rep/${userId}/${slug(owner.data.firstname, owner.data.lastname)}`
    : `/cat-rep/${userId}`;

  if (missing) return <NotFound title={CATREP_MISSING} />;
  return (
    <section className="card">
      <header className="page-header">
        <h1>{owner.status === 'loading' ? '…' : heading}</h1>
        {isMe && kind === 'cats' && (
          <GuardedButton restricted={restricted} className="button primary" onClick={() => setAdding(true)}>
            Add Cat
          </GuardedButton>
        )}
      </header>
      {!isMe && owner.data && (
        <p>
          <Link to={profileLink}>Back to CatRep</Link>
        </p>
      )}
      {list.status === 'loading' ? (
        <Spinner />
      ) : list.status === 'error' ? (
        <LoadError message="The cats could not be loaded." />
      ) : list.data.length === 0 ? (
        kind === 'cats' ? (
          <EmptyState title={isMe ? "You didn't add any cat yet." : `${firstname} didn't add any cat yet.`}>
            {isMe && <p>Click Add Cat to give your first cat its CatID.</p>}
          </EmptyState>
        ) : (
          <EmptyState title="No Catchies here." />
        )
      ) : (
        <ul className="cat-grid">
          {list.data.map((cat) => (
            <CatCard key={cat.id} cat={cat} />
          ))}
        </ul>
      )}
      {isMe && <CatFormModal open={adding} onClose={() => setAdding(false)} />}
    </section>
  );
}
