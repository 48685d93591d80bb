import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RequireRole } from './require-role';

/**
 * The signed-in areas: the agent's pages and the customer's pages, each behind its role guard
 * (PD-7), each page its own chunk. `router.tsx` adds this table under its pages route the first
 * time a path is not one of the public pages, so the home page's JavaScript does not carry it.
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
          {
            path: paths.pendingServices,
            lazy: async () => ({
              Component: (await import('./routes/customer-services')).PendingServicesRoute,
            }),
          },
          {
            path: paths.bookedServices,
            lazy: async () => ({
              Component: (await import('./routes/customer-services')).BookedServicesRoute,
            }),
          },
          {
            path: paths.activeServices,
            lazy: async () => ({
              Component: (await import('./routes/customer-services')).ActiveServicesRoute,
            }),
          },
          {
            path: paths.finishedServices,
            lazy: async () => ({
              Component: (await import('./routes/customer-services')).FinishedServicesRoute,
            }),
          },
          {
            path: paths.cancelledServices,
            lazy: async () => ({
              Component: (await import('./routes/customer-services')).CancelledServicesRoute,
            }),
          },
        ],
      },
    ],
  },
];
