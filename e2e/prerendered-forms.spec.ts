import type { Page, Route } from '@playwright/test';
import { authTexts } from '@brillo/domain/texts/auth.es-CL';
import { registrationTexts } from '@brillo/domain/texts/registration.es-CL';
import { APP_STARTED_ATTRIBUTE } from '../apps/web/src/app/app-started.ts';
import { confirmedAccount } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { passwordField } from './support/sign-in.ts';

// The sign-in and sign-up forms arrive prerendered and paint before their script runs (ADR-051).

/**
 * Holds back the app's entry script until `release` is called, so that the page stays as its HTML
 * painted it: what a person on a slow phone sees for a moment.
 */
async function holdTheApp(page: Page): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    if (holding) held.push(route);
    else await route.continue();
  });
  return {
    release: async () => {
      holding = false;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

/** `page.goto` without waiting for the app to start (the fixture's `goto` waits for it). */
async function openAsPainted(page: Page, path: string) {
  await page.mainFrame().goto(path, { waitUntil: 'domcontentloaded' });
}

const started = (page: Page) => page.locator(`html[${APP_STARTED_ATTRIBUTE}]`);

test('what is typed into the sign-in form before the app starts is kept and signs in', async ({
  page,
  request,
}) => {
  const customer = await confirmedAccount(request, 'customer');
  const app = await holdTheApp(page);
  await openAsPainted(page, '/signin');

  // The form is there before its script: typed into, and sent, which must not reload the page.
  await expect(page.getByRole('heading', { level: 1, name: authTexts.signIn.title })).toBeVisible();
  await page.getByRole('textbox', { name: authTexts.signIn.emailLabel }).fill(customer.email);
  await passwordField(page, authTexts.signIn.passwordLabel).fill(customer.password);
  await page.getByRole('button', { name: authTexts.signIn.submit }).click();
  await expect(page).toHaveURL('/signin');
  await expect(started(page)).toHaveCount(0);

  await app.release();
  await expect(started(page)).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: authTexts.signIn.emailLabel })).toHaveValue(
    customer.email,
  );
  await page.getByRole('button', { name: authTexts.signIn.submit }).click();
  await expect(page).toHaveURL('/customer-dashboard');
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, title, action] of [
    ['/signin', authTexts.signIn.title, authTexts.signIn.submit],
    ['/customer-signup', registrationTexts.customerTitle, registrationTexts.next],
    ['/agent-signup', registrationTexts.agentTitle, registrationTexts.next],
  ] as const) {
    test(`${path} is painted whole and styled from its HTML`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      // The main button wears the brand's colour, not the browser's grey: its styles came
      // inlined in the page (or from the stylesheets of its <noscript>).
      const button = page.getByRole('main').getByRole('button', { name: action });
      await expect(button).toBeVisible();
      await expect(button).not.toHaveCSS('background-color', 'rgb(239, 239, 239)');
      await expect(button).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    });
  }
});
