import { configDefaults, defineConfig } from 'vitest/config';

/** What the web app's component tests share: a browser page in jsdom, with test/setup.ts. */
const webTests = {
  environment: 'jsdom' as const,
  setupFiles: ['apps/web/test/setup.ts'],
  // A test types and clicks through a whole form in jsdom; on two busy cores that can take
  // several seconds.
  testTimeout: 15_000,
};

/**
 * Web tests that need a freshly loaded page and modules of their own: a library that keeps what
 * happened until the page is reloaded (Fintoc's keeps its script's failure, or its success).
 */
const webTestsOnAPageOfTheirOwn = [
  'apps/web/src/lib/fintoc-widget.test.ts',
  'apps/web/src/lib/fintoc-widget-unavailable.test.ts',
];

/**
 * Each project runs its files in one worker process without re-importing the modules for each
 * file (`isolate: false`): on 2 cores that import was most of the API and web projects' time.
 * Files stay independent: each API test file opens its own database (apps/api/test/database.ts),
 * each web test starts from a clean page, and no test may rely on module state left by another
 * file. The worker count stays Vitest's default
 * (one fewer than the cores): a second worker on 2 cores cost CPU and saved no time.
 */
export default defineConfig({
  test: {
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          isolate: false,
          globalSetup: ['apps/api/test/global-setup.ts'],
          setupFiles: ['apps/api/test/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The web app's own Vite config: the React plugin and the `@/…` paths of its tsconfig.
        extends: './apps/web/vite.config.ts',
        test: {
          ...webTests,
          name: 'web',
          include: [
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/web/vite-plugins/**/*.test.ts',
            'apps/web/scripts/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, ...webTestsOnAPageOfTheirOwn],
          // One jsdom page and one import of the app's modules for all the files: importing React
          // and Mantine again for each file was three quarters of the project's time. Every test
          // starts over from what test/setup.ts resets (the rendered page, the API stand-in's
          // answers, storage, notifications) and stubs it makes itself are undone after it.
          isolate: false,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          ...webTests,
          name: 'web-own-page',
          include: webTestsOnAPageOfTheirOwn,
        },
      },
    ],
  },
});
