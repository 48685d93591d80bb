import { z } from 'zod';
import { formatCount } from './agent-profile.ts';
import { CustomerBookingSchema } from './customer-bookings.ts';
import { endpoint } from './definition.ts';
import { RatingSummarySchema } from './rating-summary.ts';
import { ratingsTexts } from '../texts/ratings.es-CL.ts';

/**
 * Ratings (spec §3 "Rating submission", §4, §7 `POST v1/customers/bookings/rating` and
 * `GET v1/agents/ratings`; product decisions 20, 25, 29): a customer rates a finished booking
 * once, 1 to 5 whole stars and an optional comment; an agent reads what it received with the
 * average computed by the database. See docs/decisions/041-rating-a-finished-service.md.
 */

/** Characters a comment may hold (decision 29), counted as a person counts them. */
export const RATING_COMMENT_MAX_LENGTH = 1000;

/** How many characters `text` holds as a person counts them: an emoji is one. */
export function commentLength(text: string): number {
  return Array.from(text).length;
}

const { api } = ratingsTexts;

/** 1 to 5 whole stars, a JSON number: '5', 4.5, 0, 6 and null are refused. */
export const StarsSchema = z
  .number({ error: api.chooseRating })
  .int({ error: api.chooseRating })
  .min(1, { error: api.chooseRating })
  .max(5, { error: api.chooseRating });

/** The comment as typed (ends trimmed), at most `RATING_COMMENT_MAX_LENGTH` characters. */
export const RatingCommentSchema = z
  .string({ error: api.commentNotText })
  .trim()
  .refine((comment) => commentLength(comment) <= RATING_COMMENT_MAX_LENGTH, {
    error: api.commentTooLong(formatCount(RATING_COMMENT_MAX_LENGTH)),
  });

/**
 * Body of `POST /api/v1/customers/bookings/rating`. The booking decides the agent and the
 * customer: the spec's `agent_id` and `customer_id`, when sent, must match it and the caller.
 */
export const RateBookingBodySchema = z.object({
  booking_id: z
    .string({ error: api.badBookingId })
    .max(100, { error: api.badBookingId })
    .min(1, { error: api.badBookingId }),
  rating: StarsSchema,
  comment: RatingCommentSchema.optional().default(''),
  agent_id: z.string({ error: api.fieldsDoNotMatch }).max(100).optional(),
  customer_id: z.string({ error: api.fieldsDoNotMatch }).max(100).optional(),
});
export type RateBookingBody = z.input<typeof RateBookingBodySchema>;

/** The rating form's fields (the booking comes from the list). */
export const RatingFormSchema = z.object({
  rating: StarsSchema,
  comment: RatingCommentSchema,
});
export type RatingForm = z.input<typeof RatingFormSchema>;

/** Answer of a rating (201): the spec's success message and the booking, now evaluated. */
export const RatedBookingSchema = z.object({
  message: z.string(),
  booking: CustomerBookingSchema,
});
export type RatedBooking = z.infer<typeof RatedBookingSchema>;

/** Ratings one answer of `GET /api/v1/agents/ratings` lists at most; the summary counts all. */
export const RECEIVED_RATINGS_MAX = 50;

/** One rating an agent received: the customer's first name only. */
export const ReceivedRatingSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  customerFirstName: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ReceivedRating = z.infer<typeof ReceivedRatingSchema>;

/**
 * Answer of `GET /api/v1/agents/ratings`: the spec's `ratings` array (each with `rating`), the
 * newest `limit` of them, and the average and count over all of them from one SQL aggregate.
 */
export const AgentRatingsSchema = RatingSummarySchema.extend({
  /** The exact mean rounded to a whole star, as the agent's screens show it; null without ratings. */
  stars: z.number().int().min(1).max(5).nullable(),
  ratings: z.array(ReceivedRatingSchema),
  limit: z.number().int().positive(),
});
export type AgentRatings = z.infer<typeof AgentRatingsSchema>;

/** The customer rates an own finished booking, once. */
export const rateBooking = endpoint({
  method: 'POST',
  path: '/api/v1/customers/bookings/rating',
  body: RateBookingBodySchema,
  answers: { 201: RatedBookingSchema },
});

/** The ratings the calling agent received, with their average. */
export const listReceivedRatings = endpoint({
  method: 'GET',
  path: '/api/v1/agents/ratings',
  answers: { 200: AgentRatingsSchema },
});
