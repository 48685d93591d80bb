import { describe, expect, it } from 'vitest';
import { generateFileKey, isValidFileKey } from '../../adapters/storage/file-key.ts';
import { cleanOriginalName, extensionOf, inlineDisposition } from './file-names.ts';

describe('cleanOriginalName', () => {
  it('keeps a plain name as it is', () => {
    expect(cleanOriginalName('Cédula frente.pdf', 'documento')).toBe('Cédula frente.pdf');
  });

  it('keeps only the last path segment and drops control characters', () => {
    expect(cleanOriginalName('C:\\fotos\\..\\carnet.png', 'x')).toBe('carnet.png');
    expect(cleanOriginalName('../../etc/passwd', 'x')).toBe('passwd');
    expect(cleanOriginalName('car\u0000net\r\n.pdf', 'x')).toBe('carnet.pdf');
  });

  it('answers the fallback for an empty or missing name', () => {
    expect(cleanOriginalName('', 'documento')).toBe('documento');
    expect(cleanOriginalName(undefined, 'documento')).toBe('documento');
    expect(cleanOriginalName(' \u0007 ', 'documento')).toBe('documento');
  });

  it('shortens a long name to 200 characters, keeping its extension', () => {
    const cleaned = cleanOriginalName(`${'a'.repeat(500)}.pdf`, 'x');
    expect(cleaned).toHaveLength(200);
    expect(cleaned.endsWith('.pdf')).toBe(true);
  });
});

describe('inlineDisposition', () => {
  it('gives an ASCII name with the stored type’s extension and the original in filename*', () => {
    expect(inlineDisposition('Cédula "frente".png', 'application/pdf')).toBe(
      `inline; filename="C_dula__frente_.pdf"; filename*=UTF-8''C%C3%A9dula%20%22frente%22.png`,
    );
  });

  it('never lets a name break out of the header', () => {
    const header = inlineDisposition('a";\r\nSet-Cookie: x=1.pdf', 'application/pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.startsWith('inline; filename="a____Set-Cookie__x_1.pdf";')).toBe(true);
  });
});

describe('stored file names', () => {
  it('are generated keys with the extension of the detected type, never the sent name', () => {
    for (const [type, extension] of Object.entries(extensionOf)) {
      const key = generateFileKey('documents', extension);
      expect(isValidFileKey(key), type).toBe(true);
      expect(key).toMatch(new RegExp(`^documents/[0-9a-f-]{36}\\.${extension}$`));
    }
    expect(generateFileKey('avatars', 'webp')).not.toBe(generateFileKey('avatars', 'webp'));
  });
});
