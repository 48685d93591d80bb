import type { FavouriteAgents } from '@brillo/domain/contracts/favourites';
import { favouritesTexts } from '@brillo/domain/texts/favourites.es-CL';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, signedInAccount, type SignedInAccount } from '../../../test/auth.ts';
import { manualClock } from '../../../test/clock.ts';
import { createBooking, createSlot } from '../../db/factories.ts';
import { agentProfiles, customerFavouriteAgents, users } from '../../db/schema.ts';

const HOUR_MS = 3_600_000;

describe("the customer's favourite agents ('Mis agentes')", async () => {
  const clock = manualClock('2026-11-23T12:00:00Z');
  const { app, database } = await createTestApp({ clock });
  const db = database.db;
  const at = (hoursFromNow: number) => new Date(clock.now().getTime() + hoursFromNow * HOUR_MS);

  const newAgent = () => signedInAccount(app, db, 'agent', { withProfile: true });
  const newCustomer = () => signedInAccount(app, db, 'customer', { withProfile: true });

  const add = (caller: SignedInAccount | null, agentId: string) =>
    app.inject({
      method: 'PUT',
      url: `/api/customers/favourites/${agentId}`,
      headers: bearer(caller),
    });
  const remove = (caller: SignedInAccount | null, agentId: string) =>
    app.inject({
      method: 'DELETE',
      url: `/api/customers/favourites/${agentId}`,
      headers: bearer(caller),
    });
  const list = (caller: SignedInAccount | null) =>
    app.inject({ method: 'GET', url: '/api/customers/favourites', headers: bearer(caller) });
  const idsOf = async (caller: SignedInAccount) =>
    (await list(caller)).json<FavouriteAgents>().agents.map((agent) => agent.id);

  it('adds an agent once however often it is added, and removes it likewise', async () => {
    const customer = await newCustomer();
    const agent = await newAgent();

    expect((await add(customer, agent.user.id)).statusCode).toBe(204);
    expect((await add(customer, agent.user.id)).statusCode).toBe(204);
    expect(await idsOf(customer)).toEqual([agent.user.id]);
    const rows = await db
      .select()
      .from(customerFavouriteAgents)
      .where(eq(customerFavouriteAgents.customerId, customer.user.id));
    expect(rows).toHaveLength(1);

    const removed = await remove(customer, agent.user.id);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await remove(customer, agent.user.id)).statusCode).toBe(204);
    expect(await idsOf(customer)).toEqual([]);
  });

  it('lists each favourite with its card and next offered slot, newest saved first', async () => {
    const customer = await newCustomer();
    const withSlots = await newAgent();
    const withoutSlots = await newAgent();
    await db
      .update(agentProfiles)
      .set({ hourlyRate: 12_000, verified: true, avatarUrl: '/files/avatars/a.webp' })
      .where(eq(agentProfiles.userId, withSlots.user.id));
    // A past slot and a booked-for-request one are not offered; the next offered is 30 hours on.
    await createSlot(db, { agentId: withSlots.user.id, startTime: at(-10), endTime: at(-7) });
    await createSlot(db, {
      agentId: withSlots.user.id,
      startTime: at(5),
      endTime: at(8),
      status: 'not available',
    });
    // A slot with a live booking is not offered either.
    const booked = await createSlot(db, {
      agentId: withSlots.user.id,
      startTime: at(20),
      endTime: at(23),
    });
    const booker = await newCustomer();
    await createBooking(db, { customerId: booker.user.id, slot: booked, status: 'pending' });
    // The other agent's only slot lies past the 90-day horizon: no next availability.
    await createSlot(db, {
      agentId: withoutSlots.user.id,
      startTime: at(90 * 24 + 1),
      endTime: at(90 * 24 + 4),
    });
    const nextStart = at(30);
    await createSlot(db, { agentId: withSlots.user.id, startTime: nextStart, endTime: at(33) });
    await createSlot(db, { agentId: withSlots.user.id, startTime: at(50), endTime: at(53) });

    await add(customer, withSlots.user.id);
    clock.advance(1000);
    await add(customer, withoutSlots.user.id);

    const answer = await list(customer);
    expect(answer.statusCode).toBe(200);
    const { agents } = answer.json<FavouriteAgents>();
    expect(agents.map((agent) => agent.id)).toEqual([withoutSlots.user.id, withSlots.user.id]);
    expect(agents[0]?.nextSlotStart).toBeNull();
    expect(agents[1]).toEqual({
      id: withSlots.user.id,
      name: withSlots.user.name,
      avatarUrl: '/files/avatars/a.webp',
      verified: true,
      hourlyRate: 12_000,
      rating: { average: null, count: 0 },
      nextSlotStart: nextStart.toISOString(),
    });
    // Nothing a customer may not see of an agent (PD-28).
    expect(answer.body).not.toContain(withSlots.user.email);
  });

  it('gives each of any number of favourites its own next slot, as the list grows', async () => {
    const customer = await newCustomer();
    const expected = new Map<string, string>();
    // 1, 3 and 5 favourites: one statement for one id, then padded to 4 and to 8 ids.
    for (const count of [1, 3, 5]) {
      while (expected.size < count) {
        const agent = await newAgent();
        // Slots start on a whole minute; the clock moves a second a favourite.
        const start = new Date(Math.ceil(at(10 + expected.size * 5).getTime() / 60_000) * 60_000);
        await createSlot(db, {
          agentId: agent.user.id,
          startTime: start,
          endTime: new Date(start.getTime() + 2 * HOUR_MS),
        });
        await add(customer, agent.user.id);
        expected.set(agent.user.id, start.toISOString());
        clock.advance(1000);
      }
      const { agents } = (await list(customer)).json<FavouriteAgents>();
      expect(new Map(agents.map((agent) => [agent.id, agent.nextSlotStart]))).toEqual(expected);
    }
  });

  it('answers 404 for an unknown agent, a customer, a malformed id and a suspended agent', async () => {
    const customer = await newCustomer();
    const otherCustomer = await newCustomer();
    const suspended = await newAgent();
    await db.update(users).set({ suspendedAt: clock.now() }).where(eq(users.id, suspended.user.id));
    for (const id of [
      '00000000-0000-4000-8000-000000000000',
      otherCustomer.user.id,
      'no-es-un-id',
      suspended.user.id,
    ]) {
      const answer = await add(customer, id);
      expect(answer.statusCode, id).toBe(404);
      expect(answer.json<{ error: { message: string } }>().error.message).toBe(
        favouritesTexts.api.agentNotFound,
      );
    }
    expect(await idsOf(customer)).toEqual([]);
    // Removing what was never there is the same idempotent answer.
    expect((await remove(customer, 'no-es-un-id')).statusCode).toBe(204);
  });

  it('hides a favourite while its agent is suspended, and shows it again once lifted', async () => {
    const customer = await newCustomer();
    const agent = await newAgent();
    await add(customer, agent.user.id);
    await db.update(users).set({ suspendedAt: clock.now() }).where(eq(users.id, agent.user.id));
    expect(await idsOf(customer)).toEqual([]);
    await db.update(users).set({ suspendedAt: null }).where(eq(users.id, agent.user.id));
    expect(await idsOf(customer)).toEqual([agent.user.id]);
  });

  it("never shows a customer another customer's favourites", async () => {
    const first = await newCustomer();
    const second = await newCustomer();
    const agent = await newAgent();
    await add(first, agent.user.id);
    expect(await idsOf(second)).toEqual([]);
    // Removing it from the second customer's list leaves the first one's.
    await remove(second, agent.user.id);
    expect(await idsOf(first)).toEqual([agent.user.id]);
  });

  it('is for customers only: 401 signed out, 403 for an agent', async () => {
    const agent = await newAgent();
    const other = await newAgent();
    for (const call of [
      () => list(null),
      () => add(null, other.user.id),
      () => remove(null, other.user.id),
    ]) {
      expect((await call()).statusCode).toBe(401);
    }
    for (const call of [
      () => list(agent),
      () => add(agent, other.user.id),
      () => remove(agent, other.user.id),
    ]) {
      expect((await call()).statusCode).toBe(403);
    }
  });
});
