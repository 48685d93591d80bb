/**
 * The demo agent's bookings (README, "Demo data"): requests from the demo customer in the states
 * the agent dashboard shows, so every part of it has something right after `npm start`. Each
 * booking writes its slot's status and booking_status as the booking flow does (ADR-032): a
 * pending request leaves the slot available and waiting for the agent, an accepted one marks it
 * accepted, a rejected one rejected. The other demo agents keep no bookings.
 */
import { TZDate } from '@date-fns/tz';
import type { BookingStatus, SlotBookingStatus, SlotStatus } from '@brillo/domain/enums';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from './client.ts';
import { createBooking } from './factories.ts';
import { availabilitySlots, ratings, users } from './schema.ts';
import { DEMO_TIME_ZONE } from './seed-data.ts';

export const DEMO_BOOKINGS_AGENT = 'agente@brillo.test';
export const DEMO_BOOKINGS_CUSTOMER = 'cliente@brillo.test';

/** The slot row a booking of each status leaves behind (spec §4, "Booking lifecycle"). */
const slotAfter: Partial<
  Record<BookingStatus, { status: SlotStatus; bookingStatus: SlotBookingStatus }>
> = {
  pending: { status: 'available', bookingStatus: 'booked_waiting_agent_confirmation' },
  accepted_payment_success: { status: 'accepted', bookingStatus: 'booked_accepted' },
  finished_evaluated: { status: 'accepted', bookingStatus: 'booked_accepted' },
  rejected: { status: 'rejected', bookingStatus: 'booked_rejected' },
};

/** The upcoming available slots booked, soonest first, and the status each booking gets. */
const upcoming: readonly BookingStatus[] = [
  'pending',
  'pending',
  'accepted_payment_success',
  'rejected',
];

/** Past services, finished and rated: days before `now`, and the rating with its comment. */
const past: readonly { daysAgo: number; rating: number; comment: string }[] = [
  { daysAgo: 14, rating: 4, comment: 'Muy ordenada; llegó unos minutos tarde.' },
  { daysAgo: 10, rating: 5, comment: 'Impecable, la casa quedó brillando.' },
  { daysAgo: 5, rating: 4, comment: '' },
];

async function idOf(db: Database, email: string): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id;
}

/**
 * Books the demo agent's first four upcoming available slots for the demo customer (two pending,
 * one accepted and paid, one rejected), and adds three past morning services, finished and rated.
 * Expects the demo accounts and their slots to exist (run inside the seed's transaction).
 */
export async function seedDemoBookings(db: Database, now: Date): Promise<void> {
  const agentId = await idOf(db, DEMO_BOOKINGS_AGENT);
  const customerId = await idOf(db, DEMO_BOOKINGS_CUSTOMER);
  if (!agentId || !customerId) return;

  const free = await db
    .select()
    .from(availabilitySlots)
    .where(
      and(
        eq(availabilitySlots.agentId, agentId),
        eq(availabilitySlots.status, 'available'),
        gt(availabilitySlots.startTime, now),
      ),
    )
    .orderBy(asc(availabilitySlots.startTime))
    .limit(upcoming.length);
  for (const [index, slot] of free.entries()) {
    const status = upcoming[index] ?? 'pending';
    await createBooking(db, { customerId, slot, status });
    await markSlot(db, slot.id, status);
  }

  const today = new TZDate(now.getTime(), DEMO_TIME_ZONE);
  for (const service of past) {
    const at = (hour: number) =>
      new Date(
        new TZDate(
          today.getFullYear(),
          today.getMonth(),
          today.getDate() - service.daysAgo,
          hour,
          0,
          DEMO_TIME_ZONE,
        ).getTime(),
      );
    const [slot] = await db
      .insert(availabilitySlots)
      .values({ agentId, startTime: at(9), endTime: at(13), ...slotAfter.finished_evaluated })
      .returning();
    if (!slot) throw new Error('seedDemoBookings: no slot row returned');
    const booking = await createBooking(db, { customerId, slot, status: 'finished_evaluated' });
    await db.insert(ratings).values({
      bookingId: booking.id,
      agentId,
      customerId,
      rating: service.rating,
      comment: service.comment,
      createdAt: at(18),
    });
  }
}

async function markSlot(db: Database, slotId: string, status: BookingStatus): Promise<void> {
  const after = slotAfter[status];
  if (after) await db.update(availabilitySlots).set(after).where(eq(availabilitySlots.id, slotId));
}
