/**
 * Choosing an agent among the agents of a day (product decisions 43 and 44): the filters, the sort
 * orders, the pages, how they read from and write to the web's address, and the rules the API's
 * SQL mirrors (a rating's threshold and sort key, in whole numbers). The address uses Spanish
 * names (`?servicios=cocina,planchado&tarifaMax=15000&calificacionMin=4&verificados=1&orden=
 * calificacion&pagina=2&comunas=todas`); the API's query the contract's English ones.
 */
import { extraServices, type ExtraService } from './enums.ts';

/** The agents of a day a page. */
export const AGENTS_PAGE_SIZE = 20;
/** Pages beyond this are refused: no day has that many agents. */
export const AGENTS_PAGE_LAST = 10_000;
/** The highest 'Tarifa máxima' asked for, in whole pesos: an agent's rate is at most this. */
export const MAX_RATE_CAP = 1_000_000;
export const MIN_RATING_LOWEST = 1;
export const MIN_RATING_HIGHEST = 5;

/** Soonest first slot (the default), best rated, lowest hourly rate. */
export const agentSorts = ['soonest', 'rating', 'rate'] as const;
export type AgentSort = (typeof agentSorts)[number];

/** Every filter of the agents of a day, in their canonical form. */
export interface AgentFilters {
  /** The extra services the agent must all offer, in the spec's order, each once. */
  services: ExtraService[];
  /** The highest hourly rate in whole pesos, or null for any. */
  maxRate: number | null;
  /** The lowest average rating (one decimal, as shown), or null for any. */
  minRating: number | null;
  verifiedOnly: boolean;
  sort: AgentSort;
  /** From 1. */
  page: number;
  /** Agents of every comuna, not only those who work in the customer's (decision 43). */
  allComunas: boolean;
}

export const noAgentFilters: AgentFilters = {
  services: [],
  maxRate: null,
  minRating: null,
  verifiedOnly: false,
  sort: 'soonest',
  page: 1,
  allComunas: false,
};

const isService = (value: string): value is ExtraService =>
  (extraServices as readonly string[]).includes(value);

/**
 * A comma-separated list of extra services in the spec's order, each once; empty parts are
 * ignored. Undefined when a part names no extra service.
 */
export function parseServiceList(value: string): ExtraService[] | undefined {
  const parts = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (!parts.every(isService)) return undefined;
  return extraServices.filter((service) => parts.includes(service));
}

const WHOLE = /^[0-9]{1,7}$/;
const RATING = /^[1-5](?:[.,][0-9])?$/;

/** A 'Tarifa máxima' in whole pesos from 1 to `MAX_RATE_CAP`, undefined for anything else. */
export function parseMaxRate(value: string): number | undefined {
  if (!WHOLE.test(value)) return undefined;
  const rate = Number(value);
  return rate >= 1 && rate <= MAX_RATE_CAP ? rate : undefined;
}

/** A 'Calificación mínima' from 1 to 5 with at most one decimal, undefined for anything else. */
export function parseMinRating(value: string): number | undefined {
  if (!RATING.test(value)) return undefined;
  const rating = Number(value.replace(',', '.'));
  return rating >= MIN_RATING_LOWEST && rating <= MIN_RATING_HIGHEST ? rating : undefined;
}

/**
 * Whether `count` ratings adding up to `sum` reach `minRating` as customers read the average
 * (rounded half up to one decimal, `summariseRatings`): with t = 10 × minRating,
 * floor((20·sum + count) / (2·count)) ≥ t ⇔ 20·sum ≥ (2t − 1)·count. No ratings never reach it.
 */
export function meetsMinRating(sum: number, count: number, minRating: number): boolean {
  if (count <= 0) return false;
  const tenths = Math.round(minRating * 10);
  return 20 * sum >= (2 * tenths - 1) * count;
}

/** The average in tenths as customers read it (4.5 → 45), null with no ratings. */
export function ratingTenths(sum: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.floor((20 * sum + count) / (2 * count));
}

/** What the sort orders compare of an agent of a day. */
export interface SortableAgent {
  id: string;
  name: string;
  verified: boolean;
  hourlyRate: number;
  /** An ISO instant. */
  firstSlotStart: string;
  rating: { average: number | null; count: number };
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The order of each sort, as the API answers: soonest first slot, verified first among equal
 * times (PD-37), then name and id; best rated: the highest average as shown first, more ratings
 * first among equal averages, agents without ratings last, then soonest; lowest rate: the lowest
 * hourly rate first, then soonest.
 */
export function compareAgents(sort: AgentSort): (a: SortableAgent, b: SortableAgent) => number {
  const soonest = (a: SortableAgent, b: SortableAgent) =>
    Date.parse(a.firstSlotStart) - Date.parse(b.firstSlotStart) ||
    Number(b.verified) - Number(a.verified) ||
    byText(a.name, b.name) ||
    byText(a.id, b.id);
  if (sort === 'rate') return (a, b) => a.hourlyRate - b.hourlyRate || soonest(a, b);
  if (sort === 'rating') {
    const tenths = (agent: SortableAgent) =>
      agent.rating.average === null ? -1 : Math.round(agent.rating.average * 10);
    return (a, b) => tenths(b) - tenths(a) || b.rating.count - a.rating.count || soonest(a, b);
  }
  return soonest;
}

/** The address's names of the sort orders. */
const sortInAddress: Record<AgentSort, string> = {
  soonest: 'pronto',
  rating: 'calificacion',
  rate: 'tarifa',
};

/** The address's parameters of the filters, besides the day and the agent. */
export const filterAddressParams = [
  'servicios',
  'tarifaMax',
  'calificacionMin',
  'verificados',
  'orden',
  'pagina',
  'comunas',
] as const;

/** What the filters read and write of an address's query (a `URLSearchParams`). */
export interface AddressParams {
  get(name: string): string | null;
  set(name: string, value: string): void;
  delete(name: string): void;
}

/**
 * The filters an address asks for. A part that cannot be read (an unknown service, a rate of
 * letters, an edited link) is left out rather than refused: the page shows what it can.
 */
export function filtersFromAddress(params: Pick<AddressParams, 'get'>): AgentFilters {
  const services = parseServiceList(params.get('servicios') ?? '') ?? [];
  const maxRate = parseMaxRate(params.get('tarifaMax') ?? '') ?? null;
  const minRating = parseMinRating(params.get('calificacionMin') ?? '') ?? null;
  const askedSort = params.get('orden');
  const sort = agentSorts.find((candidate) => sortInAddress[candidate] === askedSort) ?? 'soonest';
  const askedPage = Number(params.get('pagina') ?? '1');
  const page =
    Number.isInteger(askedPage) && askedPage >= 1 && askedPage <= AGENTS_PAGE_LAST ? askedPage : 1;
  return {
    services,
    maxRate,
    minRating,
    verifiedOnly: params.get('verificados') === '1',
    sort,
    page,
    allComunas: params.get('comunas') === 'todas',
  };
}

/** Writes the filters into `params` (removing what is at its default), in a fixed order. */
export function writeFiltersToAddress(params: AddressParams, filters: AgentFilters): void {
  for (const name of filterAddressParams) params.delete(name);
  if (filters.services.length > 0) params.set('servicios', filters.services.join(','));
  if (filters.maxRate !== null) params.set('tarifaMax', String(filters.maxRate));
  if (filters.minRating !== null) params.set('calificacionMin', String(filters.minRating));
  if (filters.verifiedOnly) params.set('verificados', '1');
  if (filters.sort !== 'soonest') params.set('orden', sortInAddress[filters.sort]);
  if (filters.page > 1) params.set('pagina', String(filters.page));
  if (filters.allComunas) params.set('comunas', 'todas');
}

/** Whether any filter narrows the agents (the sort and the page narrow nothing). */
export function narrowsAgents(filters: AgentFilters): boolean {
  return (
    filters.services.length > 0 ||
    filters.maxRate !== null ||
    filters.minRating !== null ||
    filters.verifiedOnly
  );
}

/** The API's query of the filters: only what differs from the defaults. */
export function filtersQuery(filters: AgentFilters): {
  services?: string;
  maxRate?: number;
  minRating?: number;
  verifiedOnly?: 'true';
  sort?: AgentSort;
  page?: number;
  allComunas?: 'true';
} {
  return {
    ...(filters.services.length > 0 ? { services: filters.services.join(',') } : {}),
    ...(filters.maxRate !== null ? { maxRate: filters.maxRate } : {}),
    ...(filters.minRating !== null ? { minRating: filters.minRating } : {}),
    ...(filters.verifiedOnly ? { verifiedOnly: 'true' as const } : {}),
    ...(filters.sort !== 'soonest' ? { sort: filters.sort } : {}),
    ...(filters.page > 1 ? { page: filters.page } : {}),
    ...(filters.allComunas ? { allComunas: 'true' as const } : {}),
  };
}

/**
 * One text for every filter and the comuna, for the search cache's key: two requests asking the
 * same thing in different words (services in another order, `verifiedOnly=false` or nothing)
 * share it; the plain first page of every comuna is the empty text.
 */
export function filtersCacheKey(filters: AgentFilters, comuna: string | null): string {
  const plain =
    !narrowsAgents(filters) && filters.sort === 'soonest' && filters.page === 1 && comuna === null;
  if (plain) return '';
  return JSON.stringify([
    filters.services,
    filters.maxRate,
    filters.minRating,
    filters.verifiedOnly,
    filters.sort,
    filters.page,
    comuna,
  ]);
}
