import { z } from 'zod';
import { accountRoles } from '../enums.ts';
import { operatorAccountsTexts } from '../texts/operator-accounts.es-CL.ts';
import { endpoint } from './definition.ts';
import { OPERATOR_REASON_MAX_LENGTH } from './operator-bookings.ts';

/**
 * The operators' accounts under `/api/operador/accounts` (issue 32, PD-38, ADR-082): customers and
 * agents found by a piece of their name or email, one account with its state and the history of
 * its suspensions, and suspending or restoring it with a written reason. Operators' own accounts
 * are listed nowhere here: `npm run operator` manages them.
 */

const { api } = operatorAccountsTexts;

/** Rows per page of the list. */
export const OPERATOR_ACCOUNTS_PAGE_SIZE = 50;
/** The last page one can ask for: deeper pages are reached by searching. */
export const OPERATOR_ACCOUNTS_LAST_PAGE = 1000;

/** The accounts the console manages. */
export const managedAccountRoles = ['customer', 'agent'] as const;
export type ManagedAccountRole = (typeof managedAccountRoles)[number];

export const accountStates = ['active', 'suspended'] as const;
export type AccountState = (typeof accountStates)[number];

/** Filters of the list: a piece of the name or email, the role, the state, and the page from 1. */
export const OperatorAccountsQuerySchema = z.object({
  text: z
    .string({ error: api.badText })
    .trim()
    .min(1, { error: api.badText })
    .max(100, { error: api.badText })
    .optional(),
  role: z.enum(managedAccountRoles, { error: api.badRole }).optional(),
  state: z.enum(accountStates, { error: api.badState }).optional(),
  page: z.coerce
    .number({ error: api.badPage })
    .int({ error: api.badPage })
    .min(1, { error: api.badPage })
    .max(OPERATOR_ACCOUNTS_LAST_PAGE, { error: api.badPage })
    .optional(),
});
export type OperatorAccountsQuery = z.infer<typeof OperatorAccountsQuerySchema>;

const instant = z.iso.datetime({ offset: true });

export const OperatorAccountRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(accountRoles),
  state: z.enum(accountStates),
  createdAt: instant,
  /** When it was suspended; null for an active account. */
  suspendedAt: instant.nullable(),
});
export type OperatorAccountRow = z.infer<typeof OperatorAccountRowSchema>;

export const OperatorAccountsPageSchema = z.object({
  accounts: z.array(OperatorAccountRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OperatorAccountsPage = z.infer<typeof OperatorAccountsPageSchema>;

/** One suspension or restoration, from the audit log. */
export const AccountStatusChangeSchema = z.object({
  id: z.string(),
  at: instant,
  action: z.enum(['suspended', 'restored']),
  /** The operator who acted; null for the server's command. */
  operator: z.object({ id: z.string(), name: z.string() }).nullable(),
  reason: z.string(),
  /** A suspension's bookings it ended. */
  bookingsEnded: z.number().int().nullable(),
});
export type AccountStatusChange = z.infer<typeof AccountStatusChangeSchema>;

export const OperatorAccountDetailSchema = OperatorAccountRowSchema.extend({
  phone: z.string().nullable(),
  emailVerified: z.boolean(),
  /** The comuna of the customer's address or of the agent's profile, when known. */
  comuna: z.string().nullable(),
  /** Bookings of the person not over yet (requests, accepted, paid). */
  openBookings: z.number().int(),
  /** Newest first. */
  history: z.array(AccountStatusChangeSchema),
  /** What an operator may do to it now. */
  actions: z.array(z.enum(['suspend', 'restore'])),
});
export type OperatorAccountDetail = z.infer<typeof OperatorAccountDetailSchema>;

export const OperatorAccountParamsSchema = z.object({ id: z.string() });

/** A suspension's or restoration's body: the reason, required, in the operator's words. */
export const AccountStatusChangeBodySchema = z.strictObject({
  reason: z
    .string({ error: api.reasonRequired })
    .trim()
    .min(1, { error: api.reasonRequired })
    .max(OPERATOR_REASON_MAX_LENGTH, { error: api.reasonTooLong(OPERATOR_REASON_MAX_LENGTH) }),
});
export type AccountStatusChangeBody = z.infer<typeof AccountStatusChangeBodySchema>;

export const operatorAccounts = endpoint({
  method: 'GET',
  path: '/api/operador/accounts',
  querystring: OperatorAccountsQuerySchema,
  answers: { 200: OperatorAccountsPageSchema },
});

export const operatorAccount = endpoint({
  method: 'GET',
  path: '/api/operador/accounts/:id',
  params: OperatorAccountParamsSchema,
  answers: { 200: OperatorAccountDetailSchema },
});

export const operatorSuspendAccount = endpoint({
  method: 'POST',
  path: '/api/operador/accounts/:id/suspend',
  params: OperatorAccountParamsSchema,
  body: AccountStatusChangeBodySchema,
  answers: { 200: OperatorAccountDetailSchema },
});

export const operatorRestoreAccount = endpoint({
  method: 'POST',
  path: '/api/operador/accounts/:id/restore',
  params: OperatorAccountParamsSchema,
  body: AccountStatusChangeBodySchema,
  answers: { 200: OperatorAccountDetailSchema },
});
