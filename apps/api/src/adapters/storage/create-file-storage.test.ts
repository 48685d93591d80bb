import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createTestApp, testConfig } from '../../../test/app.ts';
import { createFileStorage } from './create-file-storage.ts';

describe('createFileStorage', () => {
  it('keeps files on the local disk under the data folder without S3 settings', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'brillo-data-'));
    onTestFinished(() => rm(dataDir, { recursive: true, force: true }));
    const storage = await createFileStorage(testConfig({ DATA_DIR: dataDir }));
    await storage.put('avatars/a.webp', Buffer.from('a'), {
      contentType: 'image/webp',
      visibility: 'public',
    });

    expect(await readFile(path.join(dataDir, 'files/public/avatars/a.webp'), 'utf8')).toBe('a');
    expect(storage.publicUrl('avatars/a.webp')).toBe('/files/avatars/a.webp');
    expect(await storage.signedUrl('docs/a.pdf', { expiresInSeconds: 60 })).toBeNull();
  });

  it('uses the bucket when S3_BUCKET is set, with public files read at S3_PUBLIC_URL', async () => {
    const storage = await createFileStorage(
      testConfig({
        S3_BUCKET: 'brillo-archivos',
        S3_ENDPOINT: 'http://127.0.0.1:9',
        S3_ACCESS_KEY_ID: 'clave',
        S3_SECRET_ACCESS_KEY: 'secreto',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PUBLIC_URL: 'https://archivos.brillo.cl/',
      }),
    );
    expect(storage.publicUrl('avatars/a.webp')).toBe(
      'https://archivos.brillo.cl/public/avatars/a.webp',
    );
    // Signing needs no request: the URL names the private object on the endpoint.
    expect(await storage.signedUrl('docs/a.pdf', { expiresInSeconds: 60 })).toMatch(
      /^http:\/\/127\.0\.0\.1:9\/brillo-archivos\/private\/docs\/a\.pdf\?.*X-Amz-Expires=60/,
    );
  });

  it('is what buildApp gives the modules as deps.storage, unless a test passes its own', async () => {
    const { deps } = await createTestApp({
      settings: { S3_BUCKET: 'brillo-archivos', S3_PUBLIC_URL: 'https://archivos.brillo.cl' },
    });
    expect(deps.storage.publicUrl('avatars/a.webp')).toBe(
      'https://archivos.brillo.cl/public/avatars/a.webp',
    );
    const own = await createFileStorage(testConfig());
    expect((await createTestApp({ storage: own })).deps.storage).toBe(own);
  });
});
