import { describe, expect, it } from 'vitest';
import { pathWith, queryString, urlOf } from './endpoint.ts';

describe('pathWith', () => {
  it('puts each param in its place, encoded as one path segment', () => {
    expect(pathWith('/api/bookings/:id/payment', { id: 'b1' })).toBe('/api/bookings/b1/payment');
    expect(pathWith('/api/agents/slots/availability/:id', { id: 'a b/c?d#e' })).toBe(
      '/api/agents/slots/availability/a%20b%2Fc%3Fd%23e',
    );
    expect(pathWith('/api/x/:first/y/:second', { first: 1, second: 'ñ' })).toBe(
      '/api/x/1/y/%C3%B1',
    );
  });

  it('leaves a path without params as it is', () => {
    expect(pathWith('/api/agents/slots', {})).toBe('/api/agents/slots');
  });

  it('refuses a call without one of its params', () => {
    expect(() => pathWith('/api/bookings/:id', {} as { id: string })).toThrow(/id/);
  });
});

describe('queryString', () => {
  it('writes each value, an array as the name repeated, and encodes them', () => {
    expect(queryString({ page: 2, limit: 4 })).toBe('?page=2&limit=4');
    expect(queryString({ status: ['pending', 'rejected'] })).toBe(
      '?status=pending&status=rejected',
    );
    expect(queryString({ q: 'Av. Providencia 1234 & más', 'a b': '=?' })).toBe(
      '?q=Av.%20Providencia%201234%20%26%20m%C3%A1s&a%20b=%3D%3F',
    );
  });

  it('skips the values not given, and is empty when none is', () => {
    expect(queryString({ after: undefined, limit: null, day: '2026-12-07' })).toBe(
      '?day=2026-12-07',
    );
    expect(queryString({ after: undefined })).toBe('');
    expect(queryString({ status: [] })).toBe('');
    expect(queryString(undefined)).toBe('');
  });
});

describe('urlOf', () => {
  it('is the path with its params, then the query', () => {
    const definition = { path: '/api/customers/bookings/:id' };
    expect(urlOf(definition, { params: { id: 'x/1' }, query: { status: 'finished' } })).toBe(
      '/api/customers/bookings/x%2F1?status=finished',
    );
    expect(urlOf({ path: '/api/public-config' })).toBe('/api/public-config');
  });
});
