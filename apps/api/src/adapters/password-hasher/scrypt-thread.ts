// A worker thread that derives scrypt keys at a low CPU priority (ADR-031). Started by
// `low-priority-scrypt.ts`; it answers each `{ password, salt }` message with `{ key }` or `{ error }`.
import { scryptSync } from 'node:crypto';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';

interface ThreadSettings {
  niceness: number;
  keyLength: number;
  options: { N: number; r: number; p: number; maxmem: number };
}

interface Job {
  password: string;
  salt: string;
}

const settings = workerData as ThreadSettings;
try {
  // On Linux a nice value belongs to a thread: this lowers this worker's thread only.
  setPriority(settings.niceness);
} catch {
  // Where the system refuses, the thread hashes at the normal priority: still off the event loop.
}

parentPort?.on('message', ({ password, salt }: Job) => {
  try {
    const key = scryptSync(password, salt, settings.keyLength, settings.options);
    parentPort?.postMessage({ key });
  } catch (error) {
    parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
