import { z } from 'zod';
import { authTexts } from '../texts/auth.es-CL.ts';
import { PasswordSchema } from './account-fields.ts';
import { endpoint } from './definition.ts';
import { AccountEmailSchema } from './sign-in.ts';

/** "¿Olvidaste tu contraseña?": the account's email, to send the reset link to. */
export const ForgotPasswordSchema = z.object({ email: AccountEmailSchema });

export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

/** The new password (8 to 128 characters, PD-6), typed twice to catch a slip. */
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

/*
 * The bodies and answers of the two endpoints (docs/authentication.md). The forms above keep their
 * own shape; these are what reaches the server, checked again there with the same field rules.
 */

/**
 * `POST /api/auth/request-password-reset`. `redirectTo` is accepted for clients that send it; the
 * emailed link always opens `/reset-password?token=…` on Brillo's own address.
 */
export const PasswordResetRequestSchema = ForgotPasswordSchema.extend({
  redirectTo: z.string().max(2048).optional(),
});

export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;

/**
 * Its answer, the same whether or not the email has an account (better-auth's English `message`
 * is left out).
 */
export const ResetLinkSentSchema = z.object({ status: z.literal(true) });

export type ResetLinkSent = z.infer<typeof ResetLinkSentSchema>;

/** `POST /api/auth/reset-password`: the new password and the token from the emailed link. */
export const NewPasswordSchema = z.object({
  newPassword: PasswordSchema,
  token: z
    .string({ error: authTexts.errors.invalidToken })
    .min(1, { error: authTexts.errors.invalidToken })
    .max(512, { error: authTexts.errors.invalidToken }),
});

export type NewPassword = z.infer<typeof NewPasswordSchema>;

/** Its answer once the password is changed and every session of the account has ended. */
export const PasswordChangedSchema = z.object({ status: z.literal(true) });

export type PasswordChanged = z.infer<typeof PasswordChangedSchema>;

/** Mails a link to choose a new password; the same answer whether or not the account exists. */
export const requestPasswordReset = endpoint({
  method: 'POST',
  path: '/api/auth/request-password-reset',
  body: PasswordResetRequestSchema,
  answers: { 200: ResetLinkSentSchema },
});

/** Stores the new password and ends every session of the account. */
export const resetPassword = endpoint({
  method: 'POST',
  path: '/api/auth/reset-password',
  body: NewPasswordSchema,
  answers: { 200: PasswordChangedSchema },
});
