import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PUBLIC_AGENT_DAYS,
  PUBLIC_REVIEWS_PAGE_SIZE,
  listPublicReviews,
  readPublicAgent,
} from '@brillo/domain/contracts/public-agent';
import type { Dependencies } from '../../dependencies.ts';
import { errorResponses } from '../../errors.ts';
import { route } from '../../plugins/endpoints.ts';
import { answerWithoutStoring } from '../../plugins/no-store.ts';
import { createPublicAgentService } from './public-agent-service.ts';

const TAGS = ['búsqueda de agentes'];

/**
 * The public agent profile (PD-45, issue 34): anyone, signed in or not, reads an agent and the
 * latest reviews. The profile carries the days with availability, which change with every
 * booking, as the other discovery reads do: no HTTP cache keeps these answers either.
 */
export const publicAgentRoutes: FastifyPluginAsyncZod<
  Pick<Dependencies, 'db' | 'clock' | 'config'>
> = async (app, deps) => {
  answerWithoutStoring(app);
  const service = createPublicAgentService({
    db: deps.db,
    clock: deps.clock,
    timeZone: deps.config.TIME_ZONE,
  });

  route(
    app,
    readPublicAgent,
    {
      schema: {
        tags: TAGS,
        summary: 'El perfil público de un agente',
        description:
          'Nombre, foto, verificación, biografía, tarifa, servicios, comuna, evaluaciones con la ' +
          `cuenta de cada estrella y los días con horarios de los próximos ${PUBLIC_AGENT_DAYS} ` +
          `(calendario de ${deps.config.TIME_ZONE}). Sin correo, teléfono, dirección, RUT, banco ` +
          'ni documentos (decisión 28). 404 para un agente desconocido o suspendido.',
        response: errorResponses(400, 404),
      },
    },
    async (request) => service.profile(request.params.id),
  );

  route(
    app,
    listPublicReviews,
    {
      schema: {
        tags: TAGS,
        summary: 'Las opiniones de un agente, de la más reciente',
        description:
          `${PUBLIC_REVIEWS_PAGE_SIZE} por página, page desde 1; una página más allá del final ` +
          'responde reviews vacío. Solo el primer nombre de quien evaluó.',
        response: errorResponses(400, 404),
      },
    },
    async (request) => service.reviews(request.params.id, request.query.page ?? 1),
  );
};
