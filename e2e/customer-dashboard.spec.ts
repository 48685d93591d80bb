import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { CreatedSlotsSchema } from '@brillo/domain/contracts/slots';
import { bookingTexts } from '@brillo/domain/texts/bookings.es-CL';
import { customerBookingsTexts } from '@brillo/domain/texts/customer-bookings.es-CL';
import { discoveryTexts } from '@brillo/domain/texts/discovery.es-CL';
import { addCalendarDays, todayIn } from '@brillo/domain/zoned-time';
import { apiAs, confirmedAccount } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { holdTheApp, openAsPainted, started } from './support/held-app.ts';
import { worksWhereCustomersLive } from './support/service-area.ts';
import { signInAs } from './support/sign-in.ts';
import { customerBookingPaths } from '@brillo/domain/contracts/paths';

/**
 * The customer dashboard (issue 13; spec §2 "Customer dashboard"; ADR-039): pick a day, an agent
 * and a slot, confirm. Each journey makes its own agent, slots and customer, each on a day of its
 * own; the demo customer's dashboard, as seeded, is read in `demo-data.spec.ts`.
 */
const texts = discoveryTexts;

/** The Santiago day `days` after today, and a 10:00–13:00 slot on it (UTC−3 in summer). */
function dayAhead(days: number) {
  const day = addCalendarDays(todayIn('America/Santiago'), days);
  return { day, slot: { startTime: `${day}T13:00Z`, endTime: `${day}T16:00Z` } };
}

/**
 * A new agent with `slots`, and their ids. The agent gets a name of its own: other journeys'
 * agents (with the default name) may have slots on the same day, and the cards are found by name.
 */
async function agentWithSlots(
  request: APIRequestContext,
  playwright: Parameters<typeof apiAs>[0],
  baseURL: string,
  ...slots: { startTime: string; endTime: string }[]
) {
  const agent = await confirmedAccount(request, 'agent', {
    name: `Agente ${Math.random().toString(36).slice(2, 8)} Pruebas`,
  });
  const agentApi = await apiAs(playwright, baseURL, agent);
  // The customer, in Ñuñoa, sees the agents who work there (decision 43).
  await worksWhereCustomersLive(agentApi);
  const created = await agentApi.post('/api/agents/slots', { data: { slots } });
  expect(created.status(), await created.text()).toBe(201);
  const stored = CreatedSlotsSchema.parse(await created.json()).slots;
  return { agent, slotIds: stored.map((slot) => slot.id) };
}

const calendar = (page: Page) => page.getByRole('table', { name: texts.calendar.label });
const tile = (page: Page, title: string) => page.getByRole('region', { name: title });
const agentCard = (page: Page, name: string) => page.getByRole('article', { name });

/** Chooses `day` in the calendar, moving to its month first. */
async function chooseDay(page: Page, day: string) {
  const button = calendar(page).locator(`[data-day="${day}"]`);
  if (!(await button.isVisible())) {
    await page.getByRole('button', { name: texts.calendar.nextMonth }).click();
  }
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

test.describe('the customer dashboard', () => {
  test('a customer books a slot and finds it in Servicios agendados', async ({
    page,
    request,
    playwright,
    baseURL,
  }) => {
    const { day, slot: morning } = dayAhead(20);
    const afternoon = { startTime: `${day}T17:00Z`, endTime: `${day}T20:00Z` };
    const { agent, slotIds } = await agentWithSlots(
      request,
      playwright,
      baseURL ?? '',
      morning,
      afternoon,
    );
    const customer = await confirmedAccount(request, 'customer');
    // One request already, made through the API: the tile counts on from it.
    const customerApi = await apiAs(playwright, baseURL ?? '', customer);
    const first = await customerApi.post(customerBookingPaths.create, {
      data: { availability_id: slotIds[0] },
    });
    expect(first.status(), await first.text()).toBe(201);

    await signInAs(page, customer);
    await expect(page).toHaveURL('/customer-dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.greeting(customer.name));
    // Today is chosen on load, in the address too once the customer moves.
    const today = todayIn('America/Santiago');
    await expect(calendar(page).locator(`[data-day="${today}"]`)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Past days cannot be chosen.
    const yesterday = calendar(page).locator(`[data-day="${addCalendarDays(today, -1)}"]`);
    if (await yesterday.count()) await expect(yesterday).toBeDisabled();
    // The count as a screen reader hears it: '1 servicio'.
    const scheduled = tile(page, texts.tiles.scheduled.title).getByText(/^\d+ servicios?$/);
    await expect(scheduled).toHaveText(texts.tiles.count(1));

    await chooseDay(page, day);
    await expect(page).toHaveURL(`/customer-dashboard?day=${day}`);
    const cardOfAgent = agentCard(page, agent.name);
    await expect(cardOfAgent).toContainText(texts.agents.available);
    await cardOfAgent.getByRole('button', { name: texts.agents.choose(agent.name) }).click();
    await expect(page).toHaveURL(new RegExp(`day=${day}&agent=`));

    // The morning is requested already: the afternoon is the slot left.
    const slots = page.getByRole('region', { name: texts.slots.title(agent.name) });
    await expect(slots.getByRole('button')).toHaveCount(1);
    await slots.getByRole('button').click();
    const card = page.getByRole('region', { name: texts.confirm.title });
    await expect(card).toContainText(agent.name);
    await expect(card).toContainText(/\$\d{1,3}(\.\d{3})*/);
    await card.getByRole('button', { name: texts.confirm.submit }).click();
    await expect(page.getByRole('alert').filter({ hasText: texts.confirm.success })).toBeVisible();
    await expect(card).toBeHidden();
    // The tiles update without a reload.
    await expect(scheduled).toHaveText(texts.tiles.count(2));

    await tile(page, texts.tiles.scheduled.title)
      .getByRole('link', { name: texts.tiles.scheduled.action })
      .click();
    await expect(page).toHaveURL('/pending-services');
    await expect(
      page.getByRole('heading', { level: 1, name: customerBookingsTexts.pending.title }),
    ).toBeVisible();
    await expect(page.getByRole('listitem', { name: new RegExp(agent.name) })).toHaveCount(2);
  });

  test('the greeting is painted from the HTML, before any script, and the app takes over', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    // A sign-in, a page without scripts, then three axe checks at two widths: 52 s alone on a
    // two-core machine, past the default 60 s while the other journeys run beside it.
    test.setTimeout(120_000);
    const customer = await confirmedAccount(request, 'customer');
    await signInAs(page, customer);
    await expect(page).toHaveURL('/customer-dashboard');
    const greeting = (on: Page) =>
      on.getByRole('heading', { level: 1, name: texts.greeting(customer.name) });
    // The same session without JavaScript: the page's first screen is in its HTML (ADR-086).
    const withoutScripts = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    try {
      const bare = await withoutScripts.newPage();
      await bare.goto('/customer-dashboard');
      await expect(greeting(bare)).toBeVisible();
    } finally {
      await withoutScripts.close();
    }
    // As a slow phone shows it while the app's scripts are on their way, at both widths.
    const app = await holdTheApp(page);
    await openAsPainted(page, '/customer-dashboard');
    await expect(greeting(page)).toBeVisible();
    await expect(started(page)).toHaveCount(0);
    await expectNoViolations(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoViolations(page);
    // Then the app renders the page anew over it and fills in its parts.
    await app.release();
    await expect(started(page)).toHaveCount(1);
    await expect(greeting(page)).toBeVisible();
    await expect(tile(page, texts.tiles.scheduled.title)).toBeVisible();
    await expectNoViolations(page);
  });

  test('a day without agents says so, and the address keeps the day', async ({ page, request }) => {
    const customer = await confirmedAccount(request, 'customer');
    await signInAs(page, customer);
    await expect(page).toHaveURL('/customer-dashboard');
    // 80 days ahead: beyond the demo slots and every other journey's.
    const { day } = dayAhead(80);
    await page.goto(`/customer-dashboard?day=${day}`);
    // The customer lives in Ñuñoa (sign-up-bodies.ts): the agents who work there (decision 43).
    await expect(page.getByText(texts.filters.noneInComuna('Ñuñoa'))).toBeVisible();
    await expect(page.getByText(texts.filters.count(0))).toBeVisible();
    await expect(calendar(page).locator(`[data-day="${day}"]`)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Back and forward follow the choice.
    const today = todayIn('America/Santiago');
    await page.goto('/customer-dashboard');
    await expect(calendar(page).locator(`[data-day="${today}"]`)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.goBack();
    await expect(page).toHaveURL(`/customer-dashboard?day=${day}`);
    await expect(page.getByText(texts.filters.noneInComuna('Ñuñoa'))).toBeVisible();
    // Every comuna: still nobody that far ahead.
    await page
      .getByRole('group', { name: texts.filters.widen })
      .getByRole('button', { name: texts.filters.allComunas })
      .click();
    await expect(page).toHaveURL(`/customer-dashboard?day=${day}&comunas=todas`);
    await expect(page.getByText(texts.agents.none)).toBeVisible();
    // A new customer's tiles show their none-messages.
    await expect(tile(page, texts.tiles.toPay.title)).toContainText(texts.tiles.toPay.none);
    await expect(tile(page, texts.tiles.toRate.title)).toContainText(texts.tiles.toRate.none);
  });

  test.describe('when someone else takes the slot first', () => {
    test.use({ expectedConsoleErrors: [/status of 409/] });

    test('shows the Spanish 409 and the slot disappears', async ({
      page,
      request,
      playwright,
      baseURL,
    }) => {
      const { day, slot } = dayAhead(17);
      const { agent, slotIds } = await agentWithSlots(request, playwright, baseURL ?? '', slot);
      const customer = await confirmedAccount(request, 'customer');
      const rival = await confirmedAccount(request, 'customer');
      await signInAs(page, customer);
      await expect(page).toHaveURL('/customer-dashboard');
      await chooseDay(page, day);
      await agentCard(page, agent.name)
        .getByRole('button', { name: texts.agents.choose(agent.name) })
        .click();
      await page
        .getByRole('region', { name: texts.slots.title(agent.name) })
        .getByRole('button')
        .click();
      const card = page.getByRole('region', { name: texts.confirm.title });
      await expect(card).toBeVisible();

      const rivalApi = await apiAs(playwright, baseURL ?? '', rival);
      const taken = await rivalApi.post(customerBookingPaths.create, {
        data: { availability_id: slotIds[0] },
      });
      expect(taken.status(), await taken.text()).toBe(201);

      await card.getByRole('button', { name: texts.confirm.submit }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: bookingTexts.api.slotUnavailable }),
      ).toBeVisible();
      await expect(card).toBeHidden();
      await expect(page.getByText(texts.slots.none)).toBeVisible();
    });
  });

  test('works with the keyboard only', async ({ page, request, playwright, baseURL }) => {
    const { day, slot } = dayAhead(18);
    const { agent } = await agentWithSlots(request, playwright, baseURL ?? '', slot);
    const customer = await confirmedAccount(request, 'customer');
    await signInAs(page, customer);
    await expect(page).toHaveURL('/customer-dashboard');
    await page.goto(`/customer-dashboard?day=${day}`);
    const choose = agentCard(page, agent.name).getByRole('button', {
      name: texts.agents.choose(agent.name),
    });
    await expect(choose).toBeVisible();

    // Tab until the agent's button has the focus.
    for (let step = 0; step < 120 && !(await isFocused(choose)); step += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(choose).toBeFocused();
    // The biography shows while the card has the focus (decision 31).
    await expect(agentCard(page, agent.name).getByText(texts.agents.noBio)).toBeVisible();
    await expect(
      agentCard(page, agent.name).getByRole('button', { name: texts.agents.showBio }),
    ).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: texts.slots.title(agent.name) })).toBeFocused();
    // The heading takes the focus at once; the slots come with their read.
    await expect(
      page
        .getByRole('region', { name: texts.slots.title(agent.name) })
        .getByRole('button', { name: new RegExp(texts.slots.hours('3')) }),
    ).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const card = page.getByRole('region', { name: texts.confirm.title });
    await expect(card.getByRole('heading', { name: texts.confirm.title })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(card.getByRole('button', { name: texts.confirm.submit })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: texts.confirm.success })).toBeVisible();
  });

  test.describe('on a 360 px phone', () => {
    test.use({ viewport: { width: 360, height: 800 }, hasTouch: true });

    test('a new customer books and sees it counted', async ({
      page,
      request,
      playwright,
      baseURL,
    }) => {
      const { day, slot } = dayAhead(19);
      const { agent } = await agentWithSlots(request, playwright, baseURL ?? '', slot);
      const customer = await confirmedAccount(request, 'customer');
      await signInAs(page, customer);
      await expect(page).toHaveURL('/customer-dashboard');
      await expect(tile(page, texts.tiles.scheduled.title)).toContainText(
        texts.tiles.scheduled.none,
      );
      await chooseDay(page, day);
      const cardOfAgent = agentCard(page, agent.name);
      // A tap on 'Ver biografía' shows the biography without hovering.
      await cardOfAgent.getByRole('button', { name: texts.agents.showBio }).tap();
      await expect(cardOfAgent.getByRole('button', { name: texts.agents.hideBio })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await cardOfAgent.getByRole('button', { name: texts.agents.choose(agent.name) }).tap();
      await page
        .getByRole('region', { name: texts.slots.title(agent.name) })
        .getByRole('button', { name: new RegExp(texts.slots.hours('3')) })
        .tap();
      const card = page.getByRole('region', { name: texts.confirm.title });
      await expect(card).toBeVisible();
      await expectNoViolations(page);
      await card.getByRole('button', { name: texts.confirm.submit }).tap();
      await expect(
        page.getByRole('alert').filter({ hasText: texts.confirm.success }),
      ).toBeVisible();
      await expect(
        tile(page, texts.tiles.scheduled.title).getByTestId('tile-scheduled'),
      ).toHaveText(/1/);
      // Nothing is wider than the phone.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
});

async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement).catch(() => false);
}
