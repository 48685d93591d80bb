import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/**
 * The CSP lets the SPA run from its own files only; Mantine injects its styles at run time, hence
 * 'unsafe-inline' for styles (never for scripts). No page may frame Brillo.
 */
function contentSecurityPolicy(fintocWidget: boolean): string {
  // Fintoc's widget (ADR-040): its script, the frame it opens and the calls it makes. The web
  // app is one document whose pages change without reloading, so the widget's origins are allowed
  // on every page, and only when Fintoc is the payment provider.
  const fintoc = fintocWidget ? ' https://js.fintoc.com https://*.fintoc.com' : '';
  return [
    "default-src 'self'",
    `script-src 'self'${fintoc}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${fintoc}`,
    ...(fintocWidget ? [`frame-src${fintoc}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join(';');
}

/**
 * Every security header of an answer, computed once. The set is the one `@fastify/helmet` sent,
 * which rebuilt it on each request (ADR-026). `X-Frame-Options: DENY` agrees with the CSP's
 * `frame-ancestors 'none'` for browsers that predate it; HSTS only where Brillo is served over
 * HTTPS.
 */
export function securityHeaders(
  config: Pick<Config, 'isProduction'> & Partial<Pick<Config, 'paymentProvider'>>,
): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(config.paymentProvider === 'fintoc'),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    ...(config.isProduction
      ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
      : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/**
 * Puts the security headers (`securityHeaders`, computed once) on every answer, API and web app
 * alike: the first `onRequest` hook, so answers given by later hooks carry them too.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  headers: Readonly<Record<string, string>>,
) {
  // A callback hook, not an async one: it runs on every request, and needs no promise.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
