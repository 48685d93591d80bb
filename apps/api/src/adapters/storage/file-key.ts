import { randomUUID } from 'node:crypto';
import { InvalidFileKeyError } from './file-storage.ts';

const segment = '[a-z0-9][a-z0-9_-]*';
/** Lower-case segments separated by `/`, the last one with an extension; no `.`, `..` or `\`. */
const KEY_PATTERN = new RegExp(`^(?:${segment}/){0,3}${segment}(?:\\.[a-z0-9]{1,10})?$`);
const MAX_KEY_LENGTH = 200;

/** True for keys the storage accepts: the shape `generateFileKey` makes. */
export function isValidFileKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && KEY_PATTERN.test(key);
}

/** Throws `InvalidFileKeyError` unless the key has the shape of a generated one. */
export function assertValidFileKey(key: string): void {
  if (!isValidFileKey(key)) throw new InvalidFileKeyError(key);
}

/**
 * A new, unguessable name for a file: `{folder}/{random UUID}.{extension}`, e.g.
 * `avatars/0b7c…e1.webp`. The folder and extension are the server's own words (the extension
 * of the type detected from the content), never anything a user sent.
 */
export function generateFileKey(folder: string, extension: string): string {
  const key = `${folder}/${randomUUID()}.${extension}`;
  assertValidFileKey(key);
  return key;
}
