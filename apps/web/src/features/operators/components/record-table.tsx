import type { ReactNode } from 'react';
import { Stack, Table, Text, Title } from '@mantine/core';
import { operatorBookingsTexts } from '@brillo/domain/texts/operator-bookings.es-CL';
import { ScrollingTable } from './scrolling-table';
import classes from './scrolling-table.module.css';

interface RecordTableProps {
  /** The section's id: its heading names the table's region. */
  id: string;
  title: string;
  columns: readonly string[];
  rows: readonly (readonly ReactNode[])[];
}

/**
 * One section of a booking's records (history, payments, events, refunds, emails): its heading,
 * then a table that scrolls sideways on a narrow screen, or 'Ninguno.' when there are none.
 */
export function RecordTable({ id, title, columns, rows }: RecordTableProps) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={3} id={id}>
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm">{operatorBookingsTexts.detail.none}</Text>
      ) : (
        <ScrollingTable labelledBy={id} columns={columns}>
          {rows.map((cells, index) => (
            <Table.Tr key={index}>
              {cells.map((cell, column) => (
                <Table.Td key={column} className={classes.wrap}>
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </ScrollingTable>
      )}
    </Stack>
  );
}
