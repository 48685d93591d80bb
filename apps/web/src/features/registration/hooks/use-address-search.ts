import { useDebouncedValue } from '@mantine/hooks';
import {
  ADDRESS_SUGGESTIONS_SHOWN,
  type AddressSuggestion,
} from '@brillo/domain/contracts/geocoding';
import { geocodingTexts } from '@brillo/domain/texts/geocoding.es-CL';
import { ApiError } from '@/lib/api-client';
import { isSearchableAddress, useAddressSuggestions } from '../api/search-addresses';

/** Wait this long after the last keystroke before asking (one request per pause, not per key). */
const SEARCH_DELAY_MS = 300;

/**
 * Where the search stands for the text on screen:
 * - `idle`: nothing to search (fewer than 3 characters, or an address already chosen);
 * - `loading`: waiting for the pause in typing or for the answer;
 * - `results` / `empty`: the answer for this text;
 * - `unavailable`: the search failed (`failure` says why); the text stays and typing goes on.
 */
export type AddressSearchStatus = 'idle' | 'loading' | 'results' | 'empty' | 'unavailable';

export function useAddressSearch(text: string, chosen: boolean) {
  const [debounced] = useDebouncedValue(text, SEARCH_DELAY_MS);
  const active = !chosen && isSearchableAddress(text);
  const query = useAddressSuggestions(debounced, active);
  // Only suggestions for the text on screen: older ones could be chosen by mistake.
  const waiting = debounced.trim() !== text.trim() || query.isFetching;
  const suggestions: AddressSuggestion[] =
    active && !waiting ? (query.data ?? []).slice(0, ADDRESS_SUGGESTIONS_SHOWN) : [];

  let status: AddressSearchStatus = 'idle';
  if (!active) status = 'idle';
  else if (query.isError && !waiting) status = 'unavailable';
  else if (waiting || query.isPending) status = 'loading';
  else status = suggestions.length > 0 ? 'results' : 'empty';

  // Too many searches gets the server's own words; any other failure, "try typing on".
  const { error } = query;
  const failure =
    error instanceof ApiError && error.status === 429 ? error.message : geocodingTexts.unavailable;
  return { suggestions, status, failure };
}
