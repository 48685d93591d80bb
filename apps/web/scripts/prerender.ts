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

const template = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
const { renderPage } = (await import(pathToFileURL(serverEntry).href)) as {
  renderPage: (pagePath: string) => Promise<string>;
};

const outDir = path.join(distDir, 'prerendered');
fs.mkdirSync(outDir, { recursive: true });
for (const [name, pagePath] of Object.entries(prerenderedPages)) {
  const markup = await renderPage(pagePath);
  const html = template.replace(ROOT_ELEMENT, `<div id="root">${markup}</div>`);
  fs.writeFileSync(path.join(outDir, `${name}.html`), html);
  process.stdout.write(`prerendered ${pagePath} → dist/prerendered/${name}.html\n`);
}
fs.rmSync(path.join(webRoot, 'dist-ssr'), { recursive: true, force: true });
