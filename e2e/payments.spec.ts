import type { Page } from '@playwright/test';
import { bookingTexts } from '@brillo/domain/texts/bookings.es-CL';
import { customerBookingsTexts } from '@brillo/domain/texts/customer-bookings.es-CL';
import { paymentsTexts } from '@brillo/domain/texts/payments.es-CL';
import { DEMO_PASSWORD } from '../apps/api/src/db/seed-data.ts';
import { expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { startSandboxServer, type SandboxServer } from './support/sandbox-server.ts';
import { signIn } from './support/sign-in.ts';

/**
 * Paying a booking through the sandbox bank (ADR-040; spec §2 "Payment result pages", §4
 * "Payment widget events", §8 "Payment"; decisions 12, 16, 26): the demo customer pays and lands
 * on the success page, which shows the bank's confirmation from the server; closes the widget and
 * lands on the failure page; the agent sees 'Pagado'. On a server of their own in development
 * mode (e2e/support/sandbox-server.ts), one test after another.
 */
test.describe.configure({ mode: 'serial' });

const texts = paymentsTexts;
let server: SandboxServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startSandboxServer();
});
test.afterAll(async () => {
  await server.stop();
});

async function signInDemo(page: Page, email: string, landing: string) {
  await page.goto(`${server.baseUrl}/signin`);
  await signIn(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(`${server.baseUrl}${landing}`);
}

/** The booking card on /booked-services whose status is `status`. */
async function bookedCard(page: Page, status: string) {
  await page.goto(`${server.baseUrl}/booked-services`);
  await expect(
    page.getByRole('heading', { level: 1, name: customerBookingsTexts.booked.title }),
  ).toBeVisible();
  // Cards carry their buttons; the sidebar's 'Servicios por pagar' item does not.
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Pagar servicio/ }) })
    .filter({ hasText: status });
}

test('the demo customer pays a booking in the sandbox and lands on the success page', async ({
  page,
}) => {
  await signInDemo(page, 'cliente@brillo.test', '/customer-dashboard');
  const card = await bookedCard(page, bookingTexts.statuses.accepted_pending_payment);
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: /^Pagar servicio/ }).click();
  await expect(page.getByText(texts.toasts.started)).toBeVisible();

  await expect(page.getByRole('heading', { level: 1, name: texts.sandbox.title })).toBeVisible();
  await expect(page.getByTestId('sandbox-amount')).toHaveText(/^\$\d{1,3}(\.\d{3})*$/);
  await expectNoViolations(page);
  // A bank must be chosen first.
  await page.getByRole('button', { name: texts.sandbox.approve }).click();
  await expect(page.getByText(texts.sandbox.bankRequired)).toBeVisible();
  await page.getByRole('combobox', { name: texts.sandbox.bankLabel }).click();
  await page.getByRole('option', { name: 'BancoEstado' }).click();
  await page.getByRole('button', { name: texts.sandbox.approve }).click();

  await expect(page.getByText(texts.toasts.succeeded)).toBeVisible();
  await expect(page).toHaveURL(/\/success-payment\?name=.+&booking=/);
  await expect(page.getByRole('heading', { level: 1, name: texts.success.title })).toBeVisible();
  await expect(page.getByText(texts.greeting('Matías González Soto'))).toBeVisible();
  await expect(page.getByTestId('payment-state')).toHaveText(texts.success.confirmed);
  await expectNoViolations(page);
  await page.getByRole('link', { name: texts.backToDashboard }).click();
  await expect(page).toHaveURL(`${server.baseUrl}/customer-dashboard`);

  // Paid: off the list to pay, on the active services.
  await expect(await bookedCard(page, bookingTexts.statuses.accepted_pending_payment)).toHaveCount(
    0,
  );
});

test('closing the widget on a phone lands on the failure page, worded as not completed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInDemo(page, 'cliente@brillo.test', '/customer-dashboard');
  const card = await bookedCard(page, bookingTexts.statuses.accepted_payment_failed);
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: /^Pagar servicio/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: texts.sandbox.title })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('button', { name: texts.sandbox.close }).click();

  await expect(page).toHaveURL(/\/failure-payment\?name=.+&booking=/);
  await expect(page.getByRole('heading', { level: 1, name: texts.failure.title })).toBeVisible();
  await expect(page.getByText(texts.failure.body)).toBeVisible();
  // The earlier attempt had failed; closing the widget changed nothing.
  await expect(page.getByTestId('payment-state')).toHaveText(texts.failure.failed);
  await expectNoViolations(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(overflow).toBe(false);
  await expect(await bookedCard(page, bookingTexts.statuses.accepted_payment_failed)).toHaveCount(
    1,
  );
});

test("the agent sees 'Pagado' on the paid bookings", async ({ page }) => {
  await signInDemo(page, 'agente@brillo.test', '/agent-dashboard');
  await page.goto(`${server.baseUrl}/accepted`);
  const accepted = page.getByRole('listitem');
  await expect(accepted.filter({ hasText: bookingTexts.chips.paid })).toHaveCount(2);
  await expect(accepted.filter({ hasText: bookingTexts.chips.paymentFailed })).toHaveCount(1);
});

test('the customer cancels a paid booking, sees the refund policy, and it is refunded', async ({
  page,
}) => {
  await signInDemo(page, 'cliente@brillo.test', '/customer-dashboard');
  await page.goto(`${server.baseUrl}/active-services`);
  const cards = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Cancelar servicio/ }) });
  // At least the one paid above, days ahead (the seeded paid one may start within 24 h).
  await expect(cards.first()).toBeVisible();
  const before = await cards.count();
  await cards
    .first()
    .getByRole('button', { name: /^Cancelar servicio/ })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(customerBookingsTexts.cancelDialog.policy);
  await dialog.getByRole('button', { name: customerBookingsTexts.cancelDialog.confirm }).click();
  await expect(page.getByText(bookingTexts.toasts.cancelled)).toBeVisible();
  await expect(cards).toHaveCount(before - 1);
  await page.goto(`${server.baseUrl}/cancelled-services`);
  await expect(
    page.getByRole('listitem').filter({ hasText: customerBookingsTexts.reasons.refunded }),
  ).toHaveCount(1);
});
