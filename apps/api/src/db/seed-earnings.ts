import { DEFAULT_COMMISSION_PERCENT } from '@brillo/domain/earnings';
import { payoutEntries, payoutSettledEntries, releaseEntries } from '@brillo/domain/ledger';
import { EARNING_HOLD_HOURS, payoutRunInstant, payoutRunOf } from '@brillo/domain/payouts';
import { asc, eq } from 'drizzle-orm';
import {
  heldOfBooking,
  recordBookingPaid,
  recordMovement,
  recordRefundSucceeded,
} from './ledger.ts';
import type { Transaction } from './client.ts';
import {
  agentBankAccounts,
  bookingEarnings,
  bookings,
  paymentRefunds,
  payments,
  payoutItems,
  payouts,
  problemReports,
  users,
} from './schema.ts';
import { DEMO_TIME_ZONE } from './seed-data.ts';

const HOLD_MS = EARNING_HOLD_HOURS * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

/** The demo agent paid by a weekly run: Valentina. */
export const DEMO_PAID_AGENT = 'agente@brillo.test';

/**
 * The demo's earnings (PD-40, PD-41), as the ledger would have them had the demo happened: every
 * paid demo booking's commission fixed at the default 15 % and its payment recorded, the refund of
 * the resolved problem taken back, the earnings whose 48 hours are over and with no problem open
 * released, and Valentina paid by the last weekly run before her latest release, to her account,
 * confirmed by the sandbox. So 'Mis ganancias' shows her paid, available and held earnings (the
 * open problem's and the upcoming service's), and the operators' books tie out. Run inside the
 * seed's transaction, after the payments, the bank accounts and the problems.
 */
export async function seedDemoEarnings(tx: Transaction, now: Date): Promise<void> {
  const paid = await tx
    .select({ bookingId: payments.bookingId, paymentId: payments.id, at: payments.settledAt })
    .from(payments)
    .where(eq(payments.status, 'succeeded'))
    .orderBy(asc(payments.settledAt));
  for (const payment of paid) {
    await recordBookingPaid(tx, {
      bookingId: payment.bookingId,
      paymentId: payment.paymentId,
      commissionPercent: DEFAULT_COMMISSION_PERCENT,
      now: payment.at ?? now,
    });
  }
  const refunds = await tx
    .select({ id: paymentRefunds.id, at: paymentRefunds.updatedAt })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.status, 'succeeded'));
  for (const refund of refunds) await recordRefundSucceeded(tx, refund.id, refund.at);

  // The releases the upkeep job would have made, each at its service's end plus 48 hours.
  const earnings = await tx
    .select({ earning: bookingEarnings, status: bookings.status })
    .from(bookingEarnings)
    .innerJoin(bookings, eq(bookings.id, bookingEarnings.bookingId))
    .orderBy(asc(bookingEarnings.serviceEnd));
  const open = new Set(
    (
      await tx
        .select({ bookingId: problemReports.bookingId })
        .from(problemReports)
        .where(eq(problemReports.status, 'open'))
    ).map((row) => row.bookingId),
  );
  const released: { bookingId: string; agentId: string; amount: number; at: Date }[] = [];
  for (const { earning, status } of earnings) {
    const at = new Date(earning.serviceEnd.getTime() + HOLD_MS);
    if (at > now || open.has(earning.bookingId)) continue;
    if (status !== 'finished' && status !== 'finished_evaluated') continue;
    const amount = await heldOfBooking(tx, earning.bookingId);
    if (amount <= 0) continue;
    await recordMovement(
      tx,
      { movement: 'release', agentId: earning.agentId, bookingId: earning.bookingId, at },
      releaseEntries(amount),
    );
    released.push({ bookingId: earning.bookingId, agentId: earning.agentId, amount, at });
  }
  await seedPaidPayout(tx, released);
}

/**
 * Valentina's paid payout: the weekly run before her latest release, paying what was released
 * before it, sent a minute after 09:00 and confirmed four minutes later.
 */
async function seedPaidPayout(
  tx: Transaction,
  released: { bookingId: string; agentId: string; amount: number; at: Date }[],
): Promise<void> {
  const [agent] = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.email, DEMO_PAID_AGENT));
  if (!agent) return;
  const hers = released.filter((release) => release.agentId === agent.id);
  const latest = hers.at(-1);
  if (!latest) return;
  const run = payoutRunOf(new Date(latest.at.getTime() - 1), DEMO_TIME_ZONE);
  const runAt = payoutRunInstant(run, DEMO_TIME_ZONE);
  const items = hers.filter((release) => release.at < runAt);
  const amount = items.reduce((sum, item) => sum + item.amount, 0);
  const [account] = await tx
    .select({ id: agentBankAccounts.id, createdAt: agentBankAccounts.createdAt })
    .from(agentBankAccounts)
    .where(eq(agentBankAccounts.agentId, agent.id));
  if (!account || amount <= 0 || account.createdAt > runAt) return;
  const sentAt = new Date(runAt.getTime() + MINUTE);
  const settledAt = new Date(runAt.getTime() + 5 * MINUTE);
  const [payout] = await tx
    .insert(payouts)
    .values({
      agentId: agent.id,
      holderName: agent.name,
      run,
      bankAccountId: account.id,
      amount,
      provider: 'sandbox',
      providerTransferId: 'tr_sandbox_demo_1',
      status: 'paid',
      createdAt: runAt,
      sentAt,
      settledAt,
    })
    .returning({ id: payouts.id });
  if (!payout) return;
  await tx.insert(payoutItems).values(
    items.map((item) => ({
      payoutId: payout.id,
      bookingId: item.bookingId,
      amount: item.amount,
    })),
  );
  await recordMovement(
    tx,
    { movement: 'payout', agentId: agent.id, payoutId: payout.id, at: runAt },
    payoutEntries(amount),
  );
  await recordMovement(
    tx,
    { movement: 'payout_settled', agentId: agent.id, payoutId: payout.id, at: settledAt },
    payoutSettledEntries(amount),
  );
}
