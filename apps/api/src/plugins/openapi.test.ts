import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../../test/app.ts';
import { routeTable, type TableRoute } from '../../test/harness/route-table.ts';
import { OPENAPI_PREFIX } from './openapi.ts';

interface Response {
  description?: string;
  content?: Record<string, { schema?: Record<string, unknown> }>;
}
type Operation = { responses: Record<string, Response> };

const ERROR_REF = '#/components/schemas/ApiError';
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/**
 * The `/api` routes that are no operations of the API, so the document leaves them out: the
 * catch-all that answers 404 for every better-auth endpoint Brillo does not forward
 * (`modules/auth/routes.ts`), and the document's own pages (`/api/docs`, its JSON, YAML and the
 * browsable UI's files).
 */
function isHiddenFromDocument(url: string): boolean {
  return url === '/api/auth/*' || url === OPENAPI_PREFIX || url.startsWith(`${OPENAPI_PREFIX}/`);
}

/** `PATCH /api/customers/bookings/:id` as the document names it: `PATCH /api/customers/bookings/{id}`. */
function documentKey(route: TableRoute): string {
  return `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`;
}

/** The answers a route declares (`response` in its schema), by status. */
function declaredStatuses(route: TableRoute): string[] {
  const schema = route.schema as { response?: Record<string, unknown> };
  return Object.keys(schema.response ?? {}).sort();
}

describe('the OpenAPI document', async () => {
  const table = routeTable();
  const { app } = await createTestApp({
    settings: { DEV_MAILBOX: 'true' },
    onRoute: table.onRoute,
  });
  const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const paths: Record<string, Record<string, Operation>> = document.paths;
  const operations = Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => [`${method.toUpperCase()} ${path}`, operation] as const),
  );
  const documented = new Map<string, Operation>(operations);
  const apiRoutes = table.routes.filter((route) => route.url.startsWith('/api/'));
  const documentedRoutes = apiRoutes.filter((route) => !isHiddenFromDocument(route.url));

  it('lists every /api route with its method, and nothing else', () => {
    expect(documentedRoutes.length).toBeGreaterThan(0);
    expect([...documented.keys()].sort()).toEqual(documentedRoutes.map(documentKey).sort());
  });

  it('leaves out only the routes declared hidden: the auth catch-all and its own pages', () => {
    const hidden = apiRoutes.filter((route) => isHiddenFromDocument(route.url));
    expect(hidden.map((route) => route.key)).toContain('POST /api/auth/*');
    expect(hidden.map((route) => route.key)).toContain('GET /api/docs/json');
    for (const route of hidden) expect(route.schema, route.key).toMatchObject({ hide: true });
    for (const route of documentedRoutes) {
      expect(route.schema, route.key).not.toMatchObject({ hide: true });
    }
  });

  it.each(documentedRoutes.map((route) => [route.key, route] as const))(
    'documents every answer %s declares, its errors in the one error shape',
    (key, route) => {
      const operation = documented.get(documentKey(route));
      expect(operation, `${key} is in the document`).toBeDefined();
      const statuses = Object.keys(operation?.responses ?? {}).sort();
      expect(statuses).toEqual(declaredStatuses(route));
      const errors = statuses.filter((status) => /^[45]\d\d$/.test(status));
      expect(errors).toContain('500');
      for (const status of errors) {
        const schema = operation?.responses[status]?.content?.['application/json']?.schema;
        expect(schema, `${status} refers to ApiError`).toEqual({ $ref: ERROR_REF });
      }
    },
  );

  it.each(operations)('gives %s a success answer with its schema', (_name, operation) => {
    const statuses = Object.keys(operation.responses);
    const success = statuses.filter((status) => /^2\d\d$/.test(status) && status !== '204');
    // Answers without a body: a redirect, or 204 No Content (a deletion).
    const redirects = statuses.filter((status) => /^3\d\d$/.test(status) || status === '204');
    expect(success.length + redirects.length).toBeGreaterThan(0);
    for (const status of success) {
      const content = operation.responses[status]?.content ?? {};
      // A file answer (a stored document): bytes, in each type the file may have; or a stream.
      if (!content['application/json']) {
        expect(Object.keys(content), `${status} has content`).not.toHaveLength(0);
        for (const [type, media] of Object.entries(content)) {
          // A stream of Server-Sent Events is text, read as it comes (ADR-046).
          if (type === 'text/event-stream') expect(media.schema).toMatchObject({ type: 'string' });
          else expect(media.schema).toEqual({ type: 'string', format: 'binary' });
        }
        continue;
      }
      const schema = content['application/json'].schema;
      // One object, or a choice of objects (the sign-in answers a cookie or a bearer client).
      const shapes = (schema?.anyOf as Record<string, unknown>[] | undefined) ?? [schema];
      for (const shape of shapes) {
        expect(shape, `${status} has a JSON schema`).toMatchObject({ type: 'object' });
        expect(Object.keys(shape?.properties ?? {})).not.toHaveLength(0);
      }
    }
    for (const status of redirects) {
      expect(operation.responses[status]?.content).toBeUndefined();
      expect(operation.responses[status]?.description).not.toBe('Default Response');
    }
  });

  it('names the error shape once: a code, a Spanish message and optional field messages', () => {
    const shape = document.components.schemas.ApiError;
    expect(shape.required).toEqual(['error']);
    expect(shape.properties.error.required).toEqual(['code', 'message']);
    expect(Object.keys(shape.properties.error.properties)).toEqual(['code', 'message', 'fields']);
    expect(Object.keys(document.components.schemas)).toEqual(['ApiError']);
  });
});

describe('an answer that breaks its declared schema', async () => {
  const { app } = await createTestApp();
  app.get(
    '/api/test/off-contract',
    { schema: { response: { 200: z.object({ count: z.number() }) } } },
    // Answers what the schema forbids, as a bug would.
    async () => ({ count: 'tres' }),
  );
  await app.ready();

  it('is never sent: the client gets the generic Spanish 500 instead', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/off-contract' });
    expect(response.statusCode).toBe(500);
    expect(response.json().error.code).toBe('INTERNAL_ERROR');
    expect(response.body).not.toContain('tres');
  });
});
