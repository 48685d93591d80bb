import { z } from 'zod';
import type { AddressSuggestion } from '@brillo/domain/contracts/geocoding';

/**
 * The parts of a Mapbox Geocoding v5 answer that Brillo reads: a GeoJSON FeatureCollection whose
 * features carry `id`, `place_type`, `place_name`, `text` (the street or place name), `address`
 * (the house number, on address features) and `context`, the enclosing areas from the smallest
 * up, each with an id prefixed by its type ('postcode.…', 'place.…', 'region.…', 'country.…').
 */
const MapboxContextEntrySchema = z.object({ id: z.string(), text: z.string() });

const MapboxFeatureSchema = z.object({
  id: z.string(),
  place_type: z.array(z.string()),
  place_name: z.string(),
  text: z.string(),
  address: z.string().optional(),
  context: z.array(MapboxContextEntrySchema).default([]),
});

export const MapboxResponseSchema = z.object({ features: z.array(MapboxFeatureSchema) });

export type MapboxFeature = z.infer<typeof MapboxFeatureSchema>;

/** The name of the area of that type: the feature itself when it is one, else its context. */
function areaName(feature: MapboxFeature, type: string): string | undefined {
  if (feature.place_type.includes(type)) return feature.text;
  return feature.context.find((entry) => entry.id.startsWith(`${type}.`))?.text;
}

/** Street and number, in Chile's order ('Avenida Providencia 1234'); empty for an area. */
function streetPart(feature: MapboxFeature): string {
  if (!feature.place_type.includes('address')) return '';
  return feature.address ? `${feature.text} ${feature.address}` : feature.text;
}

/**
 * One Mapbox feature as a suggestion. In Chile Mapbox's `place` is the comuna (a `locality` where
 * there is no place), and it is also the best city Mapbox gives.
 */
export function toAddressSuggestion(feature: MapboxFeature): AddressSuggestion {
  const comuna = areaName(feature, 'place') ?? areaName(feature, 'locality') ?? '';
  return {
    id: feature.id,
    place_name: feature.place_name,
    address: streetPart(feature),
    comuna,
    city: comuna,
    region: areaName(feature, 'region') ?? '',
    postcode: areaName(feature, 'postcode') ?? null,
  };
}
