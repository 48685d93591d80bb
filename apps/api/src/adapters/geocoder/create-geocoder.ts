import type { Config } from '../../config.ts';
import type { Geocoder } from './geocoder.ts';
import { createMapboxGeocoder } from './mapbox-geocoder.ts';
import { createOfflineGeocoder } from './offline-geocoder.ts';

/** Mapbox when `MAPBOX_TOKEN` is set; otherwise the offline driver over Chile's comunas. */
export function createGeocoder(config: Pick<Config, 'MAPBOX_TOKEN' | 'MAPBOX_BASE_URL'>): Geocoder {
  if (config.MAPBOX_TOKEN) {
    return createMapboxGeocoder({ token: config.MAPBOX_TOKEN, baseUrl: config.MAPBOX_BASE_URL });
  }
  return createOfflineGeocoder();
}
