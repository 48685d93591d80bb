import { z } from 'zod';
import { authTexts } from '../texts/auth.es-CL.ts';
import { PasswordSchema } from './account-fields.ts';
import { ForgotPasswordSchema } from './password-reset.ts';
import { AccountEmailSchema } from './sign-in.ts';

/*
 * The bodies the API's /api/auth/* endpoints accept (docs/authentication.md). The forms keep their
 * own schemas (sign-in.ts, password-reset.ts, the registration steps); these are what reaches the
 * server, validated again there with the same field rules and messages.
 */

/** "Reenviar correo de confirmación": the address the account was created with. */
export const ResendConfirmationSchema = z.object({ email: AccountEmailSchema });

/**
 * "¿Olvidaste tu contraseña?". `redirectTo` is accepted for clients that send it; the emailed link
 * always opens `/reset-password?token=…` on Brillo's own address.
 */
export const PasswordResetRequestSchema = ForgotPasswordSchema.extend({
  redirectTo: z.string().max(2048).optional(),
});

/** The new password and the token from the emailed link. */
export const NewPasswordSchema = z.object({
  newPassword: PasswordSchema,
  token: z
    .string({ error: authTexts.errors.invalidToken })
    .min(1, { error: authTexts.errors.invalidToken })
    .max(512, { error: authTexts.errors.invalidToken }),
});

/**
 * Where the confirmation link lands: `/signin?verified=1` when the address is confirmed, or
 * `/signin?verification=<one of these>` when the link cannot be used.
 */
export const verificationFailures = ['invalid', 'expired'] as const;
export type VerificationFailure = (typeof verificationFailures)[number];

/** The `error.code` values the /api/auth/* endpoints answer with, besides the generic ones. */
export const authErrorCodes = [
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_VERIFIED',
  'EMAIL_TAKEN',
  'EMAIL_ALREADY_VERIFIED',
  'INVALID_TOKEN',
  'TOO_MANY_REQUESTS',
  'CROSS_SITE_REQUEST',
] as const;
export type AuthErrorCode = (typeof authErrorCodes)[number];

export type ResendConfirmation = z.infer<typeof ResendConfirmationSchema>;
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;
export type NewPassword = z.infer<typeof NewPasswordSchema>;
