import { queryOptions, useQuery } from '@tanstack/react-query';
import { readDevMailbox } from '@brillo/domain/contracts/dev-mailbox';
import { ApiError, callApi } from '@/lib/api-client';

/** The development mailbox, newest first; one recipient's when `to` is given. */
export function getDevMailbox({ to, signal }: { to?: string; signal?: AbortSignal } = {}) {
  return callApi(readDevMailbox, { query: { to: to || undefined }, signal });
}

export function getDevMailboxQueryOptions(to?: string) {
  return queryOptions({
    queryKey: ['dev-mailbox', to ?? ''],
    queryFn: ({ signal }) => getDevMailbox({ to, signal }),
  });
}

export function useDevMailbox(to?: string) {
  return useQuery(getDevMailboxQueryOptions(to));
}

/** The server answers 404 when its mailbox cannot be read (DEV_MAILBOX off). */
export function isMailboxDisabled(error: Error | null): boolean {
  return error instanceof ApiError && error.status === 404;
}
