import { z } from 'zod';
import { bookingReasons, bookingStatuses, nationalities, type BookingStatus } from '../enums.ts';
import { dashboardTexts } from '../texts/dashboard.es-CL.ts';

/**
 * The agent's booking reads (spec §2 "Agent dashboard", §7 `agents/bookings`,
 * `v1/agents/active-bookings`; product decisions 20, 28): what the dashboard shows of the caller's
 * bookings, and the profile panel's data the session does not carry. Bodies use one naming style,
 * camelCase, like the slots (decision 20; see docs/spec-deviations.md). Amounts are whole Chilean
 * pesos computed by the server. See docs/decisions/036-agent-booking-reads.md.
 */

/** The API's paths for these reads. */
export const agentBookingPaths = {
  /** `?status=` one of `agentBookingListStatuses`. */
  bookings: '/api/agents/bookings',
  active: '/api/v1/agents/active-bookings',
  profile: '/api/agents/profile',
} as const;

/** Bookings one list answers at most; `total` counts them all. */
export const AGENT_BOOKINGS_MAX = 50;

/** The statuses `GET /api/agents/bookings` lists (spec §7), one per call. */
export const agentBookingListStatuses = [
  'pending',
  'accepted_payment_success',
  'rejected',
] as const satisfies readonly BookingStatus[];
export type AgentBookingListStatus = (typeof agentBookingListStatuses)[number];

/**
 * Decision 28: once a booking is paid (accepted_payment_success and the two that follow it) its
 * agent sees the customer's full contact; before, the first name and comuna only.
 */
export const paidBookingStatuses = [
  'accepted_payment_success',
  'finished',
  'finished_evaluated',
] as const satisfies readonly BookingStatus[];

export function isPaidStatus(status: BookingStatus): boolean {
  return (paidBookingStatuses as readonly BookingStatus[]).includes(status);
}

/** Query of `GET /api/agents/bookings`: exactly one status of `agentBookingListStatuses`. */
export const AgentBookingsQuerySchema = z.object({
  status: z.enum(agentBookingListStatuses, { error: dashboardTexts.api.badStatus }),
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
  /**
   * Who or what ended the booking (decision 25); null while it goes on. The API always sends it;
   * optional so that items written before the field existed still type-check.
   */
  reason: z.enum(bookingReasons).nullable().optional(),
  startTime: instant,
  endTime: instant,
  /** The booked length in hours (minutes / 60; 3.5 for three and a half hours). */
  hours: z.number().nonnegative(),
  /** The hourly rate snapshotted when booking, whole CLP. */
  hourlyRate: z.number().int().positive(),
  /** What the service costs, whole CLP, computed by the database. */
  amount: z.number().int().nonnegative(),
  customer: BookingCustomerSchema,
});
export type AgentBooking = z.infer<typeof AgentBookingSchema>;

/** Answer of `GET /api/agents/bookings`: at most `limit` bookings, soonest first, of `total`. */
export const AgentBookingListSchema = z.object({
  bookings: z.array(AgentBookingSchema),
  total: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
});
export type AgentBookingList = z.infer<typeof AgentBookingListSchema>;

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
 * is when the caller's current session was opened (the spec's session "last sign-in date").
 */
export const AgentProfilePanelSchema = z.object({
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  comuna: z.string().nullable(),
  city: z.string().nullable(),
  nationality: z.enum(nationalities).nullable(),
  joinedAt: instant,
  lastSignInAt: instant,
});
export type AgentProfilePanel = z.infer<typeof AgentProfilePanelSchema>;
