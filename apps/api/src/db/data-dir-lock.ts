import fs from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {
  readonly pid: number;

  constructor(dataDir: string, pid: number) {
    super(`La carpeta de datos ${dataDir} ya está en uso por el proceso ${pid}.`);
    this.name = 'DataDirInUseError';
    this.pid = pid;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is a single-process database: two processes writing one data folder corrupt it. This
 * lock file, holding the owner's process id, refuses a second opener while the first lives; a
 * lock left by a killed process is taken over. Returns the function that releases it.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = path.join(dataDir, '..', `${path.basename(dataDir)}.lock`);
  for (;;) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && isRunning(owner)) {
        throw new DataDirInUseError(dataDir, owner);
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  return () => {
    if (fs.existsSync(lockFile) && fs.readFileSync(lockFile, 'utf8') === String(process.pid)) {
      fs.rmSync(lockFile, { force: true });
    }
  };
}
