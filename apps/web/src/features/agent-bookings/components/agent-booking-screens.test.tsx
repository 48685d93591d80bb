import type { ReactElement } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { AgentBooking, ClosedBooking } from '@brillo/domain/contracts/agent-bookings';
import { agentBookingsTexts } from '@brillo/domain/texts/agent-bookings.es-CL';
import { bookingTexts } from '@brillo/domain/texts/bookings.es-CL';
import { apiError } from '../../../../test/api-answers';
import { renderWithProviders } from '../../../../test/render';
import { server } from '../../../../test/server';
import { AcceptedBookings, ClosedBookings, RejectedBookings } from './booking-lists';
import { PendingBookings } from './pending-bookings';

const TZ = 'America/Santiago';
const texts = agentBookingsTexts;
const LIST = '/api/agents/bookings';
const CLOSED = '/api/v1/agents/closed-bookings';

/** ICU's narrow and thin spaces read as plain spaces to Testing Library. */
const asRead = (text: string) => text.replace(/\s+/g, ' ');

const list = <T,>(bookings: T[], total = bookings.length) =>
  HttpResponse.json({ bookings, total, limit: 50 });

const limited = { contact: 'limited' as const, firstName: 'Matías', comuna: 'Ñuñoa' };
const full = {
  contact: 'full' as const,
  name: 'Matías González Soto',
  email: 'cliente@brillo.test',
  phone: '56987654321',
  address: 'Av. Irarrázaval 2450, Ñuñoa, Santiago',
  addressExtra: 'Depto. 504',
};

function booking(overrides: Partial<AgentBooking> & Pick<AgentBooking, 'id'>): AgentBooking {
  return {
    status: 'pending',
    // Far ahead, so the lifecycle offers 'Aceptar' whatever today's date.
    startTime: '2030-12-05T12:00:00.000Z',
    endTime: '2030-12-05T15:30:00.000Z',
    hours: 3.5,
    hourlyRate: 8500,
    amount: 29750,
    customer: limited,
    reason: null,
    createdAt: '2030-12-01T12:00:00.000Z',
    decidedAt: null,
    finishedAt: null,
    reopenableSlotId: null,
    ...overrides,
  };
}

const first = booking({ id: 'b-1' });
const second = booking({
  id: 'b-2',
  startTime: '2030-12-06T12:00:00.000Z',
  endTime: '2030-12-06T15:00:00.000Z',
  hours: 3,
  amount: 25500,
  customer: { contact: 'limited', firstName: 'Ana', comuna: null },
});

/** Answers the list GET with each answer in turn (the last one from then on). */
function answerList(path: string, ...answers: (() => Response)[]) {
  const asked: string[][] = [];
  server.use(
    http.get(path, ({ request }) => {
      asked.push(new URL(request.url).searchParams.getAll('status'));
      const answer = answers[Math.min(asked.length - 1, answers.length - 1)];
      return answer ? answer() : list([]);
    }),
  );
  return asked;
}

/** Records the PATCHes of accept and reject, answering each with `answer`. */
function answerPatch(answer: () => Response = () => HttpResponse.json(first)) {
  const sent: string[] = [];
  server.use(
    http.patch('/api/customers/bookings/:id/:action', ({ params }) => {
      sent.push(`${String(params.id)} ${String(params.action)}`);
      return answer();
    }),
  );
  return sent;
}

const item = (name: RegExp) => screen.getByRole('listitem', { name });

describe('the booking lists’ states', () => {
  const screens: [string, ReactElement, string, { empty: string; loadFailed: string }][] = [
    ['/pending', <PendingBookings timeZone={TZ} />, LIST, texts.pending],
    ['/accepted', <AcceptedBookings timeZone={TZ} />, LIST, texts.accepted],
    ['/rejected', <RejectedBookings timeZone={TZ} />, LIST, texts.rejected],
    ['/closed', <ClosedBookings timeZone={TZ} />, CLOSED, texts.closed],
  ];

  it.each(screens)(
    '%s says it is loading, then its Spanish empty state',
    async (_, ui, path, t) => {
      answerList(path, () => list([]));
      renderWithProviders(ui);
      expect(screen.getByRole('status')).toBeInTheDocument();
      expect(await screen.findByText(t.empty)).toBeInTheDocument();
    },
  );

  it.each(screens)(
    '%s shows an error with Reintentar, which loads again',
    async (_, ui, path, t) => {
      vi.mocked(console.error).mockClear();
      const asked = answerList(
        path,
        () => apiError(500, { code: 'INTERNAL', message: 'Error interno' }),
        () => list([]),
      );
      const { user } = renderWithProviders(ui);
      expect(await screen.findByText(t.loadFailed)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: texts.retry }));
      expect(await screen.findByText(t.empty)).toBeInTheDocument();
      expect(asked).toHaveLength(2);
      vi.mocked(console.error).mockClear();
    },
  );
});

describe('PendingBookings', () => {
  it('lists each request by first name and comuna, with times, hours, total and both buttons', async () => {
    const asked = answerList(LIST, () => list([first, second]));
    renderWithProviders(<PendingBookings timeZone={TZ} />);
    const one = await screen.findByRole('listitem', { name: /^Reserva de Matías, de Ñuñoa/ });
    expect(one).toHaveTextContent(asRead('Horas: 3,5 · Total: $29.750'));
    expect(one).toHaveTextContent('dic');
    expect(
      within(one).getByRole('button', { name: /^Aceptar la reserva de Matías/ }),
    ).toBeVisible();
    expect(
      within(one).getByRole('button', { name: /^Rechazar la reserva de Matías/ }),
    ).toBeVisible();
    expect(item(/^Reserva de Ana,/)).toHaveTextContent(asRead('Horas: 3 · Total: $25.500'));
    expect(screen.queryByText(/cliente@brillo.test/)).not.toBeInTheDocument();
    expect(asked[0]).toEqual(['pending']);
  });

  it('says how many are shown when the list is bounded', async () => {
    answerList(LIST, () => list([first, second], 73));
    renderWithProviders(<PendingBookings timeZone={TZ} />);
    expect(await screen.findByText('Se muestran 2 de 73.')).toBeInTheDocument();
  });

  it('shows only the buttons the lifecycle allows: no Aceptar once the service started', async () => {
    const started = booking({
      id: 'b-old',
      startTime: '2020-01-01T12:00:00.000Z',
      endTime: '2020-01-01T15:00:00.000Z',
    });
    answerList(LIST, () => list([started]));
    renderWithProviders(<PendingBookings timeZone={TZ} />);
    const one = await screen.findByRole('listitem', { name: /^Reserva de Matías/ });
    expect(within(one).queryByRole('button', { name: /^Aceptar/ })).not.toBeInTheDocument();
    expect(within(one).getByRole('button', { name: /^Rechazar/ })).toBeVisible();
  });

  it('accepts a request, says so and reads the list again', async () => {
    const asked = answerList(
      LIST,
      () => list([first]),
      () => list([]),
    );
    const sent = answerPatch();
    const { user } = renderWithProviders(<PendingBookings timeZone={TZ} />);
    await user.click(await screen.findByRole('button', { name: /^Aceptar la reserva de Matías/ }));
    expect(await screen.findByText(bookingTexts.toasts.accepted)).toBeInTheDocument();
    expect(sent).toEqual(['b-1 accept']);
    expect(await screen.findByText(texts.pending.empty)).toBeInTheDocument();
    expect(asked.length).toBeGreaterThanOrEqual(2);
  });

  it('rejects only after confirming in a dialog, then says so', async () => {
    answerList(
      LIST,
      () => list([first]),
      () => list([]),
    );
    const sent = answerPatch();
    const { user } = renderWithProviders(<PendingBookings timeZone={TZ} />);
    const reject = await screen.findByRole('button', { name: /^Rechazar la reserva de Matías/ });
    // From the keyboard: Enter opens the dialog, Escape closes it without rejecting.
    reject.focus();
    await user.keyboard('{Enter}');
    let dialog = await screen.findByRole('dialog', { name: texts.actions.confirmTitle });
    expect(dialog).toHaveTextContent('Vas a rechazar la solicitud de Matías, de Ñuñoa');
    // What rejecting does (decision 23): the slot stops being offered, and can be offered again.
    expect(dialog).toHaveTextContent('el espacio dejará de ofrecerse');
    expect(dialog).not.toHaveTextContent('disponible otra vez');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(reject);
    dialog = screen.getByRole('dialog', { name: texts.actions.confirmTitle });
    await user.click(within(dialog).getByRole('button', { name: texts.actions.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([]);

    await user.click(reject);
    dialog = screen.getByRole('dialog', { name: texts.actions.confirmTitle });
    await user.click(within(dialog).getByRole('button', { name: texts.actions.confirm }));
    expect(await screen.findByText(bookingTexts.toasts.rejected)).toBeInTheDocument();
    expect(sent).toEqual(['b-1 reject']);
    expect(await screen.findByText(texts.pending.empty)).toBeInTheDocument();
  });

  it('shows the server’s Spanish message on a 409 and reads the list again', async () => {
    const asked = answerList(
      LIST,
      () => list([first]),
      () => list([]),
    );
    answerPatch(() => apiError(409, { code: 'CONFLICT', message: bookingTexts.api.notPending }));
    const { user } = renderWithProviders(<PendingBookings timeZone={TZ} />);
    await user.click(await screen.findByRole('button', { name: /^Aceptar la reserva de Matías/ }));
    expect(await screen.findByText(bookingTexts.api.notPending)).toBeInTheDocument();
    expect(await screen.findByText(texts.pending.empty)).toBeInTheDocument();
    expect(asked.length).toBeGreaterThanOrEqual(2);
  });
});

describe('AcceptedBookings', () => {
  it('asks for every accepted status and shows each payment chip; the contact only once paid', async () => {
    const asked = answerList(LIST, () =>
      list([
        booking({ id: 'a-1', status: 'accepted_payment_success', customer: full }),
        booking({
          id: 'a-2',
          status: 'accepted_pending_payment',
          startTime: '2030-12-07T12:00:00.000Z',
          endTime: '2030-12-07T15:00:00.000Z',
        }),
        booking({
          id: 'a-3',
          status: 'accepted_payment_failed',
          startTime: '2030-12-08T12:00:00.000Z',
          endTime: '2030-12-08T15:00:00.000Z',
          customer: { contact: 'limited', firstName: 'Ana', comuna: null },
        }),
      ]),
    );
    renderWithProviders(<AcceptedBookings timeZone={TZ} />);
    const paid = await screen.findByRole('listitem', { name: /^Reserva de Matías González Soto/ });
    expect(paid).toHaveTextContent(bookingTexts.chips.paid);
    expect(paid).toHaveTextContent('cliente@brillo.test');
    expect(within(paid).getByRole('link', { name: 'cliente@brillo.test' })).toHaveAttribute(
      'href',
      'mailto:cliente@brillo.test',
    );
    expect(within(paid).getByRole('link', { name: '+56987654321' })).toBeInTheDocument();
    expect(paid).toHaveTextContent('Av. Irarrázaval 2450, Ñuñoa, Santiago, Depto. 504');
    const waiting = item(/^Reserva de Matías, de Ñuñoa/);
    expect(waiting).toHaveTextContent(bookingTexts.chips.waitingForPayment);
    expect(waiting).toHaveTextContent(texts.item.contactAfterPayment);
    const failed = item(/^Reserva de Ana,/);
    expect(failed).toHaveTextContent(bookingTexts.chips.paymentFailed);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(asked[0]).toEqual([
      'accepted_pending_payment',
      'accepted_payment_success',
      'accepted_payment_failed',
    ]);
  });
});

describe('RejectedBookings', () => {
  it('shows rejected, expired and cancelled bookings with their reason', async () => {
    const asked = answerList(LIST, () =>
      list([
        booking({ id: 'r-1', status: 'rejected', reason: 'agent_rejected' }),
        booking({
          id: 'r-2',
          status: 'rejected',
          reason: 'request_expired',
          startTime: '2030-12-07T12:00:00.000Z',
          customer: { contact: 'limited', firstName: 'Ana', comuna: null },
        }),
        booking({
          id: 'r-3',
          status: 'accepted_customer_cancelation',
          reason: 'customer_cancelled',
          startTime: '2030-12-08T12:00:00.000Z',
          customer: { contact: 'limited', firstName: 'Sofía', comuna: 'Providencia' },
        }),
      ]),
    );
    renderWithProviders(<RejectedBookings timeZone={TZ} />);
    const rejected = await screen.findByRole('listitem', { name: /^Reserva de Matías/ });
    expect(rejected).toHaveTextContent(bookingTexts.chips.rejected);
    expect(rejected).toHaveTextContent(`Motivo: ${bookingTexts.reasons.agent_rejected}`);
    const expired = item(/^Reserva de Ana/);
    expect(expired).toHaveTextContent(bookingTexts.chips.expired);
    expect(expired).toHaveTextContent(bookingTexts.reasons.request_expired);
    const cancelled = item(/^Reserva de Sofía, de Providencia/);
    expect(cancelled).toHaveTextContent(bookingTexts.chips.cancelled);
    expect(cancelled).toHaveTextContent(bookingTexts.reasons.customer_cancelled);
    expect(asked[0]).toEqual(['rejected', 'accepted_customer_cancelation']);
  });

  it('offers again the slot of a rejection still ahead, and only that one (decision 23)', async () => {
    const asked = answerList(
      LIST,
      () =>
        list([
          booking({
            id: 'r-1',
            status: 'rejected',
            reason: 'agent_rejected',
            reopenableSlotId: 's-1',
          }),
          booking({
            id: 'r-2',
            status: 'rejected',
            reason: 'agent_rejected',
            reopenableSlotId: 's-2',
            startTime: '2020-01-01T12:00:00.000Z',
            endTime: '2020-01-01T15:00:00.000Z',
            customer: { contact: 'limited', firstName: 'Ana', comuna: null },
          }),
          booking({
            id: 'r-3',
            status: 'rejected',
            reason: 'agent_rejected',
            startTime: '2030-12-08T12:00:00.000Z',
            customer: { contact: 'limited', firstName: 'Sofía', comuna: null },
          }),
        ]),
      () => list([booking({ id: 'r-1', status: 'rejected', reason: 'agent_rejected' })]),
    );
    const reopened: string[] = [];
    server.use(
      http.patch('/api/agents/slots/availability/:id/reopen', ({ params }) => {
        reopened.push(String(params.id));
        return HttpResponse.json({
          id: String(params.id),
          startTime: '2030-12-05T12:00:00.000Z',
          endTime: '2030-12-05T15:30:00.000Z',
          status: 'available',
        });
      }),
    );
    const { user } = renderWithProviders(<RejectedBookings timeZone={TZ} />);
    const one = await screen.findByRole('listitem', { name: /^Reserva de Matías/ });
    // A past slot, and one that is not rejected any more, offer nothing.
    expect(within(item(/^Reserva de Ana/)).queryByRole('button')).not.toBeInTheDocument();
    expect(within(item(/^Reserva de Sofía/)).queryByRole('button')).not.toBeInTheDocument();
    await user.click(within(one).getByRole('button', { name: /^Volver a ofrecer el espacio del/ }));
    expect(await screen.findByText(texts.actions.reopened)).toBeInTheDocument();
    expect(reopened).toEqual(['s-1']);
    await waitFor(() => expect(asked.length).toBeGreaterThanOrEqual(2));
    await waitFor(() =>
      expect(within(item(/^Reserva de Matías/)).queryByRole('button')).not.toBeInTheDocument(),
    );
  });

  it('shows the server’s Spanish message when the slot cannot be offered again', async () => {
    answerList(LIST, () =>
      list([booking({ id: 'r-1', status: 'rejected', reopenableSlotId: 's-1' })]),
    );
    server.use(
      http.patch('/api/agents/slots/availability/:id/reopen', () =>
        apiError(409, { code: 'SLOT_NOT_REOPENABLE', message: 'Este espacio ya comenzó.' }),
      ),
    );
    const { user } = renderWithProviders(<RejectedBookings timeZone={TZ} />);
    await user.click(await screen.findByRole('button', { name: /^Volver a ofrecer/ }));
    expect(await screen.findByText('Este espacio ya comenzó.')).toBeInTheDocument();
  });
});

describe('ClosedBookings', () => {
  it('shows each finished service with Finalizado or Evaluado', async () => {
    const closed = (id: string, evaluated: boolean, name: string): ClosedBooking => ({
      ...booking({ id }),
      status: evaluated ? 'finished_evaluated' : 'finished',
      evaluated,
      customer: { ...full, name },
    });
    answerList(CLOSED, () =>
      list([closed('c-1', false, 'Matías González Soto'), closed('c-2', true, 'Ana Pérez')]),
    );
    renderWithProviders(<ClosedBookings timeZone={TZ} />);
    const finished = await screen.findByRole('listitem', { name: /^Reserva de Matías González/ });
    expect(finished).toHaveTextContent(bookingTexts.chips.finished);
    expect(finished).not.toHaveTextContent(bookingTexts.chips.evaluated);
    expect(item(/^Reserva de Ana Pérez/)).toHaveTextContent(bookingTexts.chips.evaluated);
  });
});
