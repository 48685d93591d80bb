import type { BookingChangeEffect } from '../../booking-lifecycle/changes.ts';
import type { LiveNotification } from './events.ts';
import { notifyLiveEvent } from './repository.ts';

/**
 * Announces a booking change to its customer and agent: `pg_notify` in the change's own
 * transaction, which PostgreSQL (and PGlite) delivers to every listening process when it commits
 * and never when it rolls back. The booking's `customerId` and `agentId` are the profiles'
 * primary keys, which are the users' ids, so no read is needed to name the two people.
 */
export const publishBookingEvents: BookingChangeEffect = async (tx, change) => {
  const { booking } = change;
  const notification: LiveNotification = {
    bookingId: booking.id,
    status: booking.status,
    userIds: [booking.customerId, booking.agentId],
  };
  await notifyLiveEvent(tx, notification);
};
