import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { UserRole } from '@brillo/domain/enums';
import { confirmedAccount } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { signInAs } from './support/sign-in.ts';

/** The two widths every screen is checked at: a small phone and a desktop. */
const widths = [360, 1280] as const;

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
  customer: ['/customer-dashboard'],
  agent: ['/agent-dashboard'],
};

/** axe's WCAG 2.x A and AA rules on the page as it is now; the test fails on any violation. */
export async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const found = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(found).toEqual([]);
}

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const path of publicPages) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoViolations(page);
      });
    }

    for (const [role, paths] of Object.entries(signedInPages) as [UserRole, string[]][]) {
      test(`the ${role}'s screens have no axe violations`, async ({ page, request }) => {
        const account = await confirmedAccount(request, role);
        await signInAs(page, account);
        await page.waitForURL(/dashboard/);
        for (const path of paths) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expectNoViolations(page);
        }
      });
    }
  });
}
