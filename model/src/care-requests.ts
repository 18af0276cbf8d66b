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
  careMessages,
  TREATMENT_TYPES,
  WEIGHT_UNITS,
  type CareFields,
} from './care.js';
import { isTimeZone } from './cat-days.js';
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
