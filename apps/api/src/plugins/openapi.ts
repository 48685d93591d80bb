import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const OPENAPI_PREFIX = '/api/docs';

/** The OpenAPI document is built from the route schemas; the UI is browsable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'API de Brillo',
        description: 'API del marketplace de limpieza de hogares Brillo.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: OPENAPI_PREFIX,
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
}
