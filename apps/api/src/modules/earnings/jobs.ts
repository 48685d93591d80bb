import { PAYOUT_CRON } from '@brillo/domain/payouts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { defineQueue } from '../../jobs/queues.ts';
import type { Executor } from '../../db/client.ts';
import type { PayoutProvider } from '../../adapters/payouts/payout-provider.ts';
import type { SandboxPayoutProvider } from '../../adapters/payouts/sandbox-payout-provider.ts';
import type { PayoutsService } from './payouts.ts';

/**
 * The weekly payout run (PD-41) as a scheduled job: every Monday at 09:00 read in the
 * marketplace's zone (pg-boss's `tz`, so the hour stays 09:00 across Chile's clock changes), one
 * job for the whole cluster. `exclusive`: one run at a time. A failed run is retried (it is named
 * by its Monday, so a retry pays nobody twice) a few times within the morning.
 */
export const payoutRunQueue = defineQueue<Record<string, never>>('payout-run', {
  policy: 'exclusive',
  retryLimit: 5,
  retryDelay: 60,
  retryBackoff: true,
  expireInSeconds: 30 * 60,
  deleteAfterSeconds: 90 * 24 * 3600,
});

/** Every 15 minutes: due earnings released, payouts unanswered sent again or asked about. */
export const EARNINGS_UPKEEP_CRON = '*/15 * * * *';
export const earningsUpkeepQueue = defineQueue<Record<string, never>>('earnings-upkeep', {
  policy: 'exclusive',
  retryLimit: 0,
  expireInSeconds: 10 * 60,
  deleteAfterSeconds: 24 * 3600,
});

/** The sandbox's simulated bank answering a payout, a moment after it was sent. */
export const sandboxPayoutSettlementQueue = defineQueue<{ transferId: string }>(
  'sandbox-payout-settlement',
  { retryLimit: 5, retryDelay: 5, expireInSeconds: 60, deleteAfterSeconds: 24 * 3600 },
);
/** How long the sandbox's bank takes. */
export const SANDBOX_SETTLEMENT_DELAY_MS = 5_000;

export function queueSandboxSettlement(jobs: JobQueue, now: () => Date) {
  return (tx: Executor, transferId: string) =>
    jobs.enqueue(
      tx,
      sandboxPayoutSettlementQueue,
      { transferId },
      { key: transferId, startAfter: new Date(now().getTime() + SANDBOX_SETTLEMENT_DELAY_MS) },
    );
}

/** Registers both schedules in the zone given (`TIME_ZONE`); registering again changes nothing. */
export async function scheduleEarningsJobs(jobs: JobQueue, timeZone: string): Promise<void> {
  await jobs.schedule(payoutRunQueue, { cron: PAYOUT_CRON, timeZone });
  await jobs.schedule(earningsUpkeepQueue, { cron: EARNINGS_UPKEEP_CRON, timeZone });
}

/**
 * Makes the queue's jobs run: the weekly run, the upkeep, and (with the sandbox) its bank's
 * answer, delivered through the same verified path as a real provider's notification.
 */
export function handleEarningsJobs(
  jobs: JobQueue,
  { payouts, provider }: { payouts: PayoutsService; provider: PayoutProvider },
): void {
  jobs.handle(payoutRunQueue, async () => {
    await payouts.runWeekly();
  });
  jobs.handle(earningsUpkeepQueue, async () => {
    await payouts.reconcile();
  });
  jobs.handle(sandboxPayoutSettlementQueue, async ({ transferId }) => {
    if (!isSandbox(provider)) return;
    const notification = provider.settle(transferId, 'succeeded');
    await payouts.receiveWebhook(notification.rawBody, notification.signature);
  });
}

function isSandbox(provider: PayoutProvider): provider is SandboxPayoutProvider {
  return provider.name === 'sandbox' && 'settle' in provider;
}
