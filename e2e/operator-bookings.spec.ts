import type { Page } from '@playwright/test';
import { CreatedSlotsSchema } from '@brillo/domain/contracts/slots';
import { bookingTexts } from '@brillo/domain/texts/bookings.es-CL';
import { operatorBookingsTexts } from '@brillo/domain/texts/operator-bookings.es-CL';
import { operatorsTexts } from '@brillo/domain/texts/operators.es-CL';
import { apiAs, confirmedAccount } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { signInAsOperator } from './support/operator.ts';

/**
 * The operators' bookings (issue 32): a new customer's request for a new agent's slot, made
 * through the API, found by the operator in the console's list by the customer's email and a
 * status, opened, and cancelled on the customer's behalf with a reason. The journey's own people,
 * so the demo bookings stay as other journeys expect them.
 */
const texts = operatorBookingsTexts;

/** A three-hour slot `days` ahead, 10:00 to 13:00 in Santiago's summer (UTC−3), on the hour. */
function slotDaysAhead(days: number) {
  const day = new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return { startTime: `${day}T13:00Z`, endTime: `${day}T16:00Z` };
}

/** axe at a small phone's width and a desktop's, on the screen as it is. */
async function checkAtBothWidths(page: Page) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoViolations(page);
  }
}

test('an operator finds a booking by its customer, reads it and cancels it on the customer’s behalf', async ({
  page,
  request,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const agent = await confirmedAccount(request, 'agent');
  const customer = await confirmedAccount(request, 'customer');
  const agentApi = await apiAs(playwright, baseURL ?? '', agent);
  const created = await agentApi.post('/api/agents/slots', { data: { slots: [slotDaysAhead(4)] } });
  expect(created.status(), await created.text()).toBe(201);
  const [slot] = CreatedSlotsSchema.parse(await created.json()).slots;
  await agentApi.dispose();
  const customerApi = await apiAs(playwright, baseURL ?? '', customer);
  const booked = await customerApi.post('/api/customers/bookings', {
    data: { availability_id: slot?.id },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  await customerApi.dispose();

  await signInAsOperator(page, testInfo);
  await page
    .getByRole('navigation', { name: operatorsTexts.console.navLabel })
    .getByRole('link', { name: texts.nav })
    .click();
  await expect(page).toHaveURL(/\/operador\/reservas$/);
  await expect(page.getByRole('heading', { level: 2, name: texts.list.title })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await checkAtBothWidths(page);

  // Filtered by the customer's email and the pending status: the one request.
  await page.getByRole('checkbox', { name: bookingTexts.statuses.pending }).check();
  await page.getByRole('textbox', { name: texts.list.customerLabel }).fill(customer.email);
  await page.getByRole('button', { name: texts.list.filter }).click();
  await expect(page).toHaveURL(/estado=pending/);
  await expect(page.getByText(texts.list.total(1))).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(agent.name);
  await expect(rows.nth(1)).toContainText(bookingTexts.statuses.pending);
  await checkAtBothWidths(page);

  // Its page: both people with their contact, the history, the emails.
  await rows.nth(1).getByRole('link').click();
  await expect(page).toHaveURL(/\/operador\/reservas\/[0-9a-f-]{36}$/);
  await expect(page.getByText(customer.email).first()).toBeVisible();
  await expect(page.getByText(agent.email).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: texts.detail.history })).toBeVisible();
  await checkAtBothWidths(page);
  // Its address opens it again: the server knows the page.
  await page.reload();
  await expect(page.getByRole('heading', { level: 3, name: texts.detail.history })).toBeVisible();

  // Cancelled with a reason, which is required.
  await page.getByRole('button', { name: texts.detail.cancel }).click();
  const dialog = page.getByRole('dialog', { name: texts.cancelDialog.title });
  await expect(dialog).toBeVisible();
  await checkAtBothWidths(page);
  await dialog.getByRole('button', { name: texts.cancelDialog.confirm }).click();
  await expect(dialog.getByText(texts.api.reasonRequired)).toBeVisible();
  await dialog
    .getByRole('textbox', { name: texts.cancelDialog.reasonLabel })
    .fill('La clienta llamó para cancelar: viaja esa semana.');
  await dialog.getByRole('button', { name: texts.cancelDialog.confirm }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(bookingTexts.reasons.operator_cancelled).first()).toBeVisible();
  await expect(page.getByText('La clienta llamó para cancelar: viaja esa semana.')).toBeVisible();
  await expect(page.getByRole('button', { name: texts.detail.cancel })).toBeHidden();
});
