import type { FastifyRequest } from 'fastify';
import { authTexts } from '@brillo/domain/texts/auth.es-CL';
import type { Config } from '../config.ts';
import { AppError } from '../errors.ts';

/** The origins whose pages may call the account endpoints: Brillo itself (and Vite in development). */
export function trustedOrigins(config: Config): string[] {
  const origins = [new URL(config.publicUrl).origin];
  // Vite's dev server (npm run dev) proxies /api from its own origin.
  if (!config.isProduction) origins.push('http://localhost:5173');
  return origins;
}

/**
 * Refuses a browser request sent from another site's page. Browsers send `Origin` on every
 * cross-site POST; a request without one comes from a client that is not a browser page, and is
 * let through unless `originRequired` (a request that carries the session cookie).
 */
export function assertSameSite(
  request: FastifyRequest,
  config: Config,
  { originRequired = false }: { originRequired?: boolean } = {},
): void {
  const origin = request.headers.origin;
  if (origin === undefined ? !originRequired : trustedOrigins(config).includes(origin)) return;
  throw new AppError(403, 'CROSS_SITE_REQUEST', authTexts.errors.crossSiteRefused);
}
