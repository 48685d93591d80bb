import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import { testPasswordHasher } from '../../test/password-hasher.ts';
import { closeLater } from '../../test/app.ts';
import { bookings, paymentEvents, payments } from './schema.ts';
import { seedDemoData } from './seed.ts';

describe('the demo payments', async () => {
  const database = await createTestDatabase();
  closeLater(() => database.close());
  const db = database.db;
  await seedDemoData(db, testPasswordHasher, new Date());

  it('give every paid demo booking a succeeded payment, and the failed one a failed attempt', async () => {
    const rows = await db
      .select({ status: bookings.status, amount: bookings.amount, payment: payments })
      .from(bookings)
      .leftJoin(payments, eq(payments.bookingId, bookings.id));
    const paid = rows.filter((row) =>
      ['accepted_payment_success', 'finished', 'finished_evaluated'].includes(row.status),
    );
    expect(paid.length).toBeGreaterThan(0);
    for (const row of paid) {
      expect(row.payment).toMatchObject({
        status: 'succeeded',
        amount: row.amount,
        currency: 'clp',
      });
    }
    const failed = rows.filter((row) => row.status === 'accepted_payment_failed');
    expect(failed.map((row) => row.payment?.status)).toEqual(['failed']);
    const unpaid = rows.filter((row) => row.status === 'accepted_pending_payment');
    expect(unpaid.length).toBeGreaterThan(0);
    expect(unpaid.every((row) => row.payment === null)).toBe(true);
    const events = await db.select().from(paymentEvents);
    expect(events).toHaveLength(paid.length + failed.length);
    expect(events.every((event) => event.outcome === 'applied')).toBe(true);
  });
});
