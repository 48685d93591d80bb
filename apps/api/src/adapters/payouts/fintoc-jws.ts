import { createPrivateKey, createSign, randomBytes, type KeyObject } from 'node:crypto';

/** The header Fintoc reads a money-moving request's signature from. */
export const JWS_SIGNATURE_HEADER = 'fintoc-jws-signature';

/**
 * The company's private key from a setting: PEM text, with `\n` escapes accepted (a key kept on
 * one line of an environment file). Throws when it is not a private key.
 */
export function readJwsPrivateKey(pem: string): KeyObject {
  return createPrivateKey(pem.replaceAll('\\n', '\n'));
}

/**
 * The `Fintoc-JWS-Signature` value for a request body: a JWS with a detached payload
 * (`<protected>.<signature>`, both base64url), RS256 over `<protected>.<base64url(body)>`, whose
 * protected header carries the seconds since the epoch (`ts`) and a random `nonce`, both marked
 * critical, so that a captured signature cannot be replayed for long or on another body.
 */
export function signJws(privateKey: KeyObject, rawBody: string, at: Date): string {
  const header = {
    alg: 'RS256',
    nonce: randomBytes(16).toString('hex'),
    ts: Math.floor(at.getTime() / 1000),
    crit: ['ts', 'nonce'],
  };
  const protectedPart = Buffer.from(JSON.stringify(header), 'utf8').toString('base64url');
  const payloadPart = Buffer.from(rawBody, 'utf8').toString('base64url');
  const signature = createSign('sha256')
    .update(`${protectedPart}.${payloadPart}`)
    .sign(privateKey)
    .toString('base64url');
  return `${protectedPart}.${signature}`;
}
