import { createHash } from 'node:crypto';
import { chileComunas, chileRegions, type ChileComuna } from '@brillo/domain/chile-comunas';
import type { AddressSuggestion } from '@brillo/domain/contracts/geocoding';
import type { Geocoder } from './geocoder.ts';
import { normalizeForSearch, slugify, tidyTypedText } from './search-text.ts';

interface IndexedComuna extends ChileComuna {
  key: string;
  slug: string;
}

/** What the person typed, split into a street part and the part that should name a comuna. */
interface QuerySplit {
  street: string;
  comunaQuery: string;
}

/** Shorter street parts ('Av.', 'N') are not a street yet: the suggestion is the bare comuna. */
const MIN_STREET_LENGTH = 3;
const MIN_PREFIX_QUERY_LENGTH = 2;
const MIN_SUBSTRING_QUERY_LENGTH = 3;

const regionKeys = new Set(chileRegions.map((region) => normalizeForSearch(region.name)));
const collator = new Intl.Collator('es');

/** How well a comuna's name matches: 0 equal, 1 prefix, 2 a word's prefix, 3 elsewhere. */
function matchRank(key: string, query: string): number | undefined {
  if (query.length < MIN_PREFIX_QUERY_LENGTH) return undefined;
  if (key === query) return 0;
  if (key.startsWith(query)) return 1;
  if (` ${key}`.includes(` ${query}`)) return 2;
  if (query.length >= MIN_SUBSTRING_QUERY_LENGTH && key.includes(query)) return 3;
  return undefined;
}

function matchingComunas(comunas: readonly IndexedComuna[], comunaQuery: string) {
  const query = normalizeForSearch(comunaQuery);
  return comunas
    .map((comuna) => ({ comuna, rank: matchRank(comuna.key, query) }))
    .filter((match): match is { comuna: IndexedComuna; rank: number } => match.rank !== undefined)
    .sort((a, b) => a.rank - b.rank || collator.compare(a.comuna.name, b.comuna.name))
    .map((match) => match.comuna);
}

/**
 * The ways to read a query, most likely first. With commas, the last part names the comuna and
 * the rest is the street; a trailing 'Chile' or full region name (a chosen suggestion typed
 * again) is ignored. Without commas, any run of final words may name the comuna, longest first.
 */
function querySplits(query: string): QuerySplit[] {
  const parts = query.split(',').map(tidyTypedText);
  while (parts.length > 1) {
    const last = normalizeForSearch(parts.at(-1) ?? '');
    if (last !== '' && last !== 'chile' && !regionKeys.has(last)) break;
    parts.pop();
  }
  if (parts.length > 1) {
    return [{ street: parts.slice(0, -1).join(', '), comunaQuery: parts.at(-1) ?? '' }];
  }
  const words = (parts[0] ?? '').split(' ');
  return words.map((_word, start) => ({
    street: words.slice(0, start).join(' '),
    comunaQuery: words.slice(start).join(' '),
  }));
}

function streetHash(street: string): string {
  return createHash('sha256').update(street).digest('hex').slice(0, 12);
}

function toSuggestion(comuna: IndexedComuna, typedStreet: string): AddressSuggestion {
  const street = tidyTypedText(typedStreet);
  const hasStreet = normalizeForSearch(street).length >= MIN_STREET_LENGTH;
  const area = `${comuna.name}, ${comuna.region}, Chile`;
  return {
    id: hasStreet
      ? `offline.address.${comuna.slug}.${streetHash(street)}`
      : `offline.comuna.${comuna.slug}`,
    place_name: hasStreet ? `${street}, ${area}` : area,
    address: hasStreet ? street : '',
    comuna: comuna.name,
    city: comuna.name,
    region: comuna.region,
    postcode: null,
  };
}

/**
 * The default geocoder: no network, only Chile's comunas (`@brillo/domain/chile-comunas`). It
 * knows no streets, so the street is what the person typed before the comuna:
 * 'Av. Providencia 1234, Provi' suggests 'Av. Providencia 1234, Providencia, Región Metropolitana
 * de Santiago, Chile'; 'nunoa' suggests the comuna Ñuñoa itself. Accents and case do not matter.
 * Best match first (equal, prefix, word prefix, elsewhere), then alphabetical.
 */
export function createOfflineGeocoder(comunas: readonly ChileComuna[] = chileComunas): Geocoder {
  const index = comunas.map((comuna) => ({
    ...comuna,
    key: normalizeForSearch(comuna.name),
    slug: slugify(comuna.name),
  }));
  return {
    async search(query, { limit }) {
      for (const { street, comunaQuery } of querySplits(query)) {
        const matches = matchingComunas(index, comunaQuery);
        if (matches.length > 0) {
          return matches.slice(0, Math.max(limit, 0)).map((comuna) => toSuggestion(comuna, street));
        }
      }
      return [];
    },
  };
}
