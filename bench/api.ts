// `npm run bench:api`: the request path's benchmark (docs/performance.md). Starts, in one run, a
// bare Fastify floor and the API in production mode on a fresh PostgreSQL database, on the same
// database with the rate limiter off, and on a fresh PGlite data folder; signs its own accounts in;
// measures every route of bench/routes.ts with autocannon at each connection count, in interleaved
// rounds; prints markdown tables (medians across rounds, ratios within a round) and the targets.
// `--only sign-in-load` measures health idle and during concurrent sign-ins instead, on those
// servers and on twins whose password hashing is not capped (bench/sign-in-load.ts).
// Informational only: it is not part of `npm test` and never fails on a missed target.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startSmtpServer } from '../apps/api/test/smtp-server.ts';
import { measure, nextClientAddress, type Load, type Measurement } from './measure.ts';
import { readLog, runNode, spawnNode, waitUntilAnswering, type Child } from './processes.ts';
import {
  formatMs,
  formatRate,
  resultTables,
  signInLoadTables,
  targetTable,
  type Results,
  type Row,
} from './report.ts';
import {
  comparisons,
  routes,
  serverEnv,
  SIGN_IN_LOAD_TARGET,
  servers,
  type AccountRole,
  type BenchRoute,
  type RowKey,
  type ServerId,
} from './routes.ts';
import { signInFrom, startSignInLoad } from './sign-in-load.ts';
import { signIn, type SignedIn } from './sign-in.ts';
import { defaultPasswordHashConcurrency } from '../apps/api/src/adapters/password-hasher/create-password-hasher.ts';
import { freePort } from '../scripts/free-port.ts';
import { exitOnHelp, positiveNumberOption } from './options.ts';
import { startBenchRun, withoutPassword } from './run.ts';

const usage = `Usage: npm run bench:api -- [options]

  --rounds N          interleaved rounds (default 4)
  --duration S        seconds per measurement (default 10)
  --warmup S          seconds of warm-up per route before the first round (default 3)
  --connections LIST  connection counts (default 1,8,32)
  --quick             check the harness: 2 rounds of 1 s, 0.5 s warm-up (about two minutes)
  --only LIST         route ids or <route>@<server> rows to measure (default all but sign-in-load),
                      e.g. health,session-bearer; sign-in-load: health idle and during 8 sign-ins
  --postgres URL      PostgreSQL server to create the bench database on
                      (default $BENCH_POSTGRES_URL or postgres://postgres@127.0.0.1:5432/postgres)
  --log-level LEVEL   the API servers' LOG_LEVEL (default info, as production)
  --log-dir DIR       keep the servers' logs, request log included, in DIR
  --json FILE         also write every measurement as JSON
`;

const READY_TIMEOUT_MS = 120_000;
/** A short pause between measurements lets the previous one's connections close. */
const PAUSE_MS = 300;
/** The sign-in load runs this long before its measurement starts, so its queue is full. */
const SIGN_IN_RAMP_MS = 1000;

const { values: options } = parseArgs({
  options: {
    rounds: { type: 'string' },
    duration: { type: 'string' },
    warmup: { type: 'string' },
    connections: { type: 'string' },
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
    postgres: { type: 'string' },
    'log-level': { type: 'string', default: 'info' },
    'log-dir': { type: 'string' },
    json: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
exitOnHelp(options.help, usage);

const positiveNumber = positiveNumberOption(usage);

const settings = {
  rounds: Math.round(positiveNumber('rounds', options.rounds, options.quick ? 2 : 4)),
  duration: positiveNumber('duration', options.duration, options.quick ? 1 : 10),
  warmup: positiveNumber('warmup', options.warmup, options.quick ? 0.5 : 3),
  connections: (options.connections ?? '1,8,32')
    .split(',')
    .map((count) => Math.round(positiveNumber('connections', count.trim(), 1))),
  quick: options.quick,
  logLevel: options['log-level'],
  postgres:
    options.postgres ??
    process.env.BENCH_POSTGRES_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres',
};

interface PlannedRow extends Row {
  route: BenchRoute;
  server: ServerId;
}

const only = options.only?.split(',').map((entry) => entry.trim());
const rows: PlannedRow[] = routes
  .flatMap((route) =>
    route.on.map((server) => ({
      key: `${route.id}@${server}` as RowKey,
      label: server === 'bare' ? route.label : `${route.label} (${servers[server].label})`,
      route,
      server,
    })),
  )
  .filter((row) =>
    only ? only.includes(row.route.id) || only.includes(row.key) : !row.route.onlyWhenNamed,
  );
if (rows.length === 0) {
  process.stderr.write(`--only matches no route; the routes are: ${routes.map((r) => r.id)}\n`);
  process.exit(2);
}
const needed = new Set(rows.map((row) => row.server));

const bench = startBenchRun();
const { cleanUp, progress } = bench;

/** A uniquely named database on the PostgreSQL server, dropped at clean-up. */
async function createPostgresDatabase(adminUrl: string): Promise<string> {
  const name = `brillo_bench_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${withoutPassword(adminUrl)} (${error instanceof Error ? error.message : String(error)}); ` +
        'pass --postgres URL, or --only with PGlite rows',
    );
  }
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  cleanUp.add(`drop database ${name}`, async () => {
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    try {
      await dropper.query(`drop database if exists "${name}" with (force)`);
    } finally {
      await dropper.end();
    }
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The bench's accounts on one database: their emails. */
type Accounts = Record<AccountRole, string> & { signInLoad: string[] };

/** Runs bench/prepare-database.ts against the database a server is about to open. */
async function prepareDatabase(
  database: Record<string, string>,
  password: string,
  signInAccounts: number,
  logDir: string,
  name: string,
): Promise<Accounts> {
  const logFile = path.join(logDir, `${name}.log`);
  const run = runNode(
    'bench/prepare-database.ts',
    { ...database, BENCH_PASSWORD: password, BENCH_SIGN_IN_ACCOUNTS: String(signInAccounts) },
    logFile,
  );
  cleanUp.add(`stop the database set-up (pid ${run.child.pid})`, () => {
    if (run.child.exitCode === null) run.child.kill('SIGKILL');
  });
  const { code, output } = await run.done;
  if (code !== 0) throw new Error(`preparing the database failed:\n${readLog({ logFile })}`);
  return JSON.parse(output) as Accounts;
}

interface StartedServer {
  id: ServerId;
  baseUrl: string;
  child: Child;
  sessions: Partial<Record<AccountRole, SignedIn>>;
}

/**
 * The databases the servers open: PostgreSQL's one database is shared by its servers; a PGlite
 * folder takes one process, so PGlite's twin has a folder of its own.
 */
type DatabaseId = 'postgres' | 'pglite' | 'pgliteHashCap4';

function databaseOf(id: ServerId): DatabaseId | undefined {
  if (id === 'bare') return undefined;
  if (id === 'pglite' || id === 'pgliteHashCap4') return id;
  return 'postgres';
}

/** The sign-in load's clients on a row's server (0 for a row without the load). */
function signInClients(row: PlannedRow): number {
  return row.route.signInLoad?.clients ?? 0;
}

async function main() {
  const startedAt = new Date();
  const loadAtStart = os.loadavg()[0] ?? 0;
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brillo-bench-'));
  cleanUp.add(`remove ${workDir}`, () => fs.rmSync(workDir, { recursive: true, force: true }));
  const logDir = options['log-dir'] ? path.resolve(options['log-dir']) : workDir;
  fs.mkdirSync(logDir, { recursive: true });

  // Production refuses the development mailbox; the bench sends no mail, but needs a server.
  const smtp = await startSmtpServer();
  cleanUp.add('stop the SMTP stand-in', () => smtp.close());

  const password = `bench-${randomBytes(12).toString('hex')}`;
  const authSecret = randomBytes(32).toString('base64url');
  const needsPostgres = [...needed].some((id) => databaseOf(id) === 'postgres');
  const databaseUrl = needsPostgres ? await createPostgresDatabase(settings.postgres) : undefined;
  const databases: Record<DatabaseId, Record<string, string>> = {
    postgres: { DATABASE_URL: databaseUrl ?? '', DATA_DIR: '' },
    pglite: { DATABASE_URL: '', DATA_DIR: path.join(workDir, 'pglite-data') },
    pgliteHashCap4: { DATABASE_URL: '', DATA_DIR: path.join(workDir, 'pglite-hash-cap-4-data') },
  };

  // Each database is migrated and given its accounts before any server opens it, so that two
  // servers starting at once on one PostgreSQL database never both create the schema.
  const accounts: Partial<Record<DatabaseId, Accounts>> = {};
  for (const database of ['postgres', 'pglite', 'pgliteHashCap4'] as const) {
    if (![...needed].some((id) => databaseOf(id) === database)) continue;
    const loadClients = Math.max(
      0,
      ...rows.filter((row) => databaseOf(row.server) === database).map(signInClients),
    );
    progress(`Migrating the ${servers[database].label} database and creating its accounts…`);
    accounts[database] = await prepareDatabase(
      databases[database],
      password,
      loadClients,
      logDir,
      `prepare-${database}`,
    );
  }

  async function startServer(id: ServerId): Promise<StartedServer> {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    if (id === 'bare') {
      const child = spawnNode({
        name: id,
        script: 'bench/bare-fastify.ts',
        env: { PORT: String(port) },
        logDir,
        cleanUp,
      });
      await waitUntilAnswering(`${baseUrl}/`, child, READY_TIMEOUT_MS);
      return { id, baseUrl, child, sessions: {} };
    }
    const database = databaseOf(id);
    if (!database) throw new Error(`${id} has no database`);
    const child = spawnNode({
      name: id,
      script:
        id === 'postgresUnlimited' ? 'bench/api-without-rate-limits.ts' : 'apps/api/src/server.ts',
      env: {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: baseUrl,
        AUTH_SECRET: authSecret,
        SMTP_URL: smtp.url,
        // Production takes payments through Fintoc only (ADR-040); nothing is paid while measuring.
        FINTOC_SECRET_KEY: 'sk_bench',
        FINTOC_PUBLIC_KEY: 'pk_bench',
        FINTOC_WEBHOOK_SECRET: 'whsec_bench',
        FINTOC_API_URL: 'http://127.0.0.1:9',
        SEED_DEMO: 'false',
        // The bench is the proxy that names the client (X-Forwarded-For), as in production.
        TRUST_PROXY: '127.0.0.1',
        LOG_LEVEL: settings.logLevel,
        // Settings of the caller's environment that would change what is measured.
        MAPBOX_TOKEN: '',
        DEV_MAILBOX: '',
        RATE_LIMITS: '',
        PASSWORD_HASH_CONCURRENCY: '',
        // libuv's default; an empty value would give its pool one thread.
        UV_THREADPOOL_SIZE: '4',
        ...serverEnv(id),
        ...databases[database],
      },
      logDir,
      keepOutput: Boolean(options['log-dir']),
      cleanUp,
    });
    await waitUntilAnswering(`${baseUrl}/api/ready`, child, READY_TIMEOUT_MS);
    return { id, baseUrl, child, sessions: {} };
  }

  progress(`Starting ${[...needed].map((id) => servers[id].label).join(', ')}…`);
  const started = new Map<ServerId, StartedServer>();
  for (const server of await Promise.all([...needed].map(startServer))) {
    started.set(server.id, server);
  }

  // Signed in once per server and account that a row needs (sign-in is rate-limited too).
  for (const row of rows) {
    const server = started.get(row.server);
    const database = databaseOf(row.server);
    const account = row.route.as?.account;
    if (!server || !database || !account || server.sessions[account]) continue;
    const email = accounts[database]?.[account];
    if (!email) throw new Error(`no ${account} account on ${servers[database].label}`);
    server.sessions[account] = await signIn(server.baseUrl, email, password);
  }

  function loadFor(row: PlannedRow): Load {
    const server = started.get(row.server);
    if (!server) throw new Error(`${row.server} is not running`);
    const headers: Record<string, string> = {};
    const { as, body } = row.route;
    if (as) {
      const session = server.sessions[as.account];
      if (!session) throw new Error(`no ${as.account} session on ${row.server}`);
      if (as.via === 'bearer') headers.authorization = `Bearer ${session.bearerToken}`;
      else headers.cookie = session.cookie;
    }
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      headers.origin = server.baseUrl;
    }
    return {
      url: `${server.baseUrl}${row.route.path}`,
      method: row.route.method ?? 'GET',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      manyClients: row.route.manyClients ?? false,
    };
  }
  const loads = new Map(rows.map((row) => [row.key, loadFor(row)]));

  // Each row answers what it claims to measure before anything is timed.
  for (const row of rows) {
    const load = loads.get(row.key);
    if (!load) continue;
    const response = await fetch(load.url, {
      method: load.method,
      headers: load.manyClients
        ? { ...load.headers, 'x-forwarded-for': '192.0.2.254' }
        : load.headers,
      body: load.body,
    });
    const text = await response.text();
    let problem = response.status === 200 ? undefined : `answered ${response.status}: ${text}`;
    if (!problem && row.route.check) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      problem = row.route.check(parsed);
    }
    if (problem) throw new Error(`${row.label} ${problem}`);
  }

  // A limited row is refused past its limit from one address; its twin without the limiter is not.
  let probeNumber = 0;
  for (const row of rows) {
    const load = loads.get(row.key);
    const max = row.route.limitPerIp;
    if (!load || max === undefined) continue;
    probeNumber += 1;
    // 192.0.2.0/24 (documentation range), outside the addresses the measurements rotate through.
    const headers = { ...load.headers, 'x-forwarded-for': `192.0.2.${probeNumber}` };
    let refusedAt: number | undefined;
    for (let attempt = 1; attempt <= max + 1 && refusedAt === undefined; attempt += 1) {
      const response = await fetch(load.url, { method: load.method, headers, body: load.body });
      await response.body?.cancel();
      if (response.status === 429) refusedAt = attempt;
    }
    const limited = row.server !== 'postgresUnlimited';
    if (limited && refusedAt !== max + 1) {
      throw new Error(
        `${row.label}: expected a 429 at request ${max + 1}, got ${refusedAt ?? 'none'}`,
      );
    }
    if (!limited && refusedAt !== undefined) {
      throw new Error(`${row.label}: the limiter should be off, got a 429 at request ${refusedAt}`);
    }
  }

  // The sign-in load's accounts sign in with the bench's password before anything is timed.
  const signInLoadEmails = new Map<RowKey, string[]>();
  for (const row of rows) {
    const clients = signInClients(row);
    const server = started.get(row.server);
    const database = databaseOf(row.server);
    if (clients === 0 || !server || !database) continue;
    const emails = accounts[database]?.signInLoad.slice(0, clients) ?? [];
    if (emails.length < clients) {
      throw new Error(`${row.label}: ${clients} accounts to sign in needed, ${emails.length} made`);
    }
    for (const email of emails) {
      const status = await signInFrom(server.baseUrl, { email, password }, nextClientAddress());
      if (status !== 200) throw new Error(`${row.label}: signing ${email} in answered ${status}`);
    }
    signInLoadEmails.set(row.key, emails);
  }

  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /**
   * `measure` while the row's sign-in clients loop, started SIGN_IN_RAMP_MS before it; answers the
   * measurement with what the sign-ins that finished during it did.
   */
  async function measureDuringSignIns(
    row: PlannedRow,
    load: Load,
    connections: number,
    seconds: number,
  ): Promise<Measurement> {
    const server = started.get(row.server);
    const emails = signInLoadEmails.get(row.key);
    if (!server || !emails) throw new Error(`${row.label} has no sign-in load`);
    const signIns = startSignInLoad(server.baseUrl, emails, password);
    let from = 0;
    let to = 0;
    try {
      await pause(SIGN_IN_RAMP_MS);
      from = performance.now();
      const measurement = await measure(load, connections, seconds);
      to = performance.now();
      return { ...measurement, signIns: await signIns.stop(from, to) };
    } finally {
      if (to === 0) await signIns.stop(from, to);
    }
  }

  /** One row's slot in a round: one measurement; for a sign-in load row, idle then loaded. */
  async function measureRow(
    row: PlannedRow,
    load: Load,
    connections: number,
    seconds: number,
  ): Promise<Measurement> {
    if (signInClients(row) === 0) return measure(load, connections, seconds);
    const idle = await measure(load, connections, seconds);
    await pause(PAUSE_MS);
    return { ...(await measureDuringSignIns(row, load, connections, seconds)), idle };
  }

  const perRow = (row: PlannedRow) =>
    signInClients(row) === 0
      ? settings.duration + PAUSE_MS / 1000
      : 2 * (settings.duration + PAUSE_MS / 1000) + SIGN_IN_RAMP_MS / 1000;
  const minutes =
    (rows.reduce((sum, row) => sum + perRow(row), 0) *
      settings.connections.length *
      settings.rounds) /
    60;
  progress(
    `Measuring ${rows.length} rows × ${settings.connections.length} connection counts × ${settings.rounds} rounds of ${settings.duration} s (about ${minutes.toFixed(1)} min)…`,
  );

  // A sign-in load row warms up under its load, so scrypt's code and memory are warm too.
  const warmupConnections = Math.max(...settings.connections);
  for (const row of rows) {
    const load = loads.get(row.key);
    if (!load || bench.interrupted) continue;
    if (signInClients(row) === 0) await measure(load, warmupConnections, settings.warmup);
    else await measureDuringSignIns(row, load, warmupConnections, settings.warmup);
    await pause(PAUSE_MS);
  }

  const results: Results = new Map();
  for (let round = 1; round <= settings.rounds; round += 1) {
    for (const connections of settings.connections) {
      for (const row of rows) {
        if (bench.interrupted) throw new Error('interrupted');
        const load = loads.get(row.key);
        if (!load) continue;
        const measurement = await measureRow(row, load, connections, settings.duration);
        if (bench.interrupted) throw new Error('interrupted');
        const byRow = results.get(connections) ?? new Map<RowKey, Measurement[]>();
        results.set(connections, byRow);
        byRow.set(row.key, [...(byRow.get(row.key) ?? []), measurement]);
        const refused =
          measurement.non2xx + measurement.errors > 0
            ? ` (${measurement.non2xx} not 2xx, ${measurement.errors} errors)`
            : '';
        const { idle, signIns } = measurement;
        const figures =
          idle && signIns
            ? `p99 ${formatMs(idle.p99)} idle, ${formatMs(measurement.p99)} during sign-ins (${(measurement.p99 / idle.p99).toFixed(2)}×), ` +
              `${formatRate(idle.requestsPerSecond)} → ${formatRate(measurement.requestsPerSecond)} req/s; ` +
              `${signIns.done} sign-ins (${signIns.perSecond.toFixed(1)}/s, p50 ${formatMs(signIns.p50)}, p99 ${formatMs(signIns.p99)}` +
              `${signIns.failed > 0 ? `, ${signIns.failed} failed` : ''})`
            : `${formatRate(measurement.requestsPerSecond)} req/s, p50 ${formatMs(measurement.p50)}, p99 ${formatMs(measurement.p99)}`;
        progress(
          `round ${round}/${settings.rounds} · ${connections} conn · ${row.label}: ${figures}${refused}`,
        );
        await pause(PAUSE_MS);
      }
    }
  }

  const cpus = os.cpus();
  const routeRows = rows.filter((row) => signInClients(row) === 0);
  const loadRows = rows.filter((row) => signInClients(row) > 0);
  const clients = Math.max(0, ...loadRows.map(signInClients));
  const defaultCap = defaultPasswordHashConcurrency();
  const report = [
    `## API benchmark${settings.quick ? ' (quick run: checks the harness, not figures to keep)' : ''}`,
    '',
    `${startedAt.toISOString()} · ${cpus.length} CPUs (${cpus[0]?.model.trim() ?? 'unknown'}) · Node ${process.version} · ` +
      `servers in production mode, LOG_LEVEL=${settings.logLevel} · ${settings.rounds} interleaved rounds of ${settings.duration} s per row and connection count · ` +
      `load average ${loadAtStart.toFixed(2)} at start, ${(os.loadavg()[0] ?? 0).toFixed(2)} at end`,
    '',
    'req/s counts 2xx answers; req/s, p50 and p99 are medians across rounds; each ratio is taken within a round, then the median across rounds.',
    '',
    ...(routeRows.length > 0
      ? [
          resultTables(routeRows, results, settings.connections, comparisons),
          targetTable(results, comparisons),
          '',
        ]
      : []),
    ...(loadRows.length > 0
      ? [
          `Sign-in load: in each round, health is measured idle, then while ${clients} clients each sign in again and again (the right password, an account of their own, a new client address each time), from ${SIGN_IN_RAMP_MS / 1000} s before the measurement to its end; the sign-in columns count the sign-ins that finished during it. The ratio is the loaded p99 over the idle p99 of the same round.`,
          '',
          signInLoadTables(
            loadRows.map((row) => ({
              key: row.key,
              label: row.label,
              server: servers[row.server].label.split(',')[0] ?? row.server,
              hashCap: serverEnv(row.server).PASSWORD_HASH_CONCURRENCY ?? `${defaultCap} (default)`,
            })),
            results,
            settings.connections,
            SIGN_IN_LOAD_TARGET,
            clients,
          ),
        ]
      : []),
    'Targets are informational: the bench never fails on them.',
    '',
  ].join('\n');
  process.stdout.write(`\n${report}`);

  if (options.json) {
    const json = {
      startedAt: startedAt.toISOString(),
      settings: { ...settings, postgres: withoutPassword(settings.postgres) },
      rows: rows.map(({ key, label }) => ({ key, label })),
      results: Object.fromEntries(
        [...results].map(([connections, byRow]) => [connections, Object.fromEntries(byRow)]),
      ),
    };
    fs.writeFileSync(options.json, `${JSON.stringify(json, null, 2)}\n`);
  }
}

await bench.finish(main);
