import type { OperatorPayoutsQuery, PayoutRun } from '@brillo/domain/contracts/operator-payouts';
import { and, count, desc, eq, ilike, isNotNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { payouts, users } from '../../db/schema.ts';

/** An agent's name and email, or nothing when the id is not an agent's. */
export async function readAgent(db: Executor, agentId: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.id, agentId), eq(users.role, 'agent')));
  return row;
}

const operators = alias(users, 'operators');

/** A page of payouts, newest first, filtered by state, run or a piece of the agent's name. */
export async function listPayoutRows(
  db: Executor,
  query: OperatorPayoutsQuery,
  page: { limit: number; offset: number },
) {
  const agentText = query.agent?.replaceAll(/[\\%_]/g, (c) => `\\${c}`);
  const where = and(
    query.status ? eq(payouts.status, query.status) : undefined,
    query.run ? eq(payouts.run, query.run) : undefined,
    agentText
      ? or(ilike(users.name, `%${agentText}%`), ilike(users.email, `%${agentText}%`))
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: payouts.id,
        agentId: users.id,
        agentName: users.name,
        operatorId: operators.id,
        operatorName: operators.name,
      })
      .from(payouts)
      .innerJoin(users, eq(users.id, payouts.agentId))
      .leftJoin(operators, eq(operators.id, payouts.requestedBy))
      .where(where)
      .orderBy(desc(payouts.createdAt), desc(payouts.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(payouts)
      .innerJoin(users, eq(users.id, payouts.agentId))
      .where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      agent: { id: row.agentId, name: row.agentName },
      requestedBy:
        row.operatorId && row.operatorName ? { id: row.operatorId, name: row.operatorName } : null,
    })),
    total: total?.total ?? 0,
  };
}

/** The weekly runs that made payouts, newest first, the last 26. */
export async function readRuns(db: Executor): Promise<PayoutRun[]> {
  const rows = await db
    .select({
      run: sql<string>`${payouts.run}`,
      payouts: count(),
      amount: sql<string>`sum(${payouts.amount})`,
      pending: sql<number>`count(*) FILTER (WHERE ${payouts.status} = 'pending')::int`,
      sent: sql<number>`count(*) FILTER (WHERE ${payouts.status} = 'sent')::int`,
      paid: sql<number>`count(*) FILTER (WHERE ${payouts.status} = 'paid')::int`,
      failed: sql<number>`count(*) FILTER (WHERE ${payouts.status} = 'failed')::int`,
    })
    .from(payouts)
    .where(isNotNull(payouts.run))
    .groupBy(payouts.run)
    .orderBy(desc(payouts.run))
    .limit(26);
  return rows.map((row) => ({ ...row, amount: Number(row.amount) }));
}
