import { extname } from 'node:path';

const MAX_NAME_LENGTH = 200;

/** The extension a stored file gets for each type decided from its content. */
export const extensionOf: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * The name a file had on the agent's device, kept as text only: the last path segment, without
 * control characters, at most 200 characters; `fallback` when nothing is left.
 */
export function cleanOriginalName(name: string | undefined, fallback: string): string {
  const lastSegment = (name ?? '').split(/[/\\]/).pop() ?? '';
  // \p{Cc}: the control characters, U+0000–U+001F and U+007F–U+009F.
  const printable = lastSegment.replace(/\p{Cc}/gu, '').trim();
  if (!printable) return fallback;
  if (printable.length <= MAX_NAME_LENGTH) return printable;
  const extension = extname(printable).slice(0, 11);
  return printable.slice(0, MAX_NAME_LENGTH - extension.length) + extension;
}

/** RFC 8187 encoding of a header parameter value. */
function encodeParameter(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * `Content-Disposition: inline` naming the file: an ASCII-only `filename` (anything else becomes
 * `_`, and the extension is the one of the stored type) and the original name in `filename*`.
 */
export function inlineDisposition(originalName: string, contentType: string): string {
  const extension = extensionOf[contentType] ?? 'bin';
  const base = originalName.replace(/\.[^.]*$/, '') || 'documento';
  const ascii = `${base.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 100)}.${extension}`;
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeParameter(originalName)}`;
}
