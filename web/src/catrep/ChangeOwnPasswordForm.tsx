/**
 * Change Password in the profile (docs/product.md §5 Change password; README "Security"): the
 * current password first, a proof beyond the session, then the new password and its
 * confirmation. The token page (/welcome?token=) asks no current password: the mailed link is
 * the proof there (account/ChangePasswordForm.tsx). A refusal `onSubmit` resolves is said in the
 * form too (beside the toast), and a wrong current password marks that field. Presentational.
 */
import { changeOwnPasswordForm } from '@catrep/model';
import { ErrorList, formErrorMessages } from '@/ui/ErrorList';
import { NewPasswordFields, TextField } from '@/ui/fields';
import { useZodForm } from '@/ui/useZodForm';

/** Why the server refused the change: its message, and whether the current password was wrong. */
export interface PasswordRefusal {
  message: string;
  wrongCurrentPassword: boolean;
}

export function ChangeOwnPasswordForm({
  onSubmit,
  pending,
}: {
  /** Changes the password; resolves the refusal to show in the form, if the server refused. */
  onSubmit: (password: string, currentPassword: string) => Promise<PasswordRefusal | void> | void;
  pending?: boolean;
}) {
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useZodForm(changeOwnPasswordForm, {
    defaultValues: { currentPassword: '', password: '', confirmation: '' },
  });
  return (
    <form
      className="form"
      noValidate
      aria-label="Change Password"
      onSubmit={handleSubmit(async (v) => {
        const refused = await onSubmit(v.password, v.currentPassword);
        if (!refused) return;
        if (refused.wrongCurrentPassword) {
          setError('currentPassword', { message: refused.message });
          setFocus('currentPassword');
        } else setError('root.server', { message: refused.message });
      })}
    >
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <NewPasswordFields password={register('password')} confirmation={register('confirmation')} />
      <ErrorList messages={formErrorMessages(errors)} />
      <button type="submit" className="button primary" disabled={pending}>
        Save
      </button>
    </form>
  );
}
