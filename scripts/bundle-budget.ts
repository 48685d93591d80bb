// `npm exec -- node scripts/bundle-budget.ts`: the gzipped JavaScript the home page `/` loads
// before it shows anything (the entry chunk, its static imports, and the home route's lazy chunk
// with its own static imports), checked against the budget. Reads the Vite manifest of
// apps/web/dist, so run `npm run build -w @brillo/web` first.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 130 * 1024;
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

function gzippedSize(file: string): number {
  return gzipSync(fs.readFileSync(path.join(distDir, file))).length;
}

function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

const manifest = readManifest();
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) fail('the manifest has no entry chunk');
if (!manifest[HOME_ROUTE_SOURCE]) fail(`the manifest has no chunk for ${HOME_ROUTE_SOURCE}`);

const keys = withStaticImports(manifest, entryKey);
withStaticImports(manifest, HOME_ROUTE_SOURCE, keys);
const files = [...keys]
  .map((key) => manifest[key]?.file ?? '')
  .filter((file) => file.endsWith('.js'));

let total = 0;
for (const file of files) {
  const size = gzippedSize(file);
  total += size;
  process.stdout.write(`  ${kilobytes(size).padStart(10)}  ${file}\n`);
}
const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
process.stdout.write(
  `JavaScript for / (gzip): ${kilobytes(total)} (${total} bytes), ${verdict} the budget of ${kilobytes(BUDGET_BYTES)}\n`,
);
if (total > BUDGET_BYTES) process.exit(1);
