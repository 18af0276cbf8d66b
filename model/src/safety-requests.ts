/**
 * The request schemas of trust and safety (README "Trust and safety"), apart from safety.ts so
 * that screens needing only its constants and messages do not load zod.
 */
import { z } from './zod.js';
import { optionalText } from './fields.js';
import { MAX_REPORT_TEXT, MODERATION_ACTIONS, REPORT_REASONS, reportedItem } from './safety.js';

/** `POST /reports` body. */
export const reportRequest = z
  .object({
    item: z
      .string({ error: 'Please say what you report' })
      .refine((s) => reportedItem(s) !== null, { error: 'This cannot be reported' }),
    reason: z.enum(REPORT_REASONS, { error: 'Please choose a reason' }),
    text: optionalText('Your words', MAX_REPORT_TEXT),
  })
  .strict();
export type ReportRequest = z.output<typeof reportRequest>;

/** `PUT /reports/{id}` body: a moderator's decision and a note for the log. */
export const moderationRequest = z
  .object({
    action: z.enum(MODERATION_ACTIONS, { error: 'Please choose dismiss, remove or suspend' }),
    note: optionalText('Note', MAX_REPORT_TEXT),
  })
  .strict();

/** `PUT /users/{id}/suspension` body: lifting a suspension. */
export const suspensionRequest = z
  .object({ suspended: z.literal(false, { error: 'suspended must be false' }) })
  .strict();
