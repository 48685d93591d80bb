import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkHealth, checkReady } from '@brillo/domain/contracts/health';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import type { Dependencies } from '../../dependencies.ts';
import { AppError, errorResponses } from '../../errors.ts';
import { route } from '../../plugins/endpoints.ts';

export const healthRoutes: FastifyPluginAsyncZod<Pick<Dependencies, 'pingDatabase'>> = async (
  app,
  options,
) => {
  route(
    app,
    checkHealth,
    {
      schema: {
        tags: ['sistema'],
        summary: 'El proceso está vivo',
        response: errorResponses(),
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  route(
    app,
    checkReady,
    {
      schema: {
        tags: ['sistema'],
        summary: 'La base de datos responde',
        response: errorResponses(503),
      },
    },
    async (request) => {
      try {
        await options.pingDatabase();
      } catch (error) {
        request.log.warn({ err: error }, 'database is not answering');
        throw new AppError(503, 'SERVICE_UNAVAILABLE', commonTexts.errors.unavailable);
      }
      return { status: 'ready' as const };
    },
  );
};
