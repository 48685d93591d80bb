// What `npm run bench:api` measures. A route is one entry in `routes`; a ratio or a target is one
// entry in `comparisons`. Each route is measured on every server it lists in `on`.

interface ServerSpec {
  label: string;
  /** Settings of this server that differ from the others' (bench/api.ts sets the common ones). */
  env?: Readonly<Record<string, string>>;
}

/** The servers the bench starts (bench/api.ts). Only those a measured row needs start. */
export const servers = {
  bare: { label: 'bare Fastify' },
  postgres: { label: 'PostgreSQL' },
  /** The PostgreSQL server's twin, the rate limiter off: bench/api-without-rate-limits.ts. */
  postgresUnlimited: { label: 'PostgreSQL, limiter off' },
  pglite: { label: 'PGlite' },
  /**
   * Twins whose password hashing may use all four of libuv's pool threads at once, as before the
   * cap of ADR-022: the sign-in load's comparison. The PGlite twin has a data folder of its own
   * (a PGlite folder takes one process).
   */
  postgresHashCap4: {
    label: 'PostgreSQL, PASSWORD_HASH_CONCURRENCY=4',
    env: { PASSWORD_HASH_CONCURRENCY: '4' },
  },
  pgliteHashCap4: {
    label: 'PGlite, PASSWORD_HASH_CONCURRENCY=4',
    env: { PASSWORD_HASH_CONCURRENCY: '4' },
  },
} as const satisfies Record<string, ServerSpec>;

export type ServerId = keyof typeof servers;

/** The settings a server adds to the common ones (none for most). */
export function serverEnv(id: ServerId): Readonly<Record<string, string>> {
  const spec: ServerSpec = servers[id];
  return spec.env ?? {};
}
export type AccountRole = 'customer' | 'agent';

export interface BenchRoute {
  /** Stable name, used in comparisons and by `--only`. */
  id: string;
  /** The table's text; the server's label is added after it. */
  label: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** A JSON body, sent with `content-type: application/json`. */
  body?: unknown;
  on: readonly ServerId[];
  /** Sent signed in as the bench's account of that role, with its bearer token or its cookie. */
  as?: { account: AccountRole; via: 'bearer' | 'cookie' };
  /**
   * Each request names another client address in X-Forwarded-For (the servers trust the bench as
   * their proxy), so that per-IP rate limits measure their cost instead of answering 429.
   */
  manyClients?: boolean;
  /**
   * The route's per-IP limit. Before measuring, the bench checks it from one client address: the
   * request after `max` answers 429 on a server with the limiter, and never on 'postgresUnlimited'.
   */
  limitPerIp?: number;
  /** Checked once on each server before measuring: the answer's JSON body, or what is wrong. */
  check?: (body: unknown) => string | undefined;
  /**
   * Measured twice in each slot of a round: idle, then while `clients` clients each loop
   * `POST /api/auth/sign-in/email` with the right password of an account of their own
   * (bench/sign-in-load.ts). Reported in a table of its own, idle p99 against loaded p99.
   */
  signInLoad?: { clients: number };
  /** Left out of the default run: measured only when `--only` names the route or one of its rows. */
  onlyWhenNamed?: boolean;
}

/** `<route id>@<server id>`: one row of the table. */
export type RowKey = `${string}@${ServerId}`;

export interface Comparison {
  row: RowKey;
  of: RowKey;
  /** How the table names `of`, e.g. 'bare Fastify'. */
  ofText: string;
  /** A goal for later work: `row` should make at least `min` times the requests per second of `of`. */
  target?: { min: number; text: string };
}

function sessionCheck(account: AccountRole, via: 'bearer' | 'cookie') {
  return (body: unknown): string | undefined => {
    const session = body as { user?: { rol?: unknown }; accessToken?: unknown } | undefined;
    if (session?.user?.rol !== account) return `expected the ${account}'s session`;
    if ((session.accessToken !== undefined) !== (via === 'bearer')) {
      return `expected accessToken only for a bearer caller`;
    }
    return undefined;
  };
}

const ADDRESS_QUERY = encodeURIComponent('Av. Providencia 1234, Providencia');

/** Future slots the bench's agent has (bench/prepare-database.ts); one page holds them all. */
export const BENCH_AGENT_SLOTS = 40;

/** How many clients sign in at once during the sign-in load (issue "The request path"). */
export const SIGN_IN_CLIENTS = 8;

export const routes: readonly BenchRoute[] = [
  { id: 'hello', label: 'bare Fastify "hello"', path: '/', on: ['bare'] },
  { id: 'health', label: 'GET /api/health', path: '/api/health', on: ['postgres', 'pglite'] },
  {
    id: 'ready',
    label: 'GET /api/ready (SELECT 1)',
    path: '/api/ready',
    on: ['postgres', 'pglite'],
  },
  {
    id: 'session-bearer',
    label: 'GET /api/session, bearer token (customer)',
    path: '/api/session',
    on: ['postgres', 'pglite'],
    as: { account: 'customer', via: 'bearer' },
    check: sessionCheck('customer', 'bearer'),
  },
  {
    // The authenticated domain read: today GET /api/session is the only authenticated read (it
    // reads the caller's profile). Replace or join it when a module adds one.
    id: 'session-cookie',
    label: 'GET /api/session, cookie (agent)',
    path: '/api/session',
    on: ['postgres', 'pglite'],
    as: { account: 'agent', via: 'cookie' },
    check: sessionCheck('agent', 'cookie'),
  },
  {
    // The agent's own availability (issue "Availability"): an authenticated domain read of one
    // page of slots, the first page of the bench agent's BENCH_AGENT_SLOTS future slots.
    id: 'agent-slots',
    label: 'GET /api/agents/slots/availability, cookie (agent)',
    path: '/api/agents/slots/availability',
    on: ['postgres', 'pglite'],
    as: { account: 'agent', via: 'cookie' },
    check: (body: unknown) => {
      const page = body as { slots?: unknown[] } | undefined;
      return page?.slots?.length === BENCH_AGENT_SLOTS
        ? undefined
        : `expected ${BENCH_AGENT_SLOTS} slots`;
    },
  },
  {
    // The rate-limited route: the sign-up wizards' public address search (offline geocoder).
    id: 'address-search',
    label: 'GET /api/geocoding/addresses (address search)',
    path: `/api/geocoding/addresses?q=${ADDRESS_QUERY}`,
    on: ['postgres', 'postgresUnlimited', 'pglite'],
    manyClients: true,
    limitPerIp: 60,
    check: (body) =>
      Array.isArray((body as { suggestions?: unknown } | undefined)?.suggestions)
        ? undefined
        : 'expected suggestions',
  },
  {
    // What password hashing costs the other requests (ADR-022): health while sign-ins hash.
    id: 'sign-in-load',
    label: `GET /api/health, idle and during ${SIGN_IN_CLIENTS} sign-ins`,
    path: '/api/health',
    on: ['postgres', 'pglite', 'postgresHashCap4', 'pgliteHashCap4'],
    signInLoad: { clients: SIGN_IN_CLIENTS },
    onlyWhenNamed: true,
  },
];

export const comparisons: readonly Comparison[] = [
  {
    row: 'health@postgres',
    of: 'hello@bare',
    ofText: 'bare Fastify',
    target: { min: 0.6, text: 'health ≥ 0.6 of bare Fastify' },
  },
  { row: 'ready@postgres', of: 'health@postgres', ofText: 'health' },
  {
    row: 'session-bearer@postgres',
    of: 'health@postgres',
    ofText: 'health',
    target: { min: 0.5, text: 'session (bearer) ≥ 0.5 of health' },
  },
  { row: 'session-cookie@postgres', of: 'health@postgres', ofText: 'health' },
  { row: 'agent-slots@postgres', of: 'session-cookie@postgres', ofText: 'the session read' },
  {
    row: 'address-search@postgres',
    of: 'address-search@postgresUnlimited',
    ofText: 'the same route, limiter off',
    target: { min: 0.8, text: 'rate-limited route ≥ 0.8 of the same route unlimited' },
  },
  { row: 'health@pglite', of: 'health@postgres', ofText: 'PostgreSQL' },
  { row: 'ready@pglite', of: 'ready@postgres', ofText: 'PostgreSQL' },
  {
    row: 'session-bearer@pglite',
    of: 'session-bearer@postgres',
    ofText: 'PostgreSQL',
    target: { min: 0.5, text: "PGlite's session read ≥ 0.5 of PostgreSQL's" },
  },
  { row: 'session-cookie@pglite', of: 'session-cookie@postgres', ofText: 'PostgreSQL' },
  { row: 'agent-slots@pglite', of: 'agent-slots@postgres', ofText: 'PostgreSQL' },
  { row: 'address-search@pglite', of: 'address-search@postgres', ofText: 'PostgreSQL' },
];

/** The connection count at which targets are judged. */
export const TARGET_CONNECTIONS = 32;

/** The sign-in load's target, judged at every connection count: loaded p99 ≤ `maxRatio` × idle p99. */
export const SIGN_IN_LOAD_TARGET = {
  maxRatio: 2,
  text: `health p99 during ${SIGN_IN_CLIENTS} sign-ins ≤ 2× idle`,
};
