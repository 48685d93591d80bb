import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  operatorAccount,
  operatorAccounts,
  operatorRestoreAccount,
  operatorSuspendAccount,
  type OperatorAccountsQuery,
} from '@brillo/domain/contracts/operator-accounts';
import { callApi } from '@/lib/api-client';
import { consoleListQueryOptions, consoleQueryOptions } from './console-query';

export const operatorAccountKeys = {
  all: ['operator-accounts'] as const,
  page: (query: OperatorAccountsQuery) => [...operatorAccountKeys.all, 'page', query] as const,
  one: (id: string) => [...operatorAccountKeys.all, 'one', id] as const,
};

/** A page of customers' and agents' accounts (`GET /api/operador/accounts`). */
export function useOperatorAccounts(query: OperatorAccountsQuery) {
  return useQuery(
    consoleListQueryOptions(operatorAccountKeys.page(query), (signal) =>
      callApi(operatorAccounts, { query, signal }),
    ),
  );
}

/** One account with its state and history (`GET /api/operador/accounts/:id`). */
export function useOperatorAccount(id: string) {
  return useQuery(
    consoleQueryOptions(operatorAccountKeys.one(id), (signal) =>
      callApi(operatorAccount, { params: { id }, signal }),
    ),
  );
}

/** Suspends or restores the account with a reason; the answer is the account as it is now. */
export function useChangeAccountStatus(id: string, change: 'suspend' | 'restore') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      callApi(change === 'suspend' ? operatorSuspendAccount : operatorRestoreAccount, {
        params: { id },
        body: { reason },
      }),
    onSuccess: (account) => {
      queryClient.setQueryData(operatorAccountKeys.one(id), account);
      void queryClient.invalidateQueries({ queryKey: [...operatorAccountKeys.all, 'page'] });
      // The person's bookings may have ended.
      void queryClient.invalidateQueries({ queryKey: ['operator-bookings'] });
    },
  });
}
