import { useQuery } from '@tanstack/react-query';
import { operatorOverview } from '@brillo/domain/contracts/operator-overview';
import { callApi } from '@/lib/api-client';
import { consoleQueryOptions } from './console-query';

export const overviewKeys = { all: ['operator-overview'] as const };

/** The console's overview (`GET /api/operador/overview`): figures of the whole marketplace. */
export function overviewQueryOptions() {
  return consoleQueryOptions(overviewKeys.all, (signal) => callApi(operatorOverview, { signal }));
}

export function useOperatorOverview() {
  return useQuery(overviewQueryOptions());
}
