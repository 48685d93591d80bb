import type { MarketSummary } from '@brillo/domain/contracts/market-summary';
import { MARKET_SUMMARY_MAX_AGE_SECONDS } from '@brillo/domain/market-summary';
import type { Dependencies } from '../../dependencies.ts';
import { readMarketSummary } from './repository.ts';

export interface MarketSummaryCache {
  /** The summary, read again once the kept one is older than its maximum age. */
  get(): Promise<MarketSummary>;
}

/**
 * One summary per process for `MARKET_SUMMARY_MAX_AGE_SECONDS` (by the app's clock): every visit
 * to the landing page asks for it, and a minute-old count of agents is true enough. Concurrent
 * callers while it is read share one read.
 */
export function createMarketSummaryService(deps: Pick<Dependencies, 'db' | 'clock'>) {
  let kept: { at: number; summary: Promise<MarketSummary> } | undefined;
  return {
    get(): Promise<MarketSummary> {
      const now = deps.clock.now().getTime();
      if (!kept || now - kept.at >= MARKET_SUMMARY_MAX_AGE_SECONDS * 1000) {
        const summary = readMarketSummary(deps.db, deps.clock.now());
        const entry = { at: now, summary };
        kept = entry;
        // A failed read is not kept: the next caller tries again.
        summary.catch(() => {
          if (kept === entry) kept = undefined;
        });
      }
      return kept.summary;
    },
  } satisfies MarketSummaryCache;
}
