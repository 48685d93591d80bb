import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import type { DatabaseHandle } from './client.ts';
import { expectViolation } from './constraint-test-helpers.ts';
import { postgresErrorCodes } from './database-errors.ts';
import { createAgent, createBooking, createCustomer, createSlot, createUser } from './factories.ts';
import {
  accounts,
  agentDocuments,
  agentProfiles,
  availabilitySlots,
  bookings,
  paymentEvents,
  payments,
  ratings,
  sessions,
  users,
} from './schema.ts';

const { checkViolation, foreignKeyViolation, uniqueViolation } = postgresErrorCodes;

describe('profile constraints and deletions', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it.each([0, -5000])('refuses an agent hourly rate of %i pesos', async (hourlyRate) => {
    await expectViolation(createAgent(database.db, { profile: { hourlyRate } }), {
      constraint: 'agent_profiles_hourly_rate_positive',
      code: checkViolation,
    });
  });

  it('reads birth dates back as calendar dates on either driver', async () => {
    const { profile } = await createCustomer(database.db, { profile: { birthDate: '1990-02-28' } });
    expect(profile.birthDate).toBe('1990-02-28');
  });

  it('refuses a second user with the same email', async () => {
    const { email } = await createUser(database.db, 'customer');
    await expectViolation(createUser(database.db, 'agent', { email }), {
      constraint: 'users_email_unique',
      code: uniqueViolation,
    });
  });

  it('refuses an agent profile for a customer, and a role change under a profile', async () => {
    const customer = await createCustomer(database.db);
    await expectViolation(
      database.db.insert(agentProfiles).values({
        userId: customer.user.id,
        weeklyHours: 'More than 30 hours',
        policeRecord: 'No',
        qualityAnswer: 'I cancel the appointment',
        workPermit: 'Yes',
        hourlyRate: 9000,
        gender: 'female',
        birthDate: '1990-01-01',
        nationality: 'Chilean',
        address: 'Av. Providencia 1234, Providencia, Santiago',
      }),
      { constraint: 'agent_profiles_user_fk', code: foreignKeyViolation },
    );
    await expectViolation(
      database.db.update(users).set({ role: 'agent' }).where(eq(users.id, customer.user.id)),
      { constraint: 'customer_profiles_user_fk', code: foreignKeyViolation },
    );
  });

  it('deletes an agent without bookings together with everything that is theirs', async () => {
    const { user } = await createAgent(database.db);
    const { db } = database;
    await db.insert(sessions).values({
      token: crypto.randomUUID(),
      userId: user.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    await db
      .insert(accounts)
      .values({ accountId: user.id, providerId: 'credential', userId: user.id });
    await createSlot(db, { agentId: user.id });
    await db.insert(agentDocuments).values({
      agentId: user.id,
      kind: 'certificate',
      storageKey: `agentDocs/${user.id}/antecedentes.pdf`,
      originalName: 'antecedentes.pdf',
      contentType: 'application/pdf',
      sizeBytes: 90_000,
    });

    await db.delete(users).where(eq(users.id, user.id));

    const left = await Promise.all([
      db.select().from(sessions).where(eq(sessions.userId, user.id)),
      db.select().from(accounts).where(eq(accounts.userId, user.id)),
      db.select().from(agentProfiles).where(eq(agentProfiles.userId, user.id)),
      db.select().from(availabilitySlots).where(eq(availabilitySlots.agentId, user.id)),
      db.select().from(agentDocuments).where(eq(agentDocuments.agentId, user.id)),
    ]);
    expect(left.map((rows) => rows.length)).toEqual([0, 0, 0, 0, 0]);
  });

  async function bookedPair() {
    const agent = await createAgent(database.db);
    const customer = await createCustomer(database.db);
    const slot = await createSlot(database.db, { agentId: agent.user.id });
    const booking = await createBooking(database.db, { customerId: customer.user.id, slot });
    return { agent: agent.user, customer: customer.user, booking };
  }

  it('keeps booking history: a customer or an agent with bookings cannot be deleted', async () => {
    const { agent, customer } = await bookedPair();
    await expectViolation(database.db.delete(users).where(eq(users.id, customer.id)), {
      constraint: 'bookings_customer_id_customer_profiles_user_id_fk',
      code: foreignKeyViolation,
    });
    await expectViolation(database.db.delete(users).where(eq(users.id, agent.id)), {
      constraint: 'bookings_slot_fk',
      code: foreignKeyViolation,
    });
  });

  it('deletes the rating with its booking, but not a booking with payments', async () => {
    const { booking } = await bookedPair();
    const { id, agentId, customerId } = booking;
    await database.db.insert(ratings).values({ bookingId: id, agentId, customerId, rating: 5 });
    await database.db.delete(bookings).where(eq(bookings.id, id));
    expect(await database.db.select().from(ratings).where(eq(ratings.bookingId, id))).toEqual([]);

    const paid = await bookedPair();
    await database.db
      .insert(payments)
      .values({ bookingId: paid.booking.id, provider: 'sandbox', amount: paid.booking.amount });
    await expectViolation(database.db.delete(bookings).where(eq(bookings.id, paid.booking.id)), {
      constraint: 'payments_booking_id_bookings_id_fk',
      code: foreignKeyViolation,
    });
  });

  it('keeps provider notifications when their payment is deleted', async () => {
    const { booking } = await bookedPair();
    const [payment] = await database.db
      .insert(payments)
      .values({ bookingId: booking.id, provider: 'fintoc', amount: booking.amount })
      .returning();
    const [event] = await database.db
      .insert(paymentEvents)
      .values({
        paymentId: payment?.id,
        provider: 'fintoc',
        providerEventId: `evt_${crypto.randomUUID()}`,
        type: 'payment_intent.failed',
        payload: { status: 'failed' },
      })
      .returning();
    await database.db.delete(payments).where(eq(payments.bookingId, booking.id));
    const [kept] = await database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.id, event?.id ?? ''));
    expect(kept?.paymentId).toBeNull();
  });
});
