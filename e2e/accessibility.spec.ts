import type { Page } from '@playwright/test';
import type { UserRole } from '@brillo/domain/enums';
import { confirmedAccount } from './support/accounts.ts';
import { expect, notFoundPageLoaded, test } from './support/fixtures.ts';
import { expectNoViolations } from './support/axe.ts';
import { signInAs } from './support/sign-in.ts';

/**
 * The two widths every screen is checked at, on one loaded page: a small phone, as the page is
 * opened, then a desktop. One load and one sign-in serve both (the layouts follow the width as
 * the window changes, through CSS and Mantine's media queries).
 */
const widths = [360, 1280] as const;
const phone = { width: widths[0], height: 800 };

async function expectNoViolationsAtBothWidths(
  page: Page,
  options: { bestPractices?: boolean } = {},
) {
  for (const width of widths) {
    await test.step(`at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 800 });
      await expectNoViolations(page, options);
    });
  }
}

const publicPages = [
  '/',
  '/privacy',
  '/terms',
  '/no-existe',
  '/signin',
  '/forgot-password',
  '/reset-password?token=enlace',
  '/signup',
  '/agent-signup',
  '/customer-signup',
];

/** The screens behind a sign-in, by the role that sees them. */
const signedInPages: Record<UserRole, string[]> = {
  customer: [
    '/customer-dashboard',
    '/profile',
    '/pending-services',
    '/booked-services',
    '/active-services',
    '/finished-services',
    '/cancelled-services',
    '/rating',
    // The payment result pages, as a greeting and a link; with a booking's state in
    // payments.spec.ts, which also checks the sandbox bank (a sandbox server of its own).
    '/success-payment?name=Ana',
    '/failure-payment',
  ],
  agent: [
    '/agent-dashboard',
    '/schedules',
    '/availability',
    '/bio',
    '/docs',
    '/pending',
    '/accepted',
    '/rejected',
    '/closed',
  ],
};

/**
 * Screens checked after one sign-in: a few, so that each test stays well inside its time limit
 * on a busy machine (axe takes a few seconds per screen and width), without a sign-in for every
 * screen.
 */
const SCREENS_PER_SIGN_IN = 2;

function inGroups<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}

test.use({ viewport: phone });

for (const path of publicPages) {
  // The not-found page answers HTTP 404, which the browser logs.
  test.describe(() => {
    if (path === '/no-existe') test.use({ expectedConsoleErrors: [notFoundPageLoaded] });
    test(`${path} has no axe violations at 360 and 1280 px, best practices included`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Nothing still loading (the landing page's figures, the footer's contact details).
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoViolationsAtBothWidths(page, { bestPractices: true });
    });
  });
}

for (const [role, paths] of Object.entries(signedInPages) as [UserRole, string[]][]) {
  for (const group of inGroups(paths, SCREENS_PER_SIGN_IN)) {
    test(`the ${role}'s screens ${group.join(', ')} have no axe violations at 360 and 1280 px`, async ({
      page,
      request,
    }) => {
      const account = await confirmedAccount(request, role);
      await signInAs(page, account);
      await page.waitForURL(/dashboard/);
      for (const path of group) {
        await page.setViewportSize(phone);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // A dashboard's parts shown (they appear together once their reads have answered).
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expectNoViolationsAtBothWidths(page);
      }
    });
  }
}
