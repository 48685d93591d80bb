import { Worker } from 'node:worker_threads';
import type { DeriveKey } from './scrypt-password-hasher.ts';

/**
 * The nice value of the hashing threads: the lowest priority Linux gives. When the cores are
 * busy, the event loop (nice 0) runs first and hashes take the time left (ADR-031).
 */
export const HASHING_NICENESS = 19;

export interface LowPriorityScryptOptions {
  /** Threads started at most (lazily); more derivations at once wait for a free one. */
  threads: number;
  keyLength: number;
  scryptOptions: { N: number; r: number; p: number; maxmem: number };
  niceness?: number;
}

type Answer = { key: Uint8Array } | { error: string };

/**
 * scrypt in worker threads of their own, each lowered to `niceness`, instead of libuv's pool,
 * whose threads run at the event loop's priority. Threads stay for the life of the process and
 * do not keep it alive.
 */
export function createLowPriorityScrypt({
  threads,
  keyLength,
  scryptOptions,
  niceness = HASHING_NICENESS,
}: LowPriorityScryptOptions): DeriveKey {
  const idle: Worker[] = [];
  const waiting: ((worker: Worker) => void)[] = [];
  let started = 0;

  function start(): Worker {
    started++;
    const worker = new Worker(new URL('./scrypt-thread.ts', import.meta.url), {
      workerData: { niceness, keyLength, options: scryptOptions },
    });
    worker.unref();
    return worker;
  }

  function acquire(): Promise<Worker> {
    const worker = idle.pop();
    if (worker) return Promise.resolve(worker);
    if (started < threads) return Promise.resolve(start());
    return new Promise((resolve) => waiting.push(resolve));
  }

  function release(worker: Worker) {
    const next = waiting.shift();
    if (next) next(worker);
    else idle.push(worker);
  }

  function discard() {
    started--;
    const next = waiting.shift();
    if (next) next(start());
  }

  return async (password, salt) => {
    const worker = await acquire();
    return new Promise<Buffer>((resolve, reject) => {
      const onMessage = (answer: Answer) => {
        cleanUp();
        release(worker);
        if ('key' in answer) resolve(Buffer.from(answer.key));
        else reject(new Error(answer.error));
      };
      const onFailure = (error: unknown) => {
        cleanUp();
        discard();
        reject(error instanceof Error ? error : new Error('scrypt thread ended'));
      };
      const cleanUp = () => {
        worker.off('message', onMessage);
        worker.off('error', onFailure);
        worker.off('exit', onFailure);
      };
      worker.on('message', onMessage);
      worker.on('error', onFailure);
      worker.on('exit', onFailure);
      worker.postMessage({ password, salt });
    });
  };
}
