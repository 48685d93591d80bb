import {
  closedBookingStatuses,
  type AgentBookingListStatus,
} from '@brillo/domain/contracts/agent-bookings';
import { listOrderFor } from '@brillo/domain/booking-lifecycle';
import type { BookingReason, BookingStatus, Nationality } from '@brillo/domain/enums';
import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  bookingStartOrder,
  ownerStatusValues,
  ownerWithStatuses,
  splitWindowTotal,
  windowTotal,
} from '../../db/paged-lists.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import {
  agentProfiles,
  agentServiceComunas,
  availabilitySlots,
  bookings,
  customerProfiles,
  users,
} from '../../db/schema.ts';

/** A booking row with its customer's contact, as the service maps it (decision 28 applies there). */
export interface StoredAgentBooking {
  id: string;
  status: BookingStatus;
  startTime: Date;
  endTime: Date;
  minutes: number;
  hourlyRate: number;
  amount: number;
  reason: BookingReason | null;
  createdAt: Date;
  decidedAt: Date | null;
  finishedAt: Date | null;
  slotId: string;
  /** The slot's status now; null only if the slot is gone. */
  slotStatus: string | null;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  customerAddress: string | null;
  customerAddressExtra: string | null;
}

const bookingColumns = {
  id: bookings.id,
  status: bookings.status,
  startTime: bookings.bookingStartTime,
  endTime: bookings.bookingEndTime,
  minutes: bookings.bookedMinutes,
  hourlyRate: bookings.hourlyRate,
  amount: bookings.amount,
  reason: bookings.reason,
  createdAt: bookings.createdAt,
  decidedAt: bookings.decidedAt,
  finishedAt: bookings.finishedAt,
  slotId: bookings.availabilityId,
  slotStatus: availabilitySlots.status,
  customerName: users.name,
  customerEmail: users.email,
  customerPhone: users.phone,
  customerAddress: customerProfiles.address,
  customerAddressExtra: customerProfiles.addressExtra,
};

function agentBookingsWhere(db: Database, where: SQL | undefined, order: 'soonest' | 'latest') {
  // One query: the window count is taken before the limit, so it counts every match.
  return db
    .select({ ...bookingColumns, total: windowTotal() })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.customerId))
    .leftJoin(customerProfiles, eq(customerProfiles.userId, bookings.customerId))
    .leftJoin(availabilitySlots, eq(availabilitySlots.id, bookings.availabilityId))
    .where(where)
    .orderBy(...bookingStartOrder(order));
}

/**
 * At most `limit` of the agent's bookings matching `where`, soonest service first (ties by id),
 * and how many match in all (a window count), through `bookings_agent_status_idx`.
 */
async function listWhere(
  db: Database,
  where: SQL | undefined,
  limit: number,
  order: 'soonest' | 'latest' = 'soonest',
): Promise<{ rows: StoredAgentBooking[]; total: number }> {
  return splitWindowTotal(await agentBookingsWhere(db, where, order).limit(limit));
}

const agentLists = preparedPerDatabase(
  (db, name, order: 'soonest' | 'latest', statusCount: number) =>
    agentBookingsWhere(db, ownerWithStatuses(bookings.agentId, statusCount), order)
      .limit(sql.placeholder('limit'))
      .prepare(name),
);

/**
 * The agent's bookings of any of `statuses`, in `order`: a statement prepared once per order and
 * number of statuses (ADR-056).
 */
async function listByStatuses(
  db: Database,
  agentId: string,
  statuses: readonly BookingStatus[],
  limit: number,
  order: 'soonest' | 'latest',
): Promise<{ rows: StoredAgentBooking[]; total: number }> {
  const count = statuses.length;
  const statement = agentLists(db, `agent_bookings_${order}_${count}`, order, count);
  return splitWindowTotal(await statement.execute(ownerStatusValues(agentId, statuses, limit)));
}

/** The agent's bookings of any of `statuses`, in `listOrderFor`'s order. */
export function listAgentBookings(
  db: Database,
  agentId: string,
  statuses: readonly AgentBookingListStatus[],
  limit: number,
) {
  return listByStatuses(db, agentId, statuses, limit, listOrderFor(statuses));
}

/** The agent's finished bookings, rated or not, the most recent service first. */
export function listClosedBookings(db: Database, agentId: string, limit: number) {
  return listByStatuses(db, agentId, closedBookingStatuses, limit, 'latest');
}

/** The agent's paid bookings whose service ends after `now`. */
export function listActiveBookings(db: Database, agentId: string, now: Date, limit: number) {
  return listWhere(
    db,
    and(
      eq(bookings.agentId, agentId),
      eq(bookings.status, 'accepted_payment_success'),
      gt(bookings.bookingEndTime, now),
    ),
    limit,
  );
}

/** One of the agent's bookings, or undefined when the agent has none with that id. */
export async function readAgentBooking(
  db: Database,
  agentId: string,
  id: string,
): Promise<StoredAgentBooking | undefined> {
  const { rows } = await listWhere(db, and(eq(bookings.agentId, agentId), eq(bookings.id, id)), 1);
  return rows[0];
}

export interface StoredAgentProfile {
  email: string;
  phone: string | null;
  createdAt: Date;
  address: string | null;
  comuna: string | null;
  city: string | null;
  nationality: Nationality | null;
  /** Unsorted; empty without a profile. */
  serviceComunas: string[];
}

/**
 * The caller's account and, when it exists, the address and nationality of the agent profile and
 * the comunas where the agent works (PD-43), the latter from `agent_service_comunas`' primary key
 * in the same statement.
 */
export async function readAgentProfile(
  db: Database,
  agentId: string,
): Promise<StoredAgentProfile | undefined> {
  const [row] = await db
    .select({
      email: users.email,
      phone: users.phone,
      createdAt: users.createdAt,
      address: agentProfiles.address,
      comuna: agentProfiles.comuna,
      city: agentProfiles.city,
      nationality: agentProfiles.nationality,
      serviceComunas: sql<string[]>`array(
        select ${agentServiceComunas.comuna} from ${agentServiceComunas}
        where ${agentServiceComunas.agentId} = ${users.id})`,
    })
    .from(users)
    .leftJoin(agentProfiles, eq(agentProfiles.userId, users.id))
    .where(eq(users.id, agentId));
  return row;
}
