import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { EarningRow, Earnings, Payout } from '@brillo/domain/contracts/earnings';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { earningsTexts } from '@brillo/domain/texts/earnings.es-CL';
import { apiError } from '../../../../test/api-answers';
import { renderWithProviders } from '../../../../test/render';
import { server } from '../../../../test/server';
import { EarningsOverview } from './earnings-overview';

const texts = earningsTexts;
const PATH = '/api/agents/earnings';
const ZONE = 'America/Santiago';

const available: EarningRow = {
  bookingId: 'booking-available',
  serviceStart: '2026-11-26T13:00:00.000Z',
  serviceEnd: '2026-11-26T16:00:00.000Z',
  paid: 36_000,
  commissionPercent: 15,
  commission: 5_400,
  earning: 30_600,
  refunded: 0,
  state: 'available',
  holdReason: null,
  releaseAt: '2026-11-28T16:00:00.000Z',
};

const held: EarningRow = {
  bookingId: 'booking-held',
  serviceStart: '2026-11-28T13:00:00.000Z',
  serviceEnd: '2026-11-28T15:00:00.000Z',
  paid: 24_000,
  commissionPercent: 15,
  commission: 3_600,
  earning: 20_400,
  refunded: 0,
  state: 'held',
  holdReason: 'recentService',
  releaseAt: '2026-11-30T15:00:00.000Z',
};

const paidPayout: Payout = {
  id: 'payout-1',
  amount: 30_600,
  status: 'paid',
  provider: 'sandbox',
  run: '2026-11-23',
  createdAt: '2026-11-23T12:00:00.000Z',
  sentAt: '2026-11-23T12:00:01.000Z',
  settledAt: '2026-11-23T12:00:06.000Z',
  failedAt: null,
  failureReason: null,
  destination: 'BancoEstado •••• 6789',
  items: [{ bookingId: 'booking-old', serviceStart: '2026-11-18T13:00:00.000Z', amount: 30_600 }],
};

function earningsOf(overrides: Partial<Earnings> = {}): Earnings {
  return {
    balances: {
      available: 30_600,
      held: 20_400,
      heldForRecentService: 20_400,
      heldForOpenProblem: 0,
      inTransit: 0,
      paid: 0,
    },
    minimumPayout: 10_000,
    nextPayoutAt: '2026-11-30T12:00:00.000Z',
    bankAccount: 'ready',
    bookings: [held, available],
    payouts: [],
    ...overrides,
  };
}

function answer(earnings: Earnings) {
  server.use(http.get(PATH, () => HttpResponse.json(earnings)));
}

const figure = (name: string) => screen.getByRole('region', { name });

describe('EarningsOverview', () => {
  it('shows the three figures, each booking with its earning and state, and no payouts yet', async () => {
    answer(earningsOf());
    renderWithProviders(<EarningsOverview timeZone={ZONE} />);

    expect(await screen.findByRole('region', { name: texts.figures.available })).toHaveTextContent(
      '$30.600',
    );
    expect(figure(texts.figures.available)).toHaveTextContent(
      'Se paga el lunes 30 de noviembre de 2026 a las 09:00.',
    );
    expect(figure(texts.figures.available)).not.toHaveTextContent('Pagamos desde');
    expect(figure(texts.figures.held)).toHaveTextContent('$20.400');
    expect(figure(texts.figures.held)).toHaveTextContent(
      '$20.400 por las 48 horas después del servicio',
    );
    expect(figure(texts.figures.held)).not.toHaveTextContent('problema');
    expect(figure(texts.figures.paid)).toHaveTextContent('$0');
    expect(figure(texts.figures.paid)).not.toHaveTextContent('En camino');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();

    const table = screen.getByRole('table', { name: texts.bookings.title });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      texts.bookings.columns.serviceDate,
      texts.bookings.columns.paid,
      texts.bookings.columns.commission,
      texts.bookings.columns.earning,
      texts.bookings.columns.state,
    ]);
    const [, heldRow, availableRow] = within(table).getAllByRole('row');
    expect(heldRow).toHaveTextContent('28 de noviembre de 2026');
    expect(heldRow).toHaveTextContent('$24.000');
    expect(heldRow).toHaveTextContent('$3.600 (15 %)');
    expect(heldRow).toHaveTextContent('$20.400');
    expect(heldRow).toHaveTextContent(
      'RetenidaPor las 48 horas después del servicioDisponible desde el 30 de noviembre de 2026',
    );
    expect(availableRow).toHaveTextContent('26 de noviembre de 2026');
    expect(availableRow).toHaveTextContent('$30.600Disponible');
    const scroller = screen.getByRole('region', { name: texts.bookings.title });
    expect(scroller).toHaveAttribute('tabindex', '0');
    expect(scroller).toHaveAccessibleDescription(texts.bookings.scrollHint);
    expect(screen.getByText(texts.payouts.empty)).toBeInTheDocument();
  });

  it('explains the minimum below it, what is on its way, and the refunds column when there are refunds', async () => {
    answer(
      earningsOf({
        balances: {
          available: 4_250,
          held: 8_500,
          heldForRecentService: 0,
          heldForOpenProblem: 8_500,
          inTransit: 30_600,
          paid: 61_200,
        },
        bookings: [
          { ...held, state: 'held', holdReason: 'openProblem' },
          { ...available, refunded: 5_000, earning: 30_600 },
        ],
      }),
    );
    renderWithProviders(<EarningsOverview timeZone={ZONE} />);

    expect(await screen.findByRole('region', { name: texts.figures.available })).toHaveTextContent(
      texts.figures.belowMinimum('$10.000'),
    );
    expect(figure(texts.figures.held)).toHaveTextContent('$8.500 por un problema abierto');
    expect(figure(texts.figures.held)).not.toHaveTextContent('48 horas');
    expect(figure(texts.figures.paid)).toHaveTextContent('$61.200');
    expect(figure(texts.figures.paid)).toHaveTextContent('En camino: $30.600');
    expect(
      screen.getByRole('columnheader', { name: texts.bookings.columns.refunded }),
    ).toBeInTheDocument();
    const [, problemRow, refundedRow] = screen.getAllByRole('row');
    expect(problemRow).toHaveTextContent(texts.bookings.noRefund);
    expect(problemRow).toHaveTextContent('RetenidaPor un problema abierto');
    expect(problemRow).not.toHaveTextContent('Disponible desde');
    expect(refundedRow).toHaveTextContent('$5.000');
  });

  it('links to the bank account when there is none, and says when a new one starts receiving', async () => {
    answer(earningsOf({ bankAccount: 'missing', bookings: [], payouts: [] }));
    const { unmount } = renderWithProviders(<EarningsOverview timeZone={ZONE} />);

    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(texts.bankAccount.missing);
    expect(within(note).getByRole('link', { name: texts.bankAccount.missingLink })).toHaveAttribute(
      'href',
      '/cuenta-bancaria',
    );
    expect(screen.getByText(texts.bookings.empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    unmount();

    answer(earningsOf({ bankAccount: 'waiting' }));
    renderWithProviders(<EarningsOverview timeZone={ZONE} />);
    expect(await screen.findByRole('note')).toHaveTextContent(texts.bankAccount.waiting);
  });

  it('lists each payout with its state and destination, and opens the bookings it paid', async () => {
    answer(
      earningsOf({
        payouts: [
          {
            ...paidPayout,
            id: 'payout-2',
            status: 'failed',
            amount: 12_000,
            settledAt: null,
            failedAt: '2026-11-24T12:00:00.000Z',
            failureReason: 'account_closed',
            items: [],
          },
          paidPayout,
        ],
      }),
    );
    const { user } = renderWithProviders(<EarningsOverview timeZone={ZONE} />);

    const paid = await screen.findByRole('listitem', {
      name: '23 de noviembre de 2026, $30.600',
    });
    expect(paid).toHaveTextContent('Pagado');
    expect(paid).toHaveTextContent('BancoEstado •••• 6789');
    const failed = screen.getByRole('listitem', { name: '24 de noviembre de 2026, $12.000' });
    expect(failed).toHaveTextContent('Fallido');
    expect(failed).toHaveTextContent('Motivo: account_closed');
    expect(within(failed).queryByRole('button')).not.toBeInTheDocument();

    const toggle = within(paid).getByRole('button', { name: texts.payouts.showItems(1) });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const items = () =>
      screen.queryByRole('list', { name: texts.payouts.itemsLabel('23 de noviembre de 2026') });
    expect(items()).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName(texts.payouts.hideItems);
    expect(items()).toHaveTextContent('18 de noviembre de 2026 · $30.600');
  });

  it('says when the read failed, and shows the page once a retry answers', async () => {
    server.use(
      http.get(PATH, () => apiError(500, { code: 'INTERNAL', message: 'Error' }), { once: true }),
    );
    const { user } = renderWithProviders(<EarningsOverview timeZone={ZONE} />);

    expect(await screen.findByText(texts.page.loadFailed, { selector: 'p' })).toBeInTheDocument();
    answer(earningsOf());
    await user.click(screen.getByRole('button', { name: commonTexts.controls.retry }));
    expect(await screen.findByRole('region', { name: texts.figures.available })).toHaveTextContent(
      '$30.600',
    );
  });
});
