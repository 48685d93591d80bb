import { consolePaths } from '@brillo/domain/console-paths';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type {
  OperatorBookingDetail,
  OperatorBookingRow,
  OperatorBookingsPage,
} from '@brillo/domain/contracts/operator-bookings';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { bookingTexts } from '@brillo/domain/texts/bookings.es-CL';
import { operatorBookingsTexts } from '@brillo/domain/texts/operator-bookings.es-CL';
import { operatorsTexts } from '@brillo/domain/texts/operators.es-CL';
import { apiError, answerPublicConfig } from '../../../test/api-answers';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { OperatorBookingRoute } from './operator-booking';
import { OperatorBookingsRoute } from './operator-bookings';

const texts = operatorBookingsTexts;
const ID = 'b0c1d2e3-0000-4000-8000-000000000001';

function row(overrides: Partial<OperatorBookingRow> = {}): OperatorBookingRow {
  return {
    id: ID,
    status: 'accepted_payment_success',
    reason: null,
    startTime: '2026-12-08T12:00:00.000Z',
    endTime: '2026-12-08T15:00:00.000Z',
    agent: { id: 'agent-1', name: 'Valentina Rojas Muñoz' },
    customer: { id: 'customer-1', name: 'Matías González Soto' },
    comuna: 'Ñuñoa',
    amount: 36000,
    money: { payment: 'succeeded', refund: null },
    ...overrides,
  };
}

function page(bookings: OperatorBookingRow[], total = bookings.length): OperatorBookingsPage {
  return { bookings, total, page: 1, pageSize: 50 };
}

function detail(overrides: Partial<OperatorBookingDetail> = {}): OperatorBookingDetail {
  const base = row();
  return {
    ...base,
    createdAt: '2026-12-01T12:00:00.000Z',
    updatedAt: '2026-12-02T12:00:00.000Z',
    slot: { id: 'slot-1', startTime: base.startTime, endTime: base.endTime },
    agent: {
      ...base.agent,
      email: 'agente@brillo.test',
      phone: '+56911112222',
      comuna: 'Providencia',
    },
    customer: {
      ...base.customer,
      email: 'cliente@brillo.test',
      phone: '+56933334444',
      address: 'Av. Irarrázaval 2450, Ñuñoa, Santiago',
      addressExtra: 'Depto 101',
      comuna: 'Ñuñoa',
    },
    amounts: { hourlyRate: 12000, hours: 3, amount: 36000, commission: null },
    history: [
      {
        at: '2026-12-01T12:00:00.000Z',
        from: null,
        to: 'pending',
        actor: 'customer',
        action: 'request',
        reason: null,
        operator: null,
        note: null,
        recorded: true,
      },
    ],
    payments: [],
    events: [],
    refunds: [],
    emails: [
      {
        email: 'newRequest',
        recipient: 'agent',
        to: 'agente@brillo.test',
        state: 'sent',
        queuedAt: '2026-12-01T12:00:00.000Z',
        sentAt: '2026-12-01T12:00:05.000Z',
      },
    ],
    actions: ['operatorCancel'],
    refundable: 0,
    ...overrides,
  };
}

/** Answers the list with `answer(url)`; returns the query strings it was asked with. */
function answerList(answer: (url: URL) => Response) {
  const asked: string[] = [];
  server.use(
    answerPublicConfig(),
    http.get('/api/operador/bookings', ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.search);
      return answer(url);
    }),
  );
  return asked;
}

describe('the operators’ bookings, /operador/reservas', () => {
  it('lists bookings with their service, people, comuna, amount and payment, each opening its page', async () => {
    answerList(() =>
      HttpResponse.json(
        page([row(), row({ id: 'b2', status: 'pending', money: { payment: null, refund: null } })]),
      ),
    );
    renderWithProviders(<OperatorBookingsRoute />, { route: consolePaths.operatorBookings });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent(bookingTexts.statuses.accepted_payment_success);
    expect(rows[1]).toHaveTextContent('Valentina Rojas Muñoz');
    expect(rows[1]).toHaveTextContent('Matías González Soto');
    expect(rows[1]).toHaveTextContent('Ñuñoa');
    expect(rows[1]).toHaveTextContent('$36.000');
    expect(rows[1]).toHaveTextContent(texts.money.payment.succeeded);
    expect(rows[2]).toHaveTextContent(texts.money.payment.none);
    const links = within(table).getAllByRole('link');
    expect(links[0]).toHaveAttribute('href', `/operador/reservas/${ID}`);
    expect(screen.getByText(texts.list.total(2))).toBeInTheDocument();
  });

  it('filters by statuses, days, customer and comuna through the address, and says when nothing matches', async () => {
    const asked = answerList((url) =>
      HttpResponse.json(url.searchParams.has('status') ? page([]) : page([row()])),
    );
    const { user } = renderWithProviders(<OperatorBookingsRoute />, {
      route: consolePaths.operatorBookings,
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('checkbox', { name: bookingTexts.statuses.pending }));
    await user.click(screen.getByRole('checkbox', { name: bookingTexts.statuses.finished }));
    await user.type(screen.getByLabelText(texts.list.fromLabel), '2026-12-01');
    await user.type(screen.getByRole('textbox', { name: texts.list.customerLabel }), 'matías');
    await user.type(screen.getByRole('textbox', { name: texts.list.comunaLabel }), 'Ñuñoa');
    await user.click(screen.getByRole('button', { name: texts.list.filter }));

    expect(await screen.findByText(texts.list.empty)).toBeInTheDocument();
    const query = new URLSearchParams(asked.at(-1));
    expect(query.getAll('status')).toEqual(['pending', 'finished']);
    expect(query.get('from')).toBe('2026-12-01');
    expect(query.get('customer')).toBe('matías');
    expect(query.get('comuna')).toBe('Ñuñoa');
    await user.click(screen.getByRole('button', { name: texts.list.clear }));
    await screen.findByRole('table');
    expect(asked.at(-1)).toBe('');
  });

  it('pages through the bookings', async () => {
    const asked = answerList((url) => {
      const number = Number(url.searchParams.get('page') ?? 1);
      return HttpResponse.json({ ...page([row({ id: `b${number}` })], 120), page: number });
    });
    const { user } = renderWithProviders(<OperatorBookingsRoute />, {
      route: consolePaths.operatorBookings,
    });
    await screen.findByText(operatorsTexts.pager.pageOf(1, 3));
    expect(screen.getByRole('button', { name: operatorsTexts.pager.previous })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: operatorsTexts.pager.next }));
    expect(await screen.findByText(operatorsTexts.pager.pageOf(2, 3))).toBeInTheDocument();
    expect(asked.at(-1)).toBe('?page=2');
  });

  it('shows the API’s refusal of a filter and offers to try again', async () => {
    answerList(() =>
      apiError(400, {
        code: 'VALIDATION_FAILED',
        message: operatorBookingsTexts.api.badComuna,
        fields: { comuna: operatorBookingsTexts.api.badComuna },
      }),
    );
    renderWithProviders(<OperatorBookingsRoute />, {
      route: `${consolePaths.operatorBookings}?comuna=Narnia`,
    });
    expect(await screen.findByText(operatorBookingsTexts.api.badComuna)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: commonTexts.controls.retry })).toBeInTheDocument();
  });

  it('shows the not-found page to anyone the API does not know as an operator', async () => {
    answerList(() =>
      apiError(404, { code: 'NOT_FOUND', message: commonTexts.errors.routeNotFound }),
    );
    renderWithProviders(<OperatorBookingsRoute />, { route: consolePaths.operatorBookings });
    expect(
      await screen.findByRole('heading', { level: 1, name: commonTexts.notFound.title }),
    ).toBeInTheDocument();
  });
});

describe('one booking, /operador/reservas/:id', () => {
  function answerDetail(booking: OperatorBookingDetail | Response) {
    const cancelled: unknown[] = [];
    server.use(
      answerPublicConfig(),
      http.get(`/api/operador/bookings/${ID}`, () =>
        booking instanceof Response ? booking : HttpResponse.json(booking),
      ),
      http.post(`/api/operador/bookings/${ID}/cancel`, async ({ request }) => {
        cancelled.push(await request.json());
        return HttpResponse.json(
          detail({
            status: 'accepted_customer_cancelation',
            reason: 'operator_cancelled',
            actions: [],
          }),
        );
      }),
    );
    return cancelled;
  }
  const renderDetail = () =>
    renderWithProviders(<div />, {
      route: `/operador/reservas/${ID}`,
      pages: { [consolePaths.operatorBooking]: <OperatorBookingRoute /> },
    });

  it('shows its people with their contact, amounts, history and emails', async () => {
    answerDetail(detail());
    renderDetail();
    expect(await screen.findByText('cliente@brillo.test')).toBeInTheDocument();
    expect(screen.getByText('agente@brillo.test')).toBeInTheDocument();
    expect(
      screen.getByText('Av. Irarrázaval 2450, Ñuñoa, Santiago, Depto 101'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: texts.detail.history })).toBeInTheDocument();
    // Each person's name opens their account (PD-38).
    const booking = detail();
    expect(screen.getByRole('link', { name: booking.customer.name })).toHaveAttribute(
      'href',
      `/operador/cuentas/${booking.customer.id}`,
    );
    expect(screen.getByRole('link', { name: booking.agent.name })).toHaveAttribute(
      'href',
      `/operador/cuentas/${booking.agent.id}`,
    );
    expect(screen.getByText(texts.emailKinds.newRequest ?? '')).toBeInTheDocument();
    expect(screen.getAllByText(texts.detail.none)).toHaveLength(3);
  });

  it('cancels it with a reason, which is required', async () => {
    const cancelled = answerDetail(detail());
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: texts.detail.cancel }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: texts.cancelDialog.confirm }));
    expect(
      await within(dialog).findByText(operatorBookingsTexts.api.reasonRequired),
    ).toBeInTheDocument();
    expect(cancelled).toEqual([]);

    await user.type(
      within(dialog).getByRole('textbox', { name: texts.cancelDialog.reasonLabel }),
      'La agente está enferma',
    );
    await user.click(within(dialog).getByRole('button', { name: texts.cancelDialog.confirm }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cancelled).toEqual([{ reason: 'La agente está enferma' }]);
    expect(await screen.findByText(bookingTexts.reasons.operator_cancelled)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.detail.cancel })).toBeNull();
  });

  it('says so for an unknown booking, inside the console', async () => {
    answerDetail(
      apiError(404, { code: 'NOT_FOUND', message: operatorBookingsTexts.api.bookingNotFound }),
    );
    renderDetail();
    expect(await screen.findByText(texts.detail.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.detail.back })).toBeInTheDocument();
  });
});
