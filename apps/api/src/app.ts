import { randomUUID } from 'node:crypto';
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
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
import { registerAuthentication } from './plugins/authentication.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { registrationRoutes } from './modules/registration/routes.ts';
import { sessionRoutes } from './modules/auth/session-routes.ts';
import { createGeocoder } from './adapters/geocoder/create-geocoder.ts';
import type { Geocoder } from './adapters/geocoder/geocoder.ts';
import { geocodingRoutes } from './modules/geocoding/routes.ts';
import { createMailer } from './adapters/mailer/create-mailer.ts';
import type { Mailer } from './adapters/mailer/mailer.ts';
import { devMailboxRoutes } from './modules/dev-mailbox/routes.ts';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** Overrides the logger, e.g. to silence it in tests. */
  logger?: FastifyServerOptions['logger'];
  /** Suggests addresses; by default Mapbox when MAPBOX_TOKEN is set, else the offline driver. */
  geocoder?: Geocoder;
  /** Sends mail; by default SMTP when SMTP_URL is set, else the development mailbox. */
  mailer?: Mailer;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends mail (adapters/mailer): modules call `app.mailer.send(...)`. */
    mailer: Mailer;
  }
}

/** Query strings carry one-time tokens (confirmation and reset links): the log gets the path. */
export function serializeRequestForLog(request: Pick<FastifyRequest, 'method' | 'url' | 'ip'>) {
  return { method: request.method, url: request.url.split('?')[0], remoteAddress: request.ip };
}

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  const base = {
    level: config.LOG_LEVEL,
    serializers: { req: serializeRequestForLog },
  };
  if (config.NODE_ENV !== 'development') return base;
  return {
    ...base,
    transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname', singleLine: true } },
  };
}

/** Builds the whole API as one Fastify instance: plugins first, then the modules. */
export async function buildApp({ config, database, logger, mailer, geocoder }: AppDependencies) {
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
  app.decorate('mailer', mailer ?? createMailer({ config, database, logger: app.log }));
  registerAuthentication(app, { config, db: database.db });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { pingDatabase: database.ping });
      await api.register(publicConfigRoutes, { config });
      await api.register(authRoutes, { config, db: database.db });
      await api.register(registrationRoutes, { config, db: database.db });
      await api.register(sessionRoutes, { db: database.db });
      await api.register(geocodingRoutes, {
        geocoder: geocoder ?? createGeocoder(config),
        db: database.db,
        rateLimited: config.authRateLimits,
      });
      if (config.devMailboxEnabled) await api.register(devMailboxRoutes, { db: database.db });
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, config.WEB_DIST_DIR);
  return app;
}
