import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADDRESS_SEARCH_LIMIT, searchAddresses } from '@brillo/domain/contracts/geocoding';
import { geocodingTexts } from '@brillo/domain/texts/geocoding.es-CL';
import { GeocoderUnavailableError } from '../../adapters/geocoder/geocoder.ts';
import type { Dependencies } from '../../dependencies.ts';
import { AppError, errorResponses } from '../../errors.ts';
import { route } from '../../plugins/endpoints.ts';

/**
 * Address search for the sign-up wizards (spec §5 "Address search", §7 "Maps geocoding service").
 * Public: people use it before they have an account.
 */
export const geocodingRoutes: FastifyPluginAsyncZod<Pick<Dependencies, 'geocoder'>> = async (
  app,
  { geocoder },
) => {
  route(
    app,
    searchAddresses,
    {
      config: { rateLimit: 'addressSearch' },
      schema: {
        tags: ['direcciones'],
        summary: 'Sugerencias de direcciones en Chile para lo escrito',
        response: errorResponses(400, 429, 503),
      },
    },
    async (request) => {
      try {
        const suggestions = await geocoder.search(request.query.q, { limit: ADDRESS_SEARCH_LIMIT });
        return { suggestions: suggestions.slice(0, ADDRESS_SEARCH_LIMIT) };
      } catch (error) {
        if (!(error instanceof GeocoderUnavailableError)) throw error;
        request.log.warn({ err: error }, 'geocoder unavailable');
        throw new AppError(503, 'GEOCODER_UNAVAILABLE', geocodingTexts.unavailable);
      }
    },
  );
};
