import type { z } from 'zod';
import {
  loadSchemasOf,
  urlOf,
  type AnyEndpoint,
  type HttpMethod,
  type LazyEndpoint,
} from '@brillo/domain/contracts/endpoint';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { apiErrorBodyOf } from './api-error-body';
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
 * Turns an error answer into an ApiError with the server's Spanish message, read by hand from the
 * API's one error shape (`apiErrorBodyOf`). A body of another shape, e.g. a proxy's HTML page,
 * gets a message from the catalogue instead.
 */
async function toApiError(response: Response): Promise<ApiError> {
  const body = apiErrorBodyOf(await readJson(response));
  if (!body) return new ApiError(response.status, 'HTTP_ERROR', fallbackMessage(response.status));
  const { code, message, fields } = body.error;
  return new ApiError(response.status, code, message, fields);
}

/**
 * Reads the body of a success answer by its status: `{ value }`, or undefined when the body is off
 * its contract.
 */
type ReadBody = (status: number, body: unknown) => { value: unknown } | undefined;

/** Reads each success answer with the schema of its status (the first one declared, else). */
function readWithSchemas(answers: Readonly<Record<number, z.ZodType>>): ReadBody {
  return (status, body) => {
    const schema = answers[status] ?? Object.values(answers)[0];
    const parsed = schema?.safeParse(body);
    return parsed?.success ? { value: parsed.data } : undefined;
  };
}

/**
 * The body of a successful answer, read once the reading is ready (undefined when it could not be
 * loaded). An error answer, and a success answer off its contract, become an ApiError with a
 * Spanish message.
 */
async function readAnswer(
  response: Response,
  reading: Promise<ReadBody | undefined>,
): Promise<unknown> {
  if (!response.ok) throw await toApiError(response);
  const [body, read] = await Promise.all([
    response.status === 204 ? null : readJson(response),
    reading,
  ]);
  if (!read) throw new ApiError(NO_ANSWER, 'NETWORK_ERROR', commonTexts.errors.unavailable);
  const answer = read(response.status, body);
  if (!answer) {
    throw new ApiError(response.status, 'UNEXPECTED_RESPONSE', commonTexts.errors.internal);
  }
  return answer.value;
}

interface RequestOptions {
  signal?: AbortSignal;
}

/** The browser's task scheduler, where it has one (Chromium from version 129). */
interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Hands the main thread back to the browser before a call starts. A page's reads start together,
 * as its components' effects run, and each call costs the main thread a few milliseconds before
 * its request leaves (importing a light definition's schemas, building the URL, `fetch` itself:
 * about 15 on a phone at Lighthouse's 4× slowdown): the agent's dashboard started its 13 reads in
 * one task of half a second. Yielded, each call starts in a task of its own, which the browser runs
 * before the tasks queued after it. Where there is no `scheduler.yield` (other browsers, the tests'
 * DOM) the call starts at once, as before.
 */
function yieldBeforeCalling(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  return scheduler?.yield?.() ?? Promise.resolve();
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
  reading: Promise<ReadBody | undefined>,
  { signal }: RequestOptions,
): Promise<unknown> {
  const withBody = method === 'POST' || method === 'PATCH' || method === 'PUT';
  const response = await send(url, {
    method,
    headers: withBody
      ? { accept: 'application/json', 'content-type': 'application/json' }
      : { accept: 'application/json' },
    body: withBody ? JSON.stringify(body ?? {}) : undefined,
    signal,
  });
  return readAnswer(response, reading);
}

/** Sends a call of the definition with the options given, and reads its answer with `reading`. */
function callWith(
  definition: AnyEndpoint,
  reading: Promise<ReadBody | undefined>,
  options: AnyCallOptions | undefined,
): Promise<unknown> {
  const { params, query, body, signal } = options ?? {};
  const url = urlOf(definition, { params, query });
  return request(definition.method, url, body, reading, { signal });
}

/**
 * Calls an endpoint of `@brillo/domain/contracts` (ADR-076): its method and path come from the
 * definition, and its params, query and body are typed by the definition's schemas, so a wrong
 * path or body is a type error. The answer comes back parsed with the schema of its status. The
 * schemas of a lazy definition start loading as the call starts (`yieldBeforeCalling`), while
 * its request is on its way.
 */
export function callApi<Definition extends AnyEndpoint>(
  definition: Definition,
  ...[options]: CallArguments<Definition>
): Promise<Answer<Definition>> {
  return yieldBeforeCalling().then(() => {
    const reading = loadSchemasOf(definition).then(
      (schemas) => readWithSchemas(schemas.answers),
      () => undefined,
    );
    return callWith(definition, reading, options as AnyCallOptions | undefined);
  }) as Promise<Answer<Definition>>;
}

/**
 * Reads an answer by hand: the answer as its contract types it, built from the fields the
 * contract names, or undefined when the body is off the contract.
 */
export type AnswerReader<Value> = (body: unknown) => Value | undefined;

/**
 * Calls a light definition whose answer the first page reads (the public settings, the landing
 * page's figures), reading it with `read` instead of loading its zod schemas: zod is about 25 KB
 * (gzip) that a first visit would load for these few fields. An answer `read` refuses fails as
 * with `callApi`, with the catalogue's Spanish message.
 */
export function callApiReadBy<Definition extends LazyEndpoint>(
  definition: Definition,
  read: AnswerReader<Answer<Definition>>,
  ...[options]: CallArguments<Definition>
): Promise<Answer<Definition>> {
  const reading = Promise.resolve<ReadBody>((_status, answer) => {
    const value = read(answer);
    return value === undefined ? undefined : { value };
  });
  return yieldBeforeCalling().then(() =>
    callWith(definition, reading, options as AnyCallOptions | undefined),
  ) as Promise<Answer<Definition>>;
}
