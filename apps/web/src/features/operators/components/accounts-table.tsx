import { Anchor, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { OperatorAccountsPage } from '@brillo/domain/contracts/operator-accounts';
import { formatDateTime } from '@brillo/domain/format';
import { operatorAccountsTexts } from '@brillo/domain/texts/operator-accounts.es-CL';
import { paths } from '@/config/paths';
import { Pager } from './pager';
import { ScrollingTable } from './scrolling-table';
import classes from './scrolling-table.module.css';

const texts = operatorAccountsTexts.list;

const columns = [texts.name, texts.email, texts.role, texts.state, texts.createdAt] as const;

interface AccountsTableProps {
  page: OperatorAccountsPage;
  timeZone: string;
  onPage: (page: number) => void;
}

/** A page of accounts, each name opening the account's page, then the pages. */
export function AccountsTable({ page, timeZone, onPage }: AccountsTableProps) {
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  return (
    <Stack gap="sm">
      <Text size="sm">{texts.total(page.total)}</Text>
      <ScrollingTable labelledBy="accounts-title" columns={columns} highlightOnHover>
        {page.accounts.map((account) => (
          <Table.Tr key={account.id}>
            <Table.Td className={classes.wrap}>
              <Anchor
                component={Link}
                to={paths.operatorAccount.replace(':id', account.id)}
                aria-label={texts.openLabel(account.name)}
              >
                {account.name}
              </Anchor>
            </Table.Td>
            <Table.Td className={classes.wrap}>{account.email}</Table.Td>
            <Table.Td>{operatorAccountsTexts.roles[account.role]}</Table.Td>
            <Table.Td>{operatorAccountsTexts.states[account.state]}</Table.Td>
            <Table.Td className={classes.nowrap}>
              {formatDateTime(account.createdAt, timeZone)}
            </Table.Td>
          </Table.Tr>
        ))}
      </ScrollingTable>
      <Pager page={page.page} pages={pages} onPage={onPage} />
    </Stack>
  );
}
