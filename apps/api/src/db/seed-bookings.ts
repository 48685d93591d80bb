/**
 * The demo agent's bookings (README, "Demo data"): bookings from the demo customer in every one
 * of the eight statuses, so every agent and customer screen has something right after
 * `npm start`. Each booking writes its slot's status and booking_status as the lifecycle leaves
 * them (booking-lifecycle.ts, ADR-032, ADR-037): a pending request leaves the slot available and
 * waiting for the agent, an accepted one marks it accepted, a rejected one rejected, and a
 * cancellation or an expiry frees it again. Rejected and cancelled bookings carry their reason
 * (decision 25). The other demo agents keep no bookings.
 */
import { TZDate } from '@date-fns/tz';
import type { BookingReason, BookingStatus } from '@brillo/domain/enums';
import {
  slotOnAccept,
  slotOnReject,
  slotOnRequest,
  type SlotState,
} from '@brillo/domain/booking-lifecycle';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from './client.ts';
import { createBooking } from './factories.ts';
import { availabilitySlots, bookings, ratings, users } from './schema.ts';
import { DEMO_TIME_ZONE } from './seed-data.ts';

export const DEMO_BOOKINGS_AGENT = 'agente@brillo.test';
export const DEMO_BOOKINGS_CUSTOMER = 'cliente@brillo.test';

const freed: SlotState = { status: 'available', bookingStatus: null };

/** A demo booking: its status, its reason, and the slot row the lifecycle leaves. */
interface DemoBooking {
  status: BookingStatus;
  reason?: BookingReason;
  slot: SlotState;
}

/**
 * The upcoming available slots booked, soonest first. The first four are the agent dashboard's
 * set (two pending, one paid, one rejected); the rest cover the other statuses and reasons.
 */
const upcoming: readonly DemoBooking[] = [
  { status: 'pending', slot: slotOnRequest },
  { status: 'pending', slot: slotOnRequest },
  { status: 'accepted_payment_success', slot: slotOnAccept },
  { status: 'rejected', reason: 'agent_rejected', slot: slotOnReject },
  { status: 'accepted_pending_payment', slot: slotOnAccept },
  { status: 'accepted_payment_failed', slot: slotOnAccept },
  { status: 'accepted_customer_cancelation', reason: 'customer_cancelled', slot: freed },
  { status: 'accepted_customer_cancelation', reason: 'payment_expired', slot: freed },
  { status: 'rejected', reason: 'request_expired', slot: freed },
];

/**
 * Past services: days before `now`, and the rating with its comment, or none for a service
 * finished and not rated yet.
 */
const past: readonly { daysAgo: number; rating: number | null; comment: string }[] = [
  { daysAgo: 14, rating: 4, comment: 'Muy ordenada; llegó unos minutos tarde.' },
  { daysAgo: 10, rating: 5, comment: 'Impecable, la casa quedó brillando.' },
  { daysAgo: 5, rating: 4, comment: '' },
  { daysAgo: 2, rating: null, comment: '' },
];

async function idOf(db: Database, email: string): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id;
}

/**
 * Books the demo agent's first upcoming available slots for the demo customer (`upcoming`), and
 * adds past morning services, finished, most of them rated. Expects the demo accounts and their
 * slots to exist (run inside the seed's transaction).
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
    const demo = upcoming[index];
    if (!demo) break;
    const booking = await createBooking(db, { customerId, slot, status: demo.status });
    await db
      .update(bookings)
      .set({
        reason: demo.reason ?? null,
        // Answered by the agent an hour ago, except the requests still waiting or expired.
        decidedAt:
          demo.status === 'pending' || demo.reason === 'request_expired'
            ? null
            : new Date(now.getTime() - 60 * 60 * 1000),
      })
      .where(eq(bookings.id, booking.id));
    await db
      .update(availabilitySlots)
      .set({ status: demo.slot.status, bookingStatus: demo.slot.bookingStatus })
      .where(eq(availabilitySlots.id, slot.id));
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
      .values({ agentId, startTime: at(9), endTime: at(13), ...slotOnAccept })
      .returning();
    if (!slot) throw new Error('seedDemoBookings: no slot row returned');
    const status = service.rating === null ? 'finished' : 'finished_evaluated';
    const booking = await createBooking(db, { customerId, slot, status });
    // Requested the evening before, so the operators' overview charts the demo's past weeks.
    await db
      .update(bookings)
      .set({ createdAt: at(-3), decidedAt: at(0), finishedAt: at(14) })
      .where(eq(bookings.id, booking.id));
    if (service.rating === null) continue;
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
