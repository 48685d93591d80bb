// One API process of the cluster: `apps/api/src/server.ts` run by the pinned Node with the API's
// node flags (scripts/api-node-flags.ts), on its own port of 127.0.0.1, its output passed on line
// by line under its name.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { apiNodeFlags } from '../api-node-flags.ts';

const serverEntry = path.resolve(import.meta.dirname, '../../apps/api/src/server.ts');
/** After SIGTERM, the process has the API's own shutdown delay (SHUTDOWN_TIMEOUT_MS) and this. */
const STOP_MARGIN_MS = 5_000;
const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

export interface ApiProcessOptions {
  name: string;
  port: number;
  env: Record<string, string>;
  onLine: (name: string, line: string) => void;
}

export interface ApiProcess {
  readonly name: string;
  readonly port: number;
  readonly pid: number;
  /** Resolves with the exit code once the process has ended (null when a signal ended it). */
  readonly exited: Promise<number | null>;
  /** Resolves once `GET /api/ready` answers 200; rejects if the process ends or time runs out. */
  ready(timeoutMs: number): Promise<void>;
  /** SIGTERM, the API's graceful shutdown; SIGKILL if it has not ended in time. Its exit code. */
  stop(): Promise<number | null>;
}

export function startApiProcess({ name, port, env, onLine }: ApiProcessOptions): ApiProcess {
  const child: ChildProcess = spawn(process.execPath, [...apiNodeFlags, serverEntry], {
    env: { ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: Ctrl+C reaches the cluster script, which stops the processes in order.
    detached: true,
  });
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream }).on('line', (line) => onLine(name, line));
  }
  let running = true;
  const exited = once(child, 'exit').then(([code]) => {
    running = false;
    return code as number | null;
  });
  const shutdownMs = Number(env.SHUTDOWN_TIMEOUT_MS) || DEFAULT_SHUTDOWN_TIMEOUT_MS;

  return {
    name,
    port,
    pid: child.pid ?? 0,
    exited,
    async ready(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (running && Date.now() < deadline) {
        try {
          const response = await fetch(`http://127.0.0.1:${port}/api/ready`);
          await response.body?.cancel();
          if (response.ok) return;
        } catch {
          // Not listening yet.
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(
        running
          ? `${name} no estuvo listo en ${timeoutMs / 1000} s.`
          : `${name} terminó mientras arrancaba.`,
      );
    },
    async stop() {
      if (!running) return exited;
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), shutdownMs + STOP_MARGIN_MS);
      const code = await exited;
      clearTimeout(force);
      return code;
    },
  };
}
