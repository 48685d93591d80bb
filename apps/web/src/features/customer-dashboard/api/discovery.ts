import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { filtersQuery, type AgentFilters } from '@brillo/domain/agent-filters';
import {
  createBooking,
  listAgentDaySlots,
  listAvailableAgents,
  listAvailableDays,
  listClosestAvailability,
  listCustomerBookings,
  listFinishedBookings,
  readPublicAgent,
} from '@brillo/domain/contracts/dashboard-calls';
import type { OfferedSlot } from '@brillo/domain/contracts/discovery';
import { CLOSEST_PAGE_SIZE } from '@brillo/domain/discovery-rules';
import type { BookingStatus } from '@brillo/domain/enums';
import { todayIn } from '@brillo/domain/zoned-time';
import { callApi } from '@/lib/api-client';

/**
 * The customer dashboard's reads and its one write (ADR-039). Every read starts as soon as the
 * page mounts, side by side; none waits for another. The tiles share the customer lists' query
 * prefix (`['customer-bookings']`), so a booking made here, or a change on a list screen,
 * refreshes both.
 */
export const discoveryKeys = {
  all: ['discovery'] as const,
  closest: (page: number, allComunas: boolean) =>
    ['discovery', 'closest', page, allComunas] as const,
  day: (day: string, filters: AgentFilters) =>
    ['discovery', 'day', day, filtersQuery(filters)] as const,
  month: (month: string) => ['discovery', 'month', month] as const,
  slots: (agentId: string, day: string) => ['discovery', 'slots', agentId, day] as const,
  agentDays: (agentId: string) => ['discovery', 'agent-days', agentId] as const,
};

/**
 * Three of the four tiles of spec §2 and the statuses each counts (decision 26 for 'por pagar');
 * the fourth, 'Servicios por evaluar', counts what /rating lists (see `useTileCount`).
 */
export const tileStatuses = {
  toPay: ['accepted_pending_payment', 'accepted_payment_failed'],
  active: ['accepted_payment_success'],
  scheduled: ['pending'],
} as const satisfies Record<string, readonly BookingStatus[]>;
export type TileKind = keyof typeof tileStatuses | 'toRate';

export const customerBookingsPrefix = ['customer-bookings'] as const;

export function useTileCount(kind: TileKind) {
  return useQuery({
    queryKey: [...customerBookingsPrefix, 'count', kind],
    queryFn: async ({ signal }) => {
      if (kind === 'toRate') {
        // The bookings /rating offers: finished, not rated, and still within the rating window
        // (decision 25), which the lifecycle's 'rate' action already says. A finished booking
        // past its 30 days stays 'finished' but can no longer be rated.
        const finished = await callApi(listFinishedBookings, { signal });
        return finished.bookings.filter((booking) => booking.actions.includes('rate')).length;
      }
      const status = [...tileStatuses[kind]];
      const list = await callApi(listCustomerBookings, { query: { status }, signal });
      return list.total;
    },
  });
}

/** 'Disponibilidad cercana': the customer's comuna's agents, or every agent (decision 43). */
export function useClosestAvailability(page: number, allComunas: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: discoveryKeys.closest(page, allComunas),
      queryFn: ({ signal }) =>
        callApi(listClosestAvailability, {
          query: {
            page,
            limit: CLOSEST_PAGE_SIZE,
            ...(allComunas ? { allComunas: 'true' as const } : {}),
          },
          signal,
        }),
    }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The agents of a day that match the filters, a page of them (decision 44). While another filter,
 * order or page of the same day is read, the agents shown stay (no jump); `isPlaceholderData`
 * says they are the previous answer's.
 */
export function useAvailableAgents(day: string, filters: AgentFilters) {
  return useQuery({
    queryKey: discoveryKeys.day(day, filters),
    queryFn: ({ signal }) =>
      callApi(listAvailableAgents, { query: { day, ...filtersQuery(filters) }, signal }),
    // Another day starts afresh: its agents are not the previous day's.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === day ? previous : undefined,
  });
}

export function useAvailableDays(month: string) {
  return useQuery({
    queryKey: discoveryKeys.month(month),
    queryFn: ({ signal }) => callApi(listAvailableDays, { query: { month }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAgentSlots(agentId: string | null, day: string) {
  return useQuery({
    queryKey: discoveryKeys.slots(agentId ?? '', day),
    queryFn: ({ signal }) =>
      callApi(listAgentDaySlots, { query: { agent_id: agentId ?? '', day }, signal }),
    enabled: agentId !== null,
  });
}

/**
 * The agent's first day with an offered slot, from its public profile (PD-45): the first of the
 * days it lists, or else the day of its next slot within the 90 days slots are offered ahead;
 * null when it has none. Where a link to the dashboard with an agent and no day opens (PD-46).
 */
export function useAgentNextDay(agentId: string | null, enabled: boolean, timeZone: string) {
  return useQuery({
    queryKey: discoveryKeys.agentDays(agentId ?? ''),
    queryFn: async ({ signal }) => {
      const agent = await callApi(readPublicAgent, { params: { id: agentId ?? '' }, signal });
      const next = agent.nextSlotStart ? todayIn(timeZone, new Date(agent.nextSlotStart)) : null;
      return agent.availableDays[0] ?? next;
    },
    enabled: enabled && agentId !== null,
    retry: false,
  });
}

/**
 * Books a whole slot (`POST /api/customers/bookings`, decision 22): the server takes the times
 * and the rate from the slot. Whatever the answer, the search and the tiles read again: a 409
 * means the slot was taken meanwhile, and the lists must show it gone.
 */
export function useBookSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ agentId, slot }: { agentId: string; slot: OfferedSlot }) =>
      callApi(createBooking, {
        body: {
          availability_id: slot.id,
          agent_id: agentId,
          booking_start_time: slot.startTime,
          booking_end_time: slot.endTime,
        },
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: discoveryKeys.all }),
        queryClient.invalidateQueries({ queryKey: customerBookingsPrefix }),
      ]),
  });
}
