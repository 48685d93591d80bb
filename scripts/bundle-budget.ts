// `npm exec -- node scripts/bundle-budget.ts`: the gzipped JavaScript of the home page `/`,
// checked against two budgets (ADR-066, ADR-074):
// - before it shows anything, 130 KB: the entry chunk, its static imports, and the home route's
//   lazy chunk with its own static imports, read from the Vite manifest of apps/web/dist;
// - everything it loads until the network is idle, 150 KB: what a first visit fetches in headless
//   Chromium from the API serving the build (scripts/home-page-scripts.ts), whatever imports it
//   on the way.
// Run `npm run build -w @brillo/web` first.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { scriptsOfHomePage } from './home-page-scripts.ts';

const FIRST_PAINT_BUDGET_BYTES = 130 * 1024;
const UNTIL_IDLE_BUDGET_BYTES = 150 * 1024;
const HOME_ROUTE_SOURCE = 'src/app/routes/home.tsx';

const root = path.resolve(import.meta.dirname, '..');
const distDir = path.join(root, 'apps/web/dist');
const manifestFile = path.join(distDir, '.vite/manifest.json');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function fail(message: string): never {
  process.stderr.write(`bundle-budget: ${message}\n`);
  process.exit(1);
}

function readManifest(): Manifest {
  if (!fs.existsSync(manifestFile)) {
    fail(`no manifest at ${path.relative(root, manifestFile)}; build the web app first`);
  }
  return JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
}

/** The chunk and everything it imports statically, by manifest key. */
function withStaticImports(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) fail(`the manifest has no chunk "${key}"`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) withStaticImports(manifest, imported, seen);
  return seen;
}

/** The files of apps/web/dist the home page needs before it shows anything. */
function firstPaintFiles(): string[] {
  const manifest = readManifest();
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) fail('the manifest has no entry chunk');
  if (!manifest[HOME_ROUTE_SOURCE]) fail(`the manifest has no chunk for ${HOME_ROUTE_SOURCE}`);
  const keys = withStaticImports(manifest, entryKey);
  withStaticImports(manifest, HOME_ROUTE_SOURCE, keys);
  return [...keys].map((key) => manifest[key]?.file ?? '').filter((file) => file.endsWith('.js'));
}

function gzippedSize(file: string): number {
  const onDisk = path.join(distDir, file);
  if (!fs.existsSync(onDisk)) fail(`${file} is not in apps/web/dist; build the web app again`);
  return gzipSync(fs.readFileSync(onDisk)).length;
}

function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** Prints each file's size and the total against the budget: true when within it. */
function check(title: string, files: string[], budget: number): boolean {
  process.stdout.write(`${title}\n`);
  let total = 0;
  for (const file of files) {
    const size = gzippedSize(file);
    total += size;
    process.stdout.write(`  ${kilobytes(size).padStart(10)}  ${file}\n`);
  }
  const within = total <= budget;
  process.stdout.write(
    `  total ${kilobytes(total)} (${total} bytes), ${within ? 'within' : 'OVER'} the budget of ${kilobytes(budget)}\n`,
  );
  return within;
}

const firstPaintWithin = check(
  'JavaScript for / before it shows anything (gzip):',
  firstPaintFiles(),
  FIRST_PAINT_BUDGET_BYTES,
);
const loaded = await scriptsOfHomePage().catch((error: unknown) =>
  fail(`could not load / in Chromium: ${error instanceof Error ? error.message : String(error)}`),
);
const untilIdleWithin = check(
  'JavaScript / loads until the network is idle, in Chromium (gzip):',
  [...new Set(loaded)].map((script) => script.replace(/^\//, '')),
  UNTIL_IDLE_BUDGET_BYTES,
);
if (!firstPaintWithin || !untilIdleWithin) process.exit(1);
