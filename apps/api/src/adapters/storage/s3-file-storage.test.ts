import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/app.ts';
import { describeFileStorageBehaviour } from '../../../test/file-storage-behaviour.ts';
import { startS3Server } from '../../../test/s3-server.ts';
import { createFileStorage } from './create-file-storage.ts';
import { generateFileKey } from './file-key.ts';
import { PUBLIC_CACHE_CONTROL } from './s3-file-storage.ts';

/** The S3 driver as the app makes it from the settings, on a server this file starts. */
async function storageOnTestServer() {
  const server = await startS3Server();
  afterAll(() => server.close());
  return await createFileStorage(testConfig(server.settings));
}

describeFileStorageBehaviour('S3-compatible bucket', async () => {
  const storage = await storageOnTestServer();
  return {
    storage,
    async readPublicUrl(url) {
      const answer = await fetch(url);
      return { status: answer.status, body: answer.status === 200 ? await answer.text() : '' };
    },
  };
});

describe('S3-compatible storage', async () => {
  const storage = await storageOnTestServer();

  it('lets public files be cached for a year', async () => {
    const key = generateFileKey('avatars', 'webp');
    await storage.put(key, Buffer.from('avatar'), {
      contentType: 'image/webp',
      visibility: 'public',
    });
    const answer = await fetch(storage.publicUrl(key));
    expect(answer.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(answer.headers.get('content-type')).toBe('image/webp');
  });

  it('hands out a signed URL that reads a private file', async () => {
    const key = generateFileKey('docs', 'pdf');
    await storage.put(key, Buffer.from('%PDF-1.7 documento'), {
      contentType: 'application/pdf',
      visibility: 'private',
    });
    const url = await storage.signedUrl(key, { expiresInSeconds: 300 });
    expect(url).toContain('X-Amz-Signature=');
    expect(url).toContain('X-Amz-Expires=300');
    const answer = await fetch(url ?? 'http://127.0.0.1:9/');
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('%PDF-1.7 documento');
    expect(answer.headers.get('content-type')).toBe('application/pdf');
  });
});
