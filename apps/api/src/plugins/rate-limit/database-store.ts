import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { createBatchedCounter, type CounterLogger, type CountingRule } from './batched-counter.ts';
import type {
  Counting,
  LimiterOptions,
  RateLimitStore,
  RateLimitStoreClass,
  StoreAnswer,
  StoreCallback,
} from './fastify-rate-limit.ts';
import { hitBucket, sweepFinishedBuckets, takeFromBucket } from './repository.ts';

export interface DatabaseStoreOptions {
  db: Database;
  clock: Clock;
  log: CounterLogger;
}

/** One count in a hundred of the exact kind also deletes finished windows: the table stays small. */
const SWEEP_PROBABILITY = 0.01;

type Count = (key: string, rule: CountingRule) => StoreAnswer | Promise<StoreAnswer>;

/**
 * The `@fastify/rate-limit` store on the `rate_limits` table, shared by every API process on one
 * database (ADR-067). Each limiter's child counts its keys one way (`Counting`): every hit with
 * one upsert, in memory below a tenth of the limit (the batched counter, one per app), or only
 * while the window has room. Windows follow `clock`, so tests move time instead of waiting.
 */
export function databaseStore({ db, clock, log }: DatabaseStoreOptions): RateLimitStoreClass {
  const batched = createBatchedCounter({ db, clock, log });

  const counts: Record<Counting, Count> = {
    async exact(key, { windowSeconds }) {
      const now = clock.now();
      const { hits, secondsLeft } = await hitBucket(db, { key, windowSeconds, now });
      if (Math.random() < SWEEP_PROBABILITY) await sweepFinishedBuckets(db, now);
      return { current: hits, ttl: secondsLeft * 1000 };
    },

    batched(key, rule) {
      const answer = (secondsToWait: number): StoreAnswer => {
        const { hits, msLeft } = batched.countOf(key, rule);
        // A hit refused from memory is not counted: it is the one past the max all the same.
        if (secondsToWait > 0) {
          return { current: Math.max(hits, rule.max + 1), ttl: secondsToWait * 1000 };
        }
        return { current: hits, ttl: msLeft };
      };
      const wait = batched.hit(key, rule);
      return typeof wait === 'number' ? answer(wait) : wait.then(answer);
    },

    async bounded(key, { max, windowSeconds }) {
      const now = clock.now();
      const taken = await takeFromBucket(db, { key, max, windowSeconds, now });
      if (!taken.taken) return { current: max + 1, ttl: taken.secondsLeft * 1000 };
      return { current: taken.hits, ttl: taken.windowEndsAt.getTime() - now.getTime() };
    },
  };

  return class DatabaseStore implements RateLimitStore {
    readonly count: Count;

    constructor({ counting = 'exact' }: Partial<LimiterOptions>) {
      this.count = counts[counting];
    }

    incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void {
      const answer = this.count(key, { max, windowSeconds: timeWindow / 1000 });
      if (answer instanceof Promise) {
        answer.then(
          (counted) => callback(null, counted),
          (error: Error) => callback(error),
        );
      } else {
        callback(null, answer);
      }
    }

    child(options: LimiterOptions): RateLimitStore {
      return new DatabaseStore(options);
    }
  };
}
