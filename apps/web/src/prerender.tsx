// The build's server-side entry (ADR-048): the public pages rendered to HTML with the same
// components the browser hydrates. Built by `vite build --ssr` and run by scripts/prerender.ts.
import '@brillo/domain/zod-without-eval';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { AccountRole } from '@brillo/domain/user-roles';
import { SESSION_NAME_MARK } from '@brillo/domain/web-paths';
import { AppProvider } from './app/provider';
import { addRoleRoutesNow, routes } from './app/router';
import { SessionContext, type Session } from './app/session-context';
import { RenderingFrame } from './components/reveal-together';

/**
 * The HTML of the page at `path`, as a visitor who is not signed in first sees it; or, given
 * `signedInAs`, as a person of that role first sees it (a signed-in frame, ADR-086), the name
 * written as `SESSION_NAME_MARK`.
 */
export async function renderPage(path: string, signedInAs?: AccountRole): Promise<string> {
  if (signedInAs) await addRoleRoutesNow();
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`prerender: ${path} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = <StaticRouterProvider router={router} context={context} hydrate={false} />;
  // `prerender` waits for what is loaded on demand (the notifications container), so that every
  // Suspense boundary is in the HTML and hydrates instead of being rendered again.
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider>
        {signedInAs ? (
          <RenderingFrame value>
            <SessionContext value={frameSession(signedInAs)}>{page}</SessionContext>
          </RenderingFrame>
        ) : (
          page
        )}
      </AppProvider>
    </StrictMode>,
  );
  return new Response(prelude).text();
}

/** The session a signed-in frame is rendered with: nobody's, but of `role`, named by the mark. */
function frameSession(role: AccountRole): Session {
  return {
    status: 'signed-in',
    user: { name: SESSION_NAME_MARK, email: '', role },
    signOut: () => Promise.resolve(false),
    signingOut: false,
  };
}
