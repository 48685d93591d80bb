/**
 * Small checks for reading an answer by hand, without its zod contract: for the few answers every
 * first visit reads (the public settings, the landing page's figures, an error), whose contract
 * would bring zod (about 25 KB gzip) to every first page (ADR-015, ADR-066). Each reading builds
 * the answer anew from the fields its contract names, as the contract's parse does.
 */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isText(value: unknown): value is string {
  return typeof value === 'string';
}

/** A whole number at least `least`: a count (0) or a price (1). */
export function isWholeFrom(least: number, value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= least;
}

export function isTextList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every(isText);
}

/** An address with one `@`, a domain with a dot and no spaces (the server checks it fully). */
export function isEmailAddress(value: unknown): value is string {
  return isText(value) && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/** An absolute URL. */
export function isUrl(value: unknown): value is string {
  return isText(value) && URL.canParse(value.trim());
}
