import type { Page } from '@playwright/test';
import { agentFilesTexts } from '@brillo/domain/texts/agent-files.es-CL';
import { dashboardTexts } from '@brillo/domain/texts/dashboard.es-CL';
import { DEMO_PASSWORD } from '../apps/api/src/db/seed-data.ts';
import { confirmedAccount, type TestAccount } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { signInAs } from './support/sign-in.ts';

/**
 * The agent dashboard (issue 11, spec §2 "Agent dashboard"): every part, empty for a new agent
 * and filled for the demo agent, whose bookings `npm run test:e2e` seeds into its fresh database
 * (e2e/support/seed-demo.ts) as `npm start` does.
 */
const texts = dashboardTexts;

/** Valentina, the demo agent with bookings from the demo customer (apps/api/src/db/seed-bookings.ts). */
const demoAgent: TestAccount = {
  name: 'Valentina Rojas Muñoz',
  email: 'agente@brillo.test',
  password: DEMO_PASSWORD,
  role: 'agent',
};

async function openDashboardAs(page: Page, account: TestAccount) {
  await signInAs(page, account);
  await expect(page).toHaveURL('/agent-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: texts.agentTitle })).toBeVisible();
}

const region = (page: Page, name: string | RegExp) => page.getByRole('region', { name });

async function expectFilledDashboard(page: Page) {
  await expect(
    page.getByRole('heading', { level: 2, name: texts.greeting(demoAgent.name) }),
  ).toBeVisible();
  await expect(page.getByText(/^Te uniste a Brillo el /)).toBeVisible();
  await expect(page.getByText(agentFilesTexts.avatar.editHint)).toBeVisible();
  // Ratings 4, 5 and 4: a mean of 4,33 shows four whole stars (decision 29).
  await expect(page.getByRole('img', { name: '4 de 5 estrellas' })).toBeVisible();
  await expect(page.getByText(/^“Llevo diez años limpiando/)).toBeVisible();

  const active = region(page, texts.active.title);
  const card = active.getByRole('article', { name: 'Servicio para Matías González Soto' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: 'cliente@brillo.test' })).toBeVisible();
  await expect(card.getByRole('link', { name: '+56987654321' })).toBeVisible();
  await expect(card).toContainText('Av. Irarrázaval 2450, Ñuñoa, Santiago');
  await expect(card).toContainText('Depto. 504');
  await expect(card).toContainText(`${texts.active.hourlyRate}:$8.500`);
  await expect(card).toContainText(texts.active.total);

  const pending = region(page, new RegExp(`^${texts.bookings.pendingTitle}`));
  await expect(pending.getByText('Matías, de Ñuñoa')).toHaveCount(2);
  await expect(pending).not.toContainText('cliente@brillo.test');
  await expect(pending).not.toContainText('Irarrázaval');
  const accepted = region(page, new RegExp(`^${texts.bookings.acceptedTitle}`));
  await expect(accepted.getByText('Matías González Soto')).toBeVisible();

  const profile = region(page, texts.profile.title);
  await expect(profile).toContainText('agente@brillo.test');
  await expect(profile).toContainText('+56981234567');
  await expect(profile).toContainText('Chilena');
  await expect(profile).toContainText(texts.profile.lastConnection);
  await expect(profile.getByText(agentFilesTexts.docs.complete)).toBeVisible();

  const actions = region(page, texts.actions.title);
  const items = actions.getByRole('listitem');
  await expect(items.filter({ hasText: texts.actions.pending })).toContainText('2 reservas');
  // Accepted counts every payment state (paid, waiting, failed); canceladas, rejected and cancelled.
  await expect(items.filter({ hasText: texts.actions.accepted })).toContainText('3 reservas');
  await expect(items.filter({ hasText: texts.actions.closed })).toContainText('4 reservas');
  await expect(items.filter({ hasText: texts.actions.rejected })).toContainText('4 reservas');
}

test.describe('a new agent', () => {
  test('sees every part of the dashboard with its honest empty state', async ({
    page,
    request,
  }) => {
    const agent = await confirmedAccount(request, 'agent');
    await openDashboardAs(page, agent);

    await expect(
      page.getByRole('heading', { level: 2, name: texts.greeting(agent.name) }),
    ).toBeVisible();
    await expect(page.getByText(agentFilesTexts.avatar.editHint)).toBeVisible();
    await expect(page.getByText(texts.rating.none)).toBeVisible();
    await expect(page.getByText(texts.bio.empty)).toBeVisible();
    await expect(page.getByText(texts.active.empty)).toBeVisible();
    await expect(page.getByText(texts.bookings.pendingEmpty)).toBeVisible();
    await expect(page.getByText(texts.bookings.acceptedEmpty)).toBeVisible();

    const profile = region(page, texts.profile.title);
    await expect(profile).toContainText(agent.email);
    await expect(profile.getByText(agentFilesTexts.docs.missingWarning)).toBeVisible();
    await expect(profile.getByText(agentFilesTexts.docs.missingId)).toBeVisible();
    await expect(profile.getByText(agentFilesTexts.docs.missingCertificate)).toBeVisible();
    await expect(
      profile.getByRole('link', { name: agentFilesTexts.docs.dashboardLink }),
    ).toHaveAttribute('href', '/docs');

    const actions = region(page, texts.actions.title);
    const items = actions.getByRole('listitem');
    await expect(items).toHaveCount(4);
    await expect(items.filter({ hasText: texts.actions.pending })).toContainText('0 reservas');
    await expect(items.filter({ hasText: texts.actions.accepted })).toContainText('0 reservas');
    await expect(items.filter({ hasText: texts.actions.closed })).toContainText('0 reservas');
    await expect(items.filter({ hasText: texts.actions.rejected })).toContainText('0 reservas');
    for (const [label, href] of [
      [texts.actions.pending, '/pending'],
      [texts.actions.accepted, '/accepted'],
      [texts.actions.closed, '/closed'],
      [texts.actions.rejected, '/rejected'],
    ] as const) {
      await expect(actions.getByRole('link', { name: label })).toHaveAttribute('href', href);
    }

    // The refer-a-colleague banner opens from the keyboard.
    const toggle = page.getByRole('button', { name: texts.referral.title });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('link', { name: texts.referral.link }).click();
    await expect(page).toHaveURL('/agent-signup');

    await page.goto('/agent-dashboard');
    await actions.getByRole('link', { name: texts.actions.addAvailability }).click();
    await expect(page).toHaveURL('/schedules');
  });
});

test.describe('the demo agent', () => {
  test('sees the paid service, the requests, the rating and the counts', async ({ page }) => {
    await openDashboardAs(page, demoAgent);
    await expectFilledDashboard(page);
    await expectNoViolations(page);
  });
});

test.describe('on a 360px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the filled dashboard stacks without scrolling sideways', async ({ page }) => {
    await openDashboardAs(page, demoAgent);
    await expectFilledDashboard(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, '/agent-dashboard scrolls sideways').toBeLessThanOrEqual(360);
    // Stacked in the spec's order: the paid services above the profile panel.
    const activeBox = await region(page, texts.active.title).boundingBox();
    const profileBox = await region(page, texts.profile.title).boundingBox();
    expect(activeBox && profileBox && activeBox.y < profileBox.y).toBe(true);
    await expectNoViolations(page);
  });
});
