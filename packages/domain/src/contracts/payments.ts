/**
 * The payment calls (spec §7 `POST bookings/payment`, §4 "Payment widget events"; product
 * decisions 3, 9, 12, 16, 24–26; ADR-040). The browser names the booking; the server decides the
 * amount and learns the result only from the provider's signed notification.
 */
import { z } from 'zod';
import { bookingStatuses, paymentProviders, paymentStatuses } from '../enums.ts';
import { endpoint } from './definition.ts';

/**
 * The web app's payment pages: the result pages (spec §2; decisions 16, 26) and the built-in
 * sandbox bank. Kept here, not in the web app's `paths`, so that the entry does not carry them.
 */
export const paymentPages = {
  success: '/success-payment',
  failure: '/failure-payment',
  sandboxBank: '/sandbox-bank',
} as const;

/** A refund's life at the provider: asked, then confirmed or refused. */
export const refundStatuses = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/**
 * Why a refund exists: only a confirmed `cancellation` cancels the booking (ADR-040). A payment has
 * at most one of the first three (each refunds what is left); `problem` (a resolved problem
 * report) and `operator` (an operator's refund) may be many, in part (PD-39, ADR-081).
 */
export const refundKinds = ['cancellation', 'orphan', 'duplicate', 'problem', 'operator'] as const;
/** The kinds a payment has at most one of, each asked again after a failure (`attempt`). */
export const automaticRefundKinds = ['cancellation', 'orphan', 'duplicate'] as const;
export type AutomaticRefundKind = (typeof automaticRefundKinds)[number];
export type RefundKind = (typeof refundKinds)[number];

/** What stored notifications did: applied, changed nothing (replay, older, unknown). */
export const paymentEventOutcomes = [
  'applied',
  'no_change',
  'unknown_intent',
  'ignored',
  /** A success whose amount or currency is not the stored payment's: recorded, not applied. */
  'amount_mismatch',
] as const;
export type PaymentEventOutcome = (typeof paymentEventOutcomes)[number];

/**
 * The spec's body: only `booking_id` decides; the other fields are accepted and ignored (the
 * server's amount is charged, decision 9).
 */
export const PayBookingBodySchema = z.object({
  booking_id: z.string().trim().min(1).max(100),
  currency: z.unknown().optional(),
  booked_hours: z.unknown().optional(),
  agent_name: z.unknown().optional(),
  agent_id: z.unknown().optional(),
  hourlyrate: z.unknown().optional(),
  customer_id: z.unknown().optional(),
  customer_name: z.unknown().optional(),
  customer_email: z.unknown().optional(),
  booking_start_time: z.unknown().optional(),
  booking_end_time: z.unknown().optional(),
  amount: z.unknown().optional(),
});
export type PayBookingBody = z.infer<typeof PayBookingBodySchema>;

/** How the browser opens the widget: Fintoc's, or the built-in sandbox bank page. */
export const PayBookingResponseSchema = z.object({
  widget_token: z.string(),
  provider: z.enum(paymentProviders),
  /** Fintoc's public key (only with the Fintoc provider). */
  public_key: z.string().nullable(),
  payment_id: z.string(),
  amount: z.number().int(),
  currency: z.literal('clp'),
});
export type PayBookingResponse = z.infer<typeof PayBookingResponseSchema>;

/** The booking's payment as its customer reads it on the result pages. */
export const BookingPaymentSchema = z.object({
  booking_id: z.string(),
  booking_status: z.enum(bookingStatuses),
  amount: z.number().int(),
  /** The latest attempt's status, or null before any. */
  payment_status: z.enum(paymentStatuses).nullable(),
  refund_status: z.enum(refundStatuses).nullable(),
});
export type BookingPayment = z.infer<typeof BookingPaymentSchema>;

/** The sandbox bank page's view of an intent. */
export const SandboxIntentSchema = z.object({
  amount: z.number().int(),
  currency: z.literal('clp'),
  description: z.string(),
  booking_id: z.string(),
  status: z.enum(paymentStatuses),
});
export type SandboxIntent = z.infer<typeof SandboxIntentSchema>;

export const sandboxBanks = [
  'Banco de Chile',
  'BancoEstado',
  'Banco Santander',
  'Bci',
  'Scotiabank',
  'Itaú',
  'Banco BICE',
  'Banco Security',
  'Banco Falabella',
  'Banco Ripley',
] as const;

export const SandboxSettleBodySchema = z.object({
  outcome: z.enum(['succeeded', 'rejected']),
  bank: z.enum(sandboxBanks),
});
export type SandboxSettleBody = z.infer<typeof SandboxSettleBodySchema>;

export const WebhookAckSchema = z.object({ received: z.literal(true) });

/** The `:id` of a booking, the `:provider` of a notification, the `:token` of a sandbox payment. */
export const PaymentBookingParamsSchema = z.object({ id: z.string() });
export const ProviderParamsSchema = z.object({ provider: z.string().max(40) });
export const SandboxTokenParamsSchema = z.object({ token: z.string().max(200) });

/** The customer starts paying an own accepted booking. */
export const startPayment = endpoint({
  method: 'POST',
  path: '/api/bookings/payment',
  body: PayBookingBodySchema,
  answers: { 200: PayBookingResponseSchema },
});

/** The state of an own booking and of its payment. */
export const readBookingPayment = endpoint({
  method: 'GET',
  path: '/api/bookings/:id/payment',
  params: PaymentBookingParamsSchema,
  answers: { 200: BookingPaymentSchema },
});

/** A provider's signed notification; its raw body is read as text, before any parsing. */
export const receivePaymentNotification = endpoint({
  method: 'POST',
  path: '/api/payments/webhooks/:provider',
  params: ProviderParamsSchema,
  answers: { 200: WebhookAckSchema },
});

/** The sandbox bank: the payment a widget token of the caller opens. */
export const readSandboxIntent = endpoint({
  method: 'GET',
  path: '/api/payments/sandbox/intents/:token',
  params: SandboxTokenParamsSchema,
  answers: { 200: SandboxIntentSchema },
});

/** The sandbox bank: approves or rejects the transfer, as the provider would notify it. */
export const settleSandboxIntent = endpoint({
  method: 'POST',
  path: '/api/payments/sandbox/intents/:token/settle',
  params: SandboxTokenParamsSchema,
  body: SandboxSettleBodySchema,
  answers: { 200: BookingPaymentSchema },
});
