import { Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { AuditLogQuery } from '@brillo/domain/contracts/operators';
import { operatorsTexts } from '@brillo/domain/texts/operators.es-CL';
import { LoadFailed, LoadingState } from '@/components/load-states';
import { useAuditLog } from '@/features/operators/api/audit-log';
import {
  AuditLogFilters,
  type AuditLogFilterValues,
} from '@/features/operators/components/audit-log-filters';
import { AuditLogTable } from '@/features/operators/components/audit-log-table';
import { ConsolePage } from '@/features/operators/components/console-page';
import { usePageTitle } from '@/hooks/use-page-title';
import { usePublicConfig } from '@/hooks/use-public-config';
import { ApiError } from '@/lib/api-client';
import { consoleRefusal } from './not-found';

const texts = operatorsTexts.auditLog;
const DEFAULT_TIME_ZONE = 'America/Santiago';

/** The filters and the page, as the address keeps them (a search can be shared). */
function queryFrom(search: URLSearchParams): AuditLogQuery {
  const text = (name: string) => search.get(name)?.trim() || undefined;
  const page = Number(search.get('pagina'));
  return {
    targetType: text('tipo'),
    targetId: text('objeto'),
    operatorId: text('operador'),
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

function searchFrom(query: AuditLogQuery): Record<string, string> {
  const search: Record<string, string> = {};
  if (query.targetType) search.tipo = query.targetType;
  if (query.targetId) search.objeto = query.targetId;
  if (query.operatorId) search.operador = query.operatorId;
  if (query.page && query.page > 1) search.pagina = String(query.page);
  return search;
}

/**
 * /operador/registro (PD-36): the console's audit log, filtered by target and operator, page by
 * page, the filters and the page kept in the address. The API decides who sees it: 404 shows the
 * not-found page (anyone but an operator), 403 sends an operator without an authenticator to set
 * it up.
 */
export function OperatorAuditLogRoute() {
  const [search, setSearch] = useSearchParams();
  const query = queryFrom(search);
  const log = useAuditLog(query);
  const error = log.error instanceof ApiError ? log.error : null;

  const refusal = consoleRefusal(error);
  if (refusal) return refusal;
  if (log.isPending) {
    return (
      <Stack p="xl">
        <LoadingState text={texts.loading} />
      </Stack>
    );
  }
  return <AuditLog query={query} onQuery={(next) => setSearch(searchFrom(next))} log={log} />;
}

interface AuditLogProps {
  query: AuditLogQuery;
  onQuery: (query: AuditLogQuery) => void;
  log: ReturnType<typeof useAuditLog>;
}

function AuditLog({ query, onQuery, log }: AuditLogProps) {
  usePageTitle(texts.title);
  const timeZone = usePublicConfig().data?.timeZone ?? DEFAULT_TIME_ZONE;
  const filters: AuditLogFilterValues = {
    targetType: query.targetType ?? '',
    targetId: query.targetId ?? '',
    operatorId: query.operatorId ?? '',
  };

  return (
    <ConsolePage>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} id="audit-log-title">
            {texts.title}
          </Title>
          <Text c="gray.7">{texts.intro}</Text>
        </Stack>
        <AuditLogFilters
          value={filters}
          onChange={(next) =>
            onQuery({
              targetType: next.targetType || undefined,
              targetId: next.targetId || undefined,
              operatorId: next.operatorId || undefined,
            })
          }
        />
        {log.isError ? (
          <LoadFailed
            text={log.error.message || texts.error}
            onRetry={() => void log.refetch()}
            retrying={log.isFetching}
          />
        ) : null}
        {log.data && log.data.entries.length === 0 ? (
          <Text role="status">{texts.empty}</Text>
        ) : null}
        {log.data && log.data.entries.length > 0 ? (
          <AuditLogTable
            page={log.data}
            timeZone={timeZone}
            onPage={(page) => onQuery({ ...query, page })}
          />
        ) : null}
      </Stack>
    </ConsolePage>
  );
}
