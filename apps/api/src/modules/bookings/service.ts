import {
  allowedActions,
  decideTransition,
  initialBookingStatus,
  slotOnRequest,
  type BookingAction,
  type BookingActor,
} from '@brillo/domain/booking-lifecycle';
import { isPaidStatus, type AgentBooking } from '@brillo/domain/contracts/agent-bookings';
import {
  CUSTOMER_BOOKINGS_MAX,
  type CreateBookingBody,
  type CustomerBooking,
  type CustomerBookingList,
} from '@brillo/domain/contracts/customer-bookings';
import type { BookingStatus } from '@brillo/domain/enums';
import { authTexts } from '@brillo/domain/texts/auth.es-CL';
import { bookingTexts } from '@brillo/domain/texts/bookings.es-CL';
import type { BookingChangeEffect } from '../../booking-lifecycle/changes.ts';
import {
  readBookingForTransition,
  setSlot,
  type BookingForTransition,
  type BookingOwner,
} from '../../booking-lifecycle/repository.ts';
import { transitionBooking, type TransitionOutcome } from '../../booking-lifecycle/transitions.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { AppError, forbidden, notFound, validationFailed, type FieldErrors } from '../../errors.ts';
import {
  CustomerWithoutProfileError,
  SlotTakenError,
  insertBooking,
  listCustomerBookings,
  lockBookingParties,
  lockSlotForBooking,
  peekSlotForBooking,
  readCustomerBooking,
  type SlotForBooking,
  type StoredCustomerBooking,
} from './repository.ts';
import type { CustomerProblem } from '@brillo/domain/contracts/problem-reports';
import { problemReportRefusal } from '@brillo/domain/problem-reports';

const { api } = bookingTexts;

const slotUnavailable = () => new AppError(409, 'SLOT_UNAVAILABLE', api.slotUnavailable);
const slotNotFound = () => notFound(api.slotNotFound);
const bookingNotFound = () => notFound(api.bookingNotFound);
/** Why the engine refused a transition. */
type Refusal = Extract<TransitionOutcome, { moved: false }>['refusal'];

/** A transition the lifecycle refuses in the booking's current status or time. */
const refused = (message: string) => new AppError(409, 'BOOKING_TRANSITION_REFUSED', message);

/** The agent's phone reaches the customer once the booking is paid (decision 28). */
export function toCustomerBooking(row: StoredCustomerBooking, now: Date): CustomerBooking {
  const phone = isPaidStatus(row.status) && row.agentPhone?.trim() ? row.agentPhone : null;
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    availabilityId: row.availabilityId,
    createdAt: row.createdAt.toISOString(),
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    hours: row.minutes / 60,
    hourlyRate: row.hourlyRate,
    amount: row.amount,
    agent: { id: row.agentId, name: row.agentName, phone },
    rating: row.rating === null ? null : { rating: row.rating, comment: row.comment ?? '' },
    hasRating: row.rating !== null,
    // Paid bookings are cancelled with a refund through the payment provider (ADR-040).
    actions: allowedActions(row.status, 'customer', { ...row, now, refundsAvailable: true }),
    problem: row.problem && {
      id: row.problem.id,
      status: row.problem.status,
      category: row.problem.category as CustomerProblem['category'],
      createdAt: new Date(row.problem.createdAt).toISOString(),
      resolution: row.problem.resolution,
      note: row.problem.note,
    },
    canReportProblem:
      problemReportRefusal({
        status: row.status,
        endTime: row.endTime,
        now,
        hasOpenReport: row.problem?.status === 'open',
      }) === null,
    refunded: Number(row.refunded),
  };
}

/**
 * Throws the answer for a slot that cannot be booked by this request: 404 for no such slot, 400
 * when the optional fields do not describe it, 409 when it has started or is not available.
 */
function refuseUnbookable(
  slot: SlotForBooking | undefined,
  body: CreateBookingBody,
  customerId: string,
  now: Date,
): asserts slot is SlotForBooking {
  if (!slot) throw slotNotFound();
  const fields = mismatchedFields(body, customerId, slot);
  if (Object.keys(fields).length > 0) throw validationFailed(fields, api.fieldsDoNotMatch);
  if (slot.startTime.getTime() <= now.getTime()) {
    throw new AppError(409, 'SLOT_STARTED', api.slotInPast);
  }
  if (slot.status !== 'available' || slot.bookingStatus !== null) throw slotUnavailable();
}

/** The spec's optional fields must describe the slot and the caller; a mismatch is a 400. */
function mismatchedFields(
  body: CreateBookingBody,
  customerId: string,
  slot: { agentId: string; startTime: Date; endTime: Date },
): FieldErrors {
  const fields: FieldErrors = {};
  const sameInstant = (value: string, expected: Date) =>
    new Date(value).getTime() === expected.getTime();
  if (body.agent_id !== undefined && body.agent_id !== slot.agentId) {
    fields.agent_id = api.fieldsDoNotMatch;
  }
  if (body.customer_id !== undefined && body.customer_id !== customerId) {
    fields.customer_id = api.fieldsDoNotMatch;
  }
  if (
    body.booking_start_time !== undefined &&
    !sameInstant(body.booking_start_time, slot.startTime)
  ) {
    fields.booking_start_time = api.fieldsDoNotMatch;
  }
  if (body.booking_end_time !== undefined && !sameInstant(body.booking_end_time, slot.endTime)) {
    fields.booking_end_time = api.fieldsDoNotMatch;
  }
  return fields;
}

/** Why the lifecycle refuses a customer's change, in the words the screens show. */
function customerRefusal(status: BookingStatus, action: BookingAction, refusal: Refusal): string {
  if (refusal === 'refundPending') return api.refundPending;
  // A transition lost to another one is refused as the booking now stands: it has none.
  const hasTransition = refusal === 'timeRule';
  if (action === 'finish') return hasTransition ? api.notStartedYet : api.notPaidYet;
  if (status === 'accepted_payment_success') return api.paidTooLate;
  return hasTransition ? api.alreadyStarted : api.cannotCancel;
}

/**
 * The booking lifecycle's writes and the customer's reads (ADR-037). Every transition is found in
 * `booking-lifecycle.ts`; this service only checks ownership, applies it and names refusals.
 */
export function createBookingsService({
  db,
  clock,
  onBookingChange,
  refundAndCancel,
  agentBooking,
}: {
  db: Database;
  clock: Clock;
  /** What follows every booking change, in its transaction (ADR-043). */
  onBookingChange: BookingChangeEffect;
  /**
   * Refunds a paid booking through the payment provider and cancels it once confirmed
   * (decision 24, ADR-040); without it, a paid booking's cancellation is refused.
   */
  refundAndCancel?: (customerId: string, bookingId: string) => Promise<'refunded' | 'pending'>;
  /** One of the agent's bookings as the agent's screens show it (the agent-bookings module). */
  agentBooking: (agentId: string, id: string) => Promise<AgentBooking>;
}) {
  async function customerItem(customerId: string, id: string): Promise<CustomerBooking> {
    const row = await readCustomerBooking(db, customerId, id);
    if (!row) throw bookingNotFound();
    return toCustomerBooking(row, clock.now());
  }

  return {
    /**
     * Books the whole slot for the caller (decisions 9, 10, 22): 404 for no such slot, 409 when it
     * started, is not available or holds a live booking; of simultaneous requests exactly one
     * wins, decided by the slot's row lock and the one-live-booking index.
     */
    async book(customerId: string, body: CreateBookingBody): Promise<CustomerBooking> {
      const slotId = body.availability_id;
      if (!isUuid(slotId)) throw slotNotFound();
      const now = clock.now();
      // Read first, without a lock or a transaction: a slot that already says no is answered by
      // one read (ADR-062). When many want one slot, all but the first few are refused this way
      // instead of queueing for the pool and the slot's lock. A yes is decided under the lock.
      const peeked = await peekSlotForBooking(db, slotId);
      refuseUnbookable(peeked, body, customerId, now);
      const id = await db.transaction(async (tx) => {
        // Both people first, shared (PD-38, ADR-082): a suspension, which locks the person's row
        // before anything else, either waits for this booking and then ends it, or has committed
        // and is seen here. A slot's agent never changes, so the peek names them.
        if (await lockBookingParties(tx, [customerId, peeked.agentId])) throw slotUnavailable();
        const slot = await lockSlotForBooking(tx, slotId);
        refuseUnbookable(slot, body, customerId, now);
        try {
          // The slot's row first: the booking then changes nothing the offered-slot summaries
          // read, so only the slot's statement recomputes them (ADR-055).
          await setSlot(tx, slot.id, slotOnRequest, now);
          const booking = await insertBooking(tx, {
            customerId,
            agentId: slot.agentId,
            availabilityId: slot.id,
            startTime: slot.startTime,
            endTime: slot.endTime,
            hourlyRate: slot.hourlyRate,
            status: initialBookingStatus,
            now,
          });
          await onBookingChange(tx, {
            booking,
            from: null,
            action: 'request',
            actor: 'customer',
            reason: null,
            now,
          });
          return booking.id;
        } catch (error) {
          if (error instanceof SlotTakenError) throw slotUnavailable();
          if (error instanceof CustomerWithoutProfileError) {
            throw forbidden(authTexts.errors.customersOnly);
          }
          throw error;
        }
      });
      return customerItem(customerId, id);
    },

    /** The agent accepts or rejects an own pending request; 404 for anyone else's. */
    async answer(agentId: string, id: string, action: 'accept' | 'reject'): Promise<AgentBooking> {
      await transitionOwn({ agentId }, id, 'agent', action, (_status, _action, why) =>
        // A pending request that has expired or can no longer be paid cannot be accepted.
        why === 'timeRule' ? api.tooLateToAccept : api.notPending,
      );
      return agentBooking(agentId, id);
    },

    /** One of the customer's bookings as the lists show it; 404 when it is not theirs. */
    customerBooking: customerItem,

    /** The customer cancels (decision 24) or marks done (decision 27) an own booking. */
    async change(
      customerId: string,
      id: string,
      status: 'accepted_customer_cancelation' | 'finished',
    ): Promise<CustomerBooking> {
      if (status === 'accepted_customer_cancelation' && refundAndCancel && isUuid(id)) {
        const booking = await readBookingForTransition(db, id, { customerId });
        if (booking?.status === 'accepted_payment_success') {
          // Refunded first; the provider's confirmation applies the cancellation (decision 24).
          const request = { actor: 'customer', action: 'cancelPaid' } as const;
          const decision = decideTransition(booking, request, clock.now());
          if (!decision.allowed && decision.refusal !== 'needsRefund') {
            throw refused(api.paidTooLate);
          }
          await refundAndCancel(customerId, id);
          return customerItem(customerId, id);
        }
      }
      await transitionOwn(
        { customerId },
        id,
        'customer',
        (booking) =>
          status === 'finished'
            ? 'finish'
            : booking.status === 'accepted_payment_success'
              ? 'cancelPaid'
              : 'cancel',
        customerRefusal,
      );
      return customerItem(customerId, id);
    },

    /** The caller's bookings of the statuses asked for, in `listOrderFor`'s order. */
    async list(
      customerId: string,
      statuses: readonly BookingStatus[],
    ): Promise<CustomerBookingList> {
      const { rows, total } = await listCustomerBookings(
        db,
        customerId,
        statuses,
        CUSTOMER_BOOKINGS_MAX,
      );
      const now = clock.now();
      return {
        bookings: rows.map((row) => toCustomerBooking(row, now)),
        total,
        limit: CUSTOMER_BOOKINGS_MAX,
      };
    },
  };

  /**
   * Finds the owner's booking (404 otherwise) and asks the transition engine for `action` by
   * `actor`, in one transaction. A refusal, or losing a race to another transition, is a 409
   * with `refusal`'s message.
   */
  async function transitionOwn(
    owner: BookingOwner,
    id: string,
    actor: BookingActor,
    action: BookingAction | ((booking: BookingForTransition) => BookingAction),
    refusal: (status: BookingStatus, action: BookingAction, why: Refusal) => string,
  ): Promise<void> {
    if (!isUuid(id)) throw bookingNotFound();
    const now = clock.now();
    await db.transaction(async (tx) => {
      const booking = await readBookingForTransition(tx, id, owner);
      if (!booking) throw bookingNotFound();
      const chosen = typeof action === 'function' ? action(booking) : action;
      const outcome = await transitionBooking(
        tx,
        booking,
        { actor, action: chosen },
        { now, onBookingChange },
      );
      if (outcome.moved) return;
      // Allowed by its time rule but waiting for refunds (decision 24): say so.
      if (outcome.refusal === 'needsRefund') {
        throw new AppError(409, 'REFUND_REQUIRED', api.paidNeedsRefund);
      }
      // A lost race is explained as the booking now stands, in the status it moved to.
      const status = outcome.refusal === 'lostRace' ? outcome.transition.to : booking.status;
      throw refused(refusal(status, chosen, outcome.refusal));
    });
  }
}

export type BookingsService = ReturnType<typeof createBookingsService>;
