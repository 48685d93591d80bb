import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { arbitraryFromZod } from '../test/harness/arbitraries.ts';
import { createHarnessApp } from '../test/harness/callers.ts';
import { hostileRawBodies } from '../test/harness/hostile-values.ts';
import type { TableRoute } from '../test/harness/route-table.ts';

/** At least this many generated requests per run, spread over every route. */
const MINIMUM_REQUESTS = 10_000;

/** English words that give away a message nobody translated. */
const ENGLISH =
  /\b(the|is|are|must|expected|invalid|required|received|should|not|unexpected|body|property|cannot|failed|too|found)\b/i;

/**
 * What the message says in its own words: what it quotes of the request (`«IS» no es una comuna
 * de Chile.`) is the generated input echoed back, whatever language that happens to look like.
 */
function ownWords(message: string): string {
  return message.replaceAll(/«[^»]*»/g, '«…»');
}

function expectSpanish(message: unknown, context: string) {
  expect(typeof message, context).toBe('string');
  expect(ownWords(String(message)), context).not.toMatch(ENGLISH);
}

/** Every error answer: the one shape, a Spanish message, Spanish field messages. */
function expectErrorShape(body: string, context: string) {
  const parsed: { error?: { code?: unknown; message?: unknown; fields?: unknown } } =
    JSON.parse(body);
  expect(typeof parsed.error?.code, context).toBe('string');
  expectSpanish(parsed.error?.message, context);
  for (const message of Object.values(parsed.error?.fields ?? {})) expectSpanish(message, context);
}

function asQueryValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Generated header values as strings (the only kind a header has); anything else adds none. */
function asHeaders(values: unknown): Record<string, string> {
  if (!values || typeof values !== 'object' || Array.isArray(values)) return {};
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name.toLowerCase(), asQueryValue(value)]),
  );
}

const pathSegment = fc.oneof(
  fc.constantFrom('update-user', '%00', '%', '..%2F..%2Fetc', 'a'.repeat(3000), '%F0%9F%A7%BD'),
  fc.webSegment(),
);

describe('generated hostile input', async () => {
  const { app, routes, callers } = await createHarnessApp();
  const { customerA, agentA, operator } = callers;
  const everyone: Record<string, string>[] = [
    {},
    { authorization: `Bearer ${customerA.token}` },
    { authorization: `Bearer ${agentA.token}` },
    { authorization: 'Bearer no-es-un-token' },
    { cookie: 'brillo.session_token=falso', origin: 'http://localhost:3000' },
  ];
  // The console's routes answer 404 before reading anything but an operator's request (ADR-078):
  // an operator's credential too, so their input is generated against them. Only there, as an
  // operator's sign-out elsewhere would end the operator's every session.
  const credentialsFor = (route: TableRoute) =>
    fc.constantFrom<Record<string, string>>(
      ...everyone,
      ...(route.url.startsWith('/api/operador/')
        ? [{ authorization: `Bearer ${operator.token}` }]
        : []),
    );
  const runsPerRoute = Math.ceil(MINIMUM_REQUESTS / routes.length);
  let sent = 0;

  function requestFor(route: TableRoute): fc.Arbitrary<InjectOptions> {
    const query = arbitraryFromZod(route.schema.querystring) ?? fc.constant(undefined);
    const routeHeaders = arbitraryFromZod(route.schema.headers) ?? fc.constant(undefined);
    const body = arbitraryFromZod(route.schema.body) ?? fc.jsonValue({ maxDepth: 2 });
    const raw = fc.constantFrom(...hostileRawBodies);
    const hasBody = !['GET', 'HEAD', 'OPTIONS', 'TRACE'].includes(route.method);
    return fc
      .record({
        segment: pathSegment,
        query,
        headers: credentialsFor(route),
        extraHeaders: routeHeaders,
        payload: hasBody
          ? fc.oneof({ weight: 5, arbitrary: body.map((value) => ({ json: value })) }, raw)
          : fc.constant(undefined),
      })
      .map(({ segment, query: values, headers, extraHeaders, payload }) => {
        const url = route.url.replace('*', segment).replace(/:(\w+)/g, segment);
        const options: InjectOptions = {
          method: route.method,
          url,
          headers: { ...headers, ...asHeaders(extraHeaders) },
        };
        if (values && typeof values === 'object' && !Array.isArray(values)) {
          options.query = Object.fromEntries(
            Object.entries(values).map(([key, value]) => [key, asQueryValue(value)]),
          );
        } else if (values !== undefined) {
          options.query = { q: asQueryValue(values) };
        }
        if (payload && 'json' in payload) {
          options.payload = JSON.stringify(payload.json) ?? 'null';
          options.headers = { ...options.headers, 'content-type': 'application/json' };
        } else if (payload) {
          options.payload = payload.body;
          options.headers = { ...options.headers, 'content-type': payload.contentType };
        }
        return options;
      });
  }

  it.each(routes.map((route) => [route.key, route] as const))(
    '%s never answers 5xx, and every refusal is in the error shape and Spanish',
    async (_key, route) => {
      await fc.assert(
        fc.asyncProperty(requestFor(route), async (request) => {
          const response = await app.inject(request);
          sent += 1;
          const context = `${request.method} ${request.url} → ${response.statusCode}`;
          expect(response.statusCode, context).toBeLessThan(500);
          if (response.statusCode >= 400) expectErrorShape(response.body, context);
        }),
        { numRuns: runsPerRoute },
      );
    },
  );

  afterAll(() => {
    expect(sent).toBeGreaterThanOrEqual(MINIMUM_REQUESTS);
  });
});
