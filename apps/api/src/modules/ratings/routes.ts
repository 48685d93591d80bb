import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RATING_COMMENT_MAX_LENGTH,
  RECEIVED_RATINGS_MAX,
  listReceivedRatings,
  rateBooking,
} from '@brillo/domain/contracts/ratings';
import { ratingsTexts } from '@brillo/domain/texts/ratings.es-CL';
import type { Dependencies } from '../../dependencies.ts';
import { errorResponses } from '../../errors.ts';
import { callerOf } from '../../plugins/authentication/guards.ts';
import { route } from '../../plugins/endpoints.ts';
import type { RatingsService } from './service.ts';

const TAGS = ['evaluaciones'];

/**
 * Ratings (spec §3 "Rating submission", §4, §7; product decisions 20, 25, 29; ADR-041): the
 * customer rates an own finished booking, the agent reads the ratings received. Identities come
 * from the session; the booking decides the agent.
 */
export const ratingsRoutes: FastifyPluginAsyncZod<
  Pick<Dependencies, 'guards'> & { ratings: RatingsService }
> = async (app, deps) => {
  const service = deps.ratings;

  route(
    app,
    rateBooking,
    {
      preHandler: deps.guards.requireRole('customer'),
      schema: {
        tags: TAGS,
        summary: 'Evalúa un servicio finalizado propio, una vez',
        description:
          `rating: un número entero de 1 a 5; comment: hasta ${RATING_COMMENT_MAX_LENGTH} ` +
          'caracteres, guardado tal como se escribió. agent_id y customer_id, si vienen, deben ' +
          'coincidir con la reserva y con quien llama. Solo una reserva finished sin evaluación y ' +
          'hasta 30 días después de finalizada; la evaluación y el paso a finished_evaluated ' +
          'ocurren juntos. De dos evaluaciones simultáneas solo una se guarda.',
        response: errorResponses(400, 401, 403, 404, 409),
      },
    },
    async (request, reply) => {
      const booking = await service.rate(callerOf(request).userId, request.body);
      return reply.status(201).send({ message: ratingsTexts.form.sent, booking });
    },
  );

  route(
    app,
    listReceivedRatings,
    {
      preHandler: deps.guards.requireRole('agent'),
      schema: {
        tags: TAGS,
        summary: 'Las evaluaciones que recibió quien llama, con su promedio',
        description:
          `Las ${RECEIVED_RATINGS_MAX} más nuevas primero, con el nombre (solo el primero) de ` +
          'quien evaluó; average (a un decimal, null sin evaluaciones) y count cuentan todas.',
        response: errorResponses(401, 403),
      },
    },
    async (request) => service.received(callerOf(request).userId),
  );
};
