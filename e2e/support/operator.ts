import { createOTP } from '@better-auth/utils/otp';
import type { Page, TestInfo } from '@playwright/test';
import { operatorsTexts } from '@brillo/domain/texts/operators.es-CL';
import {
  DEMO_OPERATOR_TOTP_SECRET,
  DEMO_PASSWORD,
  demoOperator,
} from '../../apps/api/src/db/seed-data.ts';
import { expect } from './fixtures.ts';
import { signIn } from './sign-in.ts';

const PERIOD_MS = 30_000;
/** Time enough to type and send a code before its period rolls over, on a loaded machine. */
const TYPING_MARGIN_MS = 10_000;

/** The last code period this worker used, by key: a code signs in once (ADR-078). */
const lastUsedPeriod = new Map<string, number>();

/**
 * A code of `key` that this worker has not used: the server accepts the codes of the period
 * before, the current one and the next, each once. The period before is taken only early in a
 * period: typed near its end, its code would be refused once the period rolls over. With
 * `parity` (for a key several workers share, the demo operator's) only periods of that parity
 * are taken, so two workers never take the same one. When none is left, it waits for the next
 * period.
 */
export async function freshCode(key: Uint8Array | string, parity?: number): Promise<string> {
  const name = typeof key === 'string' ? key : Buffer.from(key).toString('hex');
  for (;;) {
    const now = Math.floor(Date.now() / PERIOD_MS);
    const last = lastUsedPeriod.get(name) ?? -1;
    const earlyInPeriod = PERIOD_MS - (Date.now() % PERIOD_MS) > TYPING_MARGIN_MS;
    const period = [...(earlyInPeriod ? [now - 1] : []), now, now + 1].find(
      (candidate) => candidate > last && (parity === undefined || candidate % 2 === parity),
    );
    if (period !== undefined) {
      lastUsedPeriod.set(name, period);
      return createOTP(key, { digits: 6, period: 30 }).hotp(period);
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/**
 * Signs in as the demo operator, whose authenticator the demo data set up on
 * DEMO_OPERATOR_TOTP_SECRET: the password at /signin, then a fresh code; ends on the console.
 */
export async function signInAsOperator(page: Page, testInfo: TestInfo): Promise<void> {
  await page.goto('/signin');
  await signIn(page, demoOperator.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/operador\/codigo$/);
  await page
    .getByRole('textbox', { name: operatorsTexts.twoFactor.codeLabel })
    .fill(await freshCode(DEMO_OPERATOR_TOTP_SECRET, testInfo.parallelIndex % 2));
  await page.getByRole('button', { name: operatorsTexts.twoFactor.submit }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: operatorsTexts.console.title }),
  ).toBeVisible();
}
