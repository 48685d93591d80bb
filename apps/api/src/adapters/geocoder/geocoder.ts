import type { AddressSuggestion } from '@brillo/domain/contracts/geocoding';

export interface GeocoderSearchOptions {
  /** At most this many suggestions, best first. */
  limit: number;
}

/**
 * Turns what a person types into address suggestions in Chile. Two drivers: Mapbox forward
 * geocoding when `MAPBOX_TOKEN` is set, otherwise an offline driver over the comunas shipped in
 * `@brillo/domain/chile-comunas`. Suggestions have the shape of the shared contract.
 */
export interface Geocoder {
  /** Rejects with `GeocoderUnavailableError` when the service cannot answer. */
  search(query: string, options: GeocoderSearchOptions): Promise<AddressSuggestion[]>;
}

/** The geocoding service failed, answered badly or took too long; the cause says which. */
export class GeocoderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GeocoderUnavailableError';
  }
}
