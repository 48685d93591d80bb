import type { Page } from '@playwright/test';
import { PayoutRunAnswerSchema } from '@brillo/domain/contracts/operator-payouts';
import { formatLongDate } from '@brillo/domain/format';
import { operatorPayoutsTexts } from '@brillo/domain/texts/operator-payouts.es-CL';
import { operatorsTexts } from '@brillo/domain/texts/operators.es-CL';
import { DEMO_PAID_AGENT } from '../apps/api/src/db/seed-earnings.ts';
import { demoAgents } from '../apps/api/src/db/seed-data.ts';
import { expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { signInAsOperator } from './support/operator.ts';

/**
 * Paying agents (PD-41, issue 33): the operator, signed in with the authenticator's code, opens
 * 'Pagos a agentes', sees the books and that the reconciliation ties out, runs this week's
 * payouts with a reason and sees the week in the runs' table, then opens the demo agent paid by
 * a weekly run from her payout's row and reads her ledger: her payments received, their release
 * and her payout sent and confirmed. The e2e server pays through the bank file.
 */
const texts = operatorPayoutsTexts;
const agent = demoAgents.find((demo) => demo.user.email === DEMO_PAID_AGENT)?.user;

/** axe at a small phone's width and a desktop's, on the screen as it is. */
async function checkAtBothWidths(page: Page) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoViolations(page);
  }
}

/** A week's run as the runs' table names it, from its Monday. */
const weekLabel = (monday: string) => texts.week(formatLongDate(`${monday}T12:00:00Z`, 'UTC'));

test('an operator checks the books, runs this week’s payouts and reads an agent’s ledger', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  if (!agent) throw new Error(`no demo agent ${DEMO_PAID_AGENT}`);
  await signInAsOperator(page, testInfo);
  await page
    .getByRole('navigation', { name: operatorsTexts.console.navLabel })
    .getByRole('link', { name: texts.nav })
    .click();
  await expect(page).toHaveURL(/\/operador\/pagos$/);
  await expect(page.getByRole('heading', { level: 2, name: texts.list.title })).toBeVisible();

  // The books, and the reconciliation finds nothing to report.
  const books = page.getByRole('region', { name: texts.books.title });
  for (const figure of [texts.books.cash, texts.books.owed, texts.books.commission]) {
    await expect(books.getByText(figure, { exact: true })).toBeVisible();
  }
  await expect(books.getByText(texts.books.tiesOut)).toBeVisible();
  await expect(books.getByRole('alert')).toHaveCount(0);

  // The runs: paid through the bank file, whose file is offered, and the demo's paid payout.
  const runs = page.getByRole('region', { name: texts.runs.title, exact: true });
  await expect(runs.getByText(texts.providers.bank_file, { exact: true })).toBeVisible();
  await expect(runs.getByRole('link', { name: texts.runs.bankFile })).toHaveAttribute(
    'href',
    '/api/operador/payouts/bank-file',
  );
  const payouts = page.getByRole('region', { name: texts.list.payoutsTitle, exact: true });
  await expect(
    payouts.getByRole('link', { name: texts.list.openAgentLabel(agent.name) }).first(),
  ).toBeVisible();
  await checkAtBothWidths(page);

  // This week's run, with a reason, which is required.
  await runs.getByRole('button', { name: texts.runs.runNow }).click();
  const dialog = page.getByRole('dialog', { name: texts.dialogs.run.title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: texts.dialogs.run.confirm }).click();
  await expect(dialog.getByText(texts.api.reasonRequired)).toBeVisible();
  await checkAtBothWidths(page);
  await dialog
    .getByRole('textbox', { name: texts.dialogs.reasonLabel })
    .fill('El pago del lunes falló por un corte del banco.');
  const answered = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/operador/payout-runs') &&
      response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: texts.dialogs.run.confirm }).click();
  const answer = PayoutRunAnswerSchema.parse(await (await answered).json());
  await expect(dialog).toBeHidden();
  await expect(page.getByText(answer.message)).toBeVisible();
  const week = runs.getByRole('row', { name: new RegExp(`^${weekLabel(answer.run)} `) });
  await expect(week).toBeVisible();
  // The bank file's payouts the run made wait in the list for the bank: each can be confirmed.
  if (answer.created > 0) {
    await expect(
      payouts.getByRole('button', { name: new RegExp(`^${texts.list.confirm}: `) }).first(),
    ).toBeVisible();
  }
  await checkAtBothWidths(page);

  // The agent's page, from her payout's row: her ledger and her payouts.
  await page.getByRole('textbox', { name: texts.list.agentLabel }).fill(agent.email);
  await page.getByRole('button', { name: texts.list.filter }).click();
  await expect(page).toHaveURL(/agente=agente%40brillo\.test/);
  await payouts
    .getByRole('link', { name: texts.list.openAgentLabel(agent.name) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/operador\/pagos\/agentes\/[0-9a-f-]{36}$/);
  await expect(
    page.getByRole('heading', { level: 2, name: texts.agent.title(agent.name) }),
  ).toBeVisible();
  const ledger = page.getByRole('region', { name: texts.agent.ledger }).getByRole('table');
  for (const movement of [
    texts.movements.payment,
    texts.movements.release,
    texts.movements.payout,
    texts.movements.payout_settled,
  ]) {
    await expect(ledger.getByRole('cell', { name: movement, exact: true }).first()).toBeVisible();
  }
  const paid = page
    .getByRole('region', { name: texts.agent.payouts, exact: true })
    .getByRole('table');
  await expect(
    paid.getByRole('cell', { name: texts.statuses.paid, exact: true }).first(),
  ).toBeVisible();
  await checkAtBothWidths(page);
  // Its address opens it again: the server knows the page.
  await page.reload();
  await expect(ledger).toBeVisible();

  // Her account's page leads back to her money.
  await page.getByRole('link', { name: texts.agent.accountLink }).click();
  await expect(page).toHaveURL(/\/operador\/cuentas\/[0-9a-f-]{36}$/);
  await page.getByRole('link', { name: texts.agent.earningsLink }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: texts.agent.title(agent.name) }),
  ).toBeVisible();
});
