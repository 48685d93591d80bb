import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import type { DatabaseHandle } from './client.ts';
import { expectViolation } from './constraint-test-helpers.ts';
import { postgresErrorCodes } from './database-errors.ts';
import { createAgent, createBooking, createCustomer, createSlot } from './factories.ts';
import {
  bookingConstraints,
  paymentConstraints,
  paymentEvents,
  payments,
  ratings,
} from './schema.ts';

describe('rating and payment constraints', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  async function finishedBooking() {
    const agent = await createAgent(database.db);
    const customer = await createCustomer(database.db);
    const slot = await createSlot(database.db, { agentId: agent.user.id });
    return createBooking(database.db, { customerId: customer.user.id, slot, status: 'finished' });
  }

  function rate(booking: { id: string; agentId: string; customerId: string }, rating: number) {
    return database.db
      .insert(ratings)
      .values({
        bookingId: booking.id,
        agentId: booking.agentId,
        customerId: booking.customerId,
        rating,
        comment: 'Muy puntual y prolija.',
      })
      .returning();
  }

  it.each([0, 6, -1])('refuses a rating of %i stars', async (stars) => {
    const booking = await finishedBooking();
    await expectViolation(rate(booking, stars), {
      constraint: bookingConstraints.ratingBetweenOneAndFive,
      code: postgresErrorCodes.checkViolation,
    });
  });

  it.each([1, 5])('accepts a rating of %i stars', async (stars) => {
    const booking = await finishedBooking();
    const [rating] = await rate(booking, stars);
    expect(rating?.rating).toBe(stars);
  });

  it('accepts at most one rating per booking', async () => {
    const booking = await finishedBooking();
    await rate(booking, 4);
    await expectViolation(rate(booking, 5), {
      constraint: bookingConstraints.ratingOnePerBooking,
      code: postgresErrorCodes.uniqueViolation,
    });
  });

  it("refuses a rating that names someone other than the booking's agent", async () => {
    const booking = await finishedBooking();
    const other = await createAgent(database.db);
    await expectViolation(rate({ ...booking, agentId: other.user.id }, 5), {
      constraint: 'ratings_booking_fk',
      code: postgresErrorCodes.foreignKeyViolation,
    });
  });

  function pay(bookingId: string, status: 'created' | 'succeeded' | 'failed', amount = 24000) {
    return database.db
      .insert(payments)
      .values({ bookingId, provider: 'sandbox', status, amount })
      .returning();
  }

  it('lets a booking be paid again after a failed attempt, but succeed only once', async () => {
    const booking = await finishedBooking();
    await pay(booking.id, 'failed');
    const [paid] = await pay(booking.id, 'succeeded');
    expect(paid?.currency).toBe('clp');
    await expectViolation(pay(booking.id, 'succeeded'), {
      constraint: paymentConstraints.oneSuccessPerBooking,
      code: postgresErrorCodes.uniqueViolation,
    });
  });

  it('refuses a payment of zero pesos', async () => {
    const booking = await finishedBooking();
    await expectViolation(pay(booking.id, 'created', 0), {
      constraint: 'payments_amount_positive',
      code: postgresErrorCodes.checkViolation,
    });
  });

  it('records each provider notification once', async () => {
    const booking = await finishedBooking();
    const [payment] = await pay(booking.id, 'created');
    const event = {
      paymentId: payment?.id,
      provider: 'sandbox' as const,
      providerEventId: 'evt_123',
      type: 'payment_intent.succeeded',
      payload: { id: 'evt_123', amount: 24000 },
    };
    await database.db.insert(paymentEvents).values(event);
    await expectViolation(database.db.insert(paymentEvents).values(event), {
      constraint: paymentConstraints.providerEventUnique,
      code: postgresErrorCodes.uniqueViolation,
    });
    const inserted = await database.db
      .insert(paymentEvents)
      .values(event)
      .onConflictDoNothing()
      .returning();
    expect(inserted).toEqual([]);
    const stored = await database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.providerEventId, 'evt_123'));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.payload).toEqual({ id: 'evt_123', amount: 24000 });
  });
});
