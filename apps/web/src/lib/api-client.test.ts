import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@brillo/domain/contracts/definition';
import { lazyEndpoint } from '@brillo/domain/contracts/endpoint';
import { PublicConfigSchema } from '@brillo/domain/contracts/public-config';
import { deleteSlot, updateSlot } from '@brillo/domain/contracts/slots';
import { signUp, type SignUp } from '@brillo/domain/contracts/sign-up';
import { availabilityTexts } from '@brillo/domain/texts/availability.es-CL';
import { authTexts } from '@brillo/domain/texts/auth.es-CL';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { ApiError, callApi, callApiReadBy } from './api-client';

const readConfig = endpoint({
  method: 'GET',
  path: '/api/public-config',
  answers: { 200: PublicConfigSchema },
});

/** The same endpoint, its schemas loaded by `loadSchemas`. */
function lazyConfig(loadSchemas: () => Promise<{ answers: { 200: typeof PublicConfigSchema } }>) {
  return lazyEndpoint({ method: 'GET', path: '/api/public-config', loadSchemas });
}

const config = {
  homeUrl: 'https://brillo.cl',
  city: 'Santiago, Chile',
  contactEmail: 'contacto@brillo.cl',
  contactPhone: '+56 2 2345 6789',
  timeZone: 'America/Santiago',
};

/** The API answers every request with `answer()`. */
function answerWith(answer: () => Response) {
  const fetch = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The ApiError a call fails with. */
async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('an answer checked with its contract', () => {
  it('is returned parsed, without fields the contract does not name', async () => {
    answerWith(() => Response.json({ ...config, secret: 'x' }));
    await expect(callApi(readConfig)).resolves.toEqual(config);
  });

  it('fails with the catalogue Spanish message when it does not match the contract', async () => {
    answerWith(() => Response.json({ ...config, contactEmail: 42 }));
    const error = await failureOf(callApi(readConfig));
    expect(error).toMatchObject({ status: 200, code: 'UNEXPECTED_RESPONSE' });
    expect(error.message).toBe(commonTexts.errors.internal);
  });

  it('fails the same way when a success answer is not JSON at all', async () => {
    answerWith(
      () => new Response('<html>proxy</html>', { headers: { 'content-type': 'text/html' } }),
    );
    const error = await failureOf(callApi(readConfig));
    expect(error.code).toBe('UNEXPECTED_RESPONSE');
  });

  it('loads the schemas of a lazy definition while the request is on its way', async () => {
    const order: string[] = [];
    vi.stubGlobal('fetch', async () => {
      order.push('request');
      return Response.json(config);
    });
    const definition = lazyConfig(async () => {
      order.push('contract');
      return { answers: { 200: PublicConfigSchema } };
    });
    await expect(callApi(definition)).resolves.toEqual(config);
    expect(order).toEqual(['contract', 'request']);
  });

  it('says the service is unavailable when its schemas cannot be loaded', async () => {
    answerWith(() => Response.json(config));
    const unreachable = lazyConfig(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const error = await failureOf(callApi(unreachable));
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', message: commonTexts.errors.unavailable });
  });
});

describe('a failed call', () => {
  it("carries the error answer's code, Spanish message and field messages", async () => {
    const fields = { email: authTexts.errors.emailTaken };
    answerWith(() =>
      Response.json(
        { error: { code: 'EMAIL_TAKEN', message: authTexts.errors.emailTaken, fields } },
        { status: 409 },
      ),
    );
    const error = await failureOf(callApi(signUp, { body: {} as SignUp }));
    expect(error).toMatchObject({ status: 409, code: 'EMAIL_TAKEN', fields });
    expect(error.message).toBe(authTexts.errors.emailTaken);
  });

  it('gets a Spanish message by status when the error body is not the error shape', async () => {
    answerWith(() => Response.json({ error: 'Service Unavailable' }, { status: 503 }));
    const error = await failureOf(callApi(readConfig));
    expect(error).toMatchObject({ status: 503, code: 'HTTP_ERROR', fields: undefined });
    expect(error.message).toBe(commonTexts.errors.unavailable);
  });

  it('says the service is unavailable when no answer comes at all', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failureOf(callApi(readConfig));
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(error.message).toBe(commonTexts.errors.unavailable);
  });
});

describe('a request while the page starts', () => {
  it('is sent once the browser has had its turn, where it offers scheduler.yield', async () => {
    let giveTurnBack: () => void = () => undefined;
    const turns: Promise<void>[] = [];
    vi.stubGlobal('scheduler', {
      yield: () => {
        const turn = new Promise<void>((resolve) => (giveTurnBack = resolve));
        turns.push(turn);
        return turn;
      },
    });
    const fetch = answerWith(() => Response.json(config));
    const call = callApi(readConfig);
    await Promise.resolve();
    expect(turns).toHaveLength(1);
    expect(fetch).not.toHaveBeenCalled();
    giveTurnBack();
    await expect(call).resolves.toEqual(config);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('is sent at once where the browser has no scheduler.yield', async () => {
    vi.stubGlobal('scheduler', undefined);
    const fetch = answerWith(() => Response.json(config));
    const call = callApi(readConfig);
    await Promise.resolve();
    expect(fetch).toHaveBeenCalledOnce();
    await expect(call).resolves.toEqual(config);
  });
});

describe('a change and a deletion', () => {
  it('PATCHes the JSON body and returns the answer parsed with its contract', async () => {
    const slot = {
      id: 's1',
      startTime: '2026-12-07T12:00:00.000Z',
      endTime: '2026-12-07T16:00:00.000Z',
      status: 'available',
    };
    const fetch = answerWith(() => Response.json(slot));
    const body = {
      startTime: '2026-12-07T09:00-03:00',
      endTime: '2026-12-07T13:00-03:00',
      status: 'available' as const,
    };
    await expect(callApi(updateSlot, { params: { id: 's 1' }, body })).resolves.toEqual(slot);
    expect(fetch).toHaveBeenCalledWith(
      '/api/agents/slots/availability/s%201',
      expect.objectContaining({ method: 'PATCH', body: JSON.stringify(body) }),
    );
  });

  it('DELETEs and resolves on 204; a refusal carries its code and Spanish message', async () => {
    const fetch = answerWith(() => new Response(null, { status: 204 }));
    await expect(callApi(deleteSlot, { params: { id: 's1' } })).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledWith(
      '/api/agents/slots/availability/s1',
      expect.objectContaining({ method: 'DELETE', body: undefined }),
    );

    answerWith(() =>
      Response.json(
        { error: { code: 'SLOT_BOOKED', message: availabilityTexts.errors.booked } },
        { status: 409 },
      ),
    );
    const error = await failureOf(callApi(deleteSlot, { params: { id: 's1' } }));
    expect(error).toMatchObject({ status: 409, code: 'SLOT_BOOKED' });
    expect(error.message).toBe(availabilityTexts.errors.booked);
  });
});

describe('an answer read by its status', () => {
  const readCount = endpoint({
    method: 'GET',
    path: '/api/counts/:name',
    querystring: z.object({ status: z.array(z.string()).optional(), page: z.number().optional() }),
    answers: { 200: z.object({ count: z.number() }), 202: z.object({ queued: z.literal(true) }) },
  });

  it('is parsed with the schema of that status, sent to the URL of its params and query', async () => {
    const fetch = answerWith(() => Response.json({ queued: true }, { status: 202 }));
    const query = { status: ['pending', 'rejected'], page: 2 };
    await expect(callApi(readCount, { params: { name: 'a/b' }, query })).resolves.toEqual({
      queued: true,
    });
    expect(fetch).toHaveBeenCalledWith(
      '/api/counts/a%2Fb?status=pending&status=rejected&page=2',
      expect.objectContaining({ method: 'GET', body: undefined }),
    );
  });

  it('falls back to the first declared answer for a success status the definition does not name', async () => {
    answerWith(() => Response.json({ count: 3 }, { status: 201 }));
    await expect(callApi(readCount, { params: { name: 'x' } })).resolves.toEqual({ count: 3 });
  });
});

describe('an answer read by hand (callApiReadBy)', () => {
  const readLight = lazyConfig(() => Promise.reject(new Error('zod is not loaded')));
  const readConfig = (body: unknown) =>
    typeof body === 'object' && body !== null && 'city' in body
      ? { ...config, city: String(body.city) }
      : undefined;

  it('is returned as the reading gives it, without loading the schemas', async () => {
    answerWith(() => Response.json({ ...config, city: 'Valparaíso' }));
    await expect(callApiReadBy(readLight, readConfig)).resolves.toEqual({
      ...config,
      city: 'Valparaíso',
    });
  });

  it('fails with the catalogue Spanish message when the reading refuses it', async () => {
    answerWith(() => Response.json({ homeUrl: 'https://brillo.cl' }));
    const error = await failureOf(callApiReadBy(readLight, readConfig));
    expect(error).toMatchObject({ status: 200, code: 'UNEXPECTED_RESPONSE' });
    expect(error.message).toBe(commonTexts.errors.internal);
  });
});
