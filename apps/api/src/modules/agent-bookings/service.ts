import {
  AGENT_BOOKINGS_MAX,
  isPaidStatus,
  type ActiveBooking,
  type ActiveBookingList,
  type AgentBooking,
  type AgentBookingList,
  type AgentBookingListStatus,
  type AgentProfilePanel,
  type ClosedBooking,
  type ClosedBookingList,
  type FullCustomer,
} from '@brillo/domain/contracts/agent-bookings';
import { comunaInAddress, firstNameOf } from '@brillo/domain/address-parts';
import { sortComunas } from '@brillo/domain/service-area';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { Caller } from '../../plugins/authentication/guards.ts';
import { notFound } from '../../errors.ts';
import {
  listActiveBookings,
  listAgentBookings,
  listClosedBookings,
  readAgentBooking,
  readAgentProfile,
  type StoredAgentBooking,
} from './repository.ts';

/** A missing or blank value is null, so the screens show 'N/A'. */
function present(value: string | null): string | null {
  return value && value.trim() ? value : null;
}

function fullCustomer(row: StoredAgentBooking): FullCustomer {
  return {
    contact: 'full',
    name: row.customerName,
    email: present(row.customerEmail),
    phone: present(row.customerPhone),
    address: present(row.customerAddress),
    addressExtra: present(row.customerAddressExtra),
  };
}

function bookingFields(row: StoredAgentBooking) {
  return {
    id: row.id,
    status: row.status,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    hours: row.minutes / 60,
    hourlyRate: row.hourlyRate,
    amount: row.amount,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    reopenableSlotId:
      row.status === 'rejected' && row.slotStatus === 'rejected' ? row.slotId : null,
  };
}

/**
 * A booking as its agent sees it. Decision 28: before payment only the customer's first name and
 * comuna leave the server; the email, phone and address are not in the answer at all.
 */
export function toAgentBooking(row: StoredAgentBooking): AgentBooking {
  const customer = isPaidStatus(row.status)
    ? fullCustomer(row)
    : {
        contact: 'limited' as const,
        firstName: firstNameOf(row.customerName),
        comuna: comunaInAddress(row.customerAddress),
      };
  return { ...bookingFields(row), customer };
}

function toClosedBooking(row: StoredAgentBooking): ClosedBooking {
  const evaluated = row.status === 'finished_evaluated';
  return {
    ...bookingFields(row),
    status: evaluated ? 'finished_evaluated' : 'finished',
    evaluated,
    customer: fullCustomer(row),
  };
}

function toActiveBooking(row: StoredAgentBooking): ActiveBooking {
  return { ...bookingFields(row), customer: fullCustomer(row) };
}

/**
 * The agent's booking reads (ADR-036): bounded lists, soonest service first, with a total so the
 * dashboard's badges are exact. The booking lifecycle (issue 12) adds the writes next to these.
 */
export function createAgentBookingsService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    async list(
      agentId: string,
      statuses: readonly AgentBookingListStatus[],
    ): Promise<AgentBookingList> {
      const { rows, total } = await listAgentBookings(db, agentId, statuses, AGENT_BOOKINGS_MAX);
      return { bookings: rows.map(toAgentBooking), total, limit: AGENT_BOOKINGS_MAX };
    },

    /** One of the agent's bookings as its lists show it; 404 when the agent has none so named. */
    async booking(agentId: string, id: string): Promise<AgentBooking> {
      const row = await readAgentBooking(db, agentId, id);
      if (!row) throw notFound();
      return toAgentBooking(row);
    },

    async closed(agentId: string): Promise<ClosedBookingList> {
      const { rows, total } = await listClosedBookings(db, agentId, AGENT_BOOKINGS_MAX);
      return { bookings: rows.map(toClosedBooking), total, limit: AGENT_BOOKINGS_MAX };
    },

    async active(agentId: string): Promise<ActiveBookingList> {
      const { rows, total } = await listActiveBookings(
        db,
        agentId,
        clock.now(),
        AGENT_BOOKINGS_MAX,
      );
      return { bookings: rows.map(toActiveBooking), total, limit: AGENT_BOOKINGS_MAX };
    },

    async profile(caller: Caller): Promise<AgentProfilePanel> {
      const stored = await readAgentProfile(db, caller.userId);
      if (!stored) throw notFound();
      return {
        email: stored.email,
        phone: present(stored.phone),
        address: present(stored.address),
        comuna: present(stored.comuna),
        city: present(stored.city),
        nationality: stored.nationality,
        serviceComunas: sortComunas(stored.serviceComunas),
        joinedAt: stored.createdAt.toISOString(),
        lastSignInAt: caller.signedInAt.toISOString(),
      };
    },
  };
}

export type AgentBookingsService = ReturnType<typeof createAgentBookingsService>;
