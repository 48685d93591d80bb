import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

export class DataDirInUseError extends Error {
  /** The holder's process id as it recorded it (in its own PID namespace), when readable. */
  readonly pid: number | undefined;

  constructor(dataDir: string, pid: number | undefined) {
    const holder = pid === undefined ? 'otro proceso' : `el proceso ${pid}`;
    super(`La carpeta de datos ${dataDir} ya está en uso por ${holder}.`);
    this.name = 'DataDirInUseError';
    this.pid = pid;
  }
}

/** SQLITE_BUSY: another connection holds a conflicting lock. */
const SQLITE_BUSY = 5;

function isBusy(error: unknown): boolean {
  return (error as { errcode?: unknown }).errcode === SQLITE_BUSY;
}

function readHolderPid(pidFile: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(pidFile, 'utf8'));
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * PGlite is a single-process database: two processes writing one data folder corrupt it. This
 * lock refuses a second opener while the first lives, and dies with its holder, however it dies.
 *
 * The lock is an OS advisory lock, which the kernel releases when the holding process ends (even
 * on SIGKILL): an exclusive SQLite transaction (`node:sqlite`, which locks with `fcntl` on Unix
 * and `LockFileEx` on Windows) on an empty database beside the data folder, `<folder>.lock.db`.
 * It is never deleted: deleting a lock file lets two openers lock two different files. Nothing
 * about who holds it is trusted, so a reused process id (a restart in a container, where the new
 * server gets the old one's PID) cannot block an opener (ADR-020).
 *
 * `<folder>.lock` holds the holder's process id for the refusal message only.
 * Returns the function that releases the lock.
 */
export function lockDataDir(dataDir: string): () => void {
  const base = path.join(dataDir, '..', path.basename(dataDir));
  const pidFile = `${base}.lock`;
  const lock = new DatabaseSync(`${base}.lock.db`, { timeout: 0 });
  try {
    lock.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    lock.close();
    if (isBusy(error)) throw new DataDirInUseError(dataDir, readHolderPid(pidFile));
    throw error;
  }
  try {
    fs.writeFileSync(pidFile, String(process.pid));
  } catch (error) {
    lock.close();
    throw error;
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    fs.rmSync(pidFile, { force: true });
    lock.close();
  };
}
