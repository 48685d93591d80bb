import type { OperatorOverview } from '@brillo/domain/contracts/operator-overview';
import { cancellationRate, overviewPeriods } from '@brillo/domain/operator-overview';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { readOverview } from './overview-repository.ts';

export interface OperatorOverviewDependencies {
  db: Database;
  clock: Clock;
  config: { TIME_ZONE: string };
}

/**
 * The operators' overview (issue 32): the periods on Chile's calendar at the clock's now, the
 * figures by day from the series (today is its last day, the month its days from the first of the
 * month: a month is never longer than the series, and nothing is created after today), the
 * others from their own statements.
 */
export function createOperatorOverviewService({ db, clock, config }: OperatorOverviewDependencies) {
  return {
    async overview(): Promise<OperatorOverview> {
      const timeZone = config.TIME_ZONE;
      const periods = overviewPeriods(clock.now(), timeZone);
      const { tiles, answers, series } = await readOverview(db, periods, timeZone);
      const inMonth = series.filter((day) => day.day >= periods.month.firstDay);
      const sum = (days: typeof series, figure: 'bookings' | 'paid') =>
        days.reduce((total, day) => total + day[figure], 0);
      const today = series.at(-1);
      const monthBookings = sum(inMonth, 'bookings');
      return {
        timeZone,
        today: periods.today.day,
        month: periods.month.month,
        todayFigures: {
          bookings: today?.bookings ?? 0,
          paid: today?.paid ?? 0,
          refunded: tiles.refundedToday,
        },
        monthFigures: {
          bookings: monthBookings,
          paid: sum(inMonth, 'paid'),
          refunded: tiles.refundedMonth,
        },
        cancellation: {
          created: monthBookings,
          cancelled: tiles.cancelledMonth,
          rate: cancellationRate(tiles.cancelledMonth, monthBookings),
        },
        answerTime: answers,
        agentsWaitingReview: tiles.agentsWaiting,
        openProblemReports: tiles.openProblems,
        series,
      };
    },
  };
}
