// First: later modules build zod schemas, which must not probe for eval (see the module).
import '@brillo/domain/zod-without-eval';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/focus.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { App } from './app/app';
import { addRoleRoutesNow, createAppRouter, routes } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root en index.html');

/**
 * The public pages arrive prerendered (scripts/prerender.ts, ADR-048): their page's chunk is
 * loaded before hydrating, so that the first render matches the HTML instead of showing nothing.
 */
async function loadMatchedPages(): Promise<void> {
  // Only the not-found page matches the catch-all: it hydrates with the whole table.
  if (matchRoutes(routes, window.location)?.at(-1)?.route.path === '*') await addRoleRoutesNow();
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function start(root: HTMLElement): Promise<void> {
  const prerendered = root.hasChildNodes();
  if (prerendered) await loadMatchedPages();
  const app = (
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>
  );
  if (prerendered) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start(container);
