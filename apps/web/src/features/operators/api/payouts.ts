import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  operatorAgentEarnings,
  operatorConfirmPayout,
  operatorFailPayout,
  operatorLedgerTotals,
  operatorPayAgentNow,
  operatorPayoutRuns,
  operatorPayouts,
  operatorRunPayouts,
  type OperatorPayoutsQuery,
} from '@brillo/domain/contracts/operator-payouts';
import { callApi } from '@/lib/api-client';
import type { PayoutAction } from '../payout-display';
import { consoleListQueryOptions, consoleQueryOptions } from './console-query';

export const operatorPayoutKeys = {
  all: ['operator-payouts'] as const,
  page: (query: OperatorPayoutsQuery) => [...operatorPayoutKeys.all, 'page', query] as const,
  runs: () => [...operatorPayoutKeys.all, 'runs'] as const,
  ledger: () => [...operatorPayoutKeys.all, 'ledger'] as const,
  agent: (id: string) => [...operatorPayoutKeys.all, 'agent', id] as const,
};

/** A page of every payout, newest first, with its filters (`GET /api/operador/payouts`). */
export function useOperatorPayouts(query: OperatorPayoutsQuery) {
  return useQuery(
    consoleListQueryOptions(operatorPayoutKeys.page(query), (signal) =>
      callApi(operatorPayouts, { query, signal }),
    ),
  );
}

/** The weekly runs, the next one and the provider (`GET /api/operador/payout-runs`). */
export function usePayoutRuns() {
  return useQuery(
    consoleQueryOptions(operatorPayoutKeys.runs(), (signal) =>
      callApi(operatorPayoutRuns, { signal }),
    ),
  );
}

/** What Brillo holds, owes and has earned, and the reconciliation (`GET /api/operador/ledger`). */
export function useLedgerTotals() {
  return useQuery(
    consoleQueryOptions(operatorPayoutKeys.ledger(), (signal) =>
      callApi(operatorLedgerTotals, { signal }),
    ),
  );
}

/** One agent's balances, account, ledger and payouts (`GET /api/operador/agents/:id/earnings`). */
export function useOperatorAgentEarnings(id: string) {
  return useQuery(
    consoleQueryOptions(operatorPayoutKeys.agent(id), (signal) =>
      callApi(operatorAgentEarnings, { params: { id }, signal }),
    ),
  );
}

/**
 * Every payouts read again once money moved: a payout changes the runs, the books, the list and
 * its agent's page at once.
 */
function useRefreshPayouts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: operatorPayoutKeys.all });
}

/** Runs this week's payouts now, with a reason; the answer says how many it made. */
export function useRunPayouts() {
  const refresh = useRefreshPayouts();
  return useMutation({
    mutationFn: (reason: string) => callApi(operatorRunPayouts, { body: { reason } }),
    onSuccess: () => void refresh(),
  });
}

/** Pays the agent's available balance now, with a reason. */
export function usePayAgentNow(id: string) {
  const refresh = useRefreshPayouts();
  return useMutation({
    mutationFn: (reason: string) =>
      callApi(operatorPayAgentNow, { params: { id }, body: { reason } }),
    onSuccess: () => void refresh(),
  });
}

/** Confirms a bank file's payout, or marks a payout failed, with a reason. */
export function usePayoutAction() {
  const refresh = useRefreshPayouts();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: string; action: PayoutAction; reason: string }) =>
      callApi(action === 'confirm' ? operatorConfirmPayout : operatorFailPayout, {
        params: { id },
        body: { reason },
      }),
    onSuccess: () => void refresh(),
  });
}
