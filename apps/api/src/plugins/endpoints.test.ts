import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@brillo/domain/contracts/definition';
import { route, routeUrl } from './endpoints.ts';

describe('routeUrl', () => {
  it('is the definition’s path less the prefix its plugin is registered under', () => {
    expect(routeUrl('/api', '/api/agents/slots')).toBe('/agents/slots');
    expect(routeUrl('/api', '/api/bookings/:id/payment')).toBe('/bookings/:id/payment');
    expect(routeUrl('', '/files/*')).toBe('/files/*');
  });

  it('refuses a definition outside that prefix', () => {
    expect(() => routeUrl('/api', '/files/*')).toThrow(/prefix/);
    expect(() => routeUrl('/api', '/apis/x')).toThrow(/prefix/);
  });
});

describe('a route registered from its definition', async () => {
  const renameThing = endpoint({
    method: 'PATCH',
    path: '/api/things/:id',
    params: z.object({ id: z.string() }),
    querystring: z.object({ dry: z.enum(['yes', 'no']).optional() }),
    body: z.strictObject({ name: z.string().min(1) }),
    answers: { 200: z.object({ id: z.string(), name: z.string(), dry: z.boolean() }) },
  });
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(
    async (api) => {
      route(
        api,
        renameThing,
        { schema: { summary: 'Renombra', response: {} } },
        async (request) => ({
          id: request.params.id,
          name: request.body.name,
          dry: request.query.dry === 'yes',
          secret: 'left out by the answer’s schema',
        }),
      );
    },
    { prefix: '/api' },
  );
  await app.ready();

  it('answers at the definition’s method and path, checked by its schemas', async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/things/a%20b?dry=yes',
      payload: { name: 'Uno' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 'a b', name: 'Uno', dry: true });
  });

  it('refuses a body or query off the definition, and knows no other method', async () => {
    const url = '/api/things/x';
    expect((await app.inject({ method: 'PATCH', url, payload: { name: '' } })).statusCode).toBe(
      400,
    );
    const query = await app.inject({
      method: 'PATCH',
      url: `${url}?dry=maybe`,
      payload: { name: 'a' },
    });
    expect(query.statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url, payload: { name: 'a' } })).statusCode).toBe(
      404,
    );
  });
});
