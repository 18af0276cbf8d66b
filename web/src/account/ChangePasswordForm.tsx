/**
 * Password and confirmation (docs/product.md §5 Change password), used on /welcome?token= and in the
 * profile's Change Password modal. Presentational; `onSubmit` receives the new password.
 */
import { changePasswordForm } from '@catrep/model';
import { ErrorList, formErrorMessages } from '@/ui/ErrorList';
import { NewPasswordFields } from '@/ui/fields';
import { useZodForm } from '@/ui/useZodForm';

export function ChangePasswordForm({
  onSubmit,
  pending,
  submitLabel = 'Save',
}: {
  onSubmit: (password: string) => Promise<void> | void;
  pending?: boolean;
  submitLabel?: string;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(changePasswordForm, {
    defaultValues: { password: '', confirmation: '' },
  });
  return (
    <form
      className="form"
      noValidate
      aria-label="Change Password"
      onSubmit={handleSubmit((v) => onSubmit(v.password))}
    >
      <NewPasswordFields password={register('password')} confirmation={register('confirmation')} />
      <ErrorList messages={formErrorMessages(errors)} />
      <button type="submit" className="button primary" disabled={pending}>
        {submitLabel}
      </button>
    </form>
  );
}
