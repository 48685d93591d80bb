import type { z } from 'zod';

/** Where Fintoc is and how to reach it: both its APIs (payments, transfers) share these. */
export interface FintocConnection {
  /** https://api.fintoc.com; tests point it at a local stand-in. */
  apiUrl: string;
  secretKey: string;
  /** Milliseconds before a call is given up. */
  timeoutMs: number;
}

export interface FintocRequest<T> {
  method: 'GET' | 'POST';
  path: string;
  /** What a success must look like; anything else is an unexpected answer. */
  schema: z.ZodType<T>;
  body?: unknown;
  idempotencyKey?: string;
  /** Headers of the request's own, given the JSON body sent (the transfers' JWS signature). */
  signedHeaders?: (rawBody: string) => Record<string, string>;
}

/** How each adapter reports a failed call: its own error class, refused or not. */
export type FintocFailure = (
  message: string,
  options: { cause?: unknown; refused?: boolean },
) => Error;

/**
 * One call to Fintoc with the secret key: JSON in and out, an idempotency key when given. A 4xx
 * but 409 and 429 is a definite refusal (`refused`: nothing was done); no answer, a 409, a 429, a
 * 5xx or an answer cut short or of another shape may have been carried out, and is not refused.
 */
export async function fintocRequest<T>(
  connection: FintocConnection,
  request: FintocRequest<T>,
  failure: FintocFailure,
): Promise<T> {
  const { method, path, schema, body, idempotencyKey, signedHeaders } = request;
  const rawBody = body === undefined ? undefined : JSON.stringify(body);
  const name = `Fintoc ${method} ${path}`;
  let response: Response;
  try {
    response = await fetch(new URL(path, connection.apiUrl), {
      method,
      headers: {
        authorization: connection.secretKey,
        accept: 'application/json',
        ...(rawBody === undefined
          ? {}
          : { 'content-type': 'application/json', ...signedHeaders?.(rawBody) }),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      body: rawBody,
      signal: AbortSignal.timeout(connection.timeoutMs),
    });
  } catch (error) {
    throw failure(`${name}: unreachable`, { cause: error });
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw failure(`${name}: answer cut short`, { cause: error });
  }
  if (!response.ok) {
    // A 409 (the same idempotency key still being worked on) or a 429 (too many requests) may
    // yet be carried out, or be asked again: only the other 4xx say that nothing was done.
    const refused =
      response.status >= 400 &&
      response.status < 500 &&
      response.status !== 409 &&
      response.status !== 429;
    throw failure(`${name}: ${response.status} ${text.slice(0, 200)}`, { refused });
  }
  try {
    return schema.parse(JSON.parse(text));
  } catch (error) {
    throw failure(`${name}: unexpected answer`, { cause: error });
  }
}
