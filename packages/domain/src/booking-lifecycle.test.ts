import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  autoFinishAt,
  bookingActions,
  bookingActors,
  bookingTransitions,
  conditionHolds,
  findTransition,
  isFinalStatus,
  paymentExpiresAt,
  requestExpiresAt,
  slotAfter,
  type BookingAction,
  type BookingActor,
  type BookingTimes,
} from './booking-lifecycle.ts';
import { bookingReasons, bookingStatuses, type BookingStatus } from './enums.ts';
import { bookingTexts } from './texts/bookings.es-CL.ts';

/**
 * The expected lifecycle, written out independently of the data: `from actor action` → `to`.
 * Every other combination of the eight statuses, four actors and eleven actions is refused.
 */
const expected: Record<string, BookingStatus> = {
  'pending agent accept': 'accepted_pending_payment',
  'pending agent reject': 'rejected',
  'pending deadline expireRequest': 'rejected',
  'pending customer cancel': 'accepted_customer_cancelation',
  'accepted_pending_payment customer cancel': 'accepted_customer_cancelation',
  'accepted_payment_failed customer cancel': 'accepted_customer_cancelation',
  'accepted_pending_payment deadline expirePayment': 'accepted_customer_cancelation',
  'accepted_payment_failed deadline expirePayment': 'accepted_customer_cancelation',
  'accepted_pending_payment payment paymentSucceeded': 'accepted_payment_success',
  'accepted_payment_failed payment paymentSucceeded': 'accepted_payment_success',
  'accepted_pending_payment payment paymentFailed': 'accepted_payment_failed',
  'accepted_payment_success customer cancelPaid': 'accepted_customer_cancelation',
  'accepted_payment_success customer finish': 'finished',
  'accepted_payment_success deadline autoFinish': 'finished',
  'finished customer rate': 'finished_evaluated',
};

const combinations = bookingStatuses.flatMap((status) =>
  bookingActors.flatMap((actor) =>
    bookingActions.map((action) => [status, actor, action] as const),
  ),
);

describe('the booking lifecycle as data', () => {
  it.each(combinations)('%s × %s × %s is allowed only as expected', (status, actor, action) => {
    const found = findTransition(status, actor, action);
    const to = expected[`${status} ${actor} ${action}`];
    if (to === undefined) expect(found).toBeUndefined();
    else expect(found?.to).toBe(to);
  });

  it('lists no transition twice and none that the expected table lacks', () => {
    const keys = bookingTransitions.map((t) => `${t.from} ${t.actor} ${t.action}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.sort()).toEqual(Object.keys(expected).sort());
  });

  it('records a reason exactly when a booking ends without being served', () => {
    const reasonOf = (status: BookingStatus, actor: BookingActor, action: BookingAction) =>
      findTransition(status, actor, action)?.reason;
    expect(reasonOf('pending', 'agent', 'reject')).toBe('agent_rejected');
    expect(reasonOf('pending', 'deadline', 'expireRequest')).toBe('request_expired');
    expect(reasonOf('pending', 'customer', 'cancel')).toBe('customer_cancelled');
    expect(reasonOf('accepted_payment_failed', 'deadline', 'expirePayment')).toBe(
      'payment_expired',
    );
    expect(reasonOf('accepted_payment_success', 'customer', 'cancelPaid')).toBe('refunded');
    for (const transition of bookingTransitions) {
      const ends = ['rejected', 'accepted_customer_cancelation'].includes(transition.to);
      expect(transition.reason !== null).toBe(ends);
    }
  });

  it('moves the slot as spec §4 and decision 23 say', () => {
    expect(findTransition('pending', 'agent', 'accept')?.slot).toEqual({
      status: 'accepted',
      bookingStatus: 'booked_accepted',
    });
    expect(findTransition('pending', 'agent', 'reject')?.slot).toEqual({
      status: 'rejected',
      bookingStatus: 'booked_rejected',
    });
    for (const transition of bookingTransitions) {
      if (transition.to === 'accepted_customer_cancelation') expect(transition.slot).toBe('freed');
    }
    expect(findTransition('pending', 'deadline', 'expireRequest')?.slot).toBe('freed');
    expect(findTransition('accepted_payment_success', 'customer', 'finish')?.slot).toBe(
      'unchanged',
    );
  });

  it('frees a slot to available only while its start is ahead', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(slotAfter('freed', new Date('2026-11-23T13:00:00Z'), now)).toEqual({
      status: 'available',
      bookingStatus: null,
    });
    expect(slotAfter('freed', now, now)).toEqual({ status: 'not available', bookingStatus: null });
    expect(slotAfter('unchanged', now, now)).toBe('unchanged');
  });

  it('knows the final statuses', () => {
    expect(bookingStatuses.filter(isFinalStatus)).toEqual([
      'accepted_customer_cancelation',
      'rejected',
      'finished_evaluated',
    ]);
  });

  it('labels every status and reason in Spanish', () => {
    for (const status of bookingStatuses) expect(bookingTexts.statuses[status]).toBeTruthy();
    for (const reason of bookingReasons) expect(bookingTexts.reasons[reason]).toBeTruthy();
  });
});

describe('time rules', () => {
  const start = new Date('2026-11-25T12:00:00Z');
  const times = (now: string, overrides: Partial<BookingTimes> = {}): BookingTimes => ({
    now: new Date(now),
    startTime: start,
    endTime: new Date('2026-11-25T15:00:00Z'),
    createdAt: new Date('2026-11-23T12:00:00Z'),
    decidedAt: null,
    finishedAt: null,
    ...overrides,
  });

  it('expires a request 24 h after it was made or at the start, whichever is first', () => {
    expect(requestExpiresAt(new Date('2026-11-23T12:00:00Z'), start)).toEqual(
      new Date('2026-11-24T12:00:00Z'),
    );
    expect(requestExpiresAt(new Date('2026-11-25T02:00:00Z'), start)).toEqual(start);
    expect(conditionHolds('requestExpired', times('2026-11-24T11:59:00Z'))).toBe(false);
    expect(conditionHolds('requestExpired', times('2026-11-24T12:00:00Z'))).toBe(true);
  });

  it('expires an unpaid booking 24 h after acceptance or 2 h before the start', () => {
    expect(paymentExpiresAt(new Date('2026-11-23T13:00:00Z'), start)).toEqual(
      new Date('2026-11-24T13:00:00Z'),
    );
    expect(paymentExpiresAt(new Date('2026-11-25T01:00:00Z'), start)).toEqual(
      new Date('2026-11-25T10:00:00Z'),
    );
    const decidedAt = new Date('2026-11-25T01:00:00Z');
    expect(conditionHolds('paymentExpired', times('2026-11-25T09:59:00Z', { decidedAt }))).toBe(
      false,
    );
    expect(conditionHolds('paymentExpired', times('2026-11-25T10:00:00Z', { decidedAt }))).toBe(
      true,
    );
  });

  it('finishes a paid booking 48 h after its end', () => {
    expect(autoFinishAt(new Date('2026-11-25T15:00:00Z'))).toEqual(
      new Date('2026-11-27T15:00:00Z'),
    );
    expect(conditionHolds('finishOverdue', times('2026-11-27T14:59:00Z'))).toBe(false);
    expect(conditionHolds('finishOverdue', times('2026-11-27T15:00:00Z'))).toBe(true);
  });

  it('offers the customer the buttons of decisions 24 and 27', () => {
    const ahead = times('2026-11-23T12:00:00Z');
    const within24h = times('2026-11-24T13:00:00Z');
    const started = times('2026-11-25T12:00:00Z');
    expect(allowedActions('pending', 'customer', ahead)).toEqual(['cancel']);
    expect(allowedActions('accepted_pending_payment', 'customer', within24h)).toEqual(['cancel']);
    expect(allowedActions('accepted_payment_failed', 'customer', started)).toEqual([]);
    expect(allowedActions('accepted_payment_success', 'customer', ahead)).toEqual([]);
    expect(
      allowedActions('accepted_payment_success', 'customer', { ...ahead, refundsAvailable: true }),
    ).toEqual(['cancelPaid']);
    expect(
      allowedActions('accepted_payment_success', 'customer', {
        ...within24h,
        refundsAvailable: true,
      }),
    ).toEqual([]);
    expect(allowedActions('accepted_payment_success', 'customer', started)).toEqual(['finish']);
    expect(allowedActions('finished', 'customer', started)).toEqual([]);
    const finishedAt = new Date('2026-11-25T16:00:00Z');
    expect(
      allowedActions('finished', 'customer', times('2026-12-24T15:00:00Z', { finishedAt })),
    ).toEqual(['rate']);
    expect(
      allowedActions('finished', 'customer', times('2026-12-25T16:00:00Z', { finishedAt })),
    ).toEqual([]);
  });

  it('lets the agent accept only an unexpired request that can still be paid', () => {
    // Made 2026-11-23T12:00Z for a start 2026-11-25T12:00Z: expires 2026-11-24T12:00Z.
    expect(conditionHolds('acceptable', times('2026-11-24T11:59:00Z'))).toBe(true);
    expect(conditionHolds('acceptable', times('2026-11-24T12:00:00Z'))).toBe(false);
    // Made an hour before the 2-hour payment cut-off: never acceptable.
    const late = { createdAt: new Date('2026-11-25T09:00:00Z') };
    expect(conditionHolds('acceptable', times('2026-11-25T09:59:00Z', late))).toBe(true);
    expect(conditionHolds('acceptable', times('2026-11-25T10:00:00Z', late))).toBe(false);
    expect(allowedActions('pending', 'agent', times('2026-11-24T12:00:00Z'))).toEqual(['reject']);
  });

  it('offers the agent accept and reject on a pending request only', () => {
    expect(allowedActions('pending', 'agent', times('2026-11-23T12:00:00Z'))).toEqual([
      'accept',
      'reject',
    ]);
    expect(allowedActions('pending', 'agent', times('2026-11-25T12:00:00Z'))).toEqual(['reject']);
    for (const status of bookingStatuses.filter((s) => s !== 'pending')) {
      expect(allowedActions(status, 'agent', times('2026-11-23T12:00:00Z'))).toEqual([]);
    }
  });
});
