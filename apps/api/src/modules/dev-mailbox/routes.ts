import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEV_MAILBOX_LIMIT, readDevMailbox } from '@brillo/domain/contracts/dev-mailbox';
import type { Dependencies } from '../../dependencies.ts';
import { listDevMail } from '../../adapters/mailer/dev-mail-store.ts';
import { errorResponses } from '../../errors.ts';
import { route } from '../../plugins/endpoints.ts';

/**
 * The development mailbox over HTTP, for the /dev/mailbox page and for tests. Registered only when
 * `config.devMailboxEnabled`; otherwise its path is an unknown API path (a JSON 404).
 */
export const devMailboxRoutes: FastifyPluginAsyncZod<Pick<Dependencies, 'db'>> = async (
  app,
  { db },
) => {
  route(
    app,
    readDevMailbox,
    {
      schema: {
        tags: ['desarrollo'],
        summary: 'Correos guardados por el buzón de desarrollo, del más reciente al más antiguo',
        response: errorResponses(400),
      },
    },
    async (request, reply) => {
      const to = request.query.to || undefined;
      const messages = await listDevMail(db, { to, limit: DEV_MAILBOX_LIMIT });
      reply.header('cache-control', 'no-store');
      return {
        messages: messages.map((message) => ({
          ...message,
          createdAt: message.createdAt.toISOString(),
        })),
      };
    },
  );
};
