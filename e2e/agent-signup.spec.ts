import { authTexts } from '@brillo/domain/texts/auth.es-CL';
import { validationTexts } from '@brillo/domain/texts/validation.es-CL';
import { registrationTexts } from '@brillo/domain/texts/registration.es-CL';
import { dashboardTexts } from '@brillo/domain/texts/dashboard.es-CL';
import type { Page } from '@playwright/test';
import { linkFromMailbox, signUp } from './support/accounts.ts';
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
  SUCCESS_SCREEN_MS,
  select,
  stepHeading,
  textbox,
  words,
  type AccountStep,
} from './support/registration.ts';
import { passwordField, signIn } from './support/sign-in.ts';

const v = validationTexts;
const choices = words.choices;
const steps = words.steps;

const newAgent = () => newPerson('Camila Rojas', '12345678');

async function fillBackgroundStep(page: Page) {
  await radio(page, fields.policeRecord, choices.yesNo.No).check();
  await radio(page, fields.weeklyHours, choices.weeklyHours['Between 10-20 hours']).check();
  const onTime = choices.quality['I inform the customer and offer add 15 minutes for the delay'];
  await radio(page, fields.qualityQuestion, onTime).check();
}

async function fillWorkStep(page: Page) {
  await radio(page, fields.permit, choices.yesNo.Yes).check();
  await textbox(page, fields.hourlyRate).fill('12500');
  await page.getByRole('checkbox', { name: choices.services.planchado }).check();
}

async function fillPersonalStep(page: Page) {
  await radio(page, fields.gender, choices.agentGender.other).check();
  await select(page, fields.day).selectOption('14');
  await select(page, fields.month).selectOption({ label: 'Marzo' });
  await select(page, fields.year).selectOption('1990');
  await select(page, fields.nationality).selectOption({ label: choices.nationality.Venezuelan });
  return chooseFirstAddress(page, 'Av. Providencia 1234, Provi');
}

async function fillAllSteps(page: Page, agent: AccountStep) {
  await fillAccountStep(page, fields.agentName, agent);
  await nextStep(page, steps.background, registrationTexts.stepOf(2, 4));
  await fillBackgroundStep(page);
  await nextStep(page, steps.work, registrationTexts.stepOf(3, 4));
  await fillWorkStep(page);
  await nextStep(page, steps.personal, registrationTexts.stepOf(4, 4));
  await fillPersonalStep(page);
}

test.describe('the agent registration', () => {
  test('checks each step, keeps what was typed, registers, confirms and signs in', async ({
    page,
    request,
  }) => {
    const agent = newAgent();
    await page.clock.install({ time: new Date() });
    await page.goto('/agent-signup');
    await expect(page.getByRole('heading', { level: 1, name: words.agentTitle })).toBeVisible();
    const progress = page.getByRole('list', { name: words.progressLabel });
    await expect(progress.locator('[aria-current="step"]')).toContainText(steps.account);

    // Each step shows its fields' messages and focuses the first field to fix. Which message
    // each field gets is proven in packages/domain (contracts/registration.test.ts).
    await pressNext(page);
    await expect(textbox(page, fields.agentName)).toBeFocused();
    await expectFieldError(textbox(page, fields.agentName), v.agentNameRequired);
    await fillAccountStep(page, fields.agentName, agent);
    await expect(textbox(page, fields.phone)).toHaveValue(agent.phoneDigits);
    await nextStep(page, steps.background, registrationTexts.stepOf(2, 4));

    await pressNext(page);
    const policeRecord = page.getByRole('radiogroup', { name: fields.policeRecord });
    await expectFieldError(policeRecord, v.selectOption);
    await fillBackgroundStep(page);
    await nextStep(page, steps.work, registrationTexts.stepOf(3, 4));

    // Step 3: the rate shows as whole pesos.
    await pressNext(page);
    await expectFieldError(textbox(page, fields.hourlyRate), v.hourlyRateInvalid);
    await fillWorkStep(page);
    await expect(textbox(page, fields.hourlyRate)).toHaveValue('$12.500');

    // Atrás twice and forward again: nothing is lost.
    await pressBack(page);
    await expect(stepHeading(page, steps.background)).toBeFocused();
    await expect(radio(page, fields.policeRecord, choices.yesNo.No)).toBeChecked();
    await pressBack(page);
    await expect(textbox(page, fields.agentName)).toHaveValue(agent.name);
    await expect(passwordField(page, fields.password)).toHaveValue(agent.password);
    await nextStep(page, steps.background, registrationTexts.stepOf(2, 4));
    await nextStep(page, steps.work, registrationTexts.stepOf(3, 4));
    await expect(textbox(page, fields.hourlyRate)).toHaveValue('$12.500');
    await expect(page.getByRole('checkbox', { name: choices.services.planchado })).toBeChecked();
    await nextStep(page, steps.personal, registrationTexts.stepOf(4, 4));

    // Step 4: the personal data and an address chosen among the suggestions.
    await pressSubmit(page);
    await expectFieldError(page.getByRole('radiogroup', { name: fields.gender }), v.genderRequired);
    await expectFieldError(addressSearch(page), v.agentAddressRequired);
    await fillPersonalStep(page);

    await pressSubmit(page);
    await expect(page.getByRole('heading', { name: words.success.title })).toBeFocused();
    await expect(page.getByText(words.success.body(agent.email))).toBeVisible();
    // The success screen moves on by itself after a few seconds; the clock skips them.
    await page.clock.fastForward(SUCCESS_SCREEN_MS);
    await expect(page).toHaveURL('/signin');
    await expect(
      page.getByText(authTexts.signIn.awaitingConfirmationBody(agent.email)),
    ).toBeVisible();

    await page.goto(await linkFromMailbox(request, agent.email, '/api/auth/verify-email'));
    await expect(page).toHaveURL('/signin?verified=1');
    await signIn(page, agent.email, agent.password);
    await expect(page).toHaveURL('/agent-dashboard');
    await expect(
      page.getByRole('heading', { name: dashboardTexts.greeting(agent.name) }),
    ).toBeVisible();
  });

  test.describe('with an email that already has an account', () => {
    // Registering the same email twice is refused (409); the browser logs that request itself.
    test.use({ expectedConsoleErrors: [/Failed to load resource.*409/] });

    test('shows the refusal on step 1, on the email, with nothing lost', async ({
      page,
      request,
    }) => {
      const taken = await signUp(request, 'agent');
      const agent = { ...newAgent(), email: taken.email };
      await page.goto('/agent-signup');
      await fillAllSteps(page, agent);
      await pressSubmit(page);

      await expect(textbox(page, fields.email)).toBeFocused();
      await expectFieldError(textbox(page, fields.email), authTexts.errors.emailTaken);
      await expect(stepHeading(page, steps.account)).toBeVisible();
      await expect(textbox(page, fields.agentName)).toHaveValue(agent.name);
    });
  });
});
