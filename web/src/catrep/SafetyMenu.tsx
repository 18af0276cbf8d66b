/**
 * The More menu of another CatRep's profile header (README "Trust and safety"): Mute / Unmute (a
 * toggle, from my live `private/hidden`) and Block (after a confirmation saying what blocking does
 * and that they are not told; then to /cat-share, since their profile is no longer found for me).
 * Toasts the server's messages. Report opens the report dialog for the profile.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { UserCard } from '@catrep/model';
import { blockCatRep, muteCatRep, unmuteCatRep, useHidden } from '@/data/safety';
import { errorMessage } from '@/lib/api';
import { useAction } from '@/lib/useAction';
import { useReport } from '@/safety/ReportDialog';
import { ConfirmModal } from '@/ui/Modal';
import { MoreMenu, type MoreMenuItem } from '@/ui/MoreMenu';
import { toast } from '@/ui/toast';

/** Input: the CatRep whose profile this is (never oneself). */
export function ProfileSafetyMenu({ user }: { user: Pick<UserCard, 'id' | 'firstname' | 'lastname'> }) {
  const navigate = useNavigate();
  const { muted } = useHidden();
  const isMuted = muted.has(user.id);
  const [confirmBlock, setConfirmBlock] = useState(false);
  const block = useAction(blockCatRep);
  const mute = useAction((id: string) => (isMuted ? unmuteCatRep(id) : muteCatRep(id)));
  const name = `${user.firstname} ${user.lastname}`.trim();
  const report = useReport();

  const items: MoreMenuItem[] = [
    {
      id: 'mute',
      label: isMuted ? 'Unmute' : 'Mute',
      disabled: mute.pending,
      onSelect: async () => {
        try {
          toast.success((await mute.run(user.id)).message);
        } catch (e) {
          toast.error(errorMessage(e));
        }
      },
    },
    { id: 'block', label: 'Block', danger: true, onSelect: () => setConfirmBlock(true) },
    {
      id: 'report',
      label: 'Report',
      danger: true,
      onSelect: () => report.open(`/users/${user.id}`, `${name}'s profile`),
    },
  ];

  return (
    <>
      <MoreMenu items={items} ariaLabel={`More for ${name}`} />
      {report.dialog}
      <ConfirmModal
        open={confirmBlock}
        title={`Block ${name}?`}
        confirmLabel="Block"
        pending={block.pending}
        onClose={() => setConfirmBlock(false)}
        onConfirm={async () => {
          try {
            const res = await block.run(user.id);
            toast.success(res.message);
            setConfirmBlock(false);
            navigate('/cat-share');
          } catch (e) {
            toast.error(errorMessage(e));
          }
        }}
      >
        <p>
          You and {name} will no longer see each other on CatRep: not in search, lists or CatShare, and
          neither of you can open the other&apos;s profile, cats, CatAlog or CatBlog. Any connection or
          request between you ends, your cats stop being CatMates and their chats close. Neither of you can
          send requests, chat, like or comment on the other&apos;s posts.
        </p>
        <p>{user.firstname || name} is not told. You can unblock them later in CatRep Settings.</p>
      </ConfirmModal>
    </>
  );
}
