import type { Readable } from 'node:stream';

/**
 * Public files (avatars) may be read by anyone at `publicUrl(key)`, with long caching: their
 * names are generated and never reused for other content. Private files (identity documents)
 * are never reachable through a public address: the app reads them with `get` and serves them
 * through an authenticated route, or hands out a short-lived `signedUrl` where the driver has one.
 * The two are separate namespaces: the same key names two different files.
 */
export type FileVisibility = 'public' | 'private';

export interface PutFileOptions {
  /** The type decided by the caller from the content (never from the name or the browser). */
  contentType: string;
  visibility: FileVisibility;
}

export interface StoredFileInfo {
  contentType: string;
  /** Bytes. */
  size: number;
}

export interface StoredFile extends StoredFileInfo {
  /** The content; the reader must consume or destroy it. */
  body: Readable;
}

/**
 * Keeps uploaded files. Two drivers (ADR-033): the local disk under `${DATA_DIR}/files` by
 * default, an S3-compatible bucket when `S3_BUCKET` is set. Keys are made by the server
 * (`generateFileKey`); a key that is not of that shape is refused with `InvalidFileKeyError`.
 */
export interface FileStorage {
  /**
   * Stores the whole body under the key, replacing any file there. Readers see the old file or the
   * new one, never part of one; when the body fails, nothing is stored and the error is rethrown.
   */
  put(key: string, body: Readable | Uint8Array, options: PutFileOptions): Promise<StoredFileInfo>;
  /** The file and its metadata, or null when there is none under the key. */
  get(key: string, visibility: FileVisibility): Promise<StoredFile | null>;
  /** Removes the file; nothing happens when there is none. */
  delete(key: string, visibility: FileVisibility): Promise<void>;
  /** Where anyone reads a public file: an absolute URL, or a path on Brillo for the local disk. */
  publicUrl(key: string): string;
  /**
   * A URL to a private file that stops working after `expiresInSeconds`, or null when the driver
   * has none (the local disk): then the file is served only through an authenticated route.
   */
  signedUrl(key: string, options: { expiresInSeconds: number }): Promise<string | null>;
}

/** A key that does not have the shape of a generated one (e.g. one that leaves the folder). */
export class InvalidFileKeyError extends Error {
  constructor(key: string) {
    super(`Invalid file key: ${JSON.stringify(key.slice(0, 200))}`);
    this.name = 'InvalidFileKeyError';
  }
}
