import type { Locator, Page } from '@playwright/test';
import type { AgentDocumentKind } from '@brillo/domain/enums';
import { agentFilesTexts } from '@brillo/domain/texts/agent-files.es-CL';
import { dashboardTexts } from '@brillo/domain/texts/dashboard.es-CL';
import { confirmedAccount } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { signInAs } from './support/sign-in.ts';
import { pdfFile, pngFile, type FilePayload } from './support/upload-files.ts';
import { agentFilePaths } from '@brillo/domain/contracts/paths';

/**
 * The agent's identity documents (issue 11): /docs has a card per document, each with a drop zone,
 * a progress bar while the file goes up, the current file's name, date and link, and replacement.
 * Each test signs in a new agent, who has no documents.
 */
const texts = agentFilesTexts.docs;

async function signInAsNewAgent(page: Page, request: Parameters<typeof confirmedAccount>[0]) {
  const agent = await confirmedAccount(request, 'agent');
  await signInAs(page, agent);
  await expect(page).toHaveURL('/agent-dashboard');
  return agent;
}

const card = (page: Page, kind: AgentDocumentKind) =>
  page.getByRole('region', { name: texts[kind].title });
const dropZone = (region: Locator) => region.getByRole('button', { name: texts.dropTitle });
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/**
 * Holds the uploads of `kind` in the browser until the returned function is called, so the
 * progress bar can be seen however fast the server is; then they go on to the server.
 */
async function holdUploads(page: Page, kind: AgentDocumentKind): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(agentFilePaths.document(kind), async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await released;
    return route.continue();
  });
  return release;
}

/** Chooses `file` in the card's drop zone by keyboard (Enter) or pointer, as a person would. */
async function chooseFile(
  page: Page,
  region: Locator,
  file: FilePayload,
  by: 'keyboard' | 'click',
) {
  const chooser = page.waitForEvent('filechooser');
  if (by === 'keyboard') {
    await dropZone(region).focus();
    await page.keyboard.press('Enter');
  } else {
    await dropZone(region).click();
  }
  await (await chooser).setFiles(file);
  await expect(region.getByText(texts.selected(file.name))).toBeVisible();
}

/** The document behind the card's 'Ver documento' link, read with the agent's session. */
async function expectLinkServes(page: Page, region: Locator, file: FilePayload) {
  const link = region.getByRole('link', { name: texts.view });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  const href = await link.getAttribute('href');
  expect(href).toBeTruthy();
  const answer = await page.request.get(href ?? '');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain(file.mimeType);
  expect(Buffer.from(await answer.body()).equals(file.buffer)).toBe(true);
}

/** Today as the card shows it: the server's zone is Santiago. */
function todayInChile(): string {
  return new Intl.DateTimeFormat('es-CL', {
    dateStyle: 'long',
    timeZone: 'America/Santiago',
  }).format(new Date());
}

test.describe('an agent', () => {
  test('uploads both documents with progress, reads them back, and replaces one', async ({
    page,
    request,
  }) => {
    await signInAsNewAgent(page, request);
    await page.goto('/docs');
    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    await expect(page.getByText(texts.intro)).toBeVisible();
    const id = card(page, 'id');
    const certificate = card(page, 'certificate');
    await expect(id.getByText(texts.none)).toBeVisible();
    await expect(certificate.getByText(texts.none)).toBeVisible();

    // Nothing chosen: the card says so.
    await id.getByRole('button', { name: texts.upload }).click();
    await expect(id.getByRole('alert')).toHaveText(texts.id.noFile);

    // The ID, chosen by keyboard, held on its way so the progress bar shows.
    const idFile = pdfFile('cedula.pdf', 'Cedula de identidad');
    await chooseFile(page, id, idFile, 'keyboard');
    const releaseId = await holdUploads(page, 'id');
    await id.getByRole('button', { name: texts.upload }).click();
    await expect(id.getByRole('progressbar', { name: texts.uploading })).toBeVisible();
    releaseId();
    await expect(toast(page, texts.uploaded)).toBeVisible();
    await expect(id.getByRole('progressbar')).toHaveCount(0);
    // The keyboard user is back on the card's button, which now offers the replacement.
    await expect(id.getByRole('button', { name: texts.replace })).toBeFocused();
    await expect(id.getByText(idFile.name, { exact: true })).toBeVisible();
    await expect(id.getByText(texts.uploadedOn(todayInChile()))).toBeVisible();
    await expectLinkServes(page, id, idFile);
    await expectNoViolations(page);

    // The certificate, a photo chosen with the pointer.
    const certificateFile = pngFile('antecedentes.png', [40, 90, 160]);
    await chooseFile(page, certificate, certificateFile, 'click');
    const releaseCertificate = await holdUploads(page, 'certificate');
    await certificate.getByRole('button', { name: texts.upload }).click();
    await expect(certificate.getByRole('progressbar', { name: texts.uploading })).toBeVisible();
    releaseCertificate();
    await expect(certificate.getByText(certificateFile.name, { exact: true })).toBeVisible();
    await expectLinkServes(page, certificate, certificateFile);

    // Both stay after a reload; the ID is replaced by a new file.
    await page.reload();
    await expect(id.getByText(idFile.name, { exact: true })).toBeVisible();
    await expect(certificate.getByText(certificateFile.name, { exact: true })).toBeVisible();
    const passport = pdfFile('pasaporte.pdf', 'Pasaporte');
    await chooseFile(page, id, passport, 'click');
    await id.getByRole('button', { name: texts.replace }).click();
    await expect(id.getByText(passport.name, { exact: true })).toBeVisible();
    await expect(id.getByText(idFile.name, { exact: true })).toHaveCount(0);
    await expectLinkServes(page, id, passport);

    await page.getByRole('link', { name: dashboardTexts.backToDashboard }).click();
    await expect(page).toHaveURL('/agent-dashboard');
  });

  test.describe('whose file the server refuses', () => {
    test.use({ expectedConsoleErrors: [/Failed to load resource.*4\d\d/] });

    test('is told in Spanish and keeps the file chosen', async ({ page, request }) => {
      await signInAsNewAgent(page, request);
      await page.goto('/docs');
      const id = card(page, 'id');
      // A web page renamed as a PDF: the browser believes the name, the server reads the content.
      const fake: FilePayload = {
        name: 'cedula.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('<html><body>no soy un PDF</body></html>'),
      };
      await chooseFile(page, id, fake, 'click');
      await id.getByRole('button', { name: texts.upload }).click();
      await expect(id.getByRole('alert')).toHaveText(
        texts.failed(agentFilesTexts.errors.documentType),
      );
      await expect(id.getByText(texts.selected(fake.name))).toBeVisible();
      await expect(id.getByText(texts.none)).toBeVisible();
    });
  });
});

test.describe('on a 360px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('an agent uploads a document without scrolling sideways', async ({ page, request }) => {
    await signInAsNewAgent(page, request);
    await page.goto('/docs');
    const certificate = card(page, 'certificate');
    const file = pdfFile('certificado-de-antecedentes-para-fines-especiales.pdf', 'Certificado');
    await chooseFile(page, certificate, file, 'click');
    await certificate.getByRole('button', { name: texts.upload }).click();
    await expect(certificate.getByText(file.name, { exact: true })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, '/docs scrolls sideways').toBeLessThanOrEqual(360);
    await expectNoViolations(page);
  });
});
