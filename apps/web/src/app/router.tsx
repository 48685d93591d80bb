import { createBrowserRouter } from 'react-router';
import { paths } from '@/config/paths';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './routes/route-error';

/**
 * The route table. Each page is its own chunk, loaded when first visited; the layout (navigation
 * bar and footer) ships with the entry. Routes of later issues (sign-in, sign-up, dashboards) are
 * not declared yet, so they reach the catch-all 404.
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
            path: '*',
            lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
          },
        ],
      },
    ],
  },
]);
