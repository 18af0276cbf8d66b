/**
 * The request schemas of care and of the CatRep's day (docs/product.md §7 Care; README "Care and
 * the cat's days"), apart from care.ts so that the Care tab's list and the CatID load without zod.
 * The checks against the cat (not before its birth, not after today where its CatRep lives nor
 * after its death) need the cat and the CatRep's time zone: the API makes them where it reads the
 * cat (`careDateProblem`), the Care form with the browser's today.
 */
import { z } from './zod.js';
import {
  CARE_KINDS,
  CARE_LIMITS,
  careDateProblem,
  careMessages,
  gramsIn,
  gramsOf,
  TREATMENT_TYPES,
  VACCINES,
  WEIGHT_UNITS,
  type CareFields,
  type CareKind,
  type WeightUnit,
} from './care.js';
import { isTimeZone, type BirthParts } from './cat-days.js';
import { isRealDate } from './dates.js';
import { textLine, requiredText } from './fields.js';
import { cleanMessage } from './text.js';

/** A calendar date 'YYYY-MM-DD' that exists, with `message` otherwise. */
const calendarDate = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: message })
    .refine((s) => isRealDate(s), { error: message });

const date = calendarDate(careMessages.dateInvalid);
const nextDue = calendarDate(careMessages.nextDueInvalid).optional();
const optionalLine = (label: string) =>
  textLine(label, CARE_LIMITS.text)
    .optional()
    .transform((v) => v || undefined);

/** A next due date, when given, comes after the entry's own date. */
const dueAfterDate = (v: { date: string; nextDue?: string }) => !v.nextDue || v.nextDue > v.date;
const dueAfterDateError = { path: ['nextDue'], message: careMessages.nextDueBeforeDate };

const weight = z
  .object({
    kind: z.literal('weight'),
    date,
    grams: z
      .number({ error: careMessages.weightInvalid })
      .int({ error: careMessages.weightInvalid })
      .min(CARE_LIMITS.minGrams, { error: careMessages.weightInvalid })
      .max(CARE_LIMITS.maxGrams, { error: careMessages.weightInvalid }),
  })
  .strict();

const vet = z
  .object({
    kind: z.literal('vet'),
    date,
    clinic: optionalLine('Clinic'),
    reason: requiredText('Reason', CARE_LIMITS.text),
    notes: z
      .string({ error: 'Notes must be text' })
      .overwrite(cleanMessage)
      .trim()
      .max(CARE_LIMITS.notes, { error: `Notes must be at most ${CARE_LIMITS.notes} characters` })
      .optional()
      .transform((v) => v || undefined),
  })
  .strict();

const vaccination = z
  .object({
    kind: z.literal('vaccination'),
    date,
    vaccine: requiredText('Vaccine', CARE_LIMITS.text),
    nextDue,
  })
  .strict()
  .refine(dueAfterDate, dueAfterDateError);

const treatment = z
  .object({
    kind: z.literal('treatment'),
    date,
    type: z.enum(TREATMENT_TYPES, { error: careMessages.typeInvalid }),
    product: optionalLine('Product'),
    nextDue,
  })
  .strict()
  .refine(dueAfterDate, dueAfterDateError);

/**
 * `POST /cats/{id}/care` and `PUT /cats/{id}/care/{entryId}`: one entry, by its `kind` —
 * `{ kind: 'weight', date, grams }`, `{ kind: 'vet', date, clinic?, reason, notes? }`,
 * `{ kind: 'vaccination', date, vaccine, nextDue? }`,
 * `{ kind: 'treatment', date, type, product?, nextDue? }`.
 */
export const careEntryRequest = z.discriminatedUnion('kind', [weight, vet, vaccination, treatment], {
  error: careMessages.kindInvalid,
});
export type CareEntryRequest = z.output<typeof careEntryRequest> & CareFields;

/** `GET /cats/{id}/care?kind=…&index=n`: one kind or all, a page newest first. */
export const careListQuery = z
  .object({
    kind: z.enum(CARE_KINDS, { error: careMessages.kindInvalid }).optional(),
    index: z.coerce.number().int().min(0).max(10_000).optional().default(0),
    cursor: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}_[A-Za-z0-9]{1,128}$/, { error: 'cursor is not valid' })
      .optional(),
  })
  .strict();
export type CareListQuery = z.output<typeof careListQuery>;

/** `PUT /users/user/care-settings`: the unit weights are shown in. */
export const careSettingsRequest = z
  .object({
    weightUnit: z.enum(WEIGHT_UNITS, { error: careMessages.unitInvalid }),
  })
  .strict();

/** `PUT /users/user/time-zone`: the browser's time zone (an IANA name), for the CatRep's day. */
export const timeZoneRequest = z
  .object({
    timeZone: z
      .string({ error: careMessages.timeZoneInvalid })
      .refine((zone) => isTimeZone(zone), { error: careMessages.timeZoneInvalid }),
  })
  .strict();

/** What the Care tab's form holds: every field as typed (selects and inputs hold strings). */
export interface CareFormValues {
  kind: CareKind;
  date: string;
  /** In the CatRep's unit. */
  weight: string;
  clinic: string;
  reason: string;
  notes: string;
  /** One of VACCINES' ids, or 'other' with `otherVaccine` typed in. */
  vaccine: string;
  otherVaccine: string;
  type: string;
  product: string;
  nextDue: string;
}

/** The empty form (a weight today). */
export const emptyCareForm = (date: string): CareFormValues => ({
  kind: 'weight',
  date,
  weight: '',
  clinic: '',
  reason: '',
  notes: '',
  vaccine: VACCINES[0].id,
  otherVaccine: '',
  type: 'flea',
  product: '',
  nextDue: '',
});

/** The form of a stored entry, its weight in `unit`. */
export function careFormOf(entry: CareFields, unit: WeightUnit): CareFormValues {
  const form = { ...emptyCareForm(entry.date), kind: entry.kind };
  switch (entry.kind) {
    case 'weight':
      return { ...form, weight: String(gramsIn(entry.grams, unit)) };
    case 'vet':
      return { ...form, clinic: entry.clinic ?? '', reason: entry.reason, notes: entry.notes ?? '' };
    case 'vaccination': {
      const known = VACCINES.some((v) => v.id === entry.vaccine);
      return {
        ...form,
        vaccine: known ? entry.vaccine : 'other',
        otherVaccine: known ? '' : entry.vaccine,
        nextDue: entry.nextDue ?? '',
      };
    }
    case 'treatment':
      return { ...form, type: entry.type, product: entry.product ?? '', nextDue: entry.nextDue ?? '' };
  }
}

/** The request body of the form's values, a weight typed in `unit` as grams. */
function bodyOf(v: CareFormValues, unit: WeightUnit): Record<string, unknown> {
  const optional = (s: string) => (s.trim() ? s : undefined);
  switch (v.kind) {
    case 'weight': {
      const value = Number(v.weight.trim().replace(',', '.'));
      return {
        kind: 'weight',
        date: v.date,
        grams: v.weight.trim() && value > 0 ? gramsOf(value, unit) : NaN,
      };
    }
    case 'vet':
      return {
        kind: 'vet',
        date: v.date,
        clinic: optional(v.clinic),
        reason: v.reason,
        notes: optional(v.notes),
      };
    case 'vaccination':
      return {
        kind: 'vaccination',
        date: v.date,
        vaccine: v.vaccine === 'other' ? v.otherVaccine : v.vaccine,
        nextDue: optional(v.nextDue),
      };
    case 'treatment':
      return {
        kind: 'treatment',
        date: v.date,
        type: v.type,
        product: optional(v.product),
        nextDue: optional(v.nextDue),
      };
  }
}

/** The form field an error of the request's `path` belongs to. */
const fieldOf = (path: readonly PropertyKey[]): keyof CareFormValues => {
  const field = String(path[0] ?? 'kind');
  if (field === 'grams') return 'weight';
  if (field === 'vaccine') return 'otherVaccine';
  return (field in emptyCareForm('') ? field : 'kind') as keyof CareFormValues;
};

/**
 * The Care tab's form for cat `cat` on `today` (the browser's date) with weights typed in `unit`:
 * it checks what the API checks — the request schema, and the date against the cat's birth, today
 * and its death (`careDateProblem`) — and gives the request body.
 */
export function careFormSchema(
  cat: BirthParts & { deathdate?: string | null },
  today: string,
  unit: WeightUnit,
) {
  return z
    .object({
      kind: z.enum(CARE_KINDS, { error: careMessages.kindInvalid }),
      date: z.string(),
      weight: z.string(),
      clinic: z.string(),
      reason: z.string(),
      notes: z.string(),
      vaccine: z.string(),
      otherVaccine: z.string(),
      type: z.string(),
      product: z.string(),
      nextDue: z.string(),
    })
    .transform((v, ctx) => {
      const parsed = careEntryRequest.safeParse(bodyOf(v, unit));
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const message = issue.path[0] === 'grams' ? careMessages.weightRange(unit) : issue.message;
          ctx.addIssue({ code: 'custom', path: [fieldOf(issue.path)], message });
        }
        return z.NEVER;
      }
      const problem = careDateProblem(parsed.data.date, cat, today);
      if (problem) {
        ctx.addIssue({ code: 'custom', path: ['date'], message: problem });
        return z.NEVER;
      }
      return parsed.data as CareEntryRequest;
    });
}
