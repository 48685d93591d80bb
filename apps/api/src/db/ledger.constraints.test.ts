import type { LedgerEntry, LedgerMovement } from '@brillo/domain/ledger';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import type { DatabaseHandle } from './client.ts';
import { databaseErrorOf, expectViolation } from './constraint-test-helpers.ts';
import { postgresErrorCodes } from './database-errors.ts';
import { createAgent, createBooking, createCustomer, createSlot } from './factories.ts';
import {
  agentBankAccounts,
  bookingEarnings,
  ledgerConstraints,
  ledgerEntries,
  ledgerTransactions,
  paymentRefunds,
  payments,
  payouts,
} from './schema.ts';

/** SQLSTATE 23001, which the ledger's append-only triggers raise (migration 0025). */
const RESTRICT_VIOLATION = '23001';
const PAID = 30_000;

describe('the ledger (append-only and balanced, issue 33)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  let ruts = 20_000_000;
  /** An agent with a bank account, and a paid booking of theirs with its payment. */
  async function paidBooking() {
    const db = database.db;
    const { user: agent } = await createAgent(db);
    const { user: customer } = await createCustomer(db);
    const slot = await createSlot(db, { agentId: agent.id });
    const booking = await createBooking(db, {
      customerId: customer.id,
      slot,
      status: 'accepted_payment_success',
    });
    const [payment] = await db
      .insert(payments)
      .values({
        bookingId: booking.id,
        provider: 'sandbox',
        providerPaymentId: `pi_sandbox_${crypto.randomUUID()}`,
        status: 'succeeded',
        amount: PAID,
      })
      .returning();
    ruts += 1;
    const [account] = await db
      .insert(agentBankAccounts)
      .values({
        agentId: agent.id,
        // Any RUT of the right shape: the check digit is not the database's to check.
        holderRut: `${ruts}-5`,
        bank: 'bancoestado',
        accountType: 'vista',
        accountNumber: '12345678',
        createdAt: new Date(),
      })
      .returning();
    if (!payment || !account) throw new Error('no payment or account');
    return { agentId: agent.id, booking, payment, account };
  }
  type Paid = Awaited<ReturnType<typeof paidBooking>>;

  /** A movement with its entries, written in one transaction as the service writes it. */
  function movement(
    paid: Paid,
    kind: LedgerMovement,
    entries: readonly LedgerEntry[],
    refs: { refundId?: string; payoutId?: string } = {},
  ) {
    return database.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(ledgerTransactions)
        .values({
          movement: kind,
          agentId: paid.agentId,
          bookingId: refs.payoutId ? null : paid.booking.id,
          refundId: refs.refundId ?? null,
          payoutId: refs.payoutId ?? null,
          createdAt: new Date(),
        })
        .returning();
      if (!row) throw new Error('no ledger transaction');
      if (entries.length > 0) {
        await tx.insert(ledgerEntries).values(
          entries.map((entry) => ({
            transactionId: row.id,
            account: entry.account,
            agentId:
              entry.account === 'agent_held' || entry.account === 'agent_available'
                ? paid.agentId
                : null,
            amount: entry.amount,
          })),
        );
      }
      return row;
    });
  }
  const paymentMove = (paid: Paid) =>
    movement(paid, 'payment', [
      { account: 'cash', amount: PAID },
      { account: 'commission', amount: -4500 },
      { account: 'agent_held', amount: -25_500 },
    ]);
  const releaseMove = (paid: Paid) =>
    movement(paid, 'release', [
      { account: 'agent_held', amount: 25_500 },
      { account: 'agent_available', amount: -25_500 },
    ]);
  async function refund(paid: Paid, amount: number) {
    const [row] = await database.db
      .insert(paymentRefunds)
      .values({
        paymentId: paid.payment.id,
        provider: 'sandbox',
        kind: 'operator',
        status: 'succeeded',
        amount,
      })
      .returning();
    if (!row) throw new Error('no refund');
    return row;
  }
  async function payout(paid: Paid, run: string | null, amount = 25_500) {
    const [row] = await database.db
      .insert(payouts)
      .values({
        agentId: paid.agentId,
        holderName: 'Agente de prueba',
        run,
        requestedBy: run === null ? paid.agentId : null,
        bankAccountId: paid.account.id,
        amount,
        provider: 'sandbox',
        createdAt: new Date(),
      })
      .returning();
    if (!row) throw new Error('no payout');
    return row;
  }
  async function earning(paid: Paid) {
    const [row] = await database.db
      .insert(bookingEarnings)
      .values({
        bookingId: paid.booking.id,
        agentId: paid.agentId,
        paymentId: paid.payment.id,
        paid: PAID,
        commissionBasisPoints: 1500,
        commission: 4500,
        earning: 25_500,
        serviceEnd: paid.booking.bookingEndTime,
        createdAt: new Date(),
      })
      .returning();
    if (!row) throw new Error('no earning');
    return row;
  }
  const countOf = async (table: 'ledger_transactions' | 'ledger_entries' | 'booking_earnings') => {
    const result = await database.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  };

  it('keeps a balanced movement and its entries', async () => {
    const paid = await paidBooking();
    const row = await paymentMove(paid);
    const entries = await database.db
      .select({ account: ledgerEntries.account, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, row.id));
    expect(entries.map((entry) => [entry.account, Number(entry.amount)]).sort()).toEqual([
      ['agent_held', -25_500],
      ['cash', PAID],
      ['commission', -4500],
    ]);
  });

  it('refuses to change or delete a movement, an entry or an earning, or to empty their tables', async () => {
    const paid = await paidBooking();
    const row = await paymentMove(paid);
    const fixed = await earning(paid);
    const db = database.db;
    const refusals = [
      db
        .update(ledgerTransactions)
        .set({ movement: 'release' })
        .where(eq(ledgerTransactions.id, row.id)),
      db.delete(ledgerTransactions).where(eq(ledgerTransactions.id, row.id)),
      db.update(ledgerEntries).set({ amount: 1 }).where(eq(ledgerEntries.transactionId, row.id)),
      db.delete(ledgerEntries).where(eq(ledgerEntries.transactionId, row.id)),
      db
        .update(bookingEarnings)
        .set({ commission: 0, earning: PAID })
        .where(eq(bookingEarnings.bookingId, fixed.bookingId)),
      db.delete(bookingEarnings).where(eq(bookingEarnings.bookingId, fixed.bookingId)),
      db.execute(sql`truncate table ledger_entries`),
      db.execute(sql`truncate table ledger_transactions cascade`),
      db.execute(sql`truncate table booking_earnings`),
    ];
    for (const refusal of refusals) {
      const error = await databaseErrorOf(refusal);
      expect(error.code).toBe(RESTRICT_VIOLATION);
      expect(error.message).toContain('append-only');
    }
    const [still] = await db
      .select()
      .from(bookingEarnings)
      .where(eq(bookingEarnings.bookingId, fixed.bookingId));
    expect(still).toMatchObject({ commission: 4500, earning: 25_500 });
    expect(await countOf('ledger_entries')).toBeGreaterThanOrEqual(3);
    expect(await countOf('booking_earnings')).toBeGreaterThanOrEqual(1);
  });

  it('refuses at COMMIT a movement whose entries do not add up to zero, keeping none of it', async () => {
    const paid = await paidBooking();
    const before = await countOf('ledger_transactions');
    let writtenInside = false;
    await expectViolation(
      database.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(ledgerTransactions)
          .values({
            movement: 'payment',
            agentId: paid.agentId,
            bookingId: paid.booking.id,
            createdAt: new Date(),
          })
          .returning();
        await tx.insert(ledgerEntries).values([
          { transactionId: row?.id ?? '', account: 'cash', amount: PAID },
          { transactionId: row?.id ?? '', account: 'commission', amount: -4500 },
        ]);
        // The check is deferred: each statement is accepted, the commit is not.
        writtenInside = true;
      }),
      { constraint: 'ledger_transactions_balanced', code: postgresErrorCodes.checkViolation },
    );
    expect(writtenInside).toBe(true);
    expect(await countOf('ledger_transactions')).toBe(before);
  });

  it('refuses at COMMIT an entry added later to a balanced movement, keeping the movement as it was', async () => {
    const paid = await paidBooking();
    const row = await paymentMove(paid);
    const entries = await countOf('ledger_entries');
    await expectViolation(
      database.db
        .insert(ledgerEntries)
        .values({ transactionId: row.id, account: 'cash', amount: 1 }),
      { constraint: 'ledger_transactions_balanced', code: postgresErrorCodes.checkViolation },
    );
    expect(await countOf('ledger_entries')).toBe(entries);
  });

  it('refuses a movement of one entry, and one of none', async () => {
    const paid = await paidBooking();
    const before = await countOf('ledger_transactions');
    await expectViolation(movement(paid, 'payment', [{ account: 'cash', amount: PAID }]), {
      constraint: 'ledger_transactions_balanced',
      code: postgresErrorCodes.checkViolation,
    });
    await expectViolation(movement(paid, 'payment', []), {
      constraint: 'ledger_transactions_balanced',
      code: postgresErrorCodes.checkViolation,
    });
    expect(await countOf('ledger_transactions')).toBe(before);
    // The same payment, balanced, is then accepted: nothing of the refused ones was left.
    await paymentMove(paid);
    expect(await countOf('ledger_transactions')).toBe(before + 1);
  });

  it('takes one payment and one release a booking', async () => {
    const paid = await paidBooking();
    await paymentMove(paid);
    await expectViolation(paymentMove(paid), {
      constraint: ledgerConstraints.onePaymentPerBooking,
      code: postgresErrorCodes.uniqueViolation,
    });
    await releaseMove(paid);
    await expectViolation(releaseMove(paid), {
      constraint: ledgerConstraints.oneReleasePerBooking,
      code: postgresErrorCodes.uniqueViolation,
    });
  });

  it('takes one movement a refund, and each refund of a booking its own', async () => {
    const paid = await paidBooking();
    await paymentMove(paid);
    const refundEntries: LedgerEntry[] = [
      { account: 'cash', amount: -10_000 },
      { account: 'commission', amount: 1500 },
      { account: 'agent_held', amount: 8500 },
    ];
    const first = await refund(paid, 10_000);
    await movement(paid, 'refund', refundEntries, { refundId: first.id });
    await expectViolation(movement(paid, 'refund', refundEntries, { refundId: first.id }), {
      constraint: ledgerConstraints.oneRefundEntry,
      code: postgresErrorCodes.uniqueViolation,
    });
    const second = await refund(paid, 10_000);
    await movement(paid, 'refund', refundEntries, { refundId: second.id });
    // A refund movement names its refund.
    await expectViolation(movement(paid, 'refund', refundEntries), {
      constraint: 'ledger_transactions_references',
      code: postgresErrorCodes.checkViolation,
    });
  });

  it('takes one movement of each kind a payout', async () => {
    const paid = await paidBooking();
    const made = await payout(paid, '2026-11-23');
    const out: LedgerEntry[] = [
      { account: 'agent_available', amount: 25_500 },
      { account: 'payouts_in_transit', amount: -25_500 },
    ];
    const settled: LedgerEntry[] = [
      { account: 'payouts_in_transit', amount: 25_500 },
      { account: 'cash', amount: -25_500 },
    ];
    const failed: LedgerEntry[] = [
      { account: 'cash', amount: 25_500 },
      { account: 'agent_available', amount: -25_500 },
    ];
    await movement(paid, 'payout', out, { payoutId: made.id });
    await movement(paid, 'payout_settled', settled, { payoutId: made.id });
    await movement(paid, 'payout_failed', failed, { payoutId: made.id });
    for (const [kind, entries] of [
      ['payout', out],
      ['payout_settled', settled],
      ['payout_failed', failed],
    ] as const) {
      await expectViolation(movement(paid, kind, entries, { payoutId: made.id }), {
        constraint: ledgerConstraints.oneMovePerPayout,
        code: postgresErrorCodes.uniqueViolation,
      });
    }
  });

  it('takes one payout an agent and run; an operator’s payouts are not of a run', async () => {
    const paid = await paidBooking();
    await payout(paid, '2026-11-23');
    await expectViolation(payout(paid, '2026-11-23', 100), {
      constraint: ledgerConstraints.onePayoutPerRun,
      code: postgresErrorCodes.uniqueViolation,
    });
    await payout(paid, '2026-11-30');
    await payout(paid, null, 100);
    await payout(paid, null, 200);
    const other = await paidBooking();
    await payout(other, '2026-11-23');
    const rows = await database.db
      .select({ run: payouts.run })
      .from(payouts)
      .where(eq(payouts.agentId, paid.agentId));
    expect(rows.map((row) => row.run).sort()).toEqual(['2026-11-23', '2026-11-30', null, null]);
  });
});
