/**
 * `useZodForm(schema, options)`: react-hook-form validated by one of the model's zod schemas
 * (docs/product.md §5 wording comes from the schema). Fields are typed as the schema's input, the submitted
 * values as its output.
 */
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

export function useZodForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'> = {},
) {
  return useForm<Input, unknown, Output>({ ...options, resolver: zodResolver(schema) });
}
