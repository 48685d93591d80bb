import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';

/** A read of the console: its key, and the call made with the request's signal. */
export function consoleQueryOptions<Answer, Key extends QueryKey>(
  queryKey: Key,
  read: (signal: AbortSignal) => Promise<Answer>,
) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => read(signal) });
}

/** A page of a console list: as any read, and the page on screen stays while the next one loads. */
export function consoleListQueryOptions<Answer, Key extends QueryKey>(
  queryKey: Key,
  read: (signal: AbortSignal) => Promise<Answer>,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => read(signal),
    placeholderData: keepPreviousData,
  });
}
