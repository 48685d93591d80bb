import type { ApiErrorBody } from '@brillo/domain/api-error';
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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFieldErrors(value: unknown): value is FieldErrors {
  return isRecord(value) && Object.values(value).every((message) => typeof message === 'string');
}

/** Reads the one error shape of the API, `{ error: { code, message, fields? } }`, or nothing. */
function readErrorBody(body: unknown): ApiErrorBody['error'] | undefined {
  if (!isRecord(body) || !isRecord(body.error)) return undefined;
  const { code, message, fields } = body.error;
  if (typeof code !== 'string' || typeof message !== 'string') return undefined;
  if (fields !== undefined && !isFieldErrors(fields)) return undefined;
  return fields ? { code, message, fields } : { code, message };
}

/** Turns an error answer into an ApiError with the server's Spanish message. */
async function toApiError(response: Response): Promise<ApiError> {
  const error = readErrorBody(await readJson(response));
  if (!error) return new ApiError(response.status, 'HTTP_ERROR', fallbackMessage(response.status));
  return new ApiError(response.status, error.code, error.message, error.fields);
}

/** Something that checks an answer's shape and returns it typed, or throws. */
export type Parse<T> = (data: unknown) => T;

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

/** The body of a successful answer, checked by `parse`; an error answer becomes an ApiError. */
async function readAnswer<T>(response: Response, parse: Parse<T>): Promise<T> {
  if (!response.ok) throw await toApiError(response);
  const body = await readJson(response);
  try {
    return parse(body);
  } catch {
    throw new ApiError(response.status, 'UNEXPECTED_RESPONSE', commonTexts.errors.internal);
  }
}

/**
 * GETs a same-origin API path and returns its JSON body, checked by `parse`. Every failure (network,
 * error status, unexpected body) becomes an ApiError with a Spanish message.
 */
export async function apiGet<T>(path: string, parse: Parse<T>, options: RequestOptions = {}) {
  const response = await send(path, {
    headers: { accept: 'application/json' },
    signal: options.signal,
  });
  return readAnswer(response, parse);
}

/** POSTs a JSON body to a same-origin API path; answers and failures as for `apiGet`. */
export async function apiPost<T>(
  path: string,
  body: unknown,
  parse: Parse<T>,
  options: RequestOptions = {},
) {
  const response = await send(path, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: options.signal,
  });
  return readAnswer(response, parse);
}

/** For calls whose answer says nothing the app needs beyond success. */
export const ignoreBody: Parse<void> = () => undefined;
