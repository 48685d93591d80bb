import { z } from 'zod';
import { operatorsTexts } from '../texts/operators.es-CL.ts';
import { validationTexts } from '../texts/validation.es-CL.ts';
import { PASSWORD_MAX_LENGTH } from './account-fields.ts';
import { endpoint } from './definition.ts';

/**
 * The operators' endpoints (PD-36, ADR-078): the authenticator's set-up and codes, forwarded to
 * better-auth's two-factor plugin, and the console's own routes under `/api/operador`.
 */

/** A code of the authenticator app: 6 digits (spaces people type between groups are dropped). */
export const TotpCodeSchema = z
  .string({ error: operatorsTexts.errors.invalidCode })
  .max(20, { error: operatorsTexts.errors.invalidCode })
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: operatorsTexts.errors.invalidCode }));

/** A recovery code as better-auth makes them (`xxxxx-xxxxx`), letters and digits. */
export const RecoveryCodeSchema = z
  .string({ error: operatorsTexts.errors.invalidRecoveryCode })
  .trim()
  .max(40, { error: operatorsTexts.errors.invalidRecoveryCode })
  .regex(/^[A-Za-z0-9-]+$/, { error: operatorsTexts.errors.invalidRecoveryCode });

export const TotpCodeBodySchema = z.strictObject({ code: TotpCodeSchema });
export const RecoveryCodeBodySchema = z.strictObject({ code: RecoveryCodeSchema });

/** The password again, before the authenticator's secret is made. */
export const EnableTwoFactorBodySchema = z.strictObject({
  password: z
    .string({ error: validationTexts.passwordRequired })
    .min(1, { error: validationTexts.passwordRequired })
    .max(PASSWORD_MAX_LENGTH, { error: validationTexts.passwordTooLong(PASSWORD_MAX_LENGTH) }),
});

/** The new authenticator: its `otpauth://` URI (secret inside) and the recovery codes, once. */
export const TwoFactorSetupSchema = z.object({
  totpURI: z.string(),
  backupCodes: z.array(z.string()),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>;

/** A code accepted: the session is in the `HttpOnly` cookie; the answer names who signed in. */
export const TwoFactorVerifiedSchema = z.object({
  user: z.object({ id: z.string(), name: z.string(), email: z.email() }),
});
export type TwoFactorVerified = z.infer<typeof TwoFactorVerifiedSchema>;

export const enableTwoFactor = endpoint({
  method: 'POST',
  path: '/api/auth/two-factor/enable',
  body: EnableTwoFactorBodySchema,
  answers: { 200: TwoFactorSetupSchema },
});

export const verifyTotp = endpoint({
  method: 'POST',
  path: '/api/auth/two-factor/verify-totp',
  body: TotpCodeBodySchema,
  answers: { 200: TwoFactorVerifiedSchema },
});

export const verifyRecoveryCode = endpoint({
  method: 'POST',
  path: '/api/auth/two-factor/verify-backup-code',
  body: RecoveryCodeBodySchema,
  answers: { 200: TwoFactorVerifiedSchema },
});

/**
 * What the audit log records so far (PD-36); each later operator action adds its name here.
 * Names are `<target>.<past participle>`; the console shows them through `operatorsTexts.actions`.
 */
export const auditActions = [
  'operator.added',
  'operator.removed',
  'document.approved',
  'document.rejected',
  'booking.cancelled',
  'account.suspended',
  'account.restored',
  'booking.ended_by_suspension',
  'booking.refunded',
  'problem.resolved',
  'payout.created',
  'payout.confirmed',
  'payout.failed',
  'payout.run_started',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** What an audit row is about: the table its `targetId` is a row of. */
export const auditTargetTypes = [
  'user',
  'agent_document',
  'booking',
  'problem_report',
  'payout',
  'payout_run',
] as const;
export type AuditTargetType = (typeof auditTargetTypes)[number];

/** Rows per page of the audit log. */
export const AUDIT_LOG_PAGE_SIZE = 50;
/** The last page one can ask for: deeper history is reached by filtering. */
export const AUDIT_LOG_LAST_PAGE = 1000;

const filterText = (max: number) =>
  z
    .string({ error: operatorsTexts.auditLog.badFilter })
    .trim()
    .min(1, { error: operatorsTexts.auditLog.badFilter })
    .max(max, { error: operatorsTexts.auditLog.badFilter })
    .optional();

/** Filters of the audit log: by target (type, and id within it), by operator; a page from 1. */
export const AuditLogQuerySchema = z.object({
  targetType: filterText(40),
  targetId: filterText(100),
  operatorId: filterText(100),
  page: z.coerce
    .number({ error: operatorsTexts.auditLog.badPage })
    .int({ error: operatorsTexts.auditLog.badPage })
    .min(1, { error: operatorsTexts.auditLog.badPage })
    .max(AUDIT_LOG_LAST_PAGE, { error: operatorsTexts.auditLog.badPage })
    .optional(),
});
export type AuditLogQuery = z.infer<typeof AuditLogQuerySchema>;

/** One row of the audit log; `operator` is null for what the server's command did. */
export const AuditLogEntrySchema = z.object({
  id: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  operator: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  reason: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditLogEntry = z.infer<typeof AuditLogEntrySchema>;

export const AuditLogPageSchema = z.object({
  entries: z.array(AuditLogEntrySchema),
  /** Rows matching the filters, over every page. */
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type AuditLogPage = z.infer<typeof AuditLogPageSchema>;

export const operatorAuditLog = endpoint({
  method: 'GET',
  path: '/api/operador/audit-log',
  querystring: AuditLogQuerySchema,
  answers: { 200: AuditLogPageSchema },
});
