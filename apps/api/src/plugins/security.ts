import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/**
 * Security headers for every answer. The CSP lets the SPA run from its own files only; Mantine
 * injects its styles at run time, hence 'unsafe-inline' for styles (never for scripts). No page may
 * frame Brillo: `frame-ancestors 'none'` and, for browsers that predate it, `X-Frame-Options: DENY`
 * (helmet's default, SAMEORIGIN, would contradict the CSP).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    // HSTS only makes sense where Brillo is served over HTTPS.
    strictTransportSecurity: config.isProduction ? { maxAge: 31_536_000 } : false,
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
  });
}
