/**
 * What every tab of a CatRep's profile shares (docs/product.md §2 Chrome, Profile header): the
 * profile header with its tab row — About, Cats, Catchies and, for signed-in CatReps, CatReps —
 * the current tab marked `aria-current="page"`, above the tab's own content. The CatRep is read
 * live. In place of the whole page: a spinner while loading, 'This CatRep does not exist.' for an
 * unknown id (docs/product.md §2: a profile, cat list or connections list of a CatRep who does not
 * exist), and 'This CatRep is not available.' when a block stands between us, as the API answers.
 * The header holds the photo upload on one's own profile and Add Cat on one's own About tab; on
 * someone else's, the live connection control and the More menu (Mute, Block, Report).
 */
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { failure, slug, success } from '@catrep/model';
import { refusalMessage } from '@/lib/api';
import { useAction } from '@/lib/useAction';
import { toast } from '@/ui/toast';
import { GuardedButton } from '@/ui/GuestGate';
import { documentFallback, NotFound } from '@/ui/Status';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { useCurrentUser } from '@/session/currentUser';
import { CATREP_MISSING, uploadProfilePhoto, useUserDoc, type UserWithId } from '@/data/users';
import { useRelation } from '@/data/relations';
import { useHidden } from '@/data/safety';
import { CatFormModal } from '@/cats/CatFormModal';
import { RelationControl } from '@/connections/RelationControl';
import { ProfileHeader } from './ProfileHeader';
import { ProfileSafetyMenu } from './SafetyMenu';

/** The tabs of a CatRep's profile, each its own address (docs/product.md §2 signed-in routes). */
export type ProfileTab = 'about' | 'cats' | 'catchies' | 'catreps';

/** The text of a block standing between the viewer and the CatRep (they are not found). */
export const CATREP_HIDDEN = 'This CatRep is not available.';

/** The tab row's links for `user`: the address and label of each tab, CatReps left out for guests. */
export function profileTabs(
  user: Pick<UserWithId, 'id' | 'firstname' | 'lastname' | 'catCount' | 'catchiesCount'>,
  isGuest: boolean,
): { tab: ProfileTab; to: string; label: string }[] {
  const end = `${user.id}/${slug(user.firstname, user.lastname)}`;
  const tabs: { tab: ProfileTab; to: string; label: string }[] = [
    { tab: 'about', to: `/cat-rep/${end}`, label: 'About' },
    { tab: 'cats', to: `/my-cats/${end}`, label: `Cats (${user.catCount ?? 0})` },
    { tab: 'catchies', to: `/catchies/${end}`, label: `Catchies (${user.catchiesCount ?? 0})` },
  ];
  if (!isGuest) tabs.push({ tab: 'catreps', to: `/cat-reps/${end}`, label: 'CatReps' });
  return tabs;
}

/**
 * A profile page for `userId` on `tab`: the header and tabs, then `children(user, isMe)`.
 * `title(user, isMe)` names the browser tab once the CatRep is loaded.
 */
export function ProfileFrame({
  userId,
  tab,
  title,
  children,
}: {
  userId: string;
  tab: ProfileTab;
  title: (user: UserWithId, isMe: boolean) => string;
  children: (user: UserWithId, isMe: boolean) => ReactNode;
}) {
  const { uid, restricted, isGuest } = useCurrentUser();
  const user = useUserDoc(userId);
  const isMe = userId === uid;
  const relation = useRelation(uid, isMe ? '' : userId);
  const { uids: hiddenUids } = useHidden();
  const hidden = !isMe && hiddenUids.has(userId);
  const [addingCat, setAddingCat] = useState(false);
  const upload = useAction(uploadProfilePhoto);
  const u = user.data;
  useDocumentTitle(
    user.status !== 'success'
      ? ''
      : !u
        ? 'CatRep not found'
        : hidden
          ? 'CatRep not available'
          : title(u, isMe),
  );

  const fallback = documentFallback(user, {
    error: 'This profile could not be loaded.',
    missing: CATREP_MISSING,
  });
  if (fallback || !u) return fallback;
  if (hidden) return <NotFound title={CATREP_HIDDEN} />;

  // Add Cat on one's own About tab only (docs/product.md §2 Profile header): My Cats has its own.
  const actions = isMe ? (
    tab === 'about' ? (
      <GuardedButton restricted={restricted} className="button primary" onClick={() => setAddingCat(true)}>
        Add Cat
      </GuardedButton>
    ) : undefined
  ) : relation.status === 'success' ? (
    <RelationControl user={u} state={relation.data?.state ?? null} />
  ) : undefined;

  return (
    <>
      <ProfileHeader
        user={u}
        isMe={isMe}
        restricted={restricted}
        uploading={upload.pending}
        onUpload={async (file) => {
          try {
            await upload.run(file);
            toast.success(success.photoUploaded);
          } catch (e) {
            toast.error(refusalMessage(e, failure.photoUpload));
          }
        }}
        actions={actions}
        more={isMe || isGuest ? undefined : <ProfileSafetyMenu user={u} />}
        tabs={profileTabs(u, isGuest).map((t) => (
          <Link
            key={t.tab}
            className={t.tab === tab ? 'tab active' : 'tab'}
            to={t.to}
            aria-current={t.tab === tab ? 'page' : undefined}
          >
            {t.label}
          </Link>
        ))}
      />
      {children(u, isMe)}
      {isMe && tab === 'about' && <CatFormModal open={addingCat} onClose={() => setAddingCat(false)} />}
    </>
  );
}
