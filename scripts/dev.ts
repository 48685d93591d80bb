// `npm run dev`: the API with reload on change, and Vite's dev server (which proxies /api to it).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { apiNodeFlags } from './api-node-flags.ts';

const root = path.resolve(import.meta.dirname, '..');
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
