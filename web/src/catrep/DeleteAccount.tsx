/**
 * The "Delete my account" danger zone of CatRep Settings (README "Leaving CatRep"; the contract is
 * `@catrep/model`'s leaving module): a button that opens a confirmation naming everything that
 * goes and asking for the password (`deleteAccountRequest`); `DELETE /users/user { password }`.
 * A wrong password (400) shows the server's message (`leavingMessages.wrongPassword`) in the form;
 * on success the session ends as Sign Out ends it, and the CatRep lands on /welcome with the toast
 * `leavingMessages.accountDeleted` (the Toaster sits above the routes, app/Root.tsx, so it stays).
 */
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { deleteAccountRequest, leavingMessages, serverMessages } from '@catrep/model';
import { deleteAccount } from '@/data/leaving';
import { ApiError } from '@/lib/api';
import { useAction } from '@/lib/useAction';
import { endSession } from '@/session/session';
import { ErrorList, formErrorMessages } from '@/ui/ErrorList';
import { TextField } from '@/ui/fields';
import { Modal } from '@/ui/Modal';
import { toast } from '@/ui/toast';
import { useZodForm } from '@/ui/useZodForm';
import './leaving.css';

/** What deleting the account takes away, as the confirmation lists it. */
export const whatGoes = [
  'your cats, with their CatAlog photos and videos and their CatBlog diaries',
  'your posts in CatShare, your comments and your likes',
  'your connections with other CatReps and your cats’ CatMates',
  'your cats’ chats in CatChat',
  'your favorite photos',
  'your notifications',
] as const;

/**
 * The section (on the CatRep Settings page, ./SettingsPage.tsx): what deleting means and the button that opens
 * `DeleteAccountModal`. Once the account is gone it signs out and opens /welcome.
 */
export function DeleteAccount() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const headingId = useId();

  const onDeleted = async () => {
    // The app's Sign Out (session/session.tsx); the account is gone, so nothing of it may fail this.
    await endSession().catch(() => undefined);
    toast.success(leavingMessages.accountDeleted);
    navigate('/welcome', { replace: true });
  };

  return (
    <section className="danger-zone leaving" aria-labelledby={headingId}>
      <h3 id={headingId}>Delete my account</h3>
      <p className="muted small">
        Deleting your account removes you and everything you added to CatRep. It cannot be undone: download
        your data first if you want to keep a copy.
      </p>
      <button type="button" className="button danger" onClick={() => setOpen(true)}>
        Delete my account
      </button>
      <DeleteAccountModal open={open} onClose={() => setOpen(false)} onDeleted={onDeleted} />
    </section>
  );
}

/**
 * The confirmation: what goes (`whatGoes`), that it cannot be undone, and the current password.
 * Submitting sends `DELETE /users/user`; a refusal stays in the form, with the server's message
 * (a wrong password: `leavingMessages.wrongPassword`); `onDeleted` runs once the account is gone.
 */
export function DeleteAccountModal({
  open,
  onClose,
  onDeleted,
}: {
  open: boolean;
  onClose: () => void;
  onDeleted: () => Promise<void> | void;
}) {
  return (
    <Modal open={open} onClose={onClose} title="Delete your account?">
      <DeleteAccountForm onClose={onClose} onDeleted={onDeleted} />
    </Modal>
  );
}

/** The modal's body (mounted while it is open, so every opening starts with an empty password). */
function DeleteAccountForm({
  onClose,
  onDeleted,
}: {
  onClose: () => void;
  onDeleted: () => Promise<void> | void;
}) {
  const remove = useAction(deleteAccount);
  const listId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useZodForm(deleteAccountRequest, { defaultValues: { password: '' } });

  const submit = handleSubmit(async (body) => {
    try {
      await remove.run(body);
    } catch (e) {
      // A refusal (4xx: a wrong password, too many tries) is the server's to word; anything else is not.
      const refused = e instanceof ApiError && e.status >= 400 && e.status < 500;
      if (refused) setError('password', { message: e.message }, { shouldFocus: true });
      else setError('root.server', { message: serverMessages.internal });
      return;
    }
    await onDeleted();
  });

  const busy = remove.pending || isSubmitting;
  return (
    <form className="form" noValidate aria-label="Delete your account" onSubmit={(e) => void submit(e)}>
      <p id={listId}>Deleting your account removes, for good:</p>
      <ul className="leaving-list" aria-labelledby={listId}>
        {whatGoes.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="leaving-warning">
        <strong>This cannot be undone.</strong> Other CatReps no longer see you or your cats.
      </p>
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        autoFocus
        {...register('password')}
        error={errors.password?.message}
      />
      <ErrorList messages={formErrorMessages(errors)} />
      <div className="actions">
        <button type="submit" className="button danger" disabled={busy}>
          {busy ? 'Deleting…' : 'Delete my account'}
        </button>
        <button type="button" className="button" onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}
