import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import {
  createSlots as createSlotsEndpoint,
  deleteSlot as deleteSlotEndpoint,
  listSlots,
  updateSlot as updateSlotEndpoint,
  type AgentSlot,
  type CreateSlotsBody,
  type UpdateSlotBody,
} from '@brillo/domain/contracts/slots';
import { callApi } from '@/lib/api-client';
import { agentSlotsKey } from '@/hooks/use-reopen-slot';

/**
 * The agent's availability slots (issue 10): create, list, change and delete, the endpoints of
 * `@brillo/domain/contracts/slots`. The contracts are imported statically: the screens need the
 * batch cap and the statuses from the same module, so zod is in their chunk whatever this file
 * does (an on-demand import, as ADR-015 does for the first pages, would change nothing here and
 * the build warns about it).
 */
export function createSlots(body: CreateSlotsBody): Promise<{ slots: AgentSlot[] }> {
  return callApi(createSlotsEndpoint, { body });
}

export function getSlotsPage(after: string | null, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(listSlots, { query: { after: after ?? undefined }, signal });
}

export function updateSlot(id: string, body: UpdateSlotBody): Promise<AgentSlot> {
  return callApi(updateSlotEndpoint, { params: { id }, body });
}

export async function deleteSlot(id: string): Promise<void> {
  await callApi(deleteSlotEndpoint, { params: { id } });
}

const slotsKey = agentSlotsKey;

export function getSlotsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: slotsKey,
    queryFn: ({ pageParam, signal }) => getSlotsPage(pageParam, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useSlots() {
  return useInfiniteQuery(getSlotsQueryOptions());
}

export function useCreateSlots() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSlots,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: slotsKey }),
  });
}

export function useUpdateSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateSlotBody }) => updateSlot(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: slotsKey }),
  });
}

export function useDeleteSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSlot,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: slotsKey }),
  });
}
