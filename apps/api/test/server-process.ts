/**
 * The real server (`src/server.ts`) as a child process, for tests of start-up, shutdown and
 * crashes. Requests go to it over HTTP on a free port.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { apiNodeFlags } from '../../../scripts/api-node-flags.ts';
import { inPidNamespace, namespaceInitPid } from './pid-namespace.ts';

const serverEntry = path.resolve(import.meta.dirname, '../src/server.ts');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export interface StartServerOptions {
  /** Start it as PID 1 of a new PID namespace, as a container does (`pid-namespace.ts`). */
  inPidNamespace?: boolean;
}

export type ServerProcess = ReturnType<typeof startServer>;

/**
 * Starts the server with only `env` (plus PATH, NODE_ENV=test, LOG_LEVEL=info and
 * PASSWORD_HASH_NICENESS=0) as settings, and with the node flags every API process runs with
 * (`scripts/api-node-flags.ts`), as `npm start` and a container start it: without them, node also
 * compiles PGlite's WebAssembly with its optimising compiler, which a restart pays for in processor
 * time. Its password hashing runs at the normal priority: at the lowest (ADR-031) it waits for every
 * other test process on the machine (ADR-054).
 */
export function startServer(env: Record<string, string>, options: StartServerOptions = {}) {
  const settings = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    PASSWORD_HASH_NICENESS: '0',
    ...env,
  };
  const nodeArguments = [...apiNodeFlags, serverEntry];
  const [command, args] = options.inPidNamespace
    ? inPidNamespace(process.execPath, nodeArguments)
    : [process.execPath, nodeArguments];
  const child = spawn(command, args, { env: settings, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  let running = true;
  const exited = once(child, 'exit').then(([code]) => {
    running = false;
    return code as number | null;
  });
  /** The node process itself: inside its namespace, the child of `unshare`. */
  const serverPid = () =>
    options.inPidNamespace ? namespaceInitPid(child.pid ?? 0) : (child.pid ?? 0);
  return {
    child,
    /** Resolves with the exit code (null when killed by a signal) once the process has ended. */
    exited,
    output: () => output,
    /** Kills the server with SIGKILL (no shutdown of any kind), if it runs, and waits until it is gone. */
    async kill() {
      if (running) process.kill(serverPid(), 'SIGKILL');
      await exited;
    },
    /** The processor time the server has used so far, in milliseconds (Linux `/proc`). */
    cpuTimeMs() {
      // Fields 14 and 15 of /proc/<pid>/stat, after the command name in parentheses, in 1/100 s.
      const fields = readFileSync(`/proc/${serverPid()}/stat`, 'utf8').split(') ')[1]?.split(' ');
      return (Number(fields?.[11]) + Number(fields?.[12])) * 10;
    },
    /** Asks the server to shut down gracefully (SIGTERM) and resolves with its exit code. */
    stop() {
      process.kill(serverPid(), 'SIGTERM');
      return exited;
    },
  };
}

/**
 * Waits until `GET /api/ready` answers 200 and resolves with the milliseconds it took; rejects
 * when the server exits first or is not ready after `timeoutMs`.
 */
export async function waitUntilReady(port: number, server: ServerProcess, timeoutMs = 60_000) {
  const startedAt = performance.now();
  let exited = false;
  void server.exited.then(() => (exited = true));
  while (!exited && performance.now() - startedAt < timeoutMs) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/ready`);
      if (response.ok) return performance.now() - startedAt;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the server did not become ready:\n${server.output()}`);
}
