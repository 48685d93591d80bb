import { bookingTransitions } from '../db/schema.ts';
import type { BookingChangeEffect } from './changes.ts';

/**
 * Records every booking change in `booking_transitions` (issue 32): the request that made the
 * booking and each transition the engine applied, with its actor, action and reason, in the
 * change's own transaction, so the history holds exactly what was committed. Operators read it
 * on a booking's page.
 */
export const recordBookingTransition: BookingChangeEffect = async (tx, change) => {
  await tx.insert(bookingTransitions).values({
    bookingId: change.booking.id,
    fromStatus: change.from,
    toStatus: change.booking.status,
    actor: change.actor,
    action: change.action,
    reason: change.reason,
    createdAt: change.now,
  });
};
