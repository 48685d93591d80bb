import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compactRut, formatRut, parseRut, rutVerifier } from './rut.ts';

describe('a RUT’s verifier digit', () => {
  it.each([
    [12_345_678, '5'],
    [11_111_111, '1'],
    [7_654_321, '6'],
    [76_086_428, '5'],
    [96_565_580, '8'],
  ])('of %i is %s', (body, verifier) => {
    expect(rutVerifier(body)).toBe(verifier);
  });

  it('is K when module 11 leaves 10, and 0 when it leaves 11', () => {
    // Among 200 consecutive bodies both remainders occur; each verifier makes the sum a multiple of 11.
    const bodies = Array.from({ length: 200 }, (_, index) => 1_000_000 + index);
    const verifiers = new Set(bodies.map(rutVerifier));
    expect(verifiers).toContain('K');
    expect(verifiers).toContain('0');
    for (const body of bodies) {
      const verifier = rutVerifier(body);
      expect(verifier).toMatch(/^[0-9K]$/);
      const sum = [...String(body)]
        .reverse()
        .reduce((total, digit, index) => total + Number(digit) * ((index % 6) + 2), 0);
      expect((sum + (verifier === 'K' ? 10 : verifier === '0' ? 11 : Number(verifier))) % 11).toBe(
        0,
      );
    }
  });
});

describe('reading a RUT', () => {
  it.each(['12.345.678-5', '12345678-5', '123456785', ' 12 345 678 - 5 ', '012.345.678-5'])(
    'reads %j as 12.345.678-5',
    (text) => {
      expect(parseRut(text)).toEqual({ rut: { body: 12_345_678, verifier: '5' } });
    },
  );

  it('reads a lower-case k as K', () => {
    const body = Array.from({ length: 100 }, (_, index) => 10_000_000 + index).find(
      (one) => rutVerifier(one) === 'K',
    );
    if (body === undefined) throw new Error('no body with the verifier K among the first 100');
    expect(parseRut(`${body}-k`)).toEqual({ rut: { body, verifier: 'K' } });
  });

  it.each([
    '',
    '-',
    '5',
    'abc',
    '12.345.678-',
    '12.345.678-X',
    '12,345,678-5',
    '0-0',
    '1234567890-1',
  ])('refuses %j as not shaped like a RUT', (text) => {
    expect(parseRut(text)).toEqual({ refusal: 'format' });
  });

  it('refuses a RUT whose verifier does not match', () => {
    expect(parseRut('12.345.678-4')).toEqual({ refusal: 'verifier' });
    expect(parseRut('12.345.678-K')).toEqual({ refusal: 'verifier' });
  });

  it('reads back what it writes, in both forms, for any body', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999 }), (body) => {
        const rut = { body, verifier: rutVerifier(body) };
        expect(parseRut(formatRut(rut))).toEqual({ rut });
        expect(parseRut(compactRut(rut))).toEqual({ rut });
      }),
    );
  });

  it('refuses every other verifier digit of a body', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999_999 }),
        fc.constantFrom(...'0123456789K'),
        (body, verifier) => {
          fc.pre(verifier !== rutVerifier(body));
          expect(parseRut(`${body}-${verifier}`)).toEqual({ refusal: 'verifier' });
        },
      ),
    );
  });
});

describe('writing a RUT', () => {
  it('groups the body by thousands with dots for people, and keeps it plain for the API', () => {
    expect(formatRut({ body: 12_345_678, verifier: '5' })).toBe('12.345.678-5');
    expect(formatRut({ body: 7_654_321, verifier: '6' })).toBe('7.654.321-6');
    expect(formatRut({ body: 999, verifier: '7' })).toBe('999-7');
    expect(compactRut({ body: 12_345_678, verifier: '5' })).toBe('12345678-5');
  });
});
