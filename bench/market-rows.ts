// What `npm run bench` measures (bench/market.ts): the floor and the hot reads of a marketplace,
// each a request built from the seeded market (a day, an agent), signed in as a seeded account.

/** The bench-only floor route of bench/market-server.ts. */
export const FLOOR_PATH = '/bench/floor';

/**
 * A request carrying this header makes bench/market-server.ts empty the search cache first
 * (ADR-065): the read from the database that follows every change.
 */
export const FORGET_SEARCH_CACHE_HEADER = 'x-bench-forget-search-cache';

/** The signed-in accounts: agent 0 and customer 0 read; customer 1 books (so reads do not move). */
export type MarketAccount = 'agent' | 'reader' | 'booker';

export interface MarketContext {
  /** A day a week ahead, on the calendar of the API's time zone (YYYY-MM-DD). */
  day: string;
  /** The id of the agent whose slots are read (seeded agent 0). */
  agentId: string;
}

export interface MarketRow {
  id: string;
  label: string;
  path: (context: MarketContext) => string;
  as: MarketAccount;
  /** A hot read (the 60 % of the floor and the 25 ms targets, and the growth with the data). */
  hotRead: boolean;
  /** Headers beyond the account's. */
  headers?: Record<string, string>;
  /** What a 200 answer must hold before anything is timed: undefined, or what is wrong. */
  check: (body: unknown) => string | undefined;
}

function hasArray(field: string, atLeast = 1) {
  return (body: unknown) => {
    const value = (body as Record<string, unknown> | undefined)?.[field];
    return Array.isArray(value) && value.length >= atLeast
      ? undefined
      : `expected at least ${atLeast} in ${field}`;
  };
}

/**
 * The customer's search, answered from the search cache after the first request (ADR-065); each
 * is also measured "read every time" below.
 */
const searchRows = {
  'available-agents': {
    id: 'available-agents',
    label: 'agents available on a day',
    path: ({ day }) => `/api/agents/available?day=${day}&allComunas=true`,
    as: 'reader',
    hotRead: true,
    check: hasArray('agents'),
  },
  'available-agents-filtered': {
    id: 'available-agents-filtered',
    label: "agents of a day in the customer's comuna, filtered",
    path: ({ day }) =>
      `/api/agents/available?day=${day}&services=planchado&minRating=3&maxRate=20000&sort=rating`,
    as: 'reader',
    hotRead: true,
    check: hasArray('agents', 0),
  },
  'closest-page-1': {
    id: 'closest-page-1',
    label: 'closest availability, page 1',
    path: () => '/api/v1/agents/closest-availability?page=1&limit=4&allComunas=true',
    as: 'reader',
    hotRead: true,
    check: hasArray('agents', 4),
  },
  'closest-page-50': {
    id: 'closest-page-50',
    label: 'closest availability, page 50',
    path: () => '/api/v1/agents/closest-availability?page=50&limit=4&allComunas=true',
    as: 'reader',
    hotRead: true,
    // The quick run's tenth has fewer than 200 agents: page 50 is then past the end.
    check: hasArray('agents', 0),
  },
  'closest-comuna': {
    id: 'closest-comuna',
    label: "closest availability in the customer's comuna, page 1",
    path: () => '/api/v1/agents/closest-availability?page=1&limit=4',
    as: 'reader',
    hotRead: true,
    // A comuna of the quick run's tenth may have no agent with a slot ahead.
    check: hasArray('agents', 0),
  },
} satisfies Record<string, MarketRow>;

/** What a row's answer must name: its `id`. */
function hasId(body: unknown) {
  return typeof (body as { id?: unknown } | undefined)?.id === 'string' ? undefined : 'expected id';
}

export const marketRows: readonly MarketRow[] = [
  {
    id: 'floor',
    label: `floor: GET ${FLOOR_PATH} (SELECT 1, signed in)`,
    path: () => FLOOR_PATH,
    as: 'reader',
    hotRead: false,
    check: (body) => ((body as { ok?: unknown }).ok === true ? undefined : 'expected ok'),
  },
  searchRows['available-agents'],
  {
    id: 'agent-day-slots',
    label: "an agent's slots on a day",
    path: ({ agentId, day }) => `/api/customers/slots/availability?agent_id=${agentId}&day=${day}`,
    as: 'reader',
    hotRead: true,
    check: (body) => (typeof body === 'object' && body !== null ? undefined : 'expected a body'),
  },
  searchRows['available-agents-filtered'],
  searchRows['closest-page-1'],
  searchRows['closest-page-50'],
  searchRows['closest-comuna'],
  ...(
    [
      'available-agents',
      'available-agents-filtered',
      'closest-page-1',
      'closest-page-50',
      'closest-comuna',
    ] as const
  ).map((id): MarketRow => {
    const served = searchRows[id];
    return {
      ...served,
      id: `${id}-read`,
      label: `${served.label}, read every time`,
      headers: { [FORGET_SEARCH_CACHE_HEADER]: '1' },
    };
  }),
  {
    id: 'public-profile',
    label: "an agent's public profile",
    path: ({ agentId }) => `/api/public/agents/${agentId}`,
    as: 'reader',
    hotRead: true,
    check: hasId,
  },
  {
    id: 'public-reviews',
    label: "an agent's reviews, first page",
    path: ({ agentId }) => `/api/public/agents/${agentId}/reviews?page=1`,
    as: 'reader',
    hotRead: true,
    check: hasArray('reviews', 0),
  },
  {
    id: 'favourites',
    label: "a customer's favourite agents",
    path: () => '/api/customers/favourites',
    as: 'reader',
    hotRead: true,
    check: hasArray('agents', 1),
  },
  {
    id: 'customer-bookings',
    label: "a customer's bookings by status",
    path: () => '/api/v1/customers/bookings?status=accepted_payment_success&status=pending',
    as: 'reader',
    hotRead: true,
    check: hasArray('bookings', 0),
  },
  {
    id: 'agent-pending',
    label: "an agent's pending requests",
    path: () => '/api/agents/bookings?status=pending',
    as: 'agent',
    hotRead: true,
    check: hasArray('bookings', 0),
  },
];
