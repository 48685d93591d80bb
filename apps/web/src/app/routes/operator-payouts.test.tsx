import { consolePaths } from '@brillo/domain/console-paths';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Payout } from '@brillo/domain/contracts/earnings';
import type {
  LedgerTotals,
  OperatorAgentEarnings,
  OperatorPayoutRow,
  PayoutRuns,
} from '@brillo/domain/contracts/operator-payouts';
import { formatClp } from '@brillo/domain/format-booking';
import { operatorPayoutsTexts } from '@brillo/domain/texts/operator-payouts.es-CL';
import { apiError, answerPublicConfig } from '../../../test/api-answers';
import { expectFieldError } from '../../../test/form-fields';
import { renderWithProviders } from '../../../test/render';
import { answerPost, server } from '../../../test/server';
import { OperatorAgentEarningsRoute } from './operator-agent-earnings';
import { OperatorPayoutsRoute } from './operator-payouts';

const texts = operatorPayoutsTexts;

/** The element at `index`, which the test expects to be there. */
function nth(elements: HTMLElement[], index: number): HTMLElement {
  const element = elements[index];
  if (!element) throw new Error(`no element at ${index} of ${elements.length}`);
  return element;
}
const AGENT = 'Valentina Rojas Muñoz';

const totals: LedgerTotals = {
  cash: 475950,
  owedHeld: 74587,
  owedAvailable: 290700,
  owedInTransit: 30600,
  owed: 395887,
  commission: 80063,
  problems: [],
};

const runs: PayoutRuns = {
  nextRunAt: '2026-11-30T12:00:00.000Z',
  provider: 'bank_file',
  runs: [{ run: '2026-11-23', payouts: 2, amount: 88400, pending: 1, sent: 0, paid: 1, failed: 0 }],
};

function payout(overrides: Partial<Payout> = {}): Payout {
  return {
    id: 'payout-1',
    amount: 30600,
    status: 'pending',
    provider: 'bank_file',
    run: '2026-11-23',
    createdAt: '2026-11-29T03:11:00.000Z',
    sentAt: null,
    settledAt: null,
    failedAt: null,
    failureReason: null,
    destination: 'BancoEstado •••• 6789',
    items: [],
    ...overrides,
  };
}

function row(overrides: Partial<OperatorPayoutRow> = {}): OperatorPayoutRow {
  return { ...payout(), agent: { id: 'agent-1', name: AGENT }, requestedBy: null, ...overrides };
}

/** The payouts page's three reads, with the list's queries kept. */
function answerPayoutsPage(
  page: { payouts: OperatorPayoutRow[]; ledger?: LedgerTotals; onRuns?: () => void } = {
    payouts: [row()],
  },
) {
  const queries: string[] = [];
  server.use(
    answerPublicConfig(),
    http.get('/api/operador/ledger', () => HttpResponse.json(page.ledger ?? totals)),
    http.get('/api/operador/payout-runs', () => {
      page.onRuns?.();
      return HttpResponse.json(runs);
    }),
    http.get('/api/operador/payouts', ({ request }) => {
      queries.push(new URL(request.url).search);
      return HttpResponse.json({
        payouts: page.payouts,
        total: page.payouts.length,
        page: 1,
        pageSize: 50,
      });
    }),
  );
  return queries;
}

describe('the payouts, /operador/pagos', () => {
  it('shows the books, the runs and each payout with what it can still take', async () => {
    answerPayoutsPage({
      payouts: [
        row(),
        row({
          id: 'payout-2',
          status: 'failed',
          provider: 'fintoc',
          run: null,
          requestedBy: { id: 'op-1', name: 'Ignacia Torres' },
          failureReason: 'Cuenta cerrada',
        }),
      ],
    });
    renderWithProviders(<OperatorPayoutsRoute />, { route: consolePaths.operatorPayouts });

    const table = await screen.findByRole('region', { name: texts.list.payoutsTitle });
    const books = screen.getByRole('region', { name: texts.books.title });
    expect(await within(books).findByText(formatClp(totals.cash))).toBeInTheDocument();
    expect(within(books).getByText(formatClp(totals.owed))).toBeInTheDocument();
    expect(within(books).getByText(formatClp(totals.commission))).toBeInTheDocument();
    expect(within(books).getByText(texts.books.tiesOut)).toBeInTheDocument();
    expect(within(books).queryByRole('alert')).toBeNull();

    const weekly = screen.getByRole('region', { name: texts.runs.title });
    expect(await within(weekly).findByText(texts.providers.bank_file)).toBeInTheDocument();
    expect(within(weekly).getByRole('link', { name: texts.runs.bankFile })).toHaveAttribute(
      'href',
      '/api/operador/payouts/bank-file',
    );
    expect(
      within(weekly).getByRole('cell', { name: 'Semana del 23 de noviembre de 2026' }),
    ).toBeInTheDocument();

    const rows = within(table).getAllByRole('row');
    const [pending, failed] = [nth(rows, 1), nth(rows, 2)];
    expect(
      within(pending).getByRole('link', { name: texts.list.openAgentLabel(AGENT) }),
    ).toHaveAttribute('href', '/operador/pagos/agentes/agent-1');
    expect(within(pending).getByText(texts.statuses.pending)).toBeInTheDocument();
    expect(
      within(pending)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([texts.list.confirm, texts.list.fail]);
    expect(within(failed).getByText('Pago manual (operador Ignacia Torres)')).toBeInTheDocument();
    expect(within(failed).getByText('Cuenta cerrada')).toBeInTheDocument();
    expect(within(failed).queryByRole('button')).toBeNull();
    expect(screen.getByText(texts.list.total(2))).toBeInTheDocument();
  });

  it('lists what the reconciliation found when the books do not tie out', async () => {
    const problem = 'El pago p-1 de la reserva b-1 no está en el libro.';
    answerPayoutsPage({ payouts: [], ledger: { ...totals, problems: [problem] } });
    renderWithProviders(<OperatorPayoutsRoute />, { route: consolePaths.operatorPayouts });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(texts.books.problemsTitle);
    expect(within(alert).getByRole('listitem')).toHaveTextContent(problem);
    expect(screen.queryByText(texts.books.tiesOut)).toBeNull();
    expect(await screen.findByText(texts.list.empty)).toBeInTheDocument();
  });

  it('reads its filters from the address and asks the API for them', async () => {
    const queries = answerPayoutsPage();
    const { user } = renderWithProviders(<OperatorPayoutsRoute />, {
      route: `${consolePaths.operatorPayouts}?estado=pending&semana=2026-11-23&agente=Vale`,
    });
    await screen.findByRole('region', { name: texts.list.payoutsTitle });
    expect(queries).toEqual(['?status=pending&run=2026-11-23&agent=Vale']);
    expect(screen.getByRole('combobox', { name: texts.list.statusLabel })).toHaveValue('pending');
    await user.click(screen.getByRole('button', { name: texts.list.clear }));
    await screen.findByRole('region', { name: texts.list.payoutsTitle });
    expect(queries.at(-1)).toBe('');
  });

  it('runs this week’s payouts with a reason, says what it did and reads the runs again', async () => {
    let runsRead = 0;
    answerPayoutsPage({ payouts: [row()], onRuns: () => (runsRead += 1) });
    const sent = answerPost('/api/operador/payout-runs', () =>
      HttpResponse.json({ message: texts.api.runDone(1), run: '2026-11-23', created: 1 }),
    );
    const { user } = renderWithProviders(<OperatorPayoutsRoute />, {
      route: consolePaths.operatorPayouts,
    });
    await user.click(await screen.findByRole('button', { name: texts.runs.runNow }));
    const dialog = screen.getByRole('dialog', { name: texts.dialogs.run.title });
    await user.click(within(dialog).getByRole('button', { name: texts.dialogs.run.confirm }));
    expectFieldError(
      within(dialog).getByRole('textbox', { name: texts.dialogs.reasonLabel }),
      texts.api.reasonRequired,
    );
    expect(sent).toEqual([]);
    await user.type(
      within(dialog).getByRole('textbox', { name: texts.dialogs.reasonLabel }),
      '  El lunes falló.  ',
    );
    await user.click(within(dialog).getByRole('button', { name: texts.dialogs.run.confirm }));
    expect(await screen.findByText(texts.api.runDone(1))).toBeInTheDocument();
    expect(sent).toEqual([{ reason: 'El lunes falló.' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await expect.poll(() => runsRead).toBe(2);
  });

  it('confirms a bank file’s payout with a reason, and shows a refusal in the dialog', async () => {
    answerPayoutsPage();
    const confirmed = answerPost('/api/operador/payouts/payout-1/confirm', () =>
      HttpResponse.json({ message: texts.api.confirmed, payout: payout({ status: 'paid' }) }),
    );
    const { user } = renderWithProviders(<OperatorPayoutsRoute />, {
      route: consolePaths.operatorPayouts,
    });
    await user.click(
      await screen.findByRole('button', { name: new RegExp(`^${texts.list.confirm}: ${AGENT}`) }),
    );
    const dialog = screen.getByRole('dialog', { name: texts.dialogs.confirm.title });
    expect(dialog).toHaveTextContent(texts.dialogs.confirm.body(AGENT, formatClp(30600)));
    await user.type(within(dialog).getByRole('textbox'), 'Transferido en el banco.');
    await user.click(within(dialog).getByRole('button', { name: texts.dialogs.confirm.confirm }));
    expect(await screen.findByText(texts.api.confirmed)).toBeInTheDocument();
    expect(confirmed).toEqual([{ reason: 'Transferido en el banco.' }]);

    answerPost('/api/operador/payouts/payout-1/fail', () =>
      apiError(409, { code: 'PAYOUT_ALREADY_FAILED', message: texts.api.alreadyFailed }),
    );
    await user.click(
      screen.getByRole('button', { name: new RegExp(`^${texts.list.fail}: ${AGENT}`) }),
    );
    const failing = screen.getByRole('dialog', { name: texts.dialogs.fail.title });
    await user.type(within(failing).getByRole('textbox'), 'El banco la devolvió.');
    await user.click(within(failing).getByRole('button', { name: texts.dialogs.fail.confirm }));
    expect(await within(failing).findByRole('alert')).toHaveTextContent(texts.api.alreadyFailed);
  });
});

const earnings: OperatorAgentEarnings = {
  agent: { id: 'agent-1', name: AGENT, email: 'agente@brillo.test' },
  balances: {
    available: 28900,
    held: 54187,
    heldForRecentService: 25287,
    heldForOpenProblem: 28900,
    inTransit: 0,
    paid: 57800,
  },
  bankAccount: {
    bankName: 'BancoEstado',
    accountType: 'Cuenta vista o CuentaRUT',
    maskedNumber: '•••• 3210',
    holderRut: '16.543.210-K',
    createdAt: '2026-11-08T15:00:00.000Z',
    payableNow: true,
  },
  ledger: [
    {
      transactionId: 't-2',
      movement: 'release',
      at: '2026-11-26T16:00:00.000Z',
      bookingId: 'booking-1',
      payoutId: null,
      held: -28900,
      available: 28900,
    },
    {
      transactionId: 't-1',
      movement: 'payout',
      at: '2026-11-23T12:00:00.000Z',
      bookingId: null,
      payoutId: 'payout-0',
      held: 0,
      available: -57800,
    },
  ],
  payouts: [
    payout({
      id: 'payout-0',
      status: 'paid',
      provider: 'sandbox',
      amount: 57800,
      items: [{ bookingId: 'booking-0', serviceStart: '2026-11-15T12:00:00.000Z', amount: 28900 }],
    }),
  ],
  canPayNow: true,
};

const renderAgent = (answer: () => Response) => {
  server.use(answerPublicConfig(), http.get('/api/operador/agents/agent-1/earnings', answer));
  return renderWithProviders(
    <Routes>
      <Route path={consolePaths.operatorAgentEarnings} element={<OperatorAgentEarningsRoute />} />
    </Routes>,
    { route: consolePaths.operatorAgentEarnings.replace(':id', 'agent-1') },
  );
};

describe('one agent’s earnings, /operador/pagos/agentes/:id', () => {
  it('shows the balances, the account, the ledger with its signed changes and the payouts', async () => {
    renderAgent(() => HttpResponse.json(earnings));
    expect(
      await screen.findByRole('heading', { level: 2, name: texts.agent.title(AGENT) }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.agent.accountLink })).toHaveAttribute(
      'href',
      '/operador/cuentas/agent-1',
    );
    const balances = screen.getByRole('region', { name: texts.agent.balances });
    expect(balances).toHaveTextContent(`${texts.agent.available}${formatClp(28900)}`);
    expect(balances).toHaveTextContent(`${texts.agent.paid}${formatClp(57800)}`);
    expect(balances).toHaveTextContent(texts.agent.heldForOpenProblem(formatClp(28900)));
    expect(balances).toHaveTextContent(texts.agent.heldForRecentService(formatClp(25287)));
    const account = screen.getByRole('region', { name: texts.agent.bankAccount });
    expect(account).toHaveTextContent('16.543.210-K');
    expect(account).toHaveTextContent(texts.agent.payableNow);

    const ledger = within(nth(screen.getAllByRole('region', { name: texts.agent.ledger }), 0));
    const ledgerRows = ledger.getAllByRole('row');
    const [release, sentOut] = [nth(ledgerRows, 1), nth(ledgerRows, 2)];
    expect(
      within(release)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      expect.any(String),
      texts.movements.release,
      texts.agent.openBooking,
      '\u2212$28.900',
      '+$28.900',
    ]);
    expect(within(release).getByRole('link')).toHaveAttribute(
      'href',
      '/operador/reservas/booking-1',
    );
    expect(
      within(sentOut)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent),
    ).toEqual([texts.movements.payout, '—', '—', '\u2212$57.800']);
    const payouts = within(nth(screen.getAllByRole('region', { name: texts.agent.payouts }), 0));
    expect(payouts.getByText(texts.statuses.paid)).toBeInTheDocument();
    expect(payouts.getByRole('link')).toHaveAttribute('href', '/operador/reservas/booking-0');
  });

  it('pays now with a reason and shows the API’s refusal in Spanish', async () => {
    const sent = answerPost('/api/operador/agents/agent-1/payouts', () =>
      apiError(409, { code: 'BANK_ACCOUNT_TOO_NEW', message: texts.api.bankAccountTooNew }),
    );
    const { user } = renderAgent(() => HttpResponse.json(earnings));
    await user.click(await screen.findByRole('button', { name: texts.agent.payNow }));
    const dialog = screen.getByRole('dialog', { name: texts.dialogs.payNow.title });
    expect(dialog).toHaveTextContent(texts.dialogs.payNow.body(AGENT, formatClp(28900)));
    await user.type(within(dialog).getByRole('textbox'), 'Lo pidió por teléfono.');
    await user.click(within(dialog).getByRole('button', { name: texts.dialogs.payNow.confirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(texts.api.bankAccountTooNew);
    expect(sent).toEqual([{ reason: 'Lo pidió por teléfono.' }]);
  });

  it('cannot pay now when there is nothing to pay', async () => {
    renderAgent(() => HttpResponse.json({ ...earnings, canPayNow: false, bankAccount: null }));
    expect(await screen.findByRole('button', { name: texts.agent.payNow })).toBeDisabled();
    expect(screen.getByText(texts.agent.cannotPayNow)).toBeInTheDocument();
    expect(screen.getByText(texts.agent.noBankAccount)).toBeInTheDocument();
  });

  it('says so for someone who is not an agent', async () => {
    renderAgent(() => apiError(404, { code: 'NOT_FOUND', message: texts.api.agentNotFound }));
    expect(await screen.findByText(texts.api.agentNotFound)).toBeInTheDocument();
  });
});
