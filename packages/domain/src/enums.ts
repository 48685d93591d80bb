/**
 * The specification's enumerations (marketplace-spec.md, sections 3 and 4), as `as const` arrays.
 * The stored value is the spec's value verbatim; what a person reads lives in the text catalogue.
 * The database builds its CHECK constraints from these arrays and the zod contracts use them too,
 * so a value added here reaches both (after a migration).
 */

export {
  accountRoles,
  isSignUpRole,
  userRoles,
  type AccountRole,
  type UserRole,
} from './user-roles.ts';

/** Labelled 'Prefiero no decir' (agents) or 'Otro' (customers) for `other`. */
export const genders = ['male', 'female', 'other'] as const;
export type Gender = (typeof genders)[number];

export const weeklyHoursBands = [
  'Between 1-10 hours',
  'Between 10-20 hours',
  'Between 20-30 hours',
  'More than 30 hours',
] as const;
export type WeeklyHoursBand = (typeof weeklyHoursBands)[number];

/** Answers to the police-record and work-permit questions. */
export const yesNoAnswers = ['No', 'Yes'] as const;
export type YesNoAnswer = (typeof yesNoAnswers)[number];

/** Answers to the punctuality question (the spec's `quality_question`). */
export const qualityAnswers = [
  'I do not notify anyone about this',
  'I cancel the appointment',
  'I inform the customer and offer add 15 minutes for the delay',
] as const;
export type QualityAnswer = (typeof qualityAnswers)[number];

export const nationalities = [
  'Chilean',
  'Venezuelan',
  'Peruvian',
  'Argentine',
  'Bolivian',
  'Colombian',
  'Ecuadorian',
  'Brazilian',
  'Uruguayan',
  'Paraguayan',
  'Other',
] as const;
export type Nationality = (typeof nationalities)[number];

/** Month names of the agent's birth-date selects, January first (month number = index + 1). */
export const monthNames = [
  'Enero',
  'Febrero',
  'Marzo',
  'Abril',
  'Mayo',
  'Junio',
  'Julio',
  'Agosto',
  'Septiembre',
  'Octubre',
  'Noviembre',
  'Diciembre',
] as const;
export type MonthName = (typeof monthNames)[number];

/** The extra services an agent may offer; the spec's keys of the `services` map. */
export const extraServices = [
  'limpieza',
  'cocina',
  'planchado',
  'compras',
  'jardineria',
  'mascotas',
  'cuidado',
  'bebes',
] as const;
export type ExtraService = (typeof extraServices)[number];

export const slotStatuses = ['available', 'not available', 'accepted', 'rejected'] as const;
export type SlotStatus = (typeof slotStatuses)[number];

/** The slot's view of its booking; `null` while nobody has booked it. */
export const slotBookingStatuses = [
  'booked_waiting_agent_confirmation',
  'booked_accepted',
  'booked_rejected',
] as const;
export type SlotBookingStatus = (typeof slotBookingStatuses)[number];

export const bookingStatuses = [
  'pending',
  'accepted_pending_payment',
  'accepted_payment_success',
  'accepted_payment_failed',
  'accepted_customer_cancelation',
  'rejected',
  'finished',
  'finished_evaluated',
] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/**
 * A live booking holds its slot: at most one per slot (PD-10). Every status is live
 * except the two that give the slot up: the agent rejected it, or the customer cancelled it.
 */
export const liveBookingStatuses = [
  'pending',
  'accepted_pending_payment',
  'accepted_payment_success',
  'accepted_payment_failed',
  'finished',
  'finished_evaluated',
] as const satisfies readonly BookingStatus[];
export type LiveBookingStatus = (typeof liveBookingStatuses)[number];

export const agentDocumentKinds = ['id', 'certificate'] as const;
export type AgentDocumentKind = (typeof agentDocumentKinds)[number];

export const paymentProviders = ['sandbox', 'fintoc'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

export const paymentStatuses = ['created', 'succeeded', 'failed'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** The spec's payment currency: whole Chilean pesos. */
export const paymentCurrencies = ['clp'] as const;
export type PaymentCurrency = (typeof paymentCurrencies)[number];

/** A rating submission is a whole number of stars from 1 to 5. */
export const ratingValues = [1, 2, 3, 4, 5] as const;
export type RatingValue = (typeof ratingValues)[number];

/** What an identity document or certificate may be, checked by content (PD-14). */
export const agentDocumentContentTypes = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type AgentDocumentContentType = (typeof agentDocumentContentTypes)[number];

/**
 * Who or what ended a booking (decision 25), stored in `bookings.reason`; null while it goes on.
 * The eight statuses stay the only statuses; the reason says why a rejected or cancelled one ended,
 * or, on a finished one, that its rating window closed unrated (ADR-044).
 */
export const bookingReasons = [
  'agent_rejected',
  'customer_cancelled',
  'request_expired',
  'payment_expired',
  'refunded',
  'rating_window_closed',
  'operator_cancelled',
  'account_suspended',
] as const;
export type BookingReason = (typeof bookingReasons)[number];
