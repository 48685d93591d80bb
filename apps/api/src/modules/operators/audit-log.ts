import type { AuditAction, AuditTargetType } from '@brillo/domain/contracts/operators';
import type { Executor } from '../../db/client.ts';
import { insertAuditEntry } from './repository.ts';

/** One action to record: who did what to which row, why, and the fields it changed. */
export interface AuditedAction {
  /** The operator who acted; null for the server's command (`npm run operator`). */
  operatorId: string | null;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  /** Why, in the operator's words: required, never blank (the database checks it too). */
  reason: string;
  /** The changed fields as they were (null when the target did not exist). */
  before: Record<string, unknown> | null;
  /** The changed fields as they became (null when the target is gone). */
  after: Record<string, unknown> | null;
}

/**
 * Records an operator action in the audit log (PD-36, ADR-078). Call it with the transaction that
 * makes the change, so that the change and its row are committed together or not at all:
 *
 * ```ts
 * await db.transaction(async (tx) => {
 *   const before = await lockDocument(tx, id);
 *   await approveDocument(tx, id);
 *   await recordOperatorAction(tx, { operatorId, action: 'document.approved', … });
 * });
 * ```
 *
 * The row can never be changed or deleted afterwards: the database refuses it (migration 0016).
 */
export async function recordOperatorAction(tx: Executor, action: AuditedAction) {
  const reason = action.reason.trim();
  if (!reason) throw new Error(`recordOperatorAction: ${action.action} needs a reason`);
  return insertAuditEntry(tx, { ...action, reason });
}
