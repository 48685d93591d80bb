import { createHash } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { generateFileKey } from '../src/adapters/storage/file-key.ts';
import {
  InvalidFileKeyError,
  type FileStorage,
  type FileVisibility,
} from '../src/adapters/storage/file-storage.ts';

export interface FileStorageUnderTest {
  storage: FileStorage;
  /** Reads a public URL as anyone would: the status and body. */
  readPublicUrl(url: string): Promise<{ status: number; body: string }>;
}

const typed = { contentType: 'text/plain', visibility: 'public' } as const;
const privately = { contentType: 'application/pdf', visibility: 'private' } as const;

async function contentOf(storage: FileStorage, key: string, visibility: FileVisibility) {
  const file = await storage.get(key, visibility);
  if (!file) return null;
  return { contentType: file.contentType, size: file.size, text: await text(file.body) };
}

/** `count` chunks of 64 KiB, each filled with its own byte, produced as they are read. */
function chunkStream(count: number) {
  return Readable.from(
    (function* () {
      for (let index = 0; index < count; index++) yield Buffer.alloc(65_536, index % 251);
    })(),
  );
}

async function sha256(stream: Readable) {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * The behaviour every FileStorage driver must have, run against each (ADR-033). `setUp` answers
 * the driver under test; it is called once per test file.
 */
export function describeFileStorageBehaviour(
  name: string,
  setUp: () => Promise<FileStorageUnderTest>,
) {
  describe(`${name}: the FileStorage behaviour`, async () => {
    const { storage, readPublicUrl } = await setUp();

    it('gives back what was put, with its type and size', async () => {
      const key = generateFileKey('avatars', 'txt');
      const info = await storage.put(key, Buffer.from('hola mundo'), typed);

      expect(info).toEqual({ contentType: 'text/plain', size: 10 });
      expect(await contentOf(storage, key, 'public')).toEqual({
        contentType: 'text/plain',
        size: 10,
        text: 'hola mundo',
      });
    });

    it('answers null for a key with no file, and deleting it is harmless', async () => {
      const key = generateFileKey('docs', 'pdf');
      expect(await storage.get(key, 'private')).toBeNull();
      expect(await storage.get(key, 'public')).toBeNull();
      await storage.delete(key, 'private');
      expect(await storage.get(key, 'private')).toBeNull();
    });

    it('replaces a file put again under the same key', async () => {
      const key = generateFileKey('docs', 'pdf');
      await storage.put(key, Buffer.from('primera versión'), privately);
      await storage.put(key, Buffer.from('segunda'), { ...privately, contentType: 'image/png' });

      expect(await contentOf(storage, key, 'private')).toEqual({
        contentType: 'image/png',
        size: 7,
        text: 'segunda',
      });
    });

    it('deletes a file', async () => {
      const key = generateFileKey('docs', 'pdf');
      await storage.put(key, Buffer.from('documento'), privately);
      await storage.delete(key, 'private');
      expect(await storage.get(key, 'private')).toBeNull();
    });

    it('serves a public file at its public URL', async () => {
      const key = generateFileKey('avatars', 'txt');
      await storage.put(key, Buffer.from('avatar'), typed);
      expect(await readPublicUrl(storage.publicUrl(key))).toEqual({ status: 200, body: 'avatar' });
    });

    it('never serves a private file at a public URL: the two are separate', async () => {
      const key = generateFileKey('docs', 'pdf');
      await storage.put(key, Buffer.from('carnet de identidad'), privately);

      expect((await readPublicUrl(storage.publicUrl(key))).status).toBe(404);
      expect(await storage.get(key, 'public')).toBeNull();
      await storage.put(key, Buffer.from('otro archivo'), typed);
      expect(await contentOf(storage, key, 'private')).toMatchObject({
        text: 'carnet de identidad',
      });
      await storage.delete(key, 'public');
      expect(await contentOf(storage, key, 'private')).toMatchObject({
        text: 'carnet de identidad',
      });
    });

    it('stores a large streamed file whole', async () => {
      const key = generateFileKey('docs', 'pdf');
      const chunks = 192; // 12 MiB: more than one part of an S3 multipart upload
      const info = await storage.put(key, chunkStream(chunks), privately);

      expect(info.size).toBe(chunks * 65_536);
      const file = await storage.get(key, 'private');
      if (!file) throw new Error('the file is missing');
      expect(file.size).toBe(chunks * 65_536);
      expect(await sha256(file.body)).toBe(await sha256(chunkStream(chunks)));
    });

    it('keeps every file of concurrent puts', async () => {
      const keys = Array.from({ length: 12 }, () => generateFileKey('avatars', 'txt'));
      await Promise.all(
        keys.map((key, index) => storage.put(key, Buffer.from(`archivo ${index}`), typed)),
      );
      const contents = await Promise.all(keys.map((key) => contentOf(storage, key, 'public')));
      expect(contents.map((content) => content?.text)).toEqual(
        keys.map((_, index) => `archivo ${index}`),
      );
    });

    it('shows nothing of a file still being written, then all of it', async () => {
      const key = generateFileKey('docs', 'pdf');
      await storage.put(key, Buffer.from('versión anterior'), privately);
      const body = new PassThrough();
      const writing = storage.put(key, body, privately);
      body.write(Buffer.alloc(200_000, 1));

      expect(await contentOf(storage, key, 'private')).toMatchObject({ text: 'versión anterior' });
      body.end(Buffer.alloc(200_000, 2));
      await writing;
      expect((await storage.get(key, 'private'))?.size).toBe(400_000);
    });

    it('stores nothing when the body fails halfway, and keeps the file it would have replaced', async () => {
      const failing = () =>
        Readable.from(
          (async function* () {
            yield Buffer.alloc(100_000, 1);
            throw new Error('la conexión se cortó');
          })(),
        );
      const fresh = generateFileKey('docs', 'pdf');
      await expect(storage.put(fresh, failing(), privately)).rejects.toThrow();
      expect(await storage.get(fresh, 'private')).toBeNull();

      const existing = generateFileKey('docs', 'pdf');
      await storage.put(existing, Buffer.from('documento válido'), privately);
      await expect(storage.put(existing, failing(), privately)).rejects.toThrow();
      expect(await contentOf(storage, existing, 'private')).toMatchObject({
        text: 'documento válido',
      });
    });

    it('refuses keys that are not of the generated shape, such as ones leaving the folder', async () => {
      const badKeys = [
        '',
        '../secreto',
        'avatars/../../etc/passwd',
        '/etc/passwd',
        'avatars/./x.png',
        'avatars//x.png',
        'avatars\\x.png',
        'Avatars/X.png',
        '.meta/public/x.json',
        'avatars/x.png\0',
        `${'a'.repeat(201)}.png`,
      ];
      for (const key of badKeys) {
        await expect(storage.put(key, Buffer.from('x'), typed), key).rejects.toThrow(
          InvalidFileKeyError,
        );
        await expect(storage.get(key, 'private'), key).rejects.toThrow(InvalidFileKeyError);
        await expect(storage.delete(key, 'private'), key).rejects.toThrow(InvalidFileKeyError);
        expect(() => storage.publicUrl(key), key).toThrow(InvalidFileKeyError);
      }
    });
  });
}
