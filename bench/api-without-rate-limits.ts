// The API as apps/api/src/server.ts starts it, from the same settings (NODE_ENV=production
// included), with one difference: the rate limiter is off. Production ignores RATE_LIMITS=false
// (ADR-017), so this start-up sets `rateLimitsEnabled: false` on the loaded configuration instead.
// It lets the benchmark compare a limited route with the same route unlimited on one database.
// Bench only: it never ships, and nothing but bench/api.ts starts it.
import { loadConfig } from '../apps/api/src/config.ts';
import { startBenchApi } from './start-api.ts';

await startBenchApi({ ...loadConfig(), rateLimitsEnabled: false });
