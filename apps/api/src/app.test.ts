import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Writable } from 'node:stream';
import { createTestApp, testConfig } from '../test/app.ts';
import { createTestDatabase } from '../test/database.ts';
import { buildApp, serializeRequestForLog } from './app.ts';

describe('request logs', () => {
  it('leave out query strings, where one-time tokens travel', () => {
    const logged = serializeRequestForLog({
      method: 'GET',
      url: '/api/auth/verify-email?token=SECRET-TOKEN&callbackURL=x',
      ip: '203.0.113.9',
    });
    expect(logged).toEqual({
      method: 'GET',
      url: '/api/auth/verify-email',
      remoteAddress: '203.0.113.9',
    });
  });

  it('write one line per request, with its status and time', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const database = await createTestDatabase();
    const { app } = await buildApp({
      config: testConfig(),
      database,
      logger: { level: 'info', stream, serializers: { req: serializeRequestForLog } },
    });
    try {
      await app.inject({ method: 'GET', url: '/api/health?probe=1' });
      const requestLines = lines.filter((line) => 'req' in line || 'res' in line);
      expect(requestLines).toHaveLength(1);
      expect(requestLines[0]).toMatchObject({
        msg: 'request completed',
        req: { method: 'GET', url: '/api/health' },
        res: { statusCode: 200 },
      });
      expect(typeof requestLines[0]?.responseTime).toBe('number');
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('the API as a whole', async () => {
  const { app } = await createTestApp();
  // Routes that exist only here, to drive the error handler through real requests.
  app.post(
    '/api/test/echo',
    {
      schema: {
        body: z.strictObject({
          name: z.string().min(2, 'El nombre es requerido'),
          age: z.number(),
        }),
      },
    },
    async (request) => request.body,
  );
  app.get('/api/test/crash', async () => {
    throw new Error('secret database password leaked in a stack');
  });
  await app.ready();

  it('answers an unknown API path with a JSON 404 in the error shape', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'La ruta solicitada no existe.' },
    });
  });

  it('answers a malformed JSON body with a 400 in Spanish', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Ana",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'MALFORMED_BODY', message: 'El cuerpo de la solicitud no es JSON válido.' },
    });
  });

  it('answers invalid fields with a 400 naming each field in Spanish', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'A', age: 'treinta', agent_id: 'x' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.message).toBe('Algunos datos no son válidos. Revisa los campos marcados.');
    // The schema's own message, then zod's checks in plain Spanish, each under its field's name.
    expect(body.error.fields).toEqual({
      name: 'El nombre es requerido',
      age: 'Debe ser un número; llegó un texto.',
      agent_id: 'Este campo no se acepta.',
    });
  });

  it('accepts a valid body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'Ana', age: 30 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'Ana', age: 30 });
  });

  it('hides internals of an unexpected failure behind a generic Spanish 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: {
        code: 'INTERNAL_ERROR',
        message: 'Ocurrió un error inesperado. Inténtalo de nuevo más tarde.',
      },
    });
    expect(response.body).not.toContain('secret');
  });

  it('sends security headers whose framing rules agree: no page may frame Brillo', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    // The documentation's pages carry a policy of their own, which agrees too.
    const docs = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(docs.headers['content-security-policy']).not.toContain("frame-ancestors 'self'");
    expect(docs.headers['x-frame-options']).toBe('DENY');
  });

  it('sends the whole set of security headers on every answer: a route, a 404, a refusal', async () => {
    const expected = {
      'content-security-policy':
        "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self' data:;connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'DENY',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    for (const request of [
      { method: 'GET' as const, url: '/api/health' },
      { method: 'GET' as const, url: '/api/no-such-route' },
      { method: 'GET' as const, url: '/api/session' },
    ]) {
      const response = await app.inject(request);
      expect(response.headers).toMatchObject(expected);
    }
  });

  it('publishes an OpenAPI document built from the route schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/ready', '/api/public-config']),
    );
    const ui = await app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});
