import { defineConfig } from 'vitest/config';

/**
 * Both projects run their files in one worker process without re-importing the modules for each
 * file (`isolate: false`): on 2 cores that import was most of the API project's time. Files stay
 * independent: each API test file opens its own database (apps/api/test/database.ts), and no
 * test may rely on module state left by another file. The worker count stays Vitest's default
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
          name: 'web',
          include: [
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/web/vite-plugins/**/*.test.ts',
            'apps/web/scripts/**/*.test.ts',
          ],
          environment: 'jsdom',
          setupFiles: ['apps/web/test/setup.ts'],
          // A test types and clicks through a whole form in jsdom; on two busy cores that can take
          // several seconds.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
