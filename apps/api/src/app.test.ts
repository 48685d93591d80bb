import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../test/app.ts';
import { serializeRequestForLog } from './app.ts';

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
});

describe('the API as a whole', async () => {
  const { app } = await createTestApp();
  // Routes that exist only here, to drive the error handler through real requests.
  app.post(
    '/api/test/echo',
    {
      schema: {
        body: z.object({ name: z.string().min(2, 'El nombre es requerido'), age: z.number() }),
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
      payload: { name: 'A', age: 'treinta' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.message).toBe('Algunos datos no son válidos. Revisa los campos marcados.');
    expect(body.error.fields.name).toBe('El nombre es requerido');
    expect(body.error.fields.age).toMatch(/^Entrada inválida/);
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
