// `npm start`: builds the web app when its sources changed since the last build, then starts the
// API server, which serves the built app, with the API's node flags (./api-server.ts). On a second
// start with nothing changed it skips the build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const webSources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'packages/domain/src',
];

function newestChange(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce(
      (newest, entry) => Math.max(newest, newestChange(path.join(target, entry))),
      stat.mtimeMs,
    );
}

function webBuildIsStale(): boolean {
  if (!fs.existsSync(builtIndex)) return true;
  const builtAt = fs.statSync(builtIndex).mtimeMs;
  return webSources.some((source) => newestChange(path.join(root, source)) > builtAt);
}

if (webBuildIsStale()) {
  console.log('Construyendo la aplicación web…');
  const build = spawnSync('npm', ['run', 'build', '--workspace', '@brillo/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import('./api-server.ts');
