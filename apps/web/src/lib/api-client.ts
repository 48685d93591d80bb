import type { ApiErrorBody } from '@brillo/domain/api-error';
import { texts } from '@brillo/domain/texts.es-CL';

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
  if (status === 503 || status === NO_ANSWER) return texts.errors.unavailable;
  if (status === 404) return texts.errors.notFound;
  return texts.errors.internal;
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

/**
 * GETs a same-origin API path and returns its JSON body, checked by `parse`. Every failure (network,
 * error status, unexpected body) becomes an ApiError with a Spanish message.
 */
export async function apiGet<T>(path: string, parse: Parse<T>, options: RequestOptions = {}) {
  let response: Response;
  try {
    response = await fetch(path, {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(NO_ANSWER, 'NETWORK_ERROR', texts.errors.unavailable);
  }
  if (!response.ok) throw await toApiError(response);
  const body = await readJson(response);
  try {
    return parse(body);
  } catch {
    throw new ApiError(response.status, 'UNEXPECTED_RESPONSE', texts.errors.internal);
  }
}
