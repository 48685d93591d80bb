import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@brillo/domain/format';
import { bookingTexts } from '@brillo/domain/texts/bookings.es-CL';
import { customerBookingsTexts } from '@brillo/domain/texts/customer-bookings.es-CL';
import { favouritesTexts } from '@brillo/domain/texts/favourites.es-CL';
import { paymentsTexts } from '@brillo/domain/texts/payments.es-CL';
import { answerPublicConfig, apiError } from '../../../../test/api-answers';
import { renderWithProviders } from '../../../../test/render';
import { server } from '../../../../test/server';
import type {
  CustomerBooking,
  CustomerBookingList,
} from '@brillo/domain/contracts/customer-bookings';
import {
  ActiveServices,
  BookedServices,
  CancelledServices,
  FinishedServices,
  PendingServices,
} from './screens';

const texts = customerBookingsTexts;
const ZONE = 'America/Santiago';
const LIST = '/api/v1/customers/bookings';
const FINISHED = '/api/v1/customers/bookings/finished';
const NOW = new Date('2026-11-24T12:00:00Z');

function booking(overrides: Partial<CustomerBooking> = {}): CustomerBooking {
  return {
    id: 'booking-1',
    status: 'accepted_pending_payment',
    startTime: '2026-12-07T12:00:00.000Z',
    endTime: '2026-12-07T15:30:00.000Z',
    createdAt: '2026-11-20T10:00:00.000Z',
    hours: 3.5,
    hourlyRate: 9000,
    amount: 31500,
    agent: { id: 'agent-1', name: 'Valentina Rojas Muñoz', phone: null },
    reason: null,
    availabilityId: 'slot-1',
    rating: null,
    hasRating: false,
    problem: null,
    canReportProblem: false,
    refunded: 0,
    actions: [],
    ...overrides,
  };
}

function listOf(bookings: CustomerBooking[], total = bookings.length): CustomerBookingList {
  return { bookings, total, limit: 50 };
}

/** Answers the list reads with `answer`; returns the status sets asked, in order. */
function answerList(answer: () => Response | Promise<Response>) {
  const asked: string[][] = [];
  server.use(
    http.get(LIST, ({ request }) => {
      asked.push(new URL(request.url).searchParams.getAll('status'));
      return answer();
    }),
  );
  return asked;
}

/** A text as Testing Library compares it: ICU's narrow and thin spaces read as plain spaces. */
function asRead(text: string): string {
  return text.replace(/\s+/g, ' ');
}

function serviceName(item: CustomerBooking) {
  return asRead(texts.list.serviceWith(item.agent.name, formatDateTime(item.startTime, ZONE)));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  server.use(answerPublicConfig());
});
afterEach(() => {
  vi.useRealTimers();
});

describe('BookedServices', () => {
  it('asks for unpaid and failed bookings, saying it is loading first', async () => {
    const asked = answerList(async () => {
      await delay(30);
      return HttpResponse.json(listOf([]));
    });
    renderWithProviders(<BookedServices />);
    expect(screen.getByRole('status')).toHaveTextContent(texts.booked.loading);
    expect(await screen.findByText(texts.booked.empty)).toBeInTheDocument();
    expect(asked).toEqual([['accepted_pending_payment', 'accepted_payment_failed']]);
    expect(screen.getByRole('heading', { level: 1, name: texts.booked.title })).toBeInTheDocument();
  });

  it("starts the payment with 'Pagar servicio' and opens the sandbox bank", async () => {
    const unpaid = booking();
    answerList(() => HttpResponse.json(listOf([unpaid])));
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/bookings/payment', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          widget_token: 'sandbox_wt_1',
          provider: 'sandbox',
          public_key: null,
          payment_id: 'payment-1',
          amount: 31500,
          currency: 'clp',
        });
      }),
    );
    const { user } = renderWithProviders(<BookedServices />, {
      route: '/booked-services',
      pages: { '/sandbox-bank': <h1>Banco</h1> },
    });
    await user.click(
      await screen.findByRole('button', { name: texts.booked.payLabel(serviceName(unpaid)) }),
    );
    expect(await screen.findByRole('heading', { name: 'Banco' })).toBeInTheDocument();
    expect(await screen.findByText(paymentsTexts.toasts.started)).toBeInTheDocument();
    expect(bodies).toEqual([{ booking_id: unpaid.id }]);
  });

  it('shows each booking with its fields, the CLP total, the retry note and both buttons', async () => {
    const unpaid = booking();
    const failed = booking({
      id: 'booking-2',
      status: 'accepted_payment_failed',
      agent: { id: 'agent-2', name: 'Camila Soto', phone: null },
    });
    answerList(() => HttpResponse.json(listOf([unpaid, failed])));
    renderWithProviders(<BookedServices />);
    const first = await screen.findByRole('listitem', { name: serviceName(unpaid) });
    expect(
      within(first).getByText(bookingTexts.statuses.accepted_pending_payment, { selector: 'dd' }),
    ).toBeInTheDocument();
    expect(within(first).getByText('$31.500')).toBeInTheDocument();
    expect(within(first).getByText('3,5')).toBeInTheDocument();
    expect(
      within(first).getByText(asRead(formatDateTime(unpaid.createdAt, ZONE)), {
        normalizer: asRead,
      }),
    ).toBeInTheDocument();
    expect(within(first).queryByText(texts.booked.failedNote)).not.toBeInTheDocument();
    const pay = within(first).getByRole('button', {
      name: texts.booked.payLabel(serviceName(unpaid)),
    });
    expect(pay).toBeEnabled();
    expect(
      within(first).getByRole('button', { name: texts.booked.cancelLabel(serviceName(unpaid)) }),
    ).toBeInTheDocument();

    const second = screen.getByRole('listitem', { name: serviceName(failed) });
    expect(within(second).getByText(texts.booked.failedNote)).toBeInTheDocument();
    expect(
      within(second).getByRole('button', { name: texts.booked.payLabel(serviceName(failed)) }),
    ).toBeInTheDocument();
  });

  it('never shows the agent phone before payment, and offers no cancel once started', async () => {
    const started = booking({ startTime: '2026-11-24T11:00:00.000Z' });
    answerList(() => HttpResponse.json(listOf([started])));
    renderWithProviders(<BookedServices />);
    const item = await screen.findByRole('listitem', { name: serviceName(started) });
    expect(
      within(item).queryByText(texts.list.agentPhone, { exact: false }),
    ).not.toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: /Cancelar/ })).not.toBeInTheDocument();
  });

  it('cancels after a dialog stating the policy, then says so and reads the list again', async () => {
    const unpaid = booking();
    let cancelled = false;
    const asked = answerList(() => HttpResponse.json(listOf(cancelled ? [] : [unpaid])));
    const bodies: unknown[] = [];
    server.use(
      http.patch('/api/customers/bookings/:id', async ({ request, params }) => {
        bodies.push({ id: params.id, body: await request.json() });
        cancelled = true;
        return HttpResponse.json({ ...unpaid, status: 'accepted_customer_cancelation' });
      }),
    );
    const { user } = renderWithProviders(<BookedServices />);
    await user.click(
      await screen.findByRole('button', { name: texts.booked.cancelLabel(serviceName(unpaid)) }),
    );
    const dialog = screen.getByRole('dialog', { name: texts.cancelDialog.title });
    expect(within(dialog).getByText(texts.cancelDialog.policy)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: texts.cancelDialog.confirm }));
    expect(await screen.findByText(bookingTexts.toasts.cancelled)).toBeInTheDocument();
    expect(await screen.findByText(texts.booked.empty)).toBeInTheDocument();
    expect(bodies).toEqual([
      { id: 'booking-1', body: { status: 'accepted_customer_cancelation' } },
    ]);
    expect(asked).toHaveLength(2);
  });

  it('keeps the booking and changes nothing when the dialog is dismissed', async () => {
    const unpaid = booking();
    answerList(() => HttpResponse.json(listOf([unpaid])));
    const { user } = renderWithProviders(<BookedServices />);
    await user.click(
      await screen.findByRole('button', { name: texts.booked.cancelLabel(serviceName(unpaid)) }),
    );
    await user.click(screen.getByRole('button', { name: texts.cancelDialog.keep }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('listitem', { name: serviceName(unpaid) })).toBeInTheDocument();
  });

  it("shows the server's refusal of a cancellation in a toast", async () => {
    const unpaid = booking();
    answerList(() => HttpResponse.json(listOf([unpaid])));
    server.use(
      http.patch('/api/customers/bookings/:id', () =>
        apiError(409, { code: 'CONFLICT', message: bookingTexts.api.cannotCancel }),
      ),
    );
    const { user } = renderWithProviders(<BookedServices />);
    await user.click(
      await screen.findByRole('button', { name: texts.booked.cancelLabel(serviceName(unpaid)) }),
    );
    await user.click(screen.getByRole('button', { name: texts.cancelDialog.confirm }));
    expect(await screen.findByText(bookingTexts.api.cannotCancel)).toBeInTheDocument();
  });

  it('shows the error with Reintentar, and the list once a retry works', async () => {
    let fail = true;
    answerList(() =>
      fail
        ? apiError(500, { code: 'INTERNAL', message: 'x' })
        : HttpResponse.json(listOf([booking()])),
    );
    const { user } = renderWithProviders(<BookedServices />);
    expect(await screen.findByText(texts.booked.loadFailed)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: texts.list.retry }));
    expect(
      await screen.findByRole('listitem', { name: serviceName(booking()) }),
    ).toBeInTheDocument();
  });

  it('says how many it shows when the server left some out', async () => {
    answerList(() => HttpResponse.json(listOf([booking()], 73)));
    renderWithProviders(<BookedServices />);
    expect(await screen.findByText(texts.list.more(1, 73))).toBeInTheDocument();
  });
});

describe('ActiveServices', () => {
  it("offers 'Servicio realizado' only once started, and finishes it", async () => {
    const started = booking({
      id: 'started',
      status: 'accepted_payment_success',
      startTime: '2026-11-24T10:00:00.000Z',
      endTime: '2026-11-24T13:00:00.000Z',
      agent: { id: 'agent-1', name: 'Valentina Rojas Muñoz', phone: '56981234567' },
    });
    const later = booking({
      id: 'later',
      status: 'accepted_payment_success',
      agent: { id: 'agent-2', name: 'Camila Soto', phone: '+56 9 1111 2222' },
    });
    let finished = false;
    const asked = answerList(() =>
      HttpResponse.json(listOf(finished ? [later] : [started, later])),
    );
    const bodies: unknown[] = [];
    server.use(
      http.patch('/api/customers/bookings/:id', async ({ request, params }) => {
        bodies.push({ id: params.id, body: await request.json() });
        finished = true;
        return HttpResponse.json({ ...started, status: 'finished' });
      }),
    );
    const { user } = renderWithProviders(<ActiveServices />);
    const first = await screen.findByRole('listitem', { name: serviceName(started) });
    // Decision 28: the phone once paid, with a single '+'.
    expect(within(first).getByText('+56981234567')).toBeInTheDocument();
    const second = screen.getByRole('listitem', { name: serviceName(later) });
    expect(within(second).queryByRole('button')).not.toBeInTheDocument();
    expect(within(second).getByText(texts.active.notStarted)).toBeInTheDocument();
    expect(asked).toEqual([['accepted_payment_success']]);

    await user.click(
      within(first).getByRole('button', { name: texts.active.finishLabel(serviceName(started)) }),
    );
    expect(await screen.findByText(bookingTexts.toasts.finished)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('listitem', { name: serviceName(started) }),
      ).not.toBeInTheDocument(),
    );
    expect(bodies).toEqual([{ id: 'started', body: { status: 'finished' } }]);
  });

  it('says why finishing failed', async () => {
    const started = booking({
      status: 'accepted_payment_success',
      startTime: '2026-11-24T10:00:00.000Z',
    });
    answerList(() => HttpResponse.json(listOf([started])));
    server.use(
      http.patch('/api/customers/bookings/:id', () =>
        apiError(409, { code: 'CONFLICT', message: bookingTexts.api.notStartedYet }),
      ),
    );
    const { user } = renderWithProviders(<ActiveServices />);
    await user.click(
      await screen.findByRole('button', { name: texts.active.finishLabel(serviceName(started)) }),
    );
    expect(
      await screen.findByText(bookingTexts.toasts.finishFailed(bookingTexts.api.notStartedYet)),
    ).toBeInTheDocument();
  });

  it('shows its empty state', async () => {
    answerList(() => HttpResponse.json(listOf([])));
    renderWithProviders(<ActiveServices />);
    expect(await screen.findByText(texts.active.empty)).toBeInTheDocument();
  });
});

describe('PendingServices', () => {
  it('lists pending requests, each with a cancel button until it starts (decision 24)', async () => {
    const pending = booking({ status: 'pending' });
    const started = booking({
      id: 'booking-2',
      status: 'pending',
      startTime: '2026-11-24T10:00:00.000Z',
      endTime: '2026-11-24T13:00:00.000Z',
    });
    const asked = answerList(() => HttpResponse.json(listOf([started, pending])));
    renderWithProviders(<PendingServices />);
    const item = await screen.findByRole('listitem', { name: serviceName(pending) });
    expect(
      within(item).getByRole('button', { name: texts.booked.cancelLabel(serviceName(pending)) }),
    ).toBeVisible();
    const under = screen.getByRole('listitem', { name: serviceName(started) });
    expect(within(under).queryByRole('button')).not.toBeInTheDocument();
    expect(asked).toEqual([['pending']]);
  });

  it('cancels a request after the dialog stating the policy, then reads the list again', async () => {
    const pending = booking({ status: 'pending' });
    let cancelled = false;
    const asked = answerList(() => HttpResponse.json(listOf(cancelled ? [] : [pending])));
    const bodies: unknown[] = [];
    server.use(
      http.patch('/api/customers/bookings/:id', async ({ request, params }) => {
        bodies.push({ id: params.id, body: await request.json() });
        cancelled = true;
        return HttpResponse.json({ ...pending, status: 'accepted_customer_cancelation' });
      }),
    );
    const { user } = renderWithProviders(<PendingServices />);
    await user.click(
      await screen.findByRole('button', { name: texts.booked.cancelLabel(serviceName(pending)) }),
    );
    const dialog = screen.getByRole('dialog', { name: texts.cancelDialog.title });
    expect(within(dialog).getByText(texts.cancelDialog.policy)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: texts.cancelDialog.confirm }));
    expect(await screen.findByText(bookingTexts.toasts.cancelled)).toBeInTheDocument();
    expect(await screen.findByText(texts.pending.empty)).toBeInTheDocument();
    expect(bodies).toEqual([
      { id: 'booking-1', body: { status: 'accepted_customer_cancelation' } },
    ]);
    expect(asked).toHaveLength(2);
  });

  it('shows its empty state', async () => {
    answerList(() => HttpResponse.json(listOf([])));
    renderWithProviders(<PendingServices />);
    expect(await screen.findByText(texts.pending.empty)).toBeInTheDocument();
  });
});

describe('CancelledServices', () => {
  it('shows each booking with why it ended', async () => {
    const rejected = booking({ id: 'r', status: 'rejected', reason: 'agent_rejected' });
    const expired = booking({
      id: 'e',
      status: 'rejected',
      reason: 'request_expired',
      agent: { id: 'a2', name: 'Camila Soto', phone: null },
    });
    const mine = booking({
      id: 'c',
      status: 'accepted_customer_cancelation',
      reason: 'customer_cancelled',
      agent: { id: 'a3', name: 'Josefa Díaz', phone: null },
    });
    const asked = answerList(() => HttpResponse.json(listOf([rejected, expired, mine])));
    renderWithProviders(<CancelledServices />);
    expect(
      within(await screen.findByRole('listitem', { name: serviceName(rejected) })).getByText(
        texts.reasons.agent_rejected,
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: serviceName(expired) })).getByText(
        texts.reasons.request_expired,
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: serviceName(mine) })).getByText(
        texts.reasons.customer_cancelled,
      ),
    ).toBeInTheDocument();
    expect(asked).toEqual([['rejected', 'accepted_customer_cancelation']]);
  });

  it('shows its empty state', async () => {
    answerList(() => HttpResponse.json(listOf([])));
    renderWithProviders(<CancelledServices />);
    expect(await screen.findByText(texts.cancelled.empty)).toBeInTheDocument();
  });
});

describe('FinishedServices', () => {
  it("shows the rating and comment, or 'No evaluado'", async () => {
    const rated = booking({
      id: 'rated',
      status: 'finished_evaluated',
      rating: { rating: 4, comment: 'Muy prolija' },
      hasRating: true,
    });
    const html = booking({
      id: 'html',
      status: 'finished_evaluated',
      rating: { rating: 2, comment: '<b>Tarde</b>' },
      hasRating: true,
      agent: { id: 'a3', name: 'Joaquín Fuentes', phone: null },
    });
    const unrated = booking({
      id: 'unrated',
      status: 'finished',
      agent: { id: 'a2', name: 'Camila Soto', phone: '56911112222' },
    });
    server.use(http.get(FINISHED, () => HttpResponse.json(listOf([rated, unrated, html]))));
    renderWithProviders(<FinishedServices />);
    const first = await screen.findByRole('listitem', { name: serviceName(rated) });
    expect(within(first).getByRole('img', { name: texts.list.stars(4) })).toBeInTheDocument();
    expect(within(first).getByText('Muy prolija')).toBeInTheDocument();
    const second = screen.getByRole('listitem', { name: serviceName(unrated) });
    expect(within(second).getByText(texts.list.notRated)).toBeInTheDocument();
    // Shown as typed, never as HTML (decision 18).
    const third = screen.getByRole('listitem', { name: serviceName(html) });
    expect(within(third).getByText('<b>Tarde</b>')).toBeInTheDocument();
    expect(within(third).getByRole('img', { name: texts.list.stars(2) })).toBeInTheDocument();
  });

  it("offers 'Reservar de nuevo' with the same agent on every finished service (PD-46)", async () => {
    const done = booking({
      id: 'done',
      status: 'finished',
      agent: { id: 'agent-7', name: 'Camila Soto', phone: null },
    });
    server.use(http.get(FINISHED, () => HttpResponse.json(listOf([done]))));
    renderWithProviders(<FinishedServices />);
    const item = await screen.findByRole('listitem', { name: serviceName(done) });
    const again = within(item).getByRole('link', {
      name: favouritesTexts.bookAgainLabel('Camila Soto'),
    });
    expect(again).toHaveTextContent(favouritesTexts.bookAgain);
    // The dashboard finds the agent's next day with slots itself.
    expect(again).toHaveAttribute('href', '/agentes/agent-7');
  });

  it('shows its empty state and its error with a retry', async () => {
    server.use(http.get(FINISHED, () => apiError(500, { code: 'INTERNAL', message: 'x' })));
    renderWithProviders(<FinishedServices />);
    expect(await screen.findByText(texts.finished.loadFailed)).toBeInTheDocument();
    server.use(http.get(FINISHED, () => HttpResponse.json(listOf([]))));
    screen.getByRole('button', { name: texts.list.retry }).click();
    expect(await screen.findByText(texts.finished.empty)).toBeInTheDocument();
  });
});
