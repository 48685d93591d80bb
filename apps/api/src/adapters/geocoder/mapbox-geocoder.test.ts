import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  featureCollection,
  providenciaAddressFeature,
  providenciaPlaceFeature,
} from '../../../test/mapbox-responses.ts';
import { hangingAnswer, jsonAnswer, startMapboxStandIn } from '../../../test/mapbox-stand-in.ts';
import { GeocoderUnavailableError } from './geocoder.ts';
import { createMapboxGeocoder } from './mapbox-geocoder.ts';

describe('the Mapbox geocoder', async () => {
  const standIn = await startMapboxStandIn();
  afterAll(() => standIn.close());
  beforeEach(() => standIn.reset());
  const geocoder = createMapboxGeocoder({
    token: 'pk.test-token',
    baseUrl: standIn.baseUrl,
    timeoutMs: 300,
  });

  it('asks forward geocoding restricted to Chile, in Spanish, with autocomplete', async () => {
    await geocoder.search('Av. Providencia 1234', { limit: 10 });

    const request = standIn.requests.at(-1);
    expect(request?.pathname).toBe('/geocoding/v5/mapbox.places/Av.%20Providencia%201234.json');
    expect(Object.fromEntries(request?.searchParams ?? [])).toEqual({
      access_token: 'pk.test-token',
      country: 'cl',
      language: 'es',
      autocomplete: 'true',
      limit: '10',
      types: 'address,place,locality,neighborhood,postcode',
    });
  });

  it('keeps the whole text in one path segment and never asks for more than 10', async () => {
    await geocoder.search('Pasaje 5 #12/B; Ñuñoa', { limit: 25 });

    const request = standIn.requests.at(-1);
    expect(request?.pathname).toBe(
      `/geocoding/v5/mapbox.places/${encodeURIComponent('Pasaje 5 #12/B  Ñuñoa')}.json`,
    );
    expect(request?.searchParams.get('limit')).toBe('10');
  });

  it('maps address and place features to suggestions', async () => {
    standIn.answerWith(
      jsonAnswer(200, featureCollection([providenciaAddressFeature, providenciaPlaceFeature])),
    );

    expect(await geocoder.search('Av. Providencia 1234', { limit: 10 })).toEqual([
      {
        id: 'address.4356035406291794',
        place_name:
          'Avenida Providencia 1234, 7500000 Providencia, Región Metropolitana de Santiago, Chile',
        address: 'Avenida Providencia 1234',
        comuna: 'Providencia',
        city: 'Providencia',
        region: 'Región Metropolitana de Santiago',
        postcode: '7500000',
      },
      {
        id: 'place.2367',
        place_name: 'Providencia, Región Metropolitana de Santiago, Chile',
        address: '',
        comuna: 'Providencia',
        city: 'Providencia',
        region: 'Región Metropolitana de Santiago',
        postcode: null,
      },
    ]);
  });

  it('keeps no more suggestions than asked', async () => {
    standIn.answerWith(
      jsonAnswer(200, featureCollection([providenciaAddressFeature, providenciaPlaceFeature])),
    );

    expect(await geocoder.search('Providencia', { limit: 1 })).toHaveLength(1);
    expect(standIn.requests.at(-1)?.searchParams.get('limit')).toBe('1');
  });

  it.each([
    ['an error status', jsonAnswer(500, { message: 'Internal Server Error' })],
    ['a refused token', jsonAnswer(401, { message: 'Not Authorized - Invalid Token' })],
    ['an unexpected shape', jsonAnswer(200, { features: [{ id: 7 }] })],
    ['no answer in time', hangingAnswer],
  ])('reports the service unavailable on %s, without the token', async (_case, answer) => {
    standIn.answerWith(answer);

    const failure = geocoder.search('Av. Providencia 1234', { limit: 10 });

    await expect(failure).rejects.toBeInstanceOf(GeocoderUnavailableError);
    await expect(failure).rejects.not.toThrow(/test-token/);
  });

  it('reports the service unavailable when nothing listens', async () => {
    const closed = await startMapboxStandIn();
    await closed.close();
    const unreachable = createMapboxGeocoder({ token: 't', baseUrl: closed.baseUrl });

    await expect(unreachable.search('Providencia', { limit: 10 })).rejects.toBeInstanceOf(
      GeocoderUnavailableError,
    );
  });
});
