import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { DevMailboxSchema } from '@brillo/domain/contracts/dev-mailbox';
import type { UserRole } from '@brillo/domain/enums';
import { expect } from './fixtures.ts';

export interface TestAccount {
  name: string;
  email: string;
  password: string;
  role: UserRole;
}

const namesByRole: Record<UserRole, string> = {
  agent: 'Valentina Muñoz',
  customer: 'Javiera Soto',
};

const services = {
  limpieza: true,
  cocina: true,
  planchado: false,
  compras: false,
  jardineria: false,
  mascotas: false,
  cuidado: false,
  bebes: false,
};

/** The rest of a complete sign-up body of each role, as the wizards send it. */
const profileByRole: Record<UserRole, Record<string, unknown>> = {
  agent: {
    policeRecord: 'No',
    weeklyHours: 'Between 10-20 hours',
    quality_question: 'I inform the customer and offer add 15 minutes for the delay',
    permit: 'Yes',
    hourlyRate: 12500,
    services,
    personalData: {
      gender: 'female',
      day: 8,
      month: 5,
      year: 1990,
      nationality: 'Chilean',
      address: 'Av. Providencia 1234, Providencia, Región Metropolitana de Santiago, Chile',
      city: 'Providencia',
      comuna: 'Providencia',
      postcode: null,
    },
  },
  customer: {
    personalData: {
      gender: 'female',
      birthDate: '1989-07-21',
      nationality: 'Chilean',
      address: 'Irarrázaval 2401, Ñuñoa, Región Metropolitana de Santiago, Chile',
      addressExtra: 'Depto. 504',
      postcode: '7750000',
    },
  },
};

/** A new account of `role` with an address of its own, created through the sign-up endpoint. */
export async function signUp(request: APIRequestContext, role: UserRole): Promise<TestAccount> {
  const account: TestAccount = {
    name: namesByRole[role],
    email: `${role}-${randomUUID().slice(0, 8)}@brillo.test`,
    password: 'limpieza-2026',
    role,
  };
  const response = await request.post('/api/sign-up', {
    data: {
      rol: role,
      name: account.name,
      email: account.email,
      password: account.password,
      phone: '+56912345678',
      ...profileByRole[role],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return account;
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
): Promise<TestAccount> {
  const account = await signUp(request, role);
  const link = await linkFromMailbox(request, account.email, '/api/auth/verify-email');
  const landing = await request.get(link);
  expect(new URL(landing.url()).search).toBe('?verified=1');
  return account;
}
