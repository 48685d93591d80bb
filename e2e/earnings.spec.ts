import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { DevMailboxSchema } from '@brillo/domain/contracts/dev-mailbox';
import { PayoutRunAnswerSchema } from '@brillo/domain/contracts/operator-payouts';
import { formatClp } from '@brillo/domain/format-booking';
import { earningsTexts } from '@brillo/domain/texts/earnings.es-CL';
import type { TestAccount } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { E2E_AUTH_SECRET } from './support/e2e-secrets.ts';
import {
  EARNINGS_JOURNEY_PASSWORD,
  earningsJourney,
  journeyAmount,
} from './support/earnings-journey-data.ts';
import { expect, test } from './support/fixtures.ts';
import { signInAsOperator } from './support/operator.ts';
import { startSandboxServer, type SandboxServer } from './support/sandbox-server.ts';
import { signInAs } from './support/sign-in.ts';

/**
 * 'Mis ganancias' (PD-40, PD-41, issue 33): the journey's agent opens it from the dashboard and
 * sees the service that ended 50 hours ago available (85 % of what the customer paid) and the one
 * that ended two hours ago held for the 48 hours; an operator runs this week's payouts; the
 * sandbox's bank settles the payout a few seconds later, and the agent sees it paid with that
 * service, nothing left available, and the email. The payouts settle only with the sandbox's bank,
 * which the suite's server (production) never has: the journey runs on a server of its own in
 * development mode, on a data folder `seed-demo.ts` writes first, as it does the suite's, with
 * the journey's data (support/earnings-journey-data.ts). axe at 360 and 1280 px on each screen.
 */
const texts = earningsTexts;
const root = path.resolve(import.meta.dirname, '..');

const agent: TestAccount = {
  ...earningsJourney.agent,
  password: EARNINGS_JOURNEY_PASSWORD,
  role: 'agent',
};

const releasedPaid = journeyAmount(earningsJourney.released);
// 85 %: the commission is 15 %, in whole pesos.
const releasedEarning = (releasedPaid * 85) / 100;
const heldPaid = journeyAmount(earningsJourney.held);
const heldEarning = (heldPaid * 85) / 100;

/** axe at a small phone's width and a desktop's, with a screenshot of each to look at. */
async function checkAtBothWidths(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoViolations(page);
    await page.screenshot({
      path: test.info().outputPath(`${name}-${width}.png`),
      fullPage: true,
    });
  }
}

/** The newest email to `to` with `subject`, waiting for the server's mail job. */
async function mailWithSubject(request: APIRequestContext, mailbox: string, subject: string) {
  let text = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`${mailbox}?to=${encodeURIComponent(agent.email)}`);
        const { messages } = DevMailboxSchema.parse(await response.json());
        text = messages.find((message) => message.subject === subject)?.text ?? '';
        return text !== '';
      },
      { timeout: 30_000, message: `an email to ${agent.email}: ${subject}` },
    )
    .toBe(true);
  return text;
}

test.describe('on a server with the sandbox’s bank', () => {
  let server: SandboxServer;
  let dataDir: string;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brillo-e2e-earnings-'));
    // The same step as the suite's server's (scripts/e2e.ts), into this server's data folder.
    const seeded = spawnSync(process.execPath, ['e2e/support/seed-demo.ts', dataDir], {
      cwd: root,
      stdio: 'inherit',
    });
    if (seeded.status !== 0) throw new Error(`seed-demo.ts exited with ${seeded.status}`);
    server = await startSandboxServer(
      // The demo operator's authenticator was sealed with the journeys' secret.
      { DATA_DIR: dataDir, SEED_DEMO: 'false', AUTH_SECRET: E2E_AUTH_SECRET },
      'e2e-earnings-sandbox-server.log',
    );
  });

  test.afterAll(async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('an agent sees what is available and held, is paid by this week’s run, and sees the payout paid', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    const agentContext = await browser.newContext({ baseURL: server.baseUrl });
    const page = await agentContext.newPage();
    await signInAs(page, agent);
    await expect(page).toHaveURL('/agent-dashboard');
    await expect(
      page.getByText(texts.dashboard.available(formatClp(releasedEarning)), { exact: true }),
    ).toBeVisible();
    await checkAtBothWidths(page, 'dashboard');
    await page.getByRole('link', { name: texts.page.dashboardLink }).click();
    await expect(page).toHaveURL('/ganancias');
    await expect(page.getByRole('heading', { level: 1, name: texts.page.title })).toBeVisible();

    const figure = (name: string) => page.getByRole('region', { name, exact: true });
    await expect(figure(texts.figures.available)).toContainText(formatClp(releasedEarning));
    await expect(figure(texts.figures.available)).toContainText('Se paga el lunes');
    await expect(figure(texts.figures.held)).toContainText(
      texts.figures.heldForRecentService(formatClp(heldEarning)),
    );
    await expect(figure(texts.figures.paid)).toContainText(formatClp(0));
    const bookings = page.getByRole('region', { name: texts.bookings.title });
    const releasedRow = bookings.getByRole('row').filter({ hasText: formatClp(releasedPaid) });
    const heldRow = bookings.getByRole('row').filter({ hasText: formatClp(heldPaid) });
    await expect(releasedRow).toContainText(
      texts.bookings.commission(formatClp(releasedPaid - releasedEarning), '15'),
    );
    await expect(releasedRow).toContainText(formatClp(releasedEarning));
    await expect(releasedRow.getByRole('cell').last()).toHaveText(texts.bookings.states.available);
    await expect(heldRow).toContainText(formatClp(heldEarning));
    await expect(heldRow).toContainText(texts.bookings.states.held);
    await expect(heldRow).toContainText(texts.bookings.holdReasons.recentService);
    await expect(heldRow).toContainText('Disponible desde el');
    await expect(page.getByText(texts.payouts.empty)).toBeVisible();
    await checkAtBothWidths(page, 'earnings-before');

    // An operator runs this week's payouts through the API, from the console's signed-in page.
    const operatorContext = await browser.newContext({ baseURL: server.baseUrl });
    const operatorPage = await operatorContext.newPage();
    await signInAsOperator(operatorPage, testInfo);
    const run = await operatorPage.request.post('/api/operador/payout-runs', {
      data: { reason: 'Pago de la semana adelantado para revisar Mis ganancias.' },
      headers: { origin: server.baseUrl },
    });
    expect(run.status()).toBe(200);
    expect(PayoutRunAnswerSchema.parse(await run.json()).created).toBeGreaterThanOrEqual(1);
    await operatorContext.close();

    // The sandbox's bank settles it about 5 s later.
    const payout = page
      .getByRole('region', { name: texts.payouts.title })
      .getByRole('listitem')
      .filter({ hasText: earningsJourney.maskedDestination });
    await expect(async () => {
      await page.reload();
      await expect(payout).toContainText(texts.payouts.statuses.paid, { timeout: 2_000 });
    }).toPass({ timeout: 45_000 });
    await expect(payout).toContainText(formatClp(releasedEarning));
    await expect(figure(texts.figures.available)).toContainText(formatClp(0));
    await expect(figure(texts.figures.available)).toContainText(
      texts.figures.belowMinimum(formatClp(10_000)),
    );
    await expect(figure(texts.figures.paid)).toContainText(formatClp(releasedEarning));
    await expect(releasedRow.getByRole('cell').last()).toHaveText(texts.bookings.states.paid);
    await expect(heldRow).toContainText(texts.bookings.states.held);
    await payout.getByRole('button', { name: texts.payouts.showItems(1) }).click();
    const items = payout.getByRole('list');
    await expect(items.getByRole('listitem')).toHaveCount(1);
    await expect(items).toContainText(formatClp(releasedEarning));
    await checkAtBothWidths(page, 'earnings-paid');

    // The agent's email says it was sent.
    const mail = await mailWithSubject(
      page.request,
      `${server.baseUrl}/api/dev/mailbox`,
      texts.email.subject(formatClp(releasedEarning)),
    );
    expect(mail).toContain(earningsJourney.maskedDestination);
    expect(mail).toContain('/ganancias');
    await agentContext.close();
  });
});
