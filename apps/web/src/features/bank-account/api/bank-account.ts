import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  readBankAccount,
  saveBankAccount,
  type BankAccountAnswer,
  type SaveBankAccountBody,
} from '@brillo/domain/contracts/bank-account';
import { callApi } from '@/lib/api-client';

/** The agent's bank account for payouts (PD-42): `readBankAccount` and `saveBankAccount`. */
const bankAccountKey = ['agent-bank-account'] as const;

export function getBankAccountQueryOptions() {
  return queryOptions({
    queryKey: bankAccountKey,
    queryFn: ({ signal }) => callApi(readBankAccount, { signal }),
  });
}

export function useBankAccount() {
  return useQuery(getBankAccountQueryOptions());
}

export function useSaveBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveBankAccountBody) => callApi(saveBankAccount, { body }),
    onSuccess: ({ rut, account }) => {
      queryClient.setQueryData<BankAccountAnswer>(bankAccountKey, { rut, account });
    },
  });
}
