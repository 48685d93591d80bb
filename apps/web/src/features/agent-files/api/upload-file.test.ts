import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AvatarUpdatedSchema, UPLOAD_FIELD } from '@brillo/domain/contracts/agent-files';
import { agentFilesTexts } from '@brillo/domain/texts/agent-files.es-CL';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { ApiError } from '@/lib/api-client';
import { apiError } from '../../../../test/api-answers';
import { server } from '../../../../test/server';
import { isAbort, percentOf, uploadFile } from './upload-file';

const PATH = '/api/agents/avatar';
const photo = () =>
  new File([new Uint8Array([137, 80, 78, 71, 1, 2, 3])], 'yo.png', { type: 'image/png' });

/**
 * Answers the POST with `answer` and keeps each request's `accept` header and multipart body as
 * text. (jsdom's FormData reaches the API stand-in as a part without the file's bytes, so what the
 * part holds is checked with the hand-driven stand-in below.)
 */
function answerUpload(answer: () => Response) {
  const received: { accept: string | null; body: string }[] = [];
  server.use(
    http.post(PATH, async ({ request }) => {
      received.push({ accept: request.headers.get('accept'), body: await request.text() });
      return answer();
    }),
  );
  return received;
}

/**
 * A stand-in for the browser's XMLHttpRequest that the test drives by hand: it records what was
 * sent and lets the test fire upload progress, an answer, a network error.
 */
class ManualXhr extends EventTarget {
  static last: ManualXhr | undefined;
  readonly upload = new EventTarget();
  method = '';
  url = '';
  body: unknown;
  headers: Record<string, string> = {};
  status = 0;
  responseText = '';
  aborted = false;
  private responseType = '';

  constructor() {
    super();
    ManualXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  /** Set to play a request whose abort reports nothing, so its answer still arrives. */
  silentAbort = false;
  abort() {
    this.aborted = true;
    if (!this.silentAbort) this.dispatchEvent(new Event('abort'));
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? this.responseType : null;
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.dispatchEvent(new ProgressEvent('progress', { loaded, total, lengthComputable }));
  }
  answer(status: number, body: unknown) {
    this.upload.dispatchEvent(new ProgressEvent('load'));
    this.status = status;
    this.responseType = 'application/json; charset=utf-8';
    this.responseText = JSON.stringify(body);
    this.dispatchEvent(new ProgressEvent('load'));
  }
  fail() {
    this.dispatchEvent(new ProgressEvent('error'));
  }
}

function useManualXhr(): () => ManualXhr {
  vi.stubGlobal('XMLHttpRequest', ManualXhr);
  return () => {
    if (!ManualXhr.last) throw new Error('no request was made');
    return ManualXhr.last;
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  ManualXhr.last = undefined;
});

describe('percentOf', () => {
  it('answers whole percents, never over 100, and 0 for an unknown total', () => {
    expect(percentOf(0, 200)).toBe(0);
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(199, 200)).toBe(99);
    expect(percentOf(250, 200)).toBe(100);
    expect(percentOf(10, 0)).toBe(0);
  });
});

describe('uploadFile', () => {
  it('POSTs multipart data asking for JSON and answers the parsed body', async () => {
    const received = answerUpload(() =>
      HttpResponse.json({ message: agentFilesTexts.avatar.updated, avatarUrl: '/a.webp' }),
    );
    const answer = await uploadFile(PATH, photo(), AvatarUpdatedSchema);
    expect(answer).toEqual({ message: agentFilesTexts.avatar.updated, avatarUrl: '/a.webp' });
    expect(received).toHaveLength(1);
    expect(received[0]?.accept).toBe('application/json');
    expect(received[0]?.body).toContain(`name="${UPLOAD_FIELD}"`);
  });

  it('puts the file, with its name, in the one part named UPLOAD_FIELD', async () => {
    const request = useManualXhr();
    const file = photo();
    void uploadFile(PATH, file, AvatarUpdatedSchema).catch(() => undefined);
    const form = request().body as FormData;
    expect([...form.keys()]).toEqual([UPLOAD_FIELD]);
    const part = form.get(UPLOAD_FIELD);
    expect(part).toBeInstanceOf(File);
    expect((part as File).name).toBe('yo.png');
    expect((part as File).size).toBe(file.size);
    expect(request().headers).toEqual({ accept: 'application/json' });
    request().abort();
  });

  it("turns an error answer into an ApiError with the server's Spanish message", async () => {
    answerUpload(() =>
      apiError(415, { code: 'UNSUPPORTED_TYPE', message: agentFilesTexts.errors.avatarType }),
    );
    const failure = uploadFile(PATH, photo(), AvatarUpdatedSchema);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 415,
      code: 'UNSUPPORTED_TYPE',
      message: agentFilesTexts.errors.avatarType,
    });
  });

  it('gives an error answer that is not the API’s shape a message from the catalogue', async () => {
    answerUpload(() => new HttpResponse('<h1>Too large</h1>', { status: 413 }));
    await expect(uploadFile(PATH, photo(), AvatarUpdatedSchema)).rejects.toMatchObject({
      status: 413,
      message: commonTexts.errors.payloadTooLarge,
    });
  });

  it('refuses a success answer off the contract with a Spanish message', async () => {
    answerUpload(() => HttpResponse.json({ avatar: 'x' }));
    await expect(uploadFile(PATH, photo(), AvatarUpdatedSchema)).rejects.toMatchObject({
      code: 'UNEXPECTED_RESPONSE',
      message: commonTexts.errors.internal,
    });
  });

  it('says a network failure in Spanish', async () => {
    server.use(http.post(PATH, () => HttpResponse.error()));
    await expect(uploadFile(PATH, photo(), AvatarUpdatedSchema)).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: commonTexts.errors.unavailable,
    });
  });

  it('reports the progress as whole percents, from 0 to 100', async () => {
    const request = useManualXhr();
    const seen: number[] = [];
    const upload = uploadFile(PATH, photo(), AvatarUpdatedSchema, {
      onProgress: (percent) => seen.push(percent),
    });
    expect(request().method).toBe('POST');
    expect(request().url).toBe(PATH);
    expect(request().body).toBeInstanceOf(FormData);
    request().progress(250, 1000);
    request().progress(0, 0, false);
    request().progress(999, 1000);
    request().answer(200, { message: agentFilesTexts.avatar.updated, avatarUrl: '/b.webp' });
    await expect(upload).resolves.toEqual({
      message: agentFilesTexts.avatar.updated,
      avatarUrl: '/b.webp',
    });
    expect(seen).toEqual([0, 25, 99, 100]);
  });

  it('aborts the request when the signal is aborted, and rejects with an AbortError', async () => {
    const request = useManualXhr();
    const controller = new AbortController();
    const upload = uploadFile(PATH, photo(), AvatarUpdatedSchema, { signal: controller.signal });
    controller.abort();
    const error: unknown = await upload.catch((reason: unknown) => reason);
    expect(isAbort(error)).toBe(true);
    expect(request().aborted).toBe(true);
  });

  it('ignores an answer that still arrives after the abort', async () => {
    const request = useManualXhr();
    const controller = new AbortController();
    const seen: number[] = [];
    const upload = uploadFile(PATH, photo(), AvatarUpdatedSchema, {
      signal: controller.signal,
      onProgress: (percent) => seen.push(percent),
    });
    request().silentAbort = true;
    controller.abort();
    request().answer(200, { message: agentFilesTexts.avatar.updated, avatarUrl: '/c.webp' });
    const error: unknown = await upload.catch((reason: unknown) => reason);
    expect(isAbort(error)).toBe(true);
    expect(seen).toEqual([0]);
  });

  it('sends nothing when the signal is already aborted', async () => {
    useManualXhr();
    const controller = new AbortController();
    controller.abort();
    const error: unknown = await uploadFile(PATH, photo(), AvatarUpdatedSchema, {
      signal: controller.signal,
    }).catch((reason: unknown) => reason);
    expect(isAbort(error)).toBe(true);
    expect(ManualXhr.last).toBeUndefined();
  });

  it('says a network error reported by the browser in Spanish', async () => {
    const request = useManualXhr();
    const upload = uploadFile(PATH, photo(), AvatarUpdatedSchema);
    request().fail();
    await expect(upload).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
      message: commonTexts.errors.unavailable,
    });
  });
});
