/**
 * The CatRep profile (docs/product.md §2 /cat-rep/:id?/:name? and /information) on its About tab,
 * inside the profile frame (`./ProfileFrame.tsx`: the header with photo upload on one's own
 * profile, Add Cat, the connection control and the More menu on other profiles, and the tabs): the
 * details, the favourites and the owner's links to CatRep Settings and Change Password (the
 * settings page, ./SettingsPage.tsx). Restricted users
 * get the 'Guest user' modal.
 */
import { Link, Navigate, useParams } from 'react-router-dom';
import { formatIsoDate, slug } from '@catrep/model';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { useCurrentUser } from '@/session/currentUser';
import { useAccountDoc, type UserWithId } from '@/data/users';
import { Favorites } from './Favorites';
import { ProfileFrame } from './ProfileFrame';
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

/** A CatRep's profile on its About tab: the shared profile frame, the details and the favourites. */
export function ProfilePage({ userId }: { userId: string }) {
  return (
    <ProfileFrame
      userId={userId}
      tab="about"
      title={(u, isMe) => (isMe ? 'My Profile' : `${u.firstname} ${u.lastname}`.trim() || 'CatRep profile')}
    >
      {(u, isMe) => <AboutTab user={u} isMe={isMe} />}
    </ProfileFrame>
  );
}

function AboutTab({ user: u, isMe }: { user: UserWithId; isMe: boolean }) {
  const { restricted } = useCurrentUser();
  return (
    <>
      <div className="profile-body">
        <section className="card">
          <h2>About</h2>
          {isMe ? <OwnDetails user={u} /> : <PublicDetails user={u} />}
          {isMe && (
            <div className="actions">
              <Link className="button" to="/settings">
                CatRep Settings
              </Link>
              <Link className="button" to="/settings#password">
                Change Password
              </Link>
            </div>
          )}
        </section>
        <Favorites
          userId={u.id}
          ownerName={`${u.firstname} ${u.lastname}`.trim()}
          ownerFirstname={u.firstname}
          isMe={isMe}
          restricted={restricted}
        />
      </div>
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
