/**
 * The development mailbox's table: the app gives the mailbox mailer `storeDevMail` to keep each
 * message in it (adapters/mailer/dev-mailbox-mailer.ts), and the dev-mailbox module lists it.
 */
import { desc, eq } from 'drizzle-orm';
import type { Database } from './client.ts';
import { devMail } from './schema.ts';

/** A message as the mailbox keeps it (the mailer's `MailMessage` fits). */
export interface DevMailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface StoredMail {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  createdAt: Date;
}

/**
 * Addresses are kept trimmed and in lower case, so that a case-insensitive search is a plain
 * equality that the (to_address, created_at) index answers.
 */
export function normalizeAddress(address: string): string {
  return address.trim().toLowerCase();
}

/** The columns a stored message is read back with. */
export const devMailColumns = {
  id: devMail.id,
  to: devMail.toAddress,
  subject: devMail.subject,
  html: devMail.html,
  text: devMail.text,
  createdAt: devMail.createdAt,
};

export async function storeDevMail(db: Database, message: DevMailMessage): Promise<StoredMail> {
  const [stored] = await db
    .insert(devMail)
    .values({
      toAddress: normalizeAddress(message.to),
      subject: message.subject,
      html: message.html,
      text: message.text,
    })
    .returning(devMailColumns);
  if (!stored) throw new Error('storeDevMail: the insert returned no row');
  return stored;
}

export interface ListDevMailOptions {
  /** Only this recipient's messages, whatever the case it is written in. */
  to?: string;
  limit: number;
}

/** The newest messages first, all recipients or one. */
export function listDevMail(
  db: Database,
  { to, limit }: ListDevMailOptions,
): Promise<StoredMail[]> {
  return db
    .select(devMailColumns)
    .from(devMail)
    .where(to === undefined ? undefined : eq(devMail.toAddress, normalizeAddress(to)))
    .orderBy(desc(devMail.createdAt), desc(devMail.id))
    .limit(limit);
}
