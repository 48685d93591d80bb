// The boot module of the prerendered pages (ADR-051): a few hundred bytes that start the app once
// the page's own HTML has painted, instead of the shell's entry script and preloads in the head.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_TIME_ZONE } from '../../../packages/domain/src/zoned-time.ts';
import { APP_STARTED_ATTRIBUTE } from '../src/app/app-started.ts';
import { HELD_FORM_ATTRIBUTE, HELD_SUBMITTER_ATTRIBUTE } from '../src/app/held-submission.ts';

export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
export type BuildManifest = Record<string, ManifestChunk>;

export function readManifest(distDir: string): BuildManifest {
  return JSON.parse(
    fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as BuildManifest;
}

/** The files of a chunk's static imports, recursively, without the chunk itself. */
function staticImportFiles(manifest: BuildManifest, key: string, seen = new Set<string>()) {
  for (const imported of manifest[key]?.imports ?? []) {
    const file = manifest[imported]?.file;
    if (!file || seen.has(file)) continue;
    seen.add(file);
    staticImportFiles(manifest, imported, seen);
  }
  return seen;
}

/**
 * The warm-up worker's source: it builds the formats the pages use (an amount in pesos, a date and
 * its offset in Chile's time zone) and ends. ICU keeps the locale and time-zone data it loads for
 * the whole renderer process, so the page's own first formatter no longer loads it on the main
 * thread (40 to 110 ms there, unthrottled, on these 2-core machines; a fraction of a millisecond
 * once a worker has loaded it).
 */
function intlWarmupSource(timeZone: string): string {
  return [
    "// Loads ICU's data for es-CL and Chile's time zone off the page's main thread (page-boot.ts).",
    "new Intl.NumberFormat('es-CL', { style: 'currency', currency: 'CLP' }).format(0);",
    `new Intl.DateTimeFormat('es-CL', { weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: 'numeric', timeZone: '${timeZone}' }).format(0);`,
    `new Intl.DateTimeFormat('en-US', { timeZone: '${timeZone}', timeZoneName: 'longOffset' }).format(0);`,
    'close();',
    '',
  ].join('\n');
}

/**
 * The module's source. At once, it starts the warm-up worker (`intlWarmupSource`). After the next
 * animation frame (the first paint of the prerendered page), or at once when the person touches,
 * types or tabs, it preloads the entry's imports side by side and imports the entry, which
 * hydrates the page. A hidden tab renders no frames: the timer starts the app there. Until the app
 * has started, forms are not sent natively.
 */
function bootSource(entry: string, imports: string[], intlWarmup: string): string {
  return [
    '// Starts the app once the prerendered page has painted (ADR-051).',
    "// ICU's data, loaded by a worker while the page paints and the scripts download.",
    `try { new Worker(${JSON.stringify(intlWarmup)}); } catch {}`,
    '// Until the app runs, a form sent natively would reload the page and lose what was typed:',
    '// the submission is held and marked, and the app sends it once it has started. One React',
    '// already handled while hydrating (its default prevented) is not held.',
    "window.addEventListener('submit', (event) => {",
    `  if (document.documentElement.hasAttribute('${APP_STARTED_ATTRIBUTE}')) return;`,
    '  if (event.defaultPrevented) return;',
    '  event.preventDefault();',
    `  for (const name of ['${HELD_FORM_ATTRIBUTE}', '${HELD_SUBMITTER_ATTRIBUTE}']) {`,
    '    for (const marked of document.querySelectorAll(`[${name}]`)) marked.removeAttribute(name);',
    '  }',
    `  event.target.setAttribute('${HELD_FORM_ATTRIBUTE}', '');`,
    `  event.submitter?.setAttribute('${HELD_SUBMITTER_ATTRIBUTE}', '');`,
    '});',
    'let started = false;',
    'const start = () => {',
    '  if (started) return;',
    '  started = true;',
    `  for (const href of ${JSON.stringify(imports)}) {`,
    "    const link = document.createElement('link');",
    "    link.rel = 'modulepreload';",
    '    link.href = href;',
    '    document.head.append(link);',
    '  }',
    `  import(${JSON.stringify(entry)});`,
    '};',
    '// Someone who reaches for the page before that starts it at once.',
    "for (const type of ['pointerdown', 'keydown', 'focusin']) {",
    '  document.addEventListener(type, start, { capture: true, once: true });',
    '}',
    'requestAnimationFrame(() => setTimeout(start));',
    'setTimeout(start, 500);',
    '',
  ].join('\n');
}

/** Writes `dist/assets/<name>-<hash>.js` (hashed, so cached as immutable): its URL. */
function writeHashedScript(distDir: string, name: string, source: string): string {
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  const file = `assets/${name}-${hash}.js`;
  fs.writeFileSync(path.join(distDir, file), source);
  return `/${file}`;
}

/** Writes the boot module and its warm-up worker into `dist/assets`: the boot module's URL. */
export function writeBootModule(distDir: string, manifest: BuildManifest, entryKey: string) {
  const entry = manifest[entryKey];
  if (!entry) throw new Error(`prerender: ${entryKey} is not in the build manifest`);
  const imports = [...staticImportFiles(manifest, entryKey)].map((file) => `/${file}`);
  const intlWarmup = writeHashedScript(distDir, 'intl-warmup', intlWarmupSource(DEFAULT_TIME_ZONE));
  return writeHashedScript(distDir, 'boot', bootSource(`/${entry.file}`, imports, intlWarmup));
}
