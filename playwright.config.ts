import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/chromium-flags.ts';

/**
 * The journeys run against a real API server that serves the built web app. `npm run test:e2e`
 * (scripts/e2e.ts) builds, starts that server on a free port and sets E2E_BASE_URL; running
 * Playwright directly targets an already running server (default: the API's port 3000).
 */
const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Two browsers at once on the 2-core machines (Playwright's default there is one). Tests never
  // share data they change: each creates its own accounts (e2e/support/accounts.ts); only
  // e2e/demo-data.spec.ts signs in as the seeded demo accounts, one test after another, reading.
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // The time a journey and an assertion may take, twice Playwright's defaults (30 s, 5 s). These
  // 2-core machines are shared and their speed moves a lot from day to day: on 2026-11-27 an idle
  // machine measured a Lighthouse benchmark index of 850–1,480 against 2,560–2,880 three days
  // earlier, and the journeys took two to three times as long, the previous code's as much as
  // this one's (a sign-in hashes its password at the lowest CPU priority, ADR-031). What each
  // journey asserts is unchanged; a journey that waits for something that never comes still fails.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  outputDir: 'test-results/e2e-artifacts',
  use: {
    baseURL,
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        ...CHROMIUM_FLAGS,
        '--disable-quic',
        '--no-first-run',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
