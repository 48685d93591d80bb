import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { describeFileStorageBehaviour } from '../../../test/file-storage-behaviour.ts';
import { generateFileKey } from './file-key.ts';
import { createLocalFileStorage } from './local-file-storage.ts';

async function temporaryRoot() {
  const folder = await mkdtemp(path.join(tmpdir(), 'brillo-files-'));
  afterAll(() => rm(folder, { recursive: true, force: true }));
  return path.join(folder, 'files');
}

/** Every file under `folder`, relative to it. */
async function filesUnder(folder: string) {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}

describeFileStorageBehaviour('local disk', async () => {
  const storage = createLocalFileStorage({ root: await temporaryRoot(), publicBaseUrl: '/files' });
  return {
    storage,
    // The uploads slice serves `/files/{key}` from `get(key, 'public')`; nothing else reads them.
    async readPublicUrl(url) {
      const key = url.replace(/^\/files\//, '');
      const file = await storage.get(key, 'public');
      if (!file) return { status: 404, body: '' };
      return { status: 200, body: Buffer.concat(await file.body.toArray()).toString() };
    },
  };
});

describe('local disk storage', async () => {
  const root = await temporaryRoot();
  const storage = createLocalFileStorage({ root, publicBaseUrl: '/files/' });

  it('keeps public and private files in folders of their own, with nothing left over', async () => {
    const avatar = generateFileKey('avatars', 'webp');
    const document = generateFileKey('docs', 'pdf');
    await storage.put(avatar, Buffer.from('a'), {
      contentType: 'image/webp',
      visibility: 'public',
    });
    await storage.put(document, Readable.from([Buffer.from('d')]), {
      contentType: 'application/pdf',
      visibility: 'private',
    });
    const failing = Readable.from(
      (async function* () {
        yield Buffer.from('parte');
        throw new Error('cortado');
      })(),
    );
    await expect(
      storage.put(generateFileKey('docs', 'pdf'), failing, {
        contentType: 'application/pdf',
        visibility: 'private',
      }),
    ).rejects.toThrow('cortado');

    expect(await filesUnder(root)).toEqual(
      [
        `public/${avatar}`,
        `private/${document}`,
        `.meta/public/${avatar}.json`,
        `.meta/private/${document}.json`,
      ].sort(),
    );
    expect(storage.publicUrl(avatar)).toBe(`/files/${avatar}`);
    expect(await storage.signedUrl(document, { expiresInSeconds: 60 })).toBeNull();
  });

  it('keeps one whole version of a key put concurrently', async () => {
    const key = generateFileKey('avatars', 'bin');
    const versions = ['a', 'b', 'c', 'd'].map((letter) => letter.repeat(300_000));
    await Promise.all(
      versions.map((version) =>
        storage.put(key, Readable.from([version.slice(0, 150_000), version.slice(150_000)]), {
          contentType: 'application/octet-stream',
          visibility: 'public',
        }),
      ),
    );
    const file = await storage.get(key, 'public');
    if (!file) throw new Error('the file is missing');
    expect(versions).toContain(Buffer.concat(await file.body.toArray()).toString());
  });

  it('makes no folder until the first file is written', async () => {
    const untouched = path.join(await temporaryRoot(), 'nunca');
    const unused = createLocalFileStorage({ root: untouched, publicBaseUrl: '/files' });
    expect(await unused.get(generateFileKey('docs', 'pdf'), 'private')).toBeNull();
    await expect(readdir(untouched)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
