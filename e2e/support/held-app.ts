import type { Page, Route } from '@playwright/test';
import { APP_STARTED_ATTRIBUTE } from '../../apps/web/src/app/app-started.ts';

// A page as its HTML painted it, before its app has started: the prerendered pages (ADR-066) and
// the signed-in frames (ADR-086).

/**
 * Holds back every script of the app but the page's boot module until `release` is called, so
 * that the page stays as its HTML painted it: what a person on a slow phone sees for a moment.
 */
export async function holdTheApp(page: Page): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/assets\/(?!boot-)[^/]+\.js$/, async (route) => {
    if (holding) held.push(route);
    else await route.continue();
  });
  return {
    release: async () => {
      holding = false;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

/** `page.goto` without waiting for the app to start (the fixture's `goto` waits for it). */
export async function openAsPainted(page: Page, path: string) {
  await page.mainFrame().goto(path, { waitUntil: 'domcontentloaded' });
}

export const started = (page: Page) => page.locator(`html[${APP_STARTED_ATTRIBUTE}]`);
