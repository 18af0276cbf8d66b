/**
 * Zod building blocks that carry the spec's validation wording (docs/product.md §5).
 */
import { z } from './zod.js';
import { MAX_NAME_LENGTH, PASSWORD_MIN_LENGTH } from './codes.js';
import { validation } from './messages.js';
import { cleanLine, cleanMessage } from './text.js';
import { isRealDate } from './dates.js';

/** A required text cleaned by `clean`, trimmed, at most `max` characters (docs/product.md §5 wording). */
const required = (label: string, max: number, clean: (text: string) => string) =>
  z
    .string({ error: validation.required(label) })
    .overwrite(clean)
    .trim()
    .min(1, { error: validation.required(label) })
    .max(max, { error: validation.maxLength(label, max) });

/**
 * A required, trimmed line of display text: '{label} is required', capped at `max` characters.
 * Stored as `cleanLine` makes it (NFC, no invisible characters, one space between words), so a
 * name of only invisible characters is as missing as an empty one.
 */
export const requiredText = (label: string, max = MAX_NAME_LENGTH) => required(label, max, cleanLine);

/**
 * A required, trimmed multi-line text (a post, a comment, a message): as requiredText, with its
 * line breaks kept (`cleanMessage`).
 */
export const requiredMessage = (label: string, max: number) => required(label, max, cleanMessage);

/** A multi-line text that may be empty (a photo post's message): as requiredMessage, '' when left out. */
export const optionalMessage = (label: string, max: number) =>
  z
    .string({ error: validation.maxLength(label, max) })
    .overwrite(cleanMessage)
    .trim()
    .max(max, { error: validation.maxLength(label, max) })
    .optional()
    .default('');

/** A trimmed line of display text that may be empty (cleaned as requiredText), at most `max` characters. */
export const textLine = (label: string, max = MAX_NAME_LENGTH) =>
  z
    .string({ error: validation.maxLength(label, max) })
    .overwrite(cleanLine)
    .trim()
    .max(max, { error: validation.maxLength(label, max) });

/** An optional trimmed line of display text (cleaned as requiredText); left out becomes ''. */
export const optionalText = (label: string, max = MAX_NAME_LENGTH) =>
  textLine(label, max).optional().default('');

/**
 * Accepts the spec's JSON-text `content` or an object, and checks it with `schema`. Anything else
 * (missing, not JSON, not an object) counts as empty content, so the answer is the spec's
 * '… message is required'. One preprocess step, so the API's OpenAPI document shows `schema`
 * (README "How the pieces fit", the API document).
 */
export const jsonObject = <T extends z.ZodType>(schema: T) =>
  z
    .preprocess((v) => {
      let value = v;
      if (typeof v === 'string') {
        try {
          value = JSON.parse(v);
        } catch {
          value = null;
        }
      }
      return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {};
    }, schema)
    .meta({ description: 'An object, or the same object as JSON text (docs/product.md §3).' });

/** 'Email is required' / 'Email should be a valid email address'. */
export const email = z
  .string({ error: validation.required('Email') })
  .trim()
  .min(1, { error: validation.required('Email') })
  .max(254, { error: validation.email })
  .pipe(z.email({ error: validation.email }));

/** 'Password is required' / 'Password must be at least 3 characters'. */
export const password = z
  .string({ error: validation.required('Password') })
  .min(1, { error: validation.required('Password') })
  .min(PASSWORD_MIN_LENGTH, { error: validation.minLength('Password', PASSWORD_MIN_LENGTH) })
  .max(128, { error: validation.maxLength('Password', 128) });

/** A country reference `{ id }` (ISO 3166-1 alpha-2), 'Country is required'. */
export const countryRef = z.object(
  { id: z.string({ error: validation.country }).regex(/^[A-Z]{2}$/, { error: validation.country }) },
  { error: validation.country },
);

/** An ISO calendar date 'YYYY-MM-DD' that exists. */
export const isoDate = (label: string) =>
  z
    .string({ error: validation.required(label) })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: validation.required(label) })
    .refine((s) => isRealDate(s), { error: validation.required(label) });
