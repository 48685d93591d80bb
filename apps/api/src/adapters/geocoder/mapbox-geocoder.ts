import { GeocoderUnavailableError, type Geocoder } from './geocoder.ts';
import { MapboxResponseSchema, toAddressSuggestion } from './mapbox-response.ts';

export const MAPBOX_DEFAULT_TIMEOUT_MS = 4_000;
/** Mapbox refuses a larger `limit` on forward geocoding. */
const MAPBOX_MAX_LIMIT = 10;
const MAPBOX_TYPES = 'address,place,locality,neighborhood,postcode';

export interface MapboxGeocoderOptions {
  token: string;
  /** `https://api.mapbox.com`, or a stand-in in tests. */
  baseUrl: string;
  timeoutMs?: number;
}

/**
 * Mapbox forward geocoding (Geocoding API v5, `mapbox.places`): `GET
 * /geocoding/v5/mapbox.places/{text}.json`, restricted to Chile, answered in Spanish, with
 * autocomplete so that a half-typed word matches.
 */
function forwardGeocodingUrl(options: MapboxGeocoderOptions, query: string, limit: number): URL {
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  // A semicolon separates queries in Mapbox's batch syntax; in an address it is only punctuation.
  const searchText = encodeURIComponent(query.replaceAll(';', ' '));
  const url = new URL(`geocoding/v5/mapbox.places/${searchText}.json`, base);
  url.search = new URLSearchParams({
    access_token: options.token,
    country: 'cl',
    language: 'es',
    autocomplete: 'true',
    limit: String(limit),
    types: MAPBOX_TYPES,
  }).toString();
  return url;
}

async function fetchJson(url: URL, timeoutMs: number): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new GeocoderUnavailableError('Mapbox did not answer', { cause: error });
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new GeocoderUnavailableError(`Mapbox answered HTTP ${response.status}`);
  }
  try {
    return await response.json();
  } catch (error) {
    throw new GeocoderUnavailableError('Mapbox answered a body that is not JSON', { cause: error });
  }
}

/** Any failure (network, HTTP status, timeout, unexpected shape) is a GeocoderUnavailableError. */
export function createMapboxGeocoder(options: MapboxGeocoderOptions): Geocoder {
  const timeoutMs = options.timeoutMs ?? MAPBOX_DEFAULT_TIMEOUT_MS;
  return {
    async search(query, { limit }) {
      const wanted = Math.min(limit, MAPBOX_MAX_LIMIT);
      if (wanted < 1) return [];
      const body = await fetchJson(forwardGeocodingUrl(options, query, wanted), timeoutMs);
      const parsed = MapboxResponseSchema.safeParse(body);
      if (!parsed.success) {
        throw new GeocoderUnavailableError('Mapbox answered an unexpected shape', {
          cause: parsed.error,
        });
      }
      return parsed.data.features.slice(0, wanted).map(toAddressSuggestion);
    },
  };
}
