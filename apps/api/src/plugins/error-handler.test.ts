import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { createTestApp } from '../../test/app.ts';

const errors = commonTexts.errors;

interface RawAnswer {
  status: number;
  headers: Map<string, string>;
  body: string;
}

/**
 * Sends `request` as raw bytes on a new connection and reads the answer until the server closes
 * it, so requests the HTTP parser refuses can be sent at all.
 */
function sendRaw(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(5000, () => socket.destroy(new Error('no answer within 5 s')));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = raw.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers = new Map(
        headerLines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as const;
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
    socket.end(request);
  });
}

describe('answers that never reach a route', async () => {
  const { app } = await createTestApp();
  app.get(
    '/api/test/items/:id',
    { schema: { params: z.object({ id: z.string() }) } },
    async () => ({}),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  it('answers a URL that cannot be decoded with a Spanish 400 in the error shape', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/%' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      error: { code: 'MALFORMED_URL', message: errors.malformedUrl },
    });
  });

  it('answers a NUL character in the path with the JSON 404 of any unknown path', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/%00' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: errors.routeNotFound },
    });
  });

  it('answers an overlong path parameter with a Spanish 414', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/test/items/${'a'.repeat(500)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({
      error: { code: 'URL_TOO_LONG', message: errors.urlTooLong },
    });
  });

  it('answers oversized headers with a Spanish 431 in the error shape', async () => {
    const answer = await sendRaw(
      port,
      `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Relleno: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(Number(answer.headers.get('content-length'))).toBe(Buffer.byteLength(answer.body));
    expect(JSON.parse(answer.body)).toEqual({
      error: { code: 'HEADERS_TOO_LARGE', message: errors.headersTooLarge },
    });
    // Written on the socket by hand, it still carries every answer's security headers.
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('refuses CONNECT with a Spanish 405 in the error shape: Brillo is no proxy', async () => {
    const answer = await sendRaw(
      port,
      'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n',
    );
    expect(answer.status).toBe(405);
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(JSON.parse(answer.body)).toEqual({
      error: { code: 'METHOD_NOT_ALLOWED', message: errors.methodNotAllowed },
    });
  });

  it('refuses an HTTP/1.1 request without Host in the error shape, and serves HTTP/1.0 without it', async () => {
    const answer = await sendRaw(port, 'GET /api/health HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(JSON.parse(answer.body)).toEqual({
      error: { code: 'BAD_REQUEST', message: errors.malformedRequest },
    });
    const old = await sendRaw(port, 'GET /api/health HTTP/1.0\r\n\r\n');
    expect(old.status).toBe(200);
  });

  it('answers requests the HTTP parser refuses with a Spanish 400 in the error shape', async () => {
    for (const request of [
      'GET /api/\u0000 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
      'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Nulo: a\u0000b\r\n\r\n',
      'esto no es HTTP\r\n\r\n',
    ]) {
      const answer = await sendRaw(port, request);
      expect(answer.status).toBe(400);
      expect(Number(answer.headers.get('content-length'))).toBe(Buffer.byteLength(answer.body));
      expect(JSON.parse(answer.body)).toEqual({
        error: { code: 'BAD_REQUEST', message: errors.malformedRequest },
      });
    }
  });

  it('still answers well-formed requests on the same server', async () => {
    const answer = await sendRaw(
      port,
      'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
    );
    expect(answer.status).toBe(200);
  });
});

describe('a request that arrives while the server shuts down', () => {
  it('gets a Spanish 503 in the error shape that closes the connection', async () => {
    const { app } = await createTestApp();
    let releaseSlow!: () => void;
    const slowMayEnd = new Promise<void>((resolve) => (releaseSlow = resolve));
    let markSlowStarted!: () => void;
    const slowStarted = new Promise<void>((resolve) => (markSlowStarted = resolve));
    app.get('/api/test/slow', async () => {
      markSlowStarted();
      await slowMayEnd;
      return { done: true };
    });
    let markClosing!: () => void;
    const closingStarted = new Promise<void>((resolve) => (markClosing = resolve));
    app.addHook('preClose', async () => markClosing());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    let markSecondArrived!: () => void;
    const secondArrived = new Promise<void>((resolve) => (markSecondArrived = resolve));
    app.server.prependListener('request', (request: { url?: string }) => {
      if (request.url === '/api/health') markSecondArrived();
    });

    // A connection busy with a slow request stays open while the server closes; a second request
    // sent on it then is the one a load balancer should take elsewhere.
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined);
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write('GET /api/test/slow HTTP/1.1\r\nHost: x\r\n\r\n');
    await slowStarted;
    const closed = app.close();
    await closingStarted;
    socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    await secondArrived;
    releaseSlow();
    await ended;
    await closed;

    const raw = Buffer.concat(chunks).toString('utf8');
    const answers = raw.split(/(?=HTTP\/1\.1 )/);
    expect(answers[0]).toMatch(/^HTTP\/1\.1 200/);
    const second = answers[1] ?? '';
    expect(second).toMatch(/^HTTP\/1\.1 503/);
    expect(second.toLowerCase()).toContain('connection: close');
    expect(JSON.parse(second.split('\r\n\r\n')[1] ?? '')).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', message: errors.restarting },
    });
  });
});
