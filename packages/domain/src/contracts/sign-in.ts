import { z } from 'zod';
import { accountRoles } from '../enums.ts';
import { validationTexts } from '../texts/validation.es-CL.ts';
import { EmailSchema, PASSWORD_MAX_LENGTH } from './account-fields.ts';
import { endpoint } from './definition.ts';

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
 * How the session reaches the client (docs/authentication.md): `cookie`, the default and what the
 * web app uses, sets the `HttpOnly` session cookie and never shows the token; `bearer`, for API
 * clients, answers the token in the body and sets no cookie.
 */
export const sessionTransports = ['cookie', 'bearer'] as const;
export type SessionTransport = (typeof sessionTransports)[number];

/** The request header that chooses it; without it a sign-in is a cookie sign-in. */
export const SESSION_TRANSPORT_HEADER = 'x-session-transport';

/**
 * The sign-in's request headers: only `x-session-transport` is checked; every other header passes
 * through untouched (the route forwards them).
 */
export const SignInHeadersSchema = z.looseObject({
  [SESSION_TRANSPORT_HEADER]: z
    .enum(sessionTransports)
    .optional()
    .describe(
      'bearer: la respuesta trae el token de sesión (para Authorization: Bearer) y no se crea ' +
        'cookie. Sin este encabezado, o con cookie, la sesión queda solo en la cookie HttpOnly.',
    ),
});

/** The signed-in user, as better-auth names its fields (`role`, not `rol`). */
const SignedInUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.email(),
  emailVerified: z.boolean(),
  phone: z.string().nullable(),
  role: z.enum(accountRoles),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});

/**
 * What a cookie sign-in answers (the web app's), beside the `HttpOnly` session cookie: the user,
 * and no token anywhere, neither in the body nor in a header JavaScript could read.
 */
export const SignedInSchema = z
  .object({ redirect: z.literal(false), user: SignedInUserSchema })
  .describe('Inicio de sesión con cookie: la sesión va solo en la cookie HttpOnly.');

export type SignedIn = z.infer<typeof SignedInSchema>;

/**
 * What a bearer sign-in (`x-session-transport: bearer`) answers: the same, plus the session token
 * to send as `Authorization: Bearer <token>`. No cookie is set.
 */
export const SignedInWithTokenSchema = z
  .object({
    redirect: z.literal(false),
    token: z.string().describe('El token de sesión, para Authorization: Bearer <token>.'),
    user: SignedInUserSchema,
  })
  .describe('Inicio de sesión con x-session-transport: bearer: el token va en la respuesta.');

export type SignedInWithToken = z.infer<typeof SignedInWithTokenSchema>;

/**
 * What a sign-in answers for an account with an authenticator (operators, PD-36): no session yet,
 * a short-lived cookie that names the pending sign-in, and the code to ask for next
 * (`POST /api/auth/two-factor/verify-totp`, or a recovery code). ADR-078.
 */
export const TwoFactorRequiredSchema = z
  .object({ twoFactorRedirect: z.literal(true), twoFactorMethods: z.array(z.string()) })
  .describe('La cuenta usa una app de autenticación: falta el código de 6 dígitos.');

export type TwoFactorRequired = z.infer<typeof TwoFactorRequiredSchema>;

/**
 * Any answer of `POST /api/auth/sign-in/email`, as the route declares it. Fields better-auth
 * adds are left out of each.
 */
export const SignInAnswerSchema = z.union([
  SignedInWithTokenSchema,
  SignedInSchema,
  TwoFactorRequiredSchema,
]);

/** Signs in with email and password: a cookie by default, a token for bearer clients. */
export const signIn = endpoint({
  method: 'POST',
  path: '/api/auth/sign-in/email',
  body: SignInSchema,
  answers: { 200: SignInAnswerSchema },
});
