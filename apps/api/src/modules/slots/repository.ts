import type { AgentSlotStatus } from '@brillo/domain/contracts/slots';
import { slotOnReopen } from '@brillo/domain/booking-lifecycle';
import { liveBookingStatuses } from '@brillo/domain/enums';
import { and, asc, eq, gt, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isConstraintViolation } from '../../db/database-errors.ts';
import { availabilitySlots, bookings, slotConstraints } from '../../db/schema.ts';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Reader = Database | Transaction;

/** The statuses an agent sets and lists; accepted and rejected come from bookings. */
const agentStatuses: AgentSlotStatus[] = ['available', 'not available'];

export interface StoredSlot {
  id: string;
  startTime: Date;
  endTime: Date;
  status: string;
}

const slotColumns = {
  id: availabilitySlots.id,
  startTime: availabilitySlots.startTime,
  endTime: availabilitySlots.endTime,
  status: availabilitySlots.status,
};

/** Two requests raced and the exclusion constraint refused the one that came second. */
export class SlotOverlapError extends Error {
  constructor() {
    super('availability slots overlap');
    this.name = 'SlotOverlapError';
  }
}

/**
 * The slot's agent has no agent profile: an account that did not come through the sign-up (which
 * writes the profile with the account), so it cannot offer slots.
 */
export class AgentWithoutProfileError extends Error {
  constructor() {
    super('agent has no agent profile');
    this.name = 'AgentWithoutProfileError';
  }
}

/** The slots' foreign key to the agent's profile (migration 0000). */
const SLOT_AGENT_FK = 'availability_slots_agent_id_agent_profiles_user_id_fk';

/** The bookings' foreign key refused a deletion: the slot has bookings (live or not). */
export class SlotHasBookingsError extends Error {
  constructor() {
    super('availability slot has bookings');
    this.name = 'SlotHasBookingsError';
  }
}

function rethrowOverlap(error: unknown): never {
  if (isConstraintViolation(error, slotConstraints.noOverlap)) throw new SlotOverlapError();
  if (isConstraintViolation(error, SLOT_AGENT_FK)) throw new AgentWithoutProfileError();
  throw error;
}

/**
 * Inserts every row in one statement, so all are created or none; answers them soonest first.
 * Throws `SlotOverlapError` when the exclusion constraint refuses a row (an existing slot, or one a
 * concurrent request saved first), `AgentWithoutProfileError` when the agent has no profile.
 */
export async function insertSlots(
  db: Database,
  agentId: string,
  rows: readonly { startTime: Date; endTime: Date }[],
): Promise<StoredSlot[]> {
  try {
    const created = await db
      .insert(availabilitySlots)
      .values(rows.map((row) => ({ agentId, startTime: row.startTime, endTime: row.endTime })))
      .returning(slotColumns);
    return created.sort(
      (a, b) => a.startTime.getTime() - b.startTime.getTime() || a.id.localeCompare(b.id),
    );
  } catch (error) {
    rethrowOverlap(error);
  }
}

/**
 * The agent's slots that share an instant with `[from, to)`, apart from `exceptId`. Used to name
 * the rows a refused creation collides with: one range query on (agent_id, start_time).
 */
export async function slotsOverlapping(
  db: Reader,
  agentId: string,
  from: Date,
  to: Date,
  exceptId?: string,
): Promise<StoredSlot[]> {
  return db
    .select(slotColumns)
    .from(availabilitySlots)
    .where(
      and(
        eq(availabilitySlots.agentId, agentId),
        lt(availabilitySlots.startTime, to),
        gt(availabilitySlots.endTime, from),
        exceptId === undefined ? undefined : ne(availabilitySlots.id, exceptId),
      ),
    );
}

export interface SlotPageKey {
  startTime: Date;
  id: string;
}

/**
 * One page of the agent's slots that have not ended at `now` and are available or not available,
 * soonest first (start, then id), after `after`; `limit + 1` rows are read to know whether
 * another page follows. Served by the (agent_id, start_time) index.
 */
export async function listSlots(
  db: Database,
  {
    agentId,
    now,
    after,
    limit,
  }: { agentId: string; now: Date; after?: SlotPageKey; limit: number },
): Promise<StoredSlot[]> {
  return db
    .select(slotColumns)
    .from(availabilitySlots)
    .where(
      and(
        eq(availabilitySlots.agentId, agentId),
        gt(availabilitySlots.endTime, now),
        inArray(availabilitySlots.status, agentStatuses),
        after === undefined
          ? undefined
          : or(
              gt(availabilitySlots.startTime, after.startTime),
              and(
                eq(availabilitySlots.startTime, after.startTime),
                gt(availabilitySlots.id, after.id),
              ),
            ),
      ),
    )
    .orderBy(asc(availabilitySlots.startTime), asc(availabilitySlots.id))
    .limit(limit + 1);
}

/**
 * The agent's slot, locked until the transaction ends (`FOR UPDATE`), or undefined when the agent
 * has no slot with that id. The lock makes the live-booking check and the change that follows one
 * step: whoever books a slot writes its row (status, booking_status) in the same transaction, so
 * a booking and an edit of the same slot wait for each other.
 */
export async function lockOwnSlot(
  tx: Transaction,
  agentId: string,
  id: string,
): Promise<StoredSlot | undefined> {
  const [slot] = await tx
    .select(slotColumns)
    .from(availabilitySlots)
    .where(and(eq(availabilitySlots.id, id), eq(availabilitySlots.agentId, agentId)))
    .for('update');
  return slot;
}

/** True when the slot has a live booking (`liveBookingStatuses`: every status but the two ends). */
export async function hasLiveBooking(tx: Transaction, slotId: string): Promise<boolean> {
  const [row] = await tx
    .select({ one: sql<number>`1` })
    .from(bookings)
    .where(and(eq(bookings.availabilityId, slotId), inArray(bookings.status, liveBookingStatuses)))
    .limit(1);
  return row !== undefined;
}

/**
 * Sets the slot's times and status. `booking_status` is cleared: the slot has no live booking
 * (checked under the lock), so the mirror of a rejected booking no longer applies once the agent
 * reopens or closes it. Throws `SlotOverlapError` when the new times collide.
 */
export async function updateSlot(
  tx: Transaction,
  id: string,
  values: { startTime: Date; endTime: Date; status: AgentSlotStatus; updatedAt: Date },
): Promise<StoredSlot> {
  try {
    const [slot] = await tx
      .update(availabilitySlots)
      .set({ ...values, bookingStatus: null })
      .where(eq(availabilitySlots.id, id))
      .returning(slotColumns);
    if (!slot) throw new Error(`updateSlot: slot ${id} vanished under its lock`);
    return slot;
  } catch (error) {
    rethrowOverlap(error);
  }
}

/** Offers a slot again (decision 23): available, no longer mirroring a rejected booking. */
export async function reopenSlot(
  tx: Transaction,
  id: string,
  updatedAt: Date,
): Promise<StoredSlot> {
  const [slot] = await tx
    .update(availabilitySlots)
    .set({ ...slotOnReopen, updatedAt })
    .where(eq(availabilitySlots.id, id))
    .returning(slotColumns);
  if (!slot) throw new Error(`reopenSlot: slot ${id} vanished under its lock`);
  return slot;
}

/**
 * Deletes the slot. Throws `SlotHasBookingsError` when bookings that are over (rejected,
 * cancelled) still refer to it: their history keeps the slot.
 */
export async function deleteSlot(tx: Transaction, id: string): Promise<void> {
  try {
    await tx.delete(availabilitySlots).where(eq(availabilitySlots.id, id));
  } catch (error) {
    if (isConstraintViolation(error, 'bookings_slot_fk')) throw new SlotHasBookingsError();
    throw error;
  }
}
