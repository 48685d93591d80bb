import type { FastifyReply } from 'fastify';
import { AGENTS_PAGE_SIZE, filtersCacheKey, type AgentFilters } from '@brillo/domain/agent-filters';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CLOSEST_PAGE_MAX,
  CLOSEST_PAGE_SIZE,
  DISCOVERY_DAYS_AHEAD,
  NEARBY_FAVOURITES_MAX,
  listAgentDaySlots,
  listAvailableAgents,
  listAvailableDays,
  listClosestAvailability,
} from '@brillo/domain/contracts/discovery';
import type { Dependencies } from '../../dependencies.ts';
import { errorResponses } from '../../errors.ts';
import { route } from '../../plugins/endpoints.ts';
import { answerWithoutStoring } from '../../plugins/no-store.ts';
import type { SearchCache } from './search-cache.ts';
import { createDiscoveryService, searchComuna, type Cacheable } from './service.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

const TAGS = ['búsqueda de agentes'];

/**
 * The customer's search for an agent (spec §2 "Customer dashboard", §4, §7; product decisions 2,
 * 20, 28, 29, 33; ADR-039). Every read is public, so a signed-out visitor can look; booking is
 * `POST /api/customers/bookings` (bookings module). Answers change with every booking, so no HTTP
 * cache keeps them; this process's search cache keeps closest availability and the agents of a
 * day, written, until the database or the clock says they changed (ADR-065).
 */
export const discoveryRoutes: FastifyPluginAsyncZod<
  Pick<Dependencies, 'db' | 'clock' | 'guards' | 'config'> & { searchCache: SearchCache }
> = async (app, deps) => {
  answerWithoutStoring(app);
  const service = createDiscoveryService({
    db: deps.db,
    clock: deps.clock,
    timeZone: deps.config.TIME_ZONE,
  });
  if (await service.keepDaysInTimeZone()) {
    app.log.info({ timeZone: deps.config.TIME_ZONE }, 'offered_agent_days rewritten for TIME_ZONE');
  }
  const { searchCache } = deps;

  /**
   * The body cached for `key` if still true; otherwise `read`'s answer, written by the route's
   * serializer and cached. A cached body is sent as written: the serializer already checked it.
   * Every cached answer is everyone's: its `favourites` are empty.
   */
  async function cachedBody<Answer>(
    reply: FastifyReply,
    key: string,
    read: () => Promise<Cacheable<Answer>>,
  ): Promise<string> {
    const cached = searchCache.get(key, deps.clock.now());
    if (cached !== undefined) return cached;
    const readStartedAt = searchCache.startRead();
    const { answer, trueUntil, group } = await read();
    const body = reply.serialize(answer);
    // The route's serializer (the Zod type provider's) writes strings.
    if (typeof body !== 'string') throw new TypeError('discovery answers are written as text');
    // An answer already past its instant (a past day's) is not worth a place in the cache.
    if (trueUntil > deps.clock.now()) searchCache.keep(key, group, body, trueUntil, readStartedAt);
    return body;
  }

  /**
   * The favourites of `customerId` (PD-46) for the shared answer cached under `key`, as JSON
   * text: kept in the search cache under the customer's name beside the shared answer's group
   * and instant, so a customer's search asked again costs what anyone's does; a change of the
   * customer's favourites (migration 0029), or of what the answer was read from, forgets them.
   */
  async function cachedFavourites(
    key: string,
    customerId: string,
    read: () => Promise<Cacheable<readonly unknown[]>>,
  ): Promise<string> {
    const own = `favourites ${customerId} ${key}`;
    const cached = searchCache.get(own, deps.clock.now());
    if (cached !== undefined) return cached;
    const readStartedAt = searchCache.startRead();
    const { answer, trueUntil, group } = await read();
    const text = JSON.stringify(answer);
    if (trueUntil > deps.clock.now()) {
      searchCache.keep(own, [group, `customer:${customerId}`], text, trueUntil, readStartedAt);
    }
    return text;
  }

  /**
   * The shared answer `body` (its `favourites` empty) with the caller's own `favourites` (a
   * JSON array's text), spliced into the text: a string's quotes are escaped in JSON, so
   * `"favourites":[]` with bare quotes is only ever the field itself.
   */
  function sendWithFavourites(reply: FastifyReply, body: string, favourites: string) {
    const empty = '"favourites":[]';
    const at = body.lastIndexOf(empty);
    if (favourites === '[]' || at < 0) return reply.type(JSON_TYPE).send(body);
    return reply
      .type(JSON_TYPE)
      .send(`${body.slice(0, at)}"favourites":${favourites}${body.slice(at + empty.length)}`);
  }

  const dayRule =
    `day es un día del calendario de ${deps.config.TIME_ZONE} (AAAA-MM-DD), no de UTC, hasta ` +
    `${DISCOVERY_DAYS_AHEAD - 1} días adelante.`;

  route(
    app,
    listClosestAvailability,
    {
      schema: {
        tags: TAGS,
        summary: 'Agentes por su próximo horario ofrecido, del más cercano',
        description:
          `limit por omisión ${CLOSEST_PAGE_SIZE}, a lo más ${CLOSEST_PAGE_MAX}; page desde 1. ` +
          'Un cliente con comuna ve solo los agentes que trabajan en ella (decisión 43); comuna ' +
          'dice cuál. Con allComunas=true, todos, y con horarios a la misma hora primero los de ' +
          'su comuna (decisión 33). Una página más allá del final responde agents vacío. En la ' +
          `página 1, un cliente recibe en favourites sus agentes favoritos con su próximo horario ` +
          `ofrecido, de cualquier comuna, el más cercano primero, a lo más ${NEARBY_FAVOURITES_MAX}; ` +
          'si no, favourites vacío.',
        response: errorResponses(400),
      },
    },
    async (request, reply) => {
      const caller = await deps.guards.resolveCaller(request, reply);
      const comuna = searchComuna(caller);
      const page = request.query.page ?? 1;
      const limit = request.query.limit ?? CLOSEST_PAGE_SIZE;
      const allComunas = request.query.allComunas ?? false;
      // The comuna and the switch are both in the key: an area's answer and everyone's differ.
      const key = `closest ${page} ${limit} ${allComunas ? 'all' : 'area'} ${comuna ?? ''}`;
      const body = await cachedBody(reply, key, () =>
        service.closest(comuna, { page, limit, allComunas }),
      );
      const favourites =
        page === 1 && caller?.role === 'customer'
          ? await cachedFavourites(key, caller.userId, () =>
              service.nearbyFavourites(caller.userId),
            )
          : '[]';
      return sendWithFavourites(reply, body, favourites);
    },
  );

  route(
    app,
    listAvailableAgents,
    {
      schema: {
        tags: TAGS,
        summary: 'Los agentes con al menos un horario ofrecido ese día, cada uno una vez',
        description:
          `${dayRule} ${AGENTS_PAGE_SIZE} agentes por página (page desde 1; más allá del final, ` +
          'agents vacío); total cuenta todos los que cumplen los filtros. services: servicios ' +
          'adicionales separados por comas, el agente los ofrece todos; maxRate: tarifa por hora ' +
          'máxima en pesos; minRating: promedio mínimo de 1 a 5 (sin evaluaciones no cumple); ' +
          'verifiedOnly: solo verificados; sort: soonest (primer horario, por omisión), rating ' +
          '(mejor promedio, luego más evaluaciones, sin evaluaciones al final) o rate (menor ' +
          'tarifa). Un cliente con comuna ve solo los agentes que trabajan en ella, salvo con ' +
          'allComunas=true (decisión 43); comuna dice cuál. Sin correo, teléfono ni dirección ' +
          '(decisión 28). En la página 1, un cliente recibe en favourites sus agentes favoritos ' +
          'con un horario ofrecido ese día que cumplen los mismos filtros, en el mismo orden, de ' +
          'cualquier comuna; si no, favourites vacío.',
        response: errorResponses(400),
      },
    },
    async (request, reply) => {
      const { day, ...query } = request.query;
      const filters: AgentFilters = {
        services: query.services ?? [],
        maxRate: query.maxRate ?? null,
        minRating: query.minRating ?? null,
        verifiedOnly: query.verifiedOnly ?? false,
        sort: query.sort ?? 'soonest',
        page: query.page ?? 1,
        allComunas: query.allComunas ?? false,
      };
      const caller = await deps.guards.resolveCaller(request, reply);
      const comuna = filters.allComunas ? null : searchComuna(caller);
      const key = filtersCacheKey(filters, comuna);
      const dayKey = key === '' ? `day:${day}` : `day:${day} ${key}`;
      const body = await cachedBody(reply, dayKey, () => service.availableOn(day, filters, comuna));
      const favourites =
        filters.page === 1 && caller?.role === 'customer'
          ? await cachedFavourites(dayKey, caller.userId, () =>
              service.favouritesOn(day, filters, caller.userId),
            )
          : '[]';
      return sendWithFavourites(reply, body, favourites);
    },
  );

  route(
    app,
    listAvailableDays,
    {
      schema: {
        tags: TAGS,
        summary: 'Los días de un mes con al menos un horario ofrecido',
        description: `month es AAAA-MM, en el calendario de ${deps.config.TIME_ZONE}.`,
        response: errorResponses(400),
      },
    },
    async (request) => service.availableDays(request.query.month),
  );

  route(
    app,
    listAgentDaySlots,
    {
      schema: {
        tags: TAGS,
        summary: 'Los horarios ofrecidos de un agente ese día',
        description:
          `${dayRule} Solo horarios disponibles, sin solicitud esperando al agente, futuros y ` +
          'sin reserva vigente (spec §4).',
        response: errorResponses(400, 404),
      },
    },
    async (request) => service.agentSlots(request.query.agent_id, request.query.day),
  );
};
