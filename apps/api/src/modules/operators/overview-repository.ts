import type { OverviewPeriods } from '@brillo/domain/operator-overview';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { agentDocuments, bookings, paymentRefunds, payments } from '../../db/schema.ts';

/** The status every cancelled booking ends in, whoever cancelled it (decision 25). */
const CANCELLED = 'accepted_customer_cancelation';

export interface OverviewTiles {
  refundedToday: number;
  refundedMonth: number;
  createdMonth: number;
  cancelledMonth: number;
  decided: number;
  medianSeconds: number | null;
  agentsWaiting: number;
}

export interface OverviewDayRow {
  day: string;
  bookings: number;
  paid: number;
}

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/** The rows of a raw statement, as both drivers answer them (`rows`). */
async function rowsOf<Row>(db: Database, statement: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await db.execute(statement)) as unknown as { rows: Row[] };
  return result.rows;
}

/**
 * The overview's figures that are not per day, in one statement: each a range read of its own
 * index (migration 0023): refunds by when they succeeded, this month's bookings by creation (and
 * the cancelled among them), agents' decisions of the window with their median (`percentile_cont`
 * over the window's answers), and the verification queue's agents.
 */
export async function readOverviewTiles(
  db: Database,
  periods: OverviewPeriods,
): Promise<OverviewTiles> {
  const { today, month, answers } = periods;
  const [row] = await rowsOf<Record<keyof OverviewTiles, number | null>>(
    db,
    sql`select
      (select coalesce(sum(${paymentRefunds.amount}), 0)::float8 from ${paymentRefunds}
        where ${paymentRefunds.status} = 'succeeded'
          and ${paymentRefunds.updatedAt} >= ${at(today.start)}
          and ${paymentRefunds.updatedAt} < ${at(today.end)}) as "refundedToday",
      (select coalesce(sum(${paymentRefunds.amount}), 0)::float8 from ${paymentRefunds}
        where ${paymentRefunds.status} = 'succeeded'
          and ${paymentRefunds.updatedAt} >= ${at(month.start)}
          and ${paymentRefunds.updatedAt} < ${at(month.end)}) as "refundedMonth",
      created.total as "createdMonth",
      created.cancelled as "cancelledMonth",
      answered.decided as "decided",
      answered.median as "medianSeconds",
      (select count(distinct ${agentDocuments.agentId})::int from ${agentDocuments}
        where ${agentDocuments.reviewStatus} = 'pending') as "agentsWaiting"
    from
      (select count(*)::int as total,
              (count(*) filter (where ${bookings.status} = ${CANCELLED}))::int as cancelled
        from ${bookings}
        where ${bookings.createdAt} >= ${at(month.start)}
          and ${bookings.createdAt} < ${at(month.end)}) as created,
      (select count(*)::int as decided,
              percentile_cont(0.5) within group (
                order by extract(epoch from ${bookings.decidedAt} - ${bookings.createdAt})
              )::float8 as median
        from ${bookings}
        where ${bookings.decidedAt} >= ${at(answers.start)}
          and ${bookings.decidedAt} < ${at(answers.end)}) as answered`,
  );
  if (!row) throw new Error('readOverviewTiles: no row');
  return {
    refundedToday: Number(row.refundedToday ?? 0),
    refundedMonth: Number(row.refundedMonth ?? 0),
    createdMonth: Number(row.createdMonth ?? 0),
    cancelledMonth: Number(row.cancelledMonth ?? 0),
    decided: Number(row.decided ?? 0),
    medianSeconds: row.medianSeconds === null ? null : Number(row.medianSeconds),
    agentsWaiting: Number(row.agentsWaiting ?? 0),
  };
}

/**
 * Each day of the series (`generate_series` of local dates, so a day without bookings is a row of
 * zeros) with the bookings created and the amount paid between its first instant and the next
 * day's, both taken on `timeZone`'s clock by the database (`timestamp at time zone`: a midnight
 * September's change skips reads as the day's first instant, 01:00). Each day's two figures are
 * index range counts and sums (migration 0023).
 */
export async function readOverviewSeries(
  db: Database,
  periods: OverviewPeriods,
  timeZone: string,
): Promise<OverviewDayRow[]> {
  const { series } = periods;
  const rows = await rowsOf<{ day: string; bookings: number; paid: number | string }>(
    db,
    sql`select to_char(days.day, 'YYYY-MM-DD') as day,
      (select count(*)::int from ${bookings}
        where ${bookings.createdAt} >= bounds.first and ${bookings.createdAt} < bounds.next) as bookings,
      (select coalesce(sum(${payments.amount}), 0)::float8 from ${payments}
        where ${payments.status} = 'succeeded'
          and ${payments.settledAt} >= bounds.first and ${payments.settledAt} < bounds.next) as paid
    from generate_series(${series.firstDay}::date, ${series.lastDay}::date, interval '1 day') as days(day)
    cross join lateral (select
      (days.day::date)::timestamp at time zone ${timeZone} as first,
      (days.day::date + 1)::timestamp at time zone ${timeZone} as next) as bounds
    order by days.day`,
  );
  return rows.map((row) => ({
    day: row.day,
    bookings: Number(row.bookings),
    paid: Number(row.paid),
  }));
}
