// The styles a prerendered page shows on its first paint, inlined into its head (ADR-051).
import Beasties from 'beasties';

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
  const beasties = new Beasties({
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
