import type { Page } from '@playwright/test';
import { dashboardTexts } from '@brillo/domain/texts/dashboard.es-CL';
import type { TestAccount } from './accounts.ts';
import { expect } from './fixtures.ts';
import { signInAs } from './sign-in.ts';

/** One of the agent's booking lists (/pending, /accepted, /rejected, /closed), by its title. */
export const bookingList = (page: Page, title: string) => page.getByRole('list', { name: title });

/** From the agent dashboard, through the booking screen's link, as the agent would go. */
export async function openFromDashboard(page: Page, label: string, title: string) {
  await page.goto('/agent-dashboard');
  await page
    .getByRole('region', { name: dashboardTexts.actions.title })
    .getByRole('link', { name: label })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** Signs in as the agent and waits for the agent dashboard. */
export async function openAgentDashboard(page: Page, account: TestAccount) {
  await signInAs(page, account);
  await expect(page).toHaveURL('/agent-dashboard');
  await expect(
    page.getByRole('heading', { level: 1, name: dashboardTexts.agentTitle }),
  ).toBeVisible();
}
