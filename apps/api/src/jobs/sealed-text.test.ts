import { describe, expect, it } from 'vitest';
import { sealerFor } from './sealed-text.ts';

const SECRET = 'a-server-secret-of-at-least-32-characters';

describe('sealed text in job data (ADR-068)', () => {
  const sealer = sealerFor(SECRET, 'password-reset link');

  it('opens what it sealed, and never shows the text', () => {
    const token = 'rT7xQk2bN9vLm4pZ8cW1yD6s';
    const sealed = sealer.seal(token);
    expect(sealed).not.toContain(token);
    expect(sealer.open(sealed)).toBe(token);
  });

  it('seals the same text differently every time', () => {
    expect(sealer.seal('igual')).not.toBe(sealer.seal('igual'));
  });

  it('refuses a sealed text changed in any part', () => {
    const [nonce, ciphertext, tag] = sealer.seal('token').split('.');
    const flipped = (part = '') => `${part.startsWith('A') ? 'B' : 'A'}${part.slice(1)}`;
    for (const changed of [
      [flipped(nonce), ciphertext, tag],
      [nonce, flipped(ciphertext), tag],
      [nonce, ciphertext, flipped(tag)],
    ]) {
      expect(() => sealer.open(changed.join('.'))).toThrow();
    }
    expect(() => sealer.open('not-sealed')).toThrow('Not a sealed text');
  });

  it('needs the same secret and purpose to open', () => {
    const sealed = sealer.seal('token');
    expect(() =>
      sealerFor('another-server-secret-of-32-characters!', 'password-reset link').open(sealed),
    ).toThrow();
    expect(() => sealerFor(SECRET, 'another purpose').open(sealed)).toThrow();
  });
});
