import { z } from 'zod';
import { endpoint } from './definition.ts';

/**
 * The operators' overview at `GET /api/operador/overview` (issue 32): the marketplace's figures on
 * Chile's calendar (the periods of `operator-overview.ts`), read by SQL over the real tables.
 *
 * - bookings: bookings created (requested) in the period;
 * - paid: the amounts of payments that succeeded in the period (by `settled_at`);
 * - refunded: the amounts of refunds that succeeded in the period (when they became succeeded);
 * - cancellation: of the bookings created this month, those now cancelled (by the customer, an
 *   operator or an unpaid deadline), over all created this month;
 * - answer time: the median of (decided − created) of requests an agent accepted or rejected in
 *   the last 30 days, in seconds;
 * - agents waiting: agents with a document waiting for review (the verification queue's count);
 * - open problems: customers' problem reports not resolved yet (PD-39);
 * - the series: each of the last 90 days, today included, with its bookings and amount paid,
 *   days without any as zeros.
 */

const count = z.number().int().min(0);
const pesos = z.number().int().min(0);
const calendarDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const OverviewDaySchema = z.object({
  day: calendarDay,
  bookings: count,
  paid: pesos,
});
export type OverviewDay = z.infer<typeof OverviewDaySchema>;

const periodFigures = z.object({ bookings: count, paid: pesos, refunded: pesos });

export const OperatorOverviewSchema = z.object({
  /** The zone the days are on, and today's date there. */
  timeZone: z.string(),
  today: calendarDay,
  /** The month (`YYYY-MM`). */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  todayFigures: periodFigures,
  monthFigures: periodFigures,
  cancellation: z.object({
    created: count,
    cancelled: count,
    /** cancelled ÷ created, 0 to 1; null when nothing was created this month. */
    rate: z.number().min(0).max(1).nullable(),
  }),
  answerTime: z.object({
    /** Requests decided in the window. */
    decided: count,
    /** Their median answer time in seconds; null when none was decided. */
    medianSeconds: z.number().min(0).nullable(),
  }),
  agentsWaitingReview: count,
  openProblemReports: count,
  /** One row per day, oldest first, the last one today. */
  series: z.array(OverviewDaySchema),
});
export type OperatorOverview = z.infer<typeof OperatorOverviewSchema>;

export const operatorOverview = endpoint({
  method: 'GET',
  path: '/api/operador/overview',
  answers: { 200: OperatorOverviewSchema },
});
