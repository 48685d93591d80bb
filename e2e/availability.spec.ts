import type { Page } from '@playwright/test';
import { availabilityTexts } from '@brillo/domain/texts/availability.es-CL';
import { dashboardTexts } from '@brillo/domain/texts/dashboard.es-CL';
import {
  addCalendarDays,
  formatSlotRange,
  todayIn,
  wallTimeToInstant,
} from '@brillo/domain/zoned-time';
import { confirmedAccount } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { signInAs } from './support/sign-in.ts';

/**
 * The agent's availability (issue 10): adding slots on Chile's clock at /schedules, seeing,
 * editing and deleting them at /availability. Each test signs in a new agent, so it starts with
 * no slots. Dates are days ahead of today in Santiago (the server's default zone), within the
 * 90 days an agent may plan.
 */
const schedules = availabilityTexts.schedules;
const list = availabilityTexts.list;
const ZONE = 'America/Santiago';

/** `days` after today in Santiago (`YYYY-MM-DD`). */
const day = (days: number) => addCalendarDays(todayIn(ZONE), days);

function instant(date: string, time: string): string {
  const result = wallTimeToInstant(date, time, ZONE);
  if (!result.ok) throw new Error(`${date} ${time}: ${result.message}`);
  return result.instant;
}

/** How /availability names a slot's card (and the preview lists it). */
const slotName = (date: string, start: string, end: string) =>
  formatSlotRange(instant(date, start), instant(date, end), ZONE);

async function signInAsNewAgent(page: Page, request: Parameters<typeof confirmedAccount>[0]) {
  const agent = await confirmedAccount(request, 'agent');
  await signInAs(page, agent);
  await expect(page).toHaveURL('/agent-dashboard');
  return agent;
}

const row = (page: Page, position: number) =>
  page.getByRole('group', { name: schedules.rowLabel(position) });
const field = (page: Page, position: number, label: string) =>
  row(page, position).getByLabel(new RegExp(`^${label}( \\*)?$`));

async function fillRow(page: Page, position: number, date: string, start: string, end: string) {
  await field(page, position, schedules.date).fill(date);
  await field(page, position, schedules.start).fill(start);
  await field(page, position, schedules.end).fill(end);
}

const card = (page: Page, name: string) => page.getByRole('article', { name });
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** Adds one slot through /schedules and waits for /availability. */
async function addSlot(page: Page, date: string, start: string, end: string) {
  await page.goto('/schedules');
  await fillRow(page, 1, date, start, end);
  await page.getByRole('button', { name: schedules.submit }).click();
  await expect(page).toHaveURL('/availability');
  await expect(card(page, slotName(date, start, end))).toBeVisible();
}

test.describe('an agent', () => {
  test('sees the empty state, and finds both screens from the dashboard and back', async ({
    page,
    request,
  }) => {
    await signInAsNewAgent(page, request);

    await page.getByRole('link', { name: dashboardTexts.actions.editAvailability }).click();
    await expect(page).toHaveURL('/availability');
    await expect(page.getByRole('heading', { level: 1, name: list.title })).toBeVisible();
    await expect(page.getByText(list.empty)).toBeVisible();

    await page.getByRole('link', { name: list.addMore }).click();
    await expect(page).toHaveURL('/schedules');
    await expect(page.getByRole('heading', { level: 1, name: schedules.title })).toBeVisible();

    await page.getByRole('link', { name: dashboardTexts.backToDashboard }).click();
    await expect(page).toHaveURL('/agent-dashboard');
    await expect(
      page.getByRole('heading', { level: 1, name: dashboardTexts.agentTitle }),
    ).toBeVisible();
    await page.getByRole('link', { name: schedules.title }).click();
    await expect(page).toHaveURL('/schedules');
  });

  test('adds two slots in one go and finds them grouped by day', async ({ page, request }) => {
    await signInAsNewAgent(page, request);
    await page.goto('/schedules');

    await fillRow(page, 1, day(3), '09:00', '13:00');
    await page.getByRole('button', { name: schedules.addRow }).click();
    await fillRow(page, 2, day(4), '22:00', '02:00');
    await expect(field(page, 2, schedules.end)).toHaveAccessibleDescription(schedules.endsNextDay);
    await expect(page.getByRole('heading', { name: schedules.preview(2) })).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole('button', { name: schedules.submit }).click();

    await expect(toast(page, schedules.success)).toBeVisible();
    await expect(page).toHaveURL('/availability');
    await expect(card(page, slotName(day(3), '09:00', '13:00'))).toBeVisible();
    const night = formatSlotRange(instant(day(4), '22:00'), instant(day(5), '02:00'), ZONE);
    await expect(card(page, night)).toContainText(availabilityTexts.status.available);
    await expect(page.getByRole('article')).toHaveCount(2);
    await expectNoViolations(page);

    // The form starts over when the agent comes back.
    await page.goto('/schedules');
    await expect(field(page, 1, schedules.date)).toHaveValue('');
    await expect(row(page, 2)).toHaveCount(0);
  });

  test.describe('whose row is refused', () => {
    // The overlap is refused by the server (409); the browser logs that failed request itself.
    test.use({ expectedConsoleErrors: [/Failed to load resource.*409/] });

    test('sees the reason on that row, keeps every value, fixes it and sends again', async ({
      page,
      request,
    }) => {
      await signInAsNewAgent(page, request);
      await addSlot(page, day(3), '09:00', '13:00');
      await page.goto('/schedules');

      // A start in the past is refused in the browser, before anything is sent.
      await fillRow(page, 1, day(5), '09:00', '13:00');
      await page.getByRole('button', { name: schedules.addRow }).click();
      await fillRow(page, 2, day(-1), '09:00', '13:00');
      await page.getByRole('button', { name: schedules.submit }).click();
      const refused = field(page, 2, schedules.start);
      await expect(refused).toHaveAttribute('aria-invalid', 'true');
      await expect(refused).toHaveAccessibleDescription(
        new RegExp(availabilityTexts.rules.past.replace(/[.?]/g, '\\$&')),
      );
      await expect(refused).toBeFocused();

      // An overlap with a slot already saved is the server's to find: it names the row.
      await fillRow(page, 2, day(3), '12:00', '15:00');
      await page.getByRole('button', { name: schedules.submit }).click();
      await expect(refused).toHaveAttribute('aria-invalid', 'true');
      await expect(refused).toHaveAccessibleDescription(
        new RegExp(availabilityTexts.rules.overlapsExisting.replace(/[.?]/g, '\\$&')),
      );
      await expect(refused).toBeFocused();
      await expect(toast(page, schedules.failure)).toBeVisible();
      await expect(field(page, 1, schedules.start)).not.toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, 1, schedules.date)).toHaveValue(day(5));
      await expect(field(page, 2, schedules.date)).toHaveValue(day(3));
      await expect(page).toHaveURL('/schedules');

      // Nothing was created: the rows go in together or not at all.
      await field(page, 2, schedules.date).fill(day(4));
      await page.getByRole('button', { name: schedules.submit }).click();
      await expect(page).toHaveURL('/availability');
      await expect(page.getByRole('article')).toHaveCount(3);
    });
  });

  test('repeats a slot every week, sees the preview, and gets every week', async ({
    page,
    request,
  }) => {
    await signInAsNewAgent(page, request);
    await page.goto('/schedules');

    await fillRow(page, 1, day(5), '10:00', '14:00');
    await row(page, 1).getByRole('checkbox', { name: schedules.repeatWeekly }).check();
    await field(page, 1, schedules.repeatUntil).fill(day(26));

    const weeks = [5, 12, 19, 26].map((days) => slotName(day(days), '10:00', '14:00'));
    const preview = page.getByRole('region', { name: schedules.preview(4) });
    await expect(preview.getByRole('listitem')).toHaveCount(4);
    for (const [index, week] of weeks.entries()) {
      await expect(preview.getByRole('listitem').nth(index)).toHaveText(week);
    }
    await page.getByRole('button', { name: schedules.submit }).click();

    await expect(page).toHaveURL('/availability');
    for (const week of weeks) await expect(card(page, week)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(4);
  });

  test('edits a slot inline: new times and not available', async ({ page, request }) => {
    await signInAsNewAgent(page, request);
    await addSlot(page, day(3), '09:00', '13:00');

    const before = slotName(day(3), '09:00', '13:00');
    await page.getByRole('button', { name: list.editLabel(before) }).click();
    const editor = page.getByRole('form', { name: list.edit });
    await expect(editor.getByLabel(new RegExp(`^${list.start}`))).toHaveValue('09:00');
    await expectNoViolations(page);
    await editor.getByLabel(new RegExp(`^${list.end}`)).fill('14:30');
    await editor.getByRole('combobox', { name: list.status }).selectOption({
      label: availabilityTexts.status['not available'],
    });
    await editor.getByRole('button', { name: list.save }).click();

    await expect(toast(page, list.updated)).toBeVisible();
    const after = card(page, slotName(day(3), '09:00', '14:30'));
    await expect(after).toBeVisible();
    await expect(after).toContainText(availabilityTexts.status['not available']);
    await expect(card(page, before)).toHaveCount(0);

    await page.reload();
    await expect(after).toContainText(availabilityTexts.status['not available']);
  });

  test('deletes a slot after confirming, and sees the empty state', async ({ page, request }) => {
    await signInAsNewAgent(page, request);
    await addSlot(page, day(3), '09:00', '13:00');

    const name = slotName(day(3), '09:00', '13:00');
    await page.getByRole('button', { name: list.deleteLabel(name) }).click();
    const dialog = page.getByRole('dialog', { name: list.deleteConfirmTitle });
    await expect(dialog).toBeVisible();
    await expectNoViolations(page);
    await dialog.getByRole('button', { name: list.cancel }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, name)).toBeVisible();

    await page.getByRole('button', { name: list.deleteLabel(name) }).click();
    await page
      .getByRole('dialog', { name: list.deleteConfirmTitle })
      .getByRole('button', { name: list.confirmDelete })
      .click();

    await expect(toast(page, list.deleted)).toBeVisible();
    await expect(page.getByText(list.empty)).toBeVisible();
    await page.reload();
    await expect(page.getByText(list.empty)).toBeVisible();
  });
});

test.describe('on a 360px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('an agent adds and sees slots without scrolling sideways', async ({ page, request }) => {
    await signInAsNewAgent(page, request);
    await page.goto('/schedules');
    await fillRow(page, 1, day(3), '09:00', '13:00');
    await row(page, 1).getByRole('checkbox', { name: schedules.repeatWeekly }).check();
    await field(page, 1, schedules.repeatUntil).fill(day(10));
    let width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, '/schedules scrolls sideways').toBeLessThanOrEqual(360);
    await expectNoViolations(page);

    await page.getByRole('button', { name: schedules.submit }).click();
    await expect(page).toHaveURL('/availability');
    const name = slotName(day(3), '09:00', '13:00');
    await expect(card(page, name)).toBeVisible();
    await page.getByRole('button', { name: list.editLabel(name) }).click();
    await expect(page.getByRole('form', { name: list.edit })).toBeVisible();
    width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, '/availability scrolls sideways').toBeLessThanOrEqual(360);
    await expectNoViolations(page);
    await page.getByRole('button', { name: list.cancel }).click();
    await page.getByRole('button', { name: list.deleteLabel(name) }).click();
    await expect(page.getByRole('dialog', { name: list.deleteConfirmTitle })).toBeVisible();
    await expectNoViolations(page);
  });
});
