import type { Page } from '@playwright/test';
import { agentFilesTexts } from '@brillo/domain/texts/agent-files.es-CL';
import { dashboardTexts } from '@brillo/domain/texts/dashboard.es-CL';
import { apiAs, confirmedAccount } from './support/accounts.ts';
import { openAgentDashboard } from './support/agent-screens.ts';
import { expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { holdTheApp, openAsPainted, started } from './support/held-app.ts';

/**
 * The agent dashboard (issue 11, spec §2 "Agent dashboard"): every part of it with its empty
 * state, for a new agent. The demo agent's filled dashboard is read in `demo-data.spec.ts`.
 */
const texts = dashboardTexts;

const region = (page: Page, name: string | RegExp) => page.getByRole('region', { name });

test.describe('the header painted from the HTML (ADR-087)', () => {
  test('shows the greeting, join date and biography before any script, and keeps them in place', async ({
    page,
    request,
    playwright,
    baseURL,
  }) => {
    // A sign-in, then three axe checks at two widths while the other journeys run beside it.
    test.setTimeout(120_000);
    const agent = await confirmedAccount(request, 'agent');
    const bio = 'Ordeno <cocinas> & baños.\nDe lunes a sábado.';
    const agentApi = await apiAs(playwright, baseURL ?? '', agent);
    const saved = await agentApi.patch('/api/agents/bio', { data: { bio } });
    expect(saved.status(), await saved.text()).toBe(200);
    await openAgentDashboard(page, agent);
    const biography = page.getByText(texts.bio.shown(bio));
    const joined = page.getByText(/^Te uniste a Brillo el \d+ de \p{L}+ de \d{4}$/u);
    await expect(joined).toBeVisible();
    const settled = await biography.boundingBox();

    // As a slow phone shows it while the app's scripts are on their way.
    const app = await holdTheApp(page);
    await openAsPainted(page, '/agent-dashboard');
    await expect(
      page.getByRole('heading', { level: 2, name: texts.greeting(agent.name) }),
    ).toBeVisible();
    await expect(joined).toBeVisible();
    await expect(biography).toBeVisible();
    await expect(started(page)).toHaveCount(0);
    expect(await biography.boundingBox()).toEqual(settled);
    await expectNoViolations(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoViolations(page);
    const painted = await biography.boundingBox();
    // The app renders the page anew over it, from what the page came with: nothing moves.
    await app.release();
    await expect(started(page)).toHaveCount(1);
    await expect(biography).toBeVisible();
    expect(await biography.boundingBox()).toEqual(painted);
    await expect(page.getByText(texts.bookings.pendingEmpty)).toBeVisible();
    expect(await biography.boundingBox()).toEqual(painted);
    await expectNoViolations(page);
  });
});

test.describe('a new agent', () => {
  test('sees every part of the dashboard with its honest empty state', async ({
    page,
    request,
  }) => {
    const agent = await confirmedAccount(request, 'agent');
    await openAgentDashboard(page, agent);

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
    // A new agent works in the comuna of the address given at sign-up (PD-43).
    await expect(profile).toContainText(`${texts.profile.serviceComunas}:Providencia`);
    await expect(
      profile.getByRole('link', { name: texts.profile.changeServiceComunas }),
    ).toHaveAttribute('href', '/bio');
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
