/**
 * The profile's list tabs as routes (docs/product.md §2 signed-in routes): /my-cats/:userId/:name,
 * /catchies/:userId/:name and /cat-reps/:userId/:name, each the cats list or the connections list
 * inside the profile frame (`./ProfileFrame.tsx`), so the header and the tab row stay in place.
 */
import { useParams } from 'react-router-dom';
import { CatList, catListHeading } from '@/cats/CatListPage';
import { CatRepsList, catRepsHeading } from '@/connections/CatRepsPage';
import { ProfileFrame } from './ProfileFrame';

/** /my-cats/:userId/:name (`kind="cats"`) and /catchies/:userId/:name (`kind="catchies"`). */
export function CatListRoute({ kind }: { kind: 'cats' | 'catchies' }) {
  const { userId = '' } = useParams();
  return (
    <ProfileFrame userId={userId} tab={kind} title={(u, isMe) => catListHeading(kind, isMe, u.firstname)}>
      {(u, isMe) => <CatList owner={u} kind={kind} isMe={isMe} />}
    </ProfileFrame>
  );
}

/** /cat-reps/:userId/:name: the CatRep's connections. */
export function CatRepsRoute() {
  const { userId = '' } = useParams();
  return (
    <ProfileFrame userId={userId} tab="catreps" title={(u, isMe) => catRepsHeading(isMe, u.firstname)}>
      {(u, isMe) => <CatRepsList owner={u} isMe={isMe} />}
    </ProfileFrame>
  );
}
