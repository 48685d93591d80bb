import { useSearchParams } from 'react-router';

/** The name of the page in a console list's address: `?pagina=2` (the first page goes unsaid). */
const PAGE = 'pagina';

/** How a console list keeps its filters in the address, so that a search can be shared. */
export interface ListAddress<Filters> {
  /** The filters the address asks for, anything unknown left out. */
  read: (search: URLSearchParams) => Filters;
  /** Adds the filters that are set to the address (the page goes after them). */
  write: (filters: Filters, search: URLSearchParams) => void;
}

/** A list with no filters: only its page is in the address. */
export const pageOnlyAddress: ListAddress<Record<string, never>> = {
  read: () => ({}),
  write: () => undefined,
};

/** A text filter of the address, trimmed ('' when absent). */
export function textParam(search: URLSearchParams, name: string): string {
  return search.get(name)?.trim() ?? '';
}

/**
 * Filters each kept under its own name in the address, in the order of `names`: a text (trimmed),
 * or one of `choices` (anything else read as no choice). An empty one is left out of the address.
 */
export function paramsAddress<Filters extends { [Name in keyof Filters]: string }>(
  names: { [Name in keyof Filters]: string },
  choices: { [Name in keyof Filters]?: readonly Filters[Name][] } = {},
): ListAddress<Filters> {
  const fields = Object.entries(names) as [keyof Filters & string, string][];
  return {
    read: (search) => {
      const filters: Record<string, string> = {};
      for (const [field, name] of fields) {
        const allowed: readonly string[] | undefined = choices[field];
        const value = search.get(name);
        filters[field] = allowed
          ? value !== null && allowed.includes(value)
            ? value
            : ''
          : textParam(search, name);
      }
      return filters as Filters;
    },
    write: (filters, search) => {
      for (const [field, name] of fields) if (filters[field]) search.set(name, filters[field]);
    },
  };
}

/** The page the address asks for: a whole number from 2 on, else the first. */
export function pageParam(search: URLSearchParams): number {
  const page = Number(search.get(PAGE));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The address of a list: its filters, then its page past the first. */
export function listSearch<Filters>(
  address: ListAddress<Filters>,
  filters: Filters,
  page = 1,
): URLSearchParams {
  const search = new URLSearchParams();
  address.write(filters, search);
  if (page > 1) search.set(PAGE, String(page));
  return search;
}

/**
 * A console list's query as the address keeps it: the filters and the page read from it, and
 * the changes written back (new filters start again at the first page). `key` changes with the
 * address, for a filter form that must start again from it.
 */
export function useListAddress<Filters>(address: ListAddress<Filters>) {
  const [search, setSearch] = useSearchParams();
  const filters = address.read(search);
  return {
    filters,
    page: pageParam(search),
    key: search.toString(),
    setFilters: (next: Filters) => setSearch(listSearch(address, next)),
    setPage: (page: number) => setSearch(listSearch(address, filters, page)),
  };
}

type ListQueryValues<Query> = { [Name in keyof Query]?: Query[Name] | '' };

/**
 * The API's query of a list: the filters that are set (no empty text, choice or list), in their
 * order, and the page past the first.
 */
export function listQuery<Query extends { page?: number }>(
  filters: ListQueryValues<Omit<Query, 'page'>>,
  page: number,
): Query {
  const query: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(filters)) {
    const empty = value === '' || value === undefined || (Array.isArray(value) && !value.length);
    if (!empty) query[name] = value;
  }
  if (page > 1) query.page = page;
  return query as Query;
}
