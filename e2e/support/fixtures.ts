import {
  test as base,
  expect,
  type BrowserType,
  type LaunchOptions,
  type Page,
  type Response,
} from '@playwright/test';
import { APP_STARTED_ATTRIBUTE } from '../../apps/web/src/app/app-started.ts';
import { withoutOmniboxWebUI } from '../../scripts/chromium-flags.ts';

interface Fixtures {
  /** Console errors a test provokes on purpose (e.g. a failed request), matched by message. */
  expectedConsoleErrors: RegExp[];
  /** Console errors, uncaught exceptions and CSP violations seen during the test. */
  pageProblems: string[];
}

interface CspViolation {
  directive: string;
  blockedUri: string;
}

/** A stable address in 198.18.0.0/15 (reserved for testing, never routed) from the test id. */
function clientAddressFor(testId: string): string {
  let hash = 0;
  for (const character of testId) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return `198.${18 + ((hash >>> 16) & 1)}.${(hash >>> 8) & 255}.${hash & 255}`;
}

/**
 * Every journey fails if the page logs a console error, throws, or trips the Content Security
 * Policy, even when everything it asserts looks right.
 */
/**
 * `page.goto` and `page.reload` that, for a page of the app, also wait until the app has started
 * (`data-app-started` on `<html>`): a prerendered page shows its HTML before its script runs
 * (ADR-051), and a journey acts on the running app, not on the picture of it.
 */
function waitingForTheApp(page: Page): Page {
  const untilStarted = async (response: Response | null) => {
    if (response?.headers()['content-type']?.startsWith('text/html')) {
      await page.locator(`html[${APP_STARTED_ATTRIBUTE}]`).waitFor({ state: 'attached' });
    }
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => untilStarted(await goto(...args));
  page.reload = async (...args) => untilStarted(await reload(...args));
  return page;
}

/** Playwright's own `--disable-features` for a launch with `launchOptions`, read off a browser it starts. */
async function playwrightsDisabledFeatures(
  chromium: BrowserType,
  launchOptions: LaunchOptions,
): Promise<string[]> {
  const server = await chromium.launchServer(launchOptions);
  try {
    return server
      .process()
      .spawnargs.filter((argument) => argument.startsWith('--disable-features='));
  } finally {
    await server.close();
  }
}

export const test = base.extend<Fixtures>({
  // Each page a journey opens in Chromium's headless mode also opens the browser's address-bar
  // web page in a renderer of its own, about a second of processor on these machines
  // (scripts/chromium-flags.ts). It is turned off with a `--disable-features` of ours; Chromium
  // keeps only the last such switch, so ours carries the features Playwright turns off too.
  browser: [
    async ({ playwright, launchOptions }, use) => {
      const disabled = await playwrightsDisabledFeatures(playwright.chromium, launchOptions);
      const args = withoutOmniboxWebUI([...disabled, ...(launchOptions.args ?? [])]);
      const browser = await playwright.chromium.launch({ ...launchOptions, args });
      await use(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ page, javaScriptEnabled }, use) => {
    // Without JavaScript the app never starts: the journey reads the prerendered HTML.
    await use(javaScriptEnabled === false ? page : waitingForTheApp(page));
  },
  // Each test is its own client, as separate people would be: the e2e server trusts the proxy
  // header from the loopback proxy (TRUST_PROXY=127.0.0.1), so rate limits count per test, not for the whole suite at once.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': clientAddressFor(testInfo.testId) });
  },
  expectedConsoleErrors: [[], { option: true }],
  pageProblems: [
    async ({ page, expectedConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (expectedConsoleErrors.some((pattern) => pattern.test(text))) return;
        problems.push(`console.error: ${text}`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      await page.exposeFunction('reportCspViolation', (violation: CspViolation) => {
        problems.push(`CSP: ${violation.directive} blocked ${violation.blockedUri}`);
      });
      await page.addInitScript(() => {
        const report = (window as unknown as { reportCspViolation: (v: CspViolation) => void })
          .reportCspViolation;
        document.addEventListener('securitypolicyviolation', (event) => {
          void report({ directive: event.violatedDirective, blockedUri: event.blockedURI });
        });
      });
      await use(problems);
      expect(problems, 'the page reported errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * What the browser logs when a page answers HTTP 404: an unknown path's not-found page does, on
 * purpose (issue 17). For `test.use({ expectedConsoleErrors: [notFoundPageLoaded] })` in the tests
 * that open one.
 */
export const notFoundPageLoaded =
  /Failed to load resource: the server responded with a status of 404/;
