/**
 * The booking lifecycle (spec §4 "Booking lifecycle"; product decisions 22–27) as data: every
 * allowed transition with the actor who may make it, the time rule it needs, its effect on the
 * slot and the reason it records. The API applies a transition only when `findTransition` finds
 * it and its condition holds; the screens ask `allowedActions` which buttons a booking shows.
 * No other code decides whether a transition is allowed. See docs/decisions/037-booking-lifecycle.md.
 */
import {
  bookingReasons,
  type BookingReason,
  type BookingStatus,
  type SlotBookingStatus,
  type SlotStatus,
} from './enums.ts';

export { bookingReasons, type BookingReason };

/**
 * Who moves a booking: its agent, its customer, the payment provider, a deadline, or one of
 * Brillo's operators acting on someone's behalf (PD-36).
 */
export const bookingActors = ['agent', 'customer', 'payment', 'deadline', 'operator'] as const;
export type BookingActor = (typeof bookingActors)[number];

export const bookingActions = [
  'accept',
  'reject',
  'cancel',
  'cancelPaid',
  'paymentSucceeded',
  'paymentFailed',
  'finish',
  'rate',
  'expireRequest',
  'expirePayment',
  'autoFinish',
  'closeRatingWindow',
  'operatorCancel',
  'suspendAgent',
  'suspendCustomer',
] as const;
export type BookingAction = (typeof bookingActions)[number];

/** What a slot row holds after a transition. */
export interface SlotState {
  status: SlotStatus;
  bookingStatus: SlotBookingStatus | null;
}

/**
 * The slot effect of a transition: a fixed row, `unchanged`, or `freed` (decision 23: back to
 * available while its start is in the future; a slot whose start has passed is not offered
 * again and becomes not available).
 */
export type SlotEffect = SlotState | 'unchanged' | 'freed';

/** The time rules a transition may need (decisions 24, 25, 27, 29). */
export const transitionConditions = [
  'always',
  'beforeStart',
  'acceptable',
  'moreThan24hBeforeStart',
  'started',
  'requestExpired',
  'paymentExpired',
  'finishOverdue',
  'withinRatingWindow',
  'ratingWindowOver',
] as const;
export type TransitionCondition = (typeof transitionConditions)[number];

export interface BookingTransition {
  from: BookingStatus;
  to: BookingStatus;
  actor: BookingActor;
  action: BookingAction;
  condition: TransitionCondition;
  slot: SlotEffect;
  /** Who or what ended the booking (decision 25); null when it goes on. */
  reason: BookingReason | null;
  /**
   * Applied only once the payment provider confirms a refund (decision 24). The customer's request
   * checks the time rule; the provider's confirmation, which may come after it stopped holding,
   * applies the transition whatever the time. The one time rule a caller skips, and why.
   */
  needsRefund?: true;
  /** Not applied while a refund the customer asked for by cancelling is on its way (ADR-040). */
  heldWhileRefundPending?: true;
  /**
   * Applied at once, and the booking's payment is then refunded in full (an operator's
   * cancellation of a paid booking, ADR-080): the money is owed whatever the provider answers,
   * and reconciliation asks again until it is given back.
   */
  refundsInFull?: true;
}

/** Hours after which an unanswered request expires (or at the slot's start, if sooner). */
export const REQUEST_EXPIRY_HOURS = 24;
/** Hours an accepted booking has to be paid, counted from the agent's acceptance. */
export const PAYMENT_EXPIRY_HOURS = 24;
/** An unpaid booking expires this many hours before its start at the latest. */
export const PAYMENT_CUTOFF_HOURS_BEFORE_START = 2;
/** A paid booking not marked done is finished this many hours after its end. */
export const AUTO_FINISH_HOURS_AFTER_END = 48;
/** A paid booking can be cancelled (with a refund) up to this many hours before its start. */
export const PAID_CANCELLATION_HOURS_BEFORE_START = 24;
/** A finished booking can be rated for this many days. */
export const RATING_WINDOW_DAYS = 30;

const HOUR = 60 * 60 * 1000;

/** The slot row a new booking leaves: still available, waiting for the agent (spec §4, step 1). */
export const slotOnRequest: SlotState = {
  status: 'available',
  bookingStatus: 'booked_waiting_agent_confirmation',
};
/** Accepted by the agent (spec §4, step 2). */
export const slotOnAccept: SlotState = { status: 'accepted', bookingStatus: 'booked_accepted' };
/** Rejected by the agent (spec §4, step 3); the agent may reopen it (decision 23). */
export const slotOnReject: SlotState = { status: 'rejected', bookingStatus: 'booked_rejected' };
/**
 * Reopened by its agent (decision 23): offered again, as a freed slot is, and no longer mirroring
 * the rejected booking. Only while its start is ahead and it has no live booking.
 */
export const slotOnReopen: SlotState = { status: 'available', bookingStatus: null };

/** A booking's first status, made by its customer. */
export const initialBookingStatus: BookingStatus = 'pending';

const unpaid = ['pending', 'accepted_pending_payment', 'accepted_payment_failed'] as const;

/**
 * An operator cancels on someone's behalf (PD-36, ADR-080): any booking not over yet, whatever the
 * time (a service that did not happen is cancelled after its start too), with its own reason; a
 * paid one is refunded in full, unless a refund the customer asked for is already on its way.
 */
const operatorCancellations: readonly BookingTransition[] = [
  ...unpaid.map((from): BookingTransition => ({
    from,
    to: 'accepted_customer_cancelation',
    actor: 'operator',
    action: 'operatorCancel',
    condition: 'always',
    slot: 'freed',
    reason: 'operator_cancelled',
  })),
  {
    from: 'accepted_payment_success',
    to: 'accepted_customer_cancelation',
    actor: 'operator',
    action: 'operatorCancel',
    condition: 'always',
    slot: 'freed',
    reason: 'operator_cancelled',
    refundsInFull: true,
    heldWhileRefundPending: true,
  },
];

/**
 * An operator suspends an account (PD-38, ADR-082): every open booking of the person ends at once,
 * whatever the time, with the reason `account_suspended`. A suspended agent's requests are
 * rejected (`suspendAgent`); a suspended customer's are cancelled (`suspendCustomer`); an accepted
 * booking is cancelled either way, a paid one refunded in full, unless a refund the customer asked
 * for is already on its way (the cancellation then follows the provider's confirmation). The slot
 * is freed, so a restored agent offers it again.
 */
const suspensionEndings: readonly BookingTransition[] = (
  [
    ['suspendAgent', 'rejected'],
    ['suspendCustomer', 'accepted_customer_cancelation'],
  ] as const
).flatMap(([action, pendingTo]): BookingTransition[] => [
  {
    from: 'pending',
    to: pendingTo,
    actor: 'operator',
    action,
    condition: 'always',
    slot: 'freed',
    reason: 'account_suspended',
  },
  ...(['accepted_pending_payment', 'accepted_payment_failed'] as const).map(
    (from): BookingTransition => ({
      from,
      to: 'accepted_customer_cancelation',
      actor: 'operator',
      action,
      condition: 'always',
      slot: 'freed',
      reason: 'account_suspended',
    }),
  ),
  {
    from: 'accepted_payment_success',
    to: 'accepted_customer_cancelation',
    actor: 'operator',
    action,
    condition: 'always',
    slot: 'freed',
    reason: 'account_suspended',
    refundsInFull: true,
    heldWhileRefundPending: true,
  },
]);

/** The endings of a suspension: applied by the suspension itself, never a screen's button. */
export const suspensionActions: readonly BookingAction[] = ['suspendAgent', 'suspendCustomer'];

/** Every allowed transition; anything not listed is refused. */
export const bookingTransitions: readonly BookingTransition[] = [
  {
    from: 'pending',
    to: 'accepted_pending_payment',
    actor: 'agent',
    action: 'accept',
    condition: 'acceptable',
    slot: slotOnAccept,
    reason: null,
  },
  {
    from: 'pending',
    to: 'rejected',
    actor: 'agent',
    action: 'reject',
    condition: 'always',
    slot: slotOnReject,
    reason: 'agent_rejected',
  },
  {
    from: 'pending',
    to: 'rejected',
    actor: 'deadline',
    action: 'expireRequest',
    condition: 'requestExpired',
    slot: 'freed',
    reason: 'request_expired',
  },
  ...unpaid.map((from): BookingTransition => ({
    from,
    to: 'accepted_customer_cancelation',
    actor: 'customer',
    action: 'cancel',
    condition: 'beforeStart',
    slot: 'freed',
    reason: 'customer_cancelled',
  })),
  ...(['accepted_pending_payment', 'accepted_payment_failed'] as const).flatMap(
    (from): BookingTransition[] => [
      {
        from,
        to: 'accepted_customer_cancelation',
        actor: 'deadline',
        action: 'expirePayment',
        condition: 'paymentExpired',
        slot: 'freed',
        reason: 'payment_expired',
      },
      {
        from,
        to: 'accepted_payment_success',
        actor: 'payment',
        action: 'paymentSucceeded',
        condition: 'always',
        slot: 'unchanged',
        reason: null,
      },
    ],
  ),
  {
    from: 'accepted_pending_payment',
    to: 'accepted_payment_failed',
    actor: 'payment',
    action: 'paymentFailed',
    condition: 'always',
    slot: 'unchanged',
    reason: null,
  },
  {
    from: 'accepted_payment_success',
    to: 'accepted_customer_cancelation',
    actor: 'customer',
    action: 'cancelPaid',
    condition: 'moreThan24hBeforeStart',
    slot: 'freed',
    reason: 'refunded',
    needsRefund: true,
  },
  {
    from: 'accepted_payment_success',
    to: 'finished',
    actor: 'customer',
    action: 'finish',
    condition: 'started',
    slot: 'unchanged',
    reason: null,
    heldWhileRefundPending: true,
  },
  {
    from: 'accepted_payment_success',
    to: 'finished',
    actor: 'deadline',
    action: 'autoFinish',
    condition: 'finishOverdue',
    slot: 'unchanged',
    reason: null,
    heldWhileRefundPending: true,
  },
  {
    from: 'finished',
    to: 'finished_evaluated',
    actor: 'customer',
    action: 'rate',
    condition: 'withinRatingWindow',
    slot: 'unchanged',
    reason: null,
  },
  {
    // The status stays: the reason records that the 30 days passed unrated (ADR-044).
    from: 'finished',
    to: 'finished',
    actor: 'deadline',
    action: 'closeRatingWindow',
    condition: 'ratingWindowOver',
    slot: 'unchanged',
    reason: 'rating_window_closed',
  },
  ...operatorCancellations,
  ...suspensionEndings,
];

/** The transition `actor` may make from `from` by `action`, if the lifecycle has one. */
export function findTransition(
  from: BookingStatus,
  actor: BookingActor,
  action: BookingAction,
): BookingTransition | undefined {
  return bookingTransitions.find(
    (transition) =>
      transition.from === from && transition.actor === actor && transition.action === action,
  );
}

/** The transitions out of `from` for `actor`, whatever the time. */
export function transitionsFrom(from: BookingStatus, actor: BookingActor): BookingTransition[] {
  return bookingTransitions.filter(
    (transition) => transition.from === from && transition.actor === actor,
  );
}

/** What the time rules read of a booking. */
export interface BookingTimes {
  now: Date;
  startTime: Date;
  endTime: Date;
  createdAt: Date;
  /** When the agent answered; null while pending. */
  decidedAt: Date | null;
  /** When it became finished; null before. */
  finishedAt: Date | null;
  /**
   * Who or what ended it, or closed its rating window (decision 25); a window closed by its
   * deadline stays closed whatever the clock says (ADR-044).
   */
  reason?: BookingReason | null;
}

/** When an unanswered request expires: 24 h after it was made, or the slot's start if sooner. */
export function requestExpiresAt(createdAt: Date, startTime: Date): Date {
  return new Date(Math.min(createdAt.getTime() + REQUEST_EXPIRY_HOURS * HOUR, startTime.getTime()));
}

/** When an accepted, unpaid booking expires: 24 h after acceptance, or 2 h before its start. */
export function paymentExpiresAt(decidedAt: Date, startTime: Date): Date {
  return new Date(
    Math.min(
      decidedAt.getTime() + PAYMENT_EXPIRY_HOURS * HOUR,
      startTime.getTime() - PAYMENT_CUTOFF_HOURS_BEFORE_START * HOUR,
    ),
  );
}

/** When a paid booking nobody marked done is finished. */
export function autoFinishAt(endTime: Date): Date {
  return new Date(endTime.getTime() + AUTO_FINISH_HOURS_AFTER_END * HOUR);
}

/** The end of a finished booking's rating window: 30 days after it was finished. */
export function ratingWindowEndsAt(finishedAt: Date): Date {
  return new Date(finishedAt.getTime() + RATING_WINDOW_DAYS * 24 * HOUR);
}

/** A deadline of a booking: the deadline's action and the instant it falls due. */
export interface BookingDeadline {
  action: BookingAction;
  dueAt: Date;
}

/** When the deadline behind `condition` falls due; undefined for a rule that is not a deadline. */
function deadlineOf(condition: TransitionCondition, times: Omit<BookingTimes, 'now'>) {
  switch (condition) {
    case 'requestExpired':
      return requestExpiresAt(times.createdAt, times.startTime);
    case 'paymentExpired':
      return paymentExpiresAt(times.decidedAt ?? times.createdAt, times.startTime);
    case 'finishOverdue':
      return autoFinishAt(times.endTime);
    case 'ratingWindowOver':
      return times.finishedAt ? ratingWindowEndsAt(times.finishedAt) : undefined;
    default:
      return undefined;
  }
}

/**
 * The deadline a booking of `status` waits for (decision 25), if its status has one: the
 * lifecycle's `deadline` transition out of it and when its time rule starts to hold. A finished
 * booking whose window already closed has none.
 */
export function bookingDeadline(
  status: BookingStatus,
  times: Omit<BookingTimes, 'now'> & { reason?: BookingReason | null },
): BookingDeadline | undefined {
  for (const transition of transitionsFrom(status, 'deadline')) {
    if (transition.from === transition.to && times.reason === transition.reason) continue;
    const dueAt = deadlineOf(transition.condition, times);
    if (dueAt) return { action: transition.action, dueAt };
  }
  return undefined;
}

/** Whether a time rule holds. */
export function conditionHolds(condition: TransitionCondition, times: BookingTimes): boolean {
  const now = times.now.getTime();
  const start = times.startTime.getTime();
  switch (condition) {
    case 'always':
      return true;
    case 'beforeStart':
      return now < start;
    case 'acceptable':
      // Not yet expired (decision 25), and still payable: an acceptance within the payment
      // cut-off before the start would expire unpaid at once.
      return (
        now < requestExpiresAt(times.createdAt, times.startTime).getTime() &&
        now < start - PAYMENT_CUTOFF_HOURS_BEFORE_START * HOUR
      );
    case 'moreThan24hBeforeStart':
      return start - now > PAID_CANCELLATION_HOURS_BEFORE_START * HOUR;
    case 'started':
      return now >= start;
    case 'requestExpired':
      return now >= requestExpiresAt(times.createdAt, times.startTime).getTime();
    case 'paymentExpired':
      return now >= paymentExpiresAt(times.decidedAt ?? times.createdAt, times.startTime).getTime();
    case 'finishOverdue':
      return now >= autoFinishAt(times.endTime).getTime();
    case 'withinRatingWindow':
      return (
        times.reason !== 'rating_window_closed' &&
        times.finishedAt !== null &&
        now < ratingWindowEndsAt(times.finishedAt).getTime()
      );
    case 'ratingWindowOver':
      return times.finishedAt !== null && now >= ratingWindowEndsAt(times.finishedAt).getTime();
  }
}

export interface AllowedActionsContext extends BookingTimes {
  /** Whether refunds through the payment provider exist yet (decision 24); false until then. */
  refundsAvailable?: boolean;
}

/**
 * The actions `actor` may take on a booking of `status` right now: the buttons a screen shows.
 * A transition that needs a refund counts only once refunds are available; a suspension's
 * endings are never offered (`suspensionActions`).
 */
export function allowedActions(
  status: BookingStatus,
  actor: BookingActor,
  context: AllowedActionsContext,
): BookingAction[] {
  return transitionsFrom(status, actor)
    .filter((transition) => !suspensionActions.includes(transition.action))
    .filter((transition) => !transition.needsRefund || context.refundsAvailable === true)
    .filter((transition) => conditionHolds(transition.condition, context))
    .map((transition) => transition.action);
}

/** A change someone asks of a booking. */
export interface TransitionRequest {
  actor: BookingActor;
  action: BookingAction;
  /** The payment provider confirms the refund a `needsRefund` transition waited for. */
  refundConfirmed?: boolean;
}

/** Why the lifecycle refuses a request, before anything is written. */
export type TransitionRefusal = 'noTransition' | 'timeRule' | 'needsRefund';

export type TransitionDecision =
  | { allowed: true; transition: BookingTransition }
  | { allowed: false; refusal: 'noTransition' }
  | { allowed: false; refusal: 'timeRule' | 'needsRefund'; transition: BookingTransition };

/**
 * Whether the lifecycle allows `request` on a booking now: the transition out of its status for
 * the actor and action, and its time rule at `now`. A `needsRefund` transition is allowed only as
 * the provider's confirmation; asked for directly, a holding time rule answers `needsRefund`. The
 * API's transition engine applies what this allows; nothing else decides.
 */
export function decideTransition(
  booking: Omit<BookingTimes, 'now'> & { status: BookingStatus },
  request: TransitionRequest,
  now: Date,
): TransitionDecision {
  const transition = findTransition(booking.status, request.actor, request.action);
  if (!transition) return { allowed: false, refusal: 'noTransition' };
  if (transition.needsRefund && request.refundConfirmed) return { allowed: true, transition };
  if (!conditionHolds(transition.condition, { ...booking, now })) {
    return { allowed: false, refusal: 'timeRule', transition };
  }
  if (transition.needsRefund) return { allowed: false, refusal: 'needsRefund', transition };
  return { allowed: true, transition };
}

/** The slot row a transition leaves; `freed` depends on whether the start is still ahead. */
export function slotAfter(effect: SlotEffect, startTime: Date, now: Date): SlotState | 'unchanged' {
  if (effect !== 'freed') return effect;
  return startTime.getTime() > now.getTime()
    ? { status: 'available', bookingStatus: null }
    : { status: 'not available', bookingStatus: null };
}

/** Statuses no transition leaves: the booking is over. */
export function isFinalStatus(status: BookingStatus): boolean {
  return bookingTransitions.every((transition) => transition.from !== status);
}

/** Statuses of bookings that are over: lists of only these are history. */
const endedStatuses: readonly BookingStatus[] = [
  'rejected',
  'accepted_customer_cancelation',
  'finished',
  'finished_evaluated',
];

/**
 * How a list of bookings of `statuses` is ordered: services to come soonest first; a history
 * (every status is over) most recent first, so a capped list keeps the latest ones.
 */
export function listOrderFor(statuses: readonly BookingStatus[]): 'soonest' | 'latest' {
  return statuses.length > 0 && statuses.every((status) => endedStatuses.includes(status))
    ? 'latest'
    : 'soonest';
}
