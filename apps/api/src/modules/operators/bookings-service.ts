import { comunaInAddress } from '@brillo/domain/address-parts';
import { allowedActions, type BookingReason } from '@brillo/domain/booking-lifecycle';
import {
  OPERATOR_BOOKINGS_PAGE_SIZE,
  type BookingHistoryStep,
  type OperatorBookingDetail,
  type OperatorBookingRow,
  type OperatorBookingsPage,
  type OperatorBookingsQuery,
} from '@brillo/domain/contracts/operator-bookings';
import type { BookingStatus } from '@brillo/domain/enums';
import { localDayRange } from '@brillo/domain/local-days';
import { refundableRemainder } from '@brillo/domain/problem-reports';
import { operatorBookingsTexts } from '@brillo/domain/texts/operator-bookings.es-CL';
import type { BookingChangeEffect } from '../../booking-lifecycle/changes.ts';
import { lockBookingForTransition } from '../../booking-lifecycle/repository.ts';
import { transitionBooking } from '../../booking-lifecycle/transitions.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { AppError, notFound } from '../../errors.ts';
import { recordOperatorAction } from './audit-log.ts';
import {
  comparableComuna,
  listBookingIds,
  readBookingRecords,
  readBookings,
  type BookingListFilters,
  type StoredOperatorBooking,
} from './bookings-repository.ts';

const { api } = operatorBookingsTexts;

const bookingNotFound = () => notFound(api.bookingNotFound);
const refused = (message: string) => new AppError(409, 'BOOKING_TRANSITION_REFUSED', message);

/** An email of the booking as the queue holds it (the booking-emails module reads them). */
export interface BookingEmailRecord {
  email: string;
  recipient: 'customer' | 'agent';
  state: 'waiting' | 'sent' | 'failed';
  queuedAt: Date;
  sentAt: Date | null;
}

export interface OperatorBookingsDependencies {
  db: Database;
  clock: Clock;
  config: { TIME_ZONE: string };
  /** What follows every booking change, in its transaction (ADR-043). */
  onBookingChange: BookingChangeEffect;
  /** Refunds a cancelled booking's payment in full (the payments module, ADR-080). */
  refundCancelledBooking: (bookingId: string) => Promise<unknown>;
  /** The booking's emails the job queue holds (the booking-emails module). */
  bookingEmailRecords: (db: Database, bookingId: string) => Promise<BookingEmailRecord[]>;
}

function toFilters(query: OperatorBookingsQuery, timeZone: string): BookingListFilters {
  const statuses = query.status === undefined ? undefined : [query.status].flat();
  return {
    ...(statuses ? { statuses } : {}),
    ...(query.from ? { startsFrom: localDayRange(query.from, timeZone).start } : {}),
    ...(query.to ? { startsBefore: localDayRange(query.to, timeZone).end } : {}),
    ...(query.agentId ? { agentId: query.agentId } : {}),
    ...(query.customerId ? { customerId: query.customerId } : {}),
    ...(query.customer ? { customerText: query.customer } : {}),
    ...(query.comuna ? { comuna: comparableComuna(query.comuna) } : {}),
  };
}

function toRow(row: StoredOperatorBooking): OperatorBookingRow {
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    agent: { id: row.agentId, name: row.agentName },
    customer: { id: row.customerId, name: row.customerName },
    comuna: comunaInAddress(row.customerAddress),
    amount: row.amount,
    money: { payment: row.payment, refund: row.refund },
  };
}

/** Who ends a booking with each reason, for a booking older than its recorded history. */
const actorOfReason: Record<BookingReason, BookingHistoryStep['actor']> = {
  agent_rejected: 'agent',
  customer_cancelled: 'customer',
  request_expired: 'deadline',
  payment_expired: 'deadline',
  refunded: 'customer',
  rating_window_closed: 'deadline',
  operator_cancelled: 'operator',
  account_suspended: 'operator',
};

type Records = Awaited<ReturnType<typeof readBookingRecords>>;

/** What is left to refund of the booking's paid payment (PD-39): 0 when none succeeded. */
function refundableOfRecords(records: Records): number {
  const paid = records.attempts.find((payment) => payment.status === 'succeeded');
  if (!paid) return 0;
  return refundableRemainder(
    paid.amount,
    records.refunds.filter((refund) => refund.paymentId === paid.id),
  );
}

/**
 * The booking's history: each recorded step, an operator's with who and what they wrote (the
 * audit log's rows of the booking, in order). A booking made before the history was recorded
 * shows its request and, if it moved on, its present status, marked as not recorded.
 */
function historyOf(booking: StoredOperatorBooking, records: Records): BookingHistoryStep[] {
  const audit = [...records.audit];
  if (records.history.length > 0) {
    return records.history.map((step) => {
      const written = step.actor === 'operator' ? audit.shift() : undefined;
      return {
        at: step.createdAt.toISOString(),
        from: step.fromStatus,
        to: step.toStatus,
        actor: step.actor,
        action: step.action,
        reason: step.reason,
        operator:
          written?.operatorId && written.operatorName !== null
            ? { id: written.operatorId, name: written.operatorName }
            : null,
        note: written?.reason ?? null,
        recorded: true,
      };
    });
  }
  const request: BookingHistoryStep = {
    at: booking.createdAt.toISOString(),
    from: null,
    to: 'pending',
    actor: 'customer',
    action: 'request',
    reason: null,
    operator: null,
    note: null,
    recorded: false,
  };
  if (booking.status === 'pending') return [request];
  const now: BookingHistoryStep = {
    ...request,
    at: booking.updatedAt.toISOString(),
    to: booking.status,
    actor: booking.reason ? actorOfReason[booking.reason] : null,
    action: null,
    reason: booking.reason,
  };
  return [request, now];
}

/**
 * The operators' bookings (issue 32, PD-36): the searchable list, one booking's page, and the
 * cancellation on someone's behalf through the one transition engine (ADR-069, ADR-080).
 */
export function createOperatorBookingsService(deps: OperatorBookingsDependencies) {
  const { db, clock } = deps;

  async function detail(id: string): Promise<OperatorBookingDetail> {
    if (!isUuid(id)) throw bookingNotFound();
    const [booking] = await readBookings(db, [id]);
    if (!booking) throw bookingNotFound();
    const [records, emails] = await Promise.all([
      readBookingRecords(db, id),
      deps.bookingEmailRecords(db, id),
    ]);
    const now = clock.now();
    return {
      ...toRow(booking),
      createdAt: booking.createdAt.toISOString(),
      updatedAt: booking.updatedAt.toISOString(),
      slot: {
        id: booking.availabilityId,
        startTime: booking.startTime.toISOString(),
        endTime: booking.endTime.toISOString(),
      },
      agent: {
        id: booking.agentId,
        name: booking.agentName,
        email: booking.agentEmail,
        phone: booking.agentPhone,
        comuna: booking.agentComuna,
      },
      customer: {
        id: booking.customerId,
        name: booking.customerName,
        email: booking.customerEmail,
        phone: booking.customerPhone,
        address: booking.customerAddress,
        addressExtra: booking.customerAddressExtra,
        comuna: comunaInAddress(booking.customerAddress),
      },
      amounts: {
        hourlyRate: booking.hourlyRate,
        hours: booking.minutes / 60,
        amount: booking.amount,
        commission: null,
      },
      history: historyOf(booking, records),
      payments: records.attempts.map((payment) => ({
        id: payment.id,
        provider: payment.provider,
        providerPaymentId: payment.providerPaymentId,
        status: payment.status,
        amount: payment.amount,
        currency: payment.currency,
        failureReason: payment.failureReason,
        createdAt: payment.createdAt.toISOString(),
        settledAt: payment.settledAt?.toISOString() ?? null,
      })),
      events: records.events.map((event) => ({
        ...event,
        receivedAt: event.receivedAt.toISOString(),
      })),
      refunds: records.refunds.map((refund) => ({
        id: refund.id,
        paymentId: refund.paymentId,
        providerRefundId: refund.providerRefundId,
        status: refund.status,
        kind: refund.kind,
        amount: refund.amount,
        attempt: refund.attempt,
        createdAt: refund.createdAt.toISOString(),
        updatedAt: refund.updatedAt.toISOString(),
      })),
      emails: emails.map((email) => ({
        email: email.email,
        recipient: email.recipient,
        to: email.recipient === 'customer' ? booking.customerEmail : booking.agentEmail,
        state: email.state,
        queuedAt: email.queuedAt.toISOString(),
        sentAt: email.sentAt?.toISOString() ?? null,
      })),
      actions: allowedActions(booking.status, 'operator', { ...booking, now }),
      refundable: refundableOfRecords(records),
    };
  }

  return {
    /** A page of every booking, filtered, newest service first. */
    async list(query: OperatorBookingsQuery): Promise<OperatorBookingsPage> {
      const page = query.page ?? 1;
      const { rows, total } = await listBookingIds(db, toFilters(query, deps.config.TIME_ZONE), {
        limit: OPERATOR_BOOKINGS_PAGE_SIZE,
        offset: (page - 1) * OPERATOR_BOOKINGS_PAGE_SIZE,
      });
      const bookings = await readBookings(
        db,
        rows.map((row) => row.id),
      );
      return { bookings: bookings.map(toRow), total, page, pageSize: OPERATOR_BOOKINGS_PAGE_SIZE };
    },

    /** One booking's page; 404 for an unknown id. */
    detail,

    /**
     * Cancels a booking on someone's behalf (ADR-080): the booking's row locked, so of two
     * operators at once the second waits and then finds it cancelled (409); the transition through
     * the engine, with its emails, and the audit row, in one transaction; a paid booking's payment
     * refunded in full once it is committed.
     */
    async cancel(operatorId: string, id: string, reason: string): Promise<OperatorBookingDetail> {
      if (!isUuid(id)) throw bookingNotFound();
      const now = clock.now();
      const refunds = await db.transaction(async (tx) => {
        const booking = await lockBookingForTransition(tx, id);
        if (!booking) throw bookingNotFound();
        const outcome = await transitionBooking(
          tx,
          booking,
          { actor: 'operator', action: 'operatorCancel' },
          { now, onBookingChange: deps.onBookingChange },
        );
        if (!outcome.moved) {
          if (outcome.refusal === 'refundPending') throw refused(api.refundPending);
          if (outcome.refusal === 'lostRace') throw refused(api.alreadyChanged);
          throw refused(cannotCancel(booking.status));
        }
        await recordOperatorAction(tx, {
          operatorId,
          action: 'booking.cancelled',
          targetType: 'booking',
          targetId: id,
          reason,
          before: { status: booking.status, reason: booking.reason },
          after: { status: outcome.booking.status, reason: outcome.booking.reason },
        });
        return outcome.transition.refundsInFull === true;
      });
      if (refunds) await deps.refundCancelledBooking(id);
      return detail(id);
    },
  };
}

/** Why a booking the engine has no cancellation for cannot be cancelled, as it stands. */
function cannotCancel(status: BookingStatus): string {
  return status === 'accepted_customer_cancelation' || status === 'rejected'
    ? api.alreadyCancelled
    : api.cannotCancel;
}

export type OperatorBookingsService = ReturnType<typeof createOperatorBookingsService>;
