import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { AgentSlot, CreateSlotsBody, UpdateSlotBody } from '@brillo/domain/contracts/slots';
import { apiDelete, apiGet, apiPatch, apiPost } from '@/lib/api-client';

/**
 * The agent's availability slots (issue 10): `POST /api/agents/slots`, and the list, change and
 * deletion under `/api/agents/slots/availability`. Contracts are imported on demand (ADR-015).
 */
const slotsContract = () => import('@brillo/domain/contracts/slots');

export const AVAILABILITY_PATH = '/api/agents/slots/availability';

export function createSlots(body: CreateSlotsBody): Promise<{ slots: AgentSlot[] }> {
  return apiPost('/api/agents/slots', body, async () => (await slotsContract()).CreatedSlotsSchema);
}

export function getSlotsPage(after: string | null, { signal }: { signal?: AbortSignal } = {}) {
  const query = after ? `?after=${encodeURIComponent(after)}` : '';
  return apiGet(
    `${AVAILABILITY_PATH}${query}`,
    async () => (await slotsContract()).AgentSlotsPageSchema,
    { signal },
  );
}

export function updateSlot(id: string, body: UpdateSlotBody): Promise<AgentSlot> {
  return apiPatch(
    `${AVAILABILITY_PATH}/${encodeURIComponent(id)}`,
    body,
    async () => (await slotsContract()).AgentSlotSchema,
  );
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
