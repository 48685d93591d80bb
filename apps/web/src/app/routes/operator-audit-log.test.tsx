import { consolePaths } from '@brillo/domain/console-paths';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AuditLogEntry, AuditLogPage } from '@brillo/domain/contracts/operators';
import { formatDateTime } from '@brillo/domain/format';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { operatorsTexts } from '@brillo/domain/texts/operators.es-CL';
import { paths } from '@/config/paths';
import { apiError, answerPublicConfig } from '../../../test/api-answers';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { OperatorAuditLogRoute } from './operator-audit-log';

const texts = operatorsTexts.auditLog;

function entry(overrides: Partial<AuditLogEntry> = {}): AuditLogEntry {
  return {
    id: crypto.randomUUID(),
    createdAt: '2026-11-28T15:30:00.000Z',
    operator: null,
    action: 'operator.added',
    targetType: 'user',
    targetId: 'b0c1d2e3-0000-4000-8000-000000000001',
    reason: 'Alta con npm run operator',
    before: null,
    after: { disabledAt: null },
    ...overrides,
  };
}

function page(entries: AuditLogEntry[], overrides: Partial<AuditLogPage> = {}): AuditLogPage {
  return { entries, total: entries.length, page: 1, pageSize: 50, ...overrides };
}

/** Answers the audit log with `answer(url)`; returns the query strings it was asked with. */
function answerAuditLog(answer: (url: URL) => Response) {
  const asked: string[] = [];
  server.use(
    answerPublicConfig(),
    http.get('/api/operador/audit-log', ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.search);
      return answer(url);
    }),
  );
  return asked;
}

describe('the audit log, /operador/registro', () => {
  it('shows the audit log, newest first, with who, what, on what and why', async () => {
    answerAuditLog(() =>
      HttpResponse.json(
        page([
          entry({
            action: 'operator.removed',
            operator: { id: 'op-1', name: 'Rosa Pérez', email: 'rosa@brillo.cl' },
            reason: 'Dejó el equipo',
          }),
          entry(),
        ]),
      ),
    );
    renderWithProviders(<OperatorAuditLogRoute />, { route: consolePaths.operatorAuditLog });

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent(operatorsTexts.actions['operator.removed'] ?? '');
    expect(rows[1]).toHaveTextContent('Rosa Pérez (rosa@brillo.cl)');
    expect(rows[1]).toHaveTextContent('Dejó el equipo');
    expect(rows[2]).toHaveTextContent(texts.server);
    expect(rows[2]).toHaveTextContent(
      formatDateTime('2026-11-28T15:30:00.000Z', 'America/Santiago'),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      operatorsTexts.console.title,
    );
    expect(screen.getByText(operatorsTexts.pager.pageOf(1, 1))).toBeInTheDocument();
  });

  it('filters by target and operator through the address, and says when nothing matches', async () => {
    const asked = answerAuditLog((url) =>
      HttpResponse.json(url.searchParams.has('targetType') ? page([]) : page([entry()])),
    );
    const { user } = renderWithProviders(<OperatorAuditLogRoute />, {
      route: consolePaths.operatorAuditLog,
    });
    await screen.findByRole('table');

    await user.type(screen.getByRole('textbox', { name: texts.targetTypeLabel }), 'booking');
    await user.type(screen.getByRole('textbox', { name: texts.operatorIdLabel }), 'op-1');
    await user.click(screen.getByRole('button', { name: texts.filter }));

    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
    expect(asked.at(-1)).toBe('?targetType=booking&operatorId=op-1');
    await user.click(screen.getByRole('button', { name: texts.clear }));
    await screen.findByRole('table');
    expect(asked.at(-1)).toBe('');
  });

  it('pages through the log', async () => {
    const asked = answerAuditLog((url) => {
      const number = Number(url.searchParams.get('page') ?? 1);
      return HttpResponse.json(
        page([entry({ reason: `Página ${number}` })], { page: number, total: 120 }),
      );
    });
    const { user } = renderWithProviders(<OperatorAuditLogRoute />, {
      route: consolePaths.operatorAuditLog,
    });
    await screen.findByText('Página 1');
    expect(screen.getByRole('button', { name: operatorsTexts.pager.previous })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: operatorsTexts.pager.next }));
    expect(await screen.findByText('Página 2')).toBeInTheDocument();
    expect(screen.getByText(operatorsTexts.pager.pageOf(2, 3))).toBeInTheDocument();
    expect(asked.at(-1)).toBe('?page=2');
  });

  it('shows the not-found page to anyone the API does not know as an operator', async () => {
    answerAuditLog(() =>
      apiError(404, { code: 'NOT_FOUND', message: commonTexts.errors.routeNotFound }),
    );
    renderWithProviders(<OperatorAuditLogRoute />, { route: consolePaths.operatorAuditLog });
    expect(
      await screen.findByRole('heading', { level: 1, name: commonTexts.notFound.title }),
    ).toBeInTheDocument();
    expect(screen.queryByText(operatorsTexts.console.title)).toBeNull();
  });

  it('sends an operator without an authenticator to set it up', async () => {
    answerAuditLog(() =>
      apiError(403, {
        code: 'TWO_FACTOR_SETUP_REQUIRED',
        message: operatorsTexts.errors.setupRequired,
      }),
    );
    renderWithProviders(<OperatorAuditLogRoute />, {
      route: consolePaths.operatorAuditLog,
      pages: { [paths.operatorAuthenticator]: <h1>Configuración</h1> },
    });
    expect(await screen.findByRole('heading', { name: 'Configuración' })).toBeInTheDocument();
  });

  it('offers to try again when the log cannot be read', async () => {
    let fail = true;
    answerAuditLog(() =>
      fail
        ? apiError(500, { code: 'INTERNAL_ERROR', message: commonTexts.errors.internal })
        : HttpResponse.json(page([entry()])),
    );
    const { user } = renderWithProviders(<OperatorAuditLogRoute />, {
      route: consolePaths.operatorAuditLog,
    });
    expect(await screen.findByText(commonTexts.errors.internal)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: commonTexts.controls.retry }));
    await waitFor(() => expect(screen.getByRole('table')).toBeInTheDocument());
  });
});
