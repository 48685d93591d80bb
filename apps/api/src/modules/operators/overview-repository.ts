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

/**
 * The overview's statements (issue 32), each a range read of an index alone (migration 0023),
 * read at once on the pool's connections (`readOverview`): on the bench's market the two halves
 * of the series and the median each cost tens of milliseconds, and run side by side.
 */

export interface OverviewTiles {
  refundedToday: number;
  refundedMonth: number;
  /** Bookings created this month now cancelled (whoever cancelled: the one status, decision 25). */
  cancelledMonth: number;
  agentsWaiting: number;
  openProblems: number;
}

export interface OverviewAnswers {
  decided: number;
  medianSeconds: number | null;
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
 * The small figures, in one statement: refunds by when they succeeded
 * (`payment_refunds_succeeded_idx`), this month's cancelled bookings by creation
 * (`bookings_cancelled_created_idx`: the status is written out, not a parameter, so the partial
 * index applies), the verification queue's agents (`agent_documents_pending_idx`), and the open
 * problem reports (`problem_reports_queue_idx`).
 */
export function overviewTilesStatement({ today, month }: OverviewPeriods): SQL {
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
    (select count(distinct ${agentDocuments.agentId})::int from ${agentDocuments}
      where ${agentDocuments.reviewStatus} = 'pending') as "agentsWaiting",
    (select count(*)::int from ${problemReports}
      where ${problemReports.status} = 'open') as "openProblems"`;
}

/**
 * The agents' answers of the window and their median (`percentile_cont`) from
 * `bookings_decided_idx`, sorted as seconds in `float8` (`date_part`): `extract(epoch …)` is a
 * `numeric`, whose sort took four times as long, and intervals sort at half the speed of `float8`.
 */
export function overviewAnswersStatement({ answers }: OverviewPeriods): SQL {
  return sql`select count(*)::int as decided,
      percentile_cont(0.5) within group (
        order by date_part('epoch', ${bookings.decidedAt} - ${bookings.createdAt})
      ) as "medianSeconds"
    from ${bookings}
    where ${bookings.decidedAt} >= ${at(answers.start)}
      and ${bookings.decidedAt} < ${at(answers.end)}`;
}

/**
 * Each day of the series (`generate_series` of local dates, so a day without any is a zero) with
 * `figure` between its first instant and the next day's, both taken on `timeZone`'s clock by the
 * database (`timestamp at time zone`: a midnight September's change skips reads as the day's
 * first instant, 01:00): the bookings created (`bookings_created_idx`) or the amount of the
 * payments that succeeded (`payments_succeeded_settled_idx`), an index range count or sum a day.
 */
export function overviewSeriesStatement(
  { series }: OverviewPeriods,
  timeZone: string,
  figure: 'bookings' | 'paid',
): SQL {
  const perDay =
    figure === 'bookings'
      ? sql`(select count(*)::float8 from ${bookings}
          where ${bookings.createdAt} >= bounds.first and ${bookings.createdAt} < bounds.next)`
      : sql`(select coalesce(sum(${payments.amount}), 0)::float8 from ${payments}
          where ${payments.status} = 'succeeded'
            and ${payments.settledAt} >= bounds.first and ${payments.settledAt} < bounds.next)`;
  return sql`select to_char(days.day, 'YYYY-MM-DD') as day, ${perDay} as value
    from generate_series(${series.firstDay}::date, ${series.lastDay}::date, interval '1 day') as days(day)
    cross join lateral (select
      (days.day::date)::timestamp at time zone ${timeZone} as first,
      (days.day::date + 1)::timestamp at time zone ${timeZone} as next) as bounds
    order by days.day`;
}

/**
 * The median's statement runs with these settings: it sorts up to every answer of 30 days (about
 * 350,000 on the bench's market), in memory rather than in temporary files.
 */
export const ANSWERS_SETTINGS = [`set local work_mem = '64MB'`];

async function readAnswers(db: Database, periods: OverviewPeriods): Promise<OverviewAnswers> {
  const [row] = await db.transaction(async (tx) => {
    for (const setting of ANSWERS_SETTINGS) await tx.execute(sql.raw(setting));
    const result = (await tx.execute(overviewAnswersStatement(periods))) as unknown as {
      rows: { decided: number; medianSeconds: number | null }[];
    };
    return result.rows;
  });
  return {
    decided: Number(row?.decided ?? 0),
    medianSeconds:
      row?.medianSeconds === null || row?.medianSeconds === undefined
        ? null
        : Number(row.medianSeconds),
  };
}

async function readSeries(
  db: Database,
  periods: OverviewPeriods,
  timeZone: string,
  figure: 'bookings' | 'paid',
) {
  return rowsOf<{ day: string; value: number | string }>(
    db,
    overviewSeriesStatement(periods, timeZone, figure),
  );
}

/** Every figure of the overview, its four statements at once. */
export async function readOverview(db: Database, periods: OverviewPeriods, timeZone: string) {
  const [[tiles], answers, bookingDays, paidDays] = await Promise.all([
    rowsOf<Record<keyof OverviewTiles, number | null>>(db, overviewTilesStatement(periods)),
    readAnswers(db, periods),
    readSeries(db, periods, timeZone, 'bookings'),
    readSeries(db, periods, timeZone, 'paid'),
  ]);
  const paidOn = new Map(paidDays.map((row) => [row.day, Number(row.value)]));
  const series: OverviewDayRow[] = bookingDays.map((row) => ({
    day: row.day,
    bookings: Number(row.value),
    paid: paidOn.get(row.day) ?? 0,
  }));
  return {
    tiles: {
      refundedToday: Number(tiles?.refundedToday ?? 0),
      refundedMonth: Number(tiles?.refundedMonth ?? 0),
      cancelledMonth: Number(tiles?.cancelledMonth ?? 0),
      agentsWaiting: Number(tiles?.agentsWaiting ?? 0),
      openProblems: Number(tiles?.openProblems ?? 0),
    } satisfies OverviewTiles,
    answers,
    series,
  };
}
