import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { CALLER_CHANGES_CHANNEL, type Subscription } from '../../db/notifications.ts';
import { liveEventNames } from '@brillo/domain/contracts/live-events';
import { LIVE_EVENTS_CHANNEL, eventMessage, parseNotification } from './events.ts';
import { currentSessionIds } from './repository.ts';

/** A heartbeat comment keeps proxies from closing a quiet stream and checks the session. */
export const HEARTBEAT_MS = 25_000;
/** How many streams one person may keep open at once (tabs, devices). */
export const MAX_CONNECTIONS_PER_USER = 5;
/** What a stream may hold unsent before its client counts as not reading and is dropped. */
export const MAX_BUFFERED_BYTES = 64 * 1024;

/** The caller changes' payload when a whole table was emptied (migration 0004). */
const EVERYONE = '*';

/** One open stream: whose, under which session, and the response it is written to. */
interface LiveConnection {
  userId: string;
  sessionId: string;
  response: ServerResponse;
}

export interface LiveEventsOptions {
  listen: DatabaseHandle['listen'];
  db: Database;
  clock: Clock;
  logger: FastifyBaseLogger;
  /** Milliseconds between heartbeats; `null` for none (tests call `heartbeat()`). */
  heartbeatMs?: number | null;
  maxConnectionsPerUser?: number;
  maxBufferedBytes?: number;
}

/** This process's open event streams and the two channels it listens to (ADR-046). */
export interface LiveEvents {
  /** Adds a stream; false when its user already has the most streams allowed. */
  add(connection: LiveConnection): boolean;
  /** Whether the user may open one more stream. */
  hasRoomFor(userId: string): boolean;
  /** How many streams are open (a user's, when given). */
  count(userId?: string): number;
  /**
   * The most a stream has held unsent since this process started, in bytes: bounded by
   * `maxBufferedBytes` plus one message.
   */
  readonly largestBacklog: number;
  /** Sends the heartbeat now, and ends the streams whose session has ended. */
  heartbeat(): Promise<void>;
  /** Resolves once every notification committed before the call has been fanned out. */
  caughtUp(): Promise<void>;
  /** Ends every stream (the app is closing). */
  endAll(): void;
  /** Stops listening. */
  close(): Promise<void>;
}

/**
 * Listens once per process on the events channel and fans each notification out to the open
 * streams of the people it names. A stream whose client does not read is dropped once its unsent
 * backlog passes the limit; a stream whose session ended (sign-out, revocation, expiry) ends on
 * the next heartbeat, or at once when the caller changes channel names its user. While the
 * events channel is not listening, nothing can be trusted: when it listens again, every stream
 * hears `resync`, and its client refetches.
 */
export async function createLiveEvents(options: LiveEventsOptions): Promise<LiveEvents> {
  const maxPerUser = options.maxConnectionsPerUser ?? MAX_CONNECTIONS_PER_USER;
  const maxBuffered = options.maxBufferedBytes ?? MAX_BUFFERED_BYTES;
  const byUser = new Map<string, Set<LiveConnection>>();
  let largestBacklog = 0;

  function all(): LiveConnection[] {
    return [...byUser.values()].flatMap((set) => [...set]);
  }

  function remove(connection: LiveConnection) {
    const set = byUser.get(connection.userId);
    if (!set?.delete(connection)) return;
    if (set.size === 0) byUser.delete(connection.userId);
  }

  function drop(connection: LiveConnection, reason: string) {
    remove(connection);
    options.logger.info({ userId: connection.userId, reason }, 'live events: stream dropped');
    connection.response.destroy();
  }

  function send(connection: LiveConnection, text: string) {
    const { response } = connection;
    if (response.destroyed || response.writableEnded) {
      remove(connection);
      return;
    }
    response.write(text);
    largestBacklog = Math.max(largestBacklog, response.writableLength);
    // `write` answering false only means the socket is behind; past the limit the client is not
    // reading, and keeping its messages would grow memory without end.
    if (response.writableLength > maxBuffered) drop(connection, 'not reading');
  }

  function end(connection: LiveConnection) {
    remove(connection);
    if (!connection.response.writableEnded) connection.response.end();
  }

  /** Tells the client its session is over, so it does not reconnect, and ends the stream. */
  function endSession(connection: LiveConnection) {
    send(connection, eventMessage(liveEventNames.sessionEnded, {}));
    end(connection);
  }

  /** Ends the streams, among those given, whose session no longer exists or has expired. */
  async function endStaleSessions(connections: LiveConnection[]) {
    if (connections.length === 0) return;
    const ids = [...new Set(connections.map((connection) => connection.sessionId))];
    const valid = await currentSessionIds(options.db, ids, options.clock.now());
    for (const connection of connections) {
      if (!valid.has(connection.sessionId)) endSession(connection);
    }
  }

  async function checkSessions(connections: LiveConnection[]) {
    try {
      await endStaleSessions(connections);
    } catch (error) {
      // The next heartbeat checks again; a failed read ends no one's stream.
      options.logger.warn({ err: error }, 'live events: could not check sessions');
    }
  }

  const events: Subscription = await options.listen(LIVE_EVENTS_CHANNEL, {
    notification(payload) {
      const notification = parseNotification(payload);
      if (!notification) return;
      const message = eventMessage(liveEventNames.booking, {
        bookingId: notification.bookingId,
        status: notification.status,
      });
      for (const userId of new Set(notification.userIds)) {
        for (const connection of byUser.get(userId) ?? []) send(connection, message);
      }
    },
    interrupted() {
      options.logger.warn('live events: listening connection lost');
    },
    resumed() {
      options.logger.info('live events: listening again, clients told to refetch');
      for (const connection of all()) send(connection, eventMessage(liveEventNames.resync, {}));
    },
    connectFailed(error) {
      options.logger.warn({ err: error }, 'live events: could not listen, retrying');
    },
  });

  // A sign-out or a revoked session is announced on the caller changes channel (ADR-030).
  const callerChanges: Subscription = await options.listen(CALLER_CHANGES_CHANNEL, {
    notification(userId) {
      const affected = userId === EVERYONE ? all() : [...(byUser.get(userId) ?? [])];
      void checkSessions(affected);
    },
    interrupted() {},
    resumed() {
      void checkSessions(all());
    },
  });

  async function heartbeat() {
    for (const connection of all()) send(connection, ': heartbeat\n\n');
    await checkSessions(all());
  }

  const heartbeatMs = options.heartbeatMs === undefined ? HEARTBEAT_MS : options.heartbeatMs;
  const timer = heartbeatMs === null ? undefined : setInterval(() => void heartbeat(), heartbeatMs);
  timer?.unref();

  return {
    add(connection) {
      const set = byUser.get(connection.userId) ?? new Set();
      if (set.size >= maxPerUser) return false;
      set.add(connection);
      byUser.set(connection.userId, set);
      connection.response.once('close', () => remove(connection));
      // A sign-out committed between the guard's check and now was announced before this stream
      // was listed: one read closes that gap.
      void checkSessions([connection]);
      return true;
    },
    hasRoomFor(userId) {
      return (byUser.get(userId)?.size ?? 0) < maxPerUser;
    },
    count(userId) {
      return userId === undefined ? all().length : (byUser.get(userId)?.size ?? 0);
    },
    get largestBacklog() {
      return largestBacklog;
    },
    heartbeat,
    async caughtUp() {
      await Promise.all([events.caughtUp(), callerChanges.caughtUp()]);
    },
    endAll() {
      for (const connection of all()) end(connection);
    },
    async close() {
      clearInterval(timer);
      await Promise.all([events.close(), callerChanges.close()]);
    },
  };
}

/**
 * The process's live events, started with the app: streams end before the server closes (an open
 * stream would hold `close` forever), and the subscriptions close with it.
 */
export async function startLiveEvents(
  app: FastifyInstance,
  options: Omit<LiveEventsOptions, 'logger'>,
): Promise<LiveEvents> {
  const live = await createLiveEvents({ ...options, logger: app.log });
  app.addHook('preClose', async () => live.endAll());
  app.addHook('onClose', () => live.close());
  return live;
}
