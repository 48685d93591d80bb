import type { Page } from '@playwright/test';
import { CreatedSlotsSchema } from '@brillo/domain/contracts/slots';
import { agentFilesTexts } from '@brillo/domain/texts/agent-files.es-CL';
import { discoveryTexts } from '@brillo/domain/texts/discovery.es-CL';
import { verificationTexts } from '@brillo/domain/texts/verification.es-CL';
import { addCalendarDays, todayIn } from '@brillo/domain/zoned-time';
import { apiAs, confirmedAccount } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { worksWhereCustomersLive } from './support/service-area.ts';
import { signInAsOperator } from './support/operator.ts';
import { signInAs } from './support/sign-in.ts';
import { pdfFile, pngFile } from './support/upload-files.ts';

/**
 * Agent verification (PD-37, issue 32): an agent's documents wait for review on /docs, an
 * operator rejects one with a reason and approves both once replaced, the agent reads the reason,
 * and the "Verificado" badge appears on the agent's card for a customer.
 */
const texts = verificationTexts;

/** axe at a small phone's width and a desktop's, on the screen as it is. */
async function checkAtBothWidths(page: Page) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoViolations(page);
  }
}

async function signOut(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
}

// A console page a visitor opens answers 404, which the browser logs.
test.use({ expectedConsoleErrors: [/Failed to load resource.*404/] });

test('an operator rejects a document, approves both, and the customer sees the agent verified', async ({
  page,
  request,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const day = addCalendarDays(todayIn('America/Santiago'), 23);
  const agent = await confirmedAccount(request, 'agent', {
    name: `Agente ${Math.random().toString(36).slice(2, 8)} Verificada`,
  });
  const agentApi = await apiAs(playwright, baseURL ?? '', agent);
  // The customer, in Ñuñoa, sees the agents who work there (decision 43).
  await worksWhereCustomersLive(agentApi);
  const created = await agentApi.post('/api/agents/slots', {
    data: { slots: [{ startTime: `${day}T13:00Z`, endTime: `${day}T16:00Z` }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  CreatedSlotsSchema.parse(await created.json());
  const upload = async (kind: 'id' | 'certificate', file: ReturnType<typeof pdfFile>) => {
    const response = await agentApi.post(`/api/agents/documents/${kind}`, {
      multipart: { file },
    });
    expect(response.status(), await response.text()).toBe(201);
  };
  await upload('id', pngFile('cedula.png', [40, 90, 160]));
  await upload('certificate', pdfFile('antecedentes.pdf', 'Certificado de antecedentes'));

  // The agent sees both documents in review.
  await signInAs(page, agent);
  await expect(page).toHaveURL('/agent-dashboard');
  await page.goto('/docs');
  for (const kind of ['id', 'certificate'] as const) {
    const card = page.getByRole('region', { name: agentFilesTexts.docs[kind].title });
    await expect(card.getByText(texts.status.pending, { exact: true })).toBeVisible();
  }
  await expect(page.getByText(texts.agent.notVerified)).toBeVisible();
  await signOut(page);

  // The operator's queue: the agent's card, both documents, the reject dialog's checks.
  await signInAsOperator(page, testInfo);
  await page.getByRole('navigation').getByRole('link', { name: texts.queue.navLabel }).click();
  await expect(page).toHaveURL(/\/operador\/verificaciones$/);
  await expect(page.getByRole('heading', { level: 2, name: texts.queue.title })).toBeVisible();
  const card = page.getByRole('article', { name: agent.name });
  await expect(card).toBeVisible();
  await checkAtBothWidths(page);

  // Each document opens in the browser, in its own type, never kept by a cache.
  const idName = texts.kinds.id;
  const href = await card
    .getByRole('link', { name: texts.queue.openLabel(idName, agent.name) })
    .getAttribute('href');
  const file = await page.request.get(href ?? '');
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/png');
  expect(file.headers()['cache-control']).toContain('no-store');

  const certificate = texts.kinds.certificate;
  await card
    .getByRole('button', { name: texts.queue.rejectLabel(certificate, agent.name) })
    .click();
  const dialog = page.getByRole('dialog', {
    name: texts.rejectDialog.title(certificate, agent.name),
  });
  await dialog.getByRole('button', { name: texts.rejectDialog.confirm }).click();
  await expect(dialog.getByText(texts.errors.reasonRequired)).toBeVisible();
  await expect(dialog.getByText(texts.errors.noteRequired)).toBeVisible();
  await checkAtBothWidths(page);
  await dialog
    .getByRole('combobox', { name: texts.rejectDialog.reasonLabel })
    .selectOption({ label: texts.reasons.expired });
  await dialog
    .getByRole('textbox', { name: texts.rejectDialog.noteLabel })
    .fill('Tu certificado tiene más de 30 días. Pide uno nuevo en línea.');
  await dialog.getByRole('button', { name: texts.rejectDialog.confirm }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: texts.operator.rejected })).toBeVisible();

  // The ID waits still: approved from the queue.
  await card.getByRole('button', { name: texts.queue.approveLabel(idName, agent.name) }).click();
  await expect(page.getByRole('alert').filter({ hasText: texts.operator.approved })).toBeVisible();
  await expect(card).toBeHidden();
  await signOut(page);

  // The agent reads the reason and replaces the certificate.
  await signInAs(page, agent);
  await expect(page).toHaveURL('/agent-dashboard');
  await page.goto('/docs');
  const certificateCard = page.getByRole('region', {
    name: agentFilesTexts.docs.certificate.title,
  });
  await expect(
    certificateCard.getByText(texts.agent.rejectedHint(texts.reasons.expired)),
  ).toBeVisible();
  await checkAtBothWidths(page);
  await upload('certificate', pdfFile('antecedentes-nuevo.pdf', 'Certificado nuevo'));
  await signOut(page);

  // The operator approves the new certificate: the agent is verified.
  await signInAsOperator(page, testInfo);
  await page.goto('/operador/verificaciones');
  await page
    .getByRole('article', { name: agent.name })
    .getByRole('button', { name: texts.queue.approveLabel(certificate, agent.name) })
    .click();
  await expect(page.getByRole('alert').filter({ hasText: texts.operator.approved })).toBeVisible();
  await signOut(page);

  // A customer sees the badge on the agent's card of that day.
  const customer = await confirmedAccount(request, 'customer');
  await signInAs(page, customer);
  await expect(page).toHaveURL('/customer-dashboard');
  await page.goto(`/customer-dashboard?day=${day}`);
  const agentCard = page.getByRole('article', { name: agent.name });
  await expect(agentCard).toContainText(discoveryTexts.agents.available);
  await expect(agentCard.getByText(texts.badge, { exact: true })).toBeVisible();
});
