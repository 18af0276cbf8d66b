/**
 * CatRep Settings (/settings; docs/product.md §2 Modals "edit settings", "change password", §5
 * Settings and Change password): one page of sections, each with its own heading and Save — the
 * profile (first name, last name, country, city: `PUT /users/{id}`), the password (the current one
 * first; on success the CatRep goes to their profile, as the modal did), notifications (README
 * "Notifications"), the blocked and muted CatReps (README "Trust and safety"), and the CatRep's data
 * (Download my data, Delete my account: README "Leaving CatRep"). A row of links leads to each
 * section; `/settings#password` opens at the password. Guests have no settings: an invitation.
 */
import { useId, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { slug, success } from '@catrep/model';
import { ApiError, errorMessage } from '@/lib/api';
import { useAction } from '@/lib/useAction';
import { useCountries } from '@/data/countries';
import { changePassword, saveSettings, useUserDoc } from '@/data/users';
import { NotificationSettingsSection } from '@/notifications/NotificationSettings';
import { startSession } from '@/session/session';
import { useCurrentUser } from '@/session/currentUser';
import { JoinActions } from '@/ui/JoinActions';
import { Spinner } from '@/ui/Status';
import { toast } from '@/ui/toast';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { ChangeOwnPasswordForm } from './ChangeOwnPasswordForm';
import { DeleteAccount } from './DeleteAccount';
import { DownloadMyData } from './DownloadMyData';
import { SafetyLists } from './SafetyLists';
import { SettingsForm } from './SettingsForm';

/** The page's sections: their anchors (`/settings#password`) and headings. */
export const SETTINGS_SECTIONS = [
  { id: 'profile', title: 'Profile' },
  { id: 'password', title: 'Password' },
  { id: 'notifications', title: 'Notifications' },
  { id: 'blocked-and-muted', title: 'Blocked and muted' },
  { id: 'your-data', title: 'Your data' },
] as const;

export default function SettingsPage() {
  useDocumentTitle('CatRep Settings');
  const { uid, isGuest } = useCurrentUser();
  if (isGuest) {
    return (
      <section className="card narrow">
        <h1>CatRep Settings</h1>
        <p>Register to have a CatRep profile of your own, with its settings.</p>
        <JoinActions />
      </section>
    );
  }
  return (
    <div className="settings-page">
      <h1>CatRep Settings</h1>
      <nav className="settings-nav tabs-scroll" aria-label="Settings sections">
        {SETTINGS_SECTIONS.map((s) => (
          <a key={s.id} href={`#${s.id}`}>
            {s.title}
          </a>
        ))}
      </nav>
      <ProfileSection uid={uid} />
      <PasswordSection uid={uid} />
      <NotificationSettingsSection uid={uid} id="notifications" />
      <Section id="blocked-and-muted" title="Blocked and muted">
        <SafetyLists />
      </Section>
      <Section id="your-data" title="Your data">
        <DownloadMyData uid={uid} />
        <DeleteAccount />
      </Section>
    </div>
  );
}

/** One section of the page: a card with its anchor and heading. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section id={id} className="card settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}

/** First name, last name, country and city (`PUT /users/{id}`), from the live profile. */
function ProfileSection({ uid }: { uid: string }) {
  const countries = useCountries();
  const save = useAction(saveSettings);
  const { updateMe } = useCurrentUser();
  const user = useUserDoc(uid).data;
  return (
    <Section id="profile" title="Profile">
      {!user ? (
        <Spinner label="Loading your profile…" />
      ) : (
        <SettingsForm
          countries={countries}
          initial={{
            firstname: user.firstname,
            lastname: user.lastname,
            country: user.country?.id ?? '',
            city: user.city ?? '',
          }}
          pending={save.pending}
          onSubmit={async (v) => {
            try {
              const saved = await save.run(uid, {
                firstname: v.firstname,
                lastname: v.lastname,
                country: { id: v.country },
                city: v.city,
              });
              // The top bar's name is the session's (currentUser.tsx updateMe).
              updateMe({
                firstname: saved.firstname,
                lastname: saved.lastname,
                country: saved.country,
                city: saved.city,
              });
              toast.success(success.profileSaved);
            } catch (e) {
              toast.error(errorMessage(e));
            }
          }}
        />
      )}
    </Section>
  );
}

/**
 * Change Password: the server ends every session of the CatRep and answers a new one, which this
 * browser continues in; then to the CatRep's profile.
 */
function PasswordSection({ uid }: { uid: string }) {
  const navigate = useNavigate();
  const { me } = useCurrentUser();
  const change = useAction(changePassword);
  return (
    <Section id="password" title="Password">
      <ChangeOwnPasswordForm
        pending={change.pending}
        onSubmit={async (password, currentPassword) => {
          try {
            const res = await change.run(uid, password, currentPassword);
            // The change ended every session, this one too: continue in the new one.
            await startSession({ data: res.data.token, headers: res.headers });
            toast.success(success.passwordChanged);
            navigate(`/cat-rep/${uid}/${slug(me?.firstname ?? '', me?.lastname ?? '')}`);
          } catch (e) {
            toast.error(errorMessage(e));
            return {
              message: errorMessage(e),
              wrongCurrentPassword: e instanceof ApiError && e.code === 'wrong-password',
            };
          }
        }}
      />
    </Section>
  );
}
