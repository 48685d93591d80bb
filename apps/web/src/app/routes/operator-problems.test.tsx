import { consolePaths } from '@brillo/domain/console-paths';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  type ProblemReportDetail,
  type ProblemReportRow,
} from '@brillo/domain/contracts/problem-reports';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { formatClp } from '@brillo/domain/format-booking';
import { problemReportsTexts } from '@brillo/domain/texts/problem-reports.es-CL';
import { apiError, answerPublicConfig } from '../../../test/api-answers';
import { expectFieldError } from '../../../test/form-fields';
import { renderWithProviders } from '../../../test/render';
import { answerPost, server } from '../../../test/server';
import { OperatorProblemRoute } from './operator-problem';
import { OperatorProblemsRoute } from './operator-problems';
import { problemReportPaths } from '@brillo/domain/contracts/paths';

const texts = problemReportsTexts;
const CUSTOMER = 'Camila Soto Pérez';

function row(overrides: Partial<ProblemReportRow> = {}): ProblemReportRow {
  return {
    id: 'report-1',
    status: 'open',
    category: 'quality',
    description: 'Quedó polvo en los muebles.',
    createdAt: '2026-11-21T15:00:00.000Z',
    booking: {
      id: 'booking-1',
      status: 'finished',
      startTime: '2026-11-20T12:00:00.000Z',
      endTime: '2026-11-20T15:00:00.000Z',
      amount: 30000,
    },
    customer: { id: 'customer-1', name: CUSTOMER },
    agent: { id: 'agent-1', name: 'Valentina Rojas' },
    resolution: null,
    ...overrides,
  };
}

function detail(overrides: Partial<ProblemReportDetail> = {}): ProblemReportDetail {
  return { ...row(), money: { paid: 30000, refunded: 0, left: 30000 }, ...overrides };
}

const renderDetail = () =>
  renderWithProviders(
    <Routes>
      <Route path={consolePaths.operatorProblem} element={<OperatorProblemRoute />} />
    </Routes>,
    { route: consolePaths.operatorProblem.replace(':id', 'report-1') },
  );

describe('the problem reports, /operador/problemas', () => {
  it('lists the reports, each opening its page, with the pages', async () => {
    server.use(
      answerPublicConfig(),
      http.get(problemReportPaths.list, () =>
        HttpResponse.json({
          reports: [
            row(),
            row({
              id: 'report-2',
              status: 'resolved',
              resolution: {
                kind: 'none',
                amount: 0,
                note: 'Sin evidencia.',
                operator: null,
                resolvedAt: '2026-11-22T12:00:00.000Z',
              },
            }),
          ],
          total: 2,
          page: 1,
          pageSize: 50,
        }),
      ),
    );
    renderWithProviders(<OperatorProblemsRoute />, { route: consolePaths.operatorProblems });
    const table = await screen.findByRole('region', { name: texts.list.title });
    const links = within(table).getAllByRole('link');
    expect(links[0]).toHaveAttribute('href', '/operador/problemas/report-1');
    expect(within(table).getByText(texts.statuses.open ?? '')).toBeInTheDocument();
    expect(
      within(table).getByText(`${texts.statuses.resolved}: ${texts.resolutions.none}`),
    ).toBeInTheDocument();
    expect(screen.getByText(texts.list.total(2))).toBeInTheDocument();
  });

  it('is the not-found page for anyone but an operator', async () => {
    server.use(
      answerPublicConfig(),
      http.get(problemReportPaths.list, () =>
        apiError(404, { code: 'NOT_FOUND', message: commonTexts.errors.notFound }),
      ),
    );
    renderWithProviders(<OperatorProblemsRoute />, { route: consolePaths.operatorProblems });
    expect(
      await screen.findByRole('heading', { name: commonTexts.notFound.title }),
    ).toBeInTheDocument();
  });
});

describe('one report, /operador/problemas/:id', () => {
  it('checks the resolution before sending it, then shows the report resolved', async () => {
    let resolved = false;
    server.use(
      answerPublicConfig(),
      http.get(problemReportPaths.one('report-1'), () =>
        HttpResponse.json(
          resolved
            ? detail({
                status: 'resolved',
                resolution: {
                  kind: 'partial',
                  amount: 12000,
                  note: 'Devolvemos una parte.',
                  operator: { id: 'op-1', name: 'Operadora Brillo' },
                  resolvedAt: '2026-11-22T12:00:00.000Z',
                },
                money: { paid: 30000, refunded: 12000, left: 18000 },
              })
            : detail(),
        ),
      ),
    );
    const sent = answerPost(problemReportPaths.resolve('report-1'), () => {
      resolved = true;
      return HttpResponse.json(
        detail({
          status: 'resolved',
          resolution: {
            kind: 'partial',
            amount: 12000,
            note: 'Devolvemos una parte.',
            operator: { id: 'op-1', name: 'Operadora Brillo' },
            resolvedAt: '2026-11-22T12:00:00.000Z',
          },
          money: { paid: 30000, refunded: 12000, left: 18000 },
        }),
      );
    });
    const { user } = renderDetail();
    expect(await screen.findByText('Quedó polvo en los muebles.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.detail.openBooking })).toHaveAttribute(
      'href',
      '/operador/reservas/booking-1',
    );
    const form = screen.getByRole('region', { name: texts.resolve.title });
    await user.click(within(form).getByRole('button', { name: texts.resolve.submit }));
    expect(within(form).getByText(texts.api.badResolution)).toBeInTheDocument();
    expectFieldError(
      within(form).getByRole('textbox', { name: texts.resolve.note }),
      texts.api.noteRequired,
    );
    await user.click(within(form).getByRole('radio', { name: texts.resolutions.partial }));
    await user.type(
      within(form).getByRole('textbox', { name: texts.resolve.note }),
      'Devolvemos una parte.',
    );
    await user.click(within(form).getByRole('button', { name: texts.resolve.submit }));
    expectFieldError(
      within(form).getByRole('textbox', { name: texts.resolve.amount }),
      texts.api.amountRequired,
    );
    expect(sent).toEqual([]);
    await user.type(within(form).getByRole('textbox', { name: texts.resolve.amount }), '12000');
    await user.click(within(form).getByRole('button', { name: texts.resolve.submit }));
    expect(await screen.findByText(texts.resolve.done)).toBeInTheDocument();
    expect(sent).toEqual([{ resolution: 'partial', amount: 12000, note: 'Devolvemos una parte.' }]);
    const resolution = await screen.findByRole('region', { name: texts.detail.resolution });
    expect(within(resolution).getByText(formatClp(12000))).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: texts.resolve.title })).toBeNull();
  });

  it('says when another operator resolved it first', async () => {
    server.use(
      answerPublicConfig(),
      http.get(problemReportPaths.one('report-1'), () => HttpResponse.json(detail())),
    );
    answerPost(problemReportPaths.resolve('report-1'), () =>
      apiError(409, { code: 'ALREADY_RESOLVED', message: texts.api.alreadyResolved }),
    );
    const { user } = renderDetail();
    const form = await screen.findByRole('region', { name: texts.resolve.title });
    await user.click(within(form).getByRole('radio', { name: texts.resolutions.none }));
    await user.type(within(form).getByRole('textbox', { name: texts.resolve.note }), 'Nota.');
    await user.click(within(form).getByRole('button', { name: texts.resolve.submit }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(texts.api.alreadyResolved);
  });

  it('says so for an unknown report', async () => {
    server.use(
      answerPublicConfig(),
      http.get(problemReportPaths.one('report-1'), () =>
        apiError(404, { code: 'NOT_FOUND', message: texts.api.reportNotFound }),
      ),
    );
    renderDetail();
    expect(await screen.findByText(texts.detail.notFound)).toBeInTheDocument();
  });
});
