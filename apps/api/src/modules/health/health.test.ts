import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';

describe('health and readiness', async () => {
  const { app, database } = await createTestApp();

  it('answers that the process is alive', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers ready when the database responds', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 in the error shape when the database does not respond', async () => {
    const { app: brokenApp } = await createTestApp({
      database: {
        ...database,
        ping: () => Promise.reject(new Error('connection refused')),
        close: async () => undefined,
      },
    });
    const response = await brokenApp.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: {
        code: 'SERVICE_UNAVAILABLE',
        message: 'El servicio no está disponible en este momento.',
      },
    });
    expect(response.body).not.toContain('connection refused');
  });
});
