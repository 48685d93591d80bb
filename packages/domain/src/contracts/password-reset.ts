import { z } from 'zod';
import { authTexts } from '../texts/auth.es-CL.ts';
import { PasswordSchema } from './account-fields.ts';
import { AccountEmailSchema } from './sign-in.ts';

/** "¿Olvidaste tu contraseña?": the account's email, to send the reset link to. */
export const ForgotPasswordSchema = z.object({ email: AccountEmailSchema });

export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

/** The new password (8 to 128 characters, decision 6), typed twice to catch a slip. */
export const ResetPasswordSchema = z
  .object({
    newPassword: PasswordSchema,
    confirmPassword: z
      .string({ error: authTexts.passwordReset.confirmPasswordRequired })
      .min(1, { error: authTexts.passwordReset.confirmPasswordRequired, abort: true }),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    error: authTexts.passwordReset.passwordsDoNotMatch,
  });

export type ResetPassword = z.infer<typeof ResetPasswordSchema>;
