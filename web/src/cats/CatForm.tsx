/**
 * The add/edit cat form (docs/product.md §5 Cat form): Name, gender (Male/Female), birth date selects
 * (Birth day/month/year), 'Passed away' with death date selects (Death day/month/year; the death
 * month is zero-based, January = '0'), breed (the breed picker, `./BreedPicker`), location,
 * country, city and CatBlog visibility.
 * Validates with the model's `catForm`; only the first three errors show. Presentational.
 */
import { useController, useWatch } from 'react-hook-form';
import { catForm, DiaryVisibility, serverMessages, type CatDoc, type Country } from '@catrep/model';
import type { z } from 'zod';
import { ErrorList, formErrorMessages } from '@/ui/ErrorList';
import { CountryField, DateFields, GenderField, SelectField, TextField } from '@/ui/fields';
import { useZodForm } from '@/ui/useZodForm';
import { BreedPicker } from './BreedPicker';

export type CatFormInput = z.input<typeof catForm>;
export type CatFormValues = z.output<typeof catForm>;

const str = (n: number | null | undefined) => (n ? String(n) : '');

/** Form values for an existing cat (or the empty form). */
export function catToFormValues(cat?: Partial<CatDoc> | null): CatFormInput {
  const [dy, dm, dd] = cat?.deathdate ? cat.deathdate.split('-').map(Number) : [];
  return {
    name: cat?.name ?? '',
    gender: cat?.gender === undefined ? (undefined as unknown as 'male') : cat.gender ? 'male' : 'female',
    birthDay: str(cat?.birthDay),
    birthMonth: str(cat?.birthMonth),
    birthYear: str(cat?.birthYear),
    passedAway: Boolean(cat?.deathdate),
    deathDay: dd ? String(dd) : '',
    deathMonth: dm ? String(dm - 1) : '',
    deathYear: dy ? String(dy) : '',
    breed: cat?.breed ?? '',
    location: cat?.location ?? '',
    country: cat?.country?.id ?? '',
    city: cat?.city ?? '',
    diaryType: String(cat?.diaryType ?? DiaryVisibility.myCatReps) as '1' | '2' | '3',
  };
}

const visibilityOptions = [
  { value: String(DiaryVisibility.everyone), label: 'Everyone' },
  { value: String(DiaryVisibility.myCatReps), label: 'My CatReps' },
  { value: String(DiaryVisibility.onlyMe), label: 'Only me' },
];

export interface CatFormProps {
  cat?: Partial<CatDoc> | null;
  countries: Country[];
  onSubmit: (values: CatFormValues) => Promise<void> | void;
  pending?: boolean;
}

export function CatForm({ cat, countries, onSubmit, pending }: CatFormProps) {
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useZodForm(catForm, {
    defaultValues: catToFormValues(cat),
  });
  const passedAway = useWatch({ control, name: 'passedAway' });
  const { field: breed } = useController({ control, name: 'breed' });
  const inCatchies = Boolean(cat?.deathdate);

  return (
    <form
      className="form"
      noValidate
      aria-label="Cat"
      onSubmit={handleSubmit((v) => onSubmit(inCatchies ? { ...v, passedAway: true } : v))}
    >
      <TextField label="Name" {...register('name')} />
      <GenderField field={register('gender')} />
      <DateFields
        legend="Date of birth"
        labelPrefix="Birth"
        fields={{ day: register('birthDay'), month: register('birthMonth'), year: register('birthYear') }}
      />
      <label className="checkbox-line">
        {/* Passing away is not undone (the API refuses it): a Catchies cat keeps its death date. */}
        <input type="checkbox" {...register('passedAway')} disabled={inCatchies} /> Passed away
      </label>
      {inCatchies && <p className="muted small">{serverMessages.staysInCatchies}.</p>}
      {passedAway && (
        <DateFields
          legend="Date of death"
          labelPrefix="Death"
          zeroBasedMonth
          fields={{ day: register('deathDay'), month: register('deathMonth'), year: register('deathYear') }}
        />
      )}
      <div className="row">
        <BreedPicker {...breed} value={breed.value ?? ''} />
        <TextField label="Location" {...register('location')} />
      </div>
      <div className="row">
        <CountryField countries={countries} field={register('country')} />
        <TextField label="City" {...register('city')} />
      </div>
      <SelectField label="CatBlog visibility" options={visibilityOptions} {...register('diaryType')} />
      <ErrorList messages={formErrorMessages(errors)} />
      <button type="submit" className="button primary" disabled={pending}>
        Save
      </button>
    </form>
  );
}
