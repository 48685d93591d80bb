import type { FastifyReply, FastifyRequest } from 'fastify';
import { authTexts } from '@brillo/domain/texts/auth.es-CL';
import { AppError } from '../../errors.ts';
import { accountKey, emailIn, ipKey } from './bucket-keys.ts';
import { failedAttempts, type FailedAttemptsOptions } from './failed-attempts.ts';
import type { Limit, Limiter } from './fastify-rate-limit.ts';
import type { ActionRules, RateLimitRule } from './rules.ts';

function tooManyAttempts() {
  return new AppError(429, 'TOO_MANY_REQUESTS', authTexts.errors.tooManyAttempts);
}

const secondsToWait = (limit: Limit) => (limit.isExceeded ? limit.ttlInSeconds : 0);

/**
 * The hooks that enforce one action's rules on a route: `check`, before the handler, counts the
 * request in its IP's bucket and, when the body names an account, in the account's; refuses it
 * with a 429 and `Retry-After` (the longest wait) when any is over its limit; and, for an action
 * with failure rules, then takes the attempt's places in the failure buckets. `settle`, after the
 * answer, keeps or gives back those places (`failed-attempts.ts`).
 */
export function actionLimits(action: string, rules: ActionRules, options: FailedAttemptsOptions) {
  const { createLimiter } = options;
  const limiterOf = (rule: RateLimitRule, keyGenerator: (request: FastifyRequest) => string) =>
    createLimiter({
      counting: rules.counting,
      keyGenerator,
      max: rule.max,
      timeWindow: rule.windowSeconds * 1000,
    });
  const perIp = limiterOf(rules.perIp, (request) => ipKey(action, request));
  let perAccount: Limiter | undefined;
  let failures: ReturnType<typeof failedAttempts> | undefined;
  if (rules.counting === 'exact') {
    if (rules.perAccount) {
      perAccount = limiterOf(rules.perAccount, (request) =>
        accountKey(action, emailIn(request.body) ?? ''),
      );
    }
    if (rules.failures) failures = failedAttempts(action, rules.failures, options);
  }

  async function check(request: FastifyRequest, reply: FastifyReply) {
    const namesAccount = Boolean(emailIn(request.body));
    let wait = secondsToWait(await perIp(request));
    if (perAccount && namesAccount) {
      wait = Math.max(wait, secondsToWait(await perAccount(request)));
    }
    if (wait === 0 && failures && namesAccount) wait = await failures.take(request);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw tooManyAttempts();
    }
  }

  return { check, settle: failures?.settle };
}
