import { describe, expect, it } from 'vitest';
import { authErrorFrom } from './auth-errors.ts';

function answer(status: number, body: unknown) {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
}

describe('translating better-auth errors', () => {
  it.each([
    [
      401,
      'INVALID_EMAIL_OR_PASSWORD',
      401,
      'INVALID_CREDENTIALS',
      'Correo o contraseña incorrectos',
    ],
    [
      403,
      'EMAIL_NOT_VERIFIED',
      403,
      'EMAIL_NOT_VERIFIED',
      expect.stringContaining('confirmar tu correo'),
    ],
    [
      422,
      'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
      409,
      'EMAIL_TAKEN',
      expect.stringContaining('Ya existe'),
    ],
    [
      400,
      'TOKEN_EXPIRED',
      400,
      'INVALID_TOKEN',
      'El enlace no es válido o ya venció. Pide uno nuevo.',
    ],
    [
      400,
      'PASSWORD_TOO_SHORT',
      400,
      'VALIDATION_ERROR',
      'El password debe tener al menos 8 caracteres',
    ],
    [
      400,
      'PASSWORD_TOO_LONG',
      400,
      'VALIDATION_ERROR',
      'El password debe tener como máximo 128 caracteres',
    ],
    [403, 'INVALID_ORIGIN', 403, 'CROSS_SITE_REQUEST', expect.stringContaining('Brillo')],
    [
      429,
      'SOMETHING_NEW',
      429,
      'TOO_MANY_REQUESTS',
      expect.stringContaining('Demasiados intentos'),
    ],
    [400, 'SOMETHING_NEW', 400, 'VALIDATION_ERROR', expect.stringContaining('no son válidos')],
  ])(
    'maps a %i %s to %i %s with a Spanish message',
    async (status, code, expectedStatus, expectedCode, message) => {
      const error = await authErrorFrom(answer(status, { code, message: 'English text' }));
      expect(error).toMatchObject({ statusCode: expectedStatus, code: expectedCode, message });
    },
  );

  it('hides a server failure or a body that is not JSON behind a generic answer', async () => {
    expect(await authErrorFrom(answer(500, 'stack trace'))).toMatchObject({
      statusCode: 500,
      code: 'INTERNAL_ERROR',
      message: 'Ocurrió un error inesperado. Inténtalo de nuevo más tarde.',
    });
    expect(await authErrorFrom(answer(404, 'Not Found'))).toMatchObject({ code: 'NOT_FOUND' });
  });
});
