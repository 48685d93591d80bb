import {
  AUDIT_LOG_PAGE_SIZE,
  type AuditLogPage,
  type AuditLogQuery,
} from '@brillo/domain/contracts/operators';
import type { Database } from '../../db/client.ts';
import { readAuditLog } from './repository.ts';

/** The console's reads (PD-36): the audit log so far. */
export function createOperatorsService({ db }: { db: Database }) {
  return {
    /** A page of the audit log, newest first, filtered by target and by operator. */
    async auditLog(query: AuditLogQuery): Promise<AuditLogPage> {
      const page = query.page ?? 1;
      const { rows, total } = await readAuditLog(db, query, {
        limit: AUDIT_LOG_PAGE_SIZE,
        offset: (page - 1) * AUDIT_LOG_PAGE_SIZE,
      });
      return {
        entries: rows.map((row) => ({
          id: row.id,
          createdAt: row.createdAt.toISOString(),
          operator:
            row.operatorId && row.operatorName !== null && row.operatorEmail !== null
              ? { id: row.operatorId, name: row.operatorName, email: row.operatorEmail }
              : null,
          action: row.action,
          targetType: row.targetType,
          targetId: row.targetId,
          reason: row.reason,
          before: row.before,
          after: row.after,
        })),
        total,
        page,
        pageSize: AUDIT_LOG_PAGE_SIZE,
      };
    },
  };
}
