// The API as the measuring scripts run it (scripts/lighthouse.ts, scripts/bundle-budget.ts): in
// production mode, serving the build in apps/web/dist, on a free port of 127.0.0.1, with the
// journeys' public settings and secret, its own data folder and nothing mailed. Stopped by its process id
// through the clean-up list it is given.
import path from 'node:path';
import { readLog, spawnNode, waitUntilAnswering, type CleanUp } from '../bench/processes.ts';
import { E2E_AUTH_SECRET } from '../e2e/support/e2e-secrets.ts';
import { e2eServerEnv } from '../e2e/support/public-config.ts';
import { freePort } from './free-port.ts';

const READY_TIMEOUT_MS = 120_000;

/** Starts the API on `dataDir` (a new folder or one seeded beforehand): its address. */
export async function startMeasuredServer({
  dataDir,
  logDir,
  cleanUp,
}: {
  dataDir: string;
  /** Where the server's log goes. */
  logDir: string;
  cleanUp: CleanUp;
}): Promise<string> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawnNode({
    name: 'api',
    script: 'apps/api/src/server.ts',
    logDir,
    cleanUp,
    env: {
      ...e2eServerEnv,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: path.resolve(dataDir),
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      // The journeys' secret, which e2e/support/seed-demo.ts seals the demo operator's
      // authenticator with: the demo accounts all sign in as they do in the journeys.
      AUTH_SECRET: E2E_AUTH_SECRET,
      // Production mails through SMTP only (ADR-019); nothing is mailed while measuring.
      SMTP_URL: 'smtp://127.0.0.1:9',
      MAPBOX_TOKEN: '',
      DEV_MAILBOX: '',
      LOG_LEVEL: 'warn',
    },
  });
  await waitUntilAnswering(`${baseUrl}/api/ready`, server, READY_TIMEOUT_MS).catch(
    (error: unknown) => {
      throw new Error(
        `${error instanceof Error ? error.message : String(error)}\n${readLog(server)}`,
      );
    },
  );
  return baseUrl;
}
