import type { Page } from '@playwright/test';
import type { DevMail } from '@brillo/domain/contracts/dev-mailbox';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { devMailboxTexts } from '@brillo/domain/texts/dev-mailbox.es-CL';
import { emailTexts } from '@brillo/domain/texts/email.es-CL';
import { expect, test } from './support/fixtures.ts';

const copy = devMailboxTexts;

/** Answers the page's mailbox calls with `messages` instead of the server's. */
async function serveMailbox(page: Page, messages: DevMail[]) {
  await page.route('**/api/dev/mailbox**', (route) => route.fulfill({ json: { messages } }));
}

function sampleMessages(baseURL: string): DevMail[] {
  const link = `${baseURL}/?desde=correo`;
  return [
    {
      id: 'm2',
      to: 'ana@example.com',
      subject: emailTexts.passwordReset.subject,
      html: `<!doctype html><html lang="es"><body><h1>Restablece tu contraseña</h1><p>Hola, &lt;b&gt;Ana&lt;/b&gt;:</p><a href="${link}" target="_top">Elegir una nueva contraseña</a></body></html>`,
      text: `Hola, <b>Ana</b>:\n\nElegir una nueva contraseña:\n${link}\n`,
      createdAt: '2026-12-03T17:05:00.000Z',
    },
    {
      id: 'm1',
      to: 'bruno@example.com',
      subject: emailTexts.confirmation.subject,
      html: '<p>Confirma tu correo</p>',
      text: 'Confirma tu correo',
      createdAt: '2026-07-03T12:30:00.000Z',
    },
  ];
}

test.describe('the development mailbox', () => {
  // The journeys' own init scripts try to run in every frame; the email's sandbox refuses them,
  // which is what it is there for.
  test.use({ expectedConsoleErrors: [/Blocked script execution in 'about:srcdoc'/] });

  test('explains what it shows and says when there is no mail yet', async ({ page }) => {
    await serveMailbox(page, []);
    await page.goto('/dev/mailbox');

    await expect(page.getByRole('heading', { level: 1, name: copy.title })).toBeVisible();
    await expect(page).toHaveTitle(commonTexts.app.pageTitle(copy.title));
    await expect(page.getByText(copy.intro)).toBeVisible();
    await expect(page.getByRole('status')).toContainText(copy.empty);
  });

  test('filters by recipient through the address bar and shows everyone again', async ({
    page,
  }) => {
    const address = `Nadie.${Date.now()}@Example.com`;
    await serveMailbox(page, []);
    await page.goto('/dev/mailbox');
    const search = page.getByRole('search');
    await expect(search).toBeVisible();

    const answered = page.waitForResponse(
      (response) =>
        response.url().includes('/api/dev/mailbox?') &&
        new URL(response.url()).searchParams.get('to') === address,
    );
    await search.getByRole('searchbox', { name: copy.filterLabel }).fill(address);
    await search.getByRole('searchbox', { name: copy.filterLabel }).press('Enter');
    expect((await answered).status()).toBe(200);
    await expect(page).toHaveURL(`/dev/mailbox?to=${encodeURIComponent(address)}`);
    await expect(page.getByText(copy.emptyFiltered(address))).toBeVisible();

    await search.getByRole('button', { name: copy.filterClear }).click();
    await expect(page).toHaveURL('/dev/mailbox');
    await expect(search.getByRole('searchbox', { name: copy.filterLabel })).toHaveValue('');
    await expect(search.getByRole('button', { name: copy.filterClear })).toHaveCount(0);
  });

  test('shows the newest message in a sandboxed frame whose link opens the whole page', async ({
    page,
    baseURL,
  }) => {
    await serveMailbox(page, sampleMessages(baseURL ?? ''));
    await page.goto('/dev/mailbox');

    const list = page.getByRole('region', { name: copy.listLabel });
    const items = list.getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText(emailTexts.passwordReset.subject);
    await expect(items.first()).toContainText('ana@example.com');
    await expect(items.first().locator('time')).toHaveText(/^3 dic 2026, 2:05\sp\.\sm\.$/);
    await expect(items.nth(1).locator('time')).toHaveText(/^3 jul 2026, 8:30\sa\.\sm\.$/);
    await expect(items.first().getByRole('button')).toHaveAttribute('aria-current', 'true');

    const frame = page.locator('iframe');
    await expect(frame).toHaveAttribute(
      'sandbox',
      'allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation',
    );
    const email = page.frameLocator('iframe');
    await expect(email.getByText('Hola, <b>Ana</b>:')).toBeVisible();
    await email.getByRole('link', { name: 'Elegir una nueva contraseña' }).click();
    await expect(page).toHaveURL('/?desde=correo');
  });

  test('lets a keyboard user pick a message and read its plain text', async ({ page, baseURL }) => {
    await serveMailbox(page, sampleMessages(baseURL ?? ''));
    await page.goto('/dev/mailbox');
    const preview = page.getByRole('region', { name: emailTexts.passwordReset.subject });
    await expect(preview).toBeVisible();

    const second = page.getByRole('button', { name: new RegExp(emailTexts.confirmation.subject) });
    await second.focus();
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-current', 'true');
    const selected = page.getByRole('region', { name: emailTexts.confirmation.subject });
    await expect(selected.getByRole('heading', { level: 2 })).toBeVisible();

    await selected.getByRole('switch', { name: copy.showText }).press('Space');
    await expect(selected.locator('pre')).toHaveText('Confirma tu correo');
    await expect(selected.locator('iframe')).toHaveCount(0);
  });

  test('fits a 360 px wide phone and takes the reader to the chosen message', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await serveMailbox(page, sampleMessages(baseURL ?? ''));
    await page.goto('/dev/mailbox');
    await expect(page.locator('iframe')).toBeVisible();

    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: new RegExp(emailTexts.confirmation.subject) }).click();
    const heading = page.getByRole('heading', { level: 2, name: emailTexts.confirmation.subject });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
  });
});

test.describe('the development mailbox when the server does not offer it', () => {
  // The browser logs the 404 itself; that answer is the point of this test.
  test.use({ expectedConsoleErrors: [/Failed to load resource.*404/] });

  test('is not served by a production server such as the e2e one', async ({ request }) => {
    const response = await request.get('/api/dev/mailbox?to=nadie@example.com');
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: commonTexts.errors.routeNotFound },
    });
  });

  test('says that it is disabled instead of showing a list', async ({ page }) => {
    await page.route('**/api/dev/mailbox**', (route) =>
      route.fulfill({
        status: 404,
        json: { error: { code: 'NOT_FOUND', message: commonTexts.errors.routeNotFound } },
      }),
    );
    await page.goto('/dev/mailbox');

    await expect(page.getByText(copy.disabledTitle)).toBeVisible();
    await expect(page.getByText(copy.disabledBody)).toBeVisible();
    await expect(page.getByRole('search')).toHaveCount(0);
  });
});
