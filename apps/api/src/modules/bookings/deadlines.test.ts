import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { manualClock } from '../../../test/clock.ts';
import { createBackgroundTasks } from '../../background-tasks.ts';
import { createAgent, createBooking, createCustomer, createSlot } from '../../db/factories.ts';
import { bookings } from '../../db/schema.ts';
import { startBookingDeadlines } from './deadlines.ts';

const HOUR_MS = 3_600_000;

describe('the booking deadlines runner', async () => {
  const clock = manualClock('2026-11-23T12:00:00Z');
  const { database } = await createTestApp({ clock });
  const db = database.db;
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sweeps on every tick with the clock’s time, and stops', async () => {
    // Only the interval is faked: the database's own timers keep running.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { user: agent } = await createAgent(db);
    const { user: customer } = await createCustomer(db);
    const slot = await createSlot(db, {
      agentId: agent.id,
      startTime: new Date(clock.now().getTime() + 72 * HOUR_MS),
      endTime: new Date(clock.now().getTime() + 75 * HOUR_MS),
    });
    const booking = await createBooking(db, { customerId: customer.id, slot, status: 'pending' });
    await db.update(bookings).set({ createdAt: clock.now() }).where(eq(bookings.id, booking.id));
    const errors: unknown[] = [];
    const logger = { error: (details: Record<string, unknown>) => errors.push(details) };
    const backgroundTasks = createBackgroundTasks(logger);
    const runner = startBookingDeadlines({
      db,
      clock,
      backgroundTasks,
      logger,
      intervalMs: 1000,
    });
    const statusNow = async () =>
      (await db.select().from(bookings).where(eq(bookings.id, booking.id)))[0]?.status;

    vi.advanceTimersByTime(1000);
    await backgroundTasks.settled();
    expect(await statusNow()).toBe('pending');

    clock.advance(24 * HOUR_MS);
    vi.advanceTimersByTime(1000);
    await backgroundTasks.settled();
    expect(await statusNow()).toBe('rejected');

    runner.stop();
    expect(vi.getTimerCount()).toBe(0);
    expect(errors).toEqual([]);
  });
});
