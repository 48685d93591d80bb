import { test as base, expect } from '@playwright/test';

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

/**
 * Every journey fails if the page logs a console error, throws, or trips the Content Security
 * Policy, even when everything it asserts looks right.
 */
export const test = base.extend<Fixtures>({
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
