import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * The channel the triggers of migration 0004 notify, at commit, with the id of a user whose
 * sessions, row or profile changed ('*' when one of those tables was emptied).
 */
export const CALLER_CHANGES_CHANNEL = 'brillo_caller_changes';

/**
 * The channel the triggers of migration 0015 notify, at commit, when a table the customer's
 * search reads from was written (ADR-065). The payload names the group of the search cache the
 * write may have changed: `slots`, `day:YYYY-MM-DD`, or empty for all of them.
 */
export const DISCOVERY_CHANGES_CHANNEL = 'brillo_discovery_changes';

/** What a subscriber to a notification channel is told. */
export interface NotificationHandlers {
  /** A `NOTIFY` on the channel, committed by any connection (this process's or another's). */
  notification(payload: string): void;
  /**
   * The connection that listens was lost: notifications may be missed from now on, until
   * `resumed`. Whatever the subscriber derived from them must stop being trusted.
   */
  interrupted(): void;
  /** Listening again after an interruption; notifications sent in between were not seen. */
  resumed(): void;
  /** An attempt to connect and listen failed (the subscription keeps trying). */
  connectFailed?(error: unknown): void;
}

/** A subscription to one channel (`DatabaseHandle.listen`). */
export interface Subscription {
  /** False between `interrupted` and `resumed`, and once closed. */
  readonly listening: boolean;
  /**
   * A time (ms since the epoch) such that every notification committed before it has reached the
   * handlers; 0 while not listening. PGlite's is always now. On PostgreSQL it is moved forward by
   * every round trip (`caughtUp()` and a heartbeat), so a connection that stalls without being
   * reported lost shows its age.
   */
  readonly confirmedAt: number;
  /**
   * Resolves once every notification committed before the call has reached the handlers (or at
   * once while not listening). A request that changed something awaits it before answering, so
   * the change is seen by this process before its client can send the next request.
   */
  caughtUp(): Promise<void>;
  /** Stops listening and closes what it opened. */
  close(): Promise<void>;
}

/** PostgreSQL identifiers for channels: lower case, so LISTEN needs no quoting. */
const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

export function assertChannelName(channel: string): void {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Invalid notification channel: ${channel}`);
}

/**
 * PGlite runs in this process: a notification's handlers run in microtasks queued while the
 * committing statement's answer is read, before that statement's promise resolves. Nothing is
 * ever missed, so the subscription never needs to catch up or reconnect.
 */
export async function listenWithPglite(
  client: PGlite,
  channel: string,
  handlers: NotificationHandlers,
): Promise<Subscription> {
  assertChannelName(channel);
  const unlisten = await client.listen(channel, (payload) => handlers.notification(payload));
  let open = true;
  return {
    get listening() {
      return open;
    },
    get confirmedAt() {
      return open ? Date.now() : 0;
    },
    caughtUp: () => Promise.resolve(),
    async close() {
      if (!open) return;
      open = false;
      // Closing the database ends its listeners anyway; UNLISTEN on a closed PGlite would throw.
      if (!client.closed) await unlisten();
    },
  };
}

export interface PostgresListenOptions {
  /** Milliseconds before each new attempt to connect after the connection was lost. */
  reconnectDelayMs?: number;
  /** Milliseconds between two round trips that confirm the connection is still listening. */
  heartbeatMs?: number;
  /**
   * Milliseconds a round trip may take. One that takes longer counts as a lost connection: the
   * handlers hear `interrupted`, a new connection is opened, and whoever waited goes on.
   */
  roundTripTimeoutMs?: number;
}

const RECONNECT_DELAY_MS = 1_000;
const HEARTBEAT_MS = 1_000;
const ROUND_TRIP_TIMEOUT_MS = 2_000;

/** The listening connection's `application_name`, as `pg_stat_activity` shows it. */
export const LISTENER_NAME = 'brillo-listener';

/**
 * A dedicated connection (outside the pool) that LISTENs on the channel. When it is lost, the
 * handlers hear `interrupted`, and it reconnects every `reconnectDelayMs` until it listens again
 * (`resumed`). PostgreSQL delivers the notifications pending for a session before it reports
 * that session ready for the next statement, so `caughtUp()` is a `SELECT 1` on this
 * connection: when it answers, every notification committed before it was sent has arrived.
 * Calls made while one is running share the next one. A heartbeat makes the same round trip
 * every `heartbeatMs`, which keeps `confirmedAt` recent while the connection works.
 */
export async function listenWithPostgres(
  url: string,
  channel: string,
  handlers: NotificationHandlers,
  options: PostgresListenOptions = {},
): Promise<Subscription> {
  assertChannelName(channel);
  const reconnectDelayMs = options.reconnectDelayMs ?? RECONNECT_DELAY_MS;
  const roundTripTimeoutMs = options.roundTripTimeoutMs ?? ROUND_TRIP_TIMEOUT_MS;
  let client: pg.Client | undefined;
  let listening = false;
  let confirmedAt = 0;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let next: Promise<void> | undefined;

  function lost(lostClient: pg.Client) {
    if (client !== lostClient) return;
    client = undefined;
    lostClient.end().catch(() => {});
    confirmedAt = 0;
    if (listening) {
      listening = false;
      handlers.interrupted();
    }
    if (!closed) {
      retry = setTimeout(() => void connect(), reconnectDelayMs);
      retry.unref();
    }
  }

  async function connect(): Promise<boolean> {
    const candidate = new pg.Client({ connectionString: url, application_name: LISTENER_NAME });
    candidate.on('error', () => lost(candidate));
    candidate.on('end', () => lost(candidate));
    candidate.on('notification', (message) => {
      if (message.channel === channel && client === candidate) {
        handlers.notification(message.payload ?? '');
      }
    });
    client = candidate;
    let listenSentAt: number;
    try {
      await candidate.connect();
      listenSentAt = Date.now();
      await candidate.query(`LISTEN ${channel}`);
    } catch (error) {
      handlers.connectFailed?.(error);
      lost(candidate);
      return false;
    }
    if (closed || client !== candidate) {
      await candidate.end().catch(() => {});
      return false;
    }
    const wasInterrupted = !listening && retry !== undefined;
    listening = true;
    confirmedAt = listenSentAt;
    retry = undefined;
    if (wasInterrupted) handlers.resumed();
    return true;
  }

  async function roundTrip(): Promise<void> {
    const current = client;
    if (!listening || !current) return;
    const sentAt = Date.now();
    let timer: NodeJS.Timeout | undefined;
    // A connection that stops answering (a stalled network, a frozen server) must not hold up
    // the requests waiting on it: past the timeout it counts as lost.
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), roundTripTimeoutMs);
    });
    try {
      const outcome = await Promise.race([current.query('SELECT 1'), timedOut]);
      if (outcome === 'timeout') {
        lost(current);
        return;
      }
      if (client === current && listening) confirmedAt = Math.max(confirmedAt, sentAt);
    } catch {
      // The connection was lost: `lost` has told the handlers, which no longer trust the past.
    } finally {
      clearTimeout(timer);
    }
  }

  function caughtUp(): Promise<void> {
    if (!listening) return Promise.resolve();
    if (!running) {
      running = roundTrip().finally(() => {
        running = undefined;
      });
      return running;
    }
    // The running round trip may have been sent before the caller's change committed.
    next ??= running.then(() => {
      next = undefined;
      return caughtUp();
    });
    return next;
  }

  if (!(await connect())) {
    // The database refused at start: tell the handlers now, and keep trying in the background.
    handlers.interrupted();
  }
  const heartbeat = setInterval(() => void caughtUp(), options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();

  return {
    get listening() {
      return listening;
    },
    get confirmedAt() {
      return confirmedAt;
    },
    caughtUp,
    async close() {
      closed = true;
      clearInterval(heartbeat);
      clearTimeout(retry);
      listening = false;
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
