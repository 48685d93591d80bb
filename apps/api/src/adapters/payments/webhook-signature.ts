import { createHmac, timingSafeEqual } from 'node:crypto';

/** How old a signed notification may be (Fintoc's tolerance). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The header Fintoc (and the sandbox) sign notifications with. */
export const SIGNATURE_HEADER = 'fintoc-signature';

function hmac(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

/** The `Fintoc-Signature` value for a body sent at `at`: `t=<seconds>,v1=<hex>`. */
export function signWebhook(secret: string, rawBody: string, at: Date): string {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  return `t=${timestamp},v1=${hmac(secret, timestamp, rawBody)}`;
}

export type SignatureCheck =
  { valid: true } | { valid: false; problem: 'missing' | 'malformed' | 'stale' | 'mismatch' };

/**
 * Verifies `t=…,v1=…[,v1=…]`: HMAC-SHA256 with the secret over `t.rawBody`, any `v1` matching
 * (the provider sends several while it rotates secrets), compared in constant time, and `t`
 * within 300 s of now either way.
 */
export function verifyWebhookSignature(
  secret: string,
  rawBody: string,
  header: string | undefined,
  now: Date,
): SignatureCheck {
  if (!header) return { valid: false, problem: 'missing' };
  let timestamp: string | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    const key = part.slice(0, separator).trim();
    const value = part.slice(separator + 1).trim();
    if (key === 't') timestamp = value;
    else if (key === 'v1') signatures.push(value);
  }
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || signatures.length === 0) {
    return { valid: false, problem: 'malformed' };
  }
  const age = Math.abs(now.getTime() / 1000 - Number(timestamp));
  if (age > SIGNATURE_TOLERANCE_SECONDS) return { valid: false, problem: 'stale' };
  const expected = Buffer.from(hmac(secret, timestamp, rawBody), 'hex');
  const matches = signatures.some((signature) => {
    if (!/^[0-9a-f]+$/i.test(signature)) return false;
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches ? { valid: true } : { valid: false, problem: 'mismatch' };
}
