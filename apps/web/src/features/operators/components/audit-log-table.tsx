import { Group, Button, Stack, Table, Text } from '@mantine/core';
import type { AuditLogEntry, AuditLogPage } from '@brillo/domain/contracts/operators';
import { formatDateTime } from '@brillo/domain/format';
import { operatorsTexts } from '@brillo/domain/texts/operators.es-CL';
import classes from './audit-log-table.module.css';

const texts = operatorsTexts.auditLog;

function who(entry: AuditLogEntry): string {
  return entry.operator ? `${entry.operator.name} (${entry.operator.email})` : texts.server;
}

function changes(entry: AuditLogEntry): string {
  return `${JSON.stringify(entry.before)} → ${JSON.stringify(entry.after)}`;
}

interface AuditLogTableProps {
  page: AuditLogPage;
  timeZone: string;
  onPage: (page: number) => void;
}

/**
 * A page of the audit log: a table that scrolls sideways on a narrow screen (its region takes the
 * keyboard focus, so it scrolls without a mouse), then the pages.
 */
export function AuditLogTable({ page, timeZone, onPage }: AuditLogTableProps) {
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  return (
    <Stack gap="sm">
      <div
        className={classes.scroller}
        role="region"
        aria-labelledby="audit-log-title"
        tabIndex={0}
      >
        <Table striped highlightOnHover verticalSpacing="xs" className={classes.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{texts.when}</Table.Th>
              <Table.Th scope="col">{texts.who}</Table.Th>
              <Table.Th scope="col">{texts.action}</Table.Th>
              <Table.Th scope="col">{texts.target}</Table.Th>
              <Table.Th scope="col">{texts.reason}</Table.Th>
              <Table.Th scope="col">{texts.changes}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page.entries.map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td className={classes.nowrap}>
                  {formatDateTime(entry.createdAt, timeZone)}
                </Table.Td>
                <Table.Td>{who(entry)}</Table.Td>
                <Table.Td>{operatorsTexts.actions[entry.action] ?? entry.action}</Table.Td>
                <Table.Td>
                  <Text size="sm">{entry.targetType}</Text>
                  <Text size="xs" c="gray.7" className={classes.id}>
                    {entry.targetId}
                  </Text>
                </Table.Td>
                <Table.Td>{entry.reason}</Table.Td>
                <Table.Td>
                  <Text size="xs" ff="monospace" className={classes.id}>
                    {changes(entry)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      <Group justify="space-between" gap="sm">
        <Button variant="default" disabled={page.page <= 1} onClick={() => onPage(page.page - 1)}>
          {texts.previous}
        </Button>
        <Text size="sm" aria-live="polite">
          {texts.pageOf(page.page, pages)}
        </Text>
        <Button
          variant="default"
          disabled={page.page >= pages}
          onClick={() => onPage(page.page + 1)}
        >
          {texts.next}
        </Button>
      </Group>
    </Stack>
  );
}
