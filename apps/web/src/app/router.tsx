import { createBrowserRouter } from 'react-router';
import { paths } from '@/config/paths';
import { RootLayout } from './layouts/root-layout';
import { RequireRole } from './require-role';
import { RouteError } from './routes/route-error';

/**
 * The route table. Each page is its own chunk, loaded when first visited; the layout (navigation
 * bar and footer) and the role guards ship with the entry. Routes of later issues are not
 * declared yet, so they reach the catch-all 404.
 */
function InitialLoad() {
  return null;
}

export const router = createBrowserRouter([
  {
    Component: RootLayout,
    // While the first page's chunk loads (a few milliseconds), show nothing rather than a flash.
    HydrateFallback: InitialLoad,
    children: [
      {
        // A pathless route so that an error keeps the navigation bar and footer on screen.
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('./routes/home')).HomeRoute }),
          },
          {
            path: paths.privacy,
            lazy: async () => ({ Component: (await import('./routes/privacy')).PrivacyRoute }),
          },
          {
            path: paths.terms,
            lazy: async () => ({ Component: (await import('./routes/terms')).TermsRoute }),
          },
          {
            path: paths.devMailbox,
            lazy: async () => ({
              Component: (await import('./routes/dev-mailbox')).DevMailboxRoute,
            }),
          },
          {
            path: paths.signIn,
            lazy: async () => ({ Component: (await import('./routes/sign-in')).SignInRoute }),
          },
          {
            path: paths.agentSignup,
            lazy: async () => ({
              Component: (await import('./routes/agent-signup')).AgentSignupRoute,
            }),
          },
          ...[paths.customerSignup, paths.signup].map((path) => ({
            path,
            lazy: async () => ({
              Component: (await import('./routes/customer-signup')).CustomerSignupRoute,
            }),
          })),
          {
            path: paths.forgotPassword,
            lazy: async () => ({
              Component: (await import('./routes/forgot-password')).ForgotPasswordRoute,
            }),
          },
          {
            path: paths.resetPassword,
            lazy: async () => ({
              Component: (await import('./routes/reset-password')).ResetPasswordRoute,
            }),
          },
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
                      Component: (await import('./routes/customer-dashboard'))
                        .CustomerDashboardRoute,
                    }),
                  },
                  {
                    path: paths.profile,
                    lazy: async () => ({
                      Component: (await import('./routes/profile')).ProfileRoute,
                    }),
                  },
                  // The service lists and the payment pages: one import, for the entry's budget.
                  ...(
                    [
                      [paths.pendingServices, 'PendingServicesRoute'],
                      [paths.bookedServices, 'BookedServicesRoute'],
                      [paths.activeServices, 'ActiveServicesRoute'],
                      [paths.finishedServices, 'FinishedServicesRoute'],
                      [paths.cancelledServices, 'CancelledServicesRoute'],
                      // The payment pages (ADR-040; `paymentPages` of the payments contract).
                      ['/success-payment', 'SuccessPaymentRoute'],
                      ['/failure-payment', 'FailurePaymentRoute'],
                      ['/sandbox-bank', 'SandboxBankRoute'],
                    ] as const
                  ).map(([path, name]) => ({
                    path,
                    lazy: async () => ({
                      Component: (await import('./routes/customer-services'))[name],
                    }),
                  })),
                ],
              },
            ],
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
          },
        ],
      },
    ],
  },
]);
