/**
 * Cat schemas (SPEC §3 Cat, §5 Cat form, §7 Cats).
 */
import { z } from 'zod';
import { DiaryVisibility, MAX_NAME_LENGTH, YEARS_BACK } from './codes.js';
import { validation } from './messages.js';
import { isRealDate, toIsoDate } from './dates.js';
import { optionalText, requiredText } from './fields.js';

const thisYear = () => new Date().getFullYear();

const optionalInt = (min: number, max: () => number, label: string) =>
  z
    .number({ error: `${label} is not valid` })
    .int({ error: `${label} is not valid` })
    .refine((n) => n >= min && n <= max(), { error: `${label} is not valid` })
    .nullable()
    .optional()
    .default(null);

/** `POST /cats` and `PUT /cats/{id}` body. A cat with a deathdate has passed away. */
export const catRequest = z
  .object({
    name: requiredText('Name'),
    birthDay: optionalInt(1, () => 31, 'Birth day'),
    birthMonth: optionalInt(1, () => 12, 'Birth month'),
    birthYear: optionalInt(thisYear() - YEARS_BACK, thisYear, 'Birth year'),
    deathdate: z
      .string({ error: validation.deathDate })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: validation.deathDate })
      .refine((s) => isRealDate(s), { error: validation.deathDate })
      .refine((s) => s <= new Date().toISOString().slice(0, 10), { error: validation.deathDate })
      .nullable()
      .optional()
      .default(null),
    gender: z.boolean({ error: validation.catGender }),
    breed: optionalText('Breed'),
    location: optionalText('Location'),
    country: z
      .object({ id: z.string().regex(/^[A-Z]{2}$/, { error: validation.country }) })
      .nullable()
      .optional()
      .default(null),
    city: optionalText('City'),
    diaryType: z
      .union([
        z.literal(DiaryVisibility.everyone),
        z.literal(DiaryVisibility.myCatReps),
        z.literal(DiaryVisibility.onlyMe),
      ])
      .optional()
      .default(DiaryVisibility.myCatReps),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.birthDay && v.birthMonth && v.birthYear) {
      if (!isRealDate(toIsoDate(v.birthYear, v.birthMonth, v.birthDay))) {
        ctx.addIssue({ code: 'custom', path: ['birthDay'], message: 'Birth day is not valid' });
      }
    }
  });
export type CatRequest = z.output<typeof catRequest>;

const optionalSelect = z.string().regex(/^\d*$/).optional().default('');

/**
 * The add/edit cat form (SPEC §5 Cat form). Selects hold strings; the death month select is
 * zero-based (January is '0'), the birth month select one-based.
 */
export const catForm = z
  .object({
    name: requiredText('Name', MAX_NAME_LENGTH),
    gender: z.enum(['male', 'female'], { error: validation.catGender }),
    birthDay: optionalSelect,
    birthMonth: optionalSelect,
    birthYear: optionalSelect,
    passedAway: z.boolean().optional().default(false),
    deathDay: optionalSelect,
    deathMonth: optionalSelect,
    deathYear: optionalSelect,
    breed: optionalText('Breed'),
    location: optionalText('Location'),
    country: z.string().optional().default(''),
    city: optionalText('City'),
    diaryType: z.enum(['1', '2', '3']).optional().default('2'),
  })
  .refine((v) => !(v.passedAway && (!v.deathDay || !v.deathMonth || !v.deathYear)), {
    path: ['deathDay'],
    message: validation.deathDate,
    // Checked even while other fields are wrong, so all three messages show at once (SPEC §5).
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });
export type CatForm = z.input<typeof catForm>;

/** Turns the cat form into the `POST /cats` / `PUT /cats/{id}` body. */
export function catFormToRequest(v: z.output<typeof catForm>): z.input<typeof catRequest> {
  const num = (s: string) => (s === '' ? null : Number(s));
  return {
    name: v.name,
    gender: v.gender === 'male',
    birthDay: num(v.birthDay),
    birthMonth: num(v.birthMonth),
    birthYear: num(v.birthYear),
    deathdate: v.passedAway
      ? toIsoDate(Number(v.deathYear), Number(v.deathMonth) + 1, Number(v.deathDay))
      : null,
    breed: v.breed,
    location: v.location,
    country: v.country ? { id: v.country } : null,
    city: v.city,
    diaryType: Number(v.diaryType) as 1 | 2 | 3,
  };
}
