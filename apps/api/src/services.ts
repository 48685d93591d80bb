import type { Dependencies } from './dependencies.ts';
import { createAgentBookingsService } from './modules/agent-bookings/service.ts';
import { createBookingsService } from './modules/bookings/service.ts';
import { queueSandboxSettlement } from './modules/earnings/jobs.ts';
import { createEarningsLedger } from './db/ledger.ts';
import { createPayoutsService, type PayoutsLogger } from './modules/earnings/payouts.ts';
import { createEarningsReads } from './modules/earnings/service.ts';
import { recordOperatorAction } from './modules/operators/audit-log.ts';
import { createPaymentsService, type PaymentsLogger } from './modules/payments/service.ts';
import { createRatingsService } from './modules/ratings/service.ts';

/**
 * The services that other modules or the app's jobs use, built once per app (the composition
 * root's second step, after `Dependencies`): a module that needs another module's operation
 * receives it here as a function, so modules never import each other's services or
 * repositories. Each module's routes plugin is registered with its service beside `deps`.
 */
export function buildServices(deps: Dependencies, logger: PaymentsLogger & PayoutsLogger) {
  const payments = createPaymentsService({
    ...deps,
    provider: deps.paymentProvider,
    logger,
    ledger: createEarningsLedger({ commissionPercent: deps.config.PLATFORM_COMMISSION_PERCENT }),
  });
  const agentBookings = createAgentBookingsService(deps);
  const bookings = createBookingsService({
    ...deps,
    refundAndCancel: payments.refundAndCancel,
    agentBooking: agentBookings.booking,
  });
  const ratings = createRatingsService({ ...deps, customerBooking: bookings.customerBooking });
  // Earnings and payouts (PD-40, PD-41): the operators' audit log records an operator's payout.
  const payouts = createPayoutsService({
    ...deps,
    provider: deps.payoutProvider,
    timeZone: deps.config.TIME_ZONE,
    logger,
    recordOperatorAction,
    afterSandboxSend: queueSandboxSettlement(deps.jobs, () => deps.clock.now()),
  });
  const earnings = createEarningsReads({
    ...deps,
    timeZone: deps.config.TIME_ZONE,
    payoutProvider: deps.payoutProvider.name,
  });
  return { payments, agentBookings, bookings, ratings, payouts, earnings };
}

export type Services = ReturnType<typeof buildServices>;
