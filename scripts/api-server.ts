// Runs the API server (apps/api/src/server.ts) with the API's node flags (./api-node-flags.ts):
// in this process when node was started with them, otherwise in a node process of its own started
// with them. That process gets the first SIGINT, SIGTERM or SIGHUP this one receives, once: Ctrl+C
// reaches this process from the terminal and again through npm, and a second signal would cut the
// server's graceful shutdown short (its own SHUTDOWN_TIMEOUT_MS still bounds it). This process
// ends with the server's exit code.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { apiNodeFlags, hasApiNodeFlags } from './api-node-flags.ts';

const serverEntry = path.resolve(import.meta.dirname, '../apps/api/src/server.ts');

if (hasApiNodeFlags(process.execArgv)) {
  await import('../apps/api/src/server.ts');
} else {
  const server = spawn(process.execPath, [...apiNodeFlags, serverEntry], {
    stdio: ['ignore', 'inherit', 'inherit'],
    // A process group of its own, so the terminal's Ctrl+C reaches it only through this process.
    detached: true,
  });
  let forwarded = false;
  const forward = (signal: NodeJS.Signals) => {
    if (forwarded) return;
    forwarded = true;
    server.kill(signal);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, forward);
  const [code, signal] = (await once(server, 'exit')) as [number | null, NodeJS.Signals | null];
  process.exit(code ?? 128 + (signal ? os.constants.signals[signal] : 0));
}
