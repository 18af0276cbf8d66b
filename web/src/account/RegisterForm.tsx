/**
 * The Register tab (docs/product.md §2 /welcome, §5 Register): first and last name, email, password and
 * confirmation, birth date (Day/Month/Year), country, city, gender and the Terms and Conditions
 * agreement. Validates with the model's `registerForm` and shows only the first three errors.
 * Presentational: countries and `onSubmit` come from the caller (no Firebase here).
 */
import { registerForm, type Country } from '@catrep/model';
import type { z } from 'zod';
import { ErrorList, formErrorMessages } from '@/ui/ErrorList';
import { CountryField, DateFields, GenderField, NewPasswordFields, TextField } from '@/ui/fields';
import { useZodForm } from '@/ui/useZodForm';

export type RegisterValues = z.output<typeof registerForm>;

export interface RegisterFormProps {
  countries: Country[];
  onSubmit: (values: RegisterValues) => Promise<void> | void;
  onShowTerms: () => void;
  pending?: boolean;
}

export function RegisterForm({ countries, onSubmit, onShowTerms, pending }: RegisterFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(registerForm, {
    defaultValues: {
      firstname: '',
      lastname: '',
      email: '',
      password: '',
      confirmation: '',
      day: '',
      month: '',
      year: '',
      country: '',
      city: '',
      agreement: false as unknown as true,
    },
  });

  // Every invalid field is marked (docs/product.md §5 lists only the first three messages below the form);
  // react-hook-form focuses the first invalid one on submit.
  const e = (name: keyof typeof errors) => errors[name]?.message;
  return (
    <form className="form" noValidate onSubmit={handleSubmit((v) => onSubmit(v))} aria-label="Register">
      <div className="row">
        <TextField
          label="First name"
          autoComplete="given-name"
          {...register('firstname')}
          error={e('firstname')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          {...register('lastname')}
          error={e('lastname')}
        />
      </div>
      <TextField label="Email" type="email" autoComplete="email" {...register('email')} error={e('email')} />
      <div className="row">
        <NewPasswordFields
          password={register('password')}
          confirmation={register('confirmation')}
          errors={{ password: e('password'), confirmation: e('confirmation') }}
        />
      </div>
      <DateFields
        legend="Birth date"
        fields={{ day: register('day'), month: register('month'), year: register('year') }}
        errors={{ day: e('day'), month: e('month'), year: e('year') }}
      />
      <div className="row">
        <CountryField countries={countries} field={register('country')} error={e('country')} />
        <TextField label="City" autoComplete="address-level2" {...register('city')} error={e('city')} />
      </div>
      <GenderField field={register('gender')} error={e('gender')} />
      <div className="checkbox-line">
        <label className="checkbox-line">
          <input
            id="register-agreement"
            type="checkbox"
            aria-labelledby="register-agreement-text register-terms-link"
            aria-invalid={e('agreement') ? true : undefined}
            {...register('agreement')}
          />
          <span id="register-agreement-text">I agree to the</span>
        </label>{' '}
        <button id="register-terms-link" type="button" className="link" onClick={onShowTerms}>
          Terms and Conditions
        </button>
      </div>
      <ErrorList messages={formErrorMessages(errors)} />
      <button type="submit" className="button primary" disabled={pending}>
        Register
      </button>
    </form>
  );
}
