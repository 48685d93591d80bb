import { z } from 'zod';
import { bookingActions, bookingActors } from '../booking-lifecycle.ts';
import { comunaByName } from '../address-parts.ts';
import { bookingReasons, bookingStatuses, paymentProviders, paymentStatuses } from '../enums.ts';
import { operatorBookingsTexts } from '../texts/operator-bookings.es-CL.ts';
import { isCalendarDay } from './discovery.ts';
import { endpoint } from './definition.ts';
import { paymentEventOutcomes, refundKinds, refundStatuses } from './payments.ts';
import { RefundBookingBodySchema } from './problem-reports.ts';

/**
 * The operators' bookings under `/api/operador/bookings` (issue 32, PD-36, ADR-080): every booking,
 * filtered and paged, newest service first; one booking with its parties (contact details
 * included: operators may see them), money, history, payments and emails; and the cancellation
 * on someone's behalf, with a written reason, through the one transition engine.
 */

const { api } = operatorBookingsTexts;

/** Rows per page of the list. */
export const OPERATOR_BOOKINGS_PAGE_SIZE = 50;
/** The last page one can ask for: deeper pages are reached by filtering. */
export const OPERATOR_BOOKINGS_LAST_PAGE = 1000;
/** The longest reason an operator may write. */
export const OPERATOR_REASON_MAX_LENGTH = 1000;

const day = z
  .string({ error: api.badDay })
  .max(10, { error: api.badDay })
  .refine(isCalendarDay, { error: api.badDay });

const filterText = z
  .string({ error: api.badFilter })
  .trim()
  .min(1, { error: api.badFilter })
  .max(100, { error: api.badFilter });

/**
 * Filters of the list: statuses (`status` repeated), the service's days on Chile's calendar
 * (`from`, `to`, both included, decision 2), the agent and the customer by id, the customer by a
 * piece of their name or email (`customer`), the comuna of the service (the customer's address),
 * and the page from 1.
 */
export const OperatorBookingsQuerySchema = z
  .object({
    status: z
      .union([z.enum(bookingStatuses), z.array(z.enum(bookingStatuses)).min(1).max(8)], {
        error: api.badStatus,
      })
      .optional(),
    from: day.optional(),
    to: day.optional(),
    agentId: filterText.optional(),
    customerId: filterText.optional(),
    customer: filterText.optional(),
    comuna: z
      .string({ error: api.badComuna })
      .max(60, { error: api.badComuna })
      .transform((name, context) => {
        const found = comunaByName(name);
        if (!found) context.addIssue({ code: 'custom', message: api.badComuna });
        return found ?? name;
      })
      .optional(),
    page: z.coerce
      .number({ error: api.badPage })
      .int({ error: api.badPage })
      .min(1, { error: api.badPage })
      .max(OPERATOR_BOOKINGS_LAST_PAGE, { error: api.badPage })
      .optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: api.badRange,
    path: ['to'],
  });
export type OperatorBookingsQuery = z.infer<typeof OperatorBookingsQuerySchema>;

const instant = z.iso.datetime({ offset: true });
const person = z.object({ id: z.string(), name: z.string() });

/** Where the booking's money stands: its last payment attempt and its refund, if any. */
export const BookingMoneyStateSchema = z.object({
  /** The payment that succeeded, or else the latest attempt's status; null: never attempted. */
  payment: z.enum(paymentStatuses).nullable(),
  refund: z.enum(refundStatuses).nullable(),
});

/** One row of the list. */
export const OperatorBookingRowSchema = z.object({
  id: z.string(),
  status: z.enum(bookingStatuses),
  reason: z.enum(bookingReasons).nullable(),
  startTime: instant,
  endTime: instant,
  agent: person,
  customer: person,
  /** The comuna of the customer's address, where the service is; null when none is recognised. */
  comuna: z.string().nullable(),
  amount: z.number().int(),
  money: BookingMoneyStateSchema,
});
export type OperatorBookingRow = z.infer<typeof OperatorBookingRowSchema>;

export const OperatorBookingsPageSchema = z.object({
  bookings: z.array(OperatorBookingRowSchema),
  /** Bookings matching the filters, over every page. */
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type OperatorBookingsPage = z.infer<typeof OperatorBookingsPageSchema>;

/** A step of the booking's history: who moved it, from what to what, when and why. */
export const BookingHistoryStepSchema = z.object({
  at: instant,
  /** Null for the request that made the booking. */
  from: z.enum(bookingStatuses).nullable(),
  to: z.enum(bookingStatuses),
  /** Null on a step worked out from the columns whose maker is not known. */
  actor: z.enum(bookingActors).nullable(),
  action: z.union([z.enum(bookingActions), z.literal('request')]).nullable(),
  reason: z.enum(bookingReasons).nullable(),
  /** For an operator's step: who, and the reason they wrote (from the audit log). */
  operator: person.nullable(),
  note: z.string().nullable(),
  /**
   * False for a step worked out from the booking's columns: a booking made before its history
   * was recorded shows its request and its present status only.
   */
  recorded: z.boolean(),
});
export type BookingHistoryStep = z.infer<typeof BookingHistoryStepSchema>;

export const OperatorBookingDetailSchema = z.object({
  id: z.string(),
  status: z.enum(bookingStatuses),
  reason: z.enum(bookingReasons).nullable(),
  createdAt: instant,
  updatedAt: instant,
  slot: z.object({ id: z.string(), startTime: instant, endTime: instant }),
  agent: person.extend({
    email: z.string(),
    phone: z.string().nullable(),
    comuna: z.string().nullable(),
  }),
  customer: person.extend({
    email: z.string(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    addressExtra: z.string().nullable(),
    comuna: z.string().nullable(),
  }),
  amounts: z.object({
    /** The agent's hourly rate when the booking was made (decision 9). */
    hourlyRate: z.number().int(),
    hours: z.number(),
    amount: z.number().int(),
    /** Brillo's commission once fixed on the booking (decision 40); null until then. */
    commission: z.number().int().nullable(),
  }),
  money: BookingMoneyStateSchema,
  history: z.array(BookingHistoryStepSchema),
  payments: z.array(
    z.object({
      id: z.string(),
      provider: z.enum(paymentProviders),
      providerPaymentId: z.string().nullable(),
      status: z.enum(paymentStatuses),
      amount: z.number().int(),
      currency: z.string(),
      failureReason: z.string().nullable(),
      createdAt: instant,
      settledAt: instant.nullable(),
    }),
  ),
  events: z.array(
    z.object({
      id: z.string(),
      paymentId: z.string().nullable(),
      providerEventId: z.string(),
      type: z.string(),
      outcome: z.enum(paymentEventOutcomes),
      receivedAt: instant,
    }),
  ),
  refunds: z.array(
    z.object({
      id: z.string(),
      paymentId: z.string(),
      providerRefundId: z.string().nullable(),
      status: z.enum(refundStatuses),
      kind: z.enum(refundKinds),
      amount: z.number().int(),
      attempt: z.number().int(),
      createdAt: instant,
      updatedAt: instant,
    }),
  ),
  /** The emails about the booking: queued, sent, or given up on (kept a week after sending). */
  emails: z.array(
    z.object({
      email: z.string(),
      recipient: z.enum(['customer', 'agent']),
      /** The person's address now. */
      to: z.string(),
      state: z.enum(['waiting', 'sent', 'failed']),
      queuedAt: instant,
      sentAt: instant.nullable(),
    }),
  ),
  /** What an operator may do to it now (`operatorCancel`, or nothing). */
  actions: z.array(z.enum(bookingActions)),
  /** What is left to refund of its payment, whole CLP: 0 when unpaid or refunded in full. */
  refundable: z.number().int().nonnegative(),
});
export type OperatorBookingDetail = z.infer<typeof OperatorBookingDetailSchema>;

export const OperatorBookingParamsSchema = z.object({ id: z.string() });

/** The cancellation's body: the reason, required, in the operator's words. */
export const OperatorCancelBookingBodySchema = z.strictObject({
  reason: z
    .string({ error: api.reasonRequired })
    .trim()
    .min(1, { error: api.reasonRequired })
    .max(OPERATOR_REASON_MAX_LENGTH, { error: api.reasonTooLong(OPERATOR_REASON_MAX_LENGTH) }),
});
export type OperatorCancelBookingBody = z.infer<typeof OperatorCancelBookingBodySchema>;

export const operatorBookings = endpoint({
  method: 'GET',
  path: '/api/operador/bookings',
  querystring: OperatorBookingsQuerySchema,
  answers: { 200: OperatorBookingsPageSchema },
});

export const operatorBooking = endpoint({
  method: 'GET',
  path: '/api/operador/bookings/:id',
  params: OperatorBookingParamsSchema,
  answers: { 200: OperatorBookingDetailSchema },
});

export const operatorCancelBooking = endpoint({
  method: 'POST',
  path: '/api/operador/bookings/:id/cancel',
  params: OperatorBookingParamsSchema,
  body: OperatorCancelBookingBodySchema,
  answers: { 200: OperatorBookingDetailSchema },
});

/**
 * An operator refunds a paid booking, at any time: answers the booking's page. Its body is the
 * problems' refund (`./problem-reports.ts`); the endpoint is here, with the booking it answers, so
 * that the customer's problem report does not carry the operators' booking schemas.
 */
export const operatorRefundBooking = endpoint({
  method: 'POST',
  path: '/api/operador/bookings/:id/refund',
  params: OperatorBookingParamsSchema,
  body: RefundBookingBodySchema,
  answers: { 200: OperatorBookingDetailSchema },
});
