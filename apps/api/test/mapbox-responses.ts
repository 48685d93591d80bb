/**
 * Answers in the shape of Mapbox Geocoding v5 (`mapbox.places`) for Chilean addresses: a GeoJSON
 * FeatureCollection whose features carry place_type, text, place_name, address (the house number)
 * and context from the smallest enclosing area up.
 */
const region = { id: 'region.9607', short_code: 'CL-RM', text: 'Región Metropolitana de Santiago' };
const country = { id: 'country.8903', short_code: 'cl', text: 'Chile' };

export const providenciaAddressFeature = {
  id: 'address.4356035406291794',
  type: 'Feature',
  place_type: ['address'],
  relevance: 0.96,
  properties: { accuracy: 'point' },
  text: 'Avenida Providencia',
  place_name:
    'Avenida Providencia 1234, 7500000 Providencia, Región Metropolitana de Santiago, Chile',
  center: [-70.6129, -33.4288],
  geometry: { type: 'Point', coordinates: [-70.6129, -33.4288] },
  address: '1234',
  context: [
    { id: 'postcode.8312', text: '7500000' },
    { id: 'place.2367', text: 'Providencia' },
    region,
    country,
  ],
};

export const providenciaPlaceFeature = {
  id: 'place.2367',
  type: 'Feature',
  place_type: ['place'],
  relevance: 0.8,
  properties: {},
  text: 'Providencia',
  place_name: 'Providencia, Región Metropolitana de Santiago, Chile',
  center: [-70.6109, -33.4314],
  geometry: { type: 'Point', coordinates: [-70.6109, -33.4314] },
  context: [region, country],
};

export function featureCollection(features: unknown[]) {
  return {
    type: 'FeatureCollection',
    query: ['av', 'providencia', '1234'],
    features,
    attribution: 'NOTICE: © Mapbox and its suppliers. All rights reserved.',
  };
}
