// The boot module of the prerendered pages (ADR-051): a few hundred bytes that start the app once
// the page's own HTML has painted, instead of the shell's entry script and preloads in the head.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
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
 * The module's source. After the next animation frame (the first paint of the prerendered page),
 * or at once when the person touches, types or tabs, it preloads the entry's imports side by side
 * and imports the entry, which hydrates the page, and builds a first number format meanwhile (ICU's
 * locale data, some 50 ms with the processor slowed 4 times). A hidden tab renders no frames: the
 * timer starts the app there. Until the app has started, forms are not sent natively.
 */
function bootSource(entry: string, imports: string[]): string {
  return [
    '// Starts the app once the prerendered page has painted (ADR-051).',
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
    "  // While the scripts download, the first formatter loads ICU's data for es-CL in a task of",
    '  // its own, not in the one that evaluates the pages that format amounts and dates.',
    "  setTimeout(() => new Intl.NumberFormat('es-CL', { style: 'currency', currency: 'CLP' }));",
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

/** Writes `dist/assets/boot-<hash>.js` (hashed, so cached as immutable) and answers its URL. */
export function writeBootModule(distDir: string, manifest: BuildManifest, entryKey: string) {
  const entry = manifest[entryKey];
  if (!entry) throw new Error(`prerender: ${entryKey} is not in the build manifest`);
  const imports = [...staticImportFiles(manifest, entryKey)].map((file) => `/${file}`);
  const source = bootSource(`/${entry.file}`, imports);
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  const file = `assets/boot-${hash}.js`;
  fs.writeFileSync(path.join(distDir, file), source);
  return `/${file}`;
}
