import { describe, expect, it } from 'vitest';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { geocodingTexts } from '@brillo/domain/texts/geocoding.es-CL';
import { createTestApp } from '../../../test/app.ts';
import { GeocoderUnavailableError, type Geocoder } from '../../adapters/geocoder/geocoder.ts';

const addresses = (q: string) => `/api/geocoding/addresses?${new URLSearchParams({ q })}`;

describe('address search', async () => {
  const { app } = await createTestApp();

  it('suggests addresses in Chile to anyone, without an account', async () => {
    const response = await app.inject({
      method: 'GET',
      url: addresses('Av. Providencia 1234, Provi'),
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      suggestions: [
        {
          id: expect.stringMatching(/^offline\.address\.providencia\./),
          place_name: 'Av. Providencia 1234, Providencia, Región Metropolitana de Santiago, Chile',
          address: 'Av. Providencia 1234',
          comuna: 'Providencia',
          city: 'Providencia',
          region: 'Región Metropolitana de Santiago',
          postcode: null,
        },
      ],
    });
  });

  it('answers up to 10 suggestions for a trimmed query', async () => {
    const response = await app.inject({ method: 'GET', url: addresses('   san   ') });

    expect(response.statusCode).toBe(200);
    expect(response.json().suggestions).toHaveLength(10);
  });

  it.each([
    ['a query of 2 characters', addresses('  ab  '), geocodingTexts.queryTooShort],
    ['no query', '/api/geocoding/addresses', geocodingTexts.queryTooShort],
    ['a query of 201 characters', addresses('a'.repeat(201)), geocodingTexts.queryTooLong],
  ])('refuses %s with a Spanish message on the field', async (_case, url, message) => {
    const response = await app.inject({ method: 'GET', url });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION_ERROR',
        message: commonTexts.errors.validation,
        fields: { q: message },
      },
    });
  });

  it('is described in the OpenAPI document with its query parameter', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = document.paths['/api/geocoding/addresses'].get;

    expect(operation.parameters).toEqual([
      expect.objectContaining({ in: 'query', name: 'q', required: true }),
    ]);
    expect(Object.keys(operation.responses)).toEqual(['200', '400', '429', '500', '503']);
  });
});

describe('address search while the geocoder is down', async () => {
  const failing: Geocoder = {
    search: () =>
      Promise.reject(new GeocoderUnavailableError('Mapbox answered HTTP 500 at 10.0.0.7')),
  };
  const { app } = await createTestApp({ geocoder: failing });

  it('answers 503 with a Spanish message and no internals', async () => {
    const response = await app.inject({ method: 'GET', url: addresses('Providencia') });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: { code: 'GEOCODER_UNAVAILABLE', message: geocodingTexts.unavailable },
    });
    expect(response.body).not.toMatch(/Mapbox|10\.0\.0\.7/);
  });
});

describe('the address search limit', async () => {
  const { app } = await createTestApp();

  it('refuses the 61st search in a minute from one client with a Spanish 429', async () => {
    const search = () =>
      app.inject({
        method: 'GET',
        url: '/api/geocoding/addresses?q=providencia',
        remoteAddress: '203.0.113.77',
      });
    for (let request = 1; request <= 60; request += 1) {
      expect((await search()).statusCode).toBe(200);
    }
    const refused = await search();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.headers['retry-after']).toBeDefined();
    const otherClient = await app.inject({
      method: 'GET',
      url: '/api/geocoding/addresses?q=providencia',
      remoteAddress: '203.0.113.78',
    });
    expect(otherClient.statusCode).toBe(200);
  });
});
