import type { APIRequestContext, Page } from '@playwright/test';
import { CreatedSlotsSchema } from '@brillo/domain/contracts/slots';
import { agentBookingsTexts } from '@brillo/domain/texts/agent-bookings.es-CL';
import { dashboardTexts } from '@brillo/domain/texts/dashboard.es-CL';
import { discoveryTexts } from '@brillo/domain/texts/discovery.es-CL';
import { apiAs, confirmedAccount } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { signInAs } from './support/sign-in.ts';

/**
 * Live updates (issue 16, ADR-046): an open screen changes when the other person acts through
 * the API, with no reload. Each journey makes its own agent and customer.
 */
const HOUR_MS = 3_600_000;

/** An instant `hours` from now on the hour, as the slots take it (minutes, no seconds). */
function onTheHour(hours: number): string {
  const date = new Date(Date.now() + hours * HOUR_MS);
  date.setUTCMinutes(0, 0, 0);
  return `${date.toISOString().slice(0, 16)}Z`;
}

/** A slot of the agent `daysAhead` days from now, and the customer's request for it. */
async function requestBooking(
  agentApi: APIRequestContext,
  customerApi: APIRequestContext,
  daysAhead: number,
) {
  const start = 24 * daysAhead;
  const created = await agentApi.post('/api/agents/slots', {
    data: { slots: [{ startTime: onTheHour(start), endTime: onTheHour(start + 3) }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const [slot] = CreatedSlotsSchema.parse(await created.json()).slots;
  const booked = await customerApi.post('/api/customers/bookings', {
    data: { availability_id: slot?.id },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { id } = (await booked.json()) as { id: string };
  return id;
}

/** Marks the loaded document: the mark is gone if the page reloads. */
async function markDocument(page: Page) {
  await page.evaluate(() => document.documentElement.setAttribute('data-live-mark', 'set'));
}
async function expectSameDocument(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-live-mark', 'set');
}

test.describe('live updates', () => {
  test('the agent’s open /pending and dashboard badge show a new request without a reload', async ({
    page,
    request,
    playwright,
    baseURL,
  }) => {
    const agent = await confirmedAccount(request, 'agent');
    const customer = await confirmedAccount(request, 'customer');
    const agentApi = await apiAs(playwright, baseURL ?? '', agent);
    const customerApi = await apiAs(playwright, baseURL ?? '', customer);

    await signInAs(page, agent);
    await expect(page).toHaveURL('/agent-dashboard');
    const pendingLink = page.getByRole('link', { name: dashboardTexts.actions.pending });
    await expect(pendingLink).toHaveAccessibleName(/0 reservas$/);
    await markDocument(page);

    await requestBooking(agentApi, customerApi, 3);
    await expect(pendingLink).toHaveAccessibleName(/1 reserva$/);

    await pendingLink.click();
    const title = agentBookingsTexts.pending.title;
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const requests = page.getByRole('list', { name: title }).getByRole('listitem');
    await expect(requests).toHaveCount(1);

    await requestBooking(agentApi, customerApi, 4);
    await expect(requests).toHaveCount(2);
    await expectSameDocument(page);
  });

  test('the customer’s dashboard tile counts change when the agent accepts', async ({
    page,
    request,
    playwright,
    baseURL,
  }) => {
    const agent = await confirmedAccount(request, 'agent');
    const customer = await confirmedAccount(request, 'customer');
    const agentApi = await apiAs(playwright, baseURL ?? '', agent);
    const customerApi = await apiAs(playwright, baseURL ?? '', customer);
    const bookingId = await requestBooking(agentApi, customerApi, 5);

    await signInAs(page, customer);
    await expect(page).toHaveURL('/customer-dashboard');
    const tiles = discoveryTexts.tiles;
    const toPay = page.getByRole('region', { name: tiles.toPay.title });
    const scheduled = page.getByRole('region', { name: tiles.scheduled.title });
    await expect(toPay).toContainText(tiles.toPay.none);
    await expect(scheduled).toContainText(tiles.count(1));
    await markDocument(page);

    const accepted = await agentApi.patch(`/api/customers/bookings/${bookingId}/accept`, {
      data: {},
    });
    expect(accepted.status(), await accepted.text()).toBe(200);
    await expect(toPay).toContainText(tiles.count(1));
    await expect(scheduled).toContainText(tiles.scheduled.none);
    await expectSameDocument(page);
  });
});
