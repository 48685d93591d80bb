import { z } from 'zod';
import { agentBookingListStatuses, closedBookingStatuses } from '../agent-booking-statuses.ts';
import { bookingReasons, bookingStatuses, nationalities } from '../enums.ts';
import { agentBookingsTexts } from '../texts/agent-bookings.es-CL.ts';
import { endpoint } from './definition.ts';

// The statuses' lists live in a module without zod, which the pages import (ADR-088).
export {
  agentBookingListStatuses,
  agentBookingScreenStatuses,
  closedBookingStatuses,
  isPaidStatus,
  paidBookingStatuses,
  type AgentBookingListStatus,
} from '../agent-booking-statuses.ts';

/**
 * The agent's booking reads (spec §2 "Agent dashboard" and "Other agent screens", §7
 * `agents/bookings`, `v1/agents/active-bookings`, `v1/agents/closed-bookings`; product decisions
 * 20, 25, 28): what the dashboard and the booking screens show of the caller's bookings, and the
 * profile panel's data the session does not carry. Bodies use one naming style, camelCase, like
 * the slots (decision 20; see docs/spec-deviations.md). Amounts are whole Chilean pesos computed by
 * the server. See docs/decisions/036-agent-booking-reads.md and
 * docs/decisions/038-agent-booking-screens-and-grouped-reads.md.
 */

/** Bookings one list answers at most; `total` counts them all. */
export const AGENT_BOOKINGS_MAX = 50;

const listStatus = z.enum(agentBookingListStatuses, { error: agentBookingsTexts.api.badStatus });

/**
 * Query of `GET /api/agents/bookings`: one or more statuses of `agentBookingListStatuses`, the
 * parameter repeated (`?status=pending&status=rejected`); a repeated value counts once.
 */
export const AgentBookingsQuerySchema = z.object({
  status: z
    .union([listStatus, z.array(listStatus).min(1).max(agentBookingListStatuses.length)], {
      error: agentBookingsTexts.api.badStatus,
    })
    .transform((value) => [...new Set(Array.isArray(value) ? value : [value])]),
});
export type AgentBookingsQuery = z.infer<typeof AgentBookingsQuerySchema>;

/** What an agent sees of the customer of a booking not paid yet (decision 28). */
export const LimitedCustomerSchema = z.object({
  contact: z.literal('limited'),
  firstName: z.string(),
  /** The comuna read from the customer's address; null when it names none Brillo knows. */
  comuna: z.string().nullable(),
});

/** What an agent sees of the customer of a paid booking (decision 28); null when missing. */
export const FullCustomerSchema = z.object({
  contact: z.literal('full'),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  addressExtra: z.string().nullable(),
});

export const BookingCustomerSchema = z.discriminatedUnion('contact', [
  LimitedCustomerSchema,
  FullCustomerSchema,
]);
export type BookingCustomer = z.infer<typeof BookingCustomerSchema>;
export type FullCustomer = z.infer<typeof FullCustomerSchema>;

const instant = z.iso.datetime({ offset: true });

/** One booking as its agent sees it. Times are instants in UTC, shown in Chile's zone. */
export const AgentBookingSchema = z.object({
  id: z.string(),
  status: z.enum(bookingStatuses),
  startTime: instant,
  endTime: instant,
  /** The booked length in hours (minutes / 60; 3.5 for three and a half hours). */
  hours: z.number().nonnegative(),
  /** The hourly rate snapshotted when booking, whole CLP. */
  hourlyRate: z.number().int().positive(),
  /** What the service costs, whole CLP, computed by the database. */
  amount: z.number().int().nonnegative(),
  customer: BookingCustomerSchema,
  /** Who or what ended a rejected or cancelled booking (decision 25); null while it goes on. */
  reason: z.enum(bookingReasons).nullable(),
  /** When the customer asked for it. */
  createdAt: instant,
  /** When the agent accepted or rejected it; null while pending. */
  decidedAt: instant.nullable(),
  /** When it became finished; null before. */
  finishedAt: instant.nullable(),
  /**
   * The booking's slot while the agent may offer it again (decision 23): the agent rejected this
   * request and the slot is still rejected. Null otherwise; a slot whose start has passed is
   * refused by `PATCH /api/agents/slots/availability/{id}/reopen`.
   */
  reopenableSlotId: z.string().nullable(),
});
export type AgentBooking = z.infer<typeof AgentBookingSchema>;

/** Answer of `GET /api/agents/bookings`: at most `limit` bookings, soonest first, of `total`. */
export const AgentBookingListSchema = z.object({
  bookings: z.array(AgentBookingSchema),
  total: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
});
export type AgentBookingList = z.infer<typeof AgentBookingListSchema>;

/** A finished service: `evaluated` once the customer rated it (finished_evaluated). */
export const ClosedBookingSchema = AgentBookingSchema.extend({
  status: z.enum(closedBookingStatuses),
  evaluated: z.boolean(),
  customer: FullCustomerSchema,
});
export type ClosedBooking = z.infer<typeof ClosedBookingSchema>;

/** Answer of `GET /api/v1/agents/closed-bookings`: at most `limit`, the most recent first. */
export const ClosedBookingListSchema = z.object({
  bookings: z.array(ClosedBookingSchema),
  total: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
});
export type ClosedBookingList = z.infer<typeof ClosedBookingListSchema>;

/** A paid service that is not over yet: always with the full contact. */
export const ActiveBookingSchema = AgentBookingSchema.extend({ customer: FullCustomerSchema });
export type ActiveBooking = z.infer<typeof ActiveBookingSchema>;

/** Answer of `GET /api/v1/agents/active-bookings`: at most `limit`, soonest first, of `total`. */
export const ActiveBookingListSchema = z.object({
  bookings: z.array(ActiveBookingSchema),
  total: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
});
export type ActiveBookingList = z.infer<typeof ActiveBookingListSchema>;

/**
 * Answer of `GET /api/agents/profile`: the profile panel's data the session lacks. `lastSignInAt`
 * is when the caller's current session was opened (the spec's session "last sign-in date");
 * `serviceComunas`, the comunas where the agent works (PD-43), in alphabetical order.
 */
export const AgentProfilePanelSchema = z.object({
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  comuna: z.string().nullable(),
  city: z.string().nullable(),
  nationality: z.enum(nationalities).nullable(),
  serviceComunas: z.array(z.string()),
  joinedAt: instant,
  lastSignInAt: instant,
});
export type AgentProfilePanel = z.infer<typeof AgentProfilePanelSchema>;

/** The caller's bookings of one or more statuses (`status` repeated), soonest first. */
export const listAgentBookings = endpoint({
  method: 'GET',
  path: '/api/agents/bookings',
  querystring: AgentBookingsQuerySchema,
  answers: { 200: AgentBookingListSchema },
});

/** The caller's paid services not over yet, soonest first. */
export const listActiveBookings = endpoint({
  method: 'GET',
  path: '/api/v1/agents/active-bookings',
  answers: { 200: ActiveBookingListSchema },
});

/** The caller's finished services, the most recent first. */
export const listClosedBookings = endpoint({
  method: 'GET',
  path: '/api/v1/agents/closed-bookings',
  answers: { 200: ClosedBookingListSchema },
});

/** The profile panel's data the session does not carry. */
export const readAgentProfilePanel = endpoint({
  method: 'GET',
  path: '/api/agents/profile',
  answers: { 200: AgentProfilePanelSchema },
});
