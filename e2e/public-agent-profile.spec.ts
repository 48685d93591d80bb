import type { APIRequestContext, Page } from '@playwright/test';
import { AvailableAgentsSchema } from '@brillo/domain/contracts/discovery';
import { authTexts } from '@brillo/domain/texts/auth.es-CL';
import { publicAgentTexts } from '@brillo/domain/texts/public-agent.es-CL';
import { verificationTexts } from '@brillo/domain/texts/verification.es-CL';
import { addCalendarDays, todayIn } from '@brillo/domain/zoned-time';
import { expectNoViolations } from './support/axe.ts';
import { demoAgent } from './support/demo-accounts.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * The public agent profile (PD-45): a signed-out visitor reads the demo agent Valentina, verified
 * and rated by the demo customer (seed-bookings.ts: 4, 5 and 4 stars), and is asked to sign in to
 * book. Nothing here changes the demo data.
 */
const texts = publicAgentTexts;

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
  await expect(page).toHaveURL('/signin');
  await expect(page.getByRole('heading', { level: 1, name: authTexts.signIn.title })).toBeVisible();
});
