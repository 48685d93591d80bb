import { describe, expect, it } from 'vitest';
import { ApiErrorBodySchema } from './api-error.ts';

describe('the error answer', () => {
  it('has a code and a message, and field messages only when fields are at fault', () => {
    const plain = { error: { code: 'NOT_FOUND', message: 'La ruta solicitada no existe.' } };
    expect(ApiErrorBodySchema.parse(plain)).toEqual(plain);
    const fields = { 'personalData.gender': 'Selecciona tu género' };
    const invalid = { error: { code: 'VALIDATION_ERROR', message: 'Revisa.', fields } };
    expect(ApiErrorBodySchema.parse(invalid).error.fields).toEqual(fields);
  });

  it('refuses a field whose message is not text, and a bare message', () => {
    const numeric = { error: { code: 'VALIDATION_ERROR', message: 'Revisa.', fields: { age: 3 } } };
    expect(ApiErrorBodySchema.safeParse(numeric).success).toBe(false);
    expect(ApiErrorBodySchema.safeParse({ message: 'Not Found' }).success).toBe(false);
    expect(ApiErrorBodySchema.safeParse({ error: 'Not Found' }).success).toBe(false);
  });
});
