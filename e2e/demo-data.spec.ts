import type { Page } from '@playwright/test';
import { agentBookingsTexts } from '@brillo/domain/texts/agent-bookings.es-CL';
import { agentFilesTexts } from '@brillo/domain/texts/agent-files.es-CL';
import { bankAccountTexts } from '@brillo/domain/texts/bank-account.es-CL';
import { bookingTexts } from '@brillo/domain/texts/bookings.es-CL';
import { dashboardTexts } from '@brillo/domain/texts/dashboard.es-CL';
import { discoveryTexts } from '@brillo/domain/texts/discovery.es-CL';
import { bookingList, openAgentDashboard, openFromDashboard } from './support/agent-screens.ts';
import { expectNoViolations } from './support/axe.ts';
import { demoAgent, demoCustomer } from './support/demo-accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { signInAs } from './support/sign-in.ts';

/**
 * The demo as `npm start` leaves it (README, "Demo accounts"), seeded by `npm run test:e2e` into
 * its fresh database (e2e/support/seed-demo.ts): Valentina's bookings from Matías in every status,
 * her ratings, and the demo agents' availability. These journeys are the only ones that sign in
 * as the demo accounts; they run one after another and only read, so each finds the demo as
 * seeded. Every other journey makes accounts of its own.
 */
test.describe.configure({ mode: 'serial' });

const region = (page: Page, name: string | RegExp) => page.getByRole('region', { name });

async function expectFilledDashboard(page: Page) {
  const texts = dashboardTexts;
  await expect(
    page.getByRole('heading', { level: 2, name: texts.greeting(demoAgent.name) }),
  ).toBeVisible();
  await expect(page.getByText(/^Te uniste a Brillo el /)).toBeVisible();
  await expect(page.getByText(agentFilesTexts.avatar.editHint)).toBeVisible();
  // Ratings 4, 5 and 4: a mean of 4,33 shows four whole stars (decision 29).
  await expect(page.getByRole('img', { name: '4 de 5 estrellas' })).toBeVisible();
  await expect(page.getByText(/^“Llevo diez años limpiando/)).toBeVisible();

  const active = region(page, texts.active.title);
  const card = active.getByRole('article', { name: `Servicio para ${demoCustomer.name}` });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: demoCustomer.email })).toBeVisible();
  await expect(card.getByRole('link', { name: '+56987654321' })).toBeVisible();
  await expect(card).toContainText('Av. Irarrázaval 2450, Ñuñoa, Santiago');
  await expect(card).toContainText('Depto. 504');
  await expect(card).toContainText(`${texts.active.hourlyRate}:$8.500`);
  await expect(card).toContainText(texts.active.total);

  const pending = region(page, new RegExp(`^${texts.bookings.pendingTitle}`));
  await expect(pending.getByText('Matías, de Ñuñoa')).toHaveCount(2);
  await expect(pending).not.toContainText(demoCustomer.email);
  await expect(pending).not.toContainText('Irarrázaval');
  const accepted = region(page, new RegExp(`^${texts.bookings.acceptedTitle}`));
  await expect(accepted.getByText(demoCustomer.name)).toBeVisible();

  const profile = region(page, texts.profile.title);
  await expect(profile).toContainText(demoAgent.email);
  await expect(profile).toContainText('+56981234567');
  await expect(profile).toContainText('Chilena');
  await expect(profile).toContainText(
    `${texts.profile.serviceComunas}:Las Condes, Ñuñoa, Providencia`,
  );
  await expect(profile).toContainText(texts.profile.lastConnection);
  await expect(profile.getByText(agentFilesTexts.docs.complete)).toBeVisible();

  const actions = region(page, texts.actions.title);
  const items = actions.getByRole('listitem');
  await expect(items.filter({ hasText: texts.actions.pending })).toContainText('2 reservas');
  // Accepted counts the paid one of the three (spec §2; /accepted lists all three); canceladas,
  // rejected and cancelled.
  await expect(items.filter({ hasText: texts.actions.accepted })).toContainText(
    texts.actions.countPaid(1),
  );
  await expect(items.filter({ hasText: texts.actions.closed })).toContainText('4 reservas');
  await expect(items.filter({ hasText: texts.actions.rejected })).toContainText('4 reservas');
}

test.describe('the demo agent', () => {
  test('sees the paid service, the requests, the rating and the counts', async ({ page }) => {
    await openAgentDashboard(page, demoAgent);
    await expectFilledDashboard(page);
    await expectNoViolations(page);
  });

  test('finds every chip and reason in the booking lists', async ({ page }) => {
    const texts = agentBookingsTexts;
    const { chips, reasons } = bookingTexts;
    await openAgentDashboard(page, demoAgent);

    await openFromDashboard(page, dashboardTexts.actions.accepted, texts.accepted.title);
    const accepted = bookingList(page, texts.accepted.title).getByRole('listitem');
    await expect(accepted).toHaveCount(3);
    for (const chip of [chips.paid, chips.waitingForPayment, chips.paymentFailed]) {
      await expect(accepted.filter({ hasText: chip })).toHaveCount(1);
    }
    // Decision 28: the contact of the paid one only.
    await expect(accepted.filter({ hasText: demoCustomer.email })).toHaveCount(1);
    await expectNoViolations(page);

    await openFromDashboard(page, dashboardTexts.actions.rejected, texts.rejected.title);
    const rejected = bookingList(page, texts.rejected.title).getByRole('listitem');
    await expect(rejected).toHaveCount(4);
    for (const reason of [
      reasons.agent_rejected,
      reasons.request_expired,
      reasons.payment_expired,
      reasons.customer_cancelled,
    ]) {
      await expect(rejected.filter({ hasText: reason })).toHaveCount(1);
    }
    await expectNoViolations(page);

    await openFromDashboard(page, dashboardTexts.actions.closed, texts.closed.title);
    const closed = bookingList(page, texts.closed.title).getByRole('listitem');
    await expect(closed).toHaveCount(4);
    await expect(closed.filter({ hasText: chips.evaluated })).toHaveCount(3);
    await expect(closed.filter({ hasText: chips.finished })).toHaveCount(1);
    await expectNoViolations(page);
  });

  test('finds the account she is paid to, masked', async ({ page }) => {
    await openAgentDashboard(page, demoAgent);
    await page.getByRole('link', { name: bankAccountTexts.dashboardLink }).click();
    const current = region(page, bankAccountTexts.current);
    await expect(current).toContainText('BancoEstado');
    await expect(current).toContainText(`${bankAccountTexts.bankTypes.vista} · •••• 3210`);
    await expect(current).not.toContainText('Recibirá pagos desde');
    await expect(page.getByRole('textbox', { name: /^Tu RUT/ })).toHaveValue('16.543.210-K');
  });

  test.describe('on a 360 px phone', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('the filled dashboard stacks without scrolling sideways', async ({ page }) => {
      await openAgentDashboard(page, demoAgent);
      await expectFilledDashboard(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, '/agent-dashboard scrolls sideways').toBeLessThanOrEqual(360);
      // Stacked in the spec's order: the paid services above the profile panel.
      const activeBox = await region(page, dashboardTexts.active.title).boundingBox();
      const profileBox = await region(page, dashboardTexts.profile.title).boundingBox();
      expect(activeBox && profileBox && activeBox.y < profileBox.y).toBe(true);
      await expectNoViolations(page);
    });
  });
});

test.describe('the demo customer', () => {
  test('sees the demo agents nearby and each tile counting the seeded bookings', async ({
    page,
  }) => {
    const texts = discoveryTexts;
    await signInAs(page, demoCustomer);
    await expect(page).toHaveURL('/customer-dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      texts.greeting(demoCustomer.name),
    );
    // 'Disponibilidad cercana' shows the demo agents who work in Matías's comuna, Ñuñoa, right
    // after start (decision 43): Valentina and Joaquín, never Camila (Las Condes and around) nor
    // Francisca (only Maipú). The journeys' own agents of Ñuñoa may fill the rest of the page.
    const nearby = page.getByRole('region', { name: texts.nearby.title });
    // Valentina, kept in 'Mis agentes', comes first under 'Tus agentes favoritos' (PD-46), and
    // only there.
    await expect(
      nearby.getByRole('region', { name: texts.favourites.title }).getByRole('listitem').first(),
    ).toContainText('Valentina Rojas Muñoz');
    await expect(
      nearby.getByRole('listitem').filter({ hasText: 'Valentina Rojas Muñoz' }),
    ).toHaveCount(1);
    await expect(
      nearby.getByRole('listitem').filter({ hasText: 'Joaquín Fuentes Soto' }),
    ).toHaveCount(1);
    for (const elsewhere of ['Camila Díaz Araya', 'Francisca Morales Silva']) {
      await expect(nearby.getByText(elsewhere)).toHaveCount(0);
    }
    // Each tile's count as a screen reader hears it: two requests waiting, two to pay (one
    // waiting, one failed), one paid and two finished services to rate.
    for (const [tile, count] of [
      [texts.tiles.scheduled, 2],
      [texts.tiles.toPay, 2],
      [texts.tiles.active, 1],
      [texts.tiles.toRate, 2],
    ] as const) {
      await expect(region(page, tile.title)).toContainText(texts.tiles.count(count));
    }
    await expectNoViolations(page);
  });
});
