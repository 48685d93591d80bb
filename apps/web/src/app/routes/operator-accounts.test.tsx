import { consolePaths } from '@brillo/domain/console-paths';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type {
  OperatorAccountDetail,
  OperatorAccountRow,
  OperatorAccountsPage,
} from '@brillo/domain/contracts/operator-accounts';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { operatorAccountsTexts } from '@brillo/domain/texts/operator-accounts.es-CL';
import { operatorsTexts } from '@brillo/domain/texts/operators.es-CL';
import { apiError, answerPublicConfig } from '../../../test/api-answers';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { OperatorAccountRoute } from './operator-account';
import { OperatorAccountsRoute } from './operator-accounts';

const texts = operatorAccountsTexts;
const ID = 'a0c1d2e3-0000-4000-8000-000000000001';

function row(overrides: Partial<OperatorAccountRow> = {}): OperatorAccountRow {
  return {
    id: ID,
    name: 'Valentina Rojas Muñoz',
    email: 'agente@brillo.test',
    role: 'agent',
    state: 'active',
    createdAt: '2026-10-01T12:00:00.000Z',
    suspendedAt: null,
    ...overrides,
  };
}

function page(accounts: OperatorAccountRow[], total = accounts.length): OperatorAccountsPage {
  return { accounts, total, page: 1, pageSize: 50 };
}

function detail(overrides: Partial<OperatorAccountDetail> = {}): OperatorAccountDetail {
  return {
    ...row(),
    phone: '+56 9 1234 5678',
    emailVerified: true,
    comuna: 'Ñuñoa',
    openBookings: 2,
    history: [],
    actions: ['suspend'],
    ...overrides,
  };
}

function answerList(answer: (url: URL) => Response) {
  const asked: string[] = [];
  server.use(
    answerPublicConfig(),
    http.get('/api/operador/accounts', ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.search);
      return answer(url);
    }),
  );
  return asked;
}

describe('the operators’ accounts, /operador/cuentas', () => {
  it('lists accounts with their email, kind and state, each opening its page', async () => {
    answerList(() =>
      HttpResponse.json(
        page([
          row(),
          row({
            id: 'c2',
            name: 'Matías González Soto',
            email: 'cliente@brillo.test',
            role: 'customer',
            state: 'suspended',
            suspendedAt: '2026-11-20T12:00:00.000Z',
          }),
        ]),
      ),
    );
    renderWithProviders(<OperatorAccountsRoute />, { route: consolePaths.operatorAccounts });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('agente@brillo.test');
    expect(rows[1]).toHaveTextContent(texts.roles.agent);
    expect(rows[1]).toHaveTextContent(texts.states.active);
    expect(rows[2]).toHaveTextContent(texts.roles.customer);
    expect(rows[2]).toHaveTextContent(texts.states.suspended);
    expect(
      within(table).getByRole('link', { name: texts.list.openLabel('Valentina Rojas Muñoz') }),
    ).toHaveAttribute('href', `/operador/cuentas/${ID}`);
    expect(screen.getByText(texts.list.total(2))).toBeInTheDocument();
  });

  it('searches by name or email, kind and state through the address, and says when nothing matches', async () => {
    const asked = answerList((url) =>
      HttpResponse.json(url.searchParams.has('text') ? page([]) : page([row()])),
    );
    const { user } = renderWithProviders(<OperatorAccountsRoute />, {
      route: consolePaths.operatorAccounts,
    });
    await screen.findByRole('table');
    await user.type(screen.getByRole('textbox', { name: texts.list.textLabel }), 'valentina');
    await user.selectOptions(screen.getByRole('combobox', { name: texts.list.roleLabel }), 'agent');
    await user.selectOptions(
      screen.getByRole('combobox', { name: texts.list.stateLabel }),
      'suspended',
    );
    await user.click(screen.getByRole('button', { name: texts.list.filter }));

    expect(await screen.findByText(texts.list.empty)).toBeInTheDocument();
    const query = new URLSearchParams(asked.at(-1));
    expect(query.get('text')).toBe('valentina');
    expect(query.get('role')).toBe('agent');
    expect(query.get('state')).toBe('suspended');
    await user.click(screen.getByRole('button', { name: texts.list.clear }));
    await screen.findByRole('table');
    expect(asked.at(-1)).toBe('');
  });

  it('pages through the accounts', async () => {
    const asked = answerList((url) => {
      const number = Number(url.searchParams.get('page') ?? 1);
      return HttpResponse.json({ ...page([row({ id: `a${number}` })], 120), page: number });
    });
    const { user } = renderWithProviders(<OperatorAccountsRoute />, {
      route: consolePaths.operatorAccounts,
    });
    await screen.findByText(operatorsTexts.pager.pageOf(1, 3));
    await user.click(screen.getByRole('button', { name: operatorsTexts.pager.next }));
    expect(await screen.findByText(operatorsTexts.pager.pageOf(2, 3))).toBeInTheDocument();
    expect(asked.at(-1)).toBe('?page=2');
  });

  it('shows the not-found page to anyone the API does not know as an operator', async () => {
    answerList(() =>
      apiError(404, { code: 'NOT_FOUND', message: commonTexts.errors.routeNotFound }),
    );
    renderWithProviders(<OperatorAccountsRoute />, { route: consolePaths.operatorAccounts });
    expect(
      await screen.findByRole('heading', { level: 1, name: commonTexts.notFound.title }),
    ).toBeInTheDocument();
  });
});

describe('one account, /operador/cuentas/:id', () => {
  function answerDetail(
    account: OperatorAccountDetail | Response,
    changed: (change: 'suspend' | 'restore') => Response = (change) =>
      HttpResponse.json(
        change === 'suspend'
          ? detail({
              state: 'suspended',
              suspendedAt: '2026-11-28T12:00:00.000Z',
              openBookings: 0,
              actions: ['restore'],
              history: [
                {
                  id: 'h1',
                  at: '2026-11-28T12:00:00.000Z',
                  action: 'suspended',
                  operator: { id: 'o1', name: 'Olga Operadora' },
                  reason: 'Reclamos repetidos',
                  bookingsEnded: 2,
                },
              ],
            })
          : detail(),
      ),
  ) {
    const sent: { change: string; body: unknown }[] = [];
    server.use(
      answerPublicConfig(),
      http.get(`/api/operador/accounts/${ID}`, () =>
        account instanceof Response ? account : HttpResponse.json(account),
      ),
      http.post(`/api/operador/accounts/${ID}/:change`, async ({ request, params }) => {
        const change = params.change === 'restore' ? 'restore' : 'suspend';
        sent.push({ change, body: await request.json() });
        return changed(change);
      }),
    );
    return sent;
  }
  const renderDetail = () =>
    renderWithProviders(<div />, {
      route: `/operador/cuentas/${ID}`,
      pages: { [consolePaths.operatorAccount]: <OperatorAccountRoute /> },
    });

  it('shows the account’s data, state and open bookings, with a link to its bookings', async () => {
    answerDetail(detail());
    renderDetail();
    expect(
      await screen.findByRole('heading', { name: texts.detail.title('Valentina Rojas Muñoz') }),
    ).toBeInTheDocument();
    expect(screen.getByText('agente@brillo.test')).toBeInTheDocument();
    expect(screen.getByText('+56 9 1234 5678')).toBeInTheDocument();
    expect(screen.getByText(texts.detail.noHistory)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.detail.bookingsLink })).toHaveAttribute(
      'href',
      `/operador/reservas?agente=${ID}`,
    );
  });

  it('suspends it with a reason, which is required, and shows the suspension in its history', async () => {
    const sent = answerDetail(detail());
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: texts.detail.suspend }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: texts.dialogs.suspend.confirm }));
    expect(await within(dialog).findByText(texts.api.reasonRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(
      within(dialog).getByRole('textbox', { name: texts.dialogs.reasonLabel }),
      'Reclamos repetidos',
    );
    await user.click(within(dialog).getByRole('button', { name: texts.dialogs.suspend.confirm }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([{ change: 'suspend', body: { reason: 'Reclamos repetidos' } }]);
    const [history] = await screen.findAllByRole('region', { name: texts.detail.history });
    if (!history) throw new Error('no history');
    expect(within(history).getByText(texts.detail.actions.suspended)).toBeInTheDocument();
    expect(within(history).getByText('Olga Operadora')).toBeInTheDocument();
    expect(within(history).getByText('Reclamos repetidos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.detail.restore })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.detail.suspend })).toBeNull();
  });

  it('shows the API’s refusal inside the dialog when another operator acted first', async () => {
    answerDetail(detail(), () =>
      apiError(409, { code: 'ACCOUNT_ALREADY_SUSPENDED', message: texts.api.alreadySuspended }),
    );
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: texts.detail.suspend }));
    const dialog = await screen.findByRole('dialog');
    await user.type(
      within(dialog).getByRole('textbox', { name: texts.dialogs.reasonLabel }),
      'Fraude',
    );
    await user.click(within(dialog).getByRole('button', { name: texts.dialogs.suspend.confirm }));
    expect(await within(dialog).findByText(texts.api.alreadySuspended)).toBeInTheDocument();
  });

  it('restores a suspended account with a reason', async () => {
    const sent = answerDetail(
      detail({ state: 'suspended', suspendedAt: '2026-11-28T12:00:00.000Z', actions: ['restore'] }),
    );
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: texts.detail.restore }));
    const dialog = await screen.findByRole('dialog');
    await user.type(
      within(dialog).getByRole('textbox', { name: texts.dialogs.reasonLabel }),
      'Se aclaró',
    );
    await user.click(within(dialog).getByRole('button', { name: texts.dialogs.restore.confirm }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([{ change: 'restore', body: { reason: 'Se aclaró' } }]);
    expect(await screen.findByRole('button', { name: texts.detail.suspend })).toBeInTheDocument();
  });

  it('says so for an unknown account, inside the console', async () => {
    answerDetail(apiError(404, { code: 'NOT_FOUND', message: texts.api.accountNotFound }));
    renderDetail();
    expect(await screen.findByText(texts.api.accountNotFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.detail.back })).toBeInTheDocument();
  });
});
