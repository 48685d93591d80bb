import { scrypt } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { verifyPassword } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { createPasswordHasher } from './create-password-hasher.ts';
import { HASHING_NICENESS, createLowPriorityScrypt } from './low-priority-scrypt.ts';
import { MAX_MEMORY, SCRYPT_PARAMETERS } from './scrypt-password-hasher.ts';

const { N, r, p, keyLength } = SCRYPT_PARAMETERS;
const scryptOptions = { N, r, p, maxmem: MAX_MEMORY };
/**
 * The tests of what the threads compute run them at the normal priority: at the lowest, other
 * test files keeping both cores busy would starve them (ADR-054). The priority has tests of its own.
 */
const NORMAL = 0;

/** The nice value in a /proc `stat` file: the 19th field, counted from the state after the name. */
function nicenessOf(statFile: string): number {
  const stat = readFileSync(statFile, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}

/** The nice value of each thread of this process whose name is `name` (Linux's /proc). */
function nicenessOfThreads(name: string): number[] {
  const values: number[] = [];
  for (const thread of readdirSync('/proc/self/task')) {
    const file = `/proc/self/task/${thread}/stat`;
    const stat = readFileSync(file, 'utf8');
    const threadName = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    if (threadName === name) values.push(nicenessOf(file));
  }
  return values;
}

function libuvScrypt(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, keyLength, scryptOptions, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

describe('scrypt in low-priority threads', () => {
  it("derives the same key as node:crypto's scrypt on libuv's pool", async () => {
    const derive = createLowPriorityScrypt({
      threads: 1,
      keyLength,
      scryptOptions,
      niceness: NORMAL,
    });
    const key = await derive('limpieza-brillante-2026', 'a1b2c3');
    expect(key).toEqual(await libuvScrypt('limpieza-brillante-2026', 'a1b2c3'));
  });

  it('runs its threads at the lowest priority, and leaves the rest of the process alone', async () => {
    const ownNiceness = nicenessOf('/proc/thread-self/stat');
    const before = nicenessOfThreads('WorkerThread').length;
    const derive = createLowPriorityScrypt({ threads: 1, keyLength, scryptOptions });
    await derive('una-clave', 'sal');
    const threads = nicenessOfThreads('WorkerThread');
    expect(threads.length).toBe(before + 1);
    expect(threads.filter((nice) => nice === HASHING_NICENESS).length).toBeGreaterThanOrEqual(1);
    expect(HASHING_NICENESS).toBe(19);
    // The thread running this test (an event loop, as the server's) keeps its priority.
    expect(nicenessOf('/proc/thread-self/stat')).toBe(ownNiceness);
    expect(ownNiceness).not.toBe(HASHING_NICENESS);
  });

  it('starts no more threads than it is given, however many derivations wait', async () => {
    const before = nicenessOfThreads('WorkerThread').length;
    const derive = createLowPriorityScrypt({
      threads: 2,
      keyLength,
      scryptOptions,
      niceness: NORMAL,
    });
    const keys = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((salt) => derive('clave', salt)));
    expect(new Set(keys.map((key) => key.toString('hex'))).size).toBe(5);
    expect(nicenessOfThreads('WorkerThread').length).toBe(before + 2);
  });

  it('answers a failed derivation with an error and keeps working', async () => {
    const derive = createLowPriorityScrypt({
      threads: 1,
      keyLength,
      scryptOptions: { ...scryptOptions, maxmem: 1024 },
      niceness: NORMAL,
    });
    await expect(derive('clave', 'sal')).rejects.toThrow(/memory|maxmem|Invalid scrypt/i);
    await expect(derive('clave', 'sal')).rejects.toThrow();
  });

  it('takes the nice value of PASSWORD_HASH_NICENESS when it is set (the test servers: 0)', async () => {
    const atNormalPriority = () => nicenessOfThreads('WorkerThread').filter((nice) => nice === 0);
    const before = atNormalPriority().length;
    const hasher = createPasswordHasher({
      PASSWORD_HASH_CONCURRENCY: 1,
      PASSWORD_HASH_NICENESS: NORMAL,
    });
    await hasher.hash('limpieza-brillante-2026');
    expect(atNormalPriority().length).toBe(before + 1);
  });

  it("is the production hasher: better-auth's verifyPassword accepts what it writes", async () => {
    const hasher = createPasswordHasher({
      PASSWORD_HASH_CONCURRENCY: 1,
      PASSWORD_HASH_NICENESS: NORMAL,
    });
    const hash = await hasher.hash('limpieza-brillante-2026');
    expect(await verifyPassword({ hash, password: 'limpieza-brillante-2026' })).toBe(true);
    expect(await hasher.verify({ hash, password: 'limpieza-brillante-2026' })).toBe(true);
    expect(await hasher.verify({ hash, password: 'otra-clave' })).toBe(false);
  });
});
