import swagger, { type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBodySchema } from '@brillo/domain/contracts/api-error';

export const OPENAPI_PREFIX = '/api/docs';

// Named once under `components.schemas`; every error response refers to it.
z.globalRegistry.add(ApiErrorBodySchema, { id: 'ApiError' });

/**
 * The named schemas, less those nothing refers to: each is generated for requests and for
 * responses, and a schema used in one direction only would leave its twin unused.
 */
const transformObject: SwaggerTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input);
  const components = 'components' in document ? document.components : undefined;
  if (!components?.schemas) return document;
  const text = JSON.stringify(document);
  components.schemas = Object.fromEntries(
    Object.entries(components.schemas).filter(([name]) =>
      text.includes(`"#/components/schemas/${name}"`),
    ),
  );
  return document;
};

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
    transformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: OPENAPI_PREFIX,
    staticCSP: true,
    // The UI's own policy lets its pages be framed by Brillo's; every answer also says
    // `X-Frame-Options: DENY` (security.ts): no page may frame Brillo, so neither may it.
    transformStaticCSP: (header: string) =>
      header.replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
}
