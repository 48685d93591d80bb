import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';

const STYLE = 'body { color: #1b1b1f; }\n'.repeat(200);

function makeBuiltWebApp(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'brillo-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="es-CL"><title>Brillo</title></html>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js'), 'console.log("brillo")');
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // What the build's precompress step writes beside a large file.
  const style = path.join(dist, 'assets', 'index-Ef56Gh78.css');
  fs.writeFileSync(style, STYLE);
  fs.writeFileSync(`${style}.br`, zlib.brotliCompressSync(STYLE));
  fs.writeFileSync(`${style}.gz`, zlib.gzipSync(STYLE));
  return dist;
}

describe('serving the built web app', async () => {
  const dist = makeBuiltWebApp();
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
  const { app } = await createTestApp({
    settings: {
      WEB_DIST_DIR: dist,
      NODE_ENV: 'production',
      PUBLIC_URL: 'http://localhost:3000',
      AUTH_SECRET: 'web-app-test-secret-0123456789abcdef',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      FINTOC_SECRET_KEY: 'sk_live_brillo',
      FINTOC_PUBLIC_KEY: 'pk_test_brillo',
      FINTOC_WEBHOOK_SECRET: 'whsec_test_brillo',
    },
  });

  it('serves hashed assets with long-lived caching', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed copy the browser accepts, Brotli first, and says it varies', async () => {
    const url = '/assets/index-Ef56Gh78.css';
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/text\/css/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(STYLE);

    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(STYLE);

    const plain = await app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(STYLE);
  });

  it('serves other public files without long-lived caching', async () => {
    const response = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers index.html for unknown page paths so the client router decides', async () => {
    for (const url of ['/', '/privacy', '/una/ruta/que/no/existe?x=1']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('lang="es-CL"');
    }
  });

  it('keeps answering unknown API paths and missing assets with a JSON 404', async () => {
    for (const url of ['/api/no-existe', '/assets/missing-123.js']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('answers non-GET requests to unknown paths with a JSON 404', async () => {
    const response = await app.inject({ method: 'POST', url: '/privacy' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('sends HSTS in production', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
  });
});
