import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemaMessagesTexts as texts } from './texts/schema-messages.es-CL.ts';
import { useSpanishValidationMessages } from './zod-spanish.ts';

/** The message zod gives for `input` against `schema`, with nothing of the schema's own. */
function messageOf(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe("zod's own checks in plain Spanish", () => {
  beforeAll(() => useSpanishValidationMessages());

  it('says a field is missing, or what it should be and what came instead', () => {
    expect(messageOf(z.object({ age: z.number() }), {})).toBe('Falta este campo.');
    expect(messageOf(z.number().int(), 'treinta')).toBe('Debe ser un número; llegó un texto.');
    expect(messageOf(z.int(), 1.5)).toBe('Debe ser un número entero; llegó un número.');
    expect(messageOf(z.string(), 12)).toBe('Debe ser un texto; llegó un número.');
    expect(messageOf(z.array(z.string()), { a: 1 })).toBe('Debe ser una lista; llegó un objeto.');
    expect(messageOf(z.boolean(), null)).toBe(
      'Debe ser verdadero o falso (true o false); llegó nulo (null).',
    );
  });

  it('says how long or how large a value may be', () => {
    expect(messageOf(z.string().min(1), '')).toBe('No puede estar vacío.');
    expect(messageOf(z.string().min(3), 'ab')).toBe('Debe tener al menos 3 caracteres.');
    expect(messageOf(z.string().max(2), 'abc')).toBe('Debe tener como máximo 2 caracteres.');
    expect(messageOf(z.array(z.number()).min(1), [])).toBe('Debe tener al menos un elemento.');
    expect(messageOf(z.array(z.number()).max(2), [1, 2, 3])).toBe(
      'Debe tener como máximo 2 elementos.',
    );
    expect(messageOf(z.number().min(1), 0)).toBe('Debe ser mayor o igual a 1.');
    expect(messageOf(z.number().positive(), 0)).toBe('Debe ser mayor que 0.');
    expect(messageOf(z.number().max(5), 6)).toBe('Debe ser menor o igual a 5.');
    expect(messageOf(z.number().multipleOf(15), 20)).toBe('Debe ser múltiplo de 15.');
  });

  it('names the expected format and the values allowed', () => {
    expect(messageOf(z.email(), 'no')).toBe(texts.formats.email);
    expect(messageOf(z.iso.datetime({ offset: true }), 'mañana')).toBe(texts.formats.datetime);
    expect(messageOf(z.uuid(), 'x')).toBe(texts.formats.uuid);
    expect(messageOf(z.enum(['available', 'not available']), 'busy')).toBe(
      'Debe ser uno de estos valores: "available", "not available".',
    );
    expect(messageOf(z.literal('clp'), 'usd')).toBe('Debe ser "clp".');
  });

  it('refuses a field nobody asked for, with no word of the library', () => {
    expect(messageOf(z.strictObject({ a: z.string() }), { a: 'x', agent_id: 'y' })).toBe(
      'Este campo no se acepta.',
    );
    expect(messageOf(z.strictObject({}), { b: 1, c: 2 })).toBe(
      'Estos campos no se aceptan: "b", "c".',
    );
  });

  it("leaves a schema's own message as it is", () => {
    expect(messageOf(z.string({ error: 'El nombre es requerido' }), undefined)).toBe(
      'El nombre es requerido',
    );
  });
});
