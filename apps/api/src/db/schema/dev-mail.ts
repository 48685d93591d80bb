import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './sql-helpers.ts';

/** The development mailbox: mail kept instead of sent when no SMTP server is configured. */
export const devMail = pgTable(
  'dev_mail',
  {
    id: idColumn(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    createdAt: createdAtColumn(),
  },
  // One person's inbox, newest first.
  (table) => [index('dev_mail_to_created_idx').on(table.toAddress, table.createdAt)],
);
