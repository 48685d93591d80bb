import { consolePaths } from '@brillo/domain/console-paths';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { OperatorOverview } from '@brillo/domain/contracts/operator-overview';
import { formatClp } from '@brillo/domain/format-booking';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { operatorOverviewTexts } from '@brillo/domain/texts/operator-overview.es-CL';
import { operatorsTexts } from '@brillo/domain/texts/operators.es-CL';
import { addCalendarDays } from '@brillo/domain/zoned-time';
import { paths } from '@/config/paths';
import { apiError, answerPublicConfig } from '../../../test/api-answers';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { OperatorConsoleRoute } from './operator-console';

const texts = operatorOverviewTexts;
const URL = '/api/operador/overview';

/** 90 days to 10 December 2026, with `days` filled in (the rest zeros). */
function seriesWith(days: Record<string, { bookings: number; paid: number }> = {}) {
  return Array.from({ length: 90 }, (_, index) => {
    const day = addCalendarDays('2026-09-12', index);
    return { day, bookings: 0, paid: 0, ...days[day] };
  });
}

function overview(overrides: Partial<OperatorOverview> = {}): OperatorOverview {
  return {
    timeZone: 'America/Santiago',
    today: '2026-12-10',
    month: '2026-12',
    todayFigures: { bookings: 4, paid: 54_000, refunded: 18_000 },
    monthFigures: { bookings: 40, paid: 1_234_500, refunded: 36_000 },
    cancellation: { created: 40, cancelled: 5, rate: 0.125 },
    answerTime: { decided: 31, medianSeconds: 3 * 3600 + 5 * 60 },
    agentsWaitingReview: 3,
    openProblemReports: 2,
    series: seriesWith({
      '2026-12-10': { bookings: 4, paid: 54_000 },
      '2026-12-09': { bookings: 7, paid: 99_000 },
    }),
    ...overrides,
  };
}

function answerOverview(answer: () => Response) {
  server.use(answerPublicConfig(), http.get(URL, answer));
}

const renderRoute = () =>
  renderWithProviders(<OperatorConsoleRoute />, { route: paths.operatorConsole });

/** The tile whose label is `label` within the section named `section`. */
function tile(section: string, label: string) {
  const region = screen.getByRole('region', { name: section });
  const term = within(region).getByText(label, { selector: 'dt' });
  return term.closest('dl') as HTMLElement;
}

describe('the console’s overview, /operador', () => {
  it('shows today’s and the month’s figures, the queues with their links, and the chart’s numbers in a table', async () => {
    answerOverview(() => HttpResponse.json(overview()));
    renderRoute();

    const today = texts.todayHeading('jueves, 10 de diciembre');
    expect(await screen.findByRole('heading', { level: 3, name: today })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      operatorsTexts.console.title,
    );
    expect(tile(today, texts.bookings)).toHaveTextContent('4');
    expect(tile(today, texts.paid)).toHaveTextContent(formatClp(54_000));
    expect(tile(today, texts.refunded)).toHaveTextContent(formatClp(18_000));

    const month = texts.monthHeading('diciembre de 2026');
    expect(tile(month, texts.bookings)).toHaveTextContent('40');
    expect(tile(month, texts.paid)).toHaveTextContent('$1.234.500');
    expect(tile(month, texts.cancellationRate)).toHaveTextContent('12,5 %');
    expect(tile(month, texts.cancellationRate)).toHaveTextContent(texts.cancellationDetail(5, 40));
    expect(tile(month, texts.answerTime)).toHaveTextContent('3 h 05 min');
    expect(tile(month, texts.answerTime)).toHaveTextContent(texts.answerDetail(31));

    const waiting = tile(texts.queuesHeading, texts.agentsWaiting);
    expect(waiting).toHaveTextContent('3');
    expect(within(waiting).getByRole('link', { name: texts.agentsWaitingLink })).toHaveAttribute(
      'href',
      consolePaths.operatorVerifications,
    );
    const problems = tile(texts.queuesHeading, texts.openProblems);
    expect(problems).toHaveTextContent('2');
    expect(within(problems).getByRole('link', { name: texts.openProblemsLink })).toHaveAttribute(
      'href',
      consolePaths.operatorProblems,
    );

    // The chart is for the eye; its numbers are in a table, the newest day first.
    expect(screen.getByRole('heading', { level: 3, name: texts.chartTitle })).toBeInTheDocument();
    expect(screen.getByTestId('overview-charts')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText(texts.tableSummary)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: texts.tableCaption });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(91);
    expect(rows[1]).toHaveTextContent(/10 dic/);
    expect(rows[1]).toHaveTextContent('4');
    expect(rows[1]).toHaveTextContent(formatClp(54_000));
    expect(rows[2]).toHaveTextContent(/9 dic/);
    expect(rows[2]).toHaveTextContent(formatClp(99_000));
    expect(rows[90]).toHaveTextContent(/12 sept?/);
  });

  it('says so for a new marketplace instead of an empty chart', async () => {
    answerOverview(() =>
      HttpResponse.json(
        overview({
          todayFigures: { bookings: 0, paid: 0, refunded: 0 },
          monthFigures: { bookings: 0, paid: 0, refunded: 0 },
          cancellation: { created: 0, cancelled: 0, rate: null },
          answerTime: { decided: 0, medianSeconds: null },
          agentsWaitingReview: 0,
          openProblemReports: 0,
          series: seriesWith(),
        }),
      ),
    );
    renderRoute();
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
    const month = texts.monthHeading('diciembre de 2026');
    expect(tile(month, texts.cancellationRate)).toHaveTextContent('—');
    expect(tile(month, texts.cancellationRate)).toHaveTextContent(texts.noBookingsThisMonth);
    expect(tile(month, texts.answerTime)).toHaveTextContent('—');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says it is loading, then offers to try again when the figures cannot be read', async () => {
    let fail = true;
    answerOverview(() =>
      fail
        ? apiError(500, { code: 'INTERNAL_ERROR', message: commonTexts.errors.internal })
        : HttpResponse.json(overview()),
    );
    const { user } = renderRoute();
    expect(screen.getByText(texts.loading)).toBeInTheDocument();
    expect(await screen.findByText(texts.error)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: commonTexts.controls.retry }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: texts.chartTitle })).toBeInTheDocument(),
    );
  });

  it('shows the not-found page to anyone the API does not know as an operator', async () => {
    answerOverview(() =>
      apiError(404, { code: 'NOT_FOUND', message: commonTexts.errors.routeNotFound }),
    );
    renderRoute();
    expect(
      await screen.findByRole('heading', { level: 1, name: commonTexts.notFound.title }),
    ).toBeInTheDocument();
    expect(screen.queryByText(operatorsTexts.console.title)).toBeNull();
  });

  it('sends an operator without an authenticator to set it up', async () => {
    answerOverview(() =>
      apiError(403, {
        code: 'TWO_FACTOR_SETUP_REQUIRED',
        message: operatorsTexts.errors.setupRequired,
      }),
    );
    renderWithProviders(<OperatorConsoleRoute />, {
      route: paths.operatorConsole,
      pages: { [paths.operatorAuthenticator]: <h1>Configuración</h1> },
    });
    expect(await screen.findByRole('heading', { name: 'Configuración' })).toBeInTheDocument();
  });
});
