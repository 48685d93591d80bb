import type { Database } from '../src/db/client.ts';
import { devMail } from '../src/db/schema.ts';

export interface DevMailRow {
  to: string;
  subject: string;
  createdAt: Date;
}

/**
 * Puts messages in the development mailbox with chosen times. PGlite's clock has millisecond
 * resolution, so messages sent one after another can share a timestamp; tests of the order use
 * this instead.
 */
export async function insertDevMail(db: Database, rows: DevMailRow[]): Promise<void> {
  await db.insert(devMail).values(
    rows.map((row) => ({
      toAddress: row.to,
      subject: row.subject,
      html: `<p>${row.subject}</p>`,
      text: row.subject,
      createdAt: row.createdAt,
    })),
  );
}
