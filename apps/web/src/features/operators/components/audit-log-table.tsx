import { Stack, Table, Text } from '@mantine/core';
import type { AuditLogEntry, AuditLogPage } from '@brillo/domain/contracts/operators';
import { formatDateTime } from '@brillo/domain/format';
import { operatorsTexts } from '@brillo/domain/texts/operators.es-CL';
import { Pager } from './pager';
import { ScrollingTable } from './scrolling-table';
import classes from './scrolling-table.module.css';

const texts = operatorsTexts.auditLog;

function who(entry: AuditLogEntry): string {
  return entry.operator ? `${entry.operator.name} (${entry.operator.email})` : texts.server;
}

function changes(entry: AuditLogEntry): string {
  return `${JSON.stringify(entry.before)} → ${JSON.stringify(entry.after)}`;
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
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  return (
    <Stack gap="sm">
      <ScrollingTable labelledBy="audit-log-title" columns={columns} highlightOnHover>
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
              <Text size="xs" ff="monospace" className={classes.wrap}>
                {changes(entry)}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </ScrollingTable>
      <Pager page={page.page} pages={pages} onPage={onPage} />
    </Stack>
  );
}
