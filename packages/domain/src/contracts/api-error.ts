import { z } from 'zod';

/** The one error body every API route answers with: a stable code and a Spanish message. */
export const ApiErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Each invalid field (its path, e.g. `personalData.gender`) and its Spanish message. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;

/** The `error.code` values the account endpoints answer with, besides the generic ones. */
export const authErrorCodes = [
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_VERIFIED',
  'EMAIL_TAKEN',
  'EMAIL_ALREADY_VERIFIED',
  'INVALID_TOKEN',
  'TOO_MANY_REQUESTS',
  'CROSS_SITE_REQUEST',
  'ACCOUNT_SUSPENDED',
] as const;
export type AuthErrorCode = (typeof authErrorCodes)[number];
