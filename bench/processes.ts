// Child processes, free ports and a clean-up list for the benchmark: everything the bench starts
// is registered here and undone in reverse order, on success, on failure and on Ctrl+C.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const repositoryRoot = path.resolve(import.meta.dirname, '..');

const STOP_TIMEOUT_MS = 15_000;

/** Undo steps, run last-in first-out; each runs once, and a failing step does not stop the rest. */
export class CleanUp {
  private readonly steps: { what: string; undo: () => Promise<void> | void }[] = [];
  private running: Promise<void> | undefined;

  add(what: string, undo: () => Promise<void> | void): void {
    this.steps.push({ what, undo });
  }

  run(): Promise<void> {
    this.running ??= (async () => {
      for (let step = this.steps.pop(); step; step = this.steps.pop()) {
        try {
          await step.undo();
        } catch (error) {
          process.stderr.write(
            `clean-up: could not ${step.what}: ${error instanceof Error ? error.message : String(error)}\n`,
          );
        }
      }
    })();
    return this.running;
  }
}

export interface Child {
  name: string;
  process: ChildProcess;
  /** Where the child's standard error (and, with a log folder, its output) goes. */
  logFile: string;
}

export interface SpawnOptions {
  name: string;
  /** A TypeScript file run by the pinned Node (the one running the bench), from the repository root. */
  script: string;
  env: Record<string, string>;
  /** Folder for the child's log; its standard output is discarded unless `keepOutput`. */
  logDir: string;
  /** Also write standard output to the log (the API's request log is large under load). */
  keepOutput?: boolean;
  /** Node's own flags, before the script (e.g. those of `npm start`). */
  nodeArgs?: readonly string[];
  cleanUp: CleanUp;
}

/** Starts `node <script>` and registers its stop (by its process id) with the clean-up list. */
export function spawnNode(options: SpawnOptions): Child {
  const logFile = path.join(options.logDir, `${options.name}.log`);
  const log = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), options.script], {
    cwd: repositoryRoot,
    stdio: ['ignore', options.keepOutput ? log : 'ignore', log],
    env: { ...process.env, ...options.env },
  });
  fs.closeSync(log);
  options.cleanUp.add(`stop ${options.name} (pid ${child.pid})`, () => stopChild(child));
  return { name: options.name, process: child, logFile };
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** SIGTERM to the child's process id; SIGKILL if it has not exited after 15 s. */
export function stopChild(child: ChildProcess): Promise<void> {
  if (hasExited(child)) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Resolves with the child's exit code; its standard output is collected (for small scripts). */
export function runNode(script: string, env: Record<string, string>, logFile: string) {
  const log = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, [script], {
    cwd: repositoryRoot,
    stdio: ['ignore', 'pipe', log],
    env: { ...process.env, ...env },
  });
  fs.closeSync(log);
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  return {
    child,
    done: new Promise<{ code: number; output: string }>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', (code) => resolve({ code: code ?? 1, output }));
    }),
  };
}

/** Polls `url` until it answers 200; fails when the child exits or after `timeoutMs`. */
export async function waitUntilAnswering(url: string, child: Child, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (hasExited(child.process)) {
      throw new Error(`${child.name} exited while starting; see its log:\n${readLog(child)}`);
    }
    try {
      const response = await fetch(url);
      await response.body?.cancel();
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${child.name} did not answer ${url} within ${timeoutMs / 1000} s`);
}

export function readLog(child: Pick<Child, 'logFile'>): string {
  try {
    return fs.readFileSync(child.logFile, 'utf8').slice(-4000);
  } catch {
    return '(no log)';
  }
}
