import type { Page } from '@playwright/test';
import { discoveryTexts } from '@brillo/domain/texts/discovery.es-CL';
import { publicAgentTexts } from '@brillo/domain/texts/public-agent.es-CL';
import { registrationTexts } from '@brillo/domain/texts/registration.es-CL';
import { expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import {
  FIND_AGENT_PASSWORD,
  findAgentAgents,
  findAgentCustomer,
  findAgentDay,
} from './support/find-agent-journey-data.ts';
import { signInAs } from './support/sign-in.ts';

/**
 * Choosing an agent (decisions 43 and 44): a customer in Ñuñoa sees only the agents who work in
 * Ñuñoa on the journey's day, widens to every comuna, keeps the agents who iron ('Planchado') and
 * are rated 4 or more, opens one's public profile and reads the reviews, comes back with the
 * filters kept and books her. The agents, their reviews and the customer are the journey's own
 * (find-agent-journey-data.ts), on a day no other journey uses.
 */
const texts = discoveryTexts;
const serviceNames = registrationTexts.choices.services;
const { inNunoaIroning, inNunoaCooking, elsewhereIroning, elsewhereLowRated } = findAgentAgents;

const cardNames = (page: Page) =>
  page.getByRole('region', { name: /^Agentes disponibles el/ }).getByRole('article');
/** The day's cards, by the names they carry, in their order. */
async function expectCards(page: Page, names: string[]) {
  await expect
    .poll(() =>
      cardNames(page).evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label'))),
    )
    .toEqual(names);
}
const count = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^(\d+ agentes?|Actualizando…)$/ });

/** axe at a small phone's width and a desktop's, with a screenshot of each to look at. */
async function checkAtBothWidths(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoViolations(page);
    // Nothing wider than the screen at 360 px.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test('a customer in Ñuñoa finds an agent who irons, reads her reviews and books her', async ({
  page,
}) => {
  // Four screens, each checked with axe at two widths: about three times a journey's usual
  // length (96 s on a busy 2-core machine, where it ran past 60 s in CI).
  test.setTimeout(180_000);
  const day = findAgentDay();
  await signInAs(page, {
    name: findAgentCustomer.name,
    email: findAgentCustomer.email,
    password: FIND_AGENT_PASSWORD,
    role: 'customer',
  });
  await expect(page).toHaveURL('/customer-dashboard');
  await page.goto(`/customer-dashboard?day=${day}`);

  // Only the agents who work in Ñuñoa, soonest first.
  await expect(count(page)).toHaveText(texts.filters.count(2));
  await expect(page.getByText(texts.filters.worksIn('Ñuñoa')).first()).toBeVisible();
  await expectCards(page, [inNunoaCooking.name, inNunoaIroning.name]);
  await checkAtBothWidths(page, 'find-agent-comuna');

  // 'Ver todas las comunas': every agent of the day, and the switch in the address.
  await page.getByRole('switch', { name: texts.filters.allComunas }).click();
  await expect(page).toHaveURL(/comunas=todas/);
  await expect(count(page)).toHaveText(texts.filters.count(4));
  await expect(page.getByText(texts.filters.everyComuna)).toBeVisible();

  // Those who iron, rated 4 or more.
  const filters = page.getByRole('group', { name: texts.filters.label });
  await filters.getByRole('checkbox', { name: serviceNames.planchado }).click();
  await expect(count(page)).toHaveText(texts.filters.count(3));
  await filters
    .getByRole('combobox', { name: texts.filters.minRating })
    .selectOption({ label: texts.filters.ratingFrom('4,0') });
  await expect(count(page)).toHaveText(texts.filters.count(2));
  await expectCards(page, [inNunoaIroning.name, elsewhereIroning.name]);
  await expect(page).toHaveURL(/servicios=planchado&calificacionMin=4&comunas=todas/);
  await expect(page.getByText(elsewhereLowRated.name)).toHaveCount(0);

  // Best rated first: Inés (4,7) before Rosa (4,5).
  await filters
    .getByRole('combobox', { name: texts.filters.sort })
    .selectOption({ label: texts.filters.sorts.rating });
  await expect(page).toHaveURL(/orden=calificacion/);
  await expectCards(page, [inNunoaIroning.name, elsewhereIroning.name]);
  await checkAtBothWidths(page, 'find-agent-filtered');

  // A filter that leaves nobody offers to widen the search again.
  await filters.getByRole('checkbox', { name: serviceNames.bebes }).click();
  await expect(page.getByText(texts.filters.noMatch)).toBeVisible();
  await expect(count(page)).toHaveText(texts.filters.count(0));
  await checkAtBothWidths(page, 'find-agent-empty');
  await page.goBack();
  await expect(count(page)).toHaveText(texts.filters.count(2));
  await expect(filters.getByRole('checkbox', { name: serviceNames.bebes })).not.toBeChecked();

  // Her public profile and its reviews.
  const ines = page.getByRole('article', { name: inNunoaIroning.name });
  await ines
    .getByRole('link', { name: publicAgentTexts.seeProfileOf(inNunoaIroning.name) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: inNunoaIroning.name })).toBeVisible();
  const reviews = page.getByRole('region', { name: publicAgentTexts.reviewsTitle });
  for (const review of inNunoaIroning.reviews) {
    await expect(reviews.getByText(review.comment)).toBeVisible();
  }

  // Back to the same search: every filter kept, from the address.
  await page.goBack();
  await expect(page).toHaveURL(/servicios=planchado&calificacionMin=4&orden=calificacion/);
  await expect(filters.getByRole('checkbox', { name: serviceNames.planchado })).toBeChecked();
  await expect(page.getByRole('switch', { name: texts.filters.allComunas })).toBeChecked();
  await expectCards(page, [inNunoaIroning.name, elsewhereIroning.name]);

  // And books her.
  await ines.getByRole('button', { name: texts.agents.choose(inNunoaIroning.name) }).click();
  const slots = page.getByRole('region', { name: texts.slots.title(inNunoaIroning.name) });
  await expect(slots.getByRole('button')).toHaveCount(1);
  await slots.getByRole('button').click();
  const card = page.getByRole('region', { name: texts.confirm.title });
  await expect(card).toContainText(inNunoaIroning.name);
  await card.getByRole('button', { name: texts.confirm.submit }).click();
  await expect(page.getByRole('alert').filter({ hasText: texts.confirm.success })).toBeVisible();
  // Her slot is requested: she leaves the day's agents, and the count follows.
  await expect(count(page)).toHaveText(texts.filters.count(1));
});
