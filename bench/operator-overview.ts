// `npm run bench:overview`: the operators' overview on the market of `npm run bench`
// (docs/performance.md, "The operators' overview"). Seeds the whole market on a new PostgreSQL
// database (bench/market-seed.ts) with the money the overview reads on top (payments of the paid
// bookings, refunds, documents waiting for review), then times the overview's read as the API
// runs it (its service, over the API's database pool) and prints each statement's plan
// (`EXPLAIN (ANALYZE, BUFFERS)`). Informational: not part of `npm test`.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { overviewPeriods } from '@brillo/domain/operator-overview';
import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, type Database } from '../apps/api/src/db/client.ts';
import {
  ANSWERS_SETTINGS,
  overviewAnswersStatement,
  overviewSeriesStatement,
  overviewTilesStatement,
} from '../apps/api/src/modules/operators/overview-repository.ts';
import { createOperatorOverviewService } from '../apps/api/src/modules/operators/overview-service.ts';
import { setUpDatabase } from '../apps/api/src/setup-database.ts';
import { seedMarketPart } from './market-seed.ts';
import { exitOnHelp, positiveNumberOption } from './options.ts';
import { median } from './report.ts';
import { nearestRank } from './measure.ts';
import { startBenchRun, withoutPassword } from './run.ts';

const usage = `Usage: npm run bench:overview -- [options]

  --quick         a market of 1,000 agents instead of 10,000 (about a minute)
  --reads N       overview reads timed after the first (default 50)
  --postgres URL  PostgreSQL server on which it creates (and drops) its own database
                  (default $BENCH_POSTGRES_URL or postgres://postgres@127.0.0.1:5432/postgres)
`;

const { values: options } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    reads: { type: 'string' },
    postgres: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
exitOnHelp(options.help, usage);
const positive = positiveNumberOption(usage);

const settings = {
  agents: options.quick ? 1000 : 10_000,
  customers: options.quick ? 5000 : 50_000,
  reads: Math.round(positive('reads', options.reads, 50)),
  postgres:
    options.postgres ??
    process.env.BENCH_POSTGRES_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres',
};
const TIME_ZONE = 'America/Santiago';

const bench = startBenchRun(45);
const { cleanUp, progress } = bench;

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

async function createBenchDatabase(): Promise<string> {
  const name = `brillo_overview_${process.pid}_${randomBytes(4).toString('hex')}`;
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

/**
 * What the overview reads beyond the market: a succeeded sandbox payment of each paid booking,
 * settled an hour after the agent accepted (or now, if that is ahead); a failed attempt on every
 * tenth of them; a payment and its succeeded refund on every fifth cancelled booking; and a
 * document waiting for review of every fiftieth agent.
 */
async function seedMoney(client: pg.Client) {
  await client.query(
    `insert into payments (booking_id, provider, provider_payment_id, status, amount, settled_at,
       created_at, updated_at)
     select id, 'sandbox', 'pi_bench_' || id, 'succeeded', amount,
       least(decided_at + interval '1 hour', now()), least(decided_at + interval '1 hour', now()),
       now()
     from bookings
     where status in ('accepted_payment_success', 'finished', 'finished_evaluated')`,
  );
  await client.query(
    `insert into payments (booking_id, provider, provider_payment_id, status, amount, settled_at,
       failure_reason)
     select booking_id, 'sandbox', 'pi_bench_failed_' || booking_id, 'failed', amount, settled_at,
       'rejected'
     from payments where status = 'succeeded' and abs(hashtext(booking_id)) % 10 = 0`,
  );
  await client.query(
    `with paid as (
       insert into payments (booking_id, provider, provider_payment_id, status, amount, settled_at)
       select id, 'sandbox', 'pi_bench_' || id, 'succeeded', amount,
         least(created_at + interval '2 hours', now())
       from bookings
       where status = 'accepted_customer_cancelation' and abs(hashtext(id)) % 5 = 0
       returning id, amount, settled_at)
     insert into payment_refunds (payment_id, provider, status, kind, amount, created_at, updated_at)
     select id, 'sandbox', 'succeeded', 'cancellation', amount, settled_at,
       least(settled_at + interval '1 day', now())
     from paid`,
  );
  await client.query(
    `insert into agent_documents (agent_id, kind, storage_key, original_name, content_type,
       size_bytes)
     select user_id, 'id', 'documents/' || user_id || '/bench-id.pdf', 'carnet.pdf',
       'application/pdf', 120000
     from agent_profiles where abs(hashtext(user_id)) % 50 = 0`,
  );
  const counted = await client.query<Record<string, string>>(
    `select (select count(*) from bookings) as bookings,
       (select count(*) from payments) as payments,
       (select count(*) from payment_refunds) as refunds,
       (select count(*) from agent_documents) as documents`,
  );
  return counted.rows[0] ?? {};
}

/** The statement's plan as it ran, with the settings it runs with (`set local`). */
async function explain(db: Database, statement: SQL, settings: string[] = []): Promise<string> {
  return db.transaction(async (tx) => {
    for (const setting of settings) await tx.execute(sql.raw(setting));
    const result = (await tx.execute(
      sql`explain (analyze, buffers, costs off, summary on) ${statement}`,
    )) as unknown as { rows: { 'QUERY PLAN': string }[] };
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

async function main() {
  const databaseUrl = await createBenchDatabase();
  progress(`Migrating ${withoutPassword(databaseUrl)}…`);
  const handle = await openDatabase({ url: databaseUrl });
  cleanUp.add('close the API’s database pool', () => handle.close());
  await setUpDatabase(handle);

  const client = await connect(databaseUrl);
  cleanUp.add('close the seeding connection', () => client.end());
  const parts = 10;
  const perPart = settings.agents / parts;
  const perAgent = settings.customers / settings.agents;
  for (let part = 0; part < parts; part++) {
    progress(`Seeding the market, part ${part + 1} of ${parts}…`);
    await seedMarketPart(client, {
      agents: { from: part * perPart, to: (part + 1) * perPart },
      customers: { from: part * perPart * perAgent, to: (part + 1) * perPart * perAgent },
    });
  }
  progress('Adding payments, refunds and documents…');
  const counts = await seedMoney(client);
  await client.query('vacuum (analyze)');

  const service = createOperatorOverviewService({
    db: handle.db,
    clock: { now: () => new Date() },
    config: { TIME_ZONE },
  });
  const timed = async () => {
    const startedAt = performance.now();
    const overview = await service.overview();
    return { ms: performance.now() - startedAt, overview };
  };
  progress('Timing the overview…');
  const first = await timed();
  const times: number[] = [];
  for (let read = 0; read < settings.reads; read++) times.push((await timed()).ms);
  const sorted = [...times].sort((a, b) => a - b);

  const periods = overviewPeriods(new Date(), TIME_ZONE);
  const plans = [
    ['The small figures', await explain(handle.db, overviewTilesStatement(periods))],
    [
      'The answers and their median',
      await explain(handle.db, overviewAnswersStatement(periods), ANSWERS_SETTINGS),
    ],
    [
      'The bookings per day',
      await explain(handle.db, overviewSeriesStatement(periods, TIME_ZONE, 'bookings')),
    ],
    [
      'The amount paid per day',
      await explain(handle.db, overviewSeriesStatement(periods, TIME_ZONE, 'paid')),
    ],
  ] as const;

  const { overview } = first;
  const round = (ms: number) => `${ms.toFixed(1)} ms`;
  const lines = [
    `## The operators' overview on the market (${settings.agents} agents)`,
    '',
    `Rows: ${Object.entries(counts)
      .map(([table, count]) => `${table} ${Number(count).toLocaleString('en')}`)
      .join(', ')}.`,
    '',
    '| read | time |',
    '| --- | ---: |',
    `| first (cold plans) | ${round(first.ms)} |`,
    `| median of ${settings.reads} | ${round(median(times))} |`,
    `| 95th percentile | ${round(nearestRank(sorted, 95))} |`,
    `| slowest | ${round(sorted.at(-1) ?? 0)} |`,
    '',
    `Figures: today ${overview.todayFigures.bookings} bookings, month ${overview.monthFigures.bookings} ` +
      `bookings and ${overview.monthFigures.paid} CLP paid, cancellation ${overview.cancellation.rate}, ` +
      `median answer ${overview.answerTime.medianSeconds} s over ${overview.answerTime.decided}, ` +
      `${overview.agentsWaitingReview} agents waiting.`,
    '',
    ...plans.flatMap(([title, plan]) => ['', `### ${title}`, '', '```', plan, '```']),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

await bench.finish(main);
