import type { APIRequestContext } from '@playwright/test';
import { agentBookingsTexts } from '@brillo/domain/texts/agent-bookings.es-CL';
import { bookingTexts } from '@brillo/domain/texts/bookings.es-CL';
import { dashboardTexts } from '@brillo/domain/texts/dashboard.es-CL';
import { confirmedAccount, type TestAccount } from './support/accounts.ts';
import { bookingList, openFromDashboard } from './support/agent-screens.ts';
import { expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { signInAs } from './support/sign-in.ts';

/**
 * The agent's booking screens (issue 12, spec §2 "Other agent screens"): /pending with Aceptar and
 * Rechazar, /accepted, /rejected and /closed. Each journey makes its own agent, customer and
 * bookings through the API (a slot, then the customer's request); the demo agent's lists, as
 * seeded, are read in `demo-data.spec.ts`.
 */
const texts = agentBookingsTexts;
const HOUR_MS = 3_600_000;

/** The same bearer sign-in an API client makes (ADR-023). */
async function tokenOf(request: APIRequestContext, account: TestAccount): Promise<string> {
  const response = await request.post('/api/auth/sign-in/email', {
    headers: { 'x-session-transport': 'bearer' },
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return token;
}

/** An instant `hours` from now on the hour, as the slots take it (minutes, no seconds). */
function onTheHour(hours: number): string {
  const date = new Date(Date.now() + hours * HOUR_MS);
  date.setUTCMinutes(0, 0, 0);
  return `${date.toISOString().slice(0, 16)}Z`;
}

interface People {
  agent: TestAccount;
  customer: TestAccount;
  agentToken: string;
  customerToken: string;
}

async function agentAndCustomer(request: APIRequestContext): Promise<People> {
  const agent = await confirmedAccount(request, 'agent');
  const customer = await confirmedAccount(request, 'customer');
  return {
    agent,
    customer,
    agentToken: await tokenOf(request, agent),
    customerToken: await tokenOf(request, customer),
  };
}

/** A slot of the agent `daysAhead` days from now and the customer's request for it. */
async function requestBooking(request: APIRequestContext, people: People, daysAhead: number) {
  const start = 24 * daysAhead;
  const slots = await request.post('/api/agents/slots', {
    headers: { authorization: `Bearer ${people.agentToken}` },
    data: { slots: [{ startTime: onTheHour(start), endTime: onTheHour(start + 3) }] },
  });
  expect(slots.status(), await slots.text()).toBe(201);
  const { slots: created } = (await slots.json()) as { slots: { id: string }[] };
  const booked = await request.post('/api/customers/bookings', {
    headers: { authorization: `Bearer ${people.customerToken}` },
    data: { availability_id: created[0]?.id },
  });
  expect(booked.status(), await booked.text()).toBe(201);
}

const firstName = (account: TestAccount) => account.name.split(' ')[0] ?? account.name;

test.describe('the agent’s booking screens', () => {
  test('a new agent sees each list empty, in Spanish', async ({ page, request }) => {
    const agent = await confirmedAccount(request, 'agent');
    await signInAs(page, agent);
    await expect(page).toHaveURL('/agent-dashboard');
    for (const [path, screen] of [
      ['/pending', texts.pending],
      ['/accepted', texts.accepted],
      ['/rejected', texts.rejected],
      ['/closed', texts.closed],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: screen.title })).toBeVisible();
      await expect(page.getByText(screen.empty)).toBeVisible();
      await expect(page.getByRole('link', { name: dashboardTexts.backToDashboard })).toBeVisible();
    }
  });

  test('the agent accepts a request and finds it on /accepted, waiting for payment', async ({
    page,
    request,
  }) => {
    const people = await agentAndCustomer(request);
    await requestBooking(request, people, 3);
    await requestBooking(request, people, 4);
    await signInAs(page, people.agent);
    await expect(page).toHaveURL('/agent-dashboard');
    const pendingLink = page.getByRole('link', { name: dashboardTexts.actions.pending });
    await expect(pendingLink).toHaveAccessibleName(/2 reservas$/);

    await openFromDashboard(page, dashboardTexts.actions.pending, texts.pending.title);
    const requests = bookingList(page, texts.pending.title).getByRole('listitem');
    await expect(requests).toHaveCount(2);
    await expect(requests.first()).toContainText(firstName(people.customer));
    await expect(requests.first()).not.toContainText(people.customer.email);
    await expectNoViolations(page);

    await requests
      .first()
      .getByRole('button', { name: /^Aceptar la reserva/ })
      .click();
    await expect(page.getByText(bookingTexts.toasts.accepted)).toBeVisible();
    await expect(requests).toHaveCount(1);

    await page.getByRole('link', { name: dashboardTexts.backToDashboard }).click();
    await expect(pendingLink).toHaveAccessibleName(/1 reserva$/);
    await openFromDashboard(page, dashboardTexts.actions.accepted, texts.accepted.title);
    const accepted = bookingList(page, texts.accepted.title).getByRole('listitem');
    await expect(accepted).toHaveCount(1);
    await expect(accepted).toContainText(bookingTexts.chips.waitingForPayment);
    await expect(accepted).toContainText(texts.item.contactAfterPayment);
    await expect(accepted).not.toContainText(people.customer.email);
    await expectNoViolations(page);
  });

  test('the agent rejects a request after confirming and finds it on /rejected', async ({
    page,
    request,
  }) => {
    const people = await agentAndCustomer(request);
    await requestBooking(request, people, 5);
    await signInAs(page, people.agent);
    await expect(page).toHaveURL('/agent-dashboard');
    await openFromDashboard(page, dashboardTexts.actions.pending, texts.pending.title);
    const request1 = bookingList(page, texts.pending.title).getByRole('listitem');

    // Going back from the dialog changes nothing.
    await request1.getByRole('button', { name: /^Rechazar la reserva/ }).click();
    let dialog = page.getByRole('dialog', { name: texts.actions.confirmTitle });
    await expect(dialog).toBeVisible();
    await expectNoViolations(page);
    await dialog.getByRole('button', { name: texts.actions.cancel }).click();
    await expect(dialog).toBeHidden();
    await expect(request1).toHaveCount(1);

    await request1.getByRole('button', { name: /^Rechazar la reserva/ }).click();
    dialog = page.getByRole('dialog', { name: texts.actions.confirmTitle });
    await dialog.getByRole('button', { name: texts.actions.confirm }).click();
    await expect(page.getByText(bookingTexts.toasts.rejected)).toBeVisible();
    await expect(page.getByText(texts.pending.empty)).toBeVisible();

    await openFromDashboard(page, dashboardTexts.actions.rejected, texts.rejected.title);
    const rejected = bookingList(page, texts.rejected.title).getByRole('listitem');
    await expect(rejected).toHaveCount(1);
    await expect(rejected).toContainText(bookingTexts.chips.rejected);
    await expect(rejected).toContainText(bookingTexts.reasons.agent_rejected);
    await expectNoViolations(page);
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the agent answers requests without the page scrolling sideways', async ({
    page,
    request,
  }) => {
    const people = await agentAndCustomer(request);
    await requestBooking(request, people, 6);
    await requestBooking(request, people, 7);
    await signInAs(page, people.agent);
    await expect(page).toHaveURL('/agent-dashboard');
    await openFromDashboard(page, dashboardTexts.actions.pending, texts.pending.title);
    const requests = bookingList(page, texts.pending.title).getByRole('listitem');
    await expect(requests).toHaveCount(2);
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectNoViolations(page);

    await requests
      .first()
      .getByRole('button', { name: /^Aceptar la reserva/ })
      .click();
    await expect(page.getByText(bookingTexts.toasts.accepted)).toBeVisible();
    await requests
      .first()
      .getByRole('button', { name: /^Rechazar la reserva/ })
      .click();
    const dialog = page.getByRole('dialog', { name: texts.actions.confirmTitle });
    await expectNoViolations(page);
    await dialog.getByRole('button', { name: texts.actions.confirm }).click();
    await expect(page.getByText(bookingTexts.toasts.rejected)).toBeVisible();
    await expect(page.getByText(texts.pending.empty)).toBeVisible();

    for (const [label, title] of [
      [dashboardTexts.actions.accepted, texts.accepted.title],
      [dashboardTexts.actions.rejected, texts.rejected.title],
    ] as const) {
      await openFromDashboard(page, label, title);
      await expect(bookingList(page, title).getByRole('listitem')).toHaveCount(1);
      expect(await overflow()).toBeLessThanOrEqual(0);
      await expectNoViolations(page);
    }
  });
});
