import { Table, Text } from '@mantine/core';
import type { AuditLogEntry, AuditLogPage } from '@brillo/domain/contracts/operators';
import { formatDateTime } from '@brillo/domain/format';
import { operatorsTexts } from '@brillo/domain/texts/operators.es-CL';
import { NO_VALUE, changedFields } from '../audit-changes';
import { PagedTable } from './paged-table';
import own from './audit-log-table.module.css';
import classes from './scrolling-table.module.css';

const texts = operatorsTexts.auditLog;

function who(entry: AuditLogEntry): string {
  return entry.operator ? `${entry.operator.name} (${entry.operator.email})` : texts.server;
}

/** The fields the action changed, one a line: 'field: before → after' (or only the value). */
function Changes({ entry }: { entry: AuditLogEntry }) {
  const changes = changedFields(entry.before, entry.after);
  if (changes.length === 0) return <Text size="xs">{NO_VALUE}</Text>;
  return (
    <ul className={own.changes}>
      {changes.map(({ field, before, after }) => (
        <li key={field}>
          <Text size="xs" className={classes.wrap}>
            <Text span size="xs" fw={600} ff="monospace">
              {field}
            </Text>
            {': '}
            {[before, after].filter((value) => value !== null).join(' → ')}
          </Text>
        </li>
      ))}
    </ul>
  );
}

const columns = [
  texts.when,
  texts.who,
  texts.action,
  texts.target,
  texts.reason,
  texts.changes,
] as const;

interface AuditLogTableProps {
  page: AuditLogPage;
  timeZone: string;
  onPage: (page: number) => void;
}

/**
 * A page of the audit log: a table that scrolls sideways on a narrow screen, then the pages.
 */
export function AuditLogTable({ page, timeZone, onPage }: AuditLogTableProps) {
  return (
    <PagedTable
      page={page}

      labelledBy="audit-log-title"
      columns={columns}
      onPage={onPage}
    >
      {page.entries.map((entry) => (
        <Table.Tr key={entry.id}>
          <Table.Td className={classes.nowrap}>
            {formatDateTime(entry.createdAt, timeZone)}
          </Table.Td>
          <Table.Td>{who(entry)}</Table.Td>
          <Table.Td>{operatorsTexts.actions[entry.action] ?? entry.action}</Table.Td>
          <Table.Td>
            <Text size="sm">{entry.targetType}</Text>
            <Text size="xs" c="gray.7" className={classes.wrap}>
              {entry.targetId}
            </Text>
          </Table.Td>
          <Table.Td>{entry.reason}</Table.Td>
          <Table.Td>
            <Changes entry={entry} />
          </Table.Td>
        </Table.Tr>
      ))}
    </PagedTable>
  );
}
