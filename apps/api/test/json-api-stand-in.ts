import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One call a stand-in received, as it came. */
export interface StandInCall {
  method: string;
  /** The path, without the query string. */
  path: string;
  /** The query string with its `?`, or '' for none. */
  query: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  jwsSignature: string | undefined;
  rawBody: string;
  /** The body read as JSON; undefined for none or for text that is not JSON. */
  body: unknown;
}

/** A call being answered: what came, and the ways to answer it. */
export interface StandInExchange {
  call: StandInCall;
  url: URL;
  header(name: string): string | undefined;
  answer(status: number, json: unknown): void;
  /** Ends the connection without an answer (a network error for the client). */
  drop(): void;
}

export interface JsonApiStandIn {
  apiUrl: string;
  calls: StandInCall[];
  /** While true, every call answers 503. */
  down: boolean;
  /** While true, every call is left unanswered (the client's timeout ends it). */
  silent: boolean;
  close(): Promise<void>;
}

async function readText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function parsed(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

function exchangeOf(request: IncomingMessage, response: ServerResponse, rawBody: string) {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const header = (name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' ? value : undefined;
  };
  const call: StandInCall = {
    method: request.method ?? 'GET',
    path: url.pathname,
    query: url.search,
    authorization: header('authorization'),
    idempotencyKey: header('idempotency-key'),
    jwsSignature: header('fintoc-jws-signature'),
    rawBody,
    body: parsed(rawBody),
  };
  return {
    call,
    url,
    header,
    answer(status: number, json: unknown) {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(json));
    },
    drop: () => void response.destroy(),
  } satisfies StandInExchange;
}

/**
 * The server side of a stand-in for an HTTP API that speaks JSON with a secret key (Fintoc's
 * payments and transfers), on 127.0.0.1 and a free port. It records every call, leaves it
 * unanswered while `silent`, answers 503 while `down` and 401 in Fintoc's shape without
 * `secretKey` in `Authorization`; any other call goes to `route`.
 */
export async function startJsonApiStandIn({
  secretKey,
  route,
}: {
  secretKey: string;
  route: (exchange: StandInExchange) => void;
}): Promise<JsonApiStandIn> {
  const calls: StandInCall[] = [];
  const state = { down: false, silent: false };
  const server = createServer((request, response) => {
    void (async () => {
      const exchange = exchangeOf(request, response, await readText(request));
      calls.push(exchange.call);
      if (state.silent) return;
      if (state.down) return exchange.answer(503, { error: { type: 'api_error' } });
      if (exchange.header('authorization') !== secretKey) {
        return exchange.answer(401, {
          error: { type: 'authentication_error', code: 'invalid_api_key' },
        });
      }
      route(exchange);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}`,
    calls,
    get down() {
      return state.down;
    },
    set down(value) {
      state.down = value;
    },
    get silent() {
      return state.silent;
    },
    set silent(value) {
      state.silent = value;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        // A silent call still holds its connection: end it, or close would wait for it.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
