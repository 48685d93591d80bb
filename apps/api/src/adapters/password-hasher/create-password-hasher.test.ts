import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/app.ts';
import { createPasswordHasher, defaultPasswordHashConcurrency } from './create-password-hasher.ts';

describe('createPasswordHasher', () => {
  it('hashes one password at a time on two cores, leaving a core to the event loop', () => {
    expect(defaultPasswordHashConcurrency(1)).toBe(1);
    expect(defaultPasswordHashConcurrency(2)).toBe(1);
    expect(defaultPasswordHashConcurrency(3)).toBe(2);
  });

  it('never hashes more than three passwords at once by default', () => {
    expect(defaultPasswordHashConcurrency(4)).toBe(3);
    expect(defaultPasswordHashConcurrency(64)).toBe(3);
  });

  it('builds a scrypt hasher whose hashes it verifies, with or without PASSWORD_HASH_CONCURRENCY', async () => {
    // At the normal priority: at the lowest (the default), a busy machine can starve the test.
    const unset: Record<string, string> = { PASSWORD_HASH_NICENESS: '0' };
    for (const settings of [unset, { ...unset, PASSWORD_HASH_CONCURRENCY: '2' }]) {
      const hasher = createPasswordHasher(testConfig(settings));
      const hash = await hasher.hash('limpieza-brillante-2026');
      expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
      expect(await hasher.verify({ hash, password: 'limpieza-brillante-2026' })).toBe(true);
    }
  });
});
