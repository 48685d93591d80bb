import { bookingTexts } from '@brillo/domain/texts/bookings.es-CL';
import { paymentsTexts } from '@brillo/domain/texts/payments.es-CL';
import { signWebhook } from '../apps/api/src/adapters/payments/webhook-signature.ts';
import { DEMO_PASSWORD } from '../apps/api/src/db/seed-data.ts';
import { startFintocStandIn, type FintocStandIn } from '../apps/api/test/fintoc-stand-in.ts';
import { expect, test } from './support/fixtures.ts';
import { startSandboxServer, type SandboxServer } from './support/sandbox-server.ts';
import { signIn } from './support/sign-in.ts';

/**
 * Paying through Fintoc's widget (ADR-040), with no network: the server talks to a Fintoc
 * stand-in, and the browser's request for Fintoc's script (https://js.fintoc.com/v1, allowed by
 * the CSP only with Fintoc) is answered with a small widget the test drives. The result still
 * comes from a signed notification to the server, never from the widget.
 */
test.describe.configure({ mode: 'serial' });

const WEBHOOK_SECRET = 'whsec_e2e_stand_in';
const texts = paymentsTexts;
let standIn: FintocStandIn;
let server: SandboxServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  standIn = await startFintocStandIn('sk_test_e2e_stand_in');
  server = await startSandboxServer(
    {
      PAYMENT_PROVIDER: 'fintoc',
      FINTOC_SECRET_KEY: standIn.secretKey,
      FINTOC_PUBLIC_KEY: 'pk_test_e2e_stand_in',
      FINTOC_WEBHOOK_SECRET: WEBHOOK_SECRET,
      FINTOC_API_URL: standIn.apiUrl,
    },
    'e2e-fintoc-server.log',
  );
});
test.afterAll(async () => {
  await server.stop();
  await standIn.close();
});

/** Fintoc's script, as far as the app uses it: `create(options)` and `open()`. */
const fakeFintocScript = `window.Fintoc = { create: function (options) {
  window.__fintocOptions = options;
  return { open: function () { window.__fintocOpened = true; }, close: function () {}, destroy: function () {} };
} };`;

test("the demo customer pays through Fintoc's widget; the signed notification confirms it", async ({
  page,
}) => {
  await page.route('https://js.fintoc.com/v1', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: fakeFintocScript }),
  );
  await page.goto(`${server.baseUrl}/signin`);
  await signIn(page, 'cliente@brillo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(`${server.baseUrl}/customer-dashboard`);
  await page.goto(`${server.baseUrl}/booked-services`);
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Pagar servicio/ }) })
    .filter({ hasText: bookingTexts.statuses.accepted_pending_payment });
  await card.getByRole('button', { name: /^Pagar servicio/ }).click();
  await expect(page.getByText(texts.toasts.started)).toBeVisible();
  await expect.poll(() => page.evaluate(() => 'Fintoc' in window)).toBe(true);
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { __fintocOpened?: boolean }).__fintocOpened),
    )
    .toBe(true);
  const options = await page.evaluate(() => {
    const given = (window as unknown as { __fintocOptions: Record<string, unknown> })
      .__fintocOptions;
    return {
      holderType: given.holderType,
      product: given.product,
      country: given.country,
      publicKey: given.publicKey,
      widgetToken: given.widgetToken,
    };
  });
  expect(options).toMatchObject({
    holderType: 'individual',
    product: 'payments',
    country: 'cl',
    publicKey: 'pk_test_e2e_stand_in',
  });
  const intent = [...standIn.intents.values()].find(
    (candidate) => candidate.widget_token === options.widgetToken,
  );
  expect(intent).toBeDefined();

  // Fintoc notifies the server; only then does the booking become paid.
  const rawBody = JSON.stringify({
    id: `evt_${intent?.id ?? ''}`,
    type: 'payment_intent.succeeded',
    mode: 'test',
    // As Fintoc sends it: the intent's amount and currency, which the server checks.
    data: {
      id: intent?.id,
      object: 'payment_intent',
      status: 'succeeded',
      amount: intent?.amount,
      currency: intent?.currency,
    },
  });
  const delivered = await fetch(`${server.baseUrl}/api/payments/webhooks/fintoc`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'fintoc-signature': signWebhook(WEBHOOK_SECRET, rawBody, new Date()),
    },
    body: rawBody,
  });
  expect(delivered.status).toBe(200);

  await page.evaluate(() =>
    (
      window as unknown as { __fintocOptions: { onSuccess: () => void } }
    ).__fintocOptions.onSuccess(),
  );
  await expect(page.getByText(texts.toasts.succeeded)).toBeVisible();
  await expect(page).toHaveURL(/\/success-payment\?name=.+&booking=/);
  await expect(page.getByTestId('payment-state')).toHaveText(texts.success.confirmed);
});
