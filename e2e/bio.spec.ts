import type { Page } from '@playwright/test';
import { BIO_MAX_LENGTH } from '@brillo/domain/contracts/agent-profile';
import { agentProfileTexts } from '@brillo/domain/texts/agent-profile.es-CL';
import { dashboardTexts } from '@brillo/domain/texts/dashboard.es-CL';
import { confirmedAccount } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { signInAs } from './support/sign-in.ts';

/**
 * The agent's biography (issue 11): /bio shows the current one, or the spec's fallback, and a
 * form with the live 1,000-character counter. Each test signs in a new agent, who has none.
 */
const texts = agentProfileTexts.bio;

async function signInAsNewAgent(page: Page, request: Parameters<typeof confirmedAccount>[0]) {
  const agent = await confirmedAccount(request, 'agent');
  await signInAs(page, agent);
  await expect(page).toHaveURL('/agent-dashboard');
  return agent;
}

const field = (page: Page) => page.getByRole('textbox', { name: texts.label });
const areaTexts = agentProfileTexts.serviceArea;
/** The comunas search of the service area (decision 43), and its chips. */
const comunaSearch = (page: Page) =>
  page.getByRole('region', { name: areaTexts.title }).getByLabel(areaTexts.searchLabel, {
    exact: true,
  });
const chips = (page: Page) => page.locator('.mantine-MultiSelect-pill');
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test.describe('an agent', () => {
  test('writes a biography, watches the counter, saves it and finds it after a reload', async ({
    page,
    request,
  }) => {
    await signInAsNewAgent(page, request);
    await page.getByRole('link', { name: texts.dashboardLink }).click();
    await expect(page).toHaveURL('/bio');
    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    await expect(page.getByText(texts.empty)).toBeVisible();
    await expect(page.getByText('0 de 1.000 caracteres')).toBeVisible();

    await field(page).fill('  Limpio con cariño y mis propios productos 🧽  ');
    await expect(page.getByText('43 de 1.000 caracteres')).toBeVisible();
    await page.getByRole('button', { name: texts.save }).click();
    await expect(toast(page, texts.updated)).toBeVisible();
    const quoted = '“Limpio con cariño y mis propios productos 🧽”';
    await expect(page.getByText(quoted)).toBeVisible();

    await page.reload();
    await expect(page.getByText(quoted)).toBeVisible();
    await expect(field(page)).toHaveValue('Limpio con cariño y mis propios productos 🧽');

    await page.getByRole('button', { name: texts.save }).click();
    await expect(toast(page, texts.unchanged)).toBeVisible();

    await page.getByRole('link', { name: dashboardTexts.backToDashboard }).click();
    await expect(page).toHaveURL('/agent-dashboard');
    await expect(
      page.getByRole('heading', { level: 1, name: dashboardTexts.agentTitle }),
    ).toBeVisible();
  });

  test('pastes an over-long text: kept whole, marked, and not saved', async ({ page, request }) => {
    await signInAsNewAgent(page, request);
    await page.goto('/bio');
    const long = 'a'.repeat(BIO_MAX_LENGTH + 20);
    await field(page).fill(long);
    await expect(field(page)).toHaveValue(long);
    await expect(page.getByText('1.020 de 1.000 caracteres')).toBeVisible();
    await expect(field(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(texts.tooLong('1.000'))).toBeVisible();
    await page.getByRole('button', { name: texts.save }).click();
    await expect(field(page)).toHaveValue(long);

    await page.reload();
    await expect(page.getByText(texts.empty)).toBeVisible();
  });
});

test.describe('an agent’s service area', () => {
  test('starts with their own comuna, adds two by searching, saves and finds them after a reload', async ({
    page,
    request,
  }) => {
    await signInAsNewAgent(page, request);
    await page.goto('/bio');
    const area = page.getByRole('region', { name: areaTexts.title });
    await expect(area.getByRole('heading', { level: 2, name: areaTexts.title })).toBeVisible();
    await expect(chips(page)).toHaveText(['Providencia']);
    await expect(area.getByText(areaTexts.chosen(1))).toBeVisible();

    // Typed without accents, taken with Enter (which sends nothing while searching).
    await comunaSearch(page).fill('nunoa');
    await expect(page.getByRole('option', { name: 'Ñuñoa' })).toBeVisible();
    await comunaSearch(page).press('Enter');
    await expect(chips(page)).toHaveText(['Ñuñoa', 'Providencia']);
    await expect(toast(page, areaTexts.updated)).toHaveCount(0);
    await comunaSearch(page).fill('maipu');
    await page.getByRole('option', { name: 'Maipú' }).click();
    await expect(chips(page)).toHaveText(['Maipú', 'Ñuñoa', 'Providencia']);
    await expect(area.getByText(areaTexts.chosen(3))).toBeVisible();
    await comunaSearch(page).press('Escape');
    await expectNoViolations(page);
    await area.getByRole('button', { name: areaTexts.save }).click();
    await expect(toast(page, areaTexts.updated)).toBeVisible();

    await page.reload();
    await expect(chips(page)).toHaveText(['Maipú', 'Ñuñoa', 'Providencia']);

    // Backspace removes the last chip; with none left, saving is refused before sending.
    await comunaSearch(page).click();
    for (let chip = 0; chip < 3; chip += 1) await comunaSearch(page).press('Backspace');
    await expect(chips(page)).toHaveCount(0);
    await comunaSearch(page).press('Escape');
    await area.getByRole('button', { name: areaTexts.save }).click();
    await expect(area.getByText(areaTexts.empty)).toBeVisible();
    await page.reload();
    await expect(chips(page)).toHaveText(['Maipú', 'Ñuñoa', 'Providencia']);
  });
});

test.describe('on a 360px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('an agent edits the biography without scrolling sideways', async ({ page, request }) => {
    await signInAsNewAgent(page, request);
    await page.goto('/bio');
    await field(page).fill('Ordeno, limpio y me encargo del jardín.');
    await page.getByRole('button', { name: texts.save }).click();
    await expect(toast(page, texts.updated)).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, '/bio scrolls sideways').toBeLessThanOrEqual(360);
    await expectNoViolations(page);
  });

  test('an agent chooses comunas without scrolling sideways', async ({ page, request }) => {
    await signInAsNewAgent(page, request);
    await page.goto('/bio');
    await expect(chips(page)).toHaveText(['Providencia']);
    await comunaSearch(page).fill('las condes');
    await page.getByRole('option', { name: 'Las Condes' }).click();
    await comunaSearch(page).press('Escape');
    await page.getByRole('button', { name: areaTexts.save }).click();
    await expect(toast(page, areaTexts.updated)).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, '/bio scrolls sideways').toBeLessThanOrEqual(360);
    await expectNoViolations(page);
    await page.screenshot({ path: 'test-results/service-area-360.png', fullPage: true });
  });
});
