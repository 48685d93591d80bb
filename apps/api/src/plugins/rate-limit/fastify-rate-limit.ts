import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';

/**
 * `@fastify/rate-limit` (ADR-067), and the part of its interface Brillo uses, typed here after its
 * own `types/index.d.ts` (version 11). The package is loaded without those declarations because
 * they claim the route option `config.rateLimit` for the library's per-route options, while
 * Brillo's routes name an action there (`config: { rateLimit: 'signIn' }`, `rate-limit.ts`). The
 * library is registered in a scope of its own, where no route is, so it never reads that option.
 */

/** How the store behind a limiter counts its keys (`database-store.ts`). */
export type Counting =
  /** Every hit, in the database, before the answer. */
  | 'exact'
  /** In memory below a tenth of the limit, then in the database (`batched-counter.ts`). */
  | 'batched'
  /** In the database, only while the window holds fewer than the max: a refused hit is not counted. */
  | 'bounded';

/** A store's answer for one hit: the hits counted in the key's window and the milliseconds left. */
export interface StoreAnswer {
  current: number;
  ttl: number;
}

export type StoreCallback = (error: Error | null, answer?: StoreAnswer) => void;

/** The options of one limiter (`createRateLimit`), which the library also hands to `child`. */
export interface LimiterOptions {
  keyGenerator: (request: FastifyRequest) => string;
  max: number | ((request: FastifyRequest, key: string) => Promise<number>);
  /** Milliseconds. */
  timeWindow: number;
  /** Not the library's: it passes every option on to the store's `child`. */
  counting: Counting;
}

/**
 * A store: `incr` counts one hit on `key` and answers; the library refuses the request when
 * `current` is over `max`. The library constructs the store once, then asks it for a `child` per
 * limiter, with that limiter's options.
 */
export interface RateLimitStore {
  incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void;
  child(options: LimiterOptions): RateLimitStore;
}

export type RateLimitStoreClass = new (options: Partial<LimiterOptions>) => RateLimitStore;

/**
 * A limiter's answer for one request. (The library also answers `{ isAllowed: true, key }` for a
 * request on an allow-list; Brillo's limiters have none.)
 */
export interface Limit {
  key: string;
  max: number;
  /** Milliseconds left in the key's window, as the store answered them. */
  ttl: number;
  /** `ttl` in whole seconds, rounded up: the `Retry-After` of a refusal. */
  ttlInSeconds: number;
  isExceeded: boolean;
}

/** Counts one hit of `request` in the limiter's bucket and says whether it is over the limit. */
export type Limiter = (request: FastifyRequest) => Promise<Limit>;

interface PluginOptions {
  global: boolean;
  store: RateLimitStoreClass;
}

type WithLimiters = FastifyInstance & {
  createRateLimit(options: LimiterOptions): Limiter;
};

const fastifyRateLimit = createRequire(import.meta.url)(
  '@fastify/rate-limit',
) as FastifyPluginAsync<PluginOptions>;

/**
 * Registers the library on `store`, with no limit of its own on any route (`global: false`), and
 * answers its `createRateLimit`: a limiter per set of options, each with a child of the store.
 */
export async function registerLimiterFactory(
  app: FastifyInstance,
  store: RateLimitStoreClass,
): Promise<(options: LimiterOptions) => Limiter> {
  const loaded: { createLimiter?: (options: LimiterOptions) => Limiter } = {};
  await app.register(async (scope) => {
    await scope.register(fastifyRateLimit, { global: false, store });
    const limiters = scope as WithLimiters;
    loaded.createLimiter = (options) => limiters.createRateLimit(options);
  });
  if (!loaded.createLimiter) throw new Error('@fastify/rate-limit did not load');
  return loaded.createLimiter;
}
