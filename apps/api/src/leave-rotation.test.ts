import { connect, type Socket } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { leaveRotation } from './leave-rotation.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** The app on a port, with the server's side of every connection it accepted. */
async function listening() {
  const server = Fastify();
  const connections: Socket[] = [];
  server.server.on('connection', (socket: Socket) => connections.push(socket));
  app = server;
  server.get('/hello', async () => ({ hello: 'mundo' }));
  server.post('/echo', async (request) => request.body);
  await server.listen({ host: '127.0.0.1', port: 0 });
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { server: server.server, port: address.port, connections };
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

/**
 * A drain longer than any test may last: a `leaveRotation` given it that resolves did so because
 * no connection was left, never because its time was up.
 */
const AN_HOUR_MS = 3_600_000;

/**
 * Follows a `leaveRotation`: whether it has resolved, how many of the server's connections were
 * still open when it did, and how many it said were.
 */
function follow(leaving: Promise<number>, connections: Socket[]) {
  const seen = { left: false, openWhenLeft: -1, said: -1 };
  const done = leaving.then((said) => {
    seen.left = true;
    seen.openWhenLeft = connections.filter((socket) => !socket.destroyed).length;
    seen.said = said;
  });
  return { seen, done };
}

describe('leaveRotation', () => {
  it('refuses new connections at once, and answers a request on a kept one, closing it after', async () => {
    const { server, port, connections } = await listening();
    const kept = await open(port);
    expect((await exchange(kept, get)).headers).toContain('connection: keep-alive');

    const leaving = follow(leaveRotation(server, AN_HOUR_MS), connections);
    await expect(open(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    const answer = await exchange(kept, post('{"reserva":1}'));
    expect(answer.status).toBe(200);
    expect(answer.headers).toContain('connection: close');
    await ended(kept);
    // It left once its last connection had closed, long before its hour was up.
    await leaving.done;
    expect(leaving.seen.openWhenLeft).toBe(0);
    expect(leaving.seen.said).toBe(0);
  });

  it('waits while an idle connection stays open, and never closes it itself', async () => {
    const { server, port, connections } = await listening();
    const idle = await open(port);
    await exchange(idle, get);

    const leaving = follow(leaveRotation(server, AN_HOUR_MS), connections);
    // Once a new connection is refused the server has stopped listening; it still waits.
    await expect(open(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(leaving.seen.left).toBe(false);
    expect(connections.filter((socket) => !socket.destroyed)).toHaveLength(1);

    // The proxy's next request on it is answered, never reset, and the connection ends after.
    const answer = await exchange(idle, get);
    expect(answer.status).toBe(200);
    expect(answer.headers).toContain('connection: close');
    await leaving.done;
    expect(leaving.seen.openWhenLeft).toBe(0);
    expect(leaving.seen.said).toBe(0);
  });

  it('stops waiting when the time is up, leaving the idle connection open for the proxy', async () => {
    const { server, port, connections } = await listening();
    const idle = await open(port);
    await exchange(idle, get);

    const leaving = follow(leaveRotation(server, 50), connections);
    await leaving.done;
    expect(leaving.seen.openWhenLeft).toBe(1);
    expect(leaving.seen.said).toBe(1);
    // A request sent on it afterwards is still answered, never reset.
    const answer = await exchange(idle, get);
    expect(answer.status).toBe(200);
    expect(answer.headers).toContain('connection: close');
    await ended(idle);
  });

  it('does nothing without a drain time, and the app then closes as before', async () => {
    const { server, port } = await listening();
    expect(await leaveRotation(server, 0)).toBe(0);
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
