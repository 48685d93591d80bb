// `npm run bench`: the marketplace benchmark (docs/performance.md, "The marketplace benchmark").
// Seeds a market on PostgreSQL (a tenth first, then the whole: 10,000 agents, 1,000,000 slots,
// 500,000 bookings) with set-based SQL, starts the production API with a bench-only floor route
// (bench/market-server.ts), and measures with autocannon the floor, the hot reads (at both
// sizes), booking creation on distinct slots and 1,000 concurrent bookings of one slot, the API's
// peak memory and the start-up step that schedules existing deadlines. Prints markdown tables with
// met / not met. Informational: not part of `npm test`, never fails on a missed target.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { addCalendarDays, todayIn } from '@brillo/domain/zoned-time';
import pg from 'pg';
import { createPasswordHasher } from '../apps/api/src/adapters/password-hasher/create-password-hasher.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { setUpDatabase } from '../apps/api/src/setup-database.ts';
import { startSmtpServer } from '../apps/api/test/smtp-server.ts';
import { apiNodeFlags } from '../scripts/api-node-flags.ts';
import { freePort } from '../scripts/free-port.ts';
import { measure, type Load } from './measure.ts';
import { marketReport, type MarketMeasurement, type MarketResults } from './market-report.ts';
import { FLOOR_PATH, marketRows, type MarketAccount, type MarketContext } from './market-rows.ts';
import { bookOneSlotAtOnce, countCpu, sampleMemory } from './market-probes.ts';
import { countForeignUsers, marketEmail, removeMarket, seedMarketPart } from './market-seed.ts';
import { runNode, spawnNode, stopChild, waitUntilAnswering } from './processes.ts';
import { signIn } from './sign-in.ts';
import { exitOnHelp, positiveNumberOption } from './options.ts';
import { startBenchRun, withoutPassword } from './run.ts';

const usage = `Usage: npm run bench -- [options]

  --quick             check the harness: a market of 1,000 agents (100 for the tenth), 1 s per
                      measurement (about two minutes)
  --duration S        seconds per measurement (default 10; 1 with --quick)
  --connections LIST  connection counts (default 1,8,32)
  --postgres URL      PostgreSQL server on which the bench creates (and drops) its own database
                      (default $BENCH_POSTGRES_URL or postgres://postgres@127.0.0.1:5432/postgres)
  --database URL      use this database instead (default $DATABASE_URL): it must be empty or hold
                      only the bench's users; the bench removes its rows afterwards
  --timeout MIN       stop and clean up after this many minutes (default 45)
  --json FILE         also write every measurement as JSON
`;

const { values: options } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    duration: { type: 'string' },
    connections: { type: 'string' },
    postgres: { type: 'string' },
    database: { type: 'string' },
    timeout: { type: 'string' },
    json: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
exitOnHelp(options.help, usage);

const positive = positiveNumberOption(usage);

const quick = options.quick;
const settings = {
  duration: positive('duration', options.duration, quick ? 1 : 10),
  warmup: quick ? 0.3 : 2,
  connections: (options.connections ?? '1,8,32')
    .split(',')
    .map((count) => Math.round(positive('connections', count.trim(), 1))),
  timeoutMinutes: positive('timeout', options.timeout, 45),
  /** The whole market; the first part is a tenth of it. */
  agents: quick ? 1000 : 10_000,
  customers: quick ? 5000 : 50_000,
  contendedAttempts: 1000,
  /** Slots fetched for booking creation: more than the fastest run could book. */
  bookableSlots: quick ? 5000 : 60_000,
  deadlinesLimitMs: (quick ? 30 : 180) * 1000,
  postgres:
    options.postgres ??
    process.env.BENCH_POSTGRES_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres',
  database: options.database ?? process.env.DATABASE_URL,
};

const bench = startBenchRun(settings.timeoutMinutes);
const { cleanUp, progress } = bench;

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${withoutPassword(url)} (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  return client;
}

/** The bench's database: a new one on the server (dropped at the end), or the one given. */
async function benchDatabase(): Promise<string> {
  if (settings.database) {
    const client = await connect(settings.database);
    try {
      const foreign = await countForeignUsers(client);
      if (foreign > 0) {
        throw new Error(
          `${withoutPassword(settings.database)} holds ${foreign} user${foreign === 1 ? '' : 's'} the bench did not make. ` +
            'The bench writes a whole market and needs an empty database or one only it has used: ' +
            'give another with --database, or none to let it create its own on --postgres.',
        );
      }
    } finally {
      await client.end();
    }
    cleanUp.add('remove the market from the given database', async () => {
      const remover = await connect(settings.database ?? '');
      try {
        await removeMarket(remover);
      } finally {
        await remover.end();
      }
    });
    return settings.database;
  }
  const name = `brillo_market_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = await connect(settings.postgres);
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  cleanUp.add(`drop database ${name}`, async () => {
    const dropper = await connect(settings.postgres);
    try {
      await dropper.query(`drop database if exists "${name}" with (force)`);
    } finally {
      await dropper.end();
    }
  });
  const url = new URL(settings.postgres);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Gives the bench's three accounts a password, as better-auth stores it. */
async function addCredentials(client: pg.Client, password: string) {
  const hash = await createPasswordHasher({}).hash(password);
  const emails = [marketEmail('agente', 0), marketEmail('cliente', 0), marketEmail('cliente', 1)];
  await client.query(
    `insert into accounts (id, account_id, provider_id, user_id, password)
     select gen_random_uuid()::text, id, 'credential', id, $2 from users where email = any($1)`,
    [emails, hash],
  );
  return { agent: emails[0] ?? '', reader: emails[1] ?? '', booker: emails[2] ?? '' };
}

/** Seeds the market's agents [from, to) with their share of customers, then updates statistics. */
async function seedPart(client: pg.Client, share: { from: number; to: number }) {
  const startedAt = performance.now();
  const perAgent = settings.customers / settings.agents;
  const counts = await seedMarketPart(client, {
    agents: share,
    customers: { from: share.from * perAgent, to: share.to * perAgent },
  });
  // A table written in one go has no visibility map yet; autovacuum would set it within minutes
  // in production. Vacuumed now, the reads are measured as they run on a settled database.
  await client.query('vacuum (analyze)');
  return { ...counts, seconds: (performance.now() - startedAt) / 1000 };
}

const TIME_ZONE = 'America/Santiago';

async function main() {
  const startedAt = new Date();
  const loadAtStart = os.loadavg()[0] ?? 0;
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brillo-market-'));
  cleanUp.add(`remove ${workDir}`, () => fs.rmSync(workDir, { recursive: true, force: true }));
  const smtp = await startSmtpServer();
  cleanUp.add('stop the SMTP stand-in', () => smtp.close());

  const databaseUrl = await benchDatabase();
  progress(`Migrating ${withoutPassword(databaseUrl)}…`);
  const migrating = await openDatabase({ url: databaseUrl });
  try {
    await setUpDatabase(migrating);
  } finally {
    await migrating.close();
  }
  const client = await connect(databaseUrl);
  cleanUp.add('close the seeding connection', () => client.end());

  const tenth = settings.agents / 10;
  progress(`Seeding a tenth of the market (${tenth} agents)…`);
  const seeds = [await seedPart(client, { from: 0, to: tenth })];
  const password = `bench-${randomBytes(12).toString('hex')}`;
  const emails = await addCredentials(client, password);

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawnNode({
    name: 'market-api',
    script: 'bench/market-server.ts',
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      SMTP_URL: smtp.url,
      FINTOC_SECRET_KEY: 'sk_bench',
      FINTOC_PUBLIC_KEY: 'pk_bench',
      FINTOC_WEBHOOK_SECRET: 'whsec_bench',
      FINTOC_API_URL: 'http://127.0.0.1:9',
      SEED_DEMO: 'false',
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'info',
      TIME_ZONE,
      MAPBOX_TOKEN: '',
      DEV_MAILBOX: '',
      RATE_LIMITS: '',
      PASSWORD_HASH_CONCURRENCY: '',
      UV_THREADPOOL_SIZE: '4',
      DATABASE_URL: databaseUrl,
      DATA_DIR: '',
    },
    logDir: workDir,
    cleanUp,
    nodeArgs: [...apiNodeFlags],
  });
  progress('Starting the API…');
  await waitUntilAnswering(`${baseUrl}/api/ready`, server, 120_000);
  const memory = sampleMemory(server.process.pid ?? 0);
  const phases: { phase: string; peakMb: number }[] = [];
  const endPhase = (phase: string) => phases.push({ phase, peakMb: memory.phasePeak() });

  const sessions = {} as Record<MarketAccount, string>;
  for (const account of ['agent', 'reader', 'booker'] as const) {
    sessions[account] = (await signIn(baseUrl, emails[account], password)).bearerToken;
  }
  const headersOf = (account: MarketAccount) => ({ authorization: `Bearer ${sessions[account]}` });

  /**
   * After a measurement, slow requests may still be queued in the API (autocannon stops sending,
   * the server goes on answering): waits until the floor answers (its query waits in the same
   * pool), at most a minute, so the next row starts on an idle server.
   */
  async function settle() {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && !bench.interrupted) {
      const startedAt = performance.now();
      const response = await fetch(`${baseUrl}${FLOOR_PATH}`, { headers: headersOf('reader') });
      await response.arrayBuffer();
      if (performance.now() - startedAt < 50) return;
    }
  }

  /** One measurement, with the CPU time it cost the API, PostgreSQL and autocannon. */
  async function measureCounted(load: Load, connections: number): Promise<MarketMeasurement> {
    const cpu = countCpu(server.process.pid ?? 0);
    const measured = await measure(load, connections, settings.duration);
    return { ...measured, cpu: cpu.stop(measured.answered) };
  }

  const results: MarketResults = { tenth: new Map(), whole: new Map() };
  async function measureReads(size: 'tenth' | 'whole') {
    const { rows } = await client.query<{ agent_id: string; day: string }>(
      `select s.agent_id, to_char(s.start_time at time zone $2, 'YYYY-MM-DD') as day
       from availability_slots s join users u on u.id = s.agent_id
       where u.email = $1 and s.status = 'available' and s.booking_status is null
         and s.start_time >= $3::date + 7
       order by s.start_time limit 1`,
      [emails.agent, TIME_ZONE, addCalendarDays(todayIn(TIME_ZONE, new Date()), 0)],
    );
    const context: MarketContext = {
      agentId: rows[0]?.agent_id ?? '',
      day: rows[0]?.day ?? addCalendarDays(todayIn(TIME_ZONE, new Date()), 7),
    };
    const loads = new Map<string, Load>();
    for (const row of marketRows) {
      const load: Load = {
        url: `${baseUrl}${row.path(context)}`,
        method: 'GET',
        headers: { ...headersOf(row.as), ...row.headers },
        manyClients: false,
      };
      const response = await fetch(load.url, { headers: load.headers });
      const body: unknown = await response.json().catch(() => undefined);
      const problem =
        response.status === 200
          ? row.check(body)
          : `answered ${response.status}: ${JSON.stringify(body)}`;
      if (problem) throw new Error(`${row.label} (${load.url}): ${problem}`);
      loads.set(row.id, load);
      await measure(load, Math.max(...settings.connections), settings.warmup);
      await settle();
    }
    for (const connections of settings.connections) {
      for (const row of marketRows) {
        const load = loads.get(row.id);
        if (!load || bench.interrupted) return;
        const measured = await measureCounted(load, connections);
        record(results[size], connections, row.id, measured);
        progress(`${size} · ${connections} conn · ${row.label}: ${describe(measured)}`);
        await settle();
      }
    }
  }

  await measureReads('tenth');
  endPhase('start-up and the reads on the tenth');
  progress(`Seeding the rest of the market (${settings.agents - tenth} agents)…`);
  seeds.push(await seedPart(client, { from: tenth, to: settings.agents }));
  endPhase('seeding the rest (the API idle)');
  await measureReads('whole');
  endPhase('the reads on the whole market');

  // Booking creation, each request on a slot of its own, then one slot wanted by many at once.
  const { rows: bookable } = await client.query<{ id: string }>(
    `select s.id from availability_slots s
     where s.status = 'available' and s.booking_status is null and s.start_time > now() + interval '3 days'
       and not exists (select 1 from bookings b where b.availability_id = s.id
                       and b.status not in ('rejected', 'accepted_customer_cancelation'))
     order by md5(s.id) limit $1`,
    [settings.bookableSlots + settings.connections.length],
  );
  const contendedSlot = bookable.pop()?.id ?? '';
  let next = 0;
  const bookingLoad: Load = {
    url: `${baseUrl}/api/customers/bookings`,
    method: 'POST',
    headers: { ...headersOf('booker'), 'content-type': 'application/json', origin: baseUrl },
    manyClients: false,
    nextBody: () => JSON.stringify({ availability_id: bookable[next++ % bookable.length]?.id }),
  };
  const bookings = new Map<number, MarketMeasurement>();
  for (const connections of settings.connections) {
    if (bench.interrupted) return;
    const measured = await measureCounted(bookingLoad, connections);
    bookings.set(connections, measured);
    progress(`booking creation · ${connections} conn: ${describe(measured)}`);
    await settle();
  }
  endPhase('booking creation');
  progress(`${settings.contendedAttempts} bookings of one slot at once…`);
  const contended = await bookOneSlotAtOnce(
    bookingLoad.url,
    bookingLoad.headers,
    contendedSlot,
    settings.contendedAttempts,
    { url: `${baseUrl}${FLOOR_PATH}`, headers: headersOf('reader') },
  );
  const { rows: live } = await client.query<{ count: string }>(
    `select count(*) from bookings where availability_id = $1
     and status not in ('rejected', 'accepted_customer_cancelation')`,
    [contendedSlot],
  );
  endPhase(`${settings.contendedAttempts} bookings of one slot at once`);
  const memoryPeak = { ...memory.stop(), phases };
  await stopChild(server.process);

  progress('Timing the start-up step that schedules existing deadlines…');
  const deadlines = [await timeDeadlines(databaseUrl, workDir, client, 'first start')];
  deadlines.push(await timeDeadlines(databaseUrl, workDir, client, 'next start'));

  const report = marketReport({
    startedAt,
    quick,
    settings,
    loadAtStart,
    loadAtEnd: os.loadavg()[0] ?? 0,
    seeds,
    results,
    bookings,
    contended: { ...contended, liveBookings: Number(live[0]?.count ?? 0) },
    memory: memoryPeak,
    deadlines,
    elapsedSeconds: bench.elapsedSeconds(),
  });
  process.stdout.write(`\n${report}`);
  if (options.json) {
    fs.writeFileSync(
      options.json,
      `${JSON.stringify({ startedAt, seeds, results: toJson(results), bookings: Object.fromEntries(bookings), contended, memoryPeak, deadlines }, null, 2)}\n`,
    );
  }
}

function record(
  byConnections: Map<number, Map<string, MarketMeasurement>>,
  connections: number,
  id: string,
  measured: MarketMeasurement,
) {
  const rows = byConnections.get(connections) ?? new Map<string, MarketMeasurement>();
  rows.set(id, measured);
  byConnections.set(connections, rows);
}

function describe(m: MarketMeasurement): string {
  const refused = m.non2xx + m.errors > 0 ? ` (${m.non2xx} not 2xx, ${m.errors} errors)` : '';
  const cpu = `CPU µs a request: API ${Math.round(m.cpu.api)}, PostgreSQL ${Math.round(m.cpu.postgres)}, autocannon ${Math.round(m.cpu.loadGenerator)}`;
  return `${Math.round(m.requestsPerSecond)} req/s, p50 ${m.p50.toFixed(2)} ms, p99 ${m.p99.toFixed(2)} ms${refused}; ${cpu}`;
}

function toJson(results: MarketResults) {
  return Object.fromEntries(
    Object.entries(results).map(([size, byConnections]) => [
      size,
      Object.fromEntries([...byConnections].map(([c, rows]) => [c, Object.fromEntries(rows)])),
    ]),
  );
}

/** One run of bench/market-deadlines.ts, stopped after `deadlinesLimitMs`. */
async function timeDeadlines(url: string, workDir: string, client: pg.Client, label: string) {
  const run = runNode(
    'bench/market-deadlines.ts',
    { DATABASE_URL: url },
    path.join(workDir, 'deadlines.log'),
  );
  cleanUp.add(`stop the deadline scheduling (pid ${run.child.pid})`, () => {
    if (run.child.exitCode === null) run.child.kill('SIGKILL');
  });
  const startedAt = performance.now();
  const limit = setTimeout(() => run.child.kill('SIGTERM'), settings.deadlinesLimitMs);
  const { code, output } = await run.done;
  clearTimeout(limit);
  const ms = performance.now() - startedAt;
  const { rows } = await client.query<{ count: string }>(
    `select count(*) from pgboss.job where name = 'booking-deadline'`,
  );
  const queued = Number(rows[0]?.count ?? 0);
  if (code === 0) {
    const parsed = JSON.parse(output) as { ms: number; deadlines: number };
    return { label, finished: true, ms: parsed.ms, deadlines: parsed.deadlines, queued };
  }
  return { label, finished: false, ms, deadlines: Number.NaN, queued };
}

await bench.finish(main);
