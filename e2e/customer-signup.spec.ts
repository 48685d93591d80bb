import { authTexts } from '@brillo/domain/texts/auth.es-CL';
import { validationTexts } from '@brillo/domain/texts/validation.es-CL';
import { registrationTexts } from '@brillo/domain/texts/registration.es-CL';
import { geocodingTexts } from '@brillo/domain/texts/geocoding.es-CL';
import { dashboardTexts } from '@brillo/domain/texts/dashboard.es-CL';
import { linkFromMailbox } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import {
  addressSearch,
  chooseFirstAddress,
  expectFieldError,
  fields,
  fillAccountStep,
  newPerson,
  nextStep,
  pressBack,
  pressNext,
  pressSubmit,
  radio,
  select,
  stepHeading,
  SUCCESS_SCREEN_MS,
  tabTo,
  textbox,
  words,
} from './support/registration.ts';
import { passwordField, signIn } from './support/sign-in.ts';

const v = validationTexts;
const choices = words.choices;
const steps = words.steps;

const newCustomer = () => newPerson('Javiera Soto', '87654321');

test.describe('the customer registration', () => {
  test('checks both steps, keeps what was typed, registers, confirms the email and signs in', async ({
    page,
    request,
  }) => {
    const customer = newCustomer();
    await page.clock.install({ time: new Date() });
    await page.goto('/customer-signup');
    await expect(page.getByRole('heading', { level: 1, name: words.customerTitle })).toBeVisible();

    // Step 1, incomplete: the summary, and the first field's message with the focus on it.
    // Which message each field gets is proven in packages/domain (contracts/registration.test.ts).
    await pressNext(page);
    await expect(
      page.getByRole('alert').filter({ hasText: v.completeRequiredFields }),
    ).toBeVisible();
    await expect(textbox(page, fields.customerName)).toBeFocused();
    await expectFieldError(textbox(page, fields.customerName), v.customerNameRequired);
    // The phone keeps the fixed +569: a whole number pasted in keeps its last 8 digits.
    await textbox(page, fields.phone).fill('+56 9 8765 4321');
    await expect(textbox(page, fields.phone)).toHaveValue('87654321');
    await textbox(page, fields.phone).fill('8765abc');
    await expect(textbox(page, fields.phone)).toHaveValue('8765');
    await fillAccountStep(page, fields.customerName, customer);
    // Enter in a field means 'Siguiente'.
    await passwordField(page, fields.password).press('Enter');
    await expect(stepHeading(page, steps.personal)).toBeFocused();

    // Step 2: every field is required; the focus goes to the first one.
    await pressSubmit(page);
    const gender = page.getByRole('radiogroup', { name: fields.gender });
    await expectFieldError(gender, v.genderRequired);
    await expectFieldError(addressSearch(page), v.customerAddressRequired);
    await expect(gender.getByRole('radio').first()).toBeFocused();

    // From the first field to fix on, with the keyboard only.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(radio(page, fields.gender, choices.customerGender.other)).toBeChecked();
    // The birth date: day, month by its Spanish name, year, each chosen by typing.
    await page.keyboard.press('Tab');
    await expect(select(page, fields.day)).toBeFocused();
    await page.keyboard.type('2');
    await page.keyboard.press('Tab');
    await page.keyboard.type('nov');
    await page.keyboard.press('Tab');
    await page.keyboard.type('1988');
    await expect(select(page, fields.day)).toHaveValue('2');
    await expect(select(page, fields.month)).toHaveValue('11');
    await expect(select(page, fields.year)).toHaveValue('1988');
    await tabTo(page, select(page, fields.nationality));
    await page.keyboard.type('Pe');
    await expect(select(page, fields.nationality)).toHaveValue('Peruvian');
    await page.keyboard.press('Tab');
    await expect(addressSearch(page)).toBeFocused();
    const address = await chooseFirstAddress(page, 'Irarrázaval 2401, ñuñoa');
    expect(address).toContain('Ñuñoa');

    // Typing after choosing forgets the choice: unchosen text never passes as an address.
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Enter');
    await expectFieldError(addressSearch(page), v.customerAddressRequired);
    await expect(addressSearch(page)).toBeFocused();
    await addressSearch(page).clear();
    await chooseFirstAddress(page, 'Irarrázaval 2401, ñuñoa');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Depto 504, torre B');
    await page.keyboard.press('Tab');
    await page.keyboard.type('7750000');
    await expect(textbox(page, fields.addressExtra)).toHaveValue('Depto 504, torre B');
    await expect(textbox(page, fields.postcode)).toHaveValue('7750000');

    // Atrás and forward: both steps keep their values.
    await pressBack(page);
    await expect(textbox(page, fields.email)).toHaveValue(customer.email);
    await expect(passwordField(page, fields.password)).toHaveValue(customer.password);
    await nextStep(page, steps.personal, registrationTexts.stepOf(2, 2));
    await expect(addressSearch(page)).toHaveValue(address);
    await expect(textbox(page, fields.addressExtra)).toHaveValue('Depto 504, torre B');

    await pressSubmit(page);
    await expect(page.getByRole('heading', { name: words.success.title })).toBeFocused();
    await page.clock.fastForward(SUCCESS_SCREEN_MS);
    await expect(page).toHaveURL('/signin');
    // The sign-in page says the account waits for its confirmation, and can send the email again.
    await expect(page.getByText(authTexts.signIn.awaitingConfirmationTitle)).toBeVisible();
    await expect(page.getByRole('textbox', { name: authTexts.signIn.emailLabel })).toHaveValue(
      customer.email,
    );
    await page.getByRole('button', { name: authTexts.signIn.resendConfirmation }).click();
    await expect(page.getByText(authTexts.signIn.confirmationSent(customer.email))).toBeVisible();

    await page.goto(await linkFromMailbox(request, customer.email, '/api/auth/verify-email'));
    await expect(page).toHaveURL('/signin?verified=1');
    await signIn(page, customer.email, customer.password);
    await expect(page).toHaveURL('/customer-dashboard');
    await expect(
      page.getByRole('heading', { level: 1, name: dashboardTexts.greeting(customer.name) }),
    ).toBeVisible();
  });

  test('is also at /signup, and a reload brings back what was typed except the password', async ({
    page,
  }) => {
    const customer = newCustomer();
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: words.customerTitle })).toBeVisible();
    await fillAccountStep(page, fields.customerName, customer);
    await page.reload();

    await expect(page.getByText(words.draftRestored)).toBeVisible();
    await expect(textbox(page, fields.customerName)).toHaveValue(customer.name);
    await expect(textbox(page, fields.phone)).toHaveValue(customer.phoneDigits);
    await expect(textbox(page, fields.email)).toHaveValue(customer.email);
    await expect(passwordField(page, fields.password)).toHaveValue('');
    const stored = await page.evaluate(() => JSON.stringify(window.sessionStorage));
    expect(stored).not.toContain(customer.password);
  });

  test('links to sign-in and, on the last step, says what signing up accepts', async ({ page }) => {
    await page.goto('/customer-signup');
    const signInLink = page.getByRole('main').getByRole('link', { name: words.signIn });
    await expect(signInLink).toHaveAttribute('href', '/signin');
    await expect(page.getByText(words.terms.before.trim())).toHaveCount(0);

    await fillAccountStep(page, fields.customerName, newCustomer());
    await nextStep(page, steps.personal, registrationTexts.stepOf(2, 2));
    for (const [label, href] of [
      [words.terms.terms, '/terms'],
      [words.terms.privacy, '/privacy'],
    ] as const) {
      const link = page.getByRole('main').getByRole('link', { name: new RegExp(label) });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
    }
  });

  test.describe('when the address search fails', () => {
    // The browser logs the failed request (503) itself.
    test.use({ expectedConsoleErrors: [/Failed to load resource.*503/] });

    test('says so in Spanish and keeps what was typed', async ({ page }) => {
      await page.route('**/api/geocoding/addresses?**', (route) =>
        route.fulfill({
          status: 503,
          json: { error: { code: 'GEOCODER_UNAVAILABLE', message: geocodingTexts.unavailable } },
        }),
      );
      await page.goto('/customer-signup');
      await fillAccountStep(page, fields.customerName, newCustomer());
      await nextStep(page, steps.personal, registrationTexts.stepOf(2, 2));
      await addressSearch(page).pressSequentially('Irarrázaval 2401', { delay: 15 });
      await expect(page.getByText(geocodingTexts.unavailable).first()).toBeVisible();
      await expect(addressSearch(page)).toHaveValue('Irarrázaval 2401');
      await addressSearch(page).pressSequentially(', Ñuñoa');
      await expect(addressSearch(page)).toHaveValue('Irarrázaval 2401, Ñuñoa');
    });
  });
});

test.describe('on a 360px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('both wizards fit the screen, suggestions included', async ({ page }) => {
    for (const path of ['/customer-signup', '/agent-signup']) {
      await page.goto(path);
      await pressNext(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${path} scrolls sideways`).toBeLessThanOrEqual(360);
    }
    await page.goto('/customer-signup');
    await fillAccountStep(page, fields.customerName, newCustomer());
    await nextStep(page, steps.personal, registrationTexts.stepOf(2, 2));
    await chooseFirstAddress(page, 'Av. Providencia 1234, Provi');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
  });
});
