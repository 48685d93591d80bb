import { z } from 'zod';
import { endpoint } from './definition.ts';

/** The most messages `GET /api/dev/mailbox` answers with, newest first. */
export const DEV_MAILBOX_LIMIT = 50;

/** `GET /api/dev/mailbox?to=`: an optional recipient, matched without regard to case. */
export const DevMailboxQuerySchema = z.object({
  to: z.string().trim().max(320).optional(),
});

/** One message kept by the development mailbox instead of being sent. */
export const DevMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  /** When Brillo would have sent it (ISO 8601). */
  createdAt: z.iso.datetime({ offset: true }),
});

/** What `GET /api/dev/mailbox` answers: the newest messages first. */
export const DevMailboxSchema = z.object({
  messages: z.array(DevMailSchema),
});

export type DevMailboxQuery = z.infer<typeof DevMailboxQuerySchema>;
export type DevMail = z.infer<typeof DevMailSchema>;
export type DevMailbox = z.infer<typeof DevMailboxSchema>;

/** The development mailbox's newest messages; one recipient's with `to`. */
export const readDevMailbox = endpoint({
  method: 'GET',
  path: '/api/dev/mailbox',
  querystring: DevMailboxQuerySchema,
  answers: { 200: DevMailboxSchema },
});
