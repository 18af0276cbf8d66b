/**
 * Labelled form controls: every input has a visible label (keyboard and screen-reader use,
 * e2e tests find them by label), and the groups several forms share: `DateFields` (day/month/year,
 * docs/product.md §5, §9), `CountryField`, `NewPasswordFields`, `GenderField`.
 */
import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { yearChoices, type Country } from '@catrep/model';

/**
 * The marks of an invalid control: `aria-invalid` and its message as the control's description
 * for screen readers (the form lists the first three messages, docs/product.md §5).
 */
function invalidProps(error: string | undefined) {
  return error ? { 'aria-invalid': true, 'aria-description': error } : {};
}

type InputProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string };

export const TextField = forwardRef<HTMLInputElement, InputProps>(function TextField(
  { label, className, error, ...rest },
  ref,
) {
  const id = useId();
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      <input id={id} ref={ref} {...rest} {...invalidProps(error)} />
    </div>
  );
});

type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string };

/** A labelled multi-line text box (messages, comments, diary entries). */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextAreaField(
  { label, className, error, ...rest },
  ref,
) {
  const id = useId();
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} ref={ref} {...rest} {...invalidProps(error)} />
    </div>
  );
});

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options: { value: string; label: string }[];
  placeholder?: string;
  error?: string;
};

export const SelectField = forwardRef<HTMLSelectElement, SelectProps>(function SelectField(
  { label, options, placeholder, className, error, ...rest },
  ref,
) {
  const id = useId();
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      <select id={id} ref={ref} {...rest} {...invalidProps(error)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
});

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Day options '1'…'31'. */
export const dayOptions = Array.from({ length: 31 }, (_, i) => ({
  value: String(i + 1),
  label: String(i + 1),
}));

/** Month options; `zeroBased` makes January '0' (the cat form's death month, docs/product.md §5). */
export const monthOptions = (zeroBased = false) =>
  MONTH_NAMES.map((name, i) => ({ value: String(zeroBased ? i : i + 1), label: name }));

/** Year options: this year back 100 years (docs/product.md §9). */
export const yearOptions = () => yearChoices().map((y) => ({ value: String(y), label: String(y) }));

/**
 * The Male/Female radios of the register and cat forms (docs/product.md §5: gender required), registered
 * with react-hook-form through `field` (the result of `register('gender')`).
 */
export function GenderField({ field, error }: { field: UseFormRegisterReturn; error?: string }) {
  return (
    <fieldset className="fieldset">
      <legend>Gender</legend>
      <div className="radios">
        <label>
          <input type="radio" value="male" {...field} {...invalidProps(error)} /> Male
        </label>
        <label>
          <input type="radio" value="female" {...field} {...invalidProps(error)} /> Female
        </label>
      </div>
    </fieldset>
  );
}

/**
 * Day, month and year selects in a fieldset (docs/product.md §5: birth date on registration, dates of birth
 * and death on the cat form). Labels are 'Day', 'Month', 'Year', or '{prefix} day' and so on.
 * `zeroBasedMonth`: January is 0 (the add-cat death date, docs/product.md §5).
 */
export function DateFields({
  legend,
  labelPrefix,
  fields,
  errors = {},
  zeroBasedMonth = false,
}: {
  legend: string;
  labelPrefix?: string;
  fields: { day: UseFormRegisterReturn; month: UseFormRegisterReturn; year: UseFormRegisterReturn };
  errors?: { day?: string; month?: string; year?: string };
  zeroBasedMonth?: boolean;
}) {
  const label = (part: string) => (labelPrefix ? `${labelPrefix} ${part.toLowerCase()}` : part);
  return (
    <fieldset className="fieldset">
      <legend>{legend}</legend>
      <div className="row row-3">
        <SelectField
          label={label('Day')}
          placeholder="Day"
          options={dayOptions}
          {...fields.day}
          error={errors.day}
        />
        <SelectField
          label={label('Month')}
          placeholder="Month"
          options={monthOptions(zeroBasedMonth)}
          {...fields.month}
          error={errors.month}
        />
        <SelectField
          label={label('Year')}
          placeholder="Year"
          options={yearOptions()}
          {...fields.year}
          error={errors.year}
        />
      </div>
    </fieldset>
  );
}

/** The country select of the register, settings and cat forms (GET /countries). */
export function CountryField({
  countries,
  field,
  error,
}: {
  countries: Country[];
  field: UseFormRegisterReturn;
  error?: string;
}) {
  return (
    <SelectField
      label="Country"
      placeholder={countries.length ? 'Select country' : 'Loading countries…'}
      options={countries.map((c) => ({ value: c.id, label: c.title }))}
      {...field}
      error={error}
    />
  );
}

/** A new password and its confirmation (docs/product.md §5 Register, Change password). */
export function NewPasswordFields({
  password,
  confirmation,
  errors = {},
}: {
  password: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  errors?: { password?: string; confirmation?: string };
}) {
  return (
    <>
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        {...password}
        error={errors.password}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        {...confirmation}
        error={errors.confirmation}
      />
    </>
  );
}
