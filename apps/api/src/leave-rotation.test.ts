import { connect, type Socket } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { leaveRotation } from './leave-rotation.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function listening(): Promise<{ server: FastifyInstance['server']; port: number }> {
  const server = Fastify();
  app = server;
  server.get('/hello', async () => ({ hello: 'mundo' }));
  server.post('/echo', async (request) => request.body);
  await server.listen({ host: '127.0.0.1', port: 0 });
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { server: server.server, port: address.port };
}

/** Closes the app as server.ts does after leaving the rotation. */
async function closeApp(): Promise<void> {
  const current = app;
  app = undefined;
  await current?.close();
}

function open(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Sends one request on a kept connection and reads its whole answer (status and headers). */
function exchange(socket: Socket, request: string): Promise<{ status: number; headers: string }> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const end = text.indexOf('\r\n\r\n');
      if (end === -1) return;
      const length = Number(/content-length: (\d+)/i.exec(text)?.[1] ?? 0);
      if (text.length < end + 4 + length) return;
      socket.off('data', onData);
      const headers = text.slice(0, end).toLowerCase();
      resolve({ status: Number(headers.split(' ')[1]), headers });
    };
    socket.on('data', onData);
    socket.once('error', reject);
    socket.write(request);
  });
}

const get = 'GET /hello HTTP/1.1\r\nHost: brillo\r\n\r\n';
const post = (body: string) =>
  `POST /echo HTTP/1.1\r\nHost: brillo\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`;
const ended = (socket: Socket) =>
  new Promise<void>((resolve) => socket.once('close', () => resolve()));

describe('leaveRotation', () => {
  it('refuses new connections at once, and answers a request on a kept one, closing it after', async () => {
    const { server, port } = await listening();
    const kept = await open(port);
    expect((await exchange(kept, get)).headers).toContain('connection: keep-alive');

    const leaving = leaveRotation(server, 5_000);
    await expect(open(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    const answer = await exchange(kept, post('{"reserva":1}'));
    expect(answer.status).toBe(200);
    expect(answer.headers).toContain('connection: close');
    await ended(kept);
    // No connection left: it resolves long before its 5 s.
    const started = performance.now();
    await leaving;
    expect(performance.now() - started).toBeLessThan(4_000);
  });

  it('leaves an idle connection open for the proxy to use or close, until the time is up', async () => {
    const { server, port } = await listening();
    const idle = await open(port);
    await exchange(idle, get);
    let closedAt: number | undefined;
    idle.once('close', () => (closedAt = performance.now()));

    const started = performance.now();
    await leaveRotation(server, 400);
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);
    expect(closedAt).toBeUndefined();
    // A request sent on it while the server is leaving is answered, never reset.
    const answer = await exchange(idle, get);
    expect(answer.status).toBe(200);
    expect(answer.headers).toContain('connection: close');
    await ended(idle);
  });

  it('does nothing without a drain time, and the app then closes as before', async () => {
    const { server, port } = await listening();
    await leaveRotation(server, 0);
    const socket = await open(port);
    expect((await exchange(socket, get)).headers).toContain('connection: keep-alive');
    socket.destroy();
    await closeApp();
  });

  it('lets the app close afterwards without an error', async () => {
    const { server, port } = await listening();
    const kept = await open(port);
    await exchange(kept, get);
    await leaveRotation(server, 100);
    await expect(closeApp()).resolves.toBeUndefined();
    await ended(kept);
  });
});
