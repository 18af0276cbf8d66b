/**
 * The CatRep profile (docs/product.md §2 /cat-rep/:id?/:name? and /information): the profile header with
 * photo upload on one's own profile, the About tab (details, My Favorites) and the owner's
 * CatRep Settings, Change Password, Add Favorite Photo(s) and Add Cat; on other
 * profiles the live connection control (Connect / Requested / Approve / Visit, and the
 * way back: Cancel request / Decline / Disconnect) and the More menu (Mute, Block). A CatRep a
 * block stands between me and is not found, as the API answers. Restricted users get the 'Guest
 * user' modal.
 */
import { useState } from 'react';
import { Navigate, NavLink, useParams } from 'react-router-dom';
import { toast } from '@/ui/toast';
import { failure, formatIsoDate, slug, success } from '@catrep/model';
import { refusalMessage } from '@/lib/api';
import { useAction } from '@/lib/useAction';
import { GuardedButton } from '@/ui/GuestGate';
import { ProfileHeader } from '@/catrep/ProfileHeader';
import { CatFormModal } from '@/cats/CatFormModal';
import { useRelation } from '@/data/relations';
import { RelationControl } from '@/connections/RelationControl';
import { documentFallback, NotFound } from '@/ui/Status';
import { useHidden } from '@/data/safety';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { useCurrentUser } from '@/session/currentUser';
import { uploadProfilePhoto, useAccountDoc, useUserDoc, type UserWithId } from '@/data/users';
import { Favorites } from './Favorites';
import { ChangePasswordModal, SettingsModal } from './ProfileModals';
import { ProfileSafetyMenu } from './SafetyMenu';
import { JoinActions } from '@/ui/JoinActions';

/** /cat-rep/:id?/:name? — without an id, the current user's profile. */
export default function ProfileRoute() {
  const { id } = useParams();
  const { uid, me, isGuest } = useCurrentUser();
  if (id) return <ProfilePage userId={id} />;
  if (isGuest || !me) return <GuestInformation />;
  return <Navigate replace to={`/cat-rep/${uid}/${slug(me.firstname, me.lastname)}`} />;
}

/** /information — the current user's profile page (guests: an invitation). */
export function InformationRoute() {
  const { uid, isGuest } = useCurrentUser();
  return isGuest ? <GuestInformation /> : <ProfilePage userId={uid} />;
}

function GuestInformation() {
  useDocumentTitle('Welcome, guest');
  return (
    <section className="card narrow">
      <h1>Welcome, guest</h1>
      <p>
        You are looking around CatRep as a guest. Register to create your own CatRep profile and add your
        cats.
      </p>
      <JoinActions />
    </section>
  );
}

type Modal = 'settings' | 'password' | 'cat' | null;

export function ProfilePage({ userId }: { userId: string }) {
  const { uid, restricted, isGuest } = useCurrentUser();
  const user = useUserDoc(userId);
  const isMe = userId === uid;
  const relation = useRelation(uid, isMe ? '' : userId);
  const hidden = useHidden();
  const [modal, setModal] = useState<Modal>(null);
  const upload = useAction(uploadProfilePhoto);
  const profileName = user.data ? `${user.data.firstname} ${user.data.lastname}`.trim() : '';
  useDocumentTitle(isMe ? 'My Profile' : user.status === 'loading' ? '' : profileName || 'CatRep profile');

  const fallback = documentFallback(user, {
    error: 'This profile could not be loaded.',
    missing: 'This CatRep does not exist.',
  });
  if (fallback || !user.data) return fallback;
  // A block stands between us (whoever blocked whom): as the API answers, they are not found.
  if (!isMe && hidden.uids.has(userId)) return <NotFound title="This CatRep is not available." />;
  const u = user.data;
  const s = slug(u.firstname, u.lastname);

  const actions = isMe ? (
    <GuardedButton restricted={restricted} className="button primary" onClick={() => setModal('cat')}>
      Add Cat
    </GuardedButton>
  ) : relation.status === 'success' ? (
    <RelationControl user={u} state={relation.data?.state ?? null} />
  ) : null;

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
        tabs={
          <>
            <NavLink className="tab active" to={`/cat-rep/${userId}/${s}`}>
              About
            </NavLink>
            <NavLink className="tab" to={`/my-cats/${userId}/${s}`}>
              Cats ({u.catCount ?? 0})
            </NavLink>
            <NavLink className="tab" to={`/catchies/${userId}/${s}`}>
              Catchies ({u.catchiesCount ?? 0})
            </NavLink>
            {!isGuest && (
              <NavLink className="tab" to={`/cat-reps/${userId}/${s}`}>
                CatReps
              </NavLink>
            )}
          </>
        }
      />
      <div className="profile-body">
        <section className="card">
          <h2>About</h2>
          {isMe ? <OwnDetails user={u} /> : <PublicDetails user={u} />}
          {isMe && (
            <div className="actions">
              <button type="button" className="button" onClick={() => setModal('settings')}>
                CatRep Settings
              </button>
              <button type="button" className="button" onClick={() => setModal('password')}>
                Change Password
              </button>
            </div>
          )}
        </section>
        <Favorites
          userId={userId}
          ownerName={`${u.firstname} ${u.lastname}`.trim()}
          ownerFirstname={u.firstname}
          isMe={isMe}
          restricted={restricted}
        />
      </div>
      {isMe && (
        <>
          <SettingsModal open={modal === 'settings'} onClose={() => setModal(null)} user={u} />
          <ChangePasswordModal open={modal === 'password'} onClose={() => setModal(null)} user={u} />
          <CatFormModal open={modal === 'cat'} onClose={() => setModal(null)} />
        </>
      )}
    </>
  );
}

function PublicDetails({ user }: { user: UserWithId }) {
  return (
    <dl className="details">
      <div className="details-row">
        <dt>Gender</dt>
        <dd>{user.gender ? 'Male' : 'Female'}</dd>
      </div>
      <div className="details-row">
        <dt>Cats</dt>
        <dd>{user.catCount ?? 0}</dd>
      </div>
    </dl>
  );
}

function OwnDetails({ user }: { user: UserWithId }) {
  const account = useAccountDoc(user.id);
  return (
    <dl className="details">
      <div className="details-row">
        <dt>Email</dt>
        <dd>{account.data?.email ?? '…'}</dd>
      </div>
      <div className="details-row">
        <dt>Birth date</dt>
        <dd>{account.data ? formatIsoDate(account.data.birthdate) : '…'}</dd>
      </div>
      <div className="details-row">
        <dt>Gender</dt>
        <dd>{user.gender ? 'Male' : 'Female'}</dd>
      </div>
      <div className="details-row">
        <dt>Country</dt>
        <dd>{user.country?.title}</dd>
      </div>
      <div className="details-row">
        <dt>City</dt>
        <dd>{user.city || <span className="muted">Not given</span>}</dd>
      </div>
    </dl>
  );
}
