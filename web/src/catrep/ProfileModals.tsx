/**
 * The profile owner's modals (docs/product.md §2 Modals): CatRep Settings (PUT /users/{id} with the
 * settings; below the form, the Notifications section (README "Notifications") and the Blocked
 * and Muted CatReps with Unblock and Unmute, then Download my data and the Delete my account danger
 * zone, README "Leaving CatRep") and Change Password (PUT /users/{id} with the
 * password; on success the modal closes and the user goes to their profile), with a toast.
 */
import { useNavigate } from 'react-router-dom';
import { toast } from '@/ui/toast';
import { slug, success } from '@catrep/model';
import { ApiError, errorMessage } from '@/lib/api';
import { useAction } from '@/lib/useAction';
import { useCountries } from '@/data/countries';
import { Modal } from '@/ui/Modal';
import { startSession } from '@/session/session';
import { ChangeOwnPasswordForm } from './ChangeOwnPasswordForm';
import { changePassword, saveSettings, type UserWithId } from '@/data/users';
import { SettingsForm } from './SettingsForm';
import { SafetyLists } from './SafetyLists';
import { DownloadMyData } from './DownloadMyData';
import { DeleteAccount } from './DeleteAccount';
import { NotificationSettingsSection } from '@/notifications/NotificationSettings';

/** What both profile modals take: whether they are open, how to close, whose profile. */
interface ProfileModalProps {
  open: boolean;
  onClose: () => void;
  user: UserWithId;
}

export function SettingsModal({ open, onClose, user }: ProfileModalProps) {
  const countries = useCountries();
  const save = useAction(saveSettings);
  return (
    <Modal open={open} onClose={onClose} title="CatRep Settings">
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
            await save.run(user.id, {
              firstname: v.firstname,
              lastname: v.lastname,
              country: { id: v.country },
              city: v.city,
            });
            toast.success(success.profileSaved);
            onClose();
          } catch (e) {
            toast.error(errorMessage(e));
          }
        }}
      />
      <NotificationSettingsSection uid={user.id} />
      <SafetyLists />
      <DownloadMyData uid={user.id} />
      <DeleteAccount />
    </Modal>
  );
}

export function ChangePasswordModal({ open, onClose, user }: ProfileModalProps) {
  const navigate = useNavigate();
  const change = useAction(changePassword);
  return (
    <Modal open={open} onClose={onClose} title="Change Password">
      <ChangeOwnPasswordForm
        pending={change.pending}
        onSubmit={async (password, currentPassword) => {
          try {
            const res = await change.run(user.id, password, currentPassword);
            // The change ended every session, this one too: continue in the new one.
            await startSession({ data: res.data.token, headers: res.headers });
            toast.success(success.passwordChanged);
            onClose();
            navigate(`/cat-rep/${user.id}/${slug(user.firstname, user.lastname)}`);
          } catch (e) {
            toast.error(errorMessage(e));
            return {
              message: errorMessage(e),
              wrongCurrentPassword: e instanceof ApiError && e.code === 'wrong-password',
            };
          }
        }}
      />
    </Modal>
  );
}
