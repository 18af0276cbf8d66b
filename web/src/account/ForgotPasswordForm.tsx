/** The forgot-password modal's form (docs/product.md §5 Forgot password): one email field. */
import { forgotPasswordRequest } from '@catrep/model';
import { ErrorList, formErrorMessages } from '@/ui/ErrorList';
import { TextField } from '@/ui/fields';
import { useZodForm } from '@/ui/useZodForm';

export function ForgotPasswordForm({
  onSubmit,
  pending,
}: {
  onSubmit: (email: string) => Promise<void> | void;
  pending?: boolean;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(forgotPasswordRequest, {
    defaultValues: { email: '' },
  });
  return (
    <form className="form" noValidate onSubmit={handleSubmit((v) => onSubmit(v.email))}>
      <p>Enter your email address and we will send you a link to choose a new password.</p>
      <TextField label="Email" type="email" autoComplete="email" {...register('email')} />
      <ErrorList messages={formErrorMessages(errors)} />
      <button type="submit" className="button primary" disabled={pending}>
        Send
      </button>
    </form>
  );
}
