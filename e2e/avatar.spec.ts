import type { Page } from '@playwright/test';
import { agentFilesTexts } from '@brillo/domain/texts/agent-files.es-CL';
import { confirmedAccount, type TestAccount } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { signInAs } from './support/sign-in.ts';
import { pngFile } from './support/upload-files.ts';
import { agentFilePaths } from '@brillo/domain/contracts/paths';

/**
 * The agent's avatar (issue 11): the dashboard shows a default one with '(presiona para editar)';
 * pressing it opens a dialog to choose a photo, see it, and upload it with a progress bar; the new
 * avatar shows at once and after a reload. Each test signs in a new agent, who has no avatar.
 */
const texts = agentFilesTexts.avatar;

async function signInAsNewAgent(
  page: Page,
  request: Parameters<typeof confirmedAccount>[0],
): Promise<TestAccount> {
  const agent = await confirmedAccount(request, 'agent');
  await signInAs(page, agent);
  await expect(page).toHaveURL('/agent-dashboard');
  return agent;
}

const editButton = (page: Page) => page.getByRole('button', { name: texts.editLabel });
const dialog = (page: Page) => page.getByRole('dialog', { name: texts.dialogTitle });
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** The dialog once its opening transition is over (axe reads colours through its opacity). */
async function expectDialogOpen(page: Page) {
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toHaveCSS('opacity', '1');
}

/** Holds avatar uploads in the browser until the returned function is called. */
async function holdUploads(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(agentFilePaths.avatar, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await released;
    return route.continue();
  });
  return release;
}

/** Opens the dialog from the dashboard, chooses a photo and saves it, seeing the progress. */
async function changeAvatar(page: Page, agent: TestAccount, checkDialog: boolean) {
  await expect(page.getByAltText(texts.defaultAlt)).toBeVisible();
  await expect(editButton(page)).toContainText(texts.editHint);
  await editButton(page).click();
  await expectDialogOpen(page);

  await dialog(page).getByRole('button', { name: texts.upload }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText(texts.noFile);

  const chooser = page.waitForEvent('filechooser');
  await dialog(page).getByRole('button', { name: texts.choose }).click();
  await (await chooser).setFiles(pngFile('mi-foto.png', [220, 120, 60], 96));
  await expect(dialog(page).getByAltText(texts.preview)).toHaveAttribute('src', /^blob:/);
  if (checkDialog) await expectNoViolations(page);

  const release = await holdUploads(page);
  const answer = page.waitForResponse(
    (response) =>
      response.url().endsWith(agentFilePaths.avatar) && response.request().method() === 'POST',
  );
  await dialog(page).getByRole('button', { name: texts.upload }).click();
  await expect(dialog(page).getByRole('progressbar', { name: texts.uploading })).toBeVisible();
  release();
  const { avatarUrl } = (await (await answer).json()) as { avatarUrl: string };

  await expect(toast(page, texts.updated)).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  const avatar = page.getByAltText(texts.alt(agent.name));
  await expect(avatar).toHaveAttribute('src', avatarUrl);
  await expect(page.getByAltText(texts.defaultAlt)).toHaveCount(0);
  // The image really loads (a broken image would show the placeholder instead).
  await expect
    .poll(() => avatar.evaluate((image) => (image as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  return avatarUrl;
}

test.describe('an agent', () => {
  test('changes the avatar from the dashboard and keeps it after a reload', async ({
    page,
    request,
  }) => {
    const agent = await signInAsNewAgent(page, request);
    const avatarUrl = await changeAvatar(page, agent, true);
    const image = await page.request.get(avatarUrl);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/webp');

    await page.reload();
    await expect(page.getByAltText(texts.alt(agent.name))).toHaveAttribute('src', avatarUrl);
  });
});

test.describe('on a 360px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('an agent changes the avatar without scrolling sideways', async ({ page, request }) => {
    const agent = await signInAsNewAgent(page, request);
    await editButton(page).click();
    await expectDialogOpen(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'the avatar dialog scrolls sideways').toBeLessThanOrEqual(360);
    await expectNoViolations(page);
    await dialog(page).getByRole('button', { name: texts.cancel }).click();
    await changeAvatar(page, agent, false);
    const after = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(after, '/agent-dashboard scrolls sideways').toBeLessThanOrEqual(360);
  });
});
