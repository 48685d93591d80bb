import { z } from 'zod';
import { endpoint } from './definition.ts';
import { RatingSummarySchema } from './rating-summary.ts';

/**
 * 'Mis agentes' (PD-46): the agents a customer keeps as favourites, to book them again. Only a
 * customer has favourites; the caller comes from the session, never from the request. Adding and
 * removing are idempotent, so a second tap or a retried request changes nothing. What a customer
 * sees of an agent never includes the email, phone or address (PD-28). Answers use camelCase
 * (decision 20).
 */

/** The agent named in the path: any text; one that names no active agent is a 404. */
export const FavouriteAgentParamsSchema = z.object({ agentId: z.string() });

/** One favourite as its card shows it, with the start of its next offered slot. */
export const FavouriteAgentSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Null when the agent has none: the screens draw the default avatar. */
  avatarUrl: z.string().nullable(),
  /** Both identity documents approved by an operator: the "Verificado" badge (PD-37). */
  verified: z.boolean(),
  hourlyRate: z.number().int().positive(),
  rating: RatingSummarySchema,
  /** The start of the agent's next offered slot; null when it offers none. */
  nextSlotStart: z.iso.datetime({ offset: true }).nullable(),
});
export type FavouriteAgent = z.infer<typeof FavouriteAgentSchema>;

/** Answer of the list: the favourites, most recently saved first. */
export const FavouriteAgentsSchema = z.object({ agents: z.array(FavouriteAgentSchema) });
export type FavouriteAgents = z.infer<typeof FavouriteAgentsSchema>;

/** The calling customer's favourite agents. */
export const listFavouriteAgents = endpoint({
  method: 'GET',
  path: '/api/customers/favourites',
  answers: { 200: FavouriteAgentsSchema },
});

/** Keeps an agent among the caller's favourites; already kept, nothing changes. */
export const addFavouriteAgent = endpoint({
  method: 'PUT',
  path: '/api/customers/favourites/:agentId',
  params: FavouriteAgentParamsSchema,
  answers: { 204: z.null().describe('El agente está entre tus favoritos; sin cuerpo.') },
});

/** Takes an agent out of the caller's favourites; already out, nothing changes. */
export const removeFavouriteAgent = endpoint({
  method: 'DELETE',
  path: '/api/customers/favourites/:agentId',
  params: FavouriteAgentParamsSchema,
  answers: { 204: z.null().describe('El agente no está entre tus favoritos; sin cuerpo.') },
});
