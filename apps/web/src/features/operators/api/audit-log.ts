import { useQuery } from '@tanstack/react-query';
import { operatorAuditLog, type AuditLogQuery } from '@brillo/domain/contracts/operators';
import { callApi } from '@/lib/api-client';
import { consoleListQueryOptions } from './console-query';

export const auditLogKeys = {
  all: ['operator-audit-log'] as const,
  page: (query: AuditLogQuery) => [...auditLogKeys.all, query] as const,
};

/** A page of the audit log (`GET /api/operador/audit-log`), newest first, with its filters. */
export function getAuditLog(query: AuditLogQuery, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(operatorAuditLog, { query, signal });
}

export function auditLogQueryOptions(query: AuditLogQuery) {
  return consoleListQueryOptions(auditLogKeys.page(query), (signal) =>
    getAuditLog(query, { signal }),
  );
}

export function useAuditLog(query: AuditLogQuery) {
  return useQuery(auditLogQueryOptions(query));
}
