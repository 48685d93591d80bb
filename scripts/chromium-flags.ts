// The headless Chromium the project's scripts start: the journeys (playwright.config.ts, and
// e2e/support/fixtures.ts for the address bar below), `npm run lighthouse` (scripts/lighthouse.ts)
// and the home page's scripts for the bundle budget (scripts/home-page-scripts.ts).
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  // A build of Chromium that is not Google's turns on, by default, every experiment of its field
  // trial testing configuration, which no user's browser runs all at once; Playwright turns it off
  // for its browsers, chrome-launcher (Lighthouse) does not. With it on, the dashboards' long tasks
  // in traces of a Lighthouse-launched browser took twice as long.
  '--disable-field-trial-config',
];

/**
 * Chromium's headless mode runs the whole desktop browser, and that browser (version 156 here)
 * loads its address bar's suggestion popup as a web page of its own as a window opens: a second
 * renderer that evaluates some 800 ms of script on these 2-core machines while the page under
 * measure loads, taking the processor from it. In traces of the dashboards it was as busy as the
 * page's own renderer, and without it the page's long tasks took half as long.
 */
const OMNIBOX_WEB_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

const DISABLE_FEATURES = '--disable-features=';

/**
 * `flags` with the address bar's web page turned off (`OMNIBOX_WEB_UI`). Chromium keeps only the
 * last `--disable-features` of its command line, so the features join the list `flags` already has
 * (a launcher's defaults) rather than come as a switch of their own that would drop that list.
 */
export function withoutOmniboxWebUI(flags: readonly string[]): string[] {
  const features = flags
    .filter((flag) => flag.startsWith(DISABLE_FEATURES))
    .flatMap((flag) => flag.slice(DISABLE_FEATURES.length).split(','))
    .filter(Boolean);
  return [
    ...flags.filter((flag) => !flag.startsWith(DISABLE_FEATURES)),
    DISABLE_FEATURES + [...new Set([...features, ...OMNIBOX_WEB_UI])].join(','),
  ];
}
