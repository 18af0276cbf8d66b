/** The contact form (SPEC §2 /contact, §5 Contact): Name, Email, Subject, Message. Presentational. */
import { contactRequest } from '@catrep/model';
import type { z } from 'zod';
import { ErrorList, formErrorMessages } from '@/ui/ErrorList';
import { TextAreaField, TextField } from '@/ui/fields';
import { useZodForm } from '@/ui/useZodForm';

export type ContactValues = z.output<typeof contactRequest>;

export function ContactForm({
  onSubmit,
  pending,
}: {
  onSubmit: (v: ContactValues) => Promise<void> | void;
  pending?: boolean;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(contactRequest, { defaultValues: { name: '', email: '', subject: '', message: '' } });
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
