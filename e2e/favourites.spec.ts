import type { Page } from '@playwright/test';
import { discoveryTexts } from '@brillo/domain/texts/discovery.es-CL';
import { customerBookingsTexts } from '@brillo/domain/texts/customer-bookings.es-CL';
import { favouritesTexts } from '@brillo/domain/texts/favourites.es-CL';
import { publicAgentTexts } from '@brillo/domain/texts/public-agent.es-CL';
import { addCalendarDays, formatDayHeading, todayIn } from '@brillo/domain/zoned-time';
import { apiAs, confirmedAccount, type TestAccount } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { worksWhereCustomersLive } from './support/service-area.ts';
import { PROBLEM_JOURNEY_PASSWORD, problemJourney } from './support/problem-journey-data.ts';
import { signInAs } from './support/sign-in.ts';

/**
 * 'Mis agentes' and 'Reservar de nuevo' (PD-46). A customer of its own saves an agent of its own
 * from the agent's card on the dashboard, sees it first in both of the dashboard's lists, finds
 * it in 'Mis agentes' with its next availability, and removes it. 'Reservar de nuevo' is tried on the problem-report journey's finished service
 * (support/problem-journey-data.ts; no route makes a finished service), whose list it only
 * reads: its agent publishes a slot for the journey and deletes it at the end. The demo accounts
 * are not touched. axe at 360 and 1280 px on every new screen.
 */
const texts = favouritesTexts;
const ZONE = 'America/Santiago';

/** axe, with a screenshot, at a small phone's width and a desktop's. */
async function checkAtBothWidths(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoViolations(page);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

const problemAgent: TestAccount = {
  ...problemJourney.agent,
  password: PROBLEM_JOURNEY_PASSWORD,
  role: 'agent',
};
const problemCustomer: TestAccount = {
  ...problemJourney.customer,
  password: PROBLEM_JOURNEY_PASSWORD,
  role: 'customer',
};

test("a customer saves an agent from its card, sees it in 'Mis agentes' with its next availability, and removes it", async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const agent = await confirmedAccount(request, 'agent', { name: 'Renata Favorita Molina' });
  const customer = await confirmedAccount(request, 'customer');
  const day = addCalendarDays(todayIn(ZONE), 2);
  const agentApi = await apiAs(playwright, baseURL ?? '', agent);
  // The customer, in Ñuñoa, sees the agents who work there (decision 43).
  await worksWhereCustomersLive(agentApi);
  const created = await agentApi.post('/api/agents/slots', {
    data: { slots: [{ startTime: `${day}T13:00Z`, endTime: `${day}T16:00Z` }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  await agentApi.dispose();

  await signInAs(page, customer);
  await expect(page).toHaveURL('/customer-dashboard');
  await page.goto(`/customer-dashboard?day=${day}`);
  const card = page.getByRole('article', { name: agent.name });
  const save = card.getByRole('button', { name: texts.toggle.saveLabel(agent.name) });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  const remove = card.getByRole('button', { name: texts.toggle.removeLabel(agent.name) });
  await expect(remove).toHaveAttribute('aria-pressed', 'true');
  await expect(remove).toHaveText(texts.toggle.remove);
  // Both lists show it first, under 'Tus agentes favoritos', its toggle pressed, and the day's
  // list below leaves it out (PD-46).
  const nearbyFavourites = page
    .getByRole('region', { name: discoveryTexts.nearby.title })
    .getByRole('region', { name: discoveryTexts.favourites.title });
  await expect(nearbyFavourites.getByText(agent.name)).toBeVisible();
  await expect(
    nearbyFavourites.getByRole('button', { name: texts.toggle.removeLabel(agent.name) }),
  ).toHaveAttribute('aria-pressed', 'true');
  const dayFavourites = page
    .getByRole('region', { name: discoveryTexts.agents.title(formatDayHeading(day, ZONE)) })
    .getByRole('region', { name: discoveryTexts.favourites.title });
  await expect(dayFavourites.getByRole('article', { name: agent.name })).toBeVisible();
  await expect(page.getByRole('article', { name: agent.name })).toHaveCount(1);
  await checkAtBothWidths(page, 'dashboard-saved');

  // The sidebar beside every customer screen leads to 'Mis agentes'.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page
    .getByRole('navigation', { name: customerBookingsTexts.sidebar.label })
    .getByRole('link', { name: texts.page.title })
    .click();
  await expect(page).toHaveURL('/mis-agentes');
  await expect(page.getByRole('heading', { level: 1, name: texts.page.title })).toBeVisible();
  const favourite = page
    .getByRole('list', { name: texts.page.listLabel })
    .getByRole('article', { name: agent.name });
  await expect(favourite.getByTestId('next-availability')).toContainText(
    formatDayHeading(day, ZONE),
  );
  await checkAtBothWidths(page, 'mis-agentes');

  // Its booking link opens the agent's profile on the slots of that day.
  await page.setViewportSize({ width: 1280, height: 800 });
  await favourite.getByRole('link', { name: texts.page.bookLabel(agent.name) }).click();
  await expect(page).toHaveURL(new RegExp(`/agentes/[^?]+\\?day=${day}$`));
  await expect(
    page
      .getByRole('region', { name: publicAgentTexts.slotsTitle(formatDayHeading(day, ZONE)) })
      .getByRole('button', { name: new RegExp(discoveryTexts.slots.hours('3')) }),
  ).toBeVisible();

  // Removed from 'Mis agentes', the page says how to add one again.
  await page.goto('/mis-agentes');
  await favourite.getByRole('button', { name: texts.toggle.removeLabel(agent.name) }).click();
  await expect(page.getByText(texts.page.empty)).toBeVisible();
  await checkAtBothWidths(page, 'mis-agentes-empty');
});

test("'Reservar de nuevo' on a finished service opens that agent's profile, where the customer books the agent again", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const day = addCalendarDays(todayIn(ZONE), 3);
  const agentApi = await apiAs(playwright, baseURL ?? '', problemAgent);
  const customerApi = await apiAs(playwright, baseURL ?? '', problemCustomer);
  const created = await agentApi.post('/api/agents/slots', {
    data: { slots: [{ startTime: `${day}T14:00Z`, endTime: `${day}T17:00Z` }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { slots }: { slots: { id: string }[] } = await created.json();
  try {
    await signInAs(page, problemCustomer);
    await expect(page).toHaveURL('/customer-dashboard');
    await page.goto('/finished-services');
    const service = page.getByRole('listitem', {
      name: new RegExp(`^Servicio con ${problemJourney.agent.name}`),
    });
    const again = service.getByRole('link', {
      name: texts.bookAgainLabel(problemJourney.agent.name),
    });
    await expect(again).toHaveText(texts.bookAgain);
    await checkAtBothWidths(page, 'finished-services');
    await page.setViewportSize({ width: 1280, height: 800 });
    await again.click();
    // The agent's profile, with its next days with slots; the day shows that day's slots.
    await expect(page).toHaveURL(/\/agentes\/[^?]+$/);
    await expect(
      page.getByRole('heading', { level: 1, name: problemJourney.agent.name }),
    ).toBeVisible();
    const heading = formatDayHeading(day, ZONE);
    await page.getByRole('button', { name: publicAgentTexts.dayLink(heading) }).click();
    const slot = page
      .getByRole('region', { name: publicAgentTexts.slotsTitle(heading) })
      .getByRole('button', { name: new RegExp(discoveryTexts.slots.hours('3')) });
    await expect(slot).toBeVisible();
    await checkAtBothWidths(page, 'book-again');
    await page.setViewportSize({ width: 1280, height: 800 });

    // The same agent, booked again: the request waits for the agent's answer.
    await slot.click();
    const confirm = page.getByRole('region', { name: discoveryTexts.confirm.title });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: discoveryTexts.confirm.submit }).click();
    await expect(page.getByText(discoveryTexts.confirm.success)).toBeVisible();
    const booked = await customerApi.get('/api/v1/customers/bookings?status=pending');
    expect(booked.status(), await booked.text()).toBe(200);
    const { bookings }: { bookings: { id: string; availabilityId: string }[] } =
      await booked.json();
    expect(bookings.filter((booking) => booking.availabilityId === slots[0]?.id)).toHaveLength(1);
  } finally {
    // The new request is cancelled, so the slot can go and the journey's people stay as seeded.
    const pending = await customerApi.get('/api/v1/customers/bookings?status=pending');
    const { bookings }: { bookings: { id: string; availabilityId: string }[] } = pending.ok()
      ? await pending.json()
      : { bookings: [] };
    for (const booking of bookings.filter((one) =>
      slots.some((s) => s.id === one.availabilityId),
    )) {
      await customerApi.patch(`/api/customers/bookings/${booking.id}`, {
        data: { status: 'accepted_customer_cancelation' },
      });
    }
    for (const { id } of slots) await agentApi.delete(`/api/agents/slots/availability/${id}`);
    await agentApi.dispose();
    await customerApi.dispose();
  }
});
