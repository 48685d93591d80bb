import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withSchemas } from '@brillo/domain/contracts/endpoint';
import { readPublicConfig } from '@brillo/domain/contracts/light-endpoints';
import { PublicConfigSchema } from '@brillo/domain/contracts/public-config';
import type { Dependencies } from '../../dependencies.ts';
import { errorResponses } from '../../errors.ts';
import { route } from '../../plugins/endpoints.ts';

/** The settings the web app shows: the external home link and the footer's contact data. */
export const publicConfigRoutes: FastifyPluginAsyncZod<Pick<Dependencies, 'config'>> = async (
  app,
  { config },
) => {
  const body = PublicConfigSchema.parse({
    homeUrl: config.PUBLIC_HOME_URL,
    city: config.CONTACT_CITY,
    contactEmail: config.CONTACT_EMAIL,
    contactPhone: config.CONTACT_PHONE,
    timeZone: config.TIME_ZONE,
  });
  route(
    app,
    await withSchemas(readPublicConfig),
    {
      schema: {
        tags: ['sistema'],
        summary: 'Configuración pública para la aplicación web',
        response: errorResponses(),
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return body;
    },
  );
};
