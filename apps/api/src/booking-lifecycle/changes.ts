import type { BookingAction, BookingActor } from '@brillo/domain/booking-lifecycle';
import type { BookingReason, BookingStatus } from '@brillo/domain/enums';
import type { Transaction } from '../db/client.ts';
import type { BookingForTransition } from './repository.ts';

/**
 * A booking that was just made or moved, in the transaction that did it. `booking` is the row as
 * it now stands (`booking.status` is the new status); `from` is null for a new request.
 */
export interface BookingChange {
  booking: BookingForTransition;
  from: BookingStatus | null;
  /** The lifecycle's action, or `request` for a new booking. */
  action: BookingAction | 'request';
  actor: BookingActor;
  reason: BookingReason | null;
  now: Date;
}

/**
 * Something that follows every booking change, written in the change's own transaction so it
 * happens exactly when the change commits (ADR-043): the deadlines of the new status as jobs,
 * the emails as jobs, and the live events to the two people concerned.
 */
export type BookingChangeEffect = (tx: Transaction, change: BookingChange) => Promise<void>;

/** Runs each effect in turn: one function the booking code calls after every change. */
export function bookingChangeEffects(effects: readonly BookingChangeEffect[]): BookingChangeEffect {
  return async (tx, change) => {
    for (const effect of effects) await effect(tx, change);
  };
}

/** For code and tests that need no effects. */
export const noBookingChangeEffects: BookingChangeEffect = async () => undefined;
