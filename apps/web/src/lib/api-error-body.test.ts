import { describe, it } from 'vitest';
import { ApiErrorBodySchema } from '@brillo/domain/contracts/api-error';
import { expectSameReading } from '../../test/reader-agreement';
import { apiErrorBodyOf } from './api-error-body';

const error = { code: 'VALIDATION_ERROR', message: 'Revisa los datos.' };

describe('the error shape read by hand', () => {
  it('reads what the contract reads and refuses what it refuses', () => {
    expectSameReading(apiErrorBodyOf, ApiErrorBodySchema, {
      valid: [
        { error },
        { error: { ...error, fields: { email: 'Ingresa un correo válido.' } } },
        { error: { ...error, fields: {} }, extra: true },
        { error: { ...error, extra: true } },
      ],
      invalid: [
        null,
        '<html>proxy</html>',
        { message: 'x' },
        { error: null },
        { error: { code: 'X' } },
        { error: { ...error, code: 500 } },
        { error: { ...error, fields: { email: 3 } } },
        { error: { ...error, fields: ['email'] } },
        { error: { ...error, fields: null } },
      ],
    });
  });
});
