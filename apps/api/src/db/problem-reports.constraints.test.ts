import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import type { DatabaseHandle, Executor } from './client.ts';
import { databaseErrorOf, expectViolation } from './constraint-test-helpers.ts';
import { postgresErrorCodes } from './database-errors.ts';
import { createAgent, createBooking, createCustomer, createSlot } from './factories.ts';
import {
  paymentConstraints,
  paymentRefunds,
  payments,
  problemReportConstraints,
  problemReports,
} from './schema.ts';

const { checkViolation, uniqueViolation } = postgresErrorCodes;

/**
 * Problem reports and partial refunds in the database (PD-39, ADR-081): one open report per
 * booking, a resolution's columns consistent with its state, and a payment's refunds not failed
 * never adding up to more than it took, also when two transactions refund it at once.
 */
describe('problem reports and refunds', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  async function paidBooking(amount = 24000) {
    const agent = await createAgent(database.db);
    const customer = await createCustomer(database.db);
    const slot = await createSlot(database.db, { agentId: agent.user.id });
    const booking = await createBooking(database.db, {
      customerId: customer.user.id,
      slot,
      status: 'finished',
    });
    const [payment] = await database.db
      .insert(payments)
      .values({ bookingId: booking.id, provider: 'sandbox', status: 'succeeded', amount })
      .returning();
    if (!payment) throw new Error('no payment');
    return { booking, payment, customerId: customer.user.id };
  }

  const refund = (
    db: Executor,
    paymentId: string,
    amount: number,
    values: Partial<typeof paymentRefunds.$inferInsert> = {},
  ) =>
    db
      .insert(paymentRefunds)
      .values({ paymentId, provider: 'sandbox', amount, kind: 'problem', ...values })
      .returning();

  it('accepts refunds up to what was paid and refuses one above it', async () => {
    const { payment } = await paidBooking(24000);
    await refund(database.db, payment.id, 10000, { status: 'succeeded' });
    await refund(database.db, payment.id, 4000, { kind: 'operator' });
    await expectViolation(refund(database.db, payment.id, 10001), {
      constraint: paymentConstraints.refundsWithinPayment,
      code: checkViolation,
    });
    const [last] = await refund(database.db, payment.id, 10000, { kind: 'cancellation' });
    expect(last?.amount).toBe(10000);
    const rows = await database.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, payment.id));
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(24000);
  });

  it('does not count failed refunds, and refuses one failed asked again above the rest', async () => {
    const { payment } = await paidBooking(24000);
    const [failed] = await refund(database.db, payment.id, 24000, { status: 'failed' });
    await refund(database.db, payment.id, 20000);
    await expectViolation(
      database.db
        .update(paymentRefunds)
        .set({ status: 'pending' })
        .where(eq(paymentRefunds.id, failed?.id ?? '')),
      { constraint: paymentConstraints.refundsWithinPayment, code: checkViolation },
    );
  });

  it('keeps one automatic refund per payment, and many of a problem or an operator', async () => {
    const { payment } = await paidBooking(24000);
    await refund(database.db, payment.id, 1000, { kind: 'cancellation' });
    await expectViolation(refund(database.db, payment.id, 1000, { kind: 'orphan' }), {
      constraint: paymentConstraints.oneAutomaticRefundPerPayment,
      code: uniqueViolation,
    });
    await refund(database.db, payment.id, 1000);
    await refund(database.db, payment.id, 1000);
    await refund(database.db, payment.id, 1000, { kind: 'operator' });
  });

  it('lets one of two transactions refunding the rest at once through, and refuses the other', async () => {
    const { payment } = await paidBooking(24000);
    const db = database.db;
    let outcomes: PromiseSettledResult<unknown>[];
    if (database.driver === 'postgres') {
      // The first holds its refund uncommitted while the second asks on another connection: the
      // second waits for the payment's row, then counts the first's refund and is refused.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let insertedFirst: () => void = () => undefined;
      const firstDone = new Promise<void>((resolve) => {
        insertedFirst = resolve;
      });
      const first = db.transaction(async (tx) => {
        await refund(tx, payment.id, 15000);
        insertedFirst();
        await held;
      });
      await firstDone;
      const second = db.transaction((tx) => refund(tx, payment.id, 15000, { kind: 'operator' }));
      setTimeout(release, 200);
      outcomes = await Promise.allSettled([first, second]);
    } else {
      // PGlite has one connection: the transactions take turns.
      outcomes = await Promise.allSettled([
        db.transaction((tx) => refund(tx, payment.id, 15000)),
        db.transaction((tx) => refund(tx, payment.id, 15000, { kind: 'operator' })),
      ]);
    }
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    const details = await databaseErrorOf(
      Promise.reject((refused as PromiseRejectedResult).reason),
    );
    expect(details.constraint).toBe(paymentConstraints.refundsWithinPayment);
    const rows = await db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, payment.id));
    expect(rows.map((row) => row.amount)).toEqual([15000]);
  });

  const report = (bookingId: string, customerId: string, values: object = {}) =>
    database.db
      .insert(problemReports)
      .values({
        bookingId,
        customerId,
        category: 'quality',
        description: 'Quedó sucio.',
        ...values,
      })
      .returning();

  it('keeps one open report per booking; a resolved one makes room for another', async () => {
    const { booking, customerId } = await paidBooking();
    const [first] = await report(booking.id, customerId);
    await expectViolation(report(booking.id, customerId), {
      constraint: problemReportConstraints.oneOpenPerBooking,
      code: uniqueViolation,
    });
    await database.db
      .update(problemReports)
      .set({
        status: 'resolved',
        resolution: 'none',
        resolutionAmount: 0,
        resolutionNote: 'Revisamos las fotos: la limpieza estuvo completa.',
        resolvedAt: new Date(),
      })
      .where(eq(problemReports.id, first?.id ?? ''));
    await report(booking.id, customerId);
  });

  it.each([
    ['a blank description', { description: '  ' }, 'problem_reports_description_present'],
    ['an unknown category', { category: 'weather' }, 'problem_reports_category_check'],
    [
      'a resolution without its note',
      { status: 'resolved', resolution: 'partial', resolutionAmount: 5000, resolvedAt: new Date() },
      'problem_reports_resolution_consistent',
    ],
    [
      'a refund of nothing called partial',
      {
        status: 'resolved',
        resolution: 'partial',
        resolutionAmount: 0,
        resolutionNote: 'Nota.',
        resolvedAt: new Date(),
      },
      'problem_reports_resolution_consistent',
    ],
    [
      'an open report with a resolution',
      { resolution: 'none', resolutionAmount: 0 },
      'problem_reports_resolution_consistent',
    ],
  ])('refuses %s', async (_name, values, constraint) => {
    const { booking, customerId } = await paidBooking();
    await expectViolation(report(booking.id, customerId, values), {
      constraint,
      code: checkViolation,
    });
  });
});
