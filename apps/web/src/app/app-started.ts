/**
 * Set on `<html>` once the app's first render is on screen (hydrated or rendered). Until then a
 * prerendered page's boot module holds back native form submissions (ADR-051), and the browser
 * journeys wait for it before acting on a page they open.
 */
export const APP_STARTED_ATTRIBUTE = 'data-app-started';

export function markAppStarted(): void {
  document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, '');
}

/**
 * On the root element of a signed-in frame (ADR-086, written by scripts/prerender.ts): the page's
 * first screen only, which the app renders anew over instead of hydrating.
 */
export const FRAME_ATTRIBUTE = 'data-signed-in-frame';
