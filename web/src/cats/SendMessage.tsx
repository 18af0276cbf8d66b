/**
 * Send Message on the CatID page of a connected CatRep's living cat (docs/product.md §2 /cat/{id}): the cat
 * picker 'Please choose cat' offers the viewer's living cats (cats that passed away cannot start
 * chats), then opens that cat's chat with this one.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/ui/toast';
import { slug } from '@catrep/model';
import { useMyCats } from '@/data/cats';
import { startChat } from '@/data/chats';
import { useRelation } from '@/data/relations';
import { errorMessage } from '@/lib/api';
import { useAction } from '@/lib/useAction';
import { useCurrentUser } from '@/session/currentUser';
import { CatPicker } from '@/ui/CatPicker';
import { GuardedButton } from '@/ui/GuestGate';

export function SendMessage({ cat }: { cat: { id: string; ownerId: string; alive: boolean } }) {
  const { uid, restricted, isGuest } = useCurrentUser();
  const relation = useRelation(uid, cat.ownerId === uid || isGuest ? '' : cat.ownerId);
  const [choosing, setChoosing] = useState(false);
  if (!cat.alive || relation.data?.state !== 'connected') return null;
  return (
    <>
      <GuardedButton restricted={restricted} className="button primary" onClick={() => setChoosing(true)}>
        Send Message
      </GuardedButton>
      {choosing && <MyCatPicker toCatId={cat.id} onClose={() => setChoosing(false)} />}
    </>
  );
}

function MyCatPicker({ toCatId, onClose }: { toCatId: string; onClose: () => void }) {
  const { uid } = useCurrentUser();
  const mine = useMyCats(uid);
  const start = useAction(startChat);
  const navigate = useNavigate();
  return (
    <CatPicker
      open
      title="Please choose cat"
      cats={mine.status === 'success' ? mine.data : null}
      empty="You have no living cat to chat with. Add a cat on your profile first."
      pending={start.pending}
      onClose={onClose}
      onPick={async (mine) => {
        try {
          const chat = await start.run(mine.id, toCatId);
          navigate(`/cat-chat/${mine.id}/${slug(mine.name) || 'cat'}?chat=${encodeURIComponent(chat.id)}`);
        } catch (e) {
          toast.error(errorMessage(e));
        }
      }}
    />
  );
}
