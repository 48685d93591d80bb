import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../session.ts';
import { validationTexts } from '../texts/validation.es-CL.ts';
import { EmailSchema } from './account-fields.ts';

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
