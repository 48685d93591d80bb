import type { ReactNode } from 'react';
import { Table } from '@mantine/core';
import classes from './scrolling-table.module.css';

interface ScrollingTableProps {
  /** The id of the heading that names the table. */
  labelledBy: string;
  columns: readonly string[];
  /** Rows light up under the pointer (lists whose rows lead somewhere). */
  highlightOnHover?: boolean;
  /** The rows (`Table.Tr`). */
  children: ReactNode;
}

/**
 * A console table that scrolls sideways on a narrow screen: its region, named by the table's
 * heading, takes the keyboard focus, so it scrolls without a mouse.
 */
export function ScrollingTable({
  labelledBy,
  columns,
  highlightOnHover = false,
  children,
}: ScrollingTableProps) {
  return (
    <div className={classes.scroller} role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <Table
        striped
        highlightOnHover={highlightOnHover}
        verticalSpacing="xs"
        className={classes.table}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th scope="col" key={column}>
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </div>
  );
}
