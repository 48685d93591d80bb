import { z } from 'zod';
import { accountRoles } from '../enums.ts';

/**
 * The personal data a session carries (spec §3): the address for both roles, plus the parts each
 * role's registration adds. Every part is optional because a profile may not have it yet.
 */
export const SessionPersonalDataSchema = z.object({
  address: z.string().nullable(),
  addressExtra: z.string().nullable(),
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  comuna: z.string().nullable(),
});

/** The user metadata of spec §3 "Session": who is signed in and with which role (`rol`). */
export const SessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.email(),
  phone: z.string().nullable(),
  rol: z.enum(accountRoles),
  personalData: SessionPersonalDataSchema.nullable(),
});

/**
 * What `GET /api/session` answers for a signed-in caller. `accessToken` is present only for a
 * caller that authenticated with `Authorization: Bearer`; the web app's cookie is never exposed.
 */
export const SessionSchema = z.object({
  userId: z.string(),
  accessToken: z.string().optional(),
  /** When this session was opened, i.e. the last sign-in (ISO 8601). */
  lastSignInAt: z.iso.datetime({ offset: true }),
  /** When the account was created (ISO 8601). */
  createdAt: z.iso.datetime({ offset: true }),
  user: SessionUserSchema,
});

export type SessionPersonalData = z.infer<typeof SessionPersonalDataSchema>;
export type SessionUser = z.infer<typeof SessionUserSchema>;
export type Session = z.infer<typeof SessionSchema>;

/** The non-secret display profile the web app keeps in local storage (PD-5). */
export const DisplayProfileSchema = SessionUserSchema.pick({ name: true, email: true, rol: true });
export type DisplayProfile = z.infer<typeof DisplayProfileSchema>;

/** What `POST /api/auth/sign-out` answers once the session has ended. */
export const SignedOutSchema = z.object({ success: z.literal(true) });
export type SignedOut = z.infer<typeof SignedOutSchema>;
