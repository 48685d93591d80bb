import { describe, expect, it } from 'vitest';
import { post, signIn, uniqueEmail, uniqueIp } from '../../../test/auth.ts';
import { createTestApp } from '../../../test/app.ts';
import { rateLimitRules } from './rate-limit.ts';

/**
 * What `@fastify/rate-limit` is given to do and what it is not (ADR-067): the limit counts a
 * request once it passed validation, and a refusal is Brillo's 429 with `Retry-After` only.
 */
describe('the rate limits on a route', async () => {
  const { app } = await createTestApp();
  const { perIp } = rateLimitRules.signIn;

  it('counts only the requests that passed validation', async () => {
    const ip = uniqueIp();
    for (let attempt = 1; attempt <= perIp.max + 1; attempt += 1) {
      const malformed = await post(
        app,
        '/api/auth/sign-in/email',
        { email: 'no-es-un-correo' },
        { remoteAddress: ip },
      );
      expect(malformed.statusCode).toBe(400);
    }
    const valid = await signIn(app, uniqueEmail(), 'cualquier-clave', { remoteAddress: ip });
    expect(valid.statusCode).toBe(401);
  });

  it("answers with Retry-After and none of the library's own rate-limit headers", async () => {
    const ip = uniqueIp();
    const answers = [];
    for (let attempt = 1; attempt <= perIp.max + 1; attempt += 1) {
      answers.push(await signIn(app, uniqueEmail(), 'cualquier-clave', { remoteAddress: ip }));
    }
    const refused = answers.at(-1);
    expect(refused?.statusCode).toBe(429);
    expect(refused?.headers['retry-after']).toBeDefined();
    for (const answer of answers) {
      const names = Object.keys(answer.headers);
      expect(names.filter((name) => /ratelimit/i.test(name))).toEqual([]);
    }
  });
});
