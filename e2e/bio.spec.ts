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
});
