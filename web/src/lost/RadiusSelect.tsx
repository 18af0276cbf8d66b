/**
 * How far, in kilometres (docs/product.md §10): the alert's radius when reporting a cat lost, the
 * distance "Lost cats near you" looks within. A labelled select of `choices`.
 */
import { useId } from 'react';

export function RadiusSelect({
  label,
  value,
  choices,
  onChange,
  className = 'field',
}: {
  label: string;
  value: number;
  choices: readonly number[];
  onChange: (km: number) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {choices.map((km) => (
          <option key={km} value={km}>
            {km} km
          </option>
        ))}
      </select>
    </div>
  );
}
