import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ADDRESS_QUERY_MIN_LENGTH,
  searchAddresses as searchAddressesEndpoint,
  type AddressSuggestion,
} from '@brillo/domain/contracts/geocoding';
import { callApi } from '@/lib/api-client';

/** Suggestions for what was typed, best first (the public address search). */
export async function searchAddresses(
  query: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AddressSuggestion[]> {
  const answer = await callApi(searchAddressesEndpoint, { query: { q: query }, signal });
  return answer.suggestions;
}

/** True once the text is long enough to be worth a search (spec §5: more than 2 characters). */
export function isSearchableAddress(query: string): boolean {
  return query.trim().length >= ADDRESS_QUERY_MIN_LENGTH;
}

export function searchAddressesQueryOptions(query: string) {
  const text = query.trim();
  return queryOptions({
    // One entry per text: a newer text leaves the older request without observers, and TanStack
    // Query aborts it through the signal.
    queryKey: ['geocoding', 'addresses', text],
    queryFn: ({ signal }) => searchAddresses(text, { signal }),
    staleTime: 5 * 60 * 1000,
    // The person is typing: the next keystroke asks again, so a failure is shown at once.
    retry: false,
  });
}

/** Suggestions for `query` (already debounced by the caller); nothing is asked below 3 characters. */
export function useAddressSuggestions(query: string, enabled: boolean) {
  return useQuery({
    ...searchAddressesQueryOptions(query),
    enabled: enabled && isSearchableAddress(query),
  });
}
