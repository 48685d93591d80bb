import type { OverviewPeriods } from '@brillo/domain/operator-overview';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  agentDocuments,
  bookings,
  paymentRefunds,
  payments,
  problemReports,
} from '../../db/schema.ts';

export interface OverviewTiles {
  refundedToday: number;
  refundedMonth: number;
  /** Bookings created this month now cancelled (whoever cancelled: the one status, decision 25). */
  cancelledMonth: number;
  decided: number;
  medianSeconds: number | null;
  agentsWaiting: number;
  openProblems: number;
}

export interface OverviewDayRow {
  day: string;
  bookings: number;
  paid: number;
}

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/** The rows of a raw statement, as both drivers answer them (`rows`). */
async function rowsOf<Row>(db: Database, statement: SQL): Promise<Row[]> {
  const result = (await db.execute(statement)) as unknown as { rows: Row[] };
  return result.rows;
}

/**
 * The overview's figures that are not per day, in one statement, each a range read of an index
 * alone (migration 0023): refunds by when they succeeded, this month's cancelled bookings by
 * creation (`bookings_cancelled_created_idx`: the status is written out, not a parameter, so the
 * partial index applies), agents' decisions of the window with their median (`percentile_cont`
 * over the window's answer times, sorted as intervals: as `extract(epoch …)`, a numeric, the sort
 * took four times as long; from `bookings_decided_idx`), and the verification queue's agents
 * (`agent_documents_pending_idx`), and the open problem reports (`problem_reports_queue_idx`).
 */
export function overviewTilesStatement({ today, month, answers }: OverviewPeriods): SQL {
  return sql`select
      (select coalesce(sum(${paymentRefunds.amount}), 0)::float8 from ${paymentRefunds}
        where ${paymentRefunds.status} = 'succeeded'
          and ${paymentRefunds.updatedAt} >= ${at(today.start)}
          and ${paymentRefunds.updatedAt} < ${at(today.end)}) as "refundedToday",
      (select coalesce(sum(${paymentRefunds.amount}), 0)::float8 from ${paymentRefunds}
        where ${paymentRefunds.status} = 'succeeded'
          and ${paymentRefunds.updatedAt} >= ${at(month.start)}
          and ${paymentRefunds.updatedAt} < ${at(month.end)}) as "refundedMonth",
      (select count(*)::int from ${bookings}
        where ${bookings.status} = 'accepted_customer_cancelation'
          and ${bookings.createdAt} >= ${at(month.start)}
          and ${bookings.createdAt} < ${at(month.end)}) as "cancelledMonth",
      answered.decided as "decided",
      answered.median as "medianSeconds",
      (select count(distinct ${agentDocuments.agentId})::int from ${agentDocuments}
        where ${agentDocuments.reviewStatus} = 'pending') as "agentsWaiting",
      (select count(*)::int from ${problemReports}
        where ${problemReports.status} = 'open') as "openProblems"
    from
      (select count(*)::int as decided,
              date_part('epoch', percentile_cont(0.5) within group (
                order by ${bookings.decidedAt} - ${bookings.createdAt}
              ))::float8 as median
        from ${bookings}
        where ${bookings.decidedAt} >= ${at(answers.start)}
          and ${bookings.decidedAt} < ${at(answers.end)}) as answered`;
}

export async function readOverviewTiles(
  db: Database,
  periods: OverviewPeriods,
): Promise<OverviewTiles> {
  const [row] = await rowsOf<Record<keyof OverviewTiles, number | null>>(
    db,
    overviewTilesStatement(periods),
  );
  if (!row) throw new Error('readOverviewTiles: no row');
  return {
    refundedToday: Number(row.refundedToday ?? 0),
    refundedMonth: Number(row.refundedMonth ?? 0),
    cancelledMonth: Number(row.cancelledMonth ?? 0),
    decided: Number(row.decided ?? 0),
    medianSeconds: row.medianSeconds === null ? null : Number(row.medianSeconds),
    agentsWaiting: Number(row.agentsWaiting ?? 0),
    openProblems: Number(row.openProblems ?? 0),
  };
}

/**
 * Each day of the series (`generate_series` of local dates, so a day without bookings is a row of
 * zeros) with the bookings created and the amount paid between its first instant and the next
 * day's, both taken on `timeZone`'s clock by the database (`timestamp at time zone`: a midnight
 * September's change skips reads as the day's first instant, 01:00). Each day's two figures are
 * index range counts and sums (migration 0023).
 */
export function overviewSeriesStatement({ series }: OverviewPeriods, timeZone: string): SQL {
  return sql`select to_char(days.day, 'YYYY-MM-DD') as day,
      (select count(*)::int from ${bookings}
        where ${bookings.createdAt} >= bounds.first and ${bookings.createdAt} < bounds.next) as bookings,
      (select coalesce(sum(${payments.amount}), 0)::float8 from ${payments}
        where ${payments.status} = 'succeeded'
          and ${payments.settledAt} >= bounds.first and ${payments.settledAt} < bounds.next) as paid
    from generate_series(${series.firstDay}::date, ${series.lastDay}::date, interval '1 day') as days(day)
    cross join lateral (select
      (days.day::date)::timestamp at time zone ${timeZone} as first,
      (days.day::date + 1)::timestamp at time zone ${timeZone} as next) as bounds
    order by days.day`;
}

export async function readOverviewSeries(
  db: Database,
  periods: OverviewPeriods,
  timeZone: string,
): Promise<OverviewDayRow[]> {
  const rows = await rowsOf<{ day: string; bookings: number; paid: number | string }>(
    db,
    overviewSeriesStatement(periods, timeZone),
  );
  return rows.map((row) => ({
    day: row.day,
    bookings: Number(row.bookings),
    paid: Number(row.paid),
  }));
}
