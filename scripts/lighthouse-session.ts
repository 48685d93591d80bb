// The demo session `npm run lighthouse` measures the signed-in screens with (scripts/lighthouse.ts):
// before Lighthouse opens the page, the browser signs in as the screen's demo account through the
// API, as the sign-in form does (the session cookie, then the display profile the app keeps in
// local storage, ADR-071). Only JSON is fetched, so no script, style or image of the app is in
// the browser's cache when Lighthouse loads the page.
import { chromium } from 'playwright-core';
import type { UserRole } from '@brillo/domain/enums';
import { DEMO_PASSWORD, demoAgents, demoCustomers } from '../apps/api/src/db/seed-data.ts';

const DISPLAY_PROFILE_KEY = 'brillo.profile';

/** The signed-in screens measured by default, and whose demo account each is measured as. */
export const signedInPages: Readonly<Record<string, UserRole>> = {
  '/customer-dashboard': 'customer',
  '/agent-dashboard': 'agent',
};

/** The first demo account of each role (README, "Demo accounts"). */
const demoEmails: Record<UserRole, string | undefined> = {
  customer: demoCustomers[0]?.user.email,
  agent: demoAgents[0]?.user.email,
};

/** Signs the browser listening on `port` in as the demo account of `role`, on `baseUrl`. */
export async function signInBrowser(port: number, baseUrl: string, role: UserRole): Promise<void> {
  const email = demoEmails[role];
  if (!email) throw new Error(`the demo data has no ${role}`);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('the browser has no context to sign in');
    const page = await context.newPage();
    await page.goto(`${baseUrl}/api/health`);
    const failure = await page.evaluate(
      async ({ email, password, key }) => {
        const signIn = await fetch('/api/auth/sign-in/email', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password }),
        });
        if (!signIn.ok) return `sign-in answered ${signIn.status}`;
        const session = await fetch('/api/session');
        if (!session.ok) return `the session answered ${session.status}`;
        const { user } = (await session.json()) as {
          user: { name: string; email: string; rol: string };
        };
        localStorage.setItem(
          key,
          JSON.stringify({ name: user.name, email: user.email, rol: user.rol }),
        );
        return null;
      },
      { email, password: DEMO_PASSWORD, key: DISPLAY_PROFILE_KEY },
    );
    if (failure) throw new Error(`could not sign in as ${email}: ${failure}`);
    await page.close();
  } finally {
    // Disconnects; the browser, its cookie and its storage stay for Lighthouse.
    await browser.close();
  }
}
