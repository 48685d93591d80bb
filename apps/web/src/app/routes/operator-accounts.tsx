import { Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { OperatorAccountsQuery } from '@brillo/domain/contracts/operator-accounts';
import { operatorAccountsTexts } from '@brillo/domain/texts/operator-accounts.es-CL';
import { DEFAULT_TIME_ZONE } from '@brillo/domain/zoned-time';
import { LoadFailed, LoadingState } from '@/components/load-states';
import { useOperatorAccounts } from '@/features/operators/api/accounts';
import {
  AccountFilters,
  type AccountFilterValues,
} from '@/features/operators/components/account-filters';
import { AccountsTable } from '@/features/operators/components/accounts-table';
import { ConsolePage } from '@/features/operators/components/console-page';
import { usePageTitle } from '@/hooks/use-page-title';
import { usePublicConfig } from '@/hooks/use-public-config';
import { ApiError } from '@/lib/api-client';
import { consoleRefusal } from './not-found';

const texts = operatorAccountsTexts.list;

/** The search and the page, as the address keeps them (a search can be shared). */
function filtersFrom(search: URLSearchParams): AccountFilterValues & { page: number } {
  const role = search.get('tipo');
  const state = search.get('estado');
  const page = Number(search.get('pagina'));
  return {
    text: search.get('buscar')?.trim() ?? '',
    role: role === 'customer' || role === 'agent' ? role : '',
    state: state === 'active' || state === 'suspended' ? state : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function searchFrom(filters: AccountFilterValues, page = 1): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.text) search.set('buscar', filters.text);
  if (filters.role) search.set('tipo', filters.role);
  if (filters.state) search.set('estado', filters.state);
  if (page > 1) search.set('pagina', String(page));
  return search;
}

function queryOf(filters: AccountFilterValues & { page: number }): OperatorAccountsQuery {
  return {
    ...(filters.text ? { text: filters.text } : {}),
    ...(filters.role ? { role: filters.role } : {}),
    ...(filters.state ? { state: filters.state } : {}),
    ...(filters.page > 1 ? { page: filters.page } : {}),
  };
}

/**
 * /operador/cuentas (issue 32, PD-38): customers' and agents' accounts, searched and paged, each
 * opening its page. As the rest of the console, the API decides who sees it.
 */
export function OperatorAccountsRoute() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFrom(search);
  const list = useOperatorAccounts(queryOf(filters));
  const error = list.error instanceof ApiError ? list.error : null;
  const timeZone = usePublicConfig().data?.timeZone ?? DEFAULT_TIME_ZONE;
  usePageTitle(texts.title);

  const refusal = consoleRefusal(error);
  if (refusal) return refusal;

  let body;
  if (list.isPending) body = <LoadingState text={texts.loading} />;
  else if (list.isError) {
    body = (
      <LoadFailed
        text={error?.message || texts.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (list.data.accounts.length === 0) body = <Text role="status">{texts.empty}</Text>;
  else {
    body = (
      <AccountsTable
        page={list.data}
        timeZone={timeZone}
        onPage={(page) => setSearch(searchFrom(filters, page))}
      />
    );
  }

  return (
    <ConsolePage>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} id="accounts-title">
            {texts.title}
          </Title>
          <Text c="gray.7">{texts.intro}</Text>
        </Stack>
        <AccountFilters
          key={search.toString()}
          value={filters}
          onChange={(next) => setSearch(searchFrom(next))}
        />
        {body}
      </Stack>
    </ConsolePage>
  );
}
