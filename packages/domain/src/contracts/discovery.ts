import { z } from 'zod';
import {
  AGENTS_PAGE_LAST,
  agentSorts,
  parseMaxRate,
  parseMinRating,
  parseServiceList,
} from '../agent-filters.ts';
import { extraServices, slotBookingStatuses, slotStatuses } from '../enums.ts';
import { discoveryTexts } from '../texts/discovery.es-CL.ts';
import { endpoint } from './definition.ts';
import { RatingSummarySchema } from './rating-summary.ts';
import {
  CLOSEST_PAGE_LAST,
  CLOSEST_PAGE_MAX,
  isCalendarDay,
  isCalendarMonth,
} from '../discovery-rules.ts';

// The rules pages import live in a module without zod (ADR-088).
export {
  AGENTS_PER_DAY_MAX,
  CLOSEST_PAGE_LAST,
  CLOSEST_PAGE_MAX,
  CLOSEST_PAGE_SIZE,
  DAY_FAVOURITES_MAX,
  DISCOVERY_DAYS_AHEAD,
  NEARBY_FAVOURITES_MAX,
  PAGINATION_WINDOW,
  bookingTotal,
  isCalendarDay,
  isCalendarMonth,
  paginationWindow,
} from '../discovery-rules.ts';

/**
 * Finding an agent (spec §2 "Customer dashboard", §3 "Agent (as shown to customers)", §4 which
 * slots are offered, §7 closest-availability, available, customers/slots/availability; product
 * decisions 2, 20, 28, 29, 33; ADR-039). Every read is public: a signed-out visitor may look,
 * only booking needs a customer. Days are calendar days on Santiago's clock (`YYYY-MM-DD`), never
 * UTC dates. What a customer sees of an agent never includes the email, phone or address
 * (decision 28). Answers use camelCase (decision 20).
 */

const daySchema = z
  .string({ error: discoveryTexts.api.badDay })
  .max(10, { error: discoveryTexts.api.badDay })
  .refine(isCalendarDay, { error: discoveryTexts.api.badDay });

const instant = z.iso.datetime({ offset: true });

/**
 * Query of closest-availability: `page` from 1, `limit` 1 to `CLOSEST_PAGE_MAX` (default 4), and
 * `allComunas=true` for agents of every comuna rather than those who work in the customer's
 * (decision 43).
 */
export const ClosestAvailabilityQuerySchema = z.object({
  page: z.coerce
    .number({ error: discoveryTexts.api.badPage })
    .int({ error: discoveryTexts.api.badPage })
    .min(1, { error: discoveryTexts.api.badPage })
    .max(CLOSEST_PAGE_LAST, { error: discoveryTexts.api.badPage })
    .optional(),
  limit: z.coerce
    .number({ error: discoveryTexts.api.badLimit(CLOSEST_PAGE_MAX) })
    .int({ error: discoveryTexts.api.badLimit(CLOSEST_PAGE_MAX) })
    .min(1, { error: discoveryTexts.api.badLimit(CLOSEST_PAGE_MAX) })
    .max(CLOSEST_PAGE_MAX, { error: discoveryTexts.api.badLimit(CLOSEST_PAGE_MAX) })
    .optional(),
  allComunas: z
    .enum(['true', 'false'], { error: discoveryTexts.api.badAllComunas })
    .transform((value) => value === 'true')
    .optional(),
});
export type ClosestAvailabilityQuery = z.infer<typeof ClosestAvailabilityQuerySchema>;

/** An offered slot as customers see it (spec §7: id, status, booking_status, times). */
export const OfferedSlotSchema = z.object({
  id: z.string(),
  status: z.enum(slotStatuses),
  bookingStatus: z.enum(slotBookingStatuses).nullable(),
  startTime: instant,
  endTime: instant,
  /** The exact length in hours (2.5 for two and a half hours), as a booking counts it. */
  hours: z.number().positive(),
});
export type OfferedSlot = z.infer<typeof OfferedSlotSchema>;

/** One agent of 'Disponibilidad cercana': name, avatar and the next offered slot. */
export const ClosestAgentSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Null when the agent has none: the screens draw the default avatar. */
  avatarUrl: z.string().nullable(),
  /** Both identity documents approved by an operator: the "Verificado" badge (PD-37). */
  verified: z.boolean(),
  closestAvailability: OfferedSlotSchema,
});
export type ClosestAgent = z.infer<typeof ClosestAgentSchema>;

export const ClosestAvailabilitySchema = z.object({
  agents: z.array(ClosestAgentSchema),
  /** Agents with at least one offered slot, over every page. */
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  /**
   * The comuna whose agents the answer lists (those who work there, decision 43): the calling
   * customer's; null for everyone (signed out, no comuna, or `allComunas=true`).
   */
  comuna: z.string().nullable(),
  /**
   * Page 1 for a signed-in customer: the customer's favourite agents (PD-46) with their next
   * offered slot, whatever their comuna, soonest first, at most `NEARBY_FAVOURITES_MAX`; shown
   * before the page. Empty on other pages, for anyone else, and for a customer without any.
   */
  favourites: z.array(ClosestAgentSchema),
});
export type ClosestAvailability = z.infer<typeof ClosestAvailabilitySchema>;

/** A query parameter read by `parse` from its text, with `message` for text it cannot read. */
function readAs<Value>(parse: (text: string) => Value | undefined, message: string, max: number) {
  return z
    .string({ error: message })
    .max(max, { error: message })
    .transform((text, context) => {
      const value = parse(text);
      if (value === undefined) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return value;
    });
}

const trueOrFalse = (message: string) =>
  z
    .enum(['true', 'false'], { error: message })
    .transform((value) => value === 'true')
    .optional();

/**
 * Query of available: the day, on Santiago's calendar, and the filters of decision 44 (rules in
 * `agent-filters.ts`): `services` a comma-separated list of extra services the agent offers all
 * of, `maxRate` whole pesos, `minRating` 1 to 5 (the average as shown), `verifiedOnly`, `sort`,
 * `page` from 1, and `allComunas` for agents of every comuna rather than the customer's
 * (decision 43).
 */
export const AvailableAgentsQuerySchema = z.object({
  day: daySchema,
  services: readAs(parseServiceList, discoveryTexts.api.badServices, 200).optional(),
  maxRate: z
    .union([z.number(), z.string()], { error: discoveryTexts.api.badMaxRate })
    .transform(String)
    .pipe(readAs(parseMaxRate, discoveryTexts.api.badMaxRate, 20))
    .optional(),
  minRating: z
    .union([z.number(), z.string()], { error: discoveryTexts.api.badMinRating })
    .transform(String)
    .pipe(readAs(parseMinRating, discoveryTexts.api.badMinRating, 10))
    .optional(),
  verifiedOnly: trueOrFalse(discoveryTexts.api.badVerifiedOnly),
  sort: z.enum(agentSorts, { error: discoveryTexts.api.badSort }).optional(),
  page: z.coerce
    .number({ error: discoveryTexts.api.badPage })
    .int({ error: discoveryTexts.api.badPage })
    .min(1, { error: discoveryTexts.api.badPage })
    .max(AGENTS_PAGE_LAST, { error: discoveryTexts.api.badPage })
    .optional(),
  allComunas: trueOrFalse(discoveryTexts.api.badAllComunas),
});
export type AvailableAgentsQuery = z.output<typeof AvailableAgentsQuerySchema>;

/** An agent as shown to customers (spec §3), without contact data (decision 28). */
export const AvailableAgentSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  /** Both identity documents approved by an operator: the "Verificado" badge (PD-37). */
  verified: z.boolean(),
  bio: z.string(),
  rating: RatingSummarySchema,
  hourlyRate: z.number().int().positive(),
  /** The extra services the agent offers, in the spec's order. */
  services: z.array(z.enum(extraServices)),
  /** The first offered slot that day. */
  firstSlotStart: instant,
});
export type AvailableAgent = z.infer<typeof AvailableAgentSchema>;

export const AvailableAgentsSchema = z.object({
  day: z.string(),
  /** The page's agents, in the order asked for. */
  agents: z.array(AvailableAgentSchema),
  /** Every agent that matches, over every page. */
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  /** The comuna whose agents are shown (the customer's, decision 43), or null for every comuna. */
  comuna: z.string().nullable(),
  /**
   * Page 1 for a signed-in customer: the customer's favourite agents (PD-46) who offer a slot
   * that day and match the same filters, in the same order, whatever their comuna, at most
   * `DAY_FAVOURITES_MAX`; shown before the page. Empty on other pages, for anyone else, and for a
   * customer without any.
   */
  favourites: z.array(AvailableAgentSchema),
});
export type AvailableAgents = z.infer<typeof AvailableAgentsSchema>;

/** Query of available-days: the month, on Santiago's calendar. */
export const AvailableDaysQuerySchema = z.object({
  month: z
    .string({ error: discoveryTexts.api.badMonth })
    .max(7, { error: discoveryTexts.api.badMonth })
    .refine(isCalendarMonth, { error: discoveryTexts.api.badMonth }),
});

export const AvailableDaysSchema = z.object({
  month: z.string(),
  /** The days (`YYYY-MM-DD`) of the month with at least one offered slot, in order. */
  days: z.array(z.string()),
});
export type AvailableDays = z.infer<typeof AvailableDaysSchema>;

/** Query of customers/slots/availability: the spec's `agent_id` and the day. */
export const AgentDaySlotsQuerySchema = z.object({
  agent_id: z
    .string({ error: discoveryTexts.api.badAgentId })
    .min(1, { error: discoveryTexts.api.badAgentId })
    .max(100, { error: discoveryTexts.api.badAgentId }),
  day: daySchema,
});

export const AgentDaySlotsSchema = z.object({
  agent: z.object({ id: z.string(), name: z.string(), hourlyRate: z.number().int().positive() }),
  day: z.string(),
  slots: z.array(OfferedSlotSchema),
});
export type AgentDaySlots = z.infer<typeof AgentDaySlotsSchema>;

/** Agents by their next offered slot, the soonest first, a page at a time. */
export const listClosestAvailability = endpoint({
  method: 'GET',
  path: '/api/v1/agents/closest-availability',
  querystring: ClosestAvailabilityQuerySchema,
  answers: { 200: ClosestAvailabilitySchema },
});

/** The agents with at least one offered slot on a day, each once. */
export const listAvailableAgents = endpoint({
  method: 'GET',
  path: '/api/agents/available',
  querystring: AvailableAgentsQuerySchema,
  answers: { 200: AvailableAgentsSchema },
});

/** The days of a month with at least one offered slot. */
export const listAvailableDays = endpoint({
  method: 'GET',
  path: '/api/agents/available-days',
  querystring: AvailableDaysQuerySchema,
  answers: { 200: AvailableDaysSchema },
});

/** One agent's offered slots on a day. */
export const listAgentDaySlots = endpoint({
  method: 'GET',
  path: '/api/customers/slots/availability',
  querystring: AgentDaySlotsQuerySchema,
  answers: { 200: AgentDaySlotsSchema },
});
