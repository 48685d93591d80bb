import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  autoFinishAt,
  bookingActions,
  bookingDeadline,
  bookingActors,
  bookingTransitions,
  conditionHolds,
  decideTransition,
  findTransition,
  isFinalStatus,
  paymentExpiresAt,
  ratingWindowEndsAt,
  requestExpiresAt,
  slotAfter,
  type BookingAction,
  type BookingActor,
  type BookingTimes,
} from './booking-lifecycle.ts';
import { bookingReasons, bookingStatuses, type BookingStatus } from './enums.ts';
import { bookingTexts } from './texts/bookings.es-CL.ts';
import { instantToWallTime } from './zoned-time.ts';

/**
 * The expected lifecycle, written out independently of the data: `from actor action` → `to`.
 * Every other combination of the eight statuses, the actors and the actions is refused.
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
  'finished deadline closeRatingWindow': 'finished',
  // An operator cancels any booking not over yet, on someone's behalf (PD-36, ADR-080).
  'pending operator operatorCancel': 'accepted_customer_cancelation',
  'accepted_pending_payment operator operatorCancel': 'accepted_customer_cancelation',
  'accepted_payment_failed operator operatorCancel': 'accepted_customer_cancelation',
  'accepted_payment_success operator operatorCancel': 'accepted_customer_cancelation',
  // An account suspended (PD-38, ADR-082): an agent's requests rejected, a customer's cancelled,
  // every accepted booking cancelled.
  'pending operator suspendAgent': 'rejected',
  'accepted_pending_payment operator suspendAgent': 'accepted_customer_cancelation',
  'accepted_payment_failed operator suspendAgent': 'accepted_customer_cancelation',
  'accepted_payment_success operator suspendAgent': 'accepted_customer_cancelation',
  'pending operator suspendCustomer': 'accepted_customer_cancelation',
  'accepted_pending_payment operator suspendCustomer': 'accepted_customer_cancelation',
  'accepted_payment_failed operator suspendCustomer': 'accepted_customer_cancelation',
  'accepted_payment_success operator suspendCustomer': 'accepted_customer_cancelation',
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
    // The one other reason: a finished booking's rating window closed unrated (ADR-044).
    expect(reasonOf('finished', 'deadline', 'closeRatingWindow')).toBe('rating_window_closed');
    expect(reasonOf('accepted_payment_success', 'operator', 'operatorCancel')).toBe(
      'operator_cancelled',
    );
    for (const transition of bookingTransitions) {
      const ends = ['rejected', 'accepted_customer_cancelation'].includes(transition.to);
      const closesWindow = transition.action === 'closeRatingWindow';
      expect(transition.reason !== null).toBe(ends || closesWindow);
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

/**
 * The deadlines across Santiago's 2026 clock changes (local-days.test.ts): on 5 April the clocks
 * go back from 00:00 (-03) to 23:00 of the 4th (-04), at 03:00 UTC; on 6 September they go
 * forward from 00:00 (-04) to 01:00 (-03), at 04:00 UTC. Deadlines count elapsed hours, so across
 * a change the wall clock reads one hour less or more than the same time the next day.
 */
describe('deadlines around the clock changes', () => {
  const utc = (iso: string) => new Date(iso);
  const wall = (instant: Date) => instantToWallTime(instant, 'America/Santiago');
  const base = { decidedAt: null, finishedAt: null, reason: null };

  it('expires a request 24 elapsed hours later across April’s change (23:00 the next day)', () => {
    // Made at 2026-04-04 12:00 (-03) for a slot far ahead.
    const createdAt = utc('2026-04-04T15:00:00Z');
    const startTime = utc('2026-04-10T13:00:00Z');
    const dueAt = requestExpiresAt(createdAt, startTime);
    expect(dueAt).toEqual(utc('2026-04-05T15:00:00Z'));
    expect(wall(dueAt)).toEqual({ date: '2026-04-05', time: '11:00' });
    expect(
      bookingDeadline('pending', { ...base, createdAt, startTime, endTime: startTime }),
    ).toEqual({ action: 'expireRequest', dueAt });
    const times = { createdAt, startTime, endTime: startTime, decidedAt: null, finishedAt: null };
    expect(conditionHolds('requestExpired', { ...times, now: new Date(dueAt.getTime() - 1) })).toBe(
      false,
    );
    expect(conditionHolds('requestExpired', { ...times, now: dueAt })).toBe(true);
  });

  it('expires a request at a start in September’s skipped-hour night', () => {
    // Made 2026-09-05 20:00 (-04) for a slot at 2026-09-06 09:00 (-03): the start comes first.
    const createdAt = utc('2026-09-06T00:00:00Z');
    const startTime = utc('2026-09-06T12:00:00Z');
    expect(requestExpiresAt(createdAt, startTime)).toEqual(startTime);
    // Made 2026-09-05 12:00 (-04): 24 elapsed hours later the clocks read 13:00 (-03).
    const earlier = utc('2026-09-05T16:00:00Z');
    const dueAt = requestExpiresAt(earlier, utc('2026-09-20T12:00:00Z'));
    expect(dueAt).toEqual(utc('2026-09-06T16:00:00Z'));
    expect(wall(dueAt)).toEqual({ date: '2026-09-06', time: '13:00' });
  });

  it('expires an unpaid booking 24 h after acceptance or 2 h before the start, across both changes', () => {
    // Accepted 2026-04-04 18:00 (-03); the start is days away: 17:00 (-04) the next day.
    const decidedAt = utc('2026-04-04T21:00:00Z');
    const far = utc('2026-04-09T13:00:00Z');
    const april = paymentExpiresAt(decidedAt, far);
    expect(april).toEqual(utc('2026-04-05T21:00:00Z'));
    expect(wall(april)).toEqual({ date: '2026-04-05', time: '17:00' });
    // A start at 2026-09-06 02:00 (-03): 2 h before is 23:00 (-04) on the 5th, one wall hour less.
    const septemberStart = utc('2026-09-06T05:00:00Z');
    const september = paymentExpiresAt(utc('2026-09-05T14:00:00Z'), septemberStart);
    expect(september).toEqual(utc('2026-09-06T03:00:00Z'));
    expect(wall(september)).toEqual({ date: '2026-09-05', time: '23:00' });
    for (const status of ['accepted_pending_payment', 'accepted_payment_failed'] as const) {
      expect(
        bookingDeadline(status, {
          ...base,
          createdAt: decidedAt,
          decidedAt,
          startTime: far,
          endTime: far,
        }),
      ).toEqual({ action: 'expirePayment', dueAt: april });
    }
  });

  it('finishes a paid booking 48 elapsed hours after its end, across both changes', () => {
    // Ends 2026-04-03 20:00 (-03): finished 2026-04-05 19:00 (-04).
    const aprilEnd = utc('2026-04-03T23:00:00Z');
    expect(autoFinishAt(aprilEnd)).toEqual(utc('2026-04-05T23:00:00Z'));
    expect(wall(autoFinishAt(aprilEnd))).toEqual({ date: '2026-04-05', time: '19:00' });
    // Ends 2026-09-04 20:00 (-04): finished 2026-09-06 21:00 (-03).
    const septemberEnd = utc('2026-09-05T00:00:00Z');
    expect(autoFinishAt(septemberEnd)).toEqual(utc('2026-09-07T00:00:00Z'));
    expect(wall(autoFinishAt(septemberEnd))).toEqual({ date: '2026-09-06', time: '21:00' });
    expect(
      bookingDeadline('accepted_payment_success', {
        ...base,
        createdAt: aprilEnd,
        startTime: aprilEnd,
        endTime: aprilEnd,
      }),
    ).toEqual({ action: 'autoFinish', dueAt: utc('2026-04-05T23:00:00Z') });
  });

  it('closes the rating window 30 × 24 elapsed hours after finishing, across both changes', () => {
    // Finished 2026-03-20 12:00 (-03): the window closes 2026-04-19 11:00 (-04).
    const march = utc('2026-03-20T15:00:00Z');
    expect(ratingWindowEndsAt(march)).toEqual(utc('2026-04-19T15:00:00Z'));
    expect(wall(ratingWindowEndsAt(march))).toEqual({ date: '2026-04-19', time: '11:00' });
    // Finished 2026-08-20 12:00 (-04): the window closes 2026-09-19 13:00 (-03).
    const august = utc('2026-08-20T16:00:00Z');
    expect(ratingWindowEndsAt(august)).toEqual(utc('2026-09-19T16:00:00Z'));
    expect(wall(ratingWindowEndsAt(august))).toEqual({ date: '2026-09-19', time: '13:00' });
    const times = {
      createdAt: march,
      startTime: march,
      endTime: march,
      decidedAt: march,
      finishedAt: march,
    };
    const end = ratingWindowEndsAt(march);
    const before = { ...times, now: new Date(end.getTime() - 1) };
    expect(conditionHolds('withinRatingWindow', before)).toBe(true);
    expect(conditionHolds('ratingWindowOver', before)).toBe(false);
    expect(conditionHolds('withinRatingWindow', { ...times, now: end })).toBe(false);
    expect(conditionHolds('ratingWindowOver', { ...times, now: end })).toBe(true);
    expect(bookingDeadline('finished', { ...times, reason: null })).toEqual({
      action: 'closeRatingWindow',
      dueAt: end,
    });
  });

  it('gives no deadline to a status without one, nor to a window already closed', () => {
    const at = utc('2026-04-05T03:00:00Z');
    const times = { createdAt: at, startTime: at, endTime: at, decidedAt: at, finishedAt: at };
    for (const status of [
      'rejected',
      'accepted_customer_cancelation',
      'finished_evaluated',
    ] as const) {
      expect(bookingDeadline(status, { ...times, reason: null })).toBeUndefined();
    }
    expect(
      bookingDeadline('finished', { ...times, reason: 'rating_window_closed' }),
    ).toBeUndefined();
  });
});

describe('deciding a transition', () => {
  const booking = {
    startTime: new Date('2026-11-25T12:00:00Z'),
    endTime: new Date('2026-11-25T15:00:00Z'),
    createdAt: new Date('2026-11-20T12:00:00Z'),
    decidedAt: new Date('2026-11-20T13:00:00Z'),
    finishedAt: null,
    reason: null,
  };
  const twoDaysBefore = new Date('2026-11-23T11:00:00Z');
  const anHourBefore = new Date('2026-11-25T11:00:00Z');

  it('refuses what the table does not list, whatever the time', () => {
    const decision = decideTransition(
      { ...booking, status: 'rejected' },
      { actor: 'customer', action: 'cancel' },
      twoDaysBefore,
    );
    expect(decision).toEqual({ allowed: false, refusal: 'noTransition' });
  });

  it('allows a listed transition only while its time rule holds', () => {
    const paid = { ...booking, status: 'accepted_payment_success' as const };
    const finish = { actor: 'customer', action: 'finish' } as const;
    expect(decideTransition(paid, finish, anHourBefore)).toMatchObject({
      allowed: false,
      refusal: 'timeRule',
      transition: { to: 'finished' },
    });
    expect(decideTransition(paid, finish, new Date('2026-11-25T12:00:00Z'))).toMatchObject({
      allowed: true,
      transition: { from: 'accepted_payment_success', to: 'finished', action: 'finish' },
    });
  });

  it('sends a paid cancellation through its refund, and applies it on the confirmation at any time', () => {
    const paid = { ...booking, status: 'accepted_payment_success' as const };
    const cancel = { actor: 'customer', action: 'cancelPaid' } as const;
    expect(decideTransition(paid, cancel, twoDaysBefore)).toMatchObject({
      allowed: false,
      refusal: 'needsRefund',
    });
    expect(decideTransition(paid, cancel, anHourBefore)).toMatchObject({
      allowed: false,
      refusal: 'timeRule',
    });
    // The provider's confirmation may arrive after the 24 hours: the table says it skips the rule.
    expect(
      decideTransition(paid, { ...cancel, refundConfirmed: true }, anHourBefore),
    ).toMatchObject({ allowed: true, transition: { reason: 'refunded', needsRefund: true } });
  });

  it('ignores a confirmation for a transition that needs no refund', () => {
    const paid = { ...booking, status: 'accepted_payment_success' as const };
    const decision = decideTransition(
      paid,
      { actor: 'customer', action: 'finish', refundConfirmed: true },
      anHourBefore,
    );
    expect(decision).toMatchObject({ allowed: false, refusal: 'timeRule' });
  });

  it('keeps a rating window its deadline closed shut, whatever the clock says', () => {
    const finished = {
      ...booking,
      status: 'finished' as const,
      finishedAt: new Date('2026-11-25T15:00:00Z'),
    };
    const rate = { actor: 'customer', action: 'rate' } as const;
    const soon = new Date('2026-11-26T12:00:00Z');
    expect(decideTransition(finished, rate, soon).allowed).toBe(true);
    expect(
      decideTransition({ ...finished, reason: 'rating_window_closed' }, rate, soon),
    ).toMatchObject({ allowed: false, refusal: 'timeRule' });
  });

  it('marks the finishing transitions as held while a cancellation refund is pending', () => {
    const held = bookingTransitions.filter((transition) => transition.heldWhileRefundPending);
    expect(held.map((transition) => transition.action).sort()).toEqual([
      'autoFinish',
      'finish',
      'operatorCancel',
      'suspendAgent',
      'suspendCustomer',
    ]);
  });
});

describe('an operator cancelling on someone’s behalf (PD-36, ADR-080)', () => {
  const booking = {
    startTime: new Date('2026-11-25T12:00:00Z'),
    endTime: new Date('2026-11-25T15:00:00Z'),
    createdAt: new Date('2026-11-20T12:00:00Z'),
    decidedAt: new Date('2026-11-20T13:00:00Z'),
    finishedAt: null,
    reason: null,
  };
  const cancel = { actor: 'operator', action: 'operatorCancel' } as const;
  const twoDaysBefore = new Date('2026-11-23T12:00:00Z');
  const times = [
    new Date('2026-11-20T12:30:00Z'),
    new Date('2026-11-25T11:00:00Z'),
    new Date('2026-11-25T13:00:00Z'),
    new Date('2026-12-30T12:00:00Z'),
  ];

  it('cancels a booking not over yet at any time, before or after its start, with its own reason', () => {
    for (const status of [
      'pending',
      'accepted_pending_payment',
      'accepted_payment_failed',
      'accepted_payment_success',
    ] as const) {
      for (const now of times) {
        expect(decideTransition({ ...booking, status }, cancel, now)).toMatchObject({
          allowed: true,
          transition: {
            to: 'accepted_customer_cancelation',
            reason: 'operator_cancelled',
            slot: 'freed',
          },
        });
      }
    }
  });

  it('refunds in full only the cancellation of a paid booking, applied at once', () => {
    const refunding = bookingTransitions.filter((transition) => transition.refundsInFull);
    expect(refunding.map(({ from, actor, action }) => `${from} ${actor} ${action}`)).toEqual([
      'accepted_payment_success operator operatorCancel',
      'accepted_payment_success operator suspendAgent',
      'accepted_payment_success operator suspendCustomer',
    ]);
    for (const transition of refunding) expect(transition.needsRefund).toBeUndefined();
  });

  it('cannot cancel a booking that is over', () => {
    for (const status of [
      'rejected',
      'accepted_customer_cancelation',
      'finished',
      'finished_evaluated',
    ] as const) {
      expect(decideTransition({ ...booking, status }, cancel, twoDaysBefore)).toEqual({
        allowed: false,
        refusal: 'noTransition',
      });
    }
  });

  it('offers operators no other action, and no one else this one', () => {
    const byOperator = bookingTransitions.filter((transition) => transition.actor === 'operator');
    expect(new Set(byOperator.map((transition) => transition.action))).toEqual(
      new Set(['operatorCancel', 'suspendAgent', 'suspendCustomer']),
    );
    const others = bookingTransitions.filter(
      (transition) => transition.action === 'operatorCancel',
    );
    expect(others.every((transition) => transition.actor === 'operator')).toBe(true);
  });
});

describe('a suspension ending open bookings (PD-38, ADR-082)', () => {
  const booking = {
    startTime: new Date('2026-11-25T12:00:00Z'),
    endTime: new Date('2026-11-25T15:00:00Z'),
    createdAt: new Date('2026-11-20T12:00:00Z'),
    decidedAt: new Date('2026-11-20T13:00:00Z'),
    finishedAt: null,
    reason: null,
  };
  const open = [
    'pending',
    'accepted_pending_payment',
    'accepted_payment_failed',
    'accepted_payment_success',
  ] as const;

  it('ends every open booking at any time with the reason account_suspended, freeing its slot', () => {
    for (const action of ['suspendAgent', 'suspendCustomer'] as const) {
      for (const status of open) {
        for (const now of [new Date('2026-11-21T00:00:00Z'), new Date('2026-11-25T13:00:00Z')]) {
          expect(
            decideTransition({ ...booking, status }, { actor: 'operator', action }, now),
          ).toMatchObject({
            allowed: true,
            transition: { reason: 'account_suspended', slot: 'freed' },
          });
        }
      }
    }
  });

  it('rejects a suspended agent’s request and cancels a suspended customer’s', () => {
    expect(findTransition('pending', 'operator', 'suspendAgent')?.to).toBe('rejected');
    expect(findTransition('pending', 'operator', 'suspendCustomer')?.to).toBe(
      'accepted_customer_cancelation',
    );
  });

  it('is never offered as a button', () => {
    for (const status of open) {
      const actions = allowedActions(status, 'operator', {
        ...booking,
        now: new Date('2026-11-21T00:00:00Z'),
      });
      expect(actions).toEqual(['operatorCancel']);
    }
  });
});
