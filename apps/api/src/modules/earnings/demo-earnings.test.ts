import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { closeLater } from '../../../test/app.ts';
import { testPasswordHasher } from '../../../test/password-hasher.ts';
import { checkLedger } from './reconciliation.ts';
import { readBalances, readEarningRows, readLedgerTotals } from './reads.ts';
import { eq } from 'drizzle-orm';
import { payouts, users } from '../../db/schema.ts';
import { seedDemoData } from '../../db/seed.ts';
import { DEMO_PAID_AGENT } from '../../db/seed-earnings.ts';

describe('demo earnings', () => {
  it('give Valentina paid, available and held earnings, and the books tie out', async () => {
    const database = await createTestDatabase();
    closeLater(() => database.close());
    const now = new Date('2026-11-25T15:00:00Z');
    await seedDemoData(database.db, testPasswordHasher, now);
    const [agent] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_PAID_AGENT));
    const agentId = agent?.id ?? '';
    const balances = await readBalances(database.db, agentId);
    expect(balances.paid).toBeGreaterThan(0);
    expect(balances.available).toBeGreaterThan(0);
    expect(balances.heldForOpenProblem).toBeGreaterThan(0);
    expect(balances.heldForRecentService).toBeGreaterThan(0);
    const rows = await readEarningRows(database.db, agentId);
    expect(new Set(rows.map((row) => row.state))).toEqual(new Set(['paid', 'available', 'held']));
    const [payout] = await database.db.select().from(payouts).where(eq(payouts.agentId, agentId));
    expect(payout).toMatchObject({ status: 'paid', amount: balances.paid });
    expect(await checkLedger(database.db)).toEqual([]);
    const totals = await readLedgerTotals(database.db);
    expect(totals.cash).toBe(totals.owed + totals.commission);
  });
});
