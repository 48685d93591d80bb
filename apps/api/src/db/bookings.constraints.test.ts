import { liveBookingStatuses } from '@brillo/domain/enums';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import type { DatabaseHandle } from './client.ts';
import { databaseErrorOf, expectViolation } from './constraint-test-helpers.ts';
import { postgresErrorCodes } from './database-errors.ts';
import { createAgent, createBooking, createCustomer, createSlot } from './factories.ts';
import { bookingConstraints, bookings } from './schema.ts';

const oneLivePerSlot = {
  constraint: bookingConstraints.oneLivePerSlot,
  code: postgresErrorCodes.uniqueViolation,
};

describe('booking constraints', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  async function slotAndCustomers() {
    const agent = await createAgent(database.db, { profile: { hourlyRate: 8000 } });
    const slot = await createSlot(database.db, { agentId: agent.user.id });
    const first = await createCustomer(database.db);
    const second = await createCustomer(database.db);
    return { agent, slot, first: first.user.id, second: second.user.id };
  }

  it.each(liveBookingStatuses)(
    'lets no second booking take a slot held by a %s one',
    async (status) => {
      const { slot, first, second } = await slotAndCustomers();
      await createBooking(database.db, { customerId: first, slot, status });
      await expectViolation(
        createBooking(database.db, { customerId: second, slot }),
        oneLivePerSlot,
      );
    },
  );

  it('lets a new booking take a slot whose booking was rejected', async () => {
    const { slot, first, second } = await slotAndCustomers();
    const rejected = await createBooking(database.db, { customerId: first, slot });
    await database.db
      .update(bookings)
      .set({ status: 'rejected' })
      .where(eq(bookings.id, rejected.id));
    const next = await createBooking(database.db, { customerId: second, slot });
    expect(next.status).toBe('pending');
  });

  it('lets a new booking take a slot whose customer cancelled', async () => {
    const { slot, first, second } = await slotAndCustomers();
    await createBooking(database.db, {
      customerId: first,
      slot,
      status: 'accepted_customer_cancelation',
    });
    const next = await createBooking(database.db, { customerId: second, slot });
    expect(next.status).toBe('pending');
  });

  it('refuses reviving a released booking while another one holds the slot', async () => {
    const { slot, first, second } = await slotAndCustomers();
    const rejected = await createBooking(database.db, {
      customerId: first,
      slot,
      status: 'rejected',
    });
    await createBooking(database.db, { customerId: second, slot });
    await expectViolation(
      database.db.update(bookings).set({ status: 'pending' }).where(eq(bookings.id, rejected.id)),
      oneLivePerSlot,
    );
  });

  it('lets exactly one of several simultaneous bookings of a slot succeed', async () => {
    const agent = await createAgent(database.db);
    const slot = await createSlot(database.db, { agentId: agent.user.id });
    const customers = await Promise.all(
      Array.from({ length: 6 }, () => createCustomer(database.db)),
    );
    const attempts = await Promise.allSettled(
      customers.map(({ user }) => createBooking(database.db, { customerId: user.id, slot })),
    );
    const succeeded = attempts.filter((attempt) => attempt.status === 'fulfilled');
    expect(succeeded).toHaveLength(1);
    for (const attempt of attempts) {
      if (attempt.status === 'rejected') {
        expect(await databaseErrorOf(Promise.reject(attempt.reason))).toMatchObject(oneLivePerSlot);
      }
    }
  });

  it('computes the booked minutes and the amount from the rate snapshot', async () => {
    const { slot, first } = await slotAndCustomers();
    const booking = await createBooking(database.db, { customerId: first, slot });
    expect(booking).toMatchObject({ bookedMinutes: 180, hourlyRate: 8000, amount: 24000 });
  });

  it('rounds the amount to whole pesos', async () => {
    const agent = await createAgent(database.db);
    const start = new Date('2031-05-05T13:00:00Z');
    const slot = await createSlot(database.db, {
      agentId: agent.user.id,
      startTime: start,
      endTime: new Date(start.getTime() + 100 * 60_000),
    });
    const { user } = await createCustomer(database.db);
    const booking = await createBooking(database.db, {
      customerId: user.id,
      slot,
      hourlyRate: 7777,
    });
    // 7777 × 100 / 60 = 12961.67
    expect(booking).toMatchObject({ bookedMinutes: 100, amount: 12962 });
  });

  it('refuses a booking that ends when it starts', async () => {
    const { agent, slot, first } = await slotAndCustomers();
    await expectViolation(
      database.db.insert(bookings).values({
        customerId: first,
        agentId: agent.user.id,
        availabilityId: slot.id,
        bookingStartTime: slot.startTime,
        bookingEndTime: slot.startTime,
        hourlyRate: 8000,
      }),
      { constraint: bookingConstraints.endAfterStart, code: postgresErrorCodes.checkViolation },
    );
  });

  it('refuses a booking whose hourly rate is not positive', async () => {
    const { slot, first } = await slotAndCustomers();
    await expectViolation(createBooking(database.db, { customerId: first, slot, hourlyRate: 0 }), {
      constraint: 'bookings_hourly_rate_positive',
      code: postgresErrorCodes.checkViolation,
    });
  });

  it("refuses a booking whose agent is not the slot's agent", async () => {
    const { slot, first } = await slotAndCustomers();
    const other = await createAgent(database.db);
    await expectViolation(
      database.db.insert(bookings).values({
        customerId: first,
        agentId: other.user.id,
        availabilityId: slot.id,
        bookingStartTime: slot.startTime,
        bookingEndTime: slot.endTime,
        hourlyRate: 8000,
      }),
      { constraint: 'bookings_slot_fk', code: postgresErrorCodes.foreignKeyViolation },
    );
  });

  it('refuses a booking by a user who is not a customer', async () => {
    const { agent, slot } = await slotAndCustomers();
    await expectViolation(createBooking(database.db, { customerId: agent.user.id, slot }), {
      constraint: 'bookings_customer_id_customer_profiles_user_id_fk',
      code: postgresErrorCodes.foreignKeyViolation,
    });
  });
});
