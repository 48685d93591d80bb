// @ts-check
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Each web feature may import only itself and the shared folders, never another feature. */
const webFeatures = fs
  .readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = webFeatures.map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: './apps/web/src/features',
  except: [`./${feature}`],
  message: 'Una feature no importa otra: lo compartido va en components/, hooks/ o lib/.',
}));

/**
 * Each API module may import only itself and the layers below: what one module needs of another
 * reaches it as a function through the app's wiring (apps/api/src/services.ts).
 */
const apiModules = fs
  .readdirSync(new URL('./apps/api/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const apiModuleZones = apiModules.map((module) => ({
  target: `./apps/api/src/modules/${module}`,
  from: './apps/api/src/modules',
  except: [`./${module}`],
  message: 'Un módulo no importa otro: recibe lo que necesita en services.ts.',
}));

/** The API's layers (docs/architecture.md): modules sit on top; nothing below imports them. */
const apiLayerZones = [
  ...apiModuleZones,
  ...['plugins', 'adapters', 'db', 'emails', 'booking-lifecycle'].map((layer) => ({
    target: `./apps/api/src/${layer}`,
    from: './apps/api/src/modules',
    message: 'Solo app.ts y los módulos importan módulos: mueve lo compartido a su capa.',
  })),
  ...['adapters', 'db', 'booking-lifecycle'].map((layer) => ({
    target: `./apps/api/src/${layer}`,
    from: './apps/api/src/plugins',
    message: 'Los adaptadores y la base de datos no dependen de los plugins de Fastify.',
  })),
  // The database layer sits below everything else (ADR-068): the queue's set-up happens above it,
  // in setup-database.ts. Only the demo seed and the factories (db/seed*.ts, db/factories.ts) use
  // the adapters' interfaces, to store the demo files and hash the demo passwords.
  {
    target: './apps/api/src/db',
    from: ['./apps/api/src/jobs', './apps/api/src/emails'],
    message: 'db/ no importa las capas de arriba: lo que la prepara va en setup-database.ts.',
  },
  {
    target: './apps/api/src/db/**/!(seed*|factories).ts',
    from: './apps/api/src/adapters',
    message: 'Solo la semilla y las fábricas de db/ usan los adaptadores.',
  },
  // Adapters never reach the database: a driver that keeps something there (the development
  // mailbox) is handed the function that does it. Their tests may set up a database.
  {
    target: './apps/api/src/adapters/**/!(*.test).ts',
    from: './apps/api/src/db',
    message: 'Los adaptadores no importan db/: reciben la función que guarda (ver app.ts).',
  },
  // The job queue sits below the modules and the plugins: their queues are listed in app-queues.ts.
  ...['modules', 'plugins'].map((layer) => ({
    target: './apps/api/src/jobs',
    from: `./apps/api/src/${layer}`,
    message: 'La cola de trabajos no importa módulos ni plugins: sus colas van en app-queues.ts.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: { globals: { ...globals.node } },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/*/tsconfig.json',
            'packages/*/tsconfig.json',
            'e2e/tsconfig.json',
            'tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      'import-x/no-named-as-default-member': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // The domain package is shared by both apps and depends on neither.
            { target: './packages/domain', from: './apps' },
            // The apps talk over HTTP only.
            { target: './apps/web', from: './apps/api' },
            { target: './apps/api', from: './apps/web' },
            // Shared UI never depends on a feature.
            { target: './apps/web/src/components', from: './apps/web/src/features' },
            { target: './apps/web/src/hooks', from: './apps/web/src/features' },
            { target: './apps/web/src/lib', from: './apps/web/src/features' },
            ...featureZones,
            ...apiLayerZones,
            // Server-only texts (emails, start-up logs) never reach the browser.
            {
              target: './apps/web',
              from: [
                './packages/domain/src/texts/email.es-CL.ts',
                './packages/domain/src/texts/booking-email.es-CL.ts',
                './packages/domain/src/texts/seed.es-CL.ts',
                './packages/domain/src/texts/operator-command.es-CL.ts',
              ],
              message: 'These texts are server only; the web app may not import them.',
            },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Lee la configuración desde apps/api/src/config.ts.',
        },
      ],
    },
  },
  {
    files: [
      'apps/api/src/config.ts',
      'scripts/**',
      'e2e/**',
      'bench/**',
      '**/*.config.ts',
      'apps/api/test/**',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // Loaded with import() only (ADR-088): a static import would bring the contract's schemas
    // back into the page's chunks.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/contracts/on-demand/*'],
              message:
                'Impórtalo con import(): ver packages/domain/src/contracts/on-demand/README.md.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
