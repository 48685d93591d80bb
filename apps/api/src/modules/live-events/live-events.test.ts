import type { AddressInfo } from 'node:net';
import { liveEventNames } from '@brillo/domain/contracts/live-events';
import { sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { signedInAccount } from '../../../test/auth.ts';
import { nonReadingClient, openEventStream } from '../../../test/event-stream.ts';
import { createSlot } from '../../db/factories.ts';
import { LIVE_EVENTS_CHANNEL } from './events.ts';
import { MAX_BUFFERED_BYTES, MAX_CONNECTIONS_PER_USER } from './hub.ts';

type Account = Awaited<ReturnType<typeof signedInAccount>>;

describe('live events over Server-Sent Events', async () => {
  const { app, database, liveEvents } = await createTestApp();
  const db = database.db;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  const bearer = (account: Account) => ({ authorization: `Bearer ${account.token}` });
  const newAgent = () => signedInAccount(app, db, 'agent', { withProfile: true });
  const newCustomer = () => signedInAccount(app, db, 'customer', { withProfile: true });

  async function stream(account: Account) {
    const opened = await openEventStream(baseUrl, bearer(account));
    onTestFinished(() => opened.close());
    return opened;
  }

  /** A new request of `customer` for a slot of `agent`, through the API. */
  async function request(customer: Account, agent: Account): Promise<string> {
    const slot = await createSlot(db, { agentId: agent.user.id });
    const response = await app.inject({
      method: 'POST',
      url: '/api/customers/bookings',
      headers: bearer(customer),
      body: { availability_id: slot.id },
    });
    expect(response.statusCode, response.body).toBe(201);
    const body: { id: string } = response.json();
    return body.id;
  }

  it('opens a text/event-stream with a reconnection hint', async () => {
    const customer = await newCustomer();
    const events = await stream(customer);
    expect(events.response.status).toBe(200);
    expect(events.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(events.response.headers.get('cache-control')).toBe('no-store');
    expect(await events.opening()).toMatch(/^retry: \d+\n: connected$/);
  });

  it('refuses an anonymous caller with a 401 in the error shape', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/events' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHORIZED');
    const fetched = await fetch(`${baseUrl}/api/events`);
    expect(fetched.status).toBe(401);
  });

  it('sends a booking change to its customer and agent, and nothing to anyone else', async () => {
    const [agent, customer, other, otherAgent] = await Promise.all([
      newAgent(),
      newCustomer(),
      newCustomer(),
      newAgent(),
    ]);
    const [agentEvents, customerEvents, otherEvents] = await Promise.all([
      stream(agent),
      stream(customer),
      stream(other),
    ]);
    const bookingId = await request(customer, agent);
    const expected = { event: 'booking', data: JSON.stringify({ bookingId, status: 'pending' }) };
    expect(await agentEvents.next()).toEqual(expected);
    expect(await customerEvents.next()).toEqual(expected);

    const accepted = await app.inject({
      method: 'PATCH',
      url: `/api/customers/bookings/${bookingId}/accept`,
      headers: bearer(agent),
      body: {},
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const acceptedEvent = await customerEvents.next();
    expect(JSON.parse(acceptedEvent?.data ?? '')).toEqual({
      bookingId,
      status: 'accepted_pending_payment',
    });

    // The other customer's first event is their own booking, made after the two above.
    const ownId = await request(other, otherAgent);
    expect(await otherEvents.next()).toEqual({
      event: 'booking',
      data: JSON.stringify({ bookingId: ownId, status: 'pending' }),
    });
  });

  it('ends the stream of a session that signs out, telling the client first', async () => {
    const customer = await newCustomer();
    const events = await stream(customer);
    const signedOut = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: bearer(customer),
      body: {},
    });
    expect(signedOut.statusCode, signedOut.body).toBe(200);
    expect(await events.next()).toEqual({ event: liveEventNames.sessionEnded, data: '{}' });
    expect(await events.next()).toBeNull();
    expect(liveEvents.count(customer.user.id)).toBe(0);
  });

  it('ends, on the heartbeat, a stream whose session expired', async () => {
    const customer = await newCustomer();
    const events = await stream(customer);
    // Expiry changes no row, so no notification tells the process: the heartbeat finds it.
    await db.execute(
      sql`update sessions set expires_at = now() - interval '1 minute' where token = ${customer.token}`,
    );
    await liveEvents.heartbeat();
    expect(await events.next()).toEqual({ event: liveEventNames.sessionEnded, data: '{}' });
    expect(await events.next()).toBeNull();
  });

  it('drops a client that never reads once its backlog passes the limit', async () => {
    const customer = await newCustomer();
    const socket = await nonReadingClient(port, customer.token);
    onTestFinished(() => void socket.destroy());
    await vi.waitFor(() => expect(liveEvents.count(customer.user.id)).toBe(1));
    // Events of about 1 KB each, until the server gives up on the client (at most 64 MB).
    const padding = 'x'.repeat(1000);
    for (let batch = 0; batch < 32 && liveEvents.count(customer.user.id) > 0; batch += 1) {
      await db.execute(sql`
        select pg_notify(${LIVE_EVENTS_CHANNEL}, json_build_object(
          'bookingId', gen_random_uuid()::text || ${padding},
          'status', 'pending',
          'userIds', json_build_array(${customer.user.id}::text))::text)
        from generate_series(1, 2000)`);
      await liveEvents.caughtUp();
    }
    expect(liveEvents.count(customer.user.id)).toBe(0);
    // What the server held for it never grew past the limit and one message.
    expect(liveEvents.largestBacklog).toBeLessThanOrEqual(MAX_BUFFERED_BYTES + 2048);
  });

  it(`lets one person keep at most ${MAX_CONNECTIONS_PER_USER} streams open`, async () => {
    const customer = await newCustomer();
    const open = [];
    for (let i = 0; i < MAX_CONNECTIONS_PER_USER; i += 1) open.push(await stream(customer));
    expect(open.every((events) => events.response.status === 200)).toBe(true);
    const refused = await fetch(`${baseUrl}/api/events`, { headers: bearer(customer) });
    expect(refused.status).toBe(429);
    const refusal = (await refused.json()) as { error: { code: string } };
    expect(refusal.error.code).toBe('TOO_MANY_REQUESTS');
    // Another person is not affected.
    const other = await stream(await newCustomer());
    expect(other.response.status).toBe(200);
    // Closing one makes room again.
    open[0]?.close();
    await vi.waitFor(() =>
      expect(liveEvents.count(customer.user.id)).toBe(MAX_CONNECTIONS_PER_USER - 1),
    );
    expect((await stream(customer)).response.status).toBe(200);
  });

  it("answers HEAD with the stream's headers and no stream, holding none of the five", async () => {
    const customer = await newCustomer();
    for (let i = 0; i <= MAX_CONNECTIONS_PER_USER; i += 1) {
      const head = await fetch(`${baseUrl}/api/events`, {
        method: 'HEAD',
        headers: bearer(customer),
        signal: AbortSignal.timeout(5000),
      });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(head.headers.get('x-frame-options')).toBe('DENY');
    }
    expect(liveEvents.count(customer.user.id)).toBe(0);
    const events = await stream(customer);
    expect(events.response.status).toBe(200);
  });
});
