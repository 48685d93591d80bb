// The last step of `npm run build -w @brillo/web` (ADR-048): renders the public pages with the
// server entry that `vite build --ssr` wrote to dist-ssr, and writes each into a copy of
// dist/index.html under dist/prerendered/, where the API finds them (apps/api/src/plugins/web-app.ts).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { prerenderedPages } from '../../../packages/domain/src/web-paths.ts';

const webRoot = path.resolve(import.meta.dirname, '..');
const distDir = path.join(webRoot, 'dist');
const serverEntry = path.join(webRoot, 'dist-ssr', 'prerender.js');
const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * The module each prerendered page's route loads on demand (router.tsx). Its chunk's styles, and
 * those of the chunks it imports, go into the page's head: the first paint is then styled
 * without waiting for the script to load them, and nothing moves when it does.
 */
const routeModules: Record<keyof typeof prerenderedPages, string> = {
  home: 'src/app/routes/home.tsx',
  privacy: 'src/app/routes/privacy.tsx',
  terms: 'src/app/routes/terms.tsx',
  notFound: 'src/app/routes/not-found.tsx',
};

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
const manifest = JSON.parse(
  fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
) as Record<string, ManifestChunk>;

/** The tags that load a route module's chunk and styles ahead of the script, once each. */
function headTagsFor(moduleKey: string): string {
  const styles = new Set<string>();
  const scripts = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`prerender: ${key} is not in the build manifest`);
    if (scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(moduleKey);
  const entry = manifest['index.html'];
  const alreadyInHead = new Set([
    ...(entry?.css ?? []),
    ...(entry?.imports ?? []).map((key) => manifest[key]?.file),
  ]);
  return [
    ...[...styles]
      .filter((file) => !alreadyInHead.has(file))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...scripts]
      .filter((file) => !alreadyInHead.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
}

const template = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
if (!template.includes('</head>')) throw new Error('index.html has no </head>');
if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
const { renderPage } = (await import(pathToFileURL(serverEntry).href)) as {
  renderPage: (pagePath: string) => Promise<string>;
};

const outDir = path.join(distDir, 'prerendered');
fs.mkdirSync(outDir, { recursive: true });
for (const [name, pagePath] of Object.entries(prerenderedPages) as [
  keyof typeof prerenderedPages,
  string,
][]) {
  const markup = await renderPage(pagePath);
  const html = template
    .replace('</head>', `  ${headTagsFor(routeModules[name])}\n  </head>`)
    .replace(ROOT_ELEMENT, `<div id="root">${markup}</div>`);
  fs.writeFileSync(path.join(outDir, `${name}.html`), html);
  process.stdout.write(`prerendered ${pagePath} → dist/prerendered/${name}.html\n`);
}
fs.rmSync(path.join(webRoot, 'dist-ssr'), { recursive: true, force: true });
