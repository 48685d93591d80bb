import type { ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { systemClock } from '../../clock.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import type { NotificationHandlers } from '../../db/notifications.ts';
import { createCustomer } from '../../db/factories.ts';
import { sessions } from '../../db/schema.ts';
import { LIVE_EVENTS_CHANNEL } from './events.ts';
import { createLiveEvents } from './hub.ts';

const DAY_MS = 86_400_000;
const silentLogger = { info() {}, warn() {} } as unknown as Parameters<
  typeof createLiveEvents
>[0]['logger'];

/** A response that keeps what is written to it. */
function recordingResponse() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk.toString());
      callback();
    },
  });
  return { response: stream as unknown as ServerResponse, text: () => chunks.join('') };
}

describe('the live events hub', async () => {
  const database = await createTestDatabase();
  afterAll(() => database.close());
  const handlers = new Map<string, NotificationHandlers>();
  // The channels' handlers, called by the test as the database connection would.
  const listen: DatabaseHandle['listen'] = async (channel, channelHandlers) => {
    handlers.set(channel, channelHandlers);
    return {
      listening: true,
      confirmedAt: Date.now(),
      caughtUp: async () => undefined,
      close: async () => undefined,
    };
  };
  const live = await createLiveEvents({
    listen,
    db: database.db,
    clock: systemClock,
    logger: silentLogger,
    heartbeatMs: null,
  });
  afterAll(() => live.close());
  const events = () => handlers.get(LIVE_EVENTS_CHANNEL);

  async function streamOfNewCustomer() {
    const { user } = await createCustomer(database.db);
    const [session] = await database.db
      .insert(sessions)
      .values({ token: `t-${user.id}`, userId: user.id, expiresAt: new Date(Date.now() + DAY_MS) })
      .returning();
    const recorded = recordingResponse();
    live.add({ userId: user.id, sessionId: session?.id ?? '', response: recorded.response });
    return { userId: user.id, ...recorded };
  }

  it('tells every stream to refetch when listening resumes after an interruption', async () => {
    const first = await streamOfNewCustomer();
    const second = await streamOfNewCustomer();
    events()?.interrupted();
    events()?.resumed();
    expect(first.text()).toBe('event: resync\ndata: {}\n\n');
    expect(second.text()).toBe('event: resync\ndata: {}\n\n');
  });

  it('sends a notification only to the streams of the users it names, and ignores garbage', async () => {
    const named = await streamOfNewCustomer();
    const other = await streamOfNewCustomer();
    events()?.notification('not json');
    events()?.notification(JSON.stringify({ bookingId: 'b1', status: 'nonsense', userIds: [] }));
    events()?.notification(
      JSON.stringify({ bookingId: 'b1', status: 'rejected', userIds: [named.userId] }),
    );
    expect(named.text()).toBe('event: booking\ndata: {"bookingId":"b1","status":"rejected"}\n\n');
    expect(other.text()).toBe('');
  });
});
