import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { useSpanishValidationMessages } from '@brillo/domain/zod-spanish';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { registerErrorHandling } from './plugins/error-handler.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { publicConfigRoutes } from './modules/public-config/routes.ts';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** Overrides the logger, e.g. to silence it in tests. */
  logger?: FastifyServerOptions['logger'];
}

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  const base = {
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
  };
  if (config.NODE_ENV !== 'development') return base;
  return {
    ...base,
    transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname', singleLine: true } },
  };
}

/** Builds the whole API as one Fastify instance: plugins first, then the modules. */
export async function buildApp({ config, database, logger }: AppDependencies) {
  useSpanishValidationMessages();
  const app: FastifyInstance = Fastify({
    logger: logger ?? loggerOptions(config),
    trustProxy: config.TRUST_PROXY,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await registerSecurityHeaders(app, config);
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { pingDatabase: database.ping });
      await api.register(publicConfigRoutes, { config });
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, config.WEB_DIST_DIR);
  return app;
}
