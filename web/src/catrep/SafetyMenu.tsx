/**
 * The More menu of another CatRep's profile header (README "Trust and safety"): Mute / Unmute and
 * Block (`safety/MuteBlock.tsx`; after a block, to /cat-share, since their profile is no longer
 * found for me), and Report, which opens the report dialog for the profile.
 */
import { useNavigate } from 'react-router-dom';
import type { UserCard } from '@catrep/model';
import { useMuteBlock } from '@/safety/MuteBlock';
import { useReport } from '@/safety/ReportDialog';
import { MoreMenu } from '@/ui/MoreMenu';

/** Input: the CatRep whose profile this is (never oneself). */
export function ProfileSafetyMenu({ user }: { user: Pick<UserCard, 'id' | 'firstname' | 'lastname'> }) {
  const navigate = useNavigate();
  const muteBlock = useMuteBlock({ onBlocked: () => navigate('/cat-share') });
  const name = `${user.firstname} ${user.lastname}`.trim();
  const report = useReport();
  const items = [
    ...muteBlock.itemsFor(user),
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
      {muteBlock.dialog}
    </>
  );
}
