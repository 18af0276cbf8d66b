/**
 * Cat schemas (docs/product.md §3 Cat, §5 Cat form, §7 Cats).
 */
import { z } from './zod.js';
import { DiaryVisibility, MAX_NAME_LENGTH, YEARS_BACK } from './codes.js';
import { validation } from './messages.js';
import { isRealDate, toIsoDate } from './dates.js';
import { diesBeforeBirth } from './cat-days.js';
import { optionalText, requiredText, textLine } from './fields.js';

const thisYear = () => new Date().getFullYear();

const optionalInt = (min: number, max: () => number, label: string) =>
  z
    .number({ error: `${label} is not valid` })
    .int({ error: `${label} is not valid` })
    .refine((n) => n >= min && n <= max(), { error: `${label} is not valid` })
    .nullable()
    .optional();

const diaryType = z.union([
  z.literal(DiaryVisibility.everyone),
  z.literal(DiaryVisibility.myCatReps),
  z.literal(DiaryVisibility.onlyMe),
]);

/**
 * The fields of a cat body, none with a default: `catRequest` (POST) fills in the defaults, and
 * `catPatch` (PUT) leaves out what the body leaves out, so an edit never resets a stored field.
 */
const catBody = z
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
      // No earlier than the earliest birth year the form offers, whatever of the birth is known.
      .refine((s) => Number(s.slice(0, 4)) >= thisYear() - YEARS_BACK, { error: validation.deathDate })
      .nullable()
      .optional(),
    gender: z.boolean({ error: validation.catGender }),
    breed: textLine('Breed').optional(),
    location: textLine('Location').optional(),
    country: z
      .object({ id: z.string().regex(/^[A-Z]{2}$/, { error: validation.country }) })
      .nullable()
      .optional(),
    city: textLine('City').optional(),
    diaryType: diaryType.optional(),
  })
  .strict();

/** The date checks of a whole cat: a birth day that exists, a death no earlier than the birth. */
function checkDates(v: z.output<typeof catBody>, ctx: z.RefinementCtx) {
  if (v.birthDay && v.birthMonth && v.birthYear) {
    if (!isRealDate(toIsoDate(v.birthYear, v.birthMonth, v.birthDay))) {
      ctx.addIssue({ code: 'custom', path: ['birthDay'], message: 'Birth day is not valid' });
    }
  }
  if (diesBeforeBirth(v.deathdate, v)) {
    ctx.addIssue({ code: 'custom', path: ['deathdate'], message: validation.deathBeforeBirth });
  }
}

/** `POST /cats` body, with the defaults of what it leaves out. A cat with a deathdate has passed away. */
export const catRequest = catBody
  .superRefine(checkDates)
  // What a body leaves out: unknown dates, alive, no country, the diary for my CatReps.
  .transform((v) => ({
    ...v,
    birthDay: v.birthDay ?? null,
    birthMonth: v.birthMonth ?? null,
    birthYear: v.birthYear ?? null,
    deathdate: v.deathdate ?? null,
    breed: v.breed ?? '',
    location: v.location ?? '',
    country: v.country ?? null,
    city: v.city ?? '',
    diaryType: v.diaryType ?? DiaryVisibility.myCatReps,
  }));
export type CatRequest = z.output<typeof catRequest>;

/**
 * `PUT /cats/{id}` body: any of the cat's fields; those left out keep their stored values. The
 * API merges it with the stored cat and checks the whole with `catRequest` again.
 */
export const catPatch = catBody.partial();
export type CatPatch = z.output<typeof catPatch>;

const optionalSelect = z.string().regex(/^\d*$/).optional().default('');

/**
 * The add/edit cat form (docs/product.md §5 Cat form). Selects hold strings; the death month select is
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
    // Checked even while other fields are wrong, so all three messages show at once (docs/product.md §5).
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  })
  .refine(
    (v) =>
      !v.passedAway ||
      !diesBeforeBirth(
        v.deathDay && v.deathMonth && v.deathYear
          ? toIsoDate(Number(v.deathYear), Number(v.deathMonth) + 1, Number(v.deathDay))
          : null,
        {
          birthDay: Number(v.birthDay) || null,
          birthMonth: Number(v.birthMonth) || null,
          birthYear: Number(v.birthYear) || null,
        },
      ),
    { path: ['deathDay'], message: validation.deathBeforeBirth },
  );
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
