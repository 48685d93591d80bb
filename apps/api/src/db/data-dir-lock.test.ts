import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  assertPidNamespacesAvailable,
  inPidNamespace,
  namespaceInitPid,
} from '../../test/pid-namespace.ts';
import { lockDataDir } from './data-dir-lock.ts';

const holderScript = path.resolve(import.meta.dirname, '../../test/fixtures/hold-data-dir-lock.ts');
/** How a holder process is started: plainly, as PID 1 of a PID namespace, or as PID 2 behind a shell. */
const launchers = {
  plain: (args: string[]): [string, string[]] => [process.execPath, args],
  pidNamespace: (args: string[]) => inPidNamespace(process.execPath, args),
  behindShell: (args: string[]) =>
    inPidNamespace('sh', ['-c', '"$0" "$@"; exit $?', process.execPath, ...args]),
};
type Launcher = keyof typeof launchers;

const started: ChildProcess[] = [];

/** Starts the fixture holding the folder's lock; `firstLine` is `locked <pid>` or `refused …`. */
function startHolder(launcher: Launcher, dataDir: string) {
  const [command, args] = launchers[launcher]([holderScript, dataDir]);
  const child = spawn(command, args, { stdio: 'pipe' });
  started.push(child);
  const exited = once(child, 'exit');
  let output = '';
  const firstLine = new Promise<string>((resolve, reject) => {
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      if (output.includes('\n')) resolve(output.split('\n')[0] ?? '');
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    void exited.then(() => reject(new Error(`the holder exited without a line: ${output}`)));
  });
  return {
    firstLine,
    /** Kills the node process holding the lock (inside its namespace if it has one) with SIGKILL. */
    async kill() {
      const pid = launcher === 'plain' ? child.pid : namespaceInitPid(child.pid ?? 0);
      process.kill(pid ?? 0, 'SIGKILL');
      await exited;
    },
    /** Closes the holder's standard input: it releases the lock and exits. */
    async release() {
      child.stdin.end();
      await exited;
    },
  };
}

describe('the embedded data folder lock', () => {
  const folders: string[] = [];
  async function newDataDir() {
    const parent = await mkdtemp(path.join(os.tmpdir(), 'brillo-lock-test-'));
    folders.push(parent);
    return path.join(parent, 'pglite');
  }
  afterEach(() => {
    for (const child of started.splice(0)) child.stdin?.end();
  });
  afterAll(async () => {
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it('refuses an opener while another process holds it, naming that process, and frees on exit', async () => {
    const dataDir = await newDataDir();
    const holder = startHolder('plain', dataDir);
    const pid = (await holder.firstLine).replace('locked ', '');

    expect(() => lockDataDir(dataDir)).toThrow(`ya está en uso por el proceso ${pid}.`);
    await holder.release();
    lockDataDir(dataDir)();
  });

  it('is free as soon as its holder is killed with SIGKILL', async () => {
    const dataDir = await newDataDir();
    const holder = startHolder('plain', dataDir);
    await holder.firstLine;
    await holder.kill();

    const unlock = lockDataDir(dataDir);
    unlock();
  });

  describe('in PID namespaces, where a restarted container reuses process ids', () => {
    beforeAll(assertPidNamespacesAvailable);

    /** Leaves the lock behind a holder killed with SIGKILL while it was PID 1 of its namespace. */
    async function killHolderAsPidOne(dataDir: string) {
      const holder = startHolder('pidNamespace', dataDir);
      expect(await holder.firstLine).toBe('locked 1');
      await holder.kill();
    }

    it('is free after its holder is killed, although the next opener gets the same process id', async () => {
      const dataDir = await newDataDir();
      await killHolderAsPidOne(dataDir);

      const opener = startHolder('pidNamespace', dataDir);
      expect(await opener.firstLine).toBe('locked 1');
      await opener.release();
    });

    it('is free after its holder is killed, although an unrelated live process has its process id', async () => {
      const dataDir = await newDataDir();
      await killHolderAsPidOne(dataDir);

      // The opener is PID 2; PID 1 of its namespace is the shell that started it, alive.
      const opener = startHolder('behindShell', dataDir);
      expect(await opener.firstLine).toBe('locked 2');
      await opener.release();
    });

    it('still refuses an opener in another namespace while the holder lives', async () => {
      const dataDir = await newDataDir();
      const holder = startHolder('pidNamespace', dataDir);
      expect(await holder.firstLine).toBe('locked 1');

      const opener = startHolder('pidNamespace', dataDir);
      expect(await opener.firstLine).toMatch(/^refused .*ya está en uso por el proceso 1\.$/);
      await holder.release();
    });
  });
});
