import { randomUUID } from 'node:crypto';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { useSpanishValidationMessages } from '@brillo/domain/zod-spanish';
import { createGeocoder } from './adapters/geocoder/create-geocoder.ts';
import type { Geocoder } from './adapters/geocoder/geocoder.ts';
import { createMailer } from './adapters/mailer/create-mailer.ts';
import type { Mailer } from './adapters/mailer/mailer.ts';
import { createPaymentProvider } from './adapters/payments/create-payment-provider.ts';
import { createPayoutProvider } from './adapters/payouts/create-payout-provider.ts';
import type { PayoutProvider } from './adapters/payouts/payout-provider.ts';
import { payoutSentEmails } from './modules/earnings/emails.ts';
import { handleEarningsJobs, scheduleEarningsJobs } from './modules/earnings/jobs.ts';
import { operatorEarningsRoutes } from './modules/earnings/operator-routes.ts';
import { earningsRoutes, payoutWebhookRoutes } from './modules/earnings/routes.ts';
import type { PaymentProvider } from './adapters/payments/payment-provider.ts';
import { createPasswordHasher } from './adapters/password-hasher/create-password-hasher.ts';
import type { PasswordHasher } from './adapters/password-hasher/password-hasher.ts';
import { createFileStorage } from './adapters/storage/create-file-storage.ts';
import type { FileStorage } from './adapters/storage/file-storage.ts';
import { systemClock, type Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { storeDevMail } from './db/dev-mail.ts';
import type { Dependencies } from './dependencies.ts';
import { buildServices } from './services.ts';
import { handleAccountEmails } from './plugins/authentication/account-email-jobs.ts';
import { registerAuthentication } from './plugins/authentication/register-authentication.ts';
import {
  errorShapeServerOptions,
  refuseConnect,
  registerErrorHandling,
} from './plugins/error-handler.ts';
import { answerWithoutStoring } from './plugins/no-store.ts';
import { registerNulCharacterCheck } from './plugins/nul-characters.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerRateLimits } from './plugins/rate-limit/rate-limit.ts';
import { registerSecurityHeaders, securityHeaders } from './plugins/security.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { sessionRoutes } from './modules/auth/session-routes.ts';
import { devMailboxRoutes } from './modules/dev-mailbox/routes.ts';
import { geocodingRoutes } from './modules/geocoding/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { publicConfigRoutes } from './modules/public-config/routes.ts';
import { marketSummaryRoutes } from './modules/market-summary/routes.ts';
import { signUpRoutes } from './modules/sign-up/routes.ts';
import { slotsRoutes } from './modules/slots/routes.ts';
import { agentProfileRoutes } from './modules/agent-profile/routes.ts';
import { createAgentProfileService } from './modules/agent-profile/service.ts';
import { bankAccountChangedEmails } from './modules/bank-accounts/emails.ts';
import { bankAccountRoutes } from './modules/bank-accounts/routes.ts';
import { agentBookingsRoutes } from './modules/agent-bookings/routes.ts';
import { agentFilesRoutes } from './modules/agent-files/routes.ts';
import { publicFilesRoutes } from './modules/agent-files/public-files-routes.ts';
import { bookingsRoutes } from './modules/bookings/routes.ts';
import { ratingsRoutes } from './modules/ratings/routes.ts';
import { favouritesRoutes } from './modules/favourites/routes.ts';
import { startSearchCache } from './modules/discovery/search-cache.ts';
import { discoveryRoutes } from './modules/discovery/routes.ts';
import { publicAgentRoutes } from './modules/discovery/public-agent-routes.ts';
import { createNextOfferedStarts } from './modules/discovery/next-offered.ts';
import { createPublicAgentPages } from './modules/discovery/public-agent-service.ts';
import { paymentsRoutes } from './modules/payments/routes.ts';
import {
  handlePaymentReconciliation,
  schedulePaymentReconciliation,
} from './modules/payments/reconciliation.ts';
import type { Clock as QueueClock } from 'pg-boss';
import { appQueues } from './app-queues.ts';
import { createJobQueue } from './jobs/job-queue.ts';
import {
  bookingEmailRecords,
  handleBookingEmails,
  queueBookingEmails,
} from './modules/booking-emails/jobs.ts';
import { documentReviewEmails } from './modules/agent-files/review-emails.ts';
import { documentReviewRoutes } from './modules/agent-files/review-routes.ts';
import { problemResolutionEmails } from './modules/problem-reports/emails.ts';
import {
  customerProblemReportsRoutes,
  operatorProblemReportsRoutes,
} from './modules/problem-reports/routes.ts';
import { accountStatusEmails } from './modules/operators/account-emails.ts';
import { recordOperatorAction } from './modules/operators/audit-log.ts';
import { createOperatorBookingsService } from './modules/operators/bookings-service.ts';
import { bookingChangeEffects } from './booking-lifecycle/changes.ts';
import { recordBookingTransition } from './booking-lifecycle/history.ts';
import { bookingDeadlineQueue } from './modules/bookings/deadlines-queue.ts';
import { bookingDeadlineHandler, scheduleBookingDeadlines } from './modules/bookings/deadlines.ts';
import { startLiveEvents } from './modules/live-events/hub.ts';
import { publishBookingEvents } from './modules/live-events/publish.ts';
import { liveEventsRoutes } from './modules/live-events/routes.ts';
import { operatorRoutes } from './modules/operators/routes.ts';
import { twoFactorRoutes } from './modules/auth/two-factor-routes.ts';

/** What `buildApp` needs; every adapter has a default chosen from the settings. */
export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** Overrides the logger, e.g. to silence it in tests. */
  logger?: FastifyServerOptions['logger'];
  /** The time; tests pass a clock they move (test/clock.ts). */
  clock?: Clock;
  /** Suggests addresses; by default Mapbox when MAPBOX_TOKEN is set, else the offline driver. */
  geocoder?: Geocoder;
  /** Sends mail; by default SMTP when SMTP_URL is set, else the development mailbox. */
  mailer?: Mailer;
  /** Keeps uploaded files; by default an S3-compatible bucket when S3_BUCKET is set, else the disk. */
  storage?: FileStorage;
  /**
   * Hashes passwords; by default scrypt with at most PASSWORD_HASH_CONCURRENCY hashes at once, a
   * cheap hash in tests (test/password-hasher.ts).
   */
  passwordHasher?: PasswordHasher;
  /** Takes payments; by default Fintoc when configured, else the sandbox bank (ADR-040). */
  paymentProvider?: PaymentProvider;
  payoutProvider?: PayoutProvider;
  /** Sees every route as it is added: the test harnesses read the route table through it. */
  onRoute?: (route: RouteOptions) => void;
  /**
   * The job queue's clock (ADR-043): the system's by default; tests pass pg-boss's `TestClock`,
   * which also moves the time the queue's SQL reads, together with `clock` (test/job-clock.ts).
   */
  jobClock?: QueueClock;
  /**
   * Whether this process polls for and supervises jobs and sends the jobs of schedules (payment
   * reconciliation, ADR-068): `config.jobWorkersEnabled` by default (not in tests, which run the
   * jobs due with `jobs.runDue()` and never a schedule on their own).
   */
  runJobWorkers?: boolean;
}

/** Query strings carry one-time tokens (confirmation and reset links): the log gets the path. */
export function serializeRequestForLog(request: Pick<FastifyRequest, 'method' | 'url' | 'ip'>) {
  return { method: request.method, url: request.url.split('?')[0], remoteAddress: request.ip };
}

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  const base = {
    level: config.LOG_LEVEL,
    serializers: { req: serializeRequestForLog },
  };
  if (config.NODE_ENV !== 'development') return base;
  return {
    ...base,
    transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname', singleLine: true } },
  };
}

/**
 * Fastify's request logging, reduced to one line per answer (ADR-026): the request and the
 * answer together when it is sent, at `error` when sending failed. Fastify's own lines (incoming
 * request, route not found, errors it handles itself) are off; the error handler logs errors.
 */
class OneLinePerRequest extends LogController {
  override isLogDisabled(): boolean {
    return true;
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) request.log.error({ ...line, err: error }, 'request errored');
    else request.log.info(line, 'request completed');
  }
}

/**
 * Builds the whole API as one Fastify instance: plugins first, then the modules, each given the
 * part of `deps` it declares. Answers the app, those dependencies (tests reach the guards and the
 * clock through them) and the caller changes it listens to (tests wait until a change made
 * elsewhere has reached the caller cache), and the search cache with its changes (ADR-065).
 */
export async function buildApp(options: AppDependencies) {
  const { config, database } = options;
  useSpanishValidationMessages();
  const headers = securityHeaders(config);
  const app: FastifyInstance = Fastify({
    logger: options.logger ?? loggerOptions(config),
    trustProxy: config.TRUST_PROXY,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // One line per request instead of Fastify's two.
    logController: new OneLinePerRequest(),
    ...errorShapeServerOptions(headers),
  }).withTypeProvider<ZodTypeProvider>();
  refuseConnect(app.server, headers);

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerNulCharacterCheck(app);
  registerSecurityHeaders(app, headers);
  registerErrorHandling(app);
  await registerOpenApi(app);

  const db = database.db;
  const clock = options.clock ?? systemClock;
  const mailer =
    options.mailer ??
    createMailer({
      config,
      keepDevMail: (message) => storeDevMail(database.db, message),
      logger: app.log,
    });
  const passwordHasher = options.passwordHasher ?? createPasswordHasher(config);
  const runJobWorkers = options.runJobWorkers ?? config.jobWorkersEnabled;
  const jobs = await createJobQueue({
    connection: database.queueConnection,
    queues: appQueues,
    logger: app.log,
    clock: options.jobClock,
    supervise: runJobWorkers,
    schedule: runJobWorkers,
  });
  // Closing stops the workers, waiting for the attempts under way (the database closes later).
  app.addHook('onClose', () => jobs.stop());
  const onBookingChange = bookingChangeEffects([
    scheduleBookingDeadlines(jobs),
    queueBookingEmails(jobs, config.TIME_ZONE),
    recordBookingTransition,
    publishBookingEvents,
  ]);
  jobs.handle(bookingDeadlineQueue, bookingDeadlineHandler({ db, clock, jobs, onBookingChange }));
  handleBookingEmails(jobs, { db, mailer, clock, config });
  for (const emails of [
    documentReviewEmails,
    bankAccountChangedEmails,
    problemResolutionEmails,
    accountStatusEmails,
    payoutSentEmails,
  ]) {
    emails.handle(jobs, { db, mailer, config });
  }
  const { auth, guards, callerChanges } = await registerAuthentication(app, {
    config,
    db,
    clock,
    passwordHasher,
    jobs,
    listen: database.listen,
  });
  handleAccountEmails(jobs, {
    db,
    mailer,
    clock,
    config,
    logger: app.log,
    requestReset: (address) => auth.api.requestPasswordReset({ body: { email: address } }),
  });
  await registerRateLimits(app, { db, clock, enabled: config.rateLimitsEnabled });
  const liveEvents = await startLiveEvents(app, { listen: database.listen, db, clock });
  const discoveryChanges = await startSearchCache(app, database.listen);
  const deps: Dependencies = {
    config,
    db,
    pingDatabase: database.ping,
    clock,
    mailer,
    geocoder: options.geocoder ?? createGeocoder(config),
    storage: options.storage ?? (await createFileStorage(config)),
    passwordHasher,
    paymentProvider: options.paymentProvider ?? createPaymentProvider(config, clock),
    payoutProvider: options.payoutProvider ?? createPayoutProvider(config, clock),
    jobs,
    onBookingChange,
    auth,
    guards,
  };
  const services = buildServices(deps, app.log);
  // Problems after a service and operators' refunds (PD-39): the provider asked through payments,
  // the booking's page read through the operators' bookings, the audit log's row recorded there.
  const problemReportsDeps = {
    ...deps,
    askRefund: services.payments.askRecordedRefund,
    bookingDetail: createOperatorBookingsService({
      ...deps,
      refundCancelledBooking: services.payments.refundCancelledBooking,
      bookingEmailRecords,
    }).detail,
    recordOperatorAction,
  };
  // Earnings and payouts (PD-40, PD-41): the audit log's row recorded by the operators' module.
  const earningsDeps = {
    ...deps,
    earnings: services.earnings,
    payouts: services.payouts,
  };

  await app.register(
    async (api) => {
      await api.register(healthRoutes, deps);
      await api.register(publicConfigRoutes, deps);
      await api.register(marketSummaryRoutes, deps);
      // The account endpoints: nothing they answer may be kept by a cache.
      await api.register(async (accounts) => {
        answerWithoutStoring(accounts);
        await accounts.register(authRoutes, deps);
        await accounts.register(signUpRoutes, deps);
        await accounts.register(sessionRoutes, deps);
        await accounts.register(liveEventsRoutes, { ...deps, liveEvents });
        await accounts.register(twoFactorRoutes, deps);
      });
      // The operators' console (PD-36): 404 to anyone but an operator, never kept by a cache.
      await api.register(async (operatorConsole) => {
        answerWithoutStoring(operatorConsole);
        await operatorConsole.register(operatorRoutes, {
          ...deps,
          refundCancelledBooking: services.payments.refundCancelledBooking,
          bookingEmailRecords,
        });
        await operatorConsole.register(documentReviewRoutes, { ...deps, recordOperatorAction });
        await operatorConsole.register(operatorProblemReportsRoutes, problemReportsDeps);
        await operatorConsole.register(operatorEarningsRoutes, earningsDeps);
      });
      await api.register(payoutWebhookRoutes, earningsDeps);
      await api.register(geocodingRoutes, deps);
      await api.register(discoveryRoutes, { ...deps, searchCache: discoveryChanges.searchCache });
      await api.register(publicAgentRoutes, deps);
      // An agent's own slots and profile: private to the caller, never kept by a cache.
      await api.register(async (agentData) => {
        answerWithoutStoring(agentData);
        await agentData.register(slotsRoutes, deps);
        await agentData.register(agentProfileRoutes, deps);
        await agentData.register(bankAccountRoutes, deps);
        await agentData.register(earningsRoutes, earningsDeps);
        await agentData.register(agentBookingsRoutes, { ...deps, ...services });
        await agentData.register(bookingsRoutes, { ...deps, ...services });
        await agentData.register(ratingsRoutes, { ...deps, ...services });
        // 'Mis agentes' shows each agent's next availability as discovery reads it.
        await agentData.register(favouritesRoutes, {
          ...deps,
          nextOfferedStarts: createNextOfferedStarts(deps.db),
        });
        await agentData.register(paymentsRoutes, { ...deps, ...services });
        await agentData.register(customerProblemReportsRoutes, problemReportsDeps);
      });
      // The agent's avatar and documents: `private, no-store` answers, multipart uploads.
      await api.register(agentFilesRoutes, deps);
      if (config.devMailboxEnabled) await api.register(devMailboxRoutes, deps);
    },
    { prefix: '/api' },
  );

  // Payment reconciliation: a job pg-boss sends every five minutes, once per cluster (ADR-068).
  handlePaymentReconciliation(jobs, {
    // The payments service's reconciliation: the one line to repoint when that service moves.
    reconcile: services.payments.reconcile,
    logger: app.log,
  });
  if (runJobWorkers) await schedulePaymentReconciliation(jobs, config.TIME_ZONE);
  // The weekly payout run and the earnings' upkeep (PD-41), scheduled in the marketplace's zone.
  handleEarningsJobs(jobs, { payouts: services.payouts, provider: deps.payoutProvider });
  if (runJobWorkers) await scheduleEarningsJobs(jobs, config.TIME_ZONE);

  // Public files of the local disk, registered before the web app's fallback.
  await app.register(publicFilesRoutes, deps);
  // The public agent profile's HTML and the sitemap read the agents through discovery.
  await registerWebApp(app, config.WEB_DIST_DIR, config.publicUrl, {
    agents: createPublicAgentPages(db),
    clock,
    frameCaller: (request, reply) => guards.resolveCaller(request, reply),
    // The agent's frame shows the biography as `GET /api/agents/bio` answers it (ADR-087).
    frameReads: { agentBio: createAgentProfileService({ db }).bio, timeZone: config.TIME_ZONE },
  });
  if (runJobWorkers) await jobs.startWorkers();
  return { app, deps, services, callerChanges, jobs, liveEvents, discoveryChanges };
}
