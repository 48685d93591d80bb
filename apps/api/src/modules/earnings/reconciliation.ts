import { reconciliationTexts as texts } from '@brillo/domain/texts/reconciliation.es-CL';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/**
 * The ledger's reconciliation check (issue 33): every movement balances; every paid booking,
 * every refund of one and every payout has its movements, with the amounts of the rows they
 * record; and Brillo's cash equals what it owes agents plus what it earned. Answers the problems
 * found, in Spanish for the operators' console and the command (none when everything ties out).
 * `npm run ledger:check` runs it on the configured database.
 */
export async function checkLedger(db: Executor): Promise<string[]> {
  const problems: string[] = [];
  // Both drivers answer `{ rows }`.
  const rows = async <T>(query: SQL) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;

  for (const row of await rows<{ id: string; total: string; lines: string }>(sql`
    SELECT t.id, coalesce(sum(e.amount), 0) AS total, count(e.id) AS lines
    FROM ledger_transactions t LEFT JOIN ledger_entries e ON e.transaction_id = t.id
    GROUP BY t.id HAVING coalesce(sum(e.amount), 0) <> 0 OR count(e.id) < 2 LIMIT 20`)) {
    problems.push(texts.unbalanced(row.id, Number(row.total), Number(row.lines)));
  }

  // A payment that succeeded and was not given back as a duplicate or a late payment paid its
  // booking: its earning is fixed and its payment recorded, with its amounts.
  for (const row of await rows<{ id: string; booking_id: string }>(sql`
    SELECT p.id, p.booking_id FROM payments p
    WHERE p.status = 'succeeded'
      AND NOT EXISTS (SELECT 1 FROM booking_earnings be WHERE be.payment_id = p.id)
      AND NOT EXISTS (SELECT 1 FROM payment_refunds r WHERE r.payment_id = p.id AND r.kind IN ('orphan', 'duplicate'))
    LIMIT 20`)) {
    problems.push(texts.paymentMissing(row.id, row.booking_id));
  }
  for (const row of await rows<{ booking_id: string }>(sql`
    SELECT be.booking_id FROM booking_earnings be
    WHERE NOT EXISTS (
      SELECT 1 FROM ledger_transactions t
      WHERE t.booking_id = be.booking_id AND t.movement = 'payment'
        AND (SELECT coalesce(sum(e.amount) FILTER (WHERE e.account = 'cash'), 0) FROM ledger_entries e WHERE e.transaction_id = t.id) = be.paid
        AND (SELECT coalesce(-sum(e.amount) FILTER (WHERE e.account = 'commission'), 0) FROM ledger_entries e WHERE e.transaction_id = t.id) = be.commission
        AND (SELECT coalesce(-sum(e.amount) FILTER (WHERE e.account = 'agent_held'), 0) FROM ledger_entries e WHERE e.transaction_id = t.id) = be.earning)
    LIMIT 20`)) {
    problems.push(texts.paymentDiffers(row.booking_id));
  }

  // Each succeeded refund of a booking's own payment is taken back, for its amount.
  for (const row of await rows<{ id: string }>(sql`
    SELECT r.id FROM payment_refunds r JOIN booking_earnings be ON be.payment_id = r.payment_id
    WHERE r.status = 'succeeded' AND NOT EXISTS (
      SELECT 1 FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
      WHERE t.refund_id = r.id AND t.movement = 'refund' AND e.account = 'cash' AND e.amount = -r.amount)
    LIMIT 20`)) {
    problems.push(texts.refundMissing(row.id));
  }
  for (const row of await rows<{ id: string }>(sql`
    SELECT t.refund_id AS id FROM ledger_transactions t JOIN payment_refunds r ON r.id = t.refund_id
    WHERE t.movement = 'refund' AND r.status <> 'succeeded' LIMIT 20`)) {
    problems.push(texts.refundNotSucceeded(row.id));
  }

  // Each payout left the agent's balance for its amount; a paid one was settled, a failed one
  // returned, and nothing else.
  for (const row of await rows<{ id: string; status: string; moves: string | null }>(sql`
    SELECT p.id, p.status, string_agg(t.movement, ',' ORDER BY t.movement) AS moves
    FROM payouts p LEFT JOIN ledger_transactions t ON t.payout_id = p.id
    GROUP BY p.id, p.status
    HAVING string_agg(t.movement, ',' ORDER BY t.movement) IS DISTINCT FROM (CASE
      WHEN p.status IN ('pending', 'sent') THEN 'payout'
      WHEN p.status = 'paid' THEN 'payout,payout_settled'
      WHEN p.settled_at IS NOT NULL THEN 'payout,payout_failed,payout_settled'
      ELSE 'payout,payout_failed' END)
    LIMIT 20`)) {
    problems.push(texts.payoutMovements(row.id, row.status, row.moves));
  }
  for (const row of await rows<{ id: string }>(sql`
    SELECT p.id FROM payouts p WHERE NOT EXISTS (
      SELECT 1 FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
      WHERE t.payout_id = p.id AND t.movement = 'payout' AND e.account = 'agent_available' AND e.amount = p.amount)
    LIMIT 20`)) {
    problems.push(texts.payoutAmount(row.id));
  }

  // Every peso Brillo holds is owed to an agent or earned.
  const [totals] = await rows<{ cash: string; others: string }>(sql`
    SELECT coalesce(sum(amount) FILTER (WHERE account = 'cash'), 0) AS cash,
           coalesce(-sum(amount) FILTER (WHERE account <> 'cash'), 0) AS others
    FROM ledger_entries`);
  if (totals && Number(totals.cash) !== Number(totals.others)) {
    problems.push(texts.cashDiffers(Number(totals.cash), Number(totals.others)));
  }
  return problems;
}
