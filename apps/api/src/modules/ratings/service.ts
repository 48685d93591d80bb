import { firstNameOf } from '@brillo/domain/address-parts';
import type { CustomerBooking } from '@brillo/domain/contracts/customer-bookings';
import {
  RECEIVED_RATINGS_MAX,
  type AgentRatings,
  type RateBookingBody,
} from '@brillo/domain/contracts/ratings';
import { bookingTexts } from '@brillo/domain/texts/bookings.es-CL';
import { ratingsTexts } from '@brillo/domain/texts/ratings.es-CL';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { AppError, notFound, validationFailed, type FieldErrors } from '../../errors.ts';
import type { BookingChangeEffect } from '../../booking-lifecycle/changes.ts';
import { lockBookingForTransition } from '../../booking-lifecycle/repository.ts';
import { transitionBooking } from '../../booking-lifecycle/transitions.ts';
import {
  AlreadyRatedError,
  insertRating,
  readRatingSummary,
  readReceivedRatings,
} from './repository.ts';

const { api } = ratingsTexts;

const bookingNotFound = () => notFound(bookingTexts.api.bookingNotFound);
const alreadyRated = () => new AppError(409, 'ALREADY_RATED', api.alreadyRated);

/**
 * Ratings (decision 29; ADR-041): the customer rates an own finished booking once, within the
 * rating window (decision 25), and the rating and the lifecycle's `rate` transition to
 * finished_evaluated are written in one transaction; the agent reads what it received.
 */
export function createRatingsService({
  db,
  clock,
  onBookingChange,
  customerBooking,
}: {
  db: Database;
  clock: Clock;
  /** What follows every booking change, in its transaction (ADR-043). */
  onBookingChange: BookingChangeEffect;
  /** The customer's booking as the lists show it, for the answer (the bookings module). */
  customerBooking: (customerId: string, id: string) => Promise<CustomerBooking>;
}) {
  return {
    /**
     * 404 for a booking that is not the caller's; 400 when the spec's `agent_id` or
     * `customer_id` do not match it; 409 when it is not finished, already rated (also the loser of
     * two simultaneous ratings) or past its window.
     */
    async rate(customerId: string, body: RateBookingBody): Promise<CustomerBooking> {
      const id = body.booking_id;
      if (!isUuid(id)) throw bookingNotFound();
      const now = clock.now();
      await db.transaction(async (tx) => {
        // Locked, so two ratings of one booking are decided one after the other.
        const booking = await lockBookingForTransition(tx, id, { customerId });
        if (!booking) throw bookingNotFound();
        const fields: FieldErrors = {};
        if (body.agent_id !== undefined && body.agent_id !== booking.agentId) {
          fields.agent_id = api.fieldsDoNotMatch;
        }
        if (body.customer_id !== undefined && body.customer_id !== customerId) {
          fields.customer_id = api.fieldsDoNotMatch;
        }
        if (Object.keys(fields).length > 0) throw validationFailed(fields, api.fieldsDoNotMatch);
        if (booking.status === 'finished_evaluated') throw alreadyRated();
        const outcome = await transitionBooking(
          tx,
          booking,
          { actor: 'customer', action: 'rate' },
          { now, onBookingChange },
        );
        if (!outcome.moved) {
          if (outcome.refusal === 'noTransition') {
            throw new AppError(409, 'NOT_FINISHED', api.notFinished);
          }
          // The window's end is also recorded as a reason (ADR-044): a rating that waited for the
          // lock while the deadline closed the window is refused like one that came after it.
          if (outcome.refusal === 'timeRule') {
            throw new AppError(409, 'RATING_WINDOW_CLOSED', api.windowClosed);
          }
          throw alreadyRated();
        }
        try {
          await insertRating(tx, {
            bookingId: booking.id,
            agentId: booking.agentId,
            customerId,
            rating: body.rating,
            comment: body.comment ?? '',
            now,
          });
        } catch (error) {
          if (error instanceof AlreadyRatedError) throw alreadyRated();
          throw error;
        }
      });
      return customerBooking(customerId, id);
    },

    /** The newest ratings the agent received and the summary of all of them, from SQL. */
    async received(agentId: string): Promise<AgentRatings> {
      const [rows, summary] = await Promise.all([
        readReceivedRatings(db, agentId, RECEIVED_RATINGS_MAX),
        readRatingSummary(db, agentId),
      ]);
      return {
        ...summary,
        ratings: rows.map((row) => ({
          id: row.id,
          bookingId: row.bookingId,
          rating: row.rating,
          comment: row.comment,
          customerFirstName: firstNameOf(row.customerName),
          createdAt: row.createdAt.toISOString(),
        })),
        limit: RECEIVED_RATINGS_MAX,
      };
    },
  };
}

export type RatingsService = ReturnType<typeof createRatingsService>;
