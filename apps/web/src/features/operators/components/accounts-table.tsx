import { consolePaths } from '@brillo/domain/console-paths';
import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router';
import type { OperatorAccountsPage } from '@brillo/domain/contracts/operator-accounts';
import { formatDateTime } from '@brillo/domain/format';
import { operatorAccountsTexts } from '@brillo/domain/texts/operator-accounts.es-CL';
import { PagedTable } from './paged-table';
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
  return (
    <PagedTable
      page={page}
      totalText={texts.total(page.total)}
      labelledBy="accounts-title"
      columns={columns}
      onPage={onPage}
    >
      {page.accounts.map((account) => (
        <Table.Tr key={account.id}>
          <Table.Td className={classes.wrap}>
            <Anchor
              component={Link}
              to={consolePaths.operatorAccount.replace(':id', account.id)}
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
    </PagedTable>
  );
}
