/**
 * CatRep account schemas (docs/product.md §3 User, §5 Register/Login/Forgot/Change password/Settings/Contact,
 * §7 Users). `…Form` schemas validate what a person types; `…Request` schemas are the REST bodies.
 */
import { z } from './zod.js';
import { MAX_MESSAGE_LENGTH, MAX_TEXT_LENGTH, MINIMUM_AGE, YEARS_BACK } from './codes.js';
import { validation } from './messages.js';
import {
  countryRef,
  email,
  isoDate,
  optionalText,
  password,
  requiredMessage,
  requiredText,
} from './fields.js';
import { toIsoDate } from './dates.js';

export const loginRequest = z.object({
  email,
  password: z
    .string({ error: validation.required('Password') })
    .min(1, { error: validation.required('Password') })
    .max(128, { error: validation.maxLength('Password', 128) }),
});
export type LoginRequest = z.infer<typeof loginRequest>;
export const loginForm = loginRequest;

/** True when someone born on `birthdate` is at least 13 and at most 100 years old today. */
export function isAllowedBirthdate(birthdate: string, now = new Date()): boolean {
  const [y, m, d] = birthdate.split('-').map(Number);
  const thirteenth = new Date(Date.UTC(y + MINIMUM_AGE, m - 1, d));
  return y >= now.getFullYear() - YEARS_BACK && thirteenth.getTime() <= now.getTime();
}

export const ageMessage = `You must be at least ${MINIMUM_AGE} years old to join`;

export const registerRequest = z
  .object({
    firstname: requiredText('First name'),
    lastname: optionalText('Last name'),
    email,
    password,
    birthdate: isoDate('Birth date').refine((s) => isAllowedBirthdate(s), { error: ageMessage }),
    gender: z.boolean({ error: validation.gender }),
    country: countryRef,
    city: optionalText('City'),
  })
  .strict();
export type RegisterRequest = z.infer<typeof registerRequest>;

const selectNumber = (label: string, message = validation.required(label)) =>
  z.string({ error: message }).min(1, { error: message }).regex(/^\d+$/, { error: message });

/** The register tab (docs/product.md §5 Register). */
export const registerForm = z
  .object({
    firstname: requiredText('First name'),
    lastname: optionalText('Last name'),
    email,
    password,
    confirmation: z
      .string({ error: validation.required('Confirm password') })
      .min(1, { error: validation.required('Confirm password') }),
    day: selectNumber('Day'),
    month: selectNumber('Month'),
    year: selectNumber('Year'),
    country: z.string({ error: validation.country }).min(1, { error: validation.country }),
    city: optionalText('City'),
    gender: z.enum(['male', 'female'], { error: validation.gender }),
    agreement: z.literal(true, { error: validation.required('Terms and Conditions') }),
  })
  .superRefine((v, ctx) => {
    if (v.confirmation && v.password !== v.confirmation) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmation'],
        message: validation.match('Confirm password', 'Password'),
      });
    }
    if (v.day && v.month && v.year) {
      const iso = toIsoDate(Number(v.year), Number(v.month), Number(v.day));
      if (!isAllowedBirthdate(iso)) ctx.addIssue({ code: 'custom', path: ['year'], message: ageMessage });
    }
  });
export type RegisterForm = z.input<typeof registerForm>;

/** Turns the register form into the `POST /users` body. */
export function registerFormToRequest(v: z.output<typeof registerForm>): RegisterRequest {
  return {
    firstname: v.firstname,
    lastname: v.lastname,
    email: v.email,
    password: v.password,
    birthdate: toIsoDate(Number(v.year), Number(v.month), Number(v.day)),
    gender: v.gender === 'male',
    country: { id: v.country },
    city: v.city,
  };
}

export const forgotPasswordRequest = z.object({ email });

/**
 * The CatRep's current password, asked again where a session alone is not proof enough: changing
 * the password in the profile, deleting the account (README "Security").
 */
export const currentPassword = z
  .string({ error: validation.required('Current password') })
  .min(1, { error: validation.required('Current password') })
  .max(128, { error: validation.maxLength('Current password', 128) });

const confirmation = z
  .string({ error: validation.required('Confirm password') })
  .min(1, { error: validation.required('Confirm password') });
const confirmed = {
  check: (v: { password: string; confirmation: string }) => v.password === v.confirmation,
  params: { path: ['confirmation'], message: validation.match('Confirm password', 'Password') },
};

/** Change password form of the token page (/welcome?token=): password min 3, confirmation matches. */
export const changePasswordForm = z
  .object({ password, confirmation })
  .refine(confirmed.check, confirmed.params);

/** Change Password in the profile: the current password too, then the new one and its confirmation. */
export const changeOwnPasswordForm = z
  .object({ currentPassword, password, confirmation })
  .refine(confirmed.check, confirmed.params);

export const changePasswordRequest = z.object({
  passwordToken: z
    .string({ error: validation.required('Password token') })
    .min(1)
    .max(2048),
  password,
});

export const validateRequest = z.object({
  statusToken: z
    .string({ error: validation.required('Status token') })
    .min(1, { error: validation.required('Status token') })
    .max(2048),
});

/** CatRep Settings (docs/product.md §5 Settings): first and last name required. */
export const settingsForm = z.object({
  firstname: requiredText('First name'),
  lastname: requiredText('Last name'),
  country: z.string({ error: validation.country }).min(1, { error: validation.country }),
  city: optionalText('City'),
});

export const settingsRequest = z
  .object({
    firstname: requiredText('First name'),
    lastname: requiredText('Last name'),
    country: countryRef,
    city: optionalText('City'),
  })
  .strict();
export type SettingsRequest = z.infer<typeof settingsRequest>;

/**
 * `PUT /users/{id}` with the password (docs/product.md §7) and, beyond the original contract, the
 * current password as proof (README "Security"); any other body is a settings body.
 */
export const passwordOnlyRequest = z.object({ password, currentPassword }).strict();

export const contactRequest = z.object({
  name: requiredText('Name'),
  email,
  subject: requiredText('Subject', MAX_TEXT_LENGTH),
  message: requiredMessage('Message', MAX_MESSAGE_LENGTH),
});
