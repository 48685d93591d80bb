import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { closeLater, createTestApp, temporaryFileStorage, testConfig } from '../../../test/app.ts';
import { startS3Server } from '../../../test/s3-server.ts';
import { createFileStorage } from '../../adapters/storage/create-file-storage.ts';
import { generateFileKey } from '../../adapters/storage/file-key.ts';

describe('GET /files/* on the local disk', async () => {
  const { storage } = temporaryFileStorage();
  const { app } = await createTestApp({ storage });

  const publicFile = async () => {
    const key = generateFileKey('avatars', 'webp');
    await storage.put(key, Buffer.from('RIFF-avatar'), {
      contentType: 'image/webp',
      visibility: 'public',
    });
    return key;
  };

  it('serves a public file with its type, cached for a year', async () => {
    const key = await publicFile();
    expect(storage.publicUrl(key)).toBe(`/files/${key}`);
    const response = await app.inject({ url: storage.publicUrl(key) });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('RIFF-avatar');
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const head = await app.inject({ method: 'HEAD', url: storage.publicUrl(key) });
    expect(head.statusCode).toBe(200);
  });

  it('never serves a private file', async () => {
    const key = generateFileKey('documents', 'pdf');
    await storage.put(key, Buffer.from('%PDF-1.4 privado'), {
      contentType: 'application/pdf',
      visibility: 'private',
    });
    const response = await app.inject({ url: `/files/${key}` });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('privado');
  });

  it.each([
    '/files/avatars/no-existe.webp',
    '/files/..%2Fprivate%2Fdocuments%2Fx.pdf',
    '/files/../private/documents/x.pdf',
    '/files/.meta/public/avatars/x.webp.json',
    '/files/.tmp/x',
    '/files/AVATARS/X.WEBP',
    '/files/',
    `/files/${'a/'.repeat(300)}a.webp`,
  ])('answers 404 in Spanish for %s', async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    // A path with `..` is normalised before routing and reaches no route at all.
    expect([commonTexts.errors.notFound, commonTexts.errors.routeNotFound]).toContain(
      response.json().error.message,
    );
  });

  it('is not shadowed by the web app: a missing file is a JSON 404, not the page', async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'brillo-web-dist-'));
    afterAll(() => rm(dist, { recursive: true, force: true }));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Brillo</title>');
    const withWeb = await createTestApp({ storage, settings: { WEB_DIST_DIR: dist } });
    const key = await publicFile();
    expect((await withWeb.app.inject({ url: `/files/${key}` })).body).toBe('RIFF-avatar');
    const missing = await withWeb.app.inject({ url: '/files/avatars/no-existe.webp' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { message: commonTexts.errors.notFound } });
    expect((await withWeb.app.inject({ url: '/agente/documentos' })).body).toContain('Brillo');
  });
});

describe('GET /files/* with an S3-compatible bucket', async () => {
  const server = await startS3Server();
  closeLater(() => server.close());
  const storage = await createFileStorage(testConfig(server.settings));
  const { app } = await createTestApp({ storage });

  it('answers 404: public files have the bucket’s own addresses', async () => {
    const key = generateFileKey('avatars', 'webp');
    await storage.put(key, Buffer.from('avatar'), {
      contentType: 'image/webp',
      visibility: 'public',
    });
    expect(storage.publicUrl(key).startsWith(server.endpoint)).toBe(true);
    const response = await app.inject({ url: `/files/${key}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
