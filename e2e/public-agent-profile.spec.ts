import type { APIRequestContext, Page } from '@playwright/test';
import { AvailableAgentsSchema } from '@brillo/domain/contracts/discovery';
import { SessionSchema } from '@brillo/domain/contracts/session';
import { discoveryTexts } from '@brillo/domain/texts/discovery.es-CL';
import { favouritesTexts } from '@brillo/domain/texts/favourites.es-CL';
import { authTexts } from '@brillo/domain/texts/auth.es-CL';
import { publicAgentTexts } from '@brillo/domain/texts/public-agent.es-CL';
import { verificationTexts } from '@brillo/domain/texts/verification.es-CL';
import { addCalendarDays, formatDayHeading, todayIn } from '@brillo/domain/zoned-time';
import { apiAs, confirmedAccount, linkFromMailbox } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { demoAgent } from './support/demo-accounts.ts';
import { expect, test } from './support/fixtures.ts';
import {
  chooseFirstAddress,
  fields,
  fillAccountStep,
  newPerson,
  pressNext,
  pressSubmit,
  radio,
  select,
  stepHeading,
  textbox,
  words,
} from './support/registration.ts';
import { signIn } from './support/sign-in.ts';

/**
 * The public agent profile (PD-45): a signed-out visitor reads the demo agent Valentina, verified
 * and rated by the demo customer (seed-bookings.ts: 4, 5 and 4 stars), and is asked to sign in to
 * book. Nothing here changes the demo data.
 */
const texts = publicAgentTexts;
const ZONE = 'America/Santiago';

/**
 * Valentina's id, from the agents of one of the next days: she rests one weekday, and the demo
 * bookings hold some of her first slots.
 */
async function demoAgentId(request: APIRequestContext): Promise<string> {
  const today = todayIn('America/Santiago');
  for (let ahead = 1; ahead <= 13; ahead += 1) {
    const response = await request.get('/api/agents/available', {
      params: { day: addCalendarDays(today, ahead) },
    });
    expect(response.status()).toBe(200);
    // Other journeys' agents may carry her name; the demo's is the verified one.
    const found = AvailableAgentsSchema.parse(await response.json()).agents.find(
      (agent) => agent.name === demoAgent.name && agent.verified,
    );
    if (found) return found.id;
  }
  throw new Error('the demo agent offers no slot in the next 13 days');
}

/** axe at a small phone's width and a desktop's, with a screenshot of each to look at. */
async function checkAtBothWidths(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoViolations(page);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test('a signed-out visitor reads a verified agent’s profile and is asked to sign in to book', async ({
  page,
  request,
}) => {
  const id = await demoAgentId(request);
  await page.goto(`/agentes/${id}`);

  await expect(page.getByRole('heading', { level: 1, name: demoAgent.name })).toBeVisible();
  await expect(page.getByText(verificationTexts.badge, { exact: true })).toBeVisible();

  // The breakdown is text a screen reader reads, one line a star.
  const breakdown = page.getByRole('list', { name: texts.breakdownLabel });
  await expect(breakdown.getByRole('listitem')).toHaveText([
    texts.starLine(5, 1),
    texts.starLine(4, 2),
    texts.starLine(3, 0),
    texts.starLine(2, 0),
    texts.starLine(1, 0),
  ]);

  const reviews = page.getByRole('region', { name: texts.reviewsTitle });
  await expect(reviews.getByText('Impecable, la casa quedó brillando.')).toBeVisible();
  await expect(reviews.getByText(/^Matías · \p{L}+ de \d{4}$/u)).toHaveCount(3);
  // The customer's surname never shows.
  await expect(page.getByText('González')).toHaveCount(0);

  const days = page.getByRole('region', { name: texts.daysTitle });
  await expect(days.getByRole('listitem').first()).toBeVisible();
  await expect(days.getByRole('heading', { name: texts.signInTitle })).toBeVisible();
  await checkAtBothWidths(page, 'public-agent-profile');

  await days
    .getByRole('navigation', { name: texts.signInActions })
    .getByRole('link', { name: texts.signIn })
    .click();
  // Signing in from here comes back to this profile.
  await expect(page).toHaveURL(`/signin?next=${encodeURIComponent(`/agentes/${id}`)}`);
  await expect(page.getByRole('heading', { level: 1, name: authTexts.signIn.title })).toBeVisible();
});

test('a visitor chooses a slot on a profile, signs in, comes back to that slot and books it; the agent saved on its profile is in Mis agentes', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const agent = await confirmedAccount(request, 'agent', { name: 'Paula Perfil Reyes' });
  const customer = await confirmedAccount(request, 'customer');
  const day = addCalendarDays(todayIn(ZONE), 4);
  const agentApi = await apiAs(playwright, baseURL ?? '', agent);
  const created = await agentApi.post('/api/agents/slots', {
    data: { slots: [{ startTime: `${day}T13:00Z`, endTime: `${day}T16:00Z` }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const me = await agentApi.get('/api/session');
  const agentId = SessionSchema.parse(await me.json()).user.id;
  await agentApi.dispose();

  // Signed out: the day, then the slot; booking it asks for an account.
  await page.goto(`/agentes/${agentId}`);
  await expect(page.getByRole('heading', { level: 1, name: agent.name })).toBeVisible();
  const heading = formatDayHeading(day, ZONE);
  await page.getByRole('button', { name: texts.dayLink(heading) }).click();
  const slots = page.getByRole('region', { name: texts.slotsTitle(heading) });
  await slots.getByRole('button', { name: /3 horas$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/agentes/${agentId}\\?day=${day}&slot=`));
  const chosenUrl = page.url();
  const signInCard = page.getByRole('region', { name: texts.slotSignInTitle });
  await expect(signInCard).toBeVisible();
  await checkAtBothWidths(page, 'public-agent-slot-signed-out');

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInCard.getByRole('link', { name: texts.signIn }).click();
  await expect(page.getByRole('heading', { level: 1, name: authTexts.signIn.title })).toBeVisible();
  await signIn(page, customer.email, customer.password);

  // Back on the same slot, its confirmation ready.
  await expect(page).toHaveURL(chosenUrl);
  const confirm = page.getByRole('region', { name: discoveryTexts.confirm.title });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByText(heading)).toBeVisible();
  await checkAtBothWidths(page, 'public-agent-slot-confirm');
  await page.setViewportSize({ width: 1280, height: 900 });
  await confirm.getByRole('button', { name: discoveryTexts.confirm.submit }).click();
  await expect(page.getByText(discoveryTexts.confirm.success)).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await expect(slots.getByText(texts.noSlots)).toBeVisible();
  const bookings = await page.request.get('/api/v1/customers/bookings', {
    params: { status: 'pending' },
  });
  expect(await bookings.text()).toContain(agent.name);

  // Saved from its profile, the agent is in 'Mis agentes'.
  const save = page.getByRole('button', { name: favouritesTexts.toggle.saveLabel(agent.name) });
  await save.click();
  await expect(
    page.getByRole('button', { name: favouritesTexts.toggle.removeLabel(agent.name) }),
  ).toHaveAttribute('aria-pressed', 'true');
  await checkAtBothWidths(page, 'public-agent-saved');
  await page.goto('/mis-agentes');
  await expect(
    page
      .getByRole('list', { name: favouritesTexts.page.listLabel })
      .getByRole('article', { name: agent.name }),
  ).toBeVisible();
});

test('a visitor who chooses a slot and signs up comes back to it once the email is confirmed', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const agent = await confirmedAccount(request, 'agent', { name: 'Inés Registro Vidal' });
  const day = addCalendarDays(todayIn(ZONE), 5);
  const agentApi = await apiAs(playwright, baseURL ?? '', agent);
  const created = await agentApi.post('/api/agents/slots', {
    data: { slots: [{ startTime: `${day}T13:00Z`, endTime: `${day}T15:00Z` }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const me = await agentApi.get('/api/session');
  const agentId = SessionSchema.parse(await me.json()).user.id;
  await agentApi.dispose();

  await page.goto(`/agentes/${agentId}`);
  const heading = formatDayHeading(day, ZONE);
  await page.getByRole('button', { name: texts.dayLink(heading) }).click();
  await page
    .getByRole('region', { name: texts.slotsTitle(heading) })
    .getByRole('button', { name: /2 horas$/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/agentes/${agentId}\\?day=${day}&slot=`));
  const chosenUrl = page.url();
  await page
    .getByRole('region', { name: texts.slotSignInTitle })
    .getByRole('link', { name: texts.signUp })
    .click();

  // The customer's sign-up, both steps.
  const customer = newPerson('Tomás Vuelta Araya', '87650123');
  await expect(page.getByRole('heading', { level: 1, name: words.customerTitle })).toBeVisible();
  await fillAccountStep(page, fields.customerName, customer);
  await pressNext(page);
  await expect(stepHeading(page, words.steps.personal)).toBeFocused();
  await radio(page, fields.gender, words.choices.customerGender.other).check();
  await select(page, fields.day).focus();
  await page.keyboard.type('2');
  await page.keyboard.press('Tab');
  await page.keyboard.type('nov');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1988');
  await select(page, fields.nationality).focus();
  await page.keyboard.type('Pe');
  await expect(select(page, fields.nationality)).toHaveValue('Peruvian');
  await chooseFirstAddress(page, 'Irarrázaval 2401, ñuñoa');
  await textbox(page, fields.addressExtra).fill('Depto 504');
  await textbox(page, fields.postcode).fill('7750000');
  await pressSubmit(page);
  await expect(page.getByRole('heading', { name: words.success.title })).toBeFocused();

  // The confirmation link opens sign-in without the return path; signing in still comes back.
  await page.goto(await linkFromMailbox(request, customer.email, '/api/auth/verify-email'));
  await expect(page).toHaveURL('/signin?verified=1');
  await signIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(chosenUrl);
  await expect(page.getByRole('region', { name: discoveryTexts.confirm.title })).toBeVisible();
});
