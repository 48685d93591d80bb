// The build's server-side entry (ADR-048): the public pages rendered to HTML with the same
// components the browser hydrates. Built by `vite build --ssr` and run by scripts/prerender.ts.
import '@brillo/domain/zod-without-eval';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { routes } from './app/router';

/** The HTML of the page at `path`, as a visitor who is not signed in first sees it. */
export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`prerender: ${path} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // `prerender` waits for what is loaded on demand (the notifications container), so that every
  // Suspense boundary is in the HTML and hydrates instead of being rendered again.
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
