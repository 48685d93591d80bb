import { z } from 'zod';
import { extraServices } from '../enums.ts';
import { publicAgentTexts } from '../texts/public-agent.es-CL.ts';
import { endpoint } from './definition.ts';
import { RatingSummarySchema } from './rating-summary.ts';

/**
 * The public agent profile (PD-45, issue 34): what anyone, signed in or not, may read of an
 * agent. Never the email, phone, address, RUT, bank account or documents (decision 28): the
 * answers' schemas carry none of them, and the serializer drops whatever is not in them.
 */

/** How many days, from today on the market's calendar, the profile looks for availability. */
export const PUBLIC_AGENT_DAYS = 14;
/** Reviews a page, the newest first. */
export const PUBLIC_REVIEWS_PAGE_SIZE = 10;
/** Pages beyond this are refused: no agent has that many reviews. */
export const PUBLIC_REVIEWS_PAGE_LAST = 10_000;

export const PublicAgentParamsSchema = z.object({
  id: z
    .string({ error: publicAgentTexts.api.agentNotFound })
    .max(100, { error: publicAgentTexts.api.agentNotFound }),
});

/** How many ratings gave each number of stars. */
export const StarCountsSchema = z.object({
  1: z.number().int().min(0),
  2: z.number().int().min(0),
  3: z.number().int().min(0),
  4: z.number().int().min(0),
  5: z.number().int().min(0),
});
export type StarCounts = z.infer<typeof StarCountsSchema>;

export const PublicAgentSchema = z.object({
  id: z.string(),
  /** The name agent cards show (the account's name). */
  name: z.string(),
  /** Null when the agent has none: the page draws the default avatar. */
  avatarUrl: z.string().nullable(),
  /** Both identity documents approved by an operator: the "Verificado" badge (PD-37). */
  verified: z.boolean(),
  bio: z.string(),
  hourlyRate: z.number().int().positive(),
  /** The extra services the agent offers, in the spec's order. */
  services: z.array(z.enum(extraServices)),
  /** The agent's own comuna; null when the address named none. */
  comuna: z.string().nullable(),
  /** The comunas where the agent works, its service area (PD-43), in alphabetical order. */
  comunas: z.array(z.string()),
  rating: RatingSummarySchema.extend({ stars: StarCountsSchema }),
  /**
   * The days (`YYYY-MM-DD`, the market's calendar) from today over the next `PUBLIC_AGENT_DAYS`
   * on which the agent offers at least one slot, in order.
   */
  availableDays: z.array(z.string()),
  /**
   * The start of the agent's next offered slot within the 90 days slots may be offered ahead,
   * or null: where the agent can be booked when `availableDays` is empty (PD-46).
   */
  nextSlotStart: z.iso.datetime({ offset: true }).nullable(),
});
export type PublicAgent = z.infer<typeof PublicAgentSchema>;

export const PublicReviewsQuerySchema = z.object({
  page: z.coerce
    .number({ error: publicAgentTexts.api.badPage })
    .int({ error: publicAgentTexts.api.badPage })
    .min(1, { error: publicAgentTexts.api.badPage })
    .max(PUBLIC_REVIEWS_PAGE_LAST, { error: publicAgentTexts.api.badPage })
    .optional(),
});

export const PublicReviewSchema = z.object({
  id: z.string(),
  stars: z.number().int().min(1).max(5),
  /** Plain text as the customer wrote it; screens show it as text, never as HTML. */
  comment: z.string(),
  /** The reviewer's first name only (decision 28). */
  firstName: z.string(),
  /** The month the review was written, on the market's calendar (`YYYY-MM`). */
  month: z.string(),
});
export type PublicReview = z.infer<typeof PublicReviewSchema>;

export const PublicReviewsSchema = z.object({
  reviews: z.array(PublicReviewSchema),
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  /** Whether a later page has reviews. */
  hasMore: z.boolean(),
});
export type PublicReviews = z.infer<typeof PublicReviewsSchema>;

/** An agent as anyone may see it: profile, ratings and the next days with availability. */
export const readPublicAgent = endpoint({
  method: 'GET',
  path: '/api/public/agents/:id',
  params: PublicAgentParamsSchema,
  answers: { 200: PublicAgentSchema },
});

/** An agent's reviews, the newest first, `PUBLIC_REVIEWS_PAGE_SIZE` a page. */
export const listPublicReviews = endpoint({
  method: 'GET',
  path: '/api/public/agents/:id/reviews',
  params: PublicAgentParamsSchema,
  querystring: PublicReviewsQuerySchema,
  answers: { 200: PublicReviewsSchema },
});
