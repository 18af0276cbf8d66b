/**
 * The contact form (docs/product.md §2 /contact, §5 Contact): Name, Email, Subject, Message. Presentational;
 * `defaults` fills in Name and Email (the signed-in CatRep's).
 */
import { contactRequest } from '@catrep/model';
import type { z } from 'zod';
import { ErrorList, formErrorMessages } from '@/ui/ErrorList';
import { TextAreaField, TextField } from '@/ui/fields';
import { useZodForm } from '@/ui/useZodForm';

export type ContactValues = z.output<typeof contactRequest>;

/** Who writes: what Name and Email start with. */
export interface ContactSender {
  name: string;
  email: string;
}

export function ContactForm({
  onSubmit,
  pending,
  defaults,
}: {
  onSubmit: (v: ContactValues) => Promise<void> | void;
  pending?: boolean;
  defaults?: ContactSender;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(contactRequest, {
    defaultValues: { name: defaults?.name ?? '', email: defaults?.email ?? '', subject: '', message: '' },
  });
  return (
    <form className="form" noValidate aria-label="Contact" onSubmit={handleSubmit((v) => onSubmit(v))}>
      <TextField label="Name" autoComplete="name" {...register('name')} />
      <TextField label="Email" type="email" autoComplete="email" {...register('email')} />
      <TextField label="Subject" {...register('subject')} />
      <TextAreaField label="Message" rows={6} {...register('message')} />
      <ErrorList messages={formErrorMessages(errors)} />
      <button type="submit" className="button primary" disabled={pending}>
        Send
      </button>
    </form>
  );
}
