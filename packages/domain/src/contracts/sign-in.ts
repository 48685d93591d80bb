import { z } from 'zod';
import { userRoles } from '../enums.ts';
import { validationTexts } from '../texts/validation.es-CL.ts';
import { EmailSchema, PASSWORD_MAX_LENGTH } from './account-fields.ts';

/**
 * An email typed to find an existing account. Phones' keyboards add a trailing space after an
 * autocompleted address, so the edges are trimmed before the shape is checked.
 */
export const AccountEmailSchema = z
  .string({ error: validationTexts.emailRequired })
  .trim()
  .pipe(EmailSchema);

/**
 * The sign-in form (spec §2): both fields required. The password's length rules are not repeated
 * here: a wrong password of any length gets the same answer from the server.
 */
export const SignInSchema = z.object({
  email: AccountEmailSchema,
  password: z
    .string({ error: validationTexts.passwordRequired })
    .min(1, { error: validationTexts.passwordRequired, abort: true })
    .max(PASSWORD_MAX_LENGTH, {
      error: validationTexts.passwordTooLong(PASSWORD_MAX_LENGTH),
    }),
});

export type SignIn = z.infer<typeof SignInSchema>;

/**
 * What `POST /api/auth/sign-in/email` answers (better-auth's own shape) beside the session cookie.
 * `token` is for API clients that send `Authorization: Bearer`; the web app never keeps it.
 * Fields better-auth may add are left out of the answer.
 */
export const SignedInSchema = z.object({
  redirect: z.literal(false),
  token: z.string(),
  user: z.object({
    id: z.string(),
    name: z.string(),
    email: z.email(),
    emailVerified: z.boolean(),
    phone: z.string().nullable(),
    role: z.enum(userRoles),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
  }),
});

export type SignedIn = z.infer<typeof SignedInSchema>;
