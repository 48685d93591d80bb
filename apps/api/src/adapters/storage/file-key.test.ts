import { describe, expect, it } from 'vitest';
import { assertValidFileKey, generateFileKey, isValidFileKey } from './file-key.ts';
import { InvalidFileKeyError } from './file-storage.ts';

describe('generateFileKey', () => {
  it('makes a new unguessable name in the folder, with the extension', () => {
    const keys = new Set(Array.from({ length: 100 }, () => generateFileKey('avatars', 'webp')));
    expect(keys.size).toBe(100);
    for (const key of keys) {
      expect(key).toMatch(
        /^avatars\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.webp$/,
      );
      expect(isValidFileKey(key)).toBe(true);
    }
  });

  it('refuses a folder or extension that would make a key of another shape', () => {
    for (const [folder, extension] of [
      ['..', 'pdf'],
      ['avatars/..', 'pdf'],
      ['', 'pdf'],
      ['docs', 'p/df'],
      ['docs', '../x'],
      ['Docs', 'pdf'],
    ] as const) {
      expect(() => generateFileKey(folder, extension), `${folder} ${extension}`).toThrow(
        InvalidFileKeyError,
      );
    }
  });

  it('accepts the shapes the server makes, and nested folders up to four levels', () => {
    for (const key of ['avatars/x.webp', 'docs/agente-12/id_card.pdf', 'a/b/c/d.png', 'nombre']) {
      expect(() => assertValidFileKey(key), key).not.toThrow();
    }
    expect(isValidFileKey('a/b/c/d/e.png')).toBe(false);
  });
});
