/**
 * The Cats and Catchies tabs of a CatRep's profile (docs/product.md §2 /my-cats/:userId/:name and
 * /catchies/:userId/:name): the CatRep's living cats or Catchies as cards, live from Firestore.
 * Heading 'My Cats' on one's own page, '{firstname} Cats' otherwise. The owner gets Add Cat on My
 * Cats (guarded for restricted users, docs/product.md §6). The profile frame around it
 * (`catrep/ProfileFrame.tsx`) loads the CatRep and says when they do not exist.
 */
import { useState } from 'react';
import { GuardedButton } from '@/ui/GuestGate';
import { useCurrentUser } from '@/session/currentUser';
import { EmptyState, LoadError, Spinner } from '@/ui/Status';
import { CatCard } from './CatCard';
import { CatFormModal } from './CatFormModal';
import { useCatchies, useMyCats } from '@/data/cats';

/** The list's heading, also the browser tab's title: 'My Cats', 'Bence Cats', 'Bence Catchies'. */
export function catListHeading(kind: 'cats' | 'catchies', isMe: boolean, firstname: string): string {
  if (kind === 'cats') return isMe ? 'My Cats' : `${firstname} Cats`;
  return isMe ? 'Catchies' : `${firstname} Catchies`;
}

/** The living cats (`kind="cats"`) or Catchies of `owner` as cards, with Add Cat for the owner. */
export function CatList({
  owner,
  kind,
  isMe,
}: {
  owner: { id: string; firstname: string };
  kind: 'cats' | 'catchies';
  isMe: boolean;
}) {
  const { restricted } = useCurrentUser();
  const alive = useMyCats(owner.id);
  const dead = useCatchies(owner.id);
  const list = kind === 'cats' ? alive : dead;
  const [adding, setAdding] = useState(false);
  const { firstname } = owner;

  return (
    <section className="card">
      <header className="page-header">
        <h2>{catListHeading(kind, isMe, firstname)}</h2>
        {isMe && kind === 'cats' && (
          <GuardedButton restricted={restricted} className="button primary" onClick={() => setAdding(true)}>
            Add Cat
          </GuardedButton>
        )}
      </header>
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
