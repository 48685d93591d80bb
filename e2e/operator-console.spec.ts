import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import type { Page } from '@playwright/test';
import type { OperatorOverview } from '@brillo/domain/contracts/operator-overview';
import { formatClp } from '@brillo/domain/format-booking';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { operatorOverviewTexts } from '@brillo/domain/texts/operator-overview.es-CL';
import { operatorsTexts } from '@brillo/domain/texts/operators.es-CL';
import { verificationTexts } from '@brillo/domain/texts/verification.es-CL';
import { expectNoViolations } from './support/axe.ts';
import { newOperator } from './support/demo-operators.ts';
import { expect, test } from './support/fixtures.ts';
import { freshCode, signInAsOperator } from './support/operator.ts';
import { passwordField, signIn } from './support/sign-in.ts';

/** The two widths every screen is checked at: a small phone and a desktop. */
const widths = [360, 1280] as const;

/** axe at both widths, on the screen as it is. */
async function checkAtBothWidths(page: Page) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoViolations(page);
  }
}

/** A code `key` does not show now, nor a period before or after. */
async function wrongCodeOf(key: Uint8Array): Promise<string> {
  const otp = createOTP(key, { digits: 6, period: 30 });
  const now = Math.floor(Date.now() / 30_000);
  const valid = await Promise.all([now - 1, now, now + 1].map((period) => otp.hotp(period)));
  let code = await otp.hotp(now + 10);
  while (valid.includes(code)) code = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  return code;
}

// The console's API answers 404 to a visitor, 403 before the authenticator is set up and 401 to a
// wrong code; the browser logs each.
test.use({ expectedConsoleErrors: [/Failed to load resource.*(404|403|401)/] });

test('the console is not there for a visitor, and an operator sets up the authenticator, reads the audit log and signs in again with a code', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A visitor sees the not-found page.
  await page.goto('/operador');
  await expect(
    page.getByRole('heading', { level: 1, name: commonTexts.notFound.title }),
  ).toBeVisible();

  // A new operator's first sign-in: the password, then the authenticator's set-up.
  await page.goto('/signin');
  await signIn(page, newOperator.email, newOperator.password);
  await expect(page).toHaveURL(/\/operador\/autenticador$/);
  await expect(
    page.getByRole('heading', { level: 1, name: operatorsTexts.setup.title }),
  ).toBeVisible();
  await checkAtBothWidths(page);
  await passwordField(page, operatorsTexts.setup.passwordLabel).fill(newOperator.password);
  await page.getByRole('button', { name: operatorsTexts.setup.generate }).click();
  const keyText = await page
    .getByLabel(operatorsTexts.setup.secretLabel, { exact: true })
    .textContent();
  const key = base32.decode((keyText ?? '').replace(/\s+/g, ''));
  await expect(page.getByText(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/)).toHaveCount(10);
  await expect(page.getByLabel(operatorsTexts.setup.uriLabel)).toContainText('otpauth://totp/');
  await checkAtBothWidths(page);

  // A wrong code is refused in Spanish; the app's code confirms it.
  const code = page.getByRole('textbox', { name: operatorsTexts.twoFactor.codeLabel });
  await code.fill(await wrongCodeOf(key));
  await page.getByRole('button', { name: operatorsTexts.setup.confirm }).click();
  await expect(page.getByRole('alert')).toContainText(operatorsTexts.errors.invalidCode);
  await code.fill(await freshCode(key));
  await page.getByRole('button', { name: operatorsTexts.setup.confirm }).click();

  // The console opens on its overview; the audit log is a section of its own, newest first, with
  // its filters in the address.
  await expect(page).toHaveURL(/\/operador$/);
  await expect(
    page.getByRole('heading', { level: 1, name: operatorsTexts.console.title }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: operatorOverviewTexts.title }),
  ).toBeVisible();
  await page
    .getByRole('navigation', { name: operatorsTexts.console.navLabel })
    .getByRole('link', { name: operatorsTexts.console.auditLog })
    .click();
  await expect(page).toHaveURL(/\/operador\/registro$/);
  await expect(
    page.getByRole('heading', { level: 2, name: operatorsTexts.auditLog.title }),
  ).toBeVisible();
  await checkAtBothWidths(page);
  await page.getByRole('textbox', { name: operatorsTexts.auditLog.targetTypeLabel }).fill('nada');
  await page.getByRole('button', { name: operatorsTexts.auditLog.filter }).click();
  await expect(page.getByText(operatorsTexts.auditLog.empty)).toBeVisible();
  await expect(page).toHaveURL(/tipo=nada/);
  await checkAtBothWidths(page);

  // Sign-out, then a sign-in with the password and a code of the next period.
  // The console's own sign-out (the site header offers one too).
  await page
    .getByRole('main')
    .getByRole('button', { name: operatorsTexts.console.signOut })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/signin');
  await signIn(page, newOperator.email, newOperator.password);
  await expect(page).toHaveURL(/\/operador\/codigo$/);
  await expect(
    page.getByRole('heading', { level: 1, name: operatorsTexts.twoFactor.title }),
  ).toBeVisible();
  await checkAtBothWidths(page);
  await page
    .getByRole('textbox', { name: operatorsTexts.twoFactor.codeLabel })
    .fill(await freshCode(key));
  await page.getByRole('button', { name: operatorsTexts.twoFactor.submit }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: operatorsTexts.console.title }),
  ).toBeVisible();

  // The code step opened by hand is the not-found page.
  await page.goto('/operador/codigo');
  await expect(
    page.getByRole('heading', { level: 1, name: commonTexts.notFound.title }),
  ).toBeVisible();
});

test('the demo operator signs in with a code of the key the start-up log prints', async ({
  page,
}, testInfo) => {
  await signInAsOperator(page, testInfo);
  await page.goto('/operador/registro');
  await expect(
    page.getByRole('region', { name: operatorsTexts.auditLog.title }).getByRole('row'),
  ).not.toHaveCount(0);
});

test('the demo operator sees the overview: the demo data’s figures, the chart of 90 days and its table, at 360 and 1280 px', async ({
  page,
}, testInfo) => {
  // The sign-in may wait for an unused period of the demo operator's authenticator, as in the
  // other operators' journeys.
  test.setTimeout(120_000);
  const texts = operatorOverviewTexts;
  await signInAsOperator(page, testInfo);
  await expect(page).toHaveURL(/\/operador$/);
  await expect(page.getByRole('heading', { level: 2, name: texts.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: texts.chartTitle })).toBeVisible();
  // Two charts drawn by the chart library: bookings per day, amount paid per day.
  await expect(page.getByTestId('overview-charts').locator('svg.recharts-surface')).toHaveCount(2);

  // The figures as the API reads them; other journeys add bookings today, so the days before
  // today are compared, which the demo data fills and nothing changes afterwards.
  const figures = await page.evaluate(async () => {
    const answer = await fetch('/api/operador/overview', { credentials: 'same-origin' });
    return (await answer.json()) as OperatorOverview;
  });
  const pastDays = figures.series.slice(0, -1);
  // The demo's past services, each requested the evening before (seed-bookings.ts).
  expect(pastDays.reduce((total, day) => total + day.bookings, 0)).toBeGreaterThanOrEqual(4);
  expect(pastDays.some((day) => day.paid > 0)).toBe(true);

  const queues = page.getByRole('region', { name: texts.queuesHeading });
  await expect(queues.getByRole('link', { name: texts.openProblemsLink })).toHaveAttribute(
    'href',
    '/operador/problemas',
  );

  // The chart's numbers for screen readers: a table of the 90 days, the newest first.
  await page.getByText(texts.tableSummary).click();
  const table = page.getByRole('table', { name: texts.tableCaption });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(91);
  // Read in one go (one assertion per cell took over a minute on a busy machine): after the
  // header, today's row, then the days before it, newest first.
  const shown = await rows.evaluateAll((all) =>
    all
      .slice(1)
      .map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent.trim())),
  );
  expect(shown.slice(1)).toEqual(
    pastDays.map((day) => [String(day.bookings), formatClp(day.paid)]).reverse(),
  );

  // A tooltip shown on the wide screen stays, hidden, where it was when the screen narrows: the
  // charts keep it within their width, so the page never scrolls sideways for it.
  await page.setViewportSize({ width: 1280, height: 800 });
  const charts = page.getByTestId('overview-charts');
  const box = await charts.boundingBox();
  await charts.hover({ position: { x: (box?.width ?? 400) - 40, y: 120 } });
  await page.mouse.move(0, 0);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    // Nothing wider than the screen once the charts have redrawn to its width; the table scrolls
    // in its own region.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(width);
    await expectNoViolations(page);
  }

  // From the agents waiting to the verification queue.
  await queues.getByRole('link', { name: texts.agentsWaitingLink }).click();
  await expect(page).toHaveURL(/\/operador\/verificaciones$/);
  await expect(
    page.getByRole('heading', { level: 2, name: verificationTexts.queue.title }),
  ).toBeVisible();
});
