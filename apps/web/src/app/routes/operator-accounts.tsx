import type { OperatorAccountsQuery } from '@brillo/domain/contracts/operator-accounts';
import { operatorAccountsTexts } from '@brillo/domain/texts/operator-accounts.es-CL';
import { useOperatorAccounts } from '@/features/operators/api/accounts';
import {
  AccountFilters,
  accountRoles,
  accountStates,
  type AccountFilterValues,
} from '@/features/operators/components/account-filters';
import { AccountsTable } from '@/features/operators/components/accounts-table';
import { ConsoleList } from '@/features/operators/components/console-list';
import {
  listQuery,
  paramsAddress,
  useListAddress,
} from '@/features/operators/hooks/use-list-address';
import { consoleRefusal } from './not-found';

const texts = operatorAccountsTexts.list;

/** The search, as the address keeps it (a search can be shared). */
const address = paramsAddress<AccountFilterValues>(
  { text: 'buscar', role: 'tipo', state: 'estado' },
  { role: accountRoles, state: accountStates },
);

/**
 * /operador/cuentas (issue 32, PD-38): customers' and agents' accounts, searched and paged, each
 * opening its page. As the rest of the console, the API decides who sees it.
 */
export function OperatorAccountsRoute() {
  const { filters, page, key, setFilters, setPage } = useListAddress(address);
  const list = useOperatorAccounts(listQuery<OperatorAccountsQuery>({ ...filters }, page));
  return (
    <ConsoleList
      list={list}
      texts={texts}
      titleId="accounts-title"
      refusal={consoleRefusal}
      filters={<AccountFilters key={key} value={filters} onChange={setFilters} />}
      isEmpty={(found) => found.accounts.length === 0}
    >
      {(found, timeZone) => <AccountsTable page={found} timeZone={timeZone} onPage={setPage} />}
    </ConsoleList>
  );
}
