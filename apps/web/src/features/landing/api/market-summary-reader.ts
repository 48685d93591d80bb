import type { MarketSummary } from '@brillo/domain/contracts/market-summary';
import type { RatingSummary } from '@brillo/domain/contracts/rating-summary';
import { isRecord, isTextList, isWholeFrom } from '@/lib/answer-shape';

function ratingSummaryOf(value: unknown): RatingSummary | undefined {
  if (!isRecord(value)) return undefined;
  const { average, count } = value;
  const averageOk =
    average === null || (typeof average === 'number' && average >= 1 && average <= 5);
  return averageOk && isWholeFrom(0, count) ? { average, count } : undefined;
}

/**
 * The landing page's figures read by hand as `MarketSummarySchema` reads them (the home page waits
 * for no zod, ADR-066): undefined for an answer off the contract.
 */
export function marketSummaryOf(body: unknown): MarketSummary | undefined {
  if (!isRecord(body)) return undefined;
  const { agents, comunas, minHourlyRate } = body;
  const rating = ratingSummaryOf(body.rating);
  const rateOk = minHourlyRate === null || isWholeFrom(1, minHourlyRate);
  if (!isWholeFrom(0, agents) || !isTextList(comunas) || !rateOk || !rating) return undefined;
  return { agents, comunas: [...comunas], minHourlyRate, rating };
}
