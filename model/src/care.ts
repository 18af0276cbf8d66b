/**
 * Care (docs/product.md §2 /cat-care, §7 Care; README "Care and the cat's days"): a cat's weights,
 * vet visits, vaccinations and treatments, its owner's alone, with reminders before, on and after
 * a vaccination or treatment is due again. The kinds, the common feline vaccines, the stored
 * shape, weights in kg or lb, the date rules and every message — shared by the web client and the
 * API. No zod here (care-requests.ts holds the schemas), so the Care tab's list loads without it.
 */
import { addDays, isBeforeBirth, type BirthParts } from './cat-days.js';
import { formatIsoDate, isRealDate } from './dates.js';

/** What a care entry records. */
export const CARE_KINDS = ['weight', 'vet', 'vaccination', 'treatment'] as const;
export type CareKind = (typeof CARE_KINDS)[number];

/** How each kind reads in the Care tab (its filter and its form). */
export const careKindLabels: Record<CareKind, string> = {
  weight: 'Weight',
  vet: 'Vet visit',
  vaccination: 'Vaccination',
  treatment: 'Treatment',
};

/** What a treatment is for. */
export const TREATMENT_TYPES = ['flea', 'worming', 'other'] as const;
export type TreatmentType = (typeof TREATMENT_TYPES)[number];
export const treatmentTypeLabels: Record<TreatmentType, string> = {
  flea: 'Flea treatment',
  worming: 'Worming treatment',
  other: 'Other treatment',
};

/**
 * The common feline vaccines of the picker, after the AAHA/AAFP feline vaccination guidelines:
 * the core vaccines every cat gets (the combined FVRCP and its three parts, rabies) and the
 * non-core ones given by risk. Any other vaccine is typed in as free text.
 */
export const VACCINES = [
  { id: 'fvrcp', label: 'FVRCP (panleukopenia, herpesvirus, calicivirus)', core: true },
  { id: 'panleukopenia', label: 'Panleukopenia (FPV)', core: true },
  { id: 'herpesvirus', label: 'Herpesvirus (FHV-1)', core: true },
  { id: 'calicivirus', label: 'Calicivirus (FCV)', core: true },
  { id: 'rabies', label: 'Rabies', core: true },
  { id: 'felv', label: 'Feline leukaemia (FeLV)', core: false },
  { id: 'chlamydia', label: 'Chlamydia felis', core: false },
  { id: 'bordetella', label: 'Bordetella bronchiseptica', core: false },
] as const;
export type VaccineId = (typeof VACCINES)[number]['id'];

/** How a stored `vaccine` reads: the picker's label for one of VACCINES, else the text typed. */
export function vaccineLabel(vaccine: string): string {
  return VACCINES.find((v) => v.id === vaccine)?.label ?? vaccine;
}

/** Limits of the fields. */
export const CARE_LIMITS = {
  /** A weight in grams: a newborn kitten weighs about 100 g, the heaviest cats about 15 kg. */
  minGrams: 50,
  maxGrams: 30_000,
  /** Clinic, reason, vaccine and product. */
  text: 100,
  notes: 2000,
} as const;

/** Entries of one page (`GET /cats/{id}/care`, the Care tab's list). */
export const CARE_PAGE_SIZE = 20;
/** The most weights the chart reads (the newest ones). */
export const WEIGHT_CHART_LIMIT = 200;
/** Days before and after `nextDue` that a reminder comes, besides the day itself. */
export const REMINDER_DAYS = 7;

/** When a reminder comes, relative to `nextDue`. */
export const REMINDER_STAGES = ['before', 'due', 'after'] as const;
export type ReminderStage = (typeof REMINDER_STAGES)[number];

interface CareBase {
  /** 'YYYY-MM-DD', a calendar date: never before the cat's birth nor after today (or its death). */
  date: string;
}
export interface WeightFields extends CareBase {
  kind: 'weight';
  /** Whole grams; shown in kg or lb as the CatRep's unit says. */
  grams: number;
}
export interface VetFields extends CareBase {
  kind: 'vet';
  clinic?: string;
  reason: string;
  notes?: string;
}
export interface VaccinationFields extends CareBase {
  kind: 'vaccination';
  /** One of VACCINES' ids, or the name typed in. */
  vaccine: string;
  /** 'YYYY-MM-DD': when the next dose is due (reminders). */
  nextDue?: string;
}
export interface TreatmentFields extends CareBase {
  kind: 'treatment';
  type: TreatmentType;
  product?: string;
  nextDue?: string;
}
/** An entry as the API takes and answers it. */
export type CareFields = WeightFields | VetFields | VaccinationFields | TreatmentFields;

/**
 * `cats/{catId}/care/{entryId}`: one care entry, its owner's alone (firestore.rules), written only
 * through the API. Besides its fields: `ownerId` (the daily run's query of a CatRep's reminders),
 * `series` (a vaccination's vaccine or a treatment's type: a newer entry of the same series stops
 * the reminders of older ones) and `remindOn` (the days its reminders come: 7 days before, on and
 * 7 days after `nextDue`).
 */
export type CareEntryDoc = CareFields & {
  catId: string;
  ownerId: string;
  series?: string;
  remindOn?: string[];
  createdAt: unknown;
  updatedAt: unknown;
};

/** A CatRep's unit for weights. */
export type WeightUnit = 'kg' | 'lb';
export const WEIGHT_UNITS = ['kg', 'lb'] as const satisfies readonly WeightUnit[];

/** `users/{uid}/private/care`: the CatRep's care settings (the weight unit), their own alone. */
export interface CareSettingsDoc {
  weightUnit: WeightUnit;
}
/** The settings of a CatRep who never set them: kilograms. */
export const careSettingsOf = (doc: Partial<CareSettingsDoc> | undefined): CareSettingsDoc => ({
  weightUnit: doc?.weightUnit === 'lb' ? 'lb' : 'kg',
});

/** Grams in one pound (the international avoirdupois pound). */
export const GRAMS_PER_POUND = 453.59237;

/** `grams` in `unit`, rounded to two decimals: 4250 g → 4.25 (kg) or 9.37 (lb). */
export function gramsIn(grams: number, unit: WeightUnit): number {
  const value = unit === 'kg' ? grams / 1000 : grams / GRAMS_PER_POUND;
  return Math.round(value * 100) / 100;
}

/** The whole grams of `value` in `unit`: 4.25 kg → 4250, 9.37 lb → 4250. */
export const gramsOf = (value: number, unit: WeightUnit): number =>
  Math.round(unit === 'kg' ? value * 1000 : value * GRAMS_PER_POUND);

/** '4.25 kg', '9.37 lb'. */
export const weightText = (grams: number, unit: WeightUnit): string => `${gramsIn(grams, unit)} ${unit}`;

/** A change of weight as the Care tab says it: '+0.15 kg', '−0.2 lb', 'no change'. */
export function weightChangeText(grams: number, unit: WeightUnit): string {
  const value = gramsIn(Math.abs(grams), unit);
  if (value === 0) return 'no change';
  return `${grams > 0 ? '+' : '−'}${value} ${unit}`;
}

/** The series of a vaccination or treatment ('vaccination:rabies', 'treatment:flea'); none for others. */
export function careSeries(entry: CareFields): string | undefined {
  if (entry.kind === 'vaccination') return `vaccination:${entry.vaccine.trim().toLowerCase()}`;
  if (entry.kind === 'treatment') return `treatment:${entry.type}`;
  return undefined;
}

/** The days the reminders of an entry due on `nextDue` come: 7 days before, on the day, 7 days after. */
export const reminderDays = (nextDue: string): string[] => [
  addDays(nextDue, -REMINDER_DAYS),
  nextDue,
  addDays(nextDue, REMINDER_DAYS),
];

/** Which reminder `on` is for an entry due on `nextDue`, or null when none comes that day. */
export function reminderStageOn(nextDue: string, on: string): ReminderStage | null {
  const index = reminderDays(nextDue).indexOf(on);
  return index < 0 ? null : REMINDER_STAGES[index]!;
}

/** What a vaccination or treatment is called in its reminder: 'Rabies vaccination', 'Flea treatment'. */
export function careSubject(entry: VaccinationFields | TreatmentFields): string {
  if (entry.kind === 'vaccination') return `${vaccineLabel(entry.vaccine)} vaccination`;
  if (entry.type === 'other') return entry.product ? `Treatment (${entry.product})` : 'Treatment';
  return treatmentTypeLabels[entry.type];
}

/** The one line an entry reads as in the Care tab's list (its date beside it). */
export function careEntryText(entry: CareFields, unit: WeightUnit): string {
  switch (entry.kind) {
    case 'weight':
      return weightText(entry.grams, unit);
    case 'vet':
      return entry.clinic ? `${entry.reason} at ${entry.clinic}` : entry.reason;
    case 'vaccination':
    case 'treatment': {
      const product = entry.kind === 'treatment' && entry.type !== 'other' && entry.product;
      const subject = product ? `${careSubject(entry)} (${product})` : careSubject(entry);
      return entry.nextDue ? `${subject} · next due ${formatIsoDate(entry.nextDue)}` : subject;
    }
  }
}

/** The messages of care (validation and toasts). */
export const careMessages = {
  dateInvalid: 'Date is not valid',
  dateBeforeBirth: 'Date cannot be before the date of birth',
  dateInFuture: 'Date cannot be after today',
  dateAfterDeath: 'Date cannot be after the date of death',
  nextDueInvalid: 'Next due date is not valid',
  nextDueBeforeDate: 'Next due date must be after the date',
  weightInvalid: `Weight must be between ${CARE_LIMITS.minGrams / 1000} and ${CARE_LIMITS.maxGrams / 1000} kg`,
  /** The same in the unit the CatRep types weights in (the Care form). */
  weightRange: (unit: WeightUnit) =>
    `Weight must be between ${gramsIn(CARE_LIMITS.minGrams, unit)} and ${gramsIn(CARE_LIMITS.maxGrams, unit)} ${unit}`,
  kindInvalid: 'Kind must be weight, vet, vaccination or treatment',
  typeInvalid: 'Type must be flea, worming or other',
  unitInvalid: 'Unit must be kg or lb',
  timeZoneInvalid: 'Time zone is not valid',
  /** A care entry for a cat that passed away: its history is kept as it was. */
  catchieReadOnly: 'The care history of a cat that passed away is kept as it was',
  added: 'Care entry added successfully',
  edited: 'Care entry edited successfully',
  deleted: 'Care entry deleted successfully',
  settingsSaved: 'Your care settings saved successfully',
} as const;

/**
 * What is wrong with `date` as a care entry's date for a cat born as `cat` (dead on `deathdate`)
 * when it is `today` where its CatRep lives: a message, or null when nothing is. The birth date
 * counts as far as it is known (a year alone, a year and month, all three).
 */
export function careDateProblem(
  date: string,
  cat: BirthParts & { deathdate?: string | null },
  today: string,
): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !isRealDate(date)) return careMessages.dateInvalid;
  if (isBeforeBirth(date, cat)) return careMessages.dateBeforeBirth;
  if (date > today) return careMessages.dateInFuture;
  if (cat.deathdate && date > cat.deathdate) return careMessages.dateAfterDeath;
  return null;
}
