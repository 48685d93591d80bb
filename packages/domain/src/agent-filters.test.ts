import { describe, expect, it } from 'vitest';
import {
  compareAgents,
  filtersCacheKey,
  filtersFromAddress,
  filtersQuery,
  meetsMinRating,
  noAgentFilters,
  parseMaxRate,
  parseMinRating,
  parseServiceList,
  ratingTenths,
  writeFiltersToAddress,
  type AgentFilters,
  type SortableAgent,
} from './agent-filters.ts';
import { summariseRatings } from './rating-average.ts';

/** An address's query, as the browser's `URLSearchParams` holds it. */
class Query {
  readonly #entries: [string, string][];
  constructor(text: string) {
    this.#entries = text
      .split('&')
      .filter((part) => part !== '')
      .map((part) => {
        const [name = '', value = ''] = part.split('=');
        return [name, decodeURIComponent(value)];
      });
  }
  get(name: string) {
    return this.#entries.find(([key]) => key === name)?.[1] ?? null;
  }
  set(name: string, value: string) {
    this.delete(name);
    this.#entries.push([name, value]);
  }
  delete(name: string) {
    for (let index = this.#entries.length - 1; index >= 0; index -= 1) {
      if (this.#entries[index]?.[0] === name) this.#entries.splice(index, 1);
    }
  }
  toString() {
    return this.#entries.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
  }
}

describe('the filters of the agents of a day (decision 44)', () => {
  it('reads a list of extra services in the spec’s order, each once', () => {
    expect(parseServiceList('planchado,cocina')).toEqual(['cocina', 'planchado']);
    expect(parseServiceList(' cocina , cocina,')).toEqual(['cocina']);
    expect(parseServiceList('')).toEqual([]);
    expect(parseServiceList('cocina,piscina')).toBeUndefined();
    expect(parseServiceList('Cocina')).toBeUndefined();
  });

  it('reads a highest rate in whole pesos up to a million', () => {
    expect(parseMaxRate('15000')).toBe(15000);
    expect(parseMaxRate('1')).toBe(1);
    expect(parseMaxRate('1000000')).toBe(1_000_000);
    for (const bad of ['0', '-5', '12.5', '1000001', '99999999999', '15.000', 'mil', '', ' 5'])
      expect(parseMaxRate(bad), bad).toBeUndefined();
  });

  it('reads a lowest rating from 1 to 5 with at most one decimal', () => {
    expect(parseMinRating('4')).toBe(4);
    expect(parseMinRating('4.5')).toBe(4.5);
    expect(parseMinRating('4,5')).toBe(4.5);
    expect(parseMinRating('5')).toBe(5);
    for (const bad of ['0', '0.9', '5.1', '6', '-1', '4.55', 'cuatro', '', 'NaN'])
      expect(parseMinRating(bad), bad).toBeUndefined();
  });

  it('compares the average as shown, rounded half up to one decimal, with the lowest rating', () => {
    // 3.95 is shown as 4.0: it reaches 4; 3.94 is shown as 3.9.
    expect(meetsMinRating(79, 20, 4)).toBe(true);
    expect(summariseRatings(79, 20).average).toBe(4);
    expect(meetsMinRating(394, 100, 4)).toBe(false);
    expect(meetsMinRating(9, 2, 4.5)).toBe(true);
    expect(meetsMinRating(5, 1, 5)).toBe(true);
    expect(meetsMinRating(0, 0, 1)).toBe(false);
    // Every sum of up to 40 ratings agrees with the shown average.
    for (let count = 1; count <= 40; count += 1) {
      for (let sum = count; sum <= 5 * count; sum += 1) {
        const average = summariseRatings(sum, count).average ?? 0;
        for (const min of [1, 3.5, 4, 4.5, 5]) {
          expect(meetsMinRating(sum, count, min)).toBe(average >= min);
        }
        expect(ratingTenths(sum, count)).toBe(Math.round(average * 10));
      }
    }
    expect(ratingTenths(0, 0)).toBeNull();
  });
});

describe('the sort orders', () => {
  const agent = (over: Partial<SortableAgent> & { id: string }): SortableAgent => ({
    name: over.id,
    verified: false,
    hourlyRate: 10000,
    firstSlotStart: '2026-12-01T12:00:00.000Z',
    rating: { average: null, count: 0 },
    ...over,
  });
  const ids = (agents: SortableAgent[]) => agents.map((one) => one.id);

  it('puts the soonest first slot first, verified first among equal times, then the name', () => {
    const agents = [
      agent({ id: 'c', firstSlotStart: '2026-12-01T15:00:00.000Z' }),
      agent({ id: 'b' }),
      agent({ id: 'a' }),
      agent({ id: 'z', verified: true }),
    ];
    expect(ids(agents.toSorted(compareAgents('soonest')))).toEqual(['z', 'a', 'b', 'c']);
  });

  it('puts the best average first, more ratings among equals, no ratings last', () => {
    const agents = [
      agent({ id: 'none' }),
      agent({ id: 'few', rating: { average: 4.8, count: 2 } }),
      agent({ id: 'many', rating: { average: 4.8, count: 30 } }),
      agent({ id: 'five', rating: { average: 5, count: 1 } }),
      agent({ id: 'low', rating: { average: 2.1, count: 9 } }),
    ];
    expect(ids(agents.toSorted(compareAgents('rating')))).toEqual([
      'five',
      'many',
      'few',
      'low',
      'none',
    ]);
  });

  it('puts the lowest hourly rate first, then the soonest', () => {
    const agents = [
      agent({ id: 'dear', hourlyRate: 20000 }),
      agent({ id: 'late', hourlyRate: 8000, firstSlotStart: '2026-12-01T20:00:00.000Z' }),
      agent({ id: 'cheap', hourlyRate: 8000 }),
    ];
    expect(ids(agents.toSorted(compareAgents('rate')))).toEqual(['cheap', 'late', 'dear']);
  });
});

describe('the filters in the address', () => {
  const all: AgentFilters = {
    services: ['cocina', 'planchado'],
    maxRate: 15000,
    minRating: 4,
    verifiedOnly: true,
    sort: 'rating',
    page: 2,
    allComunas: true,
  };

  it('writes and reads back every filter, in Spanish names', () => {
    const params = new Query('day=2026-12-01');
    writeFiltersToAddress(params, all);
    expect(params.toString()).toBe(
      'day=2026-12-01&servicios=cocina%2Cplanchado&tarifaMax=15000&calificacionMin=4' +
        '&verificados=1&orden=calificacion&pagina=2&comunas=todas',
    );
    expect(filtersFromAddress(params)).toEqual(all);
  });

  it('writes nothing for the defaults and removes what was there', () => {
    const params = new Query('day=2026-12-01&pagina=3&orden=tarifa');
    writeFiltersToAddress(params, noAgentFilters);
    expect(params.toString()).toBe('day=2026-12-01');
    expect(filtersFromAddress(params)).toEqual(noAgentFilters);
  });

  it('leaves out what an edited address gets wrong', () => {
    const params = new Query(
      'servicios=cocina,piscina&tarifaMax=-3&calificacionMin=9&verificados=si&orden=azar&pagina=0&comunas=algunas',
    );
    expect(filtersFromAddress(params)).toEqual(noAgentFilters);
  });

  it('asks the API only for what differs from the defaults', () => {
    expect(filtersQuery(noAgentFilters)).toEqual({});
    expect(filtersQuery(all)).toEqual({
      services: 'cocina,planchado',
      maxRate: 15000,
      minRating: 4,
      verifiedOnly: 'true',
      sort: 'rating',
      page: 2,
      allComunas: 'true',
    });
  });

  it('keys the search cache by every filter and the comuna', () => {
    expect(filtersCacheKey(noAgentFilters, null)).toBe('');
    const keys = new Set([
      filtersCacheKey(noAgentFilters, 'Ñuñoa'),
      filtersCacheKey({ ...noAgentFilters, services: ['cocina'] }, null),
      filtersCacheKey({ ...noAgentFilters, maxRate: 9000 }, null),
      filtersCacheKey({ ...noAgentFilters, minRating: 4 }, null),
      filtersCacheKey({ ...noAgentFilters, verifiedOnly: true }, null),
      filtersCacheKey({ ...noAgentFilters, sort: 'rate' }, null),
      filtersCacheKey({ ...noAgentFilters, page: 2 }, null),
      filtersCacheKey(all, 'Ñuñoa'),
      filtersCacheKey(all, 'Maipú'),
    ]);
    expect(keys.size).toBe(9);
    expect(keys.has('')).toBe(false);
  });
});
