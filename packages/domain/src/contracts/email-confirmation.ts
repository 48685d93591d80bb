import { z } from 'zod';
import { endpoint } from './definition.ts';
import { AccountEmailSchema } from './sign-in.ts';

/** "Reenviar correo de confirmación" (`POST /api/auth/send-verification-email`): the address. */
export const ResendConfirmationSchema = z.object({ email: AccountEmailSchema });

export type ResendConfirmation = z.infer<typeof ResendConfirmationSchema>;

/** Its answer, the same whether or not the address has an unconfirmed account. */
export const ConfirmationEmailSentSchema = z.object({ status: z.literal(true) });

export type ConfirmationEmailSent = z.infer<typeof ConfirmationEmailSentSchema>;

/**
 * Where the confirmation link (`GET /api/auth/verify-email`) lands: `/signin?verified=1` when the
 * address is confirmed, or `/signin?verification=<one of these>` when the link cannot be used.
 */
export const verificationFailures = ['invalid', 'expired'] as const;
export type VerificationFailure = (typeof verificationFailures)[number];

/**
 * The link itself (`GET /api/auth/verify-email`). A `callbackURL` sent by a client is accepted
 * and ignored: every link lands on Brillo's own `/signin`.
 */
export const VerifyEmailQuerySchema = z.object({
  token: z.string().max(4096).optional(),
  callbackURL: z.string().optional(),
});

/** Its answer: a redirect with no body. */
export const VerificationRedirectSchema = z
  .null()
  .describe('Redirige a /signin?verified=1, o a /signin?verification=invalid|expired');

/** Sends the confirmation email again to the address in the body. */
export const resendConfirmation = endpoint({
  method: 'POST',
  path: '/api/auth/send-verification-email',
  body: ResendConfirmationSchema,
  answers: { 200: ConfirmationEmailSentSchema },
});

/** The emailed link: confirms the address and redirects to `/signin`. */
export const verifyEmail = endpoint({
  method: 'GET',
  path: '/api/auth/verify-email',
  querystring: VerifyEmailQuerySchema,
  answers: { 302: VerificationRedirectSchema },
});
