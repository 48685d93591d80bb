import { generateKeyPairSync } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, repositoryRoot } from './config.ts';

describe('loadConfig', () => {
  /** A complete production configuration. */
  const production = {
    NODE_ENV: 'production',
    AUTH_SECRET: 's'.repeat(40),
    PUBLIC_URL: 'https://brillo.cl',
    SMTP_URL: 'smtp://mail.brillo.cl:587',
    FINTOC_SECRET_KEY: 'sk_live_brillo',
    FINTOC_PUBLIC_KEY: 'pk_test_brillo',
    FINTOC_WEBHOOK_SECRET: 'whsec_test_brillo',
  };

  it('runs on embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.NODE_ENV).toBe('development');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe(path.join(repositoryRoot, '.data'));
    expect(config.TIME_ZONE).toBe('America/Santiago');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.isProduction).toBe(false);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });

  it('reads a PostgreSQL URL, a port and the public URL', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/brillo',
      PORT: '8080',
      PUBLIC_URL: 'https://brillo.cl',
      NODE_ENV: 'production',
      AUTH_SECRET: 'a'.repeat(32),
      SMTP_URL: 'smtp://mail.brillo.cl:587',
      FINTOC_SECRET_KEY: 'sk_live_brillo',
      FINTOC_PUBLIC_KEY: 'pk_test_brillo',
      FINTOC_WEBHOOK_SECRET: 'whsec_test_brillo',
    });
    expect(config.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/brillo');
    expect(config.PORT).toBe(8080);
    expect(config.publicUrl).toBe('https://brillo.cl');
    expect(config.isProduction).toBe(true);
  });

  it('resolves relative folders from the repository root', () => {
    expect(loadConfig({ DATA_DIR: 'tmp/data' }).DATA_DIR).toBe(
      path.join(repositoryRoot, 'tmp/data'),
    );
  });

  it('names every invalid setting in one error', () => {
    const attempt = () =>
      loadConfig({ PORT: 'ochenta', DATABASE_URL: 'mysql://db', TIME_ZONE: 'Marte/Olympus' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/^PORT: /m);
      expect(problems).toMatch(/^DATABASE_URL: /m);
      expect(problems).toMatch(/^TIME_ZONE: /m);
    }
  });

  it('takes a commission of 15 % unless told another, and refuses one out of range by name', () => {
    expect(loadConfig({}).PLATFORM_COMMISSION_PERCENT).toBe(15);
    expect(loadConfig({ PLATFORM_COMMISSION_PERCENT: '12.5' }).PLATFORM_COMMISSION_PERCENT).toBe(
      12.5,
    );
    for (const value of ['-1', '101', '15.001', 'quince']) {
      let problems = '';
      try {
        loadConfig({ PLATFORM_COMMISSION_PERCENT: value });
      } catch (error) {
        problems = (error as ConfigError).problems.join('\n');
      }
      expect(problems, value).toMatch(/^PLATFORM_COMMISSION_PERCENT: /m);
    }
  });

  it('uses development defaults for the secret, the mailbox and the demo seed', () => {
    const config = loadConfig({});
    expect(config.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(config.devMailboxEnabled).toBe(true);
    expect(config.seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false', DEV_MAILBOX: 'false' })).toMatchObject({
      seedDemo: false,
      devMailboxEnabled: false,
    });
  });

  it('requires a secret and an SMTP server in production, and never seeds demo data there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET[\s\S]*SMTP_URL/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL/);
    const config = loadConfig({ ...production, SEED_DEMO: 'true' });
    expect(config.authSecret).toBe('s'.repeat(40));
    expect(config.devMailboxEnabled).toBe(false);
    expect(config.seedDemo).toBe(false);
    expect(() => loadConfig({ AUTH_SECRET: 'corto' })).toThrow(/AUTH_SECRET/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
  });

  it('refuses the development mailbox in production, whose links would open any account', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problems({ ...production, DEV_MAILBOX: 'true' })).toEqual([
      'DEV_MAILBOX: no se permite en producción: el buzón de desarrollo muestra a cualquiera los enlaces de confirmación y de cambio de contraseña',
    ]);
    const withoutSmtp = problems({ ...production, SMTP_URL: '' }).join('\n');
    expect(withoutSmtp).toMatch(/^SMTP_URL: es obligatorio en producción/m);
    expect(withoutSmtp).not.toMatch(/DEV_MAILBOX|buzón/);
    expect(loadConfig({ ...production, DEV_MAILBOX: 'false' }).devMailboxEnabled).toBe(false);
  });

  it('refuses the public development secret for a Brillo reached from elsewhere', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'https://staging.brillo.cl' })).toThrow(/AUTH_SECRET/);
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3000' }).publicUrl).toBe(
      'http://127.0.0.1:3000',
    );
  });

  it('refuses an unknown environment name and a bad boolean', () => {
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
    expect(() => loadConfig({ TRUST_PROXY: 'quizás' })).toThrow(/TRUST_PROXY/);
  });

  it('reads which proxies to trust: none, or addresses and ranges', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toBe(
      '10.0.0.0/8,127.0.0.1',
    );
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
  });

  it('reads how many passwords may be hashed at once: a whole number from 1 to 16, or unset', () => {
    expect(loadConfig({}).PASSWORD_HASH_CONCURRENCY).toBeUndefined();
    expect(loadConfig({ PASSWORD_HASH_CONCURRENCY: '2' }).PASSWORD_HASH_CONCURRENCY).toBe(2);
    for (const value of ['0', '17', '1.5', 'dos']) {
      expect(() => loadConfig({ PASSWORD_HASH_CONCURRENCY: value }), value).toThrow(
        /PASSWORD_HASH_CONCURRENCY/,
      );
    }
  });

  it('reads how long to leave a proxy before stopping: none by default, less than the whole stop', () => {
    expect(loadConfig({}).SHUTDOWN_DRAIN_MS).toBe(0);
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '2000' }).SHUTDOWN_DRAIN_MS).toBe(2000);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: '-1' })).toThrow(/SHUTDOWN_DRAIN_MS/);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: '10000' })).toThrow(
      /SHUTDOWN_DRAIN_MS: debe ser menor que SHUTDOWN_TIMEOUT_MS \(10000 ms\)/,
    );
    expect(
      loadConfig({ SHUTDOWN_DRAIN_MS: '10000', SHUTDOWN_TIMEOUT_MS: '15000' }).SHUTDOWN_DRAIN_MS,
    ).toBe(10000);
  });

  it('reads the nice value of the hashing threads: 19 by default, from 0 to 19', () => {
    expect(loadConfig({}).PASSWORD_HASH_NICENESS).toBe(19);
    expect(loadConfig({ PASSWORD_HASH_NICENESS: '0' }).PASSWORD_HASH_NICENESS).toBe(0);
    for (const value of ['-1', '20', '2.5', 'baja']) {
      expect(() => loadConfig({ PASSWORD_HASH_NICENESS: value }), value).toThrow(
        /PASSWORD_HASH_NICENESS/,
      );
    }
  });

  describe('file storage in an S3-compatible bucket', () => {
    const bucket = {
      S3_BUCKET: 'brillo-archivos',
      S3_PUBLIC_URL: 'https://archivos.brillo.cl/',
    };
    const problemsOf = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };

    it('keeps files on the local disk when no S3 setting is present', () => {
      const config = loadConfig({});
      expect(config.S3_BUCKET).toBeUndefined();
      expect(config.S3_REGION).toBe('us-east-1');
      expect(config.S3_FORCE_PATH_STYLE).toBe(false);
    });

    it('reads a bucket with its endpoint, region, keys, path style and public address', () => {
      const config = loadConfig({
        ...bucket,
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'sa-east-1',
        S3_ACCESS_KEY_ID: 'clave',
        S3_SECRET_ACCESS_KEY: 'secreto',
        S3_FORCE_PATH_STYLE: 'true',
      });
      expect(config).toMatchObject({
        S3_BUCKET: 'brillo-archivos',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'sa-east-1',
        S3_FORCE_PATH_STYLE: true,
        S3_PUBLIC_URL: 'https://archivos.brillo.cl/',
      });
    });

    it('requires the public address with a bucket, and a bucket with any other S3 setting', () => {
      expect(problemsOf({ S3_BUCKET: 'brillo-archivos' })).toEqual([
        expect.stringMatching(/^S3_PUBLIC_URL: es obligatorio con S3_BUCKET/),
      ]);
      expect(problemsOf({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toEqual([
        expect.stringMatching(
          /^S3_BUCKET: es obligatorio cuando hay otros ajustes S3_ \(S3_ENDPOINT\)/,
        ),
      ]);
    });

    it('requires the access key and its secret together', () => {
      expect(problemsOf({ ...bucket, S3_ACCESS_KEY_ID: 'clave' })).toEqual([
        expect.stringMatching(/^S3_SECRET_ACCESS_KEY: es obligatorio con S3_ACCESS_KEY_ID/),
      ]);
      expect(problemsOf({ ...bucket, S3_SECRET_ACCESS_KEY: 'secreto' })).toEqual([
        expect.stringMatching(/^S3_ACCESS_KEY_ID: es obligatorio con S3_SECRET_ACCESS_KEY/),
      ]);
    });

    it('refuses a bad bucket name, endpoint, public address and path-style flag', () => {
      const problems = problemsOf({
        S3_BUCKET: 'Mi Bucket',
        S3_ENDPOINT: 'ftp://archivos',
        S3_PUBLIC_URL: 'no es una dirección',
        S3_FORCE_PATH_STYLE: 'quizás',
      }).join('\n');
      for (const name of ['S3_BUCKET', 'S3_ENDPOINT', 'S3_PUBLIC_URL', 'S3_FORCE_PATH_STYLE']) {
        expect(problems).toContain(name);
      }
    });
  });

  it('takes payments through the sandbox bank by default, never in production (ADR-040)', () => {
    expect(loadConfig({}).paymentProvider).toBe('sandbox');
    expect(loadConfig({ ...production }).paymentProvider).toBe('fintoc');
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    const withoutFintoc = { ...production, FINTOC_SECRET_KEY: '', FINTOC_PUBLIC_KEY: '' };
    expect(problems(withoutFintoc).join('\n')).toMatch(/PAYMENT_PROVIDER/);
    expect(problems({ ...production, PAYMENT_PROVIDER: 'sandbox' }).join('\n')).toMatch(
      /PAYMENT_PROVIDER/,
    );
    // A test-mode key would take no real money: refused in production, accepted elsewhere.
    expect(problems({ ...production, FINTOC_SECRET_KEY: 'sk_test_brillo' })).toEqual([
      'FINTOC_SECRET_KEY: una clave de prueba (sk_test_) no se permite en producción: no cobra de verdad; configura la clave secreta de producción (sk_live_)',
    ]);
    expect(
      loadConfig({ ...production, NODE_ENV: 'development', FINTOC_SECRET_KEY: 'sk_test_brillo' })
        .paymentProvider,
    ).toBe('fintoc');
    expect(problems({ PAYMENT_PROVIDER: 'fintoc', FINTOC_SECRET_KEY: 'sk' })).toEqual([
      'FINTOC_PUBLIC_KEY: es obligatorio para cobrar con Fintoc',
      'FINTOC_WEBHOOK_SECRET: es obligatorio para cobrar con Fintoc',
    ]);
  });
  describe('payouts to agents (issue 33)', () => {
    const pem = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    const transfers = {
      FINTOC_TRANSFERS_ACCOUNT_ID: 'acc_brillo',
      FINTOC_JWS_PRIVATE_KEY: pem,
      FINTOC_PAYOUTS_WEBHOOK_SECRET: 'whsec_payouts_brillo',
    };
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };

    it('pays through the sandbox by default, Fintoc when its origin account is set', () => {
      expect(loadConfig({}).payoutProvider).toBe('sandbox');
      const config = loadConfig({ ...production, ...transfers });
      expect(config.payoutProvider).toBe('fintoc');
      expect(config.FINTOC_JWS_PRIVATE_KEY).toBe(pem.trim());
      expect(loadConfig({ PAYOUT_PROVIDER: 'bank_file' }).payoutProvider).toBe('bank_file');
      expect(
        loadConfig({ ...production, ...transfers, PAYOUT_PROVIDER: 'bank_file' }).payoutProvider,
      ).toBe('bank_file');
    });

    it('reads the private key with \\n escapes, and refuses one that is not an RSA private key', () => {
      const oneLine = pem.trim().replaceAll('\n', '\\n');
      expect(
        loadConfig({ ...production, ...transfers, FINTOC_JWS_PRIVATE_KEY: oneLine })
          .FINTOC_JWS_PRIVATE_KEY,
      ).toBe(pem.trim());
      expect(problems({ FINTOC_JWS_PRIVATE_KEY: 'not a key' })).toEqual([
        'FINTOC_JWS_PRIVATE_KEY: no es una llave privada RSA en formato PEM',
      ]);
    });

    it('requires, for Fintoc, the secret key, the origin account, the JWS key and the webhook secret', () => {
      expect(problems({ PAYOUT_PROVIDER: 'fintoc' })).toEqual([
        'FINTOC_SECRET_KEY: es obligatorio para pagar a los agentes con Fintoc',
        'FINTOC_TRANSFERS_ACCOUNT_ID: es obligatorio para pagar a los agentes con Fintoc',
        'FINTOC_JWS_PRIVATE_KEY: es obligatorio para pagar a los agentes con Fintoc',
        'FINTOC_PAYOUTS_WEBHOOK_SECRET: es obligatorio para pagar a los agentes con Fintoc',
      ]);
      expect(problems({ ...production, FINTOC_TRANSFERS_ACCOUNT_ID: 'acc_brillo' })).toEqual([
        'FINTOC_JWS_PRIVATE_KEY: es obligatorio para pagar a los agentes con Fintoc',
        'FINTOC_PAYOUTS_WEBHOOK_SECRET: es obligatorio para pagar a los agentes con Fintoc',
      ]);
    });

    it('refuses the sandbox in production, where unset means the bank file', () => {
      expect(loadConfig({ ...production }).payoutProvider).toBe('bank_file');
      expect(problems({ ...production, PAYOUT_PROVIDER: 'sandbox' })).toEqual([
        'PAYOUT_PROVIDER: el banco de prueba de pagos no se permite en producción: no paga a nadie; configura FINTOC_TRANSFERS_ACCOUNT_ID, FINTOC_JWS_PRIVATE_KEY y FINTOC_PAYOUTS_WEBHOOK_SECRET, o usa PAYOUT_PROVIDER=bank_file',
      ]);
      expect(problems({ PAYOUT_PROVIDER: 'paypal' }).join('\n')).toMatch(/PAYOUT_PROVIDER/);
    });
  });
});
