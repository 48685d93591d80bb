import { z } from 'zod';
import { geocodingTexts } from '../texts/geocoding.es-CL.ts';
import { endpoint } from './definition.ts';

/** Spec §5 and §9: suggestions start once more than 2 characters are typed. */
export const ADDRESS_QUERY_MIN_LENGTH = 3;
export const ADDRESS_QUERY_MAX_LENGTH = 200;
/** Spec §7 and §9: the geocoder is asked for 10 results; the web shows 3 of them. */
export const ADDRESS_SEARCH_LIMIT = 10;
export const ADDRESS_SUGGESTIONS_SHOWN = 3;

/** What the person typed; blank space around it does not count. */
export const AddressQuerySchema = z
  .string({ error: geocodingTexts.queryTooShort })
  .trim()
  .min(ADDRESS_QUERY_MIN_LENGTH, geocodingTexts.queryTooShort)
  .max(ADDRESS_QUERY_MAX_LENGTH, geocodingTexts.queryTooLong);

/** Query string of `GET /api/geocoding/addresses`. */
export const AddressSearchQuerySchema = z.object({ q: AddressQuerySchema });

/**
 * One suggestion, shaped like a Mapbox feature (spec §7: `id` and `place_name`) plus the parts a
 * profile keeps (spec §3 personalData: address, city, comuna, postcode).
 */
export const AddressSuggestionSchema = z.object({
  /** Stable for the same place and text: the web uses it as the option key. */
  id: z.string(),
  /** The whole address as one line, e.g. 'Av. Providencia 1234, Providencia, Región Metropolitana de Santiago, Chile'. */
  place_name: z.string(),
  /** Street and number; empty when the suggestion is a whole comuna. */
  address: z.string(),
  comuna: z.string(),
  /** The city, or the comuna where the source knows no city. */
  city: z.string(),
  region: z.string(),
  postcode: z.string().nullable(),
});

export type AddressSuggestion = z.infer<typeof AddressSuggestionSchema>;

/** Answer of `GET /api/geocoding/addresses`: best match first. */
export const AddressSearchResponseSchema = z.object({
  suggestions: z.array(AddressSuggestionSchema).max(ADDRESS_SEARCH_LIMIT),
});

export type AddressSearchResponse = z.infer<typeof AddressSearchResponseSchema>;

/** Suggestions of addresses in Chile for what was typed, best first. Public. */
export const searchAddresses = endpoint({
  method: 'GET',
  path: '/api/geocoding/addresses',
  querystring: AddressSearchQuerySchema,
  answers: { 200: AddressSearchResponseSchema },
});
