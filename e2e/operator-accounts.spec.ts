import type { Page } from '@playwright/test';
import { CreatedSlotsSchema } from '@brillo/domain/contracts/slots';
import { authTexts } from '@brillo/domain/texts/auth.es-CL';
import { discoveryTexts } from '@brillo/domain/texts/discovery.es-CL';
import { operatorAccountsTexts } from '@brillo/domain/texts/operator-accounts.es-CL';
import { operatorsTexts } from '@brillo/domain/texts/operators.es-CL';
import { addCalendarDays, todayIn } from '@brillo/domain/zoned-time';
import { apiAs, confirmedAccount } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { signInAsOperator } from './support/operator.ts';
import { worksWhereCustomersLive } from './support/service-area.ts';
import { signInAs } from './support/sign-in.ts';

/**
 * Suspending an account (PD-38, issue 32): a customer sees a new agent on a day of the search;
 * the operator, signed in with the authenticator's code, finds the agent in /operador/cuentas and
 * suspends the account with a reason; the agent is gone from the customer's day, and the agent's
 * sign-in is refused with the suspension's message. The journey's own people, so the demo agents
 * stay as other journeys expect them.
 */
const texts = operatorAccountsTexts;

/** axe at a small phone's width and a desktop's, on the screen as it is. */
async function checkAtBothWidths(page: Page) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoViolations(page);
  }
}

test('an operator suspends an agent, who leaves the customer’s day and cannot sign in', async ({
  page,
  browser,
  request,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const day = addCalendarDays(todayIn('America/Santiago'), 25);
  const agent = await confirmedAccount(request, 'agent', {
    name: `Agente ${Math.random().toString(36).slice(2, 8)} Suspendida`,
  });
  const agentApi = await apiAs(playwright, baseURL ?? '', agent);
  const created = await agentApi.post('/api/agents/slots', {
    data: { slots: [{ startTime: `${day}T13:00Z`, endTime: `${day}T16:00Z` }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  CreatedSlotsSchema.parse(await created.json());
  await worksWhereCustomersLive(agentApi);
  await agentApi.dispose();

  // The customer sees the agent on that day.
  const customer = await confirmedAccount(request, 'customer');
  const customerContext = await browser.newContext({ baseURL: baseURL ?? '' });
  const customerPage = await customerContext.newPage();
  await signInAs(customerPage, customer);
  await expect(customerPage).toHaveURL('/customer-dashboard');
  await customerPage.goto(`/customer-dashboard?day=${day}`);
  await expect(customerPage.getByRole('article', { name: agent.name })).toContainText(
    discoveryTexts.agents.available,
  );

  // The operator finds the agent by email in the accounts' console.
  await signInAsOperator(page, testInfo);
  await page
    .getByRole('navigation', { name: operatorsTexts.console.navLabel })
    .getByRole('link', { name: texts.nav })
    .click();
  await expect(page).toHaveURL(/\/operador\/cuentas$/);
  await expect(page.getByRole('heading', { level: 2, name: texts.list.title })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await checkAtBothWidths(page);
  await page.getByRole('textbox', { name: texts.list.textLabel }).fill(agent.email);
  await page.getByRole('combobox', { name: texts.list.roleLabel }).selectOption('agent');
  await page.getByRole('button', { name: texts.list.filter }).click();
  await expect(page).toHaveURL(/buscar=/);
  await expect(page.getByText(texts.list.total(1))).toBeVisible();
  await checkAtBothWidths(page);
  await page.getByRole('link', { name: texts.list.openLabel(agent.name) }).click();
  await expect(page).toHaveURL(/\/operador\/cuentas\/[0-9a-f-]{36}$/);
  await expect(page.getByText(texts.detail.noHistory)).toBeVisible();
  await checkAtBothWidths(page);
  // Its address opens it again: the server knows the page.
  await page.reload();
  await expect(page.getByText(texts.detail.noHistory)).toBeVisible();

  // Suspended with a reason, which is required.
  await page.getByRole('button', { name: texts.detail.suspend }).click();
  const dialog = page.getByRole('dialog', { name: texts.dialogs.suspend.title });
  await expect(dialog).toBeVisible();
  await checkAtBothWidths(page);
  await dialog.getByRole('button', { name: texts.dialogs.suspend.confirm }).click();
  await expect(dialog.getByText(texts.api.reasonRequired)).toBeVisible();
  const reason = 'Reclamos repetidos de clientes por inasistencia.';
  await dialog.getByRole('textbox', { name: texts.dialogs.reasonLabel }).fill(reason);
  await dialog.getByRole('button', { name: texts.dialogs.suspend.confirm }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: texts.detail.restore })).toBeVisible();
  await expect(page.getByText(reason)).toBeVisible();
  await checkAtBothWidths(page);

  // The agent is gone from the customer's day.
  await customerPage.reload();
  // The day's answer is on screen (other journeys' agents, or none in the customer's comuna,
  // Ñuñoa for sign-up's customers), without this agent.
  await expect(
    customerPage
      .getByText(discoveryTexts.agents.none)
      .or(customerPage.getByText(discoveryTexts.filters.noneInComuna('Ñuñoa')))
      .or(customerPage.getByRole('article'))
      .first(),
  ).toBeVisible();
  await expect(customerPage.getByRole('article', { name: agent.name })).toHaveCount(0);
  await customerContext.close();

  // The agent's sign-in is refused with the suspension's message.
  const agentContext = await browser.newContext({ baseURL: baseURL ?? '' });
  const agentPage = await agentContext.newPage();
  await signInAs(agentPage, agent);
  await expect(agentPage.getByRole('alert')).toContainText(authTexts.errors.accountSuspended);
  await expect(agentPage).toHaveURL(/\/signin/);
  await checkAtBothWidths(agentPage);
  await agentContext.close();
});
