/**
 * Mute and Block of another CatRep, wherever a ⋯ menu offers them (README "Trust and safety"): on
 * their profile (catrep/SafetyMenu.tsx) and on each of their posts (catshare/PostList.tsx).
 * `useMuteBlock` answers the two menu items for a CatRep — Mute or Unmute (from my live
 * `private/hidden`), and Block, which first asks in a confirmation saying what blocking does and
 * that they are not told — and the confirmation to render once. Toasts the server's messages.
 */
import { useState } from 'react';
import type { UserCard } from '@catrep/model';
import { blockCatRep, muteCatRep, unmuteCatRep, useHidden } from '@/data/safety';
import { errorMessage } from '@/lib/api';
import { useAction } from '@/lib/useAction';
import { ConfirmModal } from '@/ui/Modal';
import type { MoreMenuItem } from '@/ui/MoreMenu';
import { toast } from '@/ui/toast';

/** The CatRep muted or blocked. */
export type Person = Pick<UserCard, 'id' | 'firstname' | 'lastname'>;

const fullName = (p: Person) => `${p.firstname} ${p.lastname}`.trim();

/**
 * The items and the Block confirmation. `onBlocked` runs after a block went through (a profile
 * leaves for CatShare: it is no longer found). `named` items say whom ("Mute Bea"), where the menu
 * is not the person's own (a post's).
 */
export function useMuteBlock({ onBlocked, named = false }: { onBlocked?: () => void; named?: boolean } = {}) {
  const { muted } = useHidden();
  const [blocking, setBlocking] = useState<Person | null>(null);
  const block = useAction(blockCatRep);
  const mute = useAction((id: string, on: boolean) => (on ? muteCatRep(id) : unmuteCatRep(id)));

  const itemsFor = (person: Person): MoreMenuItem[] => {
    const isMuted = muted.has(person.id);
    const whom = named ? ` ${person.firstname || fullName(person)}` : '';
    return [
      {
        id: 'mute',
        label: `${isMuted ? 'Unmute' : 'Mute'}${whom}`,
        disabled: mute.pending,
        onSelect: async () => {
          try {
            toast.success((await mute.run(person.id, !isMuted)).message);
          } catch (e) {
            toast.error(errorMessage(e));
          }
        },
      },
      { id: 'block', label: `Block${whom}`, danger: true, onSelect: () => setBlocking(person) },
    ];
  };

  const name = blocking ? fullName(blocking) : '';
  const dialog = (
    <ConfirmModal
      open={blocking !== null}
      title={`Block ${name}?`}
      confirmLabel="Block"
      pending={block.pending}
      onClose={() => setBlocking(null)}
      onConfirm={async () => {
        if (!blocking) return;
        try {
          const res = await block.run(blocking.id);
          toast.success(res.message);
          setBlocking(null);
          onBlocked?.();
        } catch (e) {
          toast.error(errorMessage(e));
        }
      }}
    >
      <p>
        You and {name} will no longer see each other on CatRep: not in search, lists or CatShare, and neither
        of you can open the other&apos;s profile, cats, CatAlog or CatBlog. Any connection or request between
        you ends, your cats stop being CatMates and their chats close. Neither of you can send requests, chat,
        like or comment on the other&apos;s posts.
      </p>
      <p>{blocking?.firstname || name} is not told. You can unblock them later in CatRep Settings.</p>
    </ConfirmModal>
  );
  return { itemsFor, dialog, isMuted: (id: string) => muted.has(id), pending: mute.pending };
}
