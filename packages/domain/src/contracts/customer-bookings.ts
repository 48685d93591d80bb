import { z } from 'zod';
import { bookingActions } from '../booking-lifecycle.ts';
import { bookingReasons, bookingStatuses, type BookingStatus } from '../enums.ts';
import { bookingTexts } from '../texts/bookings.es-CL.ts';
import { AgentBookingSchema } from './agent-bookings.ts';
import { endpoint } from './definition.ts';
import { CustomerProblemSchema } from './problem-reports.ts';

/**
 * The customer's side of the booking lifecycle (spec §3 "Booking", §7 booking calls; product
 * decisions 9, 20, 22–28): booking a slot, cancelling or finishing a booking, and the lists.
 * Bodies of answers use camelCase like the agent's reads (decision 20); the request bodies keep
 * the spec's snake_case names, which are checked against the slot and the caller, never trusted.
 * Amounts are whole Chilean pesos computed by the server. See docs/decisions/037-booking-lifecycle.md.
 */

/** Bookings one list answers at most; `total` counts them all. */
export const CUSTOMER_BOOKINGS_MAX = 50;

const instant = z.iso.datetime({ offset: true });

/** Body of `POST /api/customers/bookings`: the slot; the spec's other fields must match it. */
export const CreateBookingBodySchema = z.object({
  availability_id: z.string({ error: bookingTexts.api.badAvailabilityId }).max(100, {
    error: bookingTexts.api.badAvailabilityId,
  }),
  agent_id: z.string().max(100).optional(),
  customer_id: z.string().max(100).optional(),
  booking_start_time: z.string().max(100).optional(),
  booking_end_time: z.string().max(100).optional(),
});
export type CreateBookingBody = z.infer<typeof CreateBookingBodySchema>;

/** The statuses a customer may ask for with `PATCH /api/customers/bookings/:id`. */
export const customerStatusChanges = [
  'accepted_customer_cancelation',
  'finished',
] as const satisfies readonly BookingStatus[];

export const UpdateBookingBodySchema = z.object({
  status: z.enum(customerStatusChanges, { error: bookingTexts.api.badStatus }),
});
export type UpdateBookingBody = z.infer<typeof UpdateBookingBodySchema>;

/**
 * Body of the agent's accept and reject: the spec's fields (`status`, `availability_id`,
 * `availabilityStatus`, …) are accepted and ignored; the lifecycle decides the outcome.
 */
export const AnswerBookingBodySchema = z
  .object({
    status: z.unknown().optional(),
    availability_id: z.unknown().optional(),
    availabilityId: z.unknown().optional(),
    availabilityStatus: z.unknown().optional(),
    availabilityBookingStatus: z.unknown().optional(),
  })
  .optional();

/** Query of `GET /api/v1/customers/bookings`: `status` repeated zero or more times. */
export const CustomerBookingsQuerySchema = z.object({
  status: z
    .union([z.enum(bookingStatuses), z.array(z.enum(bookingStatuses)).max(8)], {
      error: bookingTexts.api.badListStatus,
    })
    .optional(),
});
export type CustomerBookingsQuery = z.infer<typeof CustomerBookingsQuerySchema>;

/** The statuses a list query asks for; none means every status. */
export function queriedStatuses(query: CustomerBookingsQuery): BookingStatus[] {
  if (query.status === undefined) return [...bookingStatuses];
  return Array.isArray(query.status) ? [...new Set(query.status)] : [query.status];
}

/**
 * Query of `GET /api/v1/customers/bookings/finished`: the spec's `customer_id` / `customerId` are
 * accepted and ignored; the customer is the caller.
 */
export const FinishedBookingsQuerySchema = z.object({
  customer_id: z.string().max(100).optional(),
  customerId: z.string().max(100).optional(),
});

/** What a customer sees of a booking's agent (decision 28): the phone only once paid. */
export const BookingAgentSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Null before payment, and when the agent gave none. */
  phone: z.string().nullable(),
});

export const BookingRatingSchema = z.object({
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
});

/** One booking as its customer sees it (spec §3 "Booking" fields, camelCase). */
export const CustomerBookingSchema = z.object({
  id: z.string(),
  status: z.enum(bookingStatuses),
  /** Who or what ended it (decision 25); null while it goes on. */
  reason: z.enum(bookingReasons).nullable(),
  availabilityId: z.string(),
  createdAt: instant,
  startTime: instant,
  endTime: instant,
  /** The booked length in hours (minutes / 60; 2.5 for two and a half hours). */
  hours: z.number().nonnegative(),
  /** The hourly rate snapshotted when booking, whole CLP. */
  hourlyRate: z.number().int().positive(),
  /** What the service costs, whole CLP, computed by the database. */
  amount: z.number().int().nonnegative(),
  agent: BookingAgentSchema,
  /** The rating, once given. */
  rating: BookingRatingSchema.nullable(),
  hasRating: z.boolean(),
  /** What the customer may do now (the lifecycle's `allowedActions`): the buttons to show. */
  actions: z.array(z.enum(bookingActions)),
  /** The latest problem reported on it (PD-39), open or resolved; null when none. */
  problem: CustomerProblemSchema.nullable(),
  /** Whether 'Reportar un problema' is offered: finished, within 48 hours, none open. */
  canReportProblem: z.boolean(),
  /** What was given back to the customer, whole CLP (confirmed refunds). */
  refunded: z.number().int().nonnegative(),
});
export type CustomerBooking = z.infer<typeof CustomerBookingSchema>;

/** Answer of the customer's lists: at most `limit` bookings, soonest service first, of `total`. */
export const CustomerBookingListSchema = z.object({
  bookings: z.array(CustomerBookingSchema),
  total: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
});
export type CustomerBookingList = z.infer<typeof CustomerBookingListSchema>;

/** The `:id` of a booking. */
export const BookingParamsSchema = z.object({ id: z.string() });

/** The customer books a whole slot of an agent. */
export const createBooking = endpoint({
  method: 'POST',
  path: '/api/customers/bookings',
  body: CreateBookingBodySchema,
  answers: { 201: CustomerBookingSchema },
});

/** The customer cancels an own booking or says its service was done. */
export const changeBooking = endpoint({
  method: 'PATCH',
  path: '/api/customers/bookings/:id',
  params: BookingParamsSchema,
  body: UpdateBookingBodySchema,
  answers: { 200: CustomerBookingSchema },
});

/** The agent accepts an own pending request. */
export const acceptBooking = endpoint({
  method: 'PATCH',
  path: '/api/customers/bookings/:id/accept',
  params: BookingParamsSchema,
  body: AnswerBookingBodySchema,
  answers: { 200: AgentBookingSchema },
});

/** The agent rejects an own pending request. */
export const rejectBooking = endpoint({
  method: 'PATCH',
  path: '/api/customers/bookings/:id/reject',
  params: BookingParamsSchema,
  body: AnswerBookingBodySchema,
  answers: { 200: AgentBookingSchema },
});

/** The caller's bookings of the statuses asked for (`status` repeated; none: every status). */
export const listCustomerBookings = endpoint({
  method: 'GET',
  path: '/api/v1/customers/bookings',
  querystring: CustomerBookingsQuerySchema,
  answers: { 200: CustomerBookingListSchema },
});

/** The caller's finished services, with their rating or without. */
export const listFinishedBookings = endpoint({
  method: 'GET',
  path: '/api/v1/customers/bookings/finished',
  querystring: FinishedBookingsQuerySchema,
  answers: { 200: CustomerBookingListSchema },
});
