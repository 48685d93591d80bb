import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readDevMailbox } from '@brillo/domain/contracts/dev-mailbox';
import type { Dependencies } from '../../dependencies.ts';
import { errorResponses } from '../../errors.ts';
import { route } from '../../plugins/endpoints.ts';
import { createDevMailboxService } from './service.ts';

/**
 * The development mailbox over HTTP, for the /dev/mailbox page and for tests. Registered only when
 * `config.devMailboxEnabled`; otherwise its path is an unknown API path (a JSON 404).
 */
export const devMailboxRoutes: FastifyPluginAsyncZod<Pick<Dependencies, 'db'>> = async (
  app,
  { db },
) => {
  const service = createDevMailboxService({ db });
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
      reply.header('cache-control', 'no-store');
      return service.read(request.query.to || undefined);
    },
  );
};
