import type { z } from 'zod';
import { urlOf, type Endpoint } from '@brillo/domain/contracts/endpoint';
import { UPLOAD_FIELD } from '@brillo/domain/file-uploads';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { ApiError } from '@/lib/api-client';
import { apiErrorBodyOf } from '@/lib/api-error-body';
import type { Answer, CallOptions } from '@/lib/endpoint-call';

export interface UploadOptions {
  /** Aborting it aborts the request; the promise then rejects with an `AbortError`. */
  signal?: AbortSignal;
  /** Called with the whole percent of the file sent so far (0 to 100), as it goes. */
  onProgress?: (percent: number) => void;
}

/** Status 0 stands for "no answer", as in the API client. */
const NO_ANSWER = 0;

function fallbackMessage(status: number): string {
  if (status === 503 || status === NO_ANSWER) return commonTexts.errors.unavailable;
  if (status === 404) return commonTexts.errors.notFound;
  if (status === 413) return commonTexts.errors.payloadTooLarge;
  if (status === 429) return commonTexts.errors.tooManyRequests;
  return commonTexts.errors.internal;
}

function readJson(request: XMLHttpRequest): unknown {
  const type = request.getResponseHeader('content-type') ?? '';
  if (!type.includes('application/json')) return undefined;
  try {
    return JSON.parse(request.responseText) as unknown;
  } catch {
    return undefined;
  }
}

/** An error answer as an ApiError with the server's Spanish message, or one from the catalogue. */
function toApiError(status: number, body: unknown): ApiError {
  const parsed = apiErrorBodyOf(body);
  if (!parsed) return new ApiError(status, 'HTTP_ERROR', fallbackMessage(status));
  const { code, message, fields } = parsed.error;
  return new ApiError(status, code, message, fields);
}

function abortError(): DOMException {
  return new DOMException('The upload was aborted.', 'AbortError');
}

/** The whole percent of `loaded` in `total`, never more than 100. */
export function percentOf(loaded: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((loaded / total) * 100));
}

/**
 * POSTs one file to a same-origin API path as `multipart/form-data` with a single part named
 * `UPLOAD_FIELD`, reporting the upload's progress (which `fetch` cannot). It sends what the API
 * client sends: the session cookie of this origin (the browser adds the `Origin` header the API
 * checks) and `accept: application/json`. The answer is parsed with its contract; an error answer
 * becomes an ApiError with the server's Spanish message, and a network failure or an answer off
 * the contract one with a Spanish message from the catalogue.
 */
export function uploadFile<Schema extends z.ZodType>(
  path: string,
  file: File,
  contract: Schema,
  options: UploadOptions = {},
): Promise<z.output<Schema>> {
  const { signal, onProgress } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const request = new XMLHttpRequest();
    let settled = false;
    // Settles once: an answer that still arrives after an abort is ignored.
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbortSignal);
      outcome();
    };
    const onAbortSignal = () => {
      settle(() => reject(abortError()));
      request.abort();
    };

    request.upload.addEventListener('progress', (event) => {
      if (!settled && event.lengthComputable) onProgress?.(percentOf(event.loaded, event.total));
    });
    request.upload.addEventListener('load', () => {
      if (!settled) onProgress?.(100);
    });
    request.addEventListener('load', () => {
      const body = readJson(request);
      if (request.status < 200 || request.status >= 300) {
        settle(() => reject(toApiError(request.status, body)));
        return;
      }
      const answer = contract.safeParse(body);
      settle(() =>
        answer.success
          ? resolve(answer.data)
          : reject(
              new ApiError(request.status, 'UNEXPECTED_RESPONSE', commonTexts.errors.internal),
            ),
      );
    });
    const failed = () =>
      settle(() =>
        reject(new ApiError(NO_ANSWER, 'NETWORK_ERROR', commonTexts.errors.unavailable)),
      );
    request.addEventListener('error', failed);
    request.addEventListener('timeout', failed);
    request.addEventListener('abort', () => settle(() => reject(abortError())));
    signal?.addEventListener('abort', onAbortSignal, { once: true });

    const form = new FormData();
    form.append(UPLOAD_FIELD, file, file.name);
    request.open('POST', path);
    request.setRequestHeader('accept', 'application/json');
    onProgress?.(0);
    request.send(form);
  });
}

/** An endpoint that takes one file: POSTed as `multipart/form-data`, so it declares no body. */
type UploadEndpoint = Endpoint & { readonly method: 'POST'; readonly body?: undefined };

/**
 * Uploads `file` to an upload endpoint of `@brillo/domain/contracts` (ADR-076): its method and
 * path (with its params) come from the definition, and the answer is parsed with the schema of
 * its success answer.
 */
export function uploadTo<Definition extends UploadEndpoint>(
  definition: Definition,
  file: File,
  { params, ...options }: UploadOptions & Pick<CallOptions<Definition>, 'params'>,
): Promise<Answer<Definition>> {
  const [answer] = Object.values(definition.answers);
  if (!answer) throw new TypeError(`${definition.path} declares no answer`);
  const url = urlOf(definition, { params: params as Record<string, string> | undefined });
  return uploadFile(url, file, answer, options) as Promise<Answer<Definition>>;
}

/** Whether an upload failed because it was aborted (cancelled or its screen left). */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
