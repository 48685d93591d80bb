import { describe, expect, it, vi } from 'vitest';
import { createBackgroundTasks } from './background-tasks.ts';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

describe('background tasks', () => {
  it('settles once every task started so far has ended', async () => {
    const tasks = createBackgroundTasks({ error: vi.fn() });
    const first = deferred();
    const second = deferred();
    const ended: string[] = [];
    tasks.run(first.promise.then(() => ended.push('first')));
    tasks.run(second.promise.then(() => ended.push('second')));

    const settled = tasks.settled().then(() => ended.push('settled'));
    second.resolve();
    first.resolve();
    await settled;
    expect(ended).toEqual(['second', 'first', 'settled']);
  });

  it('also waits for a task that a running task starts', async () => {
    const tasks = createBackgroundTasks({ error: vi.fn() });
    const ended: string[] = [];
    tasks.run(
      Promise.resolve().then(() => {
        tasks.run(Promise.resolve().then(() => ended.push('follow-up')));
      }),
    );
    await tasks.settled();
    expect(ended).toEqual(['follow-up']);
  });

  it('logs a failed task instead of letting it reject unhandled', async () => {
    const error = vi.fn();
    const tasks = createBackgroundTasks({ error });
    const failure = new Error('smtp down');
    tasks.run(Promise.reject(failure));
    await tasks.settled();
    expect(error).toHaveBeenCalledWith({ err: failure }, 'a background task failed');
  });

  it('settles at once when nothing runs', async () => {
    const tasks = createBackgroundTasks({ error: vi.fn() });
    await expect(tasks.settled()).resolves.toBeUndefined();
  });
});
