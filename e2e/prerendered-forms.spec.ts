import type { Page } from '@playwright/test';
import { authTexts } from '@brillo/domain/texts/auth.es-CL';
import { registrationTexts } from '@brillo/domain/texts/registration.es-CL';
import { signIn } from '@brillo/domain/contracts/sign-in';
import { confirmedAccount } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { holdTheApp, openAsPainted, started } from './support/held-app.ts';
import {
  fields,
  fillAccountStep,
  newPerson,
  pressBack,
  pressNext,
  stepHeading,
  textbox,
  words,
} from './support/registration.ts';
import { passwordField } from './support/sign-in.ts';

// The sign-in and sign-up forms arrive prerendered and paint before their script runs (ADR-051).

/** Counts the requests the page sends to `path` with `method`. */
function countRequests(page: Page, method: string, path: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}

/**
 * Lets the held app start and follows the held sign-in to the customer's dashboard, a step at a
 * time: the app starts, the sign-in is answered, the dashboard opens. Each step has the usual
 * time; on a busy machine the three together (the app's scripts, a password hashed, two more
 * chunks) can take longer than one assertion's 10 s.
 */
async function releaseAndSignIn(page: Page, app: { release: () => Promise<void> }) {
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === signIn.method &&
      new URL(response.url()).pathname === signIn.path,
  );
  await app.release();
  await expect(started(page)).toHaveCount(1);
  expect((await answered).ok()).toBe(true);
  await expect(page).toHaveURL('/customer-dashboard');
}

test('a sign-in sent before the app starts goes through once it starts, once', async ({
  page,
  request,
}) => {
  const customer = await confirmedAccount(request, 'customer');
  const signIns = countRequests(page, signIn.method, signIn.path);
  const app = await holdTheApp(page);
  await openAsPainted(page, '/signin');

  // The form is there before its script: typed into, and sent (twice, as an impatient person
  // does), which must not reload the page.
  await expect(page.getByRole('heading', { level: 1, name: authTexts.signIn.title })).toBeVisible();
  await page.getByRole('textbox', { name: authTexts.signIn.emailLabel }).fill(customer.email);
  await passwordField(page, authTexts.signIn.passwordLabel).fill(customer.password);
  await page.getByRole('button', { name: authTexts.signIn.submit }).click();
  await page.getByRole('button', { name: authTexts.signIn.submit }).click();
  await expect(page).toHaveURL('/signin');
  await expect(started(page)).toHaveCount(0);
  expect(signIns()).toBe(0);

  // Once the app starts, the held submission is sent with what was typed: no second tap.
  await releaseAndSignIn(page, app);
  expect(signIns()).toBe(1);
});

test('a sign-in sent before the app starts from the page a confirmation link opens goes through', async ({
  page,
  request,
}) => {
  // With a query, the page is rendered anew over its HTML instead of hydrated (main.tsx): what
  // was typed, and the tap, are carried over to the new form.
  const customer = await confirmedAccount(request, 'customer');
  const signIns = countRequests(page, signIn.method, signIn.path);
  const app = await holdTheApp(page);
  await openAsPainted(page, '/signin?verified=1');
  await page.getByRole('textbox', { name: authTexts.signIn.emailLabel }).fill(customer.email);
  await passwordField(page, authTexts.signIn.passwordLabel).fill(customer.password);
  await page.getByRole('button', { name: authTexts.signIn.submit }).click();
  await expect(started(page)).toHaveCount(0);

  await releaseAndSignIn(page, app);
  expect(signIns()).toBe(1);
});

for (const [path, title, nameLabel] of [
  ['/customer-signup', registrationTexts.customerTitle, registrationTexts.fields.customerName],
  ['/agent-signup', registrationTexts.agentTitle, registrationTexts.fields.agentName],
] as const) {
  test(`${path}: 'Siguiente' tapped before the app starts moves on once it starts, once`, async ({
    page,
  }) => {
    const person = newPerson('Camila Rojas', '87654321');
    const app = await holdTheApp(page);
    await openAsPainted(page, path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await fillAccountStep(page, nameLabel, person);
    await pressNext(page);
    await expect(started(page)).toHaveCount(0);

    await app.release();
    // The second step shows, whole: it was not sent in turn (its fields would be marked).
    const second = path === '/agent-signup' ? words.steps.background : words.steps.personal;
    await expect(stepHeading(page, second)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    // What was typed is kept: back on the first step, it is there.
    await pressBack(page);
    await expect(textbox(page, fields.email)).toHaveValue(person.email);
    await expectNoViolations(page);
  });
}

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
