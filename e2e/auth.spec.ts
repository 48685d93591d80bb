import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { homeTexts } from '@brillo/domain/texts/home.es-CL';
import { authTexts } from '@brillo/domain/texts/auth.es-CL';
import { validationTexts } from '@brillo/domain/texts/validation.es-CL';
import { dashboardTexts } from '@brillo/domain/texts/dashboard.es-CL';
import { discoveryTexts } from '@brillo/domain/texts/discovery.es-CL';
import { confirmedAccount, linkFromMailbox, signUp } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { navigation, passwordField, signIn, signInAs } from './support/sign-in.ts';

test.describe('a new customer', () => {
  // Signing in before confirming is answered 403; the browser logs that failed request itself.
  test.use({ expectedConsoleErrors: [/Failed to load resource.*403/] });

  test('confirms the email, signs in, stays signed in after a reload and signs out', async ({
    page,
    request,
  }) => {
    const customer = await signUp(request, 'customer');

    await signInAs(page, customer);
    const notConfirmed = page
      .getByRole('alert')
      .filter({ hasText: authTexts.errors.emailNotVerified });
    await expect(notConfirmed).toBeFocused();
    await notConfirmed.getByRole('button', { name: authTexts.signIn.resendConfirmation }).click();
    await expect(page.getByRole('status')).toHaveText(
      authTexts.signIn.confirmationSent(customer.email),
    );
    await expect(page).toHaveURL('/signin');

    await page.goto(await linkFromMailbox(request, customer.email, '/api/auth/verify-email'));
    await expect(page).toHaveURL('/signin?verified=1');
    await expect(page.getByRole('alert')).toContainText(authTexts.signIn.verifiedTitle);

    await signIn(page, customer.email, customer.password);
    await expect(page).toHaveURL('/customer-dashboard');
    const greeting = dashboardTexts.greeting(customer.name);
    await expect(page.getByRole('heading', { level: 1, name: greeting })).toBeVisible();
    await expect(page.getByRole('heading', { name: discoveryTexts.nearby.title })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: greeting })).toBeVisible();
    const signOut = navigation(page).getByRole('button', { name: commonTexts.nav.signOut });
    await expect(signOut).toBeVisible();
    await expect(navigation(page).getByRole('link', { name: commonTexts.nav.signIn })).toHaveCount(
      0,
    );

    await signOut.click();
    await expect(page).toHaveURL('/');
    await expect(
      page.getByRole('alert').filter({ hasText: commonTexts.session.signedOut }),
    ).toBeVisible();
    await expect(
      navigation(page).getByRole('link', { name: commonTexts.nav.signIn }),
    ).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('brillo.profile'))).toBeNull();

    await page.goto('/customer-dashboard');
    await expect(page.getByText(commonTexts.guards.prompt)).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: homeTexts.signIn }),
    ).toBeVisible();
  });
});

test.describe('an agent', () => {
  // A wrong password is answered 401; the browser logs that failed request itself.
  test.use({ expectedConsoleErrors: [/Failed to load resource.*401/] });

  test('is told when the password is wrong, then lands on the agent dashboard', async ({
    page,
    request,
  }) => {
    const agent = await confirmedAccount(request, 'agent');

    await page.goto('/signin');
    await signIn(page, agent.email, 'no-es-mi-clave');
    await expect(page.getByRole('alert')).toHaveText(authTexts.errors.invalidCredentials);
    await expect(page).toHaveURL('/signin');
    await expect(page.getByRole('textbox', { name: authTexts.signIn.emailLabel })).toHaveValue(
      agent.email,
    );

    await passwordField(page, authTexts.signIn.passwordLabel).fill(agent.password);
    await page.getByRole('button', { name: authTexts.signIn.submit }).click();
    await expect(page).toHaveURL('/agent-dashboard');
    await expect(
      page.getByRole('heading', { level: 1, name: dashboardTexts.agentTitle }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { name: dashboardTexts.greeting(agent.name) }),
    ).toBeVisible();
    await expect(
      navigation(page).getByRole('link', { name: commonTexts.nav.dashboard }),
    ).toHaveAttribute('href', '/agent-dashboard');
  });

  test('is sent from the customer screens and the sign-in page to what is theirs', async ({
    page,
    request,
  }) => {
    const agent = await confirmedAccount(request, 'agent');
    await signInAs(page, agent);
    await expect(page).toHaveURL('/agent-dashboard');

    await page.goto('/customer-dashboard');
    await expect(page).toHaveURL('/agent-dashboard');
    // The landing page shows to everyone; an agent, who cannot book, is offered their panel.
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: homeTexts.goToAgentDashboard }).click();
    await expect(page).toHaveURL('/agent-dashboard');

    await page.goto('/signin');
    await expect(
      page.getByRole('heading', { level: 1, name: authTexts.signIn.welcome(agent.email) }),
    ).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: authTexts.signIn.signOut }).click();
    await expect(page).toHaveURL('/');
    await expect(
      page.getByRole('alert').filter({ hasText: commonTexts.session.signedOut }),
    ).toBeVisible();
  });
});

test.describe('the account pages', () => {
  test('check the form before sending it and point to the first field to fix', async ({ page }) => {
    await page.goto('/signin');
    await page.getByRole('button', { name: authTexts.signIn.submit }).click();

    const email = page.getByRole('textbox', { name: authTexts.signIn.emailLabel });
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(validationTexts.emailRequired);
    await expect(passwordField(page, authTexts.signIn.passwordLabel)).toHaveAccessibleDescription(
      validationTexts.passwordRequired,
    );
    await expect(page.getByRole('link', { name: homeTexts.customerSignup })).toHaveAttribute(
      'href',
      '/customer-signup',
    );
  });

  test('show a signed-out visitor the sign-in prompt on the agent dashboard', async ({ page }) => {
    await page.goto('/agent-dashboard');
    await expect(
      page.getByRole('heading', { level: 1, name: commonTexts.guards.title }),
    ).toBeVisible();
    await expect(page.getByText(commonTexts.guards.prompt)).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: homeTexts.signIn })).toHaveAttribute(
      'href',
      '/signin',
    );
    await expect(main.getByRole('link', { name: homeTexts.agentSignup })).toHaveAttribute(
      'href',
      '/agent-signup',
    );
  });
});

test.describe('a display profile left from a session that has ended', () => {
  // The session check is answered 401; the browser logs that failed request itself.
  test.use({ expectedConsoleErrors: [/Failed to load resource.*401/] });

  test('is cleared once the server says nobody is signed in', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() =>
      window.localStorage.setItem(
        'brillo.profile',
        JSON.stringify({ name: 'Javiera Soto', email: 'javiera@brillo.test', rol: 'customer' }),
      ),
    );
    const checked = page.waitForResponse('**/api/session');
    await page.goto('/customer-dashboard');
    expect((await checked).status()).toBe(401);

    await expect(page.getByText(commonTexts.guards.prompt)).toBeVisible();
    await expect(
      navigation(page).getByRole('link', { name: commonTexts.nav.signIn }),
    ).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('brillo.profile'))).toBeNull();
  });
});
