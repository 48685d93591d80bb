import type { z } from 'zod';
import {
  loadSchemasOf,
  urlOf,
  type AnyEndpoint,
  type HttpMethod,
} from '@brillo/domain/contracts/endpoint';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import type { AnyCallOptions, Answer, CallArguments } from './endpoint-call';

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

/** The schema of each success answer by status, or undefined when it could not be loaded. */
type LoadingAnswers = Promise<Readonly<Record<number, z.ZodType>> | undefined>;

/**
 * The body of a successful answer, parsed with the schema of its status (the first one declared
 * for a status the definition does not name). An error answer, and a success answer that does not
 * match its schema, become an ApiError with a Spanish message.
 */
async function readAnswer(response: Response, loading: LoadingAnswers): Promise<unknown> {
  if (!response.ok) throw await toApiError(response);
  const [body, answers] = await Promise.all([
    response.status === 204 ? null : readJson(response),
    loading,
  ]);
  if (!answers) throw new ApiError(NO_ANSWER, 'NETWORK_ERROR', commonTexts.errors.unavailable);
  const schema = answers[response.status] ?? Object.values(answers)[0];
  const answer = schema?.safeParse(body);
  if (!answer?.success) {
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
 * Sends one request, with a JSON body for the methods that carry one, and reads its answer. Every
 * failure (network, error status, an answer off its schema) becomes an ApiError with a Spanish
 * message.
 */
async function request(
  method: HttpMethod,
  url: string,
  body: unknown,
  loading: LoadingAnswers,
  { signal }: RequestOptions,
): Promise<unknown> {
  const withBody = method === 'POST' || method === 'PATCH';
  const response = await send(url, {
    method,
    headers: withBody
      ? { accept: 'application/json', 'content-type': 'application/json' }
      : { accept: 'application/json' },
    body: withBody ? JSON.stringify(body ?? {}) : undefined,
    signal,
  });
  return readAnswer(response, loading);
}

/**
 * Calls an endpoint of `@brillo/domain/contracts` (ADR-076): its method and path come from the
 * definition, and its params, query and body are typed by the definition's schemas, so a wrong
 * path or body is a type error. The answer comes back parsed with the schema of its status. The
 * schemas of a lazy definition start loading at once, while the request is on its way.
 */
export function callApi<Definition extends AnyEndpoint>(
  definition: Definition,
  ...[options]: CallArguments<Definition>
): Promise<Answer<Definition>> {
  const { params, query, body, signal } = (options ?? {}) as AnyCallOptions;
  const loading = loadSchemasOf(definition).then(
    (schemas) => schemas.answers,
    () => undefined,
  );
  const url = urlOf(definition, { params, query });
  return request(definition.method, url, body, loading, { signal }) as Promise<Answer<Definition>>;
}
