/**
 * The Care tab's entry form (README "Care and the cat's days"): what was recorded (weight, vet
 * visit, vaccination, treatment) and when, then that kind's fields — a weight in the CatRep's unit,
 * a clinic, reason and notes, a vaccine from the common feline vaccines (core and non-core) or typed
 * in, a treatment type and product, and the next due date that brings reminders. Validates with the
 * model's `careFormSchema` (the API's rules, the date against the cat's birth, today and its death);
 * only the first three errors show. Presentational: `onSubmit` gets the request body. The fields
 * stay disabled from the submit until the form is cleared after the answer (the new entry can show
 * in the live list before the answer arrives, and what a CatRep typed meanwhile would be wiped);
 * then the focus is back on the date.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  CARE_KINDS,
  careFormSchema,
  careKindLabels,
  REMINDER_DAYS,
  TREATMENT_TYPES,
  treatmentTypeLabels,
  VACCINES,
  type BirthParts,
  type CareEntryRequest,
  type CareFormValues,
  type WeightUnit,
} from '@catrep/model';
import { ErrorList, formErrorMessages } from '@/ui/ErrorList';
import { SelectField, TextAreaField, TextField } from '@/ui/fields';
import { useZodForm } from '@/ui/useZodForm';

const kindOptions = CARE_KINDS.map((kind) => ({ value: kind, label: careKindLabels[kind] }));
const typeOptions = TREATMENT_TYPES.map((type) => ({ value: type, label: treatmentTypeLabels[type] }));
const vaccineGroups = [
  { label: 'Core vaccines', vaccines: VACCINES.filter((v) => v.core) },
  { label: 'Non-core vaccines', vaccines: VACCINES.filter((v) => !v.core) },
];

export interface CareEntryFormProps {
  cat: BirthParts & { deathdate: string | null };
  /** Today where the CatRep is (the browser's date): no entry is dated later. */
  today: string;
  unit: WeightUnit;
  initial: CareFormValues;
  submitLabel: string;
  pending?: boolean;
  onSubmit: (body: CareEntryRequest) => Promise<void> | void;
}

export function CareEntryForm({
  cat,
  today,
  unit,
  initial,
  submitLabel,
  pending,
  onSubmit,
}: CareEntryFormProps) {
  const schema = useMemo(() => careFormSchema(cat, today, unit), [cat, today, unit]);
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors, isSubmitting },
  } = useZodForm(schema, { defaultValues: initial });
  const kind = useWatch({ control, name: 'kind' });
  const vaccine = useWatch({ control, name: 'vaccine' });
  const error = (field: keyof CareFormValues) => errors[field]?.message;
  const busy = Boolean(pending) || isSubmitting;
  // Disabling the fields drops the focus: once the form is cleared and enabled again, the focus
  // goes to the date the next entry starts with (unless the CatRep has moved it elsewhere).
  const form = useRef<HTMLFormElement>(null);
  const [cleared, setCleared] = useState(0);
  useEffect(() => {
    const active = document.activeElement;
    if (!cleared || (active && active !== document.body && !form.current?.contains(active))) return;
    // Not scrolled to: the page stays where the CatRep has it when the answer comes.
    form.current?.querySelector<HTMLInputElement>('input[name="date"]')?.focus({ preventScroll: true });
  }, [cleared]);

  return (
    <form
      ref={form}
      className="form care-form"
      noValidate
      aria-label={submitLabel}
      onSubmit={handleSubmit(async (body) => {
        await onSubmit(body);
        // Also ends isSubmitting: the fields are enabled in the render that moves the focus.
        reset({ ...initial, kind: body.kind });
        setCleared((n) => n + 1);
      })}
    >
      <fieldset className="fieldset form" disabled={busy}>
        <div className="row">
          <SelectField label="Kind" options={kindOptions} {...register('kind')} error={error('kind')} />
          <TextField label="Date" type="date" max={today} {...register('date')} error={error('date')} />
        </div>
        {kind === 'weight' && (
          <TextField
            label={`Weight (${unit})`}
            inputMode="decimal"
            autoComplete="off"
            {...register('weight')}
            error={error('weight')}
          />
        )}
        {kind === 'vet' && (
          <>
            <div className="row">
              <TextField label="Reason" {...register('reason')} error={error('reason')} />
              <TextField label="Clinic" {...register('clinic')} error={error('clinic')} />
            </div>
            <TextAreaField label="Notes" rows={3} {...register('notes')} error={error('notes')} />
          </>
        )}
        {kind === 'vaccination' && (
          <div className="row">
            <div className="field">
              <label htmlFor="care-vaccine">Vaccine</label>
              <select id="care-vaccine" {...register('vaccine')}>
                {vaccineGroups.map((group) => (
                  <optgroup key={group.label} label={group.label}>
                    {group.vaccines.map((v) => (
                      <option key={v.id} value={v.id}>
                        {v.label}
                      </option>
                    ))}
                  </optgroup>
                ))}
                <option value="other">Another vaccine…</option>
              </select>
            </div>
            {vaccine === 'other' && (
              <TextField label="Vaccine name" {...register('otherVaccine')} error={error('otherVaccine')} />
            )}
          </div>
        )}
        {kind === 'treatment' && (
          <div className="row">
            <SelectField
              label="Treatment"
              options={typeOptions}
              {...register('type')}
              error={error('type')}
            />
            <TextField label="Product" {...register('product')} error={error('product')} />
          </div>
        )}
        {(kind === 'vaccination' || kind === 'treatment') && (
          <>
            <TextField label="Next due" type="date" {...register('nextDue')} error={error('nextDue')} />
            <p className="muted small">
              A reminder comes {REMINDER_DAYS} days before it is due, on the day and {REMINDER_DAYS} days
              after, unless a newer one is added.
            </p>
          </>
        )}
        <ErrorList messages={formErrorMessages(errors)} />
        <button type="submit" className="button primary" disabled={busy}>
          {submitLabel}
        </button>
      </fieldset>
    </form>
  );
}
