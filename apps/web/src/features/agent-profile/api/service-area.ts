import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  changeServiceComunas,
  readServiceComunas,
  type UpdatedServiceComunas,
} from '@brillo/domain/contracts/agent-profile';
import { callApi } from '@/lib/api-client';

/** The comunas where the agent works (decision 43): `readServiceComunas`, `changeServiceComunas`. */
export function getServiceComunas({ signal }: { signal?: AbortSignal } = {}) {
  return callApi(readServiceComunas, { signal });
}

export function updateServiceComunas(comunas: string[]): Promise<UpdatedServiceComunas> {
  return callApi(changeServiceComunas, { body: { comunas } });
}

const serviceComunasKey = ['agent-service-comunas'] as const;

export function useServiceComunas() {
  return useQuery(
    queryOptions({
      queryKey: serviceComunasKey,
      queryFn: ({ signal }) => getServiceComunas({ signal }),
    }),
  );
}

export function useUpdateServiceComunas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateServiceComunas,
    onSuccess: (answer) => {
      queryClient.setQueryData(serviceComunasKey, { comunas: answer.comunas });
    },
  });
}
