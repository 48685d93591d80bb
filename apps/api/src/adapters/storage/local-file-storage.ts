import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidFileKey } from './file-key.ts';
import {
  InvalidFileKeyError,
  type FileStorage,
  type FileVisibility,
  type StoredFileInfo,
} from './file-storage.ts';

export interface LocalFileStorageOptions {
  /** The folder that holds everything: `${DATA_DIR}/files`. Never served statically. */
  root: string;
  /** Where the app serves public files, e.g. `/files`; `publicUrl(key)` is `${base}/${key}`. */
  publicBaseUrl: string;
}

/**
 * Files on the local disk: `{root}/{public,private}/{key}`, each with its type in
 * `{root}/.meta/{visibility}/{key}.json`. A file is written to `{root}/.tmp/` first and renamed
 * into place, so a reader never sees part of one; a failed write leaves nothing behind.
 * Folders are made on the first write, so building the app touches no disk.
 */
export function createLocalFileStorage(options: LocalFileStorageOptions): FileStorage {
  const root = path.resolve(options.root);
  const temporaryFolder = path.join(root, '.tmp');
  const publicBaseUrl = options.publicBaseUrl.replace(/\/+$/, '');

  /** The path under `folder`; refuses any key that would land outside it. */
  function inside(folder: string, key: string, suffix = ''): string {
    assertValidFileKey(key);
    const base = path.join(root, folder);
    const target = path.resolve(base, key + suffix);
    if (!target.startsWith(base + path.sep)) throw new InvalidFileKeyError(key);
    return target;
  }
  const dataPath = (key: string, visibility: FileVisibility) => inside(visibility, key);
  const metaPath = (key: string, visibility: FileVisibility) =>
    inside(path.join('.meta', visibility), key, '.json');

  /** Writes `content` under a temporary name, then renames it to `target`. */
  async function writeAtomically(target: string, content: Readable | Uint8Array): Promise<number> {
    await mkdir(temporaryFolder, { recursive: true });
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = path.join(temporaryFolder, randomUUID());
    try {
      if (content instanceof Uint8Array) {
        await writeFile(temporary, content, { flag: 'wx' });
      } else {
        await pipeline(content, createWriteStream(temporary, { flags: 'wx' }));
      }
      const handle = await open(temporary, 'r');
      let size: number;
      try {
        await handle.sync();
        size = (await handle.stat()).size;
      } finally {
        await handle.close();
      }
      await rename(temporary, target);
      return size;
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  return {
    async put(key, body, { contentType, visibility }): Promise<StoredFileInfo> {
      const target = dataPath(key, visibility);
      const meta = metaPath(key, visibility);
      const size = await writeAtomically(target, body);
      await writeAtomically(meta, Buffer.from(JSON.stringify({ contentType })));
      return { contentType, size };
    },

    async get(key, visibility) {
      const target = dataPath(key, visibility);
      let handle;
      try {
        handle = await open(target, 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      try {
        const { size } = await handle.stat();
        const contentType = await readContentType(metaPath(key, visibility));
        return { contentType, size, body: handle.createReadStream({ autoClose: true }) };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async delete(key, visibility) {
      await rm(dataPath(key, visibility), { force: true });
      await rm(metaPath(key, visibility), { force: true });
    },

    publicUrl(key) {
      assertValidFileKey(key);
      return `${publicBaseUrl}/${key}`;
    },

    signedUrl(key) {
      assertValidFileKey(key);
      return Promise.resolve(null);
    },
  };
}

async function readContentType(metaFile: string): Promise<string> {
  try {
    const meta = JSON.parse(await readFile(metaFile, 'utf8')) as { contentType?: unknown };
    if (typeof meta.contentType === 'string') return meta.contentType;
  } catch {
    // A file written before its metadata (a crash between the two renames) is still served.
  }
  return 'application/octet-stream';
}
