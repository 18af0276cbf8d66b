/**
 * Change Password in the profile (docs/product.md §5 Change password; README "Security"): the
 * current password first, a proof beyond the session, then the new password and its
 * confirmation. The token page (/welcome?token=) asks no current password: the mailed link is
 * the proof there (account/ChangePasswordForm.tsx). Presentational.
 */
import { changeOwnPasswordForm } from '@catrep/model';
import { ErrorList, formErrorMessages } from '@/ui/ErrorList';
import { NewPasswordFields, TextField } from '@/ui/fields';
import { useZodForm } from '@/ui/useZodForm';

export function ChangeOwnPasswordForm({
  onSubmit,
  pending,
}: {
  onSubmit: (password: string, currentPassword: string) => Promise<void> | void;
  pending?: boolean;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(changeOwnPasswordForm, {
    defaultValues: { currentPassword: '', password: '', confirmation: '' },
  });
  return (
    <form
      className="form"
      noValidate
      aria-label="Change Password"
      onSubmit={handleSubmit((v) => onSubmit(v.password, v.currentPassword))}
    >
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
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
