import { consolePaths } from '@brillo/domain/console-paths';
import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RequireRole } from './require-role';
import type * as customerServices from './routes/customer-services';
import type * as paymentPages from './routes/payment-pages';

/** The customer's service lists: one chunk (routes/customer-services), one import for the five. */
function customerList(path: string, name: keyof typeof customerServices): RouteObject {
  return {
    path,
    lazy: async () => ({ Component: (await import('./routes/customer-services'))[name] }),
  };
}

/** The payment pages (ADR-040): one chunk (routes/payment-pages) for the three. */
function paymentPage(path: string, name: keyof typeof paymentPages): RouteObject {
  return {
    path,
    lazy: async () => ({ Component: (await import('./routes/payment-pages'))[name] }),
  };
}

/**
 * The signed-in areas: the agent's pages and the customer's pages, each behind its role guard
 * (PD-7), and the operators' console (PD-36), each page its own chunk. `router.tsx` adds this
 * table under its pages route the first time a path is not one of the public pages, so the home
 * page's JavaScript does not carry it.
 */
export const roleRoutes: RouteObject[] = [
  {
    element: <RequireRole role="agent" />,
    children: [
      {
        path: paths.agentDashboard,
        lazy: async () => ({
          Component: (await import('./routes/agent-dashboard')).AgentDashboardRoute,
        }),
      },
      {
        path: paths.schedules,
        lazy: async () => ({
          Component: (await import('./routes/schedules')).SchedulesRoute,
        }),
      },
      {
        path: paths.availability,
        lazy: async () => ({
          Component: (await import('./routes/availability')).AvailabilityRoute,
        }),
      },
      {
        path: paths.bio,
        lazy: async () => ({
          Component: (await import('./routes/bio')).BioRoute,
        }),
      },
      {
        path: paths.docs,
        lazy: async () => ({
          Component: (await import('./routes/docs')).DocsRoute,
        }),
      },
      {
        path: paths.bankAccount,
        lazy: async () => ({
          Component: (await import('./routes/bank-account')).BankAccountRoute,
        }),
      },
      {
        path: paths.earnings,
        lazy: async () => ({
          Component: (await import('./routes/earnings')).EarningsRoute,
        }),
      },
      {
        path: paths.pending,
        lazy: async () => ({
          Component: (await import('./routes/pending')).PendingRoute,
        }),
      },
      {
        path: paths.accepted,
        lazy: async () => ({
          Component: (await import('./routes/accepted')).AcceptedRoute,
        }),
      },
      {
        path: paths.rejected,
        lazy: async () => ({
          Component: (await import('./routes/rejected')).RejectedRoute,
        }),
      },
      {
        path: paths.closed,
        lazy: async () => ({
          Component: (await import('./routes/closed')).ClosedRoute,
        }),
      },
    ],
  },
  {
    element: <RequireRole role="customer" />,
    children: [
      {
        // The customer sidebar beside every customer screen (decisions 15, 31), loaded
        // with the first customer page, so that the entry does not carry its drawer.
        lazy: async () => ({
          Component: (await import('./layouts/customer-layout')).CustomerLayout,
        }),
        children: [
          {
            path: paths.customerDashboard,
            lazy: async () => ({
              Component: (await import('./routes/customer-dashboard')).CustomerDashboardRoute,
            }),
          },
          {
            path: paths.profile,
            lazy: async () => ({
              Component: (await import('./routes/profile')).ProfileRoute,
            }),
          },
          customerList(paths.pendingServices, 'PendingServicesRoute'),
          customerList(paths.bookedServices, 'BookedServicesRoute'),
          customerList(paths.activeServices, 'ActiveServicesRoute'),
          customerList(paths.finishedServices, 'FinishedServicesRoute'),
          customerList(paths.cancelledServices, 'CancelledServicesRoute'),
          paymentPage(paths.successPayment, 'SuccessPaymentRoute'),
          paymentPage(paths.failurePayment, 'FailurePaymentRoute'),
          paymentPage(paths.sandboxBank, 'SandboxBankRoute'),
          {
            path: paths.rating,
            lazy: async () => ({
              Component: (await import('./routes/rating')).RatingRoute,
            }),
          },
          {
            path: paths.myAgents,
            lazy: async () => ({
              Component: (await import('./routes/my-agents')).MyAgentsRoute,
            }),
          },
        ],
      },
    ],
  },
  // The operators' console (ADR-078): no guard here, the API decides (404 for anyone else).
  {
    path: paths.operatorConsole,
    lazy: async () => ({
      Component: (await import('./routes/operator-console')).OperatorConsoleRoute,
    }),
  },
  {
    path: consolePaths.operatorAuditLog,
    lazy: async () => ({
      Component: (await import('./routes/operator-audit-log')).OperatorAuditLogRoute,
    }),
  },
  {
    path: consolePaths.operatorVerifications,
    lazy: async () => ({
      Component: (await import('./routes/operator-verifications')).OperatorVerificationsRoute,
    }),
  },
  {
    path: consolePaths.operatorBookings,
    lazy: async () => ({
      Component: (await import('./routes/operator-bookings')).OperatorBookingsRoute,
    }),
  },
  {
    path: consolePaths.operatorBooking,
    lazy: async () => ({
      Component: (await import('./routes/operator-booking')).OperatorBookingRoute,
    }),
  },
  {
    path: consolePaths.operatorAccounts,
    lazy: async () => ({
      Component: (await import('./routes/operator-accounts')).OperatorAccountsRoute,
    }),
  },
  {
    path: consolePaths.operatorAccount,
    lazy: async () => ({
      Component: (await import('./routes/operator-account')).OperatorAccountRoute,
    }),
  },
  {
    path: consolePaths.operatorProblems,
    lazy: async () => ({
      Component: (await import('./routes/operator-problems')).OperatorProblemsRoute,
    }),
  },
  {
    path: consolePaths.operatorProblem,
    lazy: async () => ({
      Component: (await import('./routes/operator-problem')).OperatorProblemRoute,
    }),
  },
  {
    path: consolePaths.operatorPayouts,
    lazy: async () => ({
      Component: (await import('./routes/operator-payouts')).OperatorPayoutsRoute,
    }),
  },
  {
    path: consolePaths.operatorAgentEarnings,
    lazy: async () => ({
      Component: (await import('./routes/operator-agent-earnings')).OperatorAgentEarningsRoute,
    }),
  },
  {
    path: paths.operatorCode,
    lazy: async () => ({
      Component: (await import('./routes/operator-code')).OperatorCodeRoute,
    }),
  },
  {
    path: paths.operatorAuthenticator,
    lazy: async () => ({
      Component: (await import('./routes/operator-authenticator')).OperatorAuthenticatorRoute,
    }),
  },
];
