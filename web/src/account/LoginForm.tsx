/**
 * The Login tab (docs/product.md §2 /welcome, §5 Login): email and password, with a link that opens the
 * forgot-password modal. Presentational; `onSubmit` does the call.
 */
import { loginForm } from '@catrep/model';
import type { z } from 'zod';
import { ErrorList, formErrorMessages } from '@/ui/ErrorList';
import { TextField } from '@/ui/fields';
import { useZodForm } from '@/ui/useZodForm';

export type LoginValues = z.output<typeof loginForm>;

export function LoginForm({
  onSubmit,
  onForgotPassword,
  pending,
}: {
  onSubmit: (values: LoginValues) => Promise<void> | void;
  onForgotPassword: () => void;
  pending?: boolean;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(loginForm, {
    defaultValues: { email: '', password: '' },
  });
  return (
    <form className="form" noValidate onSubmit={handleSubmit((v) => onSubmit(v))} aria-label="Login">
      <TextField label="Email" type="email" autoComplete="email" {...register('email')} />
      <TextField label="Password" type="password" autoComplete="current-password" {...register('password')} />
      <ErrorList messages={formErrorMessages(errors)} />
      <button type="submit" className="button primary" disabled={pending}>
        Login
      </button>
      <button type="button" className="link" onClick={onForgotPassword}>
        Forgot password?
      </button>
    </form>
  );
}
