import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { validationTexts } from '@brillo/domain/texts/validation.es-CL';
import { post, signUpBody } from '../../test/auth.ts';
import { createTestApp } from '../../test/app.ts';
import { pathsWithNulCharacters } from './nul-characters.ts';

const NUL = '\u0000';

/** The answer to input holding a NUL character in each of `fields`. */
function refusal(...fields: string[]) {
  return {
    error: {
      code: 'VALIDATION_ERROR',
      message: commonTexts.errors.validation,
      fields: Object.fromEntries(
        fields.map((field) => [field, validationTexts.forbiddenCharacter]),
      ),
    },
  };
}

describe('a NUL character, which PostgreSQL cannot store', async () => {
  const { app } = await createTestApp();
  // A route with a path parameter and a lenient body, as later modules will add.
  app.post(
    '/api/test/items/:id',
    { schema: { params: z.object({ id: z.string() }), body: z.unknown() } },
    async () => ({ ok: true }),
  );
  await app.ready();

  it('is refused in any sign-up field with a Spanish 400 naming the field', async () => {
    const body = signUpBody('customer');
    const inName = await post(app, '/api/sign-up', { ...body, name: `Ana${NUL}` });
    expect(inName.statusCode).toBe(400);
    expect(inName.json()).toEqual(refusal('name'));

    const personalData = { ...body.personalData, address: `Irarrázaval 2401${NUL}` };
    const nested = await post(app, '/api/sign-up', { ...body, personalData });
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toEqual(refusal('personalData.address'));
  });

  it('is refused in a password-reset token', async () => {
    const response = await post(app, '/api/auth/reset-password', {
      newPassword: 'una-clave-nueva-2026',
      token: `abc${NUL}def`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('token'));
  });

  it('is refused in a query string and in a path parameter', async () => {
    const query = await app.inject({
      method: 'GET',
      url: '/api/dev/mailbox?to=ana%00@example.com',
    });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual(refusal('to'));

    const params = await app.inject({ method: 'POST', url: '/api/test/items/a%00b', payload: {} });
    expect(params.statusCode).toBe(400);
    expect(params.json()).toEqual(refusal('id'));
  });

  it('is refused in a key, in an array and deep inside a nested body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/items/1',
      payload: { [`na${NUL}me`]: 'x', tags: ['limpieza', `co${NUL}cina`] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('_', 'tags.1'));

    const depth = 100_000;
    const deep = `${'['.repeat(depth)}"${'\\u0000'}"${']'.repeat(depth)}`;
    const nested = await app.inject({
      method: 'POST',
      url: '/api/test/items/1',
      headers: { 'content-type': 'application/json' },
      payload: deep,
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('lets other text through, accents and emoji included', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/items/ñandú',
      payload: { name: 'Ñuñoa ✨', notes: ['\\u0000 written out is fine'] },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('pathsWithNulCharacters', () => {
  it('names each string holding a NUL by its dotted path, a key by its parent', () => {
    const found = pathsWithNulCharacters({ a: { b: [`x${NUL}`, 'y'] }, [`k${NUL}`]: 1 });
    expect(found.sort()).toEqual(['_', 'a.b.0']);
    expect(pathsWithNulCharacters(`text${NUL}`)).toEqual(['_']);
    expect(pathsWithNulCharacters({ clean: ['text', 1, null, true] })).toEqual([]);
  });

  it('names at most ten places, so a hostile body cannot grow the answer', () => {
    const many = Array.from({ length: 50 }, () => NUL);
    expect(pathsWithNulCharacters(many)).toHaveLength(10);
  });
});
