// `npm run dev`: the API with reload on change, and Vite's dev server (which proxies /api to it).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// The node flags of `npm start` (package.json): a smaller young generation and WebAssembly code
// from the baseline compiler only (ADR-027, docs/performance.md "Memory").
const apiNodeFlags = ['--max-semi-space-size=16', '--no-wasm-tier-up', '--no-wasm-dynamic-tiering'];
const apiArgs = [...apiNodeFlags, '--watch', 'apps/api/src/server.ts'];
const children: ChildProcess[] = [
  spawn(process.execPath, apiArgs, { cwd: root, stdio: 'inherit' }),
  spawn('npm', ['exec', '--workspace', '@brillo/web', '--', 'vite'], {
    cwd: root,
    stdio: 'inherit',
  }),
];

function stopAll(signal: NodeJS.Signals) {
  for (const child of children) child.kill(signal);
}
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
for (const child of children) {
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) stopAll('SIGTERM');
  });
}
