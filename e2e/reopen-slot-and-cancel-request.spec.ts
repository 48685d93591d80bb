import type { APIRequestContext, Page } from '@playwright/test';
import { CustomerBookingListSchema } from '@brillo/domain/contracts/customer-bookings';
import { AgentDaySlotsSchema, listAgentDaySlots } from '@brillo/domain/contracts/discovery';
import { CreatedSlotsSchema } from '@brillo/domain/contracts/slots';
import { agentBookingsTexts } from '@brillo/domain/texts/agent-bookings.es-CL';
import { bookingTexts } from '@brillo/domain/texts/bookings.es-CL';
import { customerBookingsTexts } from '@brillo/domain/texts/customer-bookings.es-CL';
import { dashboardTexts } from '@brillo/domain/texts/dashboard.es-CL';
import { apiAs, confirmedAccount, type TestAccount } from './support/accounts.ts';
import { bookingList, openAgentDashboard, openFromDashboard } from './support/agent-screens.ts';
import { expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { signInAs } from './support/sign-in.ts';
import { customerBookingPaths } from '@brillo/domain/contracts/paths';

/**
 * Screens that say what happens (issue 35): a rejected slot stops being offered and its agent can
 * offer it again from /rejected (decision 23); a customer cancels a request still waiting for the
 * agent on /pending-services (decision 24); 'Reservas aceptadas' counts the paid bookings only.
 * Each journey makes its own agent and customer; every changed screen is checked with axe at a
 * phone's and a desktop's width.
 */
const WIDTHS = [360, 1280] as const;

/** A three-hour slot `days` ahead, 10:00 to 13:00 in Santiago's summer (UTC−3), on the hour. */
function slotDaysAhead(days: number) {
  const day = new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return { day, startTime: `${day}T13:00Z`, endTime: `${day}T16:00Z` };
}

interface MadeRequest {
  agentApi: APIRequestContext;
  customerApi: APIRequestContext;
  slotId: string;
  bookingId: string;
  day: string;
}

/** A new slot of `agent`, `days` ahead, and `customer`'s request for it, through the API. */
async function requestOfNewSlot(
  playwright: Parameters<typeof apiAs>[0],
  baseURL: string,
  people: { agent: TestAccount; customer: TestAccount },
  days: number,
): Promise<MadeRequest> {
  const agentApi = await apiAs(playwright, baseURL, people.agent);
  const customerApi = await apiAs(playwright, baseURL, people.customer);
  const { day, ...times } = slotDaysAhead(days);
  const created = await agentApi.post('/api/agents/slots', { data: { slots: [times] } });
  expect(created.status(), await created.text()).toBe(201);
  const slotId = CreatedSlotsSchema.parse(await created.json()).slots[0]?.id ?? '';
  const booked = await customerApi.post(customerBookingPaths.create, {
    data: { availability_id: slotId },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const list = await customerApi.get(`${customerBookingPaths.list}?status=pending`);
  const bookingId = CustomerBookingListSchema.parse(await list.json()).bookings[0]?.id ?? '';
  return { agentApi, customerApi, slotId, bookingId, day };
}

/** The slot ids customers are offered of `agent` on `day`. */
async function offeredSlotIds(api: APIRequestContext, agentId: string, day: string) {
  const response = await api.get(listAgentDaySlots.path, { params: { agent_id: agentId, day } });
  expect(response.status(), await response.text()).toBe(200);
  return AgentDaySlotsSchema.parse(await response.json()).slots.map((slot) => slot.id);
}

async function agentIdOf(api: APIRequestContext): Promise<string> {
  const session = await api.get('/api/session');
  return ((await session.json()) as { userId: string }).userId;
}

async function axeAtBothWidths(page: Page) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await expectNoViolations(page);
  }
}

test('the agent rejects a request, the slot stops being offered, and offers it again', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const texts = agentBookingsTexts;
  const people = {
    agent: await confirmedAccount(request, 'agent'),
    customer: await confirmedAccount(request, 'customer'),
  };
  const made = await requestOfNewSlot(playwright, baseURL ?? '', people, 4);
  const agentId = await agentIdOf(made.agentApi);

  await openAgentDashboard(page, people.agent);
  await openFromDashboard(page, dashboardTexts.actions.pending, texts.pending.title);
  await bookingList(page, texts.pending.title)
    .getByRole('listitem')
    .getByRole('button', { name: /^Rechazar la reserva/ })
    .click();
  // The dialog says what rejecting does: the slot is no longer offered, and where to offer it.
  const dialog = page.getByRole('dialog', { name: texts.actions.confirmTitle });
  await expect(dialog).toContainText('el espacio dejará de ofrecerse');
  await axeAtBothWidths(page);
  await dialog.getByRole('button', { name: texts.actions.confirm }).click();
  await expect(page.getByText(bookingTexts.toasts.rejected)).toBeVisible();
  expect(await offeredSlotIds(made.customerApi, agentId, made.day)).not.toContain(made.slotId);

  await openFromDashboard(page, dashboardTexts.actions.rejected, texts.rejected.title);
  const rejected = bookingList(page, texts.rejected.title).getByRole('listitem');
  const reopen = rejected.getByRole('button', { name: /^Volver a ofrecer el espacio del/ });
  await expect(reopen).toBeVisible();
  await axeAtBothWidths(page);
  await reopen.click();
  await expect(page.getByText(texts.actions.reopened)).toBeVisible();
  await expect(reopen).toHaveCount(0);
  expect(await offeredSlotIds(made.customerApi, agentId, made.day)).toContain(made.slotId);
  await axeAtBothWidths(page);

  // Offered again, a customer can ask for it again; the agent's availability lists it.
  const again = await made.customerApi.post(customerBookingPaths.create, {
    data: { availability_id: made.slotId },
  });
  expect(again.status(), await again.text()).toBe(201);
  await made.agentApi.dispose();
  await made.customerApi.dispose();
});

test('the customer cancels a request still waiting for the agent', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const texts = customerBookingsTexts;
  const people = {
    agent: await confirmedAccount(request, 'agent'),
    customer: await confirmedAccount(request, 'customer'),
  };
  const made = await requestOfNewSlot(playwright, baseURL ?? '', people, 5);
  const agentId = await agentIdOf(made.agentApi);
  expect(await offeredSlotIds(made.customerApi, agentId, made.day)).not.toContain(made.slotId);

  await signInAs(page, people.customer);
  await expect(page).toHaveURL('/customer-dashboard');
  await page.goto('/pending-services');
  const item = page.getByRole('listitem', { name: new RegExp(people.agent.name) });
  const cancel = item.getByRole('button', { name: /^Cancelar servicio/ });
  await expect(cancel).toBeVisible();
  await axeAtBothWidths(page);
  await cancel.click();
  const dialog = page.getByRole('dialog', { name: texts.cancelDialog.title });
  await expect(dialog).toContainText(texts.cancelDialog.policy);
  await axeAtBothWidths(page);
  await dialog.getByRole('button', { name: texts.cancelDialog.confirm }).click();
  await expect(page.getByText(bookingTexts.toasts.cancelled)).toBeVisible();
  await expect(page.getByText(texts.pending.empty)).toBeVisible();
  // Cancelled before its start, the slot is offered again (decision 23).
  expect(await offeredSlotIds(made.customerApi, agentId, made.day)).toContain(made.slotId);
  await made.agentApi.dispose();
  await made.customerApi.dispose();
});

test("'Reservas aceptadas' counts the accepted and paid bookings only", async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const people = {
    agent: await confirmedAccount(request, 'agent'),
    customer: await confirmedAccount(request, 'customer'),
  };
  const made = await requestOfNewSlot(playwright, baseURL ?? '', people, 6);
  const accepted = await made.agentApi.patch(customerBookingPaths.accept(made.bookingId), {
    data: {},
  });
  expect(accepted.status(), await accepted.text()).toBe(200);

  await openAgentDashboard(page, people.agent);
  const actions = page.getByRole('region', { name: dashboardTexts.actions.title });
  // Accepted and waiting for payment: on /accepted, not in the paid count.
  await expect(
    actions.getByRole('link', { name: dashboardTexts.actions.accepted }),
  ).toHaveAccessibleName(new RegExp(`, ${dashboardTexts.actions.countPaid(0)}$`));
  await axeAtBothWidths(page);
  await openFromDashboard(page, dashboardTexts.actions.accepted, agentBookingsTexts.accepted.title);
  await expect(
    bookingList(page, agentBookingsTexts.accepted.title).getByRole('listitem'),
  ).toHaveCount(1);
  await made.agentApi.dispose();
  await made.customerApi.dispose();
});
