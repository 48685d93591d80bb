import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import { Pager } from './pager';
import { ScrollingTable } from './scrolling-table';

interface PagedTableProps {
  /** The page shown, from 1, of `total` rows in pages of `pageSize`. */
  page: { page: number; total: number; pageSize: number };
  /** How many rows the list has, said above the table (none when left out). */
  totalText?: string;
  /** The id of the heading that names the table. */
  labelledBy: string;
  columns: readonly string[];
  onPage: (page: number) => void;
  /** The rows (`Table.Tr`), each leading somewhere. */
  children: ReactNode;
}

/**
 * A page of a console list: how many rows it has, a table that scrolls sideways on a narrow
 * screen, then the pages.
 */
export function PagedTable({
  page,
  totalText,
  labelledBy,
  columns,
  onPage,
  children,
}: PagedTableProps) {
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  return (
    <Stack gap="sm">
      {totalText === undefined ? null : <Text size="sm">{totalText}</Text>}
      <ScrollingTable labelledBy={labelledBy} columns={columns} highlightOnHover>
        {children}
      </ScrollingTable>
      <Pager page={page.page} pages={pages} onPage={onPage} />
    </Stack>
  );
}
