import {
  SLOT_PAGE_MAX,
  type AgentSlot,
  type AgentSlotStatus,
  type AgentSlotsPage,
  type CreateSlotsBody,
  type SlotRow,
  type UpdateSlotBody,
} from '@brillo/domain/contracts/slots';
import { rowProblems, slotRowProblem, spansOverlap } from '@brillo/domain/slot-rules';
import { availabilityTexts } from '@brillo/domain/texts/availability.es-CL';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { authTexts } from '@brillo/domain/texts/auth.es-CL';
import { AppError, forbidden, notFound, validationFailed, type FieldErrors } from '../../errors.ts';
import {
  AgentWithoutProfileError,
  SlotHasBookingsError,
  SlotOverlapError,
  deleteSlot,
  hasLiveBooking,
  insertSlots,
  listSlots,
  lockOwnSlot,
  reopenSlot,
  slotsOverlapping,
  updateSlot,
  type SlotPageKey,
  type StoredSlot,
} from './repository.ts';

const { rules, errors } = availabilityTexts;

export interface SlotsServiceDependencies {
  db: Database;
  clock: Clock;
}

const slotOverlap = (fields?: FieldErrors, message: string = errors.overlap) =>
  new AppError(409, 'SLOT_OVERLAP', message, fields);
const slotBooked = (message: string = errors.booked) => new AppError(409, 'SLOT_BOOKED', message);
const slotNotFound = () => notFound(errors.notFound);
const notReopenable = (message: string) => new AppError(409, 'SLOT_NOT_REOPENABLE', message);
const badCursor = () => validationFailed({ after: errors.badCursor }, errors.badCursor);

/** Slot ids are UUIDs (`gen_random_uuid()`); anything else names no slot and costs no query. */
const SLOT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function toAgentSlot(slot: StoredSlot): AgentSlot {
  return {
    id: slot.id,
    startTime: slot.startTime.toISOString(),
    endTime: slot.endTime.toISOString(),
    // Only listed or changed through these routes while available or not available.
    status: slot.status as AgentSlotStatus,
  };
}

/**
 * The page cursor: the last slot's start (epoch milliseconds) and id, base64url-encoded. Opaque to
 * clients; anything that does not decode to that shape is refused with a 400.
 */
export function encodeCursor(key: SlotPageKey): string {
  return Buffer.from(`${key.startTime.getTime()}.${key.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string): SlotPageKey | undefined {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) return undefined;
  const match = /^(\d{1,15})\.(.+)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match?.[1] || !match[2] || !SLOT_ID.test(match[2])) return undefined;
  const startTime = new Date(Number(match[1]));
  if (Number.isNaN(startTime.getTime())) return undefined;
  return { startTime, id: match[2] };
}

/** The field a refused change is named by: the end for problems of length, else the start. */
function fieldOfProblem(problem: string): 'startTime' | 'endTime' {
  return problem === rules.endBeforeStart || problem === rules.tooShort || problem === rules.tooLong
    ? 'endTime'
    : 'startTime';
}

function asInstants(row: SlotRow) {
  return { startTime: new Date(row.startTime), endTime: new Date(row.endTime) };
}

/**
 * The agent's availability (spec §2 "Add availability", "Edit availability"; decisions 10, 11,
 * 21). Rules are the domain's (`slot-rules.ts`) with the clock's `now`; overlaps are decided by the
 * database's exclusion constraint, then named for the answer.
 */
export function createSlotsService({ db, clock }: SlotsServiceDependencies) {
  /** Rows of `rows` that collide with a saved slot of the agent, for `error.fields`. */
  async function rowsOverlappingSaved(
    agentId: string,
    rows: { startTime: Date; endTime: Date }[],
  ): Promise<FieldErrors> {
    const from = new Date(Math.min(...rows.map((row) => row.startTime.getTime())));
    const to = new Date(Math.max(...rows.map((row) => row.endTime.getTime())));
    const saved = await slotsOverlapping(db, agentId, from, to);
    const fields: FieldErrors = {};
    rows.forEach((row, index) => {
      const span = { start: row.startTime.getTime(), end: row.endTime.getTime() };
      const collides = saved.some((slot) =>
        spansOverlap(span, { start: slot.startTime.getTime(), end: slot.endTime.getTime() }),
      );
      if (collides) fields[`slots.${index}`] = rules.overlapsExisting;
    });
    return fields;
  }

  return {
    /**
     * Creates every row or none. A row refused by a rule: 400 naming every refused row. Rows that
     * overlap one another: 409 SLOT_OVERLAP naming them. Rows that overlap a saved slot (also one a
     * concurrent request saved a moment earlier): 409 SLOT_OVERLAP naming them. The spec's
     * `agent_id`, when sent, must be the caller's: another agent's id is a 400 naming it.
     */
    async create(agentId: string, body: CreateSlotsBody): Promise<AgentSlot[]> {
      if (body.agent_id !== undefined && body.agent_id !== agentId) {
        const notTheCaller = availabilityTexts.rules.notTheCaller;
        throw validationFailed({ agent_id: notTheCaller }, notTheCaller);
      }
      const rows = body.slots;
      const now = clock.now();
      const problems = rowProblems(rows, now);
      const fields: FieldErrors = Object.fromEntries(
        Object.entries(problems).map(([index, message]) => [`slots.${index}`, message]),
      );
      const ruleRefused = rows.some((row) => slotRowProblem(row, now) !== null);
      if (ruleRefused) throw validationFailed(fields, errors.someRowsRefused);
      if (Object.keys(fields).length > 0) throw slotOverlap(fields, errors.someRowsRefused);
      const instants = rows.map(asInstants);
      try {
        return (await insertSlots(db, agentId, instants)).map(toAgentSlot);
      } catch (error) {
        if (error instanceof AgentWithoutProfileError) throw forbidden(authTexts.errors.agentsOnly);
        if (!(error instanceof SlotOverlapError)) throw error;
        const overlapping = await rowsOverlappingSaved(agentId, instants);
        throw slotOverlap(overlapping, errors.someRowsRefused);
      }
    },

    /** One page of the agent's slots that have not ended, available or not, soonest first. */
    async list(
      agentId: string,
      query: { limit?: number | undefined; after?: string | undefined },
    ): Promise<AgentSlotsPage> {
      const after = query.after === undefined ? undefined : decodeCursor(query.after);
      if (query.after !== undefined && !after) throw badCursor();
      const limit = query.limit ?? SLOT_PAGE_MAX;
      const found = await listSlots(db, { agentId, now: clock.now(), after, limit });
      const page = found.slice(0, limit);
      const last = page.at(-1);
      return {
        slots: page.map(toAgentSlot),
        nextCursor: found.length > limit && last ? encodeCursor(last) : null,
      };
    },

    /**
     * Changes the agent's own slot: 404 when it is not theirs, 409 SLOT_BOOKED with a live
     * booking, 409 SLOT_NOT_REOPENABLE when it would be offered again after its start, the
     * creation rules for new times (times left as they are skip them: a slot under way may still
     * be switched off), 409 SLOT_OVERLAP against the agent's other slots.
     */
    async update(agentId: string, id: string, body: UpdateSlotBody): Promise<AgentSlot> {
      if (!SLOT_ID.test(id)) throw slotNotFound();
      const { startTime, endTime } = asInstants(body);
      return db.transaction(async (tx) => {
        const slot = await lockOwnSlot(tx, agentId, id);
        if (!slot) throw slotNotFound();
        if (await hasLiveBooking(tx, id)) throw slotBooked();
        const now = clock.now();
        // Offered again only before it starts, as through the reopen route (decision 23).
        const reopening = body.status === 'available' && slot.status !== 'available';
        if (reopening && slot.startTime.getTime() <= now.getTime()) {
          throw notReopenable(errors.startedBeforeReopen);
        }
        const unchanged =
          slot.startTime.getTime() === startTime.getTime() &&
          slot.endTime.getTime() === endTime.getTime();
        const problem = unchanged ? null : slotRowProblem({ startTime, endTime }, now);
        if (problem) throw validationFailed({ [fieldOfProblem(problem)]: problem }, problem);
        const values = { startTime, endTime, status: body.status, updatedAt: now };
        try {
          return toAgentSlot(await updateSlot(tx, id, values));
        } catch (error) {
          if (error instanceof SlotOverlapError) {
            throw slotOverlap({ startTime: rules.overlapsExisting });
          }
          throw error;
        }
      });
    },

    /**
     * Offers again the agent's own rejected slot (decision 23): 404 when it is not theirs, 409
     * SLOT_NOT_REOPENABLE when it is not rejected or its start has passed, 409 SLOT_BOOKED when a
     * live booking holds it. The slot is locked, so a booking of it waits for the answer.
     */
    async reopen(agentId: string, id: string): Promise<AgentSlot> {
      if (!SLOT_ID.test(id)) throw slotNotFound();
      return db.transaction(async (tx) => {
        const slot = await lockOwnSlot(tx, agentId, id);
        if (!slot) throw slotNotFound();
        if (slot.status !== 'rejected') throw notReopenable(errors.notRejected);
        const now = clock.now();
        if (slot.startTime.getTime() <= now.getTime()) {
          throw notReopenable(errors.startedBeforeReopen);
        }
        if (await hasLiveBooking(tx, id)) throw slotBooked(errors.bookedBeforeReopen);
        return toAgentSlot(await reopenSlot(tx, id, now));
      });
    },

    /** Deletes the agent's own slot: 404 when it is not theirs, 409 SLOT_BOOKED with bookings. */
    async remove(agentId: string, id: string): Promise<void> {
      if (!SLOT_ID.test(id)) throw slotNotFound();
      await db.transaction(async (tx) => {
        if (!(await lockOwnSlot(tx, agentId, id))) throw slotNotFound();
        if (await hasLiveBooking(tx, id)) throw slotBooked();
        try {
          await deleteSlot(tx, id);
        } catch (error) {
          if (error instanceof SlotHasBookingsError) throw slotBooked(errors.hasPastBookings);
          throw error;
        }
      });
    },
  };
}

export type SlotsService = ReturnType<typeof createSlotsService>;
