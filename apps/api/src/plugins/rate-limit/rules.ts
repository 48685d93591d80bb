/** The shapes of the rules in `rateLimitRules` (`rate-limit.ts`). */

export interface RateLimitRule {
  /** Requests allowed in one window; the next one is refused until the window ends. */
  max: number;
  windowSeconds: number;
}

/**
 * Limits on the failed attempts of an action that proves who owns an account: sign-in (ADR-021).
 * A failure is any answer but a success. Each attempt takes its place in the buckets before the
 * password is checked, so parallel attempts cannot overrun them; a success gives it back.
 */
export interface FailureRules {
  /** Failures on one account from one client address; a success from that address clears them. */
  perAccountAndAddress: RateLimitRule;
  /** Failures on one account from every address together: a hard bound. */
  perAccount: RateLimitRule;
  /**
   * The part of `perAccount` open to addresses the account has not signed in from lately; the rest
   * is kept for addresses it has, so its owner still gets in while strangers hammer it.
   */
  fromNewAddresses: number;
  /** How long a successful sign-in keeps its address known to the account. */
  knownAddressSeconds: number;
}

/**
 * How an action's buckets are counted (ADR-065, ADR-067), by the store behind the limiter:
 * - `exact`: one atomic upsert per bucket and request in the database, before the request goes
 *   on; no number of API processes gets past a limit. For the account actions: few requests, and
 *   security depends on the bounds. They alone may have failure rules.
 * - `batched`: in each process's memory while a process holds fewer than a tenth of the limit's
 *   hits of a client (`batched-counter.ts`, ADR-029), so one-off clients cost no database write;
 *   from the tenth on, each hit is added to the shared total before the request goes on
 *   (ADR-050), so several processes refuse a client at the same count as one, give or take what
 *   the others hold below the tenth. For high-volume public limits that protect a cost, such as
 *   the geocoder behind the address search; counted per client IP only.
 */
export type ActionRules =
  | {
      counting: 'exact';
      /** Every request from one client IP. */
      perIp: RateLimitRule;
      /** Every request naming one account (the `email` of the body). */
      perAccount?: RateLimitRule;
      /** Failed attempts on the account named in the body. */
      failures?: FailureRules;
    }
  | { counting: 'batched'; perIp: RateLimitRule };
