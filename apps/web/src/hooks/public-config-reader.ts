import type { PublicConfig } from '@brillo/domain/contracts/public-config';
import { isEmailAddress, isRecord, isText, isUrl } from '@/lib/answer-shape';

/**
 * The public settings read by hand as `PublicConfigSchema` reads them (every first page asks, and
 * waits for no zod, ADR-066): undefined for an answer off the contract.
 */
export function publicConfigOf(body: unknown): PublicConfig | undefined {
  if (!isRecord(body)) return undefined;
  const { homeUrl, city, contactEmail, contactPhone, timeZone } = body;
  if (!isUrl(homeUrl) || !isEmailAddress(contactEmail)) return undefined;
  if (!isText(city) || !isText(contactPhone) || !isText(timeZone)) return undefined;
  return { homeUrl, city, contactEmail, contactPhone, timeZone };
}
