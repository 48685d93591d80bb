import { formatRut, rutVerifier } from '@brillo/domain/rut';
import { bankAccountTexts } from '@brillo/domain/texts/bank-account.es-CL';
import { dashboardTexts } from '@brillo/domain/texts/dashboard.es-CL';
import { confirmedAccount, linkFromMailbox } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { signInAs } from './support/sign-in.ts';

/**
 * The agent's bank account (PD-42, issue 33): a new agent opens 'Cuenta para pagos' from the
 * dashboard, is told what to fix, registers an account in their RUT, sees it masked with the day
 * payouts to it may start, and gets the email; axe at 360 and 1280 px on the screen, empty and
 * with its errors.
 */
const texts = bankAccountTexts;

/** A RUT for this run, as people write it: every run signs up a new agent with a new RUT. */
function runRut(): string {
  const body = 20_000_000 + Math.floor(Math.random() * 9_000_000);
  return formatRut({ body, verifier: rutVerifier(body) });
}

/** The same RUT with a wrong verifier digit. */
function wrongVerifier(rut: string): string {
  const body = Number(rut.slice(0, rut.lastIndexOf('-')).replaceAll('.', ''));
  const wrong = '0123456789K'.split('').find((verifier) => verifier !== rutVerifier(body));
  return formatRut({ body, verifier: wrong ?? '0' });
}

test('an agent registers the account they are paid to, and sees it masked', async ({
  page,
  request,
}) => {
  const agent = await confirmedAccount(request, 'agent');
  await signInAs(page, agent);
  await expect(page).toHaveURL('/agent-dashboard');
  await page.getByRole('link', { name: texts.dashboardLink }).click();
  await expect(page).toHaveURL('/cuenta-bancaria');
  await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
  await expect(page.getByText(texts.noAccount)).toBeVisible();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoViolations(page);
  }

  const field = (name: string) => page.getByRole('textbox', { name: new RegExp(`^${name}`) });
  const rut = runRut();
  await field(texts.fields.rut).fill(wrongVerifier(rut));
  await page.getByRole('button', { name: texts.save }).click();
  await expect(field(texts.fields.rut)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(texts.errors.bankRequired)).toBeVisible();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoViolations(page);
  }

  await field(texts.fields.rut).fill(rut);
  await page.getByRole('combobox', { name: /^Banco/ }).selectOption({ label: 'Banco Santander' });
  await page.getByRole('radio', { name: texts.bankTypes.corriente }).check();
  await field(texts.fields.accountNumber).fill('0071-2345-67');
  await field(texts.fields.holderRut).fill(rut);
  await page.getByRole('button', { name: texts.save }).click();
  await expect(page.getByRole('alert').filter({ hasText: texts.saved })).toBeVisible();
  const current = page.getByRole('region', { name: texts.current });
  await expect(current).toContainText('Banco Santander');
  await expect(current).toContainText('Cuenta corriente · •••• 4567');
  await expect(current).toContainText('Recibirá pagos desde el');
  await expect(page.getByText('0071234567')).toHaveCount(0);

  await page.reload();
  await expect(field(texts.fields.rut)).toHaveValue(rut);
  await expect(field(texts.fields.rut)).toHaveAttribute('readonly');
  await expect(page.getByRole('heading', { name: texts.changeTitle })).toBeVisible();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoViolations(page);
  }
  expect(await linkFromMailbox(request, agent.email, '/cuenta-bancaria')).toContain(
    '/cuenta-bancaria',
  );

  await page.getByRole('link', { name: dashboardTexts.backToDashboard }).click();
  await expect(page).toHaveURL('/agent-dashboard');
});
