import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInHandler = (request: IncomingMessage, response: ServerResponse) => void;

export interface MapboxStandIn {
  /** Pass as the Mapbox base URL (`MAPBOX_BASE_URL`). */
  baseUrl: string;
  /** Every request received, oldest first. */
  requests: URL[];
  /** How the next requests are answered; by default an empty FeatureCollection. */
  answerWith(handler: StandInHandler): void;
  /** Forgets the requests and the chosen answer, as if just started (call in `beforeEach`). */
  reset(): void;
  close(): Promise<void>;
}

/** Answers every request with this status and JSON body. */
export function jsonAnswer(status: number, body: unknown): StandInHandler {
  return (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(body));
  };
}

/** Never answers: the client has to give up by itself. */
export const hangingAnswer: StandInHandler = () => undefined;

/**
 * A stand-in for Mapbox's API on 127.0.0.1 and a free port: it records each request and answers
 * as the test says, so the Mapbox driver runs for real with no internet.
 */
export async function startMapboxStandIn(): Promise<MapboxStandIn> {
  const requests: URL[] = [];
  const emptyAnswer = jsonAnswer(200, { type: 'FeatureCollection', query: [], features: [] });
  let handler = emptyAnswer;
  const server = createServer((request, response) => {
    requests.push(new URL(request.url ?? '/', 'http://127.0.0.1'));
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    answerWith(next) {
      handler = next;
    },
    reset() {
      requests.length = 0;
      handler = emptyAnswer;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
