import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBodySchema } from '@brillo/domain/api-error';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import type { Dependencies } from '../../dependencies.ts';
import { AppError } from '../../errors.ts';

const HealthSchema = z.object({ status: z.literal('ok') });
const ReadySchema = z.object({ status: z.literal('ready') });

export const healthRoutes: FastifyPluginAsyncZod<Pick<Dependencies, 'pingDatabase'>> = async (
  app,
  options,
) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['sistema'],
        summary: 'El proceso está vivo',
        response: { 200: HealthSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['sistema'],
        summary: 'La base de datos responde',
        response: { 200: ReadySchema, 503: ApiErrorBodySchema },
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
