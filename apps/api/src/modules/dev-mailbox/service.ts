import { DEV_MAILBOX_LIMIT, type DevMailbox } from '@brillo/domain/contracts/dev-mailbox';
import type { Database } from '../../db/client.ts';
import { listDevMail } from '../../db/dev-mail.ts';

/** The development mailbox's reads: the newest messages, of everyone or of one recipient. */
export function createDevMailboxService({ db }: { db: Database }) {
  return {
    async read(to: string | undefined): Promise<DevMailbox> {
      const messages = await listDevMail(db, { to, limit: DEV_MAILBOX_LIMIT });
      return {
        messages: messages.map((message) => ({
          ...message,
          createdAt: message.createdAt.toISOString(),
        })),
      };
    },
  };
}
