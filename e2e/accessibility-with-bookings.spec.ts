import { bookingTexts } from '@brillo/domain/texts/bookings.es-CL';
import { paymentsTexts } from '@brillo/domain/texts/payments.es-CL';
import { expectNoViolations } from './support/axe.ts';
import { demoCustomer } from './support/demo-accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { startSandboxServer, type SandboxServer } from './support/sandbox-server.ts';
import { signIn } from './support/sign-in.ts';

/**
 * The states accessibility.spec.ts cannot reach with a new account, checked with axe at both
 * widths: the customer's lists with bookings in every status of the demo data (a payment due and
 * one that failed on /booked-services), and the sandbox bank with its list of banks open. On a
 * server of its own in development mode, where the sandbox bank runs (e2e/support/sandbox-server.ts);
 * nothing is paid or changed.
 */
test.describe.configure({ mode: 'serial' });

let server: SandboxServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startSandboxServer();
});
test.afterAll(async () => {
  await server.stop();
});

const customerLists = [
  '/pending-services',
  '/booked-services',
  '/active-services',
  '/finished-services',
  '/cancelled-services',
];

for (const width of [360, 1280] as const) {
  test(`at ${width} px, the demo customer's lists and the sandbox bank have no axe violations`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${server.baseUrl}/signin`);
    await signIn(page, demoCustomer.email, demoCustomer.password);
    await expect(page).toHaveURL(`${server.baseUrl}/customer-dashboard`);

    for (const path of customerLists) {
      await page.goto(`${server.baseUrl}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('listitem').filter({ hasText: /\$/ }).first()).toBeVisible();
      await expectNoViolations(page);
    }

    await page.goto(`${server.baseUrl}/booked-services`);
    for (const status of ['accepted_pending_payment', 'accepted_payment_failed'] as const) {
      await expect(
        page.getByRole('listitem').filter({ hasText: bookingTexts.statuses[status] }).first(),
      ).toBeVisible();
    }
    await page
      .getByRole('listitem')
      .filter({ hasText: bookingTexts.statuses.accepted_pending_payment })
      .getByRole('button', { name: /^Pagar servicio/ })
      .first()
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: paymentsTexts.sandbox.title }),
    ).toBeVisible();
    await page.getByRole('combobox', { name: paymentsTexts.sandbox.bankLabel }).click();
    await expect(page.getByRole('option', { name: 'Banco Ripley' })).toBeVisible();
    await expectNoViolations(page);
  });
}
