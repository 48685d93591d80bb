// First: later modules build zod schemas, which must not probe for eval (see the module).
import '@brillo/domain/zod-without-eval';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/focus.css';
import './app/loading-motion.css';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { App } from './app/app';
import { FRAME_ATTRIBUTE, markAppStarted } from './app/app-started';
import { sendHeldSubmission } from './app/held-submission';
import { addRoleRoutesNow, createAppRouter, routes, type AppRouter } from './app/router';
import { carryTypedValues, takeTypedValues } from './app/typed-before-start';

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root en index.html');

/**
 * Ends the current task: what follows runs in a task of its own. The start of a prerendered page
 * is a chain of steps that each cost the main thread 5 to 15 ms (unthrottled, on these 2-core
 * machines): evaluating the entry, linking the stylesheets, matching the route table (React
 * Router's first match compiles it), evaluating the route's chunks, rendering. Run back to back
 * they made one task of up to 40 ms, which blocks a phone (4 times slower) for 160.
 */
function nextTask(): Promise<void> {
  return new Promise((resume) => setTimeout(resume));
}

/**
 * The public pages arrive prerendered (scripts/prerender.ts, ADR-048), the signed-in pages as
 * frames (ADR-086): their page's chunk is loaded before the first render, so that it matches the
 * HTML instead of showing nothing.
 */
async function loadMatchedPages(root: HTMLElement): Promise<void> {
  // A signed-in frame's page is in the signed-in areas' table: it is added first, and the table
  // matched once.
  if (root.hasAttribute(FRAME_ATTRIBUTE)) {
    await addRoleRoutesNow();
    await nextTask();
  }
  let matches = matchRoutes(routes, window.location) ?? [];
  // The not-found page matches the catch-all: it starts with the whole table, loaded and
  // evaluated in a task of its own before it is matched again.
  if (matches.at(-1)?.route.path === '*') {
    await addRoleRoutesNow();
    await nextTask();
    matches = matchRoutes(routes, window.location) ?? [];
  }
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * A prerendered page paints with its critical styles inlined and keeps its stylesheets in a
 * `<noscript>` (ADR-051); they are linked here, before hydrating, so that what the app shows later
 * (menus, dialogs, messages) is styled. Resolves when each has loaded or failed.
 */
function loadPageStyles(): Promise<unknown> {
  const holder = document.getElementById('page-styles');
  if (!holder?.textContent) return Promise.resolve();
  const parsed = document.createElement('template');
  parsed.innerHTML = holder.textContent;
  // The template's links are inert; moved into the head, they load.
  const links = [...parsed.content.querySelectorAll('link[rel="stylesheet"]')];
  const settled = links.map(
    (link) =>
      new Promise((settle) => {
        link.addEventListener('load', settle, { once: true });
        link.addEventListener('error', settle, { once: true });
      }),
  );
  document.head.append(...links);
  return Promise.all(settled);
}

/**
 * The prerendered HTML is what a visitor with nothing kept sees of the bare path. A page opened
 * with a query ('/signin?verified=1'), with the state of an earlier navigation (the sign-up's
 * email, kept across a reload) or in a tab that keeps something of its own (a registration draft
 * in session storage) starts differently: it is rendered anew over the HTML, not hydrated. So is
 * a signed-in frame (ADR-086): only the page's first screen, which its reads then fill.
 */
function arrivesAsPrerendered(root: HTMLElement): boolean {
  const state: unknown = window.history.state;
  const carriesState = typeof state === 'object' && state !== null && 'usr' in state && state.usr;
  return (
    window.location.search === '' &&
    !carriesState &&
    sessionStorageIsEmpty() &&
    !root.hasAttribute(FRAME_ATTRIBUTE)
  );
}

function sessionStorageIsEmpty(): boolean {
  try {
    return window.sessionStorage.length === 0;
  } catch {
    // Storage disabled (a private mode): nothing can have been kept.
    return true;
  }
}

async function start(root: HTMLElement): Promise<void> {
  const prerendered = root.hasChildNodes();
  if (prerendered) {
    // The entry was evaluated in this task; the stylesheets, the route table, the page's chunks,
    // the router and the first render each start in a task of their own (`nextTask`).
    await nextTask();
    const styles = loadPageStyles();
    await nextTask();
    await Promise.all([styles, loadMatchedPages(root)]);
    await nextTask();
  }
  const router = createAppRouter();
  // Creating the router matches the table again and builds its history: a task of its own.
  if (prerendered) await nextTask();
  if (prerendered && arrivesAsPrerendered(root)) {
    const giveBackTyped = takeTypedValues(root);
    // As a transition, React hydrates in slices of a few milliseconds, yielding to the browser
    // between them, instead of in one long task; a click or key press on a part not yet hydrated
    // hydrates that part at once (selective hydration).
    startTransition(() => {
      hydrateRoot(root, <Started router={router} onStarted={giveBackTyped} />);
    });
  } else {
    // Rendered anew, the fields are replaced: what was typed (and a form sent) is carried over.
    const carried = prerendered ? carryTypedValues(root) : undefined;
    // As a transition too: React renders a signed-in page's first screen in slices, yielding to
    // the browser between them, instead of in one long task.
    const fresh = createRoot(root);
    startTransition(() => {
      fresh.render(<Started router={router} onStarted={carried} />);
    });
  }
}

/**
 * The app, and once its first render is on screen: `onStarted`, then the started mark; then, once
 * what was typed is in the forms' state, the form sent before the start, if any.
 */
function Started({ router, onStarted }: { router: AppRouter; onStarted?: () => void }) {
  useEffect(() => {
    onStarted?.();
    markAppStarted();
    const sending = setTimeout(() => sendHeldSubmission());
    return () => clearTimeout(sending);
  }, [onStarted]);
  return (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
}

void start(container);
