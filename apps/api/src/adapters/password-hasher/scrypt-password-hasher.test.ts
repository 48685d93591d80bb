import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import {
  SCRYPT_PARAMETERS,
  createScryptPasswordHasher,
  type DeriveKey,
} from './scrypt-password-hasher.ts';

const PASSWORD = 'limpieza-brillante-2026';

describe('scrypt password hasher', () => {
  const hasher = createScryptPasswordHasher({ concurrency: 2 });

  it("stores better-auth's format: a 16-byte hex salt, a colon, a 64-byte hex key", async () => {
    expect(await hasher.hash(PASSWORD)).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(SCRYPT_PARAMETERS).toEqual({ N: 16384, r: 16, p: 1, keyLength: 64 });
  });

  it('salts every hash', async () => {
    expect(await hasher.hash(PASSWORD)).not.toBe(await hasher.hash(PASSWORD));
  });

  it("writes hashes better-auth's verifyPassword accepts", async () => {
    const hash = await hasher.hash(PASSWORD);
    expect(await verifyPassword({ hash, password: PASSWORD })).toBe(true);
    expect(await verifyPassword({ hash, password: `${PASSWORD}!` })).toBe(false);
  });

  it("accepts hashes better-auth's hashPassword wrote: the accounts that exist keep signing in", async () => {
    const hash = await hashPassword(PASSWORD);
    expect(await hasher.verify({ hash, password: PASSWORD })).toBe(true);
  });

  it('refuses a wrong password', async () => {
    const hash = await hashPassword(PASSWORD);
    for (const password of [`${PASSWORD}!`, PASSWORD.toUpperCase(), '', ' ' + PASSWORD]) {
      expect(await hasher.verify({ hash, password })).toBe(false);
    }
  });

  it('answers false, without throwing, for a stored hash that is not salt:key', async () => {
    const key = 'ab'.repeat(64);
    const malformed = [
      '',
      'sin-separador',
      ':',
      `:${key}`,
      'abcd:',
      'abcd:zz',
      `abcd:${key.slice(2)}`,
      `abcd:${key}00`,
      `abcd:${key.toUpperCase()}`,
      `abcd:${key}:extra`,
    ];
    for (const hash of malformed) {
      await expect(hasher.verify({ hash, password: PASSWORD }), hash).resolves.toBe(false);
    }
  });

  it('compares passwords in NFKC form, as better-auth does', async () => {
    const composed = 'contraseña-ﬁna'; // ñ as one code point, and the "ﬁ" ligature
    const decomposed = 'contrasen\u0303a-fina'; // n + combining tilde, plain "fi"
    expect(decomposed).not.toBe(composed);
    expect(decomposed.normalize('NFKC')).toBe(composed.normalize('NFKC'));

    const ours = await hasher.hash(composed);
    expect(await hasher.verify({ hash: ours, password: decomposed })).toBe(true);
    expect(await verifyPassword({ hash: ours, password: decomposed })).toBe(true);

    const theirs = await hashPassword(decomposed);
    expect(await hasher.verify({ hash: theirs, password: composed })).toBe(true);
    expect(await hasher.verify({ hash: theirs, password: 'contrasena-fina' })).toBe(false);
    expect(await verifyPassword({ hash: theirs, password: 'contrasena-fina' })).toBe(false);
  });
});

/** A derivation the test finishes by hand, recording which ran and how many ran at once. */
function controlledDerivation() {
  const started: string[] = [];
  const finishers: (() => void)[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const derive: DeriveKey = (password) => {
    started.push(password);
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    return new Promise((resolve) => {
      finishers.push(() => {
        inFlight -= 1;
        resolve(Buffer.alloc(SCRYPT_PARAMETERS.keyLength, started.length));
      });
    });
  };
  return {
    derive,
    started,
    /** Finishes the oldest derivation still running. */
    finishNext() {
      const finish = finishers.shift();
      if (!finish) throw new Error('no derivation is running');
      finish();
    },
    get inFlight() {
      return inFlight;
    },
    get mostInFlight() {
      return mostInFlight;
    },
  };
}

/** Lets every queued promise reaction run (no timer involved). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('scrypt password hasher: the cap on derivations at once', () => {
  it('runs at most `concurrency` derivations; the rest wait their turn in arrival order', async () => {
    const derivation = controlledDerivation();
    const hasher = createScryptPasswordHasher({ concurrency: 2, derive: derivation.derive });
    const passwords = ['uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis'];
    const completed: string[] = [];
    const calls = passwords.map((password, index) => {
      const call =
        index % 2 === 0
          ? hasher.hash(password)
          : hasher.verify({ hash: `${'0'.repeat(32)}:${'00'.repeat(64)}`, password });
      return call.then(() => completed.push(password));
    });

    await settle();
    expect(derivation.started).toEqual(['uno', 'dos']);
    for (let finished = 1; finished <= passwords.length; finished += 1) {
      derivation.finishNext();
      await settle();
      expect(completed).toEqual(passwords.slice(0, finished));
      expect(derivation.started).toEqual(passwords.slice(0, Math.min(finished + 2, 6)));
      expect(derivation.inFlight).toBeLessThanOrEqual(2);
    }

    await Promise.all(calls);
    expect(derivation.mostInFlight).toBe(2);
    expect(derivation.inFlight).toBe(0);
  });

  it('frees the place of a derivation that fails', async () => {
    let calls = 0;
    const hasher = createScryptPasswordHasher({
      concurrency: 1,
      derive: async () => {
        calls += 1;
        if (calls === 1) throw new Error('sin memoria');
        return Buffer.alloc(SCRYPT_PARAMETERS.keyLength);
      },
    });
    const failing = hasher.hash('uno');
    const next = hasher.hash('dos');
    await expect(failing).rejects.toThrow('sin memoria');
    await expect(next).resolves.toMatch(/^[0-9a-f]{32}:0{128}$/);
  });

  it('checks a malformed stored hash without taking a place', async () => {
    const derivation = controlledDerivation();
    const hasher = createScryptPasswordHasher({ concurrency: 1, derive: derivation.derive });
    const busy = hasher.hash('uno');
    await expect(hasher.verify({ hash: 'sin-separador', password: 'dos' })).resolves.toBe(false);
    expect(derivation.started).toEqual(['uno']);
    derivation.finishNext();
    await busy;
  });

  it('refuses a cap that is not a positive whole number', () => {
    for (const concurrency of [0, -1, 1.5, Number.NaN]) {
      expect(() => createScryptPasswordHasher({ concurrency })).toThrow(RangeError);
    }
  });
});
