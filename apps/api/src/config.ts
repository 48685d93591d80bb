import { DEFAULT_COMMISSION_PERCENT, isCommissionPercent } from '@brillo/domain/earnings';
import { createPrivateKey } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import {
  payoutProviderNames,
  type PayoutProviderName,
} from './adapters/payouts/payout-provider.ts';

/** The repository root, so that relative paths in settings mean the same from any working folder. */
export const repositoryRoot = path.resolve(import.meta.dirname, '../../..');

const booleanSetting = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/**
 * Which proxies may tell the client's address in X-Forwarded-For: `false` (none, the default)
 * or a comma-separated list of the proxies' addresses or CIDR ranges.
 * `true` trusts every hop, so a client could name its own address: only behind a proxy that
 * overwrites the header.
 */
const trustProxySetting = z
  .string()
  .trim()
  .transform((value, context): boolean | string => {
    if (value === 'false') return false;
    if (value === 'true') return true;
    const entries = value.split(',').map((entry) => entry.trim());
    const isAddressOrRange = (entry: string) => isIP(entry.split('/')[0] ?? '') !== 0;
    if (entries.every(isAddressOrRange)) return entries.join(',');
    context.addIssue({
      code: 'custom',
      message: 'debe ser false, true o una lista de direcciones o rangos CIDR',
    });
    return z.NEVER;
  });

const postgresUrl = z
  .url()
  .refine((value) => /^postgres(ql)?:\/\//.test(value), 'debe comenzar con postgres://');

const httpUrl = z
  .url()
  .refine((value) => /^https?:\/\//.test(value), 'debe comenzar con http:// o https://');

/** PEM text of a private key; `\n` escapes are read as line breaks (a key on one line of a file). */
const privateKeyPem = z
  .string()
  .trim()
  .min(1)
  .transform((value) => value.replaceAll('\\n', '\n'))
  .refine((value) => {
    try {
      return createPrivateKey(value).asymmetricKeyType === 'rsa';
    } catch {
      return false;
    }
  }, 'no es una llave privada RSA en formato PEM');

const absolutePath = z
  .string()
  .min(1)
  .transform((value) => path.resolve(repositoryRoot, value));

/**
 * Every setting Brillo reads, with its default. The README's settings table mirrors this list.
 * Only this module reads process.env.
 */
const settingsSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: postgresUrl.optional(),
  DATA_DIR: absolutePath.default(path.join(repositoryRoot, '.data')),
  WEB_DIST_DIR: absolutePath.default(path.join(repositoryRoot, 'apps/web/dist')),
  TIME_ZONE: z
    .string()
    .refine(isKnownTimeZone, 'no es una zona horaria IANA conocida')
    .default('America/Santiago'),
  TRUST_PROXY: trustProxySetting.default(false),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(0),
  PUBLIC_HOME_URL: z.url().default('https://brillo.cl'),
  CONTACT_CITY: z.string().trim().min(1).default('Santiago, Chile'),
  CONTACT_EMAIL: z.email().default('contacto@brillo.cl'),
  CONTACT_PHONE: z.string().trim().min(1).default('+56 2 2345 6789'),
  AUTH_SECRET: z.string().min(32, 'debe tener al menos 32 caracteres').optional(),
  SMTP_URL: z
    .url()
    .refine((value) => /^smtps?:\/\//.test(value), 'debe comenzar con smtp:// o smtps://')
    .optional(),
  MAIL_FROM: z.string().trim().min(3).default('Brillo <no-responder@brillo.cl>'),
  DEV_MAILBOX: booleanSetting.optional(),
  SEED_DEMO: booleanSetting.default(true),
  RATE_LIMITS: booleanSetting.default(true),
  /** Unset: on, except under NODE_ENV=test, where tests run the jobs due themselves. */
  JOB_WORKERS: booleanSetting.optional(),
  /** Unset: one core fewer than the machine has, at most 3 (create-password-hasher.ts, ADR-022). */
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(16).optional(),
  /**
   * The hashing threads' nice value: 19, the lowest priority, so that sign-ins take only the CPU
   * other requests leave. Servers the tests start set 0: they share their cores with browsers and
   * other test files at nice 0, beside which a nice-19 thread gets almost nothing (ADR-065).
   */
  PASSWORD_HASH_NICENESS: z.coerce.number().int().min(0).max(19).default(19),
  MAPBOX_TOKEN: z.string().trim().min(1).optional(),
  MAPBOX_BASE_URL: z.url().default('https://api.mapbox.com'),
  /** Unset: uploaded files stay on the local disk under `${DATA_DIR}/files` (ADR-033). */
  S3_BUCKET: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'no es un nombre de bucket S3 válido')
    .optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ENDPOINT: httpUrl.optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanSetting.default(false),
  S3_PUBLIC_URL: httpUrl.optional(),
  /** Unset: fintoc when FINTOC_SECRET_KEY is set, else the sandbox bank (never in production). */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'fintoc']).optional(),
  FINTOC_SECRET_KEY: z.string().trim().min(1).optional(),
  FINTOC_PUBLIC_KEY: z.string().trim().min(1).optional(),
  FINTOC_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
  FINTOC_API_URL: httpUrl.default('https://api.fintoc.com'),
  /**
   * Unset: fintoc when FINTOC_TRANSFERS_ACCOUNT_ID is set; else the sandbox outside production and
   * the bank file in production (the sandbox pays nobody, and is refused there).
   */
  PAYOUT_PROVIDER: z.enum(payoutProviderNames).optional(),
  FINTOC_TRANSFERS_ACCOUNT_ID: z.string().trim().min(1).optional(),
  FINTOC_JWS_PRIVATE_KEY: privateKeyPem.optional(),
  FINTOC_PAYOUTS_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
  /** Brillo's commission on each paid booking (PD-40), fixed on the booking when it is paid. */
  PLATFORM_COMMISSION_PERCENT: z.coerce
    .number()
    .refine(isCommissionPercent, 'debe ser un porcentaje de 0 a 100, con dos decimales a lo más')
    .default(DEFAULT_COMMISSION_PERCENT),
});

/** Signs sessions and tokens outside production only; production must set its own AUTH_SECRET. */
const DEVELOPMENT_AUTH_SECRET = 'brillo-development-secret-never-use-in-production';

export type Settings = z.infer<typeof settingsSchema>;

export interface Config extends Settings {
  /** Base URL people reach Brillo on; used in links sent by email. */
  publicUrl: string;
  isProduction: boolean;
  authSecret: string;
  /**
   * The development mailbox can be read (/dev/mailbox, /api/dev/mailbox); never in production.
   * Mail goes to it whenever SMTP_URL is unset, which production refuses.
   */
  devMailboxEnabled: boolean;
  /** Demo accounts are seeded into an empty database (never in production). */
  seedDemo: boolean;
  /** Routes with a `rateLimit` option are limited (always in production). */
  rateLimitsEnabled: boolean;
  /** This process polls for and supervises jobs (ADR-043): always in production. */
  jobWorkersEnabled: boolean;
  /** Who takes payments: Fintoc, or the built-in sandbox bank, refused in production (ADR-040). */
  paymentProvider: 'sandbox' | 'fintoc';
  /** Who pays agents: Fintoc Transfers, a bank file, or the sandbox, refused in production. */
  payoutProvider: PayoutProviderName;
}

export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Configuración inválida:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('es-CL', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function isLocalUrl(url: string): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname);
}

/** The S3 settings go together: a bucket, where its public files are read, both keys or none. */
function s3Problems(settings: Settings, present: Record<string, unknown>): string[] {
  const otherS3Settings = Object.keys(present).filter(
    (name) => name.startsWith('S3_') && name !== 'S3_BUCKET',
  );
  if (!settings.S3_BUCKET) {
    return otherS3Settings.length > 0
      ? [
          `S3_BUCKET: es obligatorio cuando hay otros ajustes S3_ (${otherS3Settings.join(', ')}); sin él, los archivos se guardan en el disco local`,
        ]
      : [];
  }
  return [
    !settings.S3_PUBLIC_URL &&
      'S3_PUBLIC_URL: es obligatorio con S3_BUCKET (la dirección desde la que cualquiera lee los archivos públicos del bucket)',
    settings.S3_ACCESS_KEY_ID &&
      !settings.S3_SECRET_ACCESS_KEY &&
      'S3_SECRET_ACCESS_KEY: es obligatorio con S3_ACCESS_KEY_ID',
    settings.S3_SECRET_ACCESS_KEY &&
      !settings.S3_ACCESS_KEY_ID &&
      'S3_ACCESS_KEY_ID: es obligatorio con S3_SECRET_ACCESS_KEY',
  ].filter((problem) => typeof problem === 'string');
}

/** Reads and validates the settings; throws a ConfigError that names every bad setting. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = settingsSchema.safeParse(present);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const settings = result.data;
  const storageProblems = s3Problems(settings, present);
  if (storageProblems.length > 0) throw new ConfigError(storageProblems);
  if (settings.SHUTDOWN_DRAIN_MS >= settings.SHUTDOWN_TIMEOUT_MS) {
    throw new ConfigError([
      `SHUTDOWN_DRAIN_MS: debe ser menor que SHUTDOWN_TIMEOUT_MS (${settings.SHUTDOWN_TIMEOUT_MS} ms), el tiempo total para detenerse`,
    ]);
  }
  const isProduction = settings.NODE_ENV === 'production';
  const paymentProvider =
    settings.PAYMENT_PROVIDER ?? (settings.FINTOC_SECRET_KEY ? 'fintoc' : 'sandbox');
  const payoutProvider: PayoutProviderName =
    settings.PAYOUT_PROVIDER ??
    (settings.FINTOC_TRANSFERS_ACCOUNT_ID ? 'fintoc' : isProduction ? 'bank_file' : 'sandbox');
  const missing = [
    ...(paymentProvider === 'fintoc'
      ? (['FINTOC_SECRET_KEY', 'FINTOC_PUBLIC_KEY', 'FINTOC_WEBHOOK_SECRET'] as const)
          .filter((name) => !settings[name])
          .map((name) => `${name}: es obligatorio para cobrar con Fintoc`)
      : []),
    ...(payoutProvider === 'fintoc'
      ? (
          [
            'FINTOC_SECRET_KEY',
            'FINTOC_TRANSFERS_ACCOUNT_ID',
            'FINTOC_JWS_PRIVATE_KEY',
            'FINTOC_PAYOUTS_WEBHOOK_SECRET',
          ] as const
        )
          .filter((name) => !settings[name])
          .map((name) => `${name}: es obligatorio para pagar a los agentes con Fintoc`)
      : []),
  ];
  if (missing.length > 0) throw new ConfigError(missing);
  const devMailboxEnabled = settings.DEV_MAILBOX ?? !isProduction;
  // Production mails through SMTP only: the development mailbox would show anyone every
  // confirmation and password-reset link (ADR-019).
  const productionProblems = [
    !settings.AUTH_SECRET && 'AUTH_SECRET: es obligatorio en producción',
    !settings.PUBLIC_URL &&
      'PUBLIC_URL: es obligatorio en producción (la dirección con la que se llega a Brillo)',
    !settings.SMTP_URL &&
      'SMTP_URL: es obligatorio en producción (el servidor que envía los correos de las cuentas)',
    settings.DEV_MAILBOX === true &&
      'DEV_MAILBOX: no se permite en producción: el buzón de desarrollo muestra a cualquiera los enlaces de confirmación y de cambio de contraseña',
    paymentProvider === 'sandbox' &&
      'PAYMENT_PROVIDER: el banco de prueba no se permite en producción; configura FINTOC_SECRET_KEY, FINTOC_PUBLIC_KEY y FINTOC_WEBHOOK_SECRET',
    payoutProvider === 'sandbox' &&
      'PAYOUT_PROVIDER: el banco de prueba de pagos no se permite en producción: no paga a nadie; configura FINTOC_TRANSFERS_ACCOUNT_ID, FINTOC_JWS_PRIVATE_KEY y FINTOC_PAYOUTS_WEBHOOK_SECRET, o usa PAYOUT_PROVIDER=bank_file',
    paymentProvider === 'fintoc' &&
      settings.FINTOC_SECRET_KEY?.startsWith('sk_test_') &&
      'FINTOC_SECRET_KEY: una clave de prueba (sk_test_) no se permite en producción: no cobra de verdad; configura la clave secreta de producción (sk_live_)',
  ].filter((problem) => typeof problem === 'string');
  if (isProduction && productionProblems.length > 0) throw new ConfigError(productionProblems);
  // The development secret is public: it may only sign tokens for a Brillo reached locally.
  if (!settings.AUTH_SECRET && settings.PUBLIC_URL && !isLocalUrl(settings.PUBLIC_URL)) {
    throw new ConfigError(['AUTH_SECRET: es obligatorio cuando PUBLIC_URL no es local']);
  }
  return {
    ...settings,
    publicUrl: settings.PUBLIC_URL ?? `http://localhost:${settings.PORT}`,
    isProduction,
    authSecret: settings.AUTH_SECRET ?? DEVELOPMENT_AUTH_SECRET,
    devMailboxEnabled,
    seedDemo: settings.SEED_DEMO && !isProduction,
    rateLimitsEnabled: settings.RATE_LIMITS || isProduction,
    jobWorkersEnabled: isProduction || (settings.JOB_WORKERS ?? settings.NODE_ENV !== 'test'),
    paymentProvider,
    payoutProvider,
  };
}
