// The styles a prerendered page shows on its first paint, inlined into its head (ADR-051).
import Beasties from 'beasties';

/** `:is(` and `:where(` while the other pseudo-classes are stripped (see `selectorToMatch`). */
const KEPT_GROUP = '\u0000is(';

/**
 * The selector Beasties tests against the page for a rule's selector. Beasties strips every
 * pseudo-class with its argument before matching, which turns `:where(.container)`, the way CSS
 * modules and Mantine write rules of low specificity, into nothing: those rules were left out and
 * the page moved when its stylesheet arrived. Here `:is(…)` and `:where(…)` stay (the matcher
 * understands them) while states such as `:hover` and pseudo-elements go, since only the
 * elements' existence matters. Matching more than needed only inlines a little more.
 */
export function selectorToMatch(selector: string): string {
  return selector
    .replace(/:(?:is|where)\(/g, KEPT_GROUP)
    .replace(/(?<!\\)::?[a-z-]+(?:\([^()]*\))?/gi, '')
    .replaceAll(KEPT_GROUP, ':is(')
    .replace(/:is\(\s*\)/g, '*')
    .replace(/([>+~])\s*(?=[>+~]|$)/g, '$1 *')
    .trim();
}

class PageStyles extends Beasties {
  normalizeCssSelector(selector: string): string {
    return selectorToMatch(selector);
  }
}

/**
 * `html` with a `<style>` in its head holding the rules of `stylesheets` (paths under `distDir`,
 * as `/assets/x.css`) that match its elements, with their media queries, custom properties and
 * font faces. The stylesheets themselves are left to load later. Mantine's own `<style>` tags in
 * the markup are left as they are: the hydration compares them.
 */
export async function inlineCriticalStyles(
  html: string,
  distDir: string,
  stylesheets: string[],
): Promise<string> {
  const beasties = new PageStyles({
    path: distDir,
    publicPath: '/',
    additionalStylesheets: stylesheets,
    // The page links no stylesheet of its own (they wait in a <noscript>).
    external: false,
    reduceInlineStyles: false,
    mergeStylesheets: true,
    keyframes: 'critical',
    fonts: false,
    compress: true,
    logLevel: 'warn',
  });
  // Beasties marks the element it worked on; the page does not need the mark.
  return (await beasties.process(html)).replace(' data-beasties-container', '');
}
