/**
 * Password and confirmation (SPEC §5 Change password), used on /welcome?token= and in the
 * profile's Change Password modal. Presentational; `onSubmit` receives the new password.
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordForm } from '@catrep/model';
import type { z } from 'zod';
import { ErrorList, formErrorMessages } from '@/ui/ErrorList';
import { NewPasswordFields } from '@/ui/fields';

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
  } = useForm<z.input<typeof changePasswordForm>, unknown, z.output<typeof changePasswordForm>>({
    resolver: zodResolver(changePasswordForm),
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
