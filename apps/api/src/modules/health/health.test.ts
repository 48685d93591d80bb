import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { createTestDatabase } from '../../../test/database.ts';

/**
 * The file's database behind a switch: while `down`, it refuses every question as a database
 * that stopped would; otherwise each ping is a real query.
 */
async function switchableDatabase() {
  const database = await createTestDatabase();
  const state = { down: false, pings: 0 };
  const handle = {
    ...database,
    async ping() {
      state.pings += 1;
      if (state.down) throw new Error('connection refused');
      await database.ping();
    },
  };
  return { handle, state };
}

describe('health and readiness', async () => {
  const { handle, state } = await switchableDatabase();
  const { app } = await createTestApp({ database: handle });
  const get = (url: string) => app.inject({ method: 'GET', url });

  it('answers ready only while the database answers, asking it on every request', async () => {
    const pingsBefore = state.pings;
    const ready = await get('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });

    state.down = true;
    const down = await get('/api/ready');
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      error: {
        code: 'SERVICE_UNAVAILABLE',
        message: 'El servicio no está disponible en este momento.',
      },
    });
    expect(down.body).not.toContain('connection refused');

    state.down = false;
    expect((await get('/api/ready')).statusCode).toBe(200);
    expect(state.pings - pingsBefore).toBe(3);
  });

  it('answers that the process is alive whether or not the database answers', async () => {
    for (const down of [false, true]) {
      state.down = down;
      const pingsBefore = state.pings;
      const response = await get('/api/health');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
      expect(state.pings).toBe(pingsBefore);
    }
    state.down = false;
  });
});
