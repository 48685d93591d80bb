import type { AuditLogQuery } from '@brillo/domain/contracts/operators';
import { operatorsTexts } from '@brillo/domain/texts/operators.es-CL';
import { useAuditLog } from '@/features/operators/api/audit-log';
import {
  AuditLogFilters,
  type AuditLogFilterValues,
} from '@/features/operators/components/audit-log-filters';
import { AuditLogTable } from '@/features/operators/components/audit-log-table';
import { ConsoleList } from '@/features/operators/components/console-list';
import {
  listQuery,
  paramsAddress,
  useListAddress,
} from '@/features/operators/hooks/use-list-address';
import { consoleRefusal } from './not-found';

const texts = operatorsTexts.auditLog;

/** The filters, as the address keeps them (a search can be shared). */
const address = paramsAddress<AuditLogFilterValues>({
  targetType: 'tipo',
  targetId: 'objeto',
  operatorId: 'operador',
});

/**
 * /operador/registro (PD-36): the console's audit log, filtered by target and operator, page by
 * page, the filters and the page kept in the address. The API decides who sees it: 404 shows the
 * not-found page (anyone but an operator), 403 sends an operator without an authenticator to set
 * it up.
 */
export function OperatorAuditLogRoute() {
  const { filters, page, setFilters, setPage } = useListAddress(address);
  const log = useAuditLog(listQuery<AuditLogQuery>({ ...filters }, page));
  return (
    <ConsoleList
      list={log}
      texts={texts}
      titleId="audit-log-title"
      refusal={consoleRefusal}
      filters={<AuditLogFilters value={filters} onChange={setFilters} />}
      isEmpty={(found) => found.entries.length === 0}
    >
      {(found, timeZone) => <AuditLogTable page={found} timeZone={timeZone} onPage={setPage} />}
    </ConsoleList>
  );
}
