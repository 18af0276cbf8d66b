/**
 * CatRep Settings form (docs/product.md §5 Settings): First name, Last name, Country, City.
 * Presentational.
 */
import { settingsForm, type Country } from '@catrep/model';
import type { z } from 'zod';
import { ErrorList, formErrorMessages } from '@/ui/ErrorList';
import { CountryField, TextField } from '@/ui/fields';
import { useZodForm } from '@/ui/useZodForm';

export type SettingsValues = z.output<typeof settingsForm>;

export function SettingsForm({
  initial,
  countries,
  onSubmit,
  pending,
}: {
  initial: z.input<typeof settingsForm>;
  countries: Country[];
  onSubmit: (v: SettingsValues) => Promise<void> | void;
  pending?: boolean;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(settingsForm, {
    defaultValues: initial,
    values: countries.length ? initial : undefined,
  });
  return (
    <form
      className="form"
      noValidate
      aria-label="CatRep Settings"
      onSubmit={handleSubmit((v) => onSubmit(v))}
    >
      <TextField label="First name" autoComplete="given-name" {...register('firstname')} />
      <TextField label="Last name" autoComplete="family-name" {...register('lastname')} />
      <CountryField countries={countries} field={register('country')} />
      <TextField label="City" autoComplete="address-level2" {...register('city')} />
      <ErrorList messages={formErrorMessages(errors)} />
      <button type="submit" className="button primary" disabled={pending}>
        Save
      </button>
    </form>
  );
}
