import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** AES-256-GCM: a 96-bit nonce per message and a 128-bit tag that refuses any change. */
const ALGORITHM = 'aes-256-gcm';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export interface Sealer {
  /** The text encrypted and authenticated, as base64url: `nonce.ciphertext.tag`. */
  seal(text: string): string;
  /** The text `seal` was given; throws for anything `seal` with this key did not make. */
  open(sealed: string): string;
}

/**
 * Seals short secrets (a link's one-time token) for a job's data, which the `pgboss.job` table
 * keeps in clear (ADR-068): with a key derived from the server's secret by HKDF-SHA256, one key
 * per `purpose`, so a read of the table or a backup without the secret gives nothing usable.
 */
export function sealerFor(secret: string, purpose: string): Sealer {
  const key = Buffer.from(hkdfSync('sha256', secret, 'brillo sealed job data', purpose, 32));
  return {
    seal(text) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv(ALGORITHM, key, nonce);
      const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return [nonce, sealed, cipher.getAuthTag()]
        .map((part) => part.toString('base64url'))
        .join('.');
    },
    open(sealed) {
      const [nonce, ciphertext, tag] = sealed
        .split('.')
        .map((part) => Buffer.from(part, 'base64url'));
      if (
        !nonce ||
        !ciphertext ||
        !tag ||
        nonce.length !== NONCE_BYTES ||
        tag.length !== TAG_BYTES
      ) {
        throw new Error('Not a sealed text');
      }
      const decipher = createDecipheriv(ALGORITHM, key, nonce, { authTagLength: TAG_BYTES });
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
    },
  };
}
