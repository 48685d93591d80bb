import {
  decideTransition,
  slotAfter,
  type BookingTransition,
  type TransitionRefusal,
  type TransitionRequest,
} from '@brillo/domain/booking-lifecycle';
import type { Transaction } from '../db/client.ts';
import type { BookingChangeEffect } from './changes.ts';
import {
  hasCancellationRefundPending,
  moveBooking,
  setSlot,
  type BookingForTransition,
} from './repository.ts';

/**
 * What became of a request: the booking moved (and `booking` is its row now), or why not. Besides
 * the lifecycle's own refusals (`decideTransition`): `refundPending`, a transition held while a
 * cancellation's refund is on its way, and `lostRace`, another transition changed the booking
 * first.
 */
export type TransitionOutcome =
  | { moved: true; booking: BookingForTransition; transition: BookingTransition }
  | { moved: false; refusal: 'noTransition' }
  | {
      moved: false;
      refusal: Exclude<TransitionRefusal, 'noTransition'> | 'refundPending' | 'lostRace';
      transition: BookingTransition;
    };

/**
 * The one transition engine: every change of a booking's status, whoever asks (the agent, the
 * customer, the payment provider, a deadline, an operator), goes through here, in the caller's
 * transaction. It finds the transition in the lifecycle's table (`booking-lifecycle.ts`), checks
 * its time rule against `now`, and writes it as one conditional update
 * (`WHERE id = … AND status = <from>`), then the slot's row and what follows every change
 * (`onBookingChange`: deadlines, emails, live events). Callers only name the booking and the
 * request, and turn a refusal into their answer.
 */
export async function transitionBooking(
  tx: Transaction,
  booking: BookingForTransition,
  request: TransitionRequest,
  { now, onBookingChange }: { now: Date; onBookingChange: BookingChangeEffect },
): Promise<TransitionOutcome> {
  const decision = decideTransition(booking, request, now);
  if (!('transition' in decision)) return { moved: false, refusal: 'noTransition' };
  const { transition } = decision;
  if (transition.heldWhileRefundPending && (await hasCancellationRefundPending(tx, booking.id))) {
    return { moved: false, refusal: 'refundPending', transition };
  }
  if (!decision.allowed) return { moved: false, refusal: decision.refusal, transition };
  const moved = await moveBooking(tx, {
    id: booking.id,
    from: transition.from,
    to: transition.to,
    reason: transition.reason,
    now,
    decided: transition.actor === 'agent',
    // Closing the rating window keeps the booking finished when it was (ADR-044).
    finished: transition.to === 'finished' && transition.from !== 'finished',
  });
  if (!moved) return { moved: false, refusal: 'lostRace', transition };
  const slot = slotAfter(transition.slot, booking.startTime, now);
  if (slot !== 'unchanged') await setSlot(tx, booking.availabilityId, slot, now);
  await onBookingChange(tx, {
    booking: moved,
    from: transition.from,
    action: transition.action,
    actor: transition.actor,
    reason: transition.reason,
    now,
  });
  return { moved: true, booking: moved, transition };
}
