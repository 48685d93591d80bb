import type { APIRequestContext } from '@playwright/test';
import { DevMailboxSchema } from '@brillo/domain/contracts/dev-mailbox';
import type { UserRole } from '@brillo/domain/enums';
import { signUpBody } from '@brillo/domain/testing/sign-up-bodies';
import { expect } from './fixtures.ts';

export interface TestAccount {
  name: string;
  email: string;
  password: string;
  role: UserRole;
}

/**
 * A new account of `role` with an address of its own, created through the sign-up endpoint;
 * `overrides` replace fields of the default body (e.g. a name no other journey's account has).
 */
export async function signUp(
  request: APIRequestContext,
  role: UserRole,
  overrides: Record<string, unknown> = {},
): Promise<TestAccount> {
  const body = signUpBody(role, overrides);
  const response = await request.post('/api/sign-up', { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return { name: body.name, email: body.email, password: body.password, role };
}

/**
 * Where the journeys read the mail the server sent: the SMTP stand-in of `npm run test:e2e`
 * (support/mail-catcher.ts), or, when Playwright runs against a development server, its
 * development mailbox. Both answer the development mailbox's shape.
 */
const mailboxUrl = process.env.E2E_MAILBOX_URL ?? '/api/dev/mailbox';

/**
 * The first link in the newest email to `to` whose text contains `pathPart` (waiting for the
 * mailer if needed).
 */
export async function linkFromMailbox(
  request: APIRequestContext,
  to: string,
  pathPart: string,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${mailboxUrl}?to=${encodeURIComponent(to)}`);
        const { messages } = DevMailboxSchema.parse(await response.json());
        link = messages
          .flatMap((message) => message.text.match(/https?:\/\/\S+/g) ?? [])
          .find((url) => url.includes(pathPart));
        return link;
      },
      { message: `an email to ${to} with a link to ${pathPart}` },
    )
    .toBeDefined();
  return link ?? '';
}

/** Signs up and confirms the email through the emailed link, as a person would. */
export async function confirmedAccount(
  request: APIRequestContext,
  role: UserRole,
  overrides: Record<string, unknown> = {},
): Promise<TestAccount> {
  const account = await signUp(request, role, overrides);
  const link = await linkFromMailbox(request, account.email, '/api/auth/verify-email');
  const landing = await request.get(link);
  expect(new URL(landing.url()).search).toBe('?verified=1');
  return account;
}

/**
 * A signed-in API client of its own (its own cookie jar), for the other side of a journey: an
 * agent publishing slots or answering while the page is the customer's.
 */
export async function apiAs(
  playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } },
  baseURL: string,
  account: TestAccount,
): Promise<APIRequestContext> {
  const context = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: new URL(baseURL).origin },
  });
  const response = await context.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return context;
}
