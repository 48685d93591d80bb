import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import {
  AgentSlotSchema,
  AgentSlotsPageSchema,
  CreatedSlotsSchema,
  type AgentSlot,
  type CreateSlotsBody,
  type UpdateSlotBody,
} from '@brillo/domain/contracts/slots';
import { apiDelete, apiGet, apiPatch, apiPost } from '@/lib/api-client';

/**
 * The agent's availability slots (issue 10): `POST /api/agents/slots`, and the list, change and
 * deletion under `/api/agents/slots/availability`. The contracts are imported statically: the
 * screens need the batch cap and the statuses from the same module, so zod is in their chunk
 * whatever this file does (an on-demand import, as ADR-015 does for the first pages, would change
 * nothing here and the build warns about it).
 */
export const AVAILABILITY_PATH = '/api/agents/slots/availability';

export function createSlots(body: CreateSlotsBody): Promise<{ slots: AgentSlot[] }> {
  return apiPost('/api/agents/slots', body, CreatedSlotsSchema);
}

export function getSlotsPage(after: string | null, { signal }: { signal?: AbortSignal } = {}) {
  const query = after ? `?after=${encodeURIComponent(after)}` : '';
  return apiGet(`${AVAILABILITY_PATH}${query}`, AgentSlotsPageSchema, { signal });
}

export function updateSlot(id: string, body: UpdateSlotBody): Promise<AgentSlot> {
  return apiPatch(`${AVAILABILITY_PATH}/${encodeURIComponent(id)}`, body, AgentSlotSchema);
}

export function deleteSlot(id: string): Promise<void> {
  return apiDelete(`${AVAILABILITY_PATH}/${encodeURIComponent(id)}`);
}

const slotsKey = ['agent-slots'] as const;

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
