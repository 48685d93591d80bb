import type { Page } from '@playwright/test';
import { CustomerBookingListSchema } from '@brillo/domain/contracts/customer-bookings';
import { CreatedSlotsSchema } from '@brillo/domain/contracts/slots';
import { bookingTexts } from '@brillo/domain/texts/bookings.es-CL';
import { customerBookingsTexts } from '@brillo/domain/texts/customer-bookings.es-CL';
import { apiAs, confirmedAccount } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { signInAs } from './support/sign-in.ts';
import { customerBookingPaths } from '@brillo/domain/contracts/paths';

/**
 * The customer's side of bookings (issue 12; spec §2 "Customer sidebar", "Other customer
 * screens"): a customer books a new agent's slot through the API, follows it from 'Servicios
 * agendados' to 'Servicios por pagar' once the agent accepts, and cancels it there; a new
 * customer sees every list's empty state; the sidebar opens from a menu button on a phone. Each
 * test makes its own agent and customer, so the demo bookings stay as other journeys expect them.
 */
const texts = customerBookingsTexts;
const sidebar = texts.sidebar;

/** A three-hour slot `days` ahead, 10:00 to 13:00 in Santiago's summer (UTC−3), on the hour. */
function slotDaysAhead(days: number) {
  const day = new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return { startTime: `${day}T13:00Z`, endTime: `${day}T16:00Z` };
}

/** The page's sidebar, the one beside the content from 768 px on. */
const customerNav = (page: Page) => page.getByRole('navigation', { name: sidebar.label });

async function openFromSidebar(page: Page, label: string, title: string) {
  await customerNav(page).getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test.describe('the customer services', () => {
  test('a booking goes from scheduled to pay, and the customer cancels it', async ({
    page,
    request,
    playwright,
    baseURL,
  }) => {
    const agent = await confirmedAccount(request, 'agent');
    const customer = await confirmedAccount(request, 'customer');
    const agentApi = await apiAs(playwright, baseURL ?? '', agent);
    const created = await agentApi.post('/api/agents/slots', {
      data: { slots: [slotDaysAhead(3)] },
    });
    expect(created.status(), await created.text()).toBe(201);
    const [slot] = CreatedSlotsSchema.parse(await created.json()).slots;

    await signInAs(page, customer);
    await expect(page).toHaveURL('/customer-dashboard');
    // The customer's own session (the browser's cookies), sent as the app sends it.
    const booked = await page.request.post(customerBookingPaths.create, {
      data: { availability_id: slot?.id },
      headers: { origin: new URL(baseURL ?? '').origin },
    });
    expect(booked.status(), await booked.text()).toBe(201);

    // Waiting for the agent, on 'Servicios agendados' (decision 15), which it may cancel
    // (decision 24; e2e/reopen-slot-and-cancel-request.spec.ts cancels one).
    await openFromSidebar(page, sidebar.pending, texts.pending.title);
    await expect(page).toHaveURL('/pending-services');
    const pendingItem = page.getByRole('listitem', { name: new RegExp(agent.name) });
    await expect(pendingItem).toContainText(bookingTexts.statuses.pending);
    await expect(pendingItem.getByRole('button')).toHaveAccessibleName(/^Cancelar servicio/);

    // The agent accepts, through the API.
    const list = await page.request.get(`${customerBookingPaths.list}?status=pending`);
    const [booking] = CustomerBookingListSchema.parse(await list.json()).bookings;
    const accepted = await agentApi.patch(customerBookingPaths.accept(booking?.id ?? ''), {
      data: {},
    });
    expect(accepted.status(), await accepted.text()).toBe(200);
    await agentApi.dispose();

    await openFromSidebar(page, sidebar.booked, texts.booked.title);
    const item = page.getByRole('listitem', { name: new RegExp(agent.name) });
    await expect(item).toContainText(bookingTexts.statuses.accepted_pending_payment);
    await expect(item).toContainText('3');
    await expect(item).toContainText('$');
    // Customers never see an agent's phone before paying (decision 28).
    await expect(item).not.toContainText(texts.list.agentPhone);
    // Paying is its own journey (payments.spec.ts); here the button is offered.
    await expect(item.getByRole('button', { name: /^Pagar servicio/ })).toBeEnabled();
    await expectNoViolations(page);
    // The filled list on a 360 px phone: no violations, nothing wider than the screen.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(item).toBeVisible();
    await expectNoViolations(page);
    const scrolls = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(scrolls).toBe(false);
    await page.setViewportSize({ width: 1280, height: 800 });

    await item.getByRole('button', { name: /^Cancelar servicio/ }).click();
    const dialog = page.getByRole('dialog', { name: texts.cancelDialog.title });
    await expect(dialog).toContainText(texts.cancelDialog.policy);
    await expect(dialog.getByRole('button', { name: texts.cancelDialog.confirm })).toBeVisible();
    // Once the opening transition is over: axe reads colours through its opacity.
    await expect(dialog).toHaveCSS('opacity', '1');
    await expectNoViolations(page);
    await dialog.getByRole('button', { name: texts.cancelDialog.confirm }).click();
    await expect(page.getByText(bookingTexts.toasts.cancelled)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(texts.booked.empty)).toBeVisible();

    await openFromSidebar(page, sidebar.cancelled, texts.cancelled.title);
    const cancelled = page.getByRole('listitem', { name: new RegExp(agent.name) });
    await expect(cancelled).toContainText(texts.reasons.customer_cancelled);
  });

  test('a new customer sees every list empty, in Spanish', async ({ page, request }) => {
    const customer = await confirmedAccount(request, 'customer');
    await signInAs(page, customer);
    await expect(page).toHaveURL('/customer-dashboard');
    const lists = [
      [sidebar.pending, texts.pending],
      [sidebar.booked, texts.booked],
      [sidebar.active, texts.active],
      [sidebar.finished, texts.finished],
      [sidebar.cancelled, texts.cancelled],
    ] as const;
    for (const [label, screen] of lists) {
      await openFromSidebar(page, label, screen.title);
      await expect(page.getByText(screen.empty)).toBeVisible();
    }
    await openFromSidebar(page, sidebar.profile, texts.profile.title);
    await expect(page.getByText(customer.email)).toBeVisible();
  });

  test.describe('on a 360 px phone', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('the sidebar opens from the menu button and closes with Escape', async ({
      page,
      request,
    }) => {
      const customer = await confirmedAccount(request, 'customer');
      await signInAs(page, customer);
      await expect(page).toHaveURL('/customer-dashboard');
      await expect(customerNav(page)).toBeHidden();

      const button = page.getByRole('button', { name: sidebar.button });
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await button.click();
      const drawer = page.getByRole('dialog', { name: sidebar.button });
      await expect(drawer.getByRole('navigation', { name: sidebar.label })).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(drawer).toHaveCSS('opacity', '1');
      await expectNoViolations(page);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(button).toBeFocused();

      await button.click();
      await drawer.getByRole('link', { name: sidebar.booked }).click();
      await expect(page).toHaveURL('/booked-services');
      await expect(drawer).toBeHidden();
      await expect(page.getByText(texts.booked.empty)).toBeVisible();
      const scrolls = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      expect(scrolls).toBe(false);
    });
  });
});
