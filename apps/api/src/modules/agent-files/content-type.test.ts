import { avatarUploadContentTypes } from '@brillo/domain/contracts/agent-files';
import { agentDocumentContentTypes } from '@brillo/domain/enums';
import { describe, expect, it } from 'vitest';
import {
  elfExecutable,
  htmlPage,
  photo,
  pngDeclaring,
  svgImage,
  tinyPdf,
  windowsExecutable,
} from '../../../test/upload-files.ts';
import { detectContentType } from './content-type.ts';

describe('detectContentType', () => {
  it('names JPEG, PNG and WebP images by their content', async () => {
    for (const [format, mime] of [
      ['jpeg', 'image/jpeg'],
      ['png', 'image/png'],
      ['webp', 'image/webp'],
    ] as const) {
      expect(await detectContentType(await photo(format), avatarUploadContentTypes)).toBe(mime);
    }
  });

  it('names a PDF, which avatars do not accept and documents do', async () => {
    expect(await detectContentType(tinyPdf(), agentDocumentContentTypes)).toBe('application/pdf');
    expect(await detectContentType(tinyPdf(), avatarUploadContentTypes)).toBeNull();
  });

  it('answers null for a WebP where documents are concerned', async () => {
    expect(await detectContentType(await photo('webp'), agentDocumentContentTypes)).toBeNull();
  });

  it.each([
    ['an ELF executable', elfExecutable],
    ['a Windows executable', windowsExecutable],
    ['an SVG', Buffer.from(svgImage)],
    ['an HTML page', Buffer.from(htmlPage)],
    ['plain text', Buffer.from('hola, esto no es una imagen')],
    ['an empty file', Buffer.alloc(0)],
  ])('answers null for %s', async (_name, content) => {
    expect(await detectContentType(content, agentDocumentContentTypes)).toBeNull();
    expect(await detectContentType(content, avatarUploadContentTypes)).toBeNull();
  });

  it('judges by the signature only: a PNG header is a PNG whatever it declares', async () => {
    expect(await detectContentType(pngDeclaring(30_000, 30_000), avatarUploadContentTypes)).toBe(
      'image/png',
    );
  });
});
