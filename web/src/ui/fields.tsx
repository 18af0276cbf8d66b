/**
 * Labelled form controls: every input has a visible label (keyboard and screen-reader use,
 * e2e tests find them by label). `DateSelects` renders day/month/year selects (SPEC §5, §9).
 */
import { forwardRef, useId, type InputHTMLAttributes, type SelectHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { yearChoices } from '@catrep/model';

type InputProps = InputHTMLAttributes<HTMLInputElement> & { label: string };

export const TextField = forwardRef<HTMLInputElement, InputProps>(function TextField(
  { label, className, ...rest },
  ref,
) {
  const id = useId();
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      <input id={id} ref={ref} {...rest} />
    </div>
  );
});

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options: { value: string; label: string }[];
  placeholder?: string;
};

export const SelectField = forwardRef<HTMLSelectElement, SelectProps>(function SelectField(
  { label, options, placeholder, className, ...rest },
  ref,
) {
  const id = useId();
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      <select id={id} ref={ref} {...rest}>
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

/** Month options; `zeroBased` makes January '0' (the cat form's death month, SPEC §5). */
export const monthOptions = (zeroBased = false) =>
  MONTH_NAMES.map((name, i) => ({ value: String(zeroBased ? i : i + 1), label: name }));

/** Year options: this year back 100 years (SPEC §9). */
export const yearOptions = () => yearChoices().map((y) => ({ value: String(y), label: String(y) }));

/**
 * The Male/Female radios of the register and cat forms (SPEC §5: gender required), registered
 * with react-hook-form through `field` (the result of `register('gender')`).
 */
export function GenderField({ field }: { field: UseFormRegisterReturn }) {
  return (
    <fieldset className="fieldset">
      <legend>Gender</legend>
      <div className="radios">
        <label>
          <input type="radio" value="male" {...field} /> Male
        </label>
        <label>
          <input type="radio" value="female" {...field} /> Female
        </label>
      </div>
    </fieldset>
  );
}
