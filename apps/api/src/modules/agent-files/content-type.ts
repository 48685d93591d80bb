import { fileTypeFromBuffer } from 'file-type';

/**
 * The type of a file decided from its content (its signature bytes), when it is one of
 * `allowed`; null otherwise. The name and the browser's claimed type are never consulted.
 */
export async function detectContentType<const Allowed extends string>(
  content: Uint8Array,
  allowed: readonly Allowed[],
): Promise<Allowed | null> {
  if (content.length === 0) return null;
  const detected = await fileTypeFromBuffer(content);
  const mime = detected?.mime as Allowed | undefined;
  return mime && allowed.includes(mime) ? mime : null;
}
