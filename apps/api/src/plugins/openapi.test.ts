import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../../test/app.ts';

interface Response {
  description?: string;
  content?: Record<string, { schema?: Record<string, unknown> }>;
}
type Operation = { responses: Record<string, Response> };

const ERROR_REF = '#/components/schemas/ApiError';
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

describe('the OpenAPI document', async () => {
  const { app } = await createTestApp({ settings: { DEV_MAILBOX: 'true' } });
  const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const paths: Record<string, Record<string, Operation>> = document.paths;
  const operations = Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => [`${method.toUpperCase()} ${path}`, operation] as const),
  );

  it('lists the API routes, all under /api', () => {
    expect(operations.length).toBeGreaterThanOrEqual(13);
    for (const [name] of operations) expect(name).toMatch(/^[A-Z]+ \/api\//);
  });

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

  it.each(operations)('describes every error of %s with the one error shape', (_name, op) => {
    const errors = Object.keys(op.responses).filter((status) => /^[45]\d\d$/.test(status));
    expect(errors).toContain('500');
    for (const status of errors) {
      const schema = op.responses[status]?.content?.['application/json']?.schema;
      expect(schema, `${status} refers to ApiError`).toEqual({ $ref: ERROR_REF });
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
