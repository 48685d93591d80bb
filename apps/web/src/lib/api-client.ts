import type { z } from 'zod';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';

export type FieldErrors = Record<string, string>;

/** A failed API call, carrying the server's Spanish message so the UI can show it as it is. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldErrors | undefined;

  constructor(status: number, code: string, message: string, fields?: FieldErrors) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/**
 * What an answer must match: its response schema from `@brillo/domain/contracts`, or a function
 * that imports it. Calls made by the first page of a visit pass the function, so that zod is not
 * part of the JavaScript that page waits for (ADR-015).
 */
export type AnswerContract<Schema extends z.ZodType> = Schema | (() => Promise<Schema>);

/** Status 0 stands for "no answer": the network failed or the answer was not what we expected. */
const NO_ANSWER = 0;

function fallbackMessage(status: number): string {
  if (status === 503 || status === NO_ANSWER) return commonTexts.errors.unavailable;
  if (status === 404) return commonTexts.errors.notFound;
  if (status === 429) return commonTexts.errors.tooManyRequests;
  return commonTexts.errors.internal;
}

async function readJson(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * Turns an error answer into an ApiError with the server's Spanish message, checked with the
 * API's error contract (loaded on demand: errors are rare). A body of another shape, e.g. a
 * proxy's HTML page, gets a message from the catalogue instead.
 */
async function toApiError(response: Response): Promise<ApiError> {
  const [body, contract] = await Promise.all([
    readJson(response),
    import('@brillo/domain/contracts/api-error').catch(() => undefined),
  ]);
  const parsed = contract?.ApiErrorBodySchema.safeParse(body);
  if (!parsed?.success) {
    return new ApiError(response.status, 'HTTP_ERROR', fallbackMessage(response.status));
  }
  const { code, message, fields } = parsed.data.error;
  return new ApiError(response.status, code, message, fields);
}

/** Starts loading the contract at once, so that it loads while the request is on its way. */
function loadContract<Schema extends z.ZodType>(
  contract: AnswerContract<Schema>,
): Promise<Schema | undefined> {
  if (typeof contract !== 'function') return Promise.resolve(contract);
  // A contract that cannot be loaded (the network went away) is handled where it is awaited.
  return contract().catch(() => undefined);
}

/**
 * The body of a successful answer, parsed with its contract. An error answer, and a success answer
 * that does not match the contract, become an ApiError with a Spanish message.
 */
async function readAnswer<Schema extends z.ZodType>(
  response: Response,
  loading: Promise<Schema | undefined>,
): Promise<z.output<Schema>> {
  if (!response.ok) throw await toApiError(response);
  const [body, schema] = await Promise.all([readJson(response), loading]);
  if (!schema) throw new ApiError(NO_ANSWER, 'NETWORK_ERROR', commonTexts.errors.unavailable);
  const answer = schema.safeParse(body);
  if (!answer.success) {
    throw new ApiError(response.status, 'UNEXPECTED_RESPONSE', commonTexts.errors.internal);
  }
  return answer.data;
}

interface RequestOptions {
  signal?: AbortSignal;
}

/** Sends a same-origin request; a network failure becomes an ApiError with a Spanish message. */
async function send(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, { ...init, credentials: 'same-origin' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(NO_ANSWER, 'NETWORK_ERROR', commonTexts.errors.unavailable);
  }
}

/**
 * GETs a same-origin API path and returns its JSON body, parsed with its contract. Every failure
 * (network, error status, an answer off the contract) becomes an ApiError with a Spanish message.
 */
export async function apiGet<Schema extends z.ZodType>(
  path: string,
  contract: AnswerContract<Schema>,
  options: RequestOptions = {},
): Promise<z.output<Schema>> {
  const loading = loadContract(contract);
  const response = await send(path, {
    headers: { accept: 'application/json' },
    signal: options.signal,
  });
  return readAnswer(response, loading);
}

/** Sends a JSON body to a same-origin API path; answers and failures as for `apiGet`. */
async function sendJson<Schema extends z.ZodType>(
  method: 'POST' | 'PATCH',
  path: string,
  body: unknown,
  contract: AnswerContract<Schema>,
  options: RequestOptions,
): Promise<z.output<Schema>> {
  const loading = loadContract(contract);
  const response = await send(path, {
    method,
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: options.signal,
  });
  return readAnswer(response, loading);
}

/** POSTs a JSON body to a same-origin API path; answers and failures as for `apiGet`. */
export function apiPost<Schema extends z.ZodType>(
  path: string,
  body: unknown,
  contract: AnswerContract<Schema>,
  options: RequestOptions = {},
): Promise<z.output<Schema>> {
  return sendJson('POST', path, body, contract, options);
}

/** PATCHes a JSON body to a same-origin API path; answers and failures as for `apiGet`. */
export function apiPatch<Schema extends z.ZodType>(
  path: string,
  body: unknown,
  contract: AnswerContract<Schema>,
  options: RequestOptions = {},
): Promise<z.output<Schema>> {
  return sendJson('PATCH', path, body, contract, options);
}

/** DELETEs a same-origin API path that answers no body (204); failures as for `apiGet`. */
export async function apiDelete(path: string, options: RequestOptions = {}): Promise<void> {
  const response = await send(path, {
    method: 'DELETE',
    headers: { accept: 'application/json' },
    signal: options.signal,
  });
  if (!response.ok) throw await toApiError(response);
}
