import { z } from 'zod';

/**
 * An agent's ratings as every listing of agents carries them (spec §3 "Agent (as shown to
 * customers)", §9; product decision 29): the mean to one decimal, computed by the database from
 * the sum and count (`summariseRatings` in ../rating-average.ts), never from a list sent whole.
 * `average` is null when `count` is 0, which the screens show as 'Sin evaluaciones'.
 */
export const RatingSummarySchema = z.object({
  average: z.number().min(1).max(5).nullable(),
  count: z.number().int().min(0),
});

export type { RatingSummary } from '../rating-average.ts';
