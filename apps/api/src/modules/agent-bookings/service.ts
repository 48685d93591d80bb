import {
  AGENT_BOOKINGS_MAX,
  isPaidStatus,
  type ActiveBooking,
  type ActiveBookingList,
  type AgentBooking,
  type AgentBookingList,
  type AgentBookingListStatus,
  type AgentProfilePanel,
  type FullCustomer,
} from '@brillo/domain/contracts/agent-bookings';
import { comunaInAddress, firstNameOf } from '@brillo/domain/address-parts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { Caller } from '../../plugins/authentication/guards.ts';
import { notFound } from '../../errors.ts';
import {
  listActiveBookings,
  listAgentBookings,
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
    reason: row.reason,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    hours: row.minutes / 60,
    hourlyRate: row.hourlyRate,
    amount: row.amount,
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

function toActiveBooking(row: StoredAgentBooking): ActiveBooking {
  return { ...bookingFields(row), customer: fullCustomer(row) };
}

/**
 * The agent's booking reads (ADR-036): bounded lists, soonest service first, with a total so the
 * dashboard's badges are exact. The booking lifecycle (issue 12) adds the writes next to these.
 */
export function createAgentBookingsService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    async list(agentId: string, status: AgentBookingListStatus): Promise<AgentBookingList> {
      const { rows, total } = await listAgentBookings(db, agentId, status, AGENT_BOOKINGS_MAX);
      return { bookings: rows.map(toAgentBooking), total, limit: AGENT_BOOKINGS_MAX };
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
        joinedAt: stored.createdAt.toISOString(),
        lastSignInAt: caller.signedInAt.toISOString(),
      };
    },
  };
}
