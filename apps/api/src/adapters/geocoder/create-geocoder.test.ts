import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/app.ts';
import { featureCollection, providenciaPlaceFeature } from '../../../test/mapbox-responses.ts';
import { jsonAnswer, startMapboxStandIn } from '../../../test/mapbox-stand-in.ts';
import { createGeocoder } from './create-geocoder.ts';

describe('createGeocoder', async () => {
  const standIn = await startMapboxStandIn();
  afterAll(() => standIn.close());
  beforeEach(() => {
    standIn.reset();
    standIn.answerWith(jsonAnswer(200, featureCollection([providenciaPlaceFeature])));
  });

  it('asks Mapbox when MAPBOX_TOKEN is set', async () => {
    const config = testConfig({ MAPBOX_TOKEN: 'pk.test', MAPBOX_BASE_URL: standIn.baseUrl });
    const [suggestion] = await createGeocoder(config).search('Providencia', { limit: 10 });

    expect(suggestion?.id).toBe('place.2367');
    expect(standIn.requests).toHaveLength(1);
  });

  it('uses the offline comunas without MAPBOX_TOKEN, even when a Mapbox URL is set', async () => {
    const config = testConfig({ MAPBOX_BASE_URL: standIn.baseUrl });
    const [suggestion] = await createGeocoder(config).search('Providencia', { limit: 10 });

    expect(suggestion?.id).toBe('offline.comuna.providencia');
    expect(standIn.requests).toEqual([]);
  });
});
