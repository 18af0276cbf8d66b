/**
 * The validation errors of a form, only the first three (docs/product.md §5, MAX_SHOWN_ERRORS).
 * `formErrorMessages` flattens react-hook-form errors in field order.
 */
import { MAX_SHOWN_ERRORS } from '@catrep/model';
import type { FieldErrors, FieldValues } from 'react-hook-form';

export function ErrorList({ messages }: { messages: string[] }) {
  const shown = [...new Set(messages)].slice(0, MAX_SHOWN_ERRORS);
  if (shown.length === 0) return null;
  return (
    <ul className="error-list" role="alert">
      {shown.map((m) => (
        <li key={m}>{m}</li>
      ))}
    </ul>
  );
}

/** Messages of react-hook-form errors, in the order the resolver reported them. */
export function formErrorMessages<T extends FieldValues>(errors: FieldErrors<T>): string[] {
  const out: string[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const message = (node as { message?: unknown }).message;
    if (typeof message === 'string' && message) {
      out.push(message);
      return;
    }
    for (const [key, value] of Object.entries(node)) if (key !== 'ref') walk(value);
  };
  walk(errors);
  return out;
}
