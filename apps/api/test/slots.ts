/** Helpers for the availability tests: slot rows at chosen times, and creating them through the API. */
import type { FastifyInstance } from 'fastify';

const HOUR_MS = 3_600_000;

let rowsMade = 0;

/** An instant as the contract carries it: ISO 8601 in UTC, without seconds. */
export function instant(date: Date): string {
  // A TZDate writes its own zone's offset: read the instant through a plain Date.
  return new Date(date.getTime()).toISOString().replace(/:00\.000Z$/, 'Z');
}

/**
 * A row of `hours` hours starting `hoursAhead` hours after the next whole hour of `now`; without
 * `hoursAhead`, a new 2-hour window each call (days ahead, never overlapping an earlier one).
 */
export function slotRow(
  now: Date,
  { hoursAhead, hours = 2 }: { hoursAhead?: number; hours?: number } = {},
) {
  const base = Math.ceil(now.getTime() / HOUR_MS) * HOUR_MS;
  const ahead = hoursAhead ?? 24 + 3 * rowsMade++;
  const start = new Date(base + ahead * HOUR_MS);
  return {
    startTime: instant(start),
    endTime: instant(new Date(start.getTime() + hours * HOUR_MS)),
  };
}

/** Creates slots for the caller of `headers` through `POST /api/agents/slots`; answers them. */
export async function createSlotsThroughApi(
  app: FastifyInstance,
  headers: Record<string, string>,
  rows: { startTime: string; endTime: string }[],
): Promise<{ id: string; startTime: string; endTime: string; status: string }[]> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/agents/slots',
    headers,
    payload: { slots: rows },
  });
  if (response.statusCode !== 201) throw new Error(`Slot creation failed: ${response.body}`);
  return response.json().slots;
}

/** A slot as the API answers it (`…:00.000Z`), as the contract takes it back (no seconds). */
export function timesOf(slot: { startTime: string | Date; endTime: string | Date } | undefined) {
  if (!slot) throw new Error('timesOf: no slot');
  return {
    startTime: instant(new Date(slot.startTime)),
    endTime: instant(new Date(slot.endTime)),
  };
}
