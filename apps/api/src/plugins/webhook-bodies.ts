import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SIGNATURE_HEADER } from '../adapters/payments/webhook-signature.ts';

/** A provider's notification is a few kilobytes; anything larger is refused before reading. */
export const WEBHOOK_BODY_LIMIT = 64 * 1024;

/**
 * Makes a scope read every body as text, whatever its type, and parse nothing: a provider's
 * signature covers the raw body, which its service parses only once the signature is verified.
 * Register the scope's webhook routes on what it answers (with `bodyLimit: WEBHOOK_BODY_LIMIT`).
 */
export function readBodiesAsText(scope: FastifyInstance) {
  const webhooks = scope.withTypeProvider<ZodTypeProvider>();
  webhooks.removeAllContentTypeParsers();
  webhooks.addContentTypeParser(
    '*',
    { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  return webhooks;
}

/** A notification as its service verifies it: the raw body and the `Fintoc-Signature` header. */
export function signedBodyOf(request: FastifyRequest): {
  rawBody: string;
  signature: string | undefined;
} {
  const header = request.headers[SIGNATURE_HEADER];
  return {
    rawBody: typeof request.body === 'string' ? request.body : '',
    signature: typeof header === 'string' ? header : undefined,
  };
}
