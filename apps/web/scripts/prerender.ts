// The last step of `npm run build -w @brillo/web` (ADR-048, ADR-051): renders the public pages with
// the server entry that `vite build --ssr` wrote to dist-ssr, and writes each into a copy of
// dist/index.html under dist/prerendered/, where the API finds them (apps/api/src/plugins/web-app.ts).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AccountRole } from '../../../packages/domain/src/user-roles.ts';
import { prerenderedPages, signedInFrames } from '../../../packages/domain/src/web-paths.ts';
import { inlineCriticalStyles } from './critical-styles.ts';
import { FRAME_ATTRIBUTE } from '../src/app/app-started.ts';
import { readManifest, writeBootModule, type BuildManifest } from './page-boot.ts';

const webRoot = path.resolve(import.meta.dirname, '..');
const distDir = path.join(webRoot, 'dist');
const serverEntry = path.join(webRoot, 'dist-ssr', 'prerender.js');
const ROOT_ELEMENT = '<div id="root"></div>';
/** The `<noscript>` that holds a page's stylesheets; `main.tsx` loads them before hydrating. */
const PAGE_STYLES_ID = 'page-styles';

/** The module each prerendered page's route loads on demand (router.tsx). */
const routeModules: Record<keyof typeof prerenderedPages, string> = {
  home: 'src/app/routes/home.tsx',
  signIn: 'src/app/routes/sign-in.tsx',
  customerSignup: 'src/app/routes/customer-signup.tsx',
  agentSignup: 'src/app/routes/agent-signup.tsx',
  privacy: 'src/app/routes/privacy.tsx',
  terms: 'src/app/routes/terms.tsx',
  notFound: 'src/app/routes/not-found.tsx',
};

/** The modules a signed-in frame's routes load on demand: its area's layout, then its page. */
const frameModules: Record<keyof typeof signedInFrames, string[]> = {
  customerDashboard: [
    'src/app/layouts/customer-layout.tsx',
    'src/app/routes/customer-dashboard.tsx',
  ],
  // The agent's pages have no layout of their own.
  agentDashboard: ['src/app/routes/agent-dashboard.tsx'],
};

/**
 * Every stylesheet a page needs: the entry's, then its route modules' and their imports', once
 * each.
 */
function stylesheetsOf(manifest: BuildManifest, entryKey: string, moduleKeys: string[]): string[] {
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`prerender: ${key} is not in the build manifest`);
    if (seen.has(key)) return;
    seen.add(key);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  for (const key of moduleKeys) visit(key);
  return [...styles];
}

/**
 * The shell's head without what loads the app (the entry script, its preloads, its stylesheet):
 * a prerendered page paints from its own HTML and inlined styles first, and starts the app after
 * that first paint through its boot module.
 */
function headWithoutApp(template: string): string {
  return template
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="(?:modulepreload|stylesheet)"[^>]*>/g, '');
}

const manifest = readManifest(distDir);
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('prerender: the manifest has no entry chunk');
const boot = writeBootModule(distDir, manifest, entryKey);

const template = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
if (!template.includes('</head>')) throw new Error('index.html has no </head>');
if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
const shell = headWithoutApp(template);
const { renderPage } = (await import(pathToFileURL(serverEntry).href)) as {
  renderPage: (pagePath: string, signedInAs?: AccountRole) => Promise<string>;
};

/** The page's document: its markup in the root, its stylesheets waiting, its styles inlined. */
async function pageDocument(
  markup: string,
  stylesheets: string[],
  { frame = false } = {},
): Promise<string> {
  // Without JavaScript the <noscript> links are ordinary stylesheets; with it, they are text
  // that main.tsx turns into links once the page has painted.
  const links = stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  const headTags = [
    `<noscript id="${PAGE_STYLES_ID}">${links}</noscript>`,
    `<script type="module" src="${boot}"></script>`,
  ].join('\n    ');
  const page = shell
    .replace('</head>', `  ${headTags}\n  </head>`)
    .replace(ROOT_ELEMENT, `<div id="root"${frame ? ` ${FRAME_ATTRIBUTE}` : ''}>${markup}</div>`);
  return inlineCriticalStyles(page, distDir, stylesheets);
}

const outDir = path.join(distDir, 'prerendered');
fs.mkdirSync(outDir, { recursive: true });
for (const [name, pagePath] of Object.entries(prerenderedPages) as [
  keyof typeof prerenderedPages,
  string,
][]) {
  const markup = await renderPage(pagePath);
  const stylesheets = stylesheetsOf(manifest, entryKey, [routeModules[name]]);
  fs.writeFileSync(path.join(outDir, `${name}.html`), await pageDocument(markup, stylesheets));
  process.stdout.write(`prerendered ${pagePath} → dist/prerendered/${name}.html\n`);
}
// After the public pages: rendering a frame adds the signed-in areas to the route table.
for (const [name, frame] of Object.entries(signedInFrames) as [
  keyof typeof signedInFrames,
  (typeof signedInFrames)[keyof typeof signedInFrames],
][]) {
  const markup = await renderPage(frame.path, frame.role);
  const stylesheets = stylesheetsOf(manifest, entryKey, frameModules[name]);
  fs.writeFileSync(
    path.join(outDir, `${name}.html`),
    await pageDocument(markup, stylesheets, { frame: true }),
  );
  process.stdout.write(
    `prerendered ${frame.path} for the role ${frame.role} → dist/prerendered/${name}.html\n`,
  );
}
fs.rmSync(path.join(webRoot, 'dist-ssr'), { recursive: true, force: true });
