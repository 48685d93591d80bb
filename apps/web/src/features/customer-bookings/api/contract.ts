import { z } from 'zod';
import { bookingReasons, bookingStatuses, type BookingStatus } from '@brillo/domain/enums';

/**
 * The customer's booking reads and changes (spec §7 "customers/bookings", decisions 20, 24, 27,
 * 28): the paths and the shape of one booking as its customer sees it. Amounts are whole CLP
 * computed by the server; times are instants shown in the configured zone.
 */
export const customerBookingPaths = {
  /** `?status=` repeated, one per status asked. */
  list: '/api/v1/customers/bookings',
  finished: '/api/v1/customers/bookings/finished',
  booking: (id: string) => `/api/customers/bookings/${encodeURIComponent(id)}`,
} as const;

const instant = z.iso.datetime({ offset: true });

/** One booking as its customer sees it: the agent's name, and phone once paid (decision 28). */
export const CustomerBookingSchema = z.object({
  id: z.string(),
  status: z.enum(bookingStatuses),
  startTime: instant,
  endTime: instant,
  createdAt: instant,
  hours: z.number().nonnegative(),
  hourlyRate: z.number().int().positive(),
  amount: z.number().int().nonnegative(),
  agent: z.object({ id: z.string(), name: z.string(), phone: z.string().nullable() }),
  reason: z.enum(bookingReasons).nullable(),
  rating: z.object({ rating: z.number().int(), comment: z.string().nullable() }).nullable(),
});
export type CustomerBooking = z.infer<typeof CustomerBookingSchema>;

/** A bounded list: at most `limit` bookings, soonest first, of `total`. */
export const CustomerBookingListSchema = z.object({
  bookings: z.array(CustomerBookingSchema),
  total: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
});
export type CustomerBookingList = z.infer<typeof CustomerBookingListSchema>;

/** The two changes a customer asks for (`PATCH /api/customers/bookings/:id`). */
export type CustomerBookingChange = Extract<
  BookingStatus,
  'accepted_customer_cancelation' | 'finished'
>;
