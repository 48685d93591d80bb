import { z } from 'zod';
import { RatingSummarySchema } from './rating-summary.ts';

/**
 * What `GET /api/public/market-summary` answers: the landing page's figures, read from the
 * database (issue 17, ADR-047). `agents` counts agents who can take bookings (a profile and a
 * confirmed email); `comunas` are theirs, sorted; `minHourlyRate` is the lowest of their hourly
 * rates in pesos, null with no agent; `rating` covers every rating customers have given.
 */
export const MarketSummarySchema = z.object({
  agents: z.number().int().min(0),
  comunas: z.array(z.string()),
  minHourlyRate: z.number().int().positive().nullable(),
  rating: RatingSummarySchema,
});

export type MarketSummary = z.infer<typeof MarketSummarySchema>;
