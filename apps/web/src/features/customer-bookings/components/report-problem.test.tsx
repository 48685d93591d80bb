import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type {
  CustomerBooking,
  CustomerBookingList,
} from '@brillo/domain/contracts/customer-bookings';
import { formatClp } from '@brillo/domain/format-booking';
import { problemReportsTexts } from '@brillo/domain/texts/problem-reports.es-CL';
import { answerPublicConfig, apiError } from '../../../../test/api-answers';
import { expectFieldError } from '../../../../test/form-fields';
import { renderWithProviders } from '../../../../test/render';
import { answerPost, server } from '../../../../test/server';
import { FinishedServices } from './screens';
import { problemReportPaths } from '@brillo/domain/contracts/paths';

const texts = problemReportsTexts.customer;
const FINISHED = '/api/v1/customers/bookings/finished';
const AGENT = 'Valentina Rojas Muñoz';

function booking(overrides: Partial<CustomerBooking> = {}): CustomerBooking {
  return {
    id: 'booking-1',
    status: 'finished',
    startTime: '2026-11-20T12:00:00.000Z',
    endTime: '2026-11-20T15:00:00.000Z',
    createdAt: '2026-11-10T10:00:00.000Z',
    hours: 3,
    hourlyRate: 10000,
    amount: 30000,
    agent: { id: 'agent-1', name: AGENT, phone: null },
    reason: null,
    availabilityId: 'slot-1',
    rating: null,
    hasRating: false,
    actions: [],
    problem: null,
    canReportProblem: true,
    refunded: 0,
    ...overrides,
  };
}

const listOf = (bookings: CustomerBooking[]): CustomerBookingList => ({
  bookings,
  total: bookings.length,
  limit: 50,
});

describe("'Reportar un problema' on /finished-services", () => {
  it('asks for a category and a description, sends them, and then shows the report', async () => {
    let reported = false;
    server.use(
      answerPublicConfig(),
      http.get(FINISHED, () =>
        HttpResponse.json(
          listOf([
            reported
              ? booking({
                  canReportProblem: false,
                  problem: {
                    id: 'report-1',
                    status: 'open',
                    category: 'damage',
                    createdAt: '2026-11-21T12:00:00.000Z',
                    resolution: null,
                    note: null,
                  },
                })
              : booking(),
          ]),
        ),
      ),
    );
    const sent = answerPost(problemReportPaths.report('booking-1'), () => {
      reported = true;
      return HttpResponse.json(
        {
          id: 'report-1',
          status: 'open',
          category: 'damage',
          createdAt: '2026-11-21T12:00:00.000Z',
          resolution: null,
          note: null,
        },
        { status: 201 },
      );
    });
    const { user } = renderWithProviders(<FinishedServices />);
    await user.click(await screen.findByRole('button', { name: texts.reportLabel(AGENT) }));
    const dialog = screen.getByRole('dialog', { name: texts.dialogTitle });
    await user.click(within(dialog).getByRole('button', { name: texts.send }));
    expectFieldError(
      within(dialog).getByRole('textbox', { name: texts.description }),
      problemReportsTexts.api.descriptionRequired,
    );
    expect(within(dialog).getByText(problemReportsTexts.api.badCategory)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: texts.category }),
      problemReportsTexts.categories.damage ?? '',
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: texts.description }),
      'Se quebró un vaso.',
    );
    await user.click(within(dialog).getByRole('button', { name: texts.send }));
    expect(await screen.findByText(texts.sent)).toBeInTheDocument();
    expect(sent).toEqual([{ category: 'damage', description: 'Se quebró un vaso.' }]);
    expect(await screen.findByText(texts.reported)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.reportLabel(AGENT) })).toBeNull();
  });

  it('shows the server’s refusal in the dialog', async () => {
    server.use(
      answerPublicConfig(),
      http.get(FINISHED, () => HttpResponse.json(listOf([booking()]))),
    );
    answerPost(problemReportPaths.report('booking-1'), () =>
      apiError(409, { code: 'PROBLEM_REPORT_REFUSED', message: problemReportsTexts.api.tooLate }),
    );
    const { user } = renderWithProviders(<FinishedServices />);
    await user.click(await screen.findByRole('button', { name: texts.reportLabel(AGENT) }));
    const dialog = screen.getByRole('dialog', { name: texts.dialogTitle });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: texts.category }),
      problemReportsTexts.categories.late ?? '',
    );
    await user.type(within(dialog).getByRole('textbox', { name: texts.description }), 'Tarde.');
    await user.click(within(dialog).getByRole('button', { name: texts.send }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      problemReportsTexts.api.tooLate,
    );
  });

  it('shows a resolved report and the amount refunded, and no button once the window is over', async () => {
    server.use(
      answerPublicConfig(),
      http.get(FINISHED, () =>
        HttpResponse.json(
          listOf([
            booking({
              canReportProblem: false,
              refunded: 12000,
              problem: {
                id: 'report-1',
                status: 'resolved',
                category: 'quality',
                createdAt: '2026-11-21T12:00:00.000Z',
                resolution: 'partial',
                note: 'Reembolsamos una parte.',
              },
            }),
          ]),
        ),
      ),
    );
    renderWithProviders(<FinishedServices />);
    expect(
      await screen.findByText(texts.resolved(problemReportsTexts.resolutions.partial ?? '')),
    ).toBeInTheDocument();
    expect(screen.getByText(formatClp(12000))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.reportLabel(AGENT) })).toBeNull();
  });
});
