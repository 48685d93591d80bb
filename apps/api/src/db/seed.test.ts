import { bookingStatuses } from '@brillo/domain/enums';
import { BioSchema } from '@brillo/domain/contracts/agent-profile';
import { ClosestAvailabilitySchema } from '@brillo/domain/contracts/discovery';
import { slotRowProblem } from '@brillo/domain/slot-rules';
import { TZDate } from '@date-fns/tz';
import { eq } from 'drizzle-orm';
import type { BankAccountAnswer } from '@brillo/domain/contracts/bank-account';
import { describe, expect, it } from 'vitest';
import { signInForToken } from '../../test/auth.ts';
import { closeLater, createTestApp, temporaryFileStorage } from '../../test/app.ts';
import { createTestDatabase } from '../../test/database.ts';
import { createUser } from './factories.ts';
import sharp from 'sharp';
import {
  agentDocuments,
  agentProfiles,
  agentServiceComunas,
  availabilitySlots,
  bookings,
  customerProfiles,
  operatorAuditLog,
  ratings,
  users,
} from './schema.ts';
import { demoAgentFiles } from './seed-files.ts';
import { seedDemoData } from './seed.ts';
import {
  DEMO_PASSWORD,
  DEMO_SLOT_DAYS,
  DEMO_SUSPENSION_REASON,
  DEMO_TIME_ZONE,
  demoAgents,
  demoEmails,
  demoOperator,
  demoSuspendedCustomer,
} from './seed-data.ts';
import { testPasswordHasher } from '../../test/password-hasher.ts';
import type { Database } from './client.ts';
import { agentFilePaths } from '@brillo/domain/contracts/paths';

/** The Santiago wall-clock reading of an instant: day number, and minutes since midnight. */
function santiagoClock(instant: Date) {
  const local = new TZDate(instant.getTime(), DEMO_TIME_ZONE);
  return {
    day: Date.UTC(local.getFullYear(), local.getMonth(), local.getDate()) / 86_400_000,
    minutes: local.getHours() * 60 + local.getMinutes(),
  };
}

/** Checks the demo slots seeded at `now`: every agent has them, in Santiago working hours. */
async function expectDemoSlots(db: Database, now: Date) {
  // The demo bookings' slots (seed-bookings.ts) follow their bookings; checked apart.
  const booked = new Set(
    (await db.select({ id: bookings.availabilityId }).from(bookings)).map(({ id }) => id),
  );
  const slots = (await db.select().from(availabilitySlots)).filter(({ id }) => !booked.has(id));
  const agentIds = new Set(slots.map((slot) => slot.agentId));
  expect(agentIds.size).toBe(demoAgents.length);
  const today = santiagoClock(now).day;
  for (const slot of slots) {
    expect(slotRowProblem(slot, now), slot.startTime.toISOString()).toBeNull();
    const start = santiagoClock(slot.startTime);
    const end = santiagoClock(slot.endTime);
    expect(start.day).toBe(end.day);
    expect(start.day - today).toBeGreaterThanOrEqual(1);
    expect(start.day - today).toBeLessThanOrEqual(DEMO_SLOT_DAYS);
    expect(start.minutes).toBeGreaterThanOrEqual(8 * 60);
    expect(end.minutes).toBeLessThanOrEqual(20 * 60);
    expect(slot.bookingStatus).toBeNull();
  }
  const statuses = slots.map((slot) => slot.status);
  expect(new Set(statuses)).toEqual(new Set(['available', 'not available']));
  expect(statuses.filter((status) => status === 'available').length).toBeGreaterThan(
    statuses.length / 2,
  );
  return slots;
}

describe('the demo seed', async () => {
  const { storage } = temporaryFileStorage();
  const { app, database, discoveryChanges } = await createTestApp({ storage });
  const db = database.db;
  const seededAt = new Date();
  // Every test of the file starts from the seeded database, whatever ran before it.
  const first = await seedDemoData(db, testPasswordHasher, seededAt, storage);

  it('seeds the demo agent and customer, with confirmed emails and full profiles, once', async () => {
    expect(first).toEqual({ seeded: true, accounts: demoEmails });
    expect(demoEmails).toEqual(
      expect.arrayContaining(['agente@brillo.test', 'cliente@brillo.test']),
    );

    const [agent] = await db.select().from(users).where(eq(users.email, 'agente@brillo.test'));
    expect(agent).toMatchObject({ role: 'agent', emailVerified: true });
    expect(agent?.phone).toMatch(/^\+569\d{8}$/);
    const [profile] = await db
      .select()
      .from(agentProfiles)
      .where(eq(agentProfiles.userId, agent?.id ?? ''));
    expect(profile).toMatchObject({ comuna: 'Providencia', city: 'Santiago' });
    const comunas = (await db.select({ comuna: agentProfiles.comuna }).from(agentProfiles)).map(
      (row) => row.comuna,
    );
    expect(new Set(comunas).size).toBeGreaterThanOrEqual(3);

    const [customer] = await db.select().from(users).where(eq(users.email, 'cliente@brillo.test'));
    expect(customer).toMatchObject({ role: 'customer', emailVerified: true });
    const customerProfileRows = await db
      .select()
      .from(customerProfiles)
      .where(eq(customerProfiles.userId, customer?.id ?? ''));
    expect(customerProfileRows).toHaveLength(1);

    const usersBefore = await db.select({ id: users.id }).from(users);
    const slotsBefore = await db.select({ id: availabilitySlots.id }).from(availabilitySlots);
    const second = await seedDemoData(db, testPasswordHasher);
    expect(second).toEqual({ seeded: false, accounts: demoEmails });
    expect(await db.select({ id: users.id }).from(users)).toHaveLength(usersBefore.length);
    expect(await db.select({ id: availabilitySlots.id }).from(availabilitySlots)).toHaveLength(
      slotsBefore.length,
    );
  });

  it('gives each demo agent slots over the next 14 days in Santiago working hours', async () => {
    const slots = await expectDemoSlots(db, seededAt);
    expect(slots.length).toBeGreaterThanOrEqual(demoAgents.length * 20);
  });

  it("shows the demo agent's slots on the agent's availability page", async () => {
    const signedIn = await signInForToken(app, 'agente@brillo.test', DEMO_PASSWORD);
    const response = await app.inject({
      url: '/api/agents/slots/availability',
      headers: { authorization: `Bearer ${signedIn.json().token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().slots.length).toBeGreaterThan(10);
  });

  it("gives each demo agent a biography within decision 30's limit, served by the bio route", async () => {
    const profiles = await db.select({ bio: agentProfiles.bio }).from(agentProfiles);
    expect(profiles).toHaveLength(demoAgents.length);
    for (const { bio } of profiles) {
      expect(bio.length).toBeGreaterThan(0);
      expect(BioSchema.parse(bio)).toBe(bio);
    }
    const signedIn = await signInForToken(app, 'agente@brillo.test', DEMO_PASSWORD);
    const response = await app.inject({
      url: '/api/agents/bio',
      headers: { authorization: `Bearer ${signedIn.json().token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().bio).toBe(demoAgents[0]?.profile?.bio);
  });

  it('gives each demo agent a service area, so Matías in Ñuñoa sees fewer agents nearby than all', async () => {
    const signedIn = await signInForToken(app, 'agente@brillo.test', DEMO_PASSWORD);
    const area = await app.inject({
      url: '/api/agents/service-comunas',
      headers: { authorization: `Bearer ${signedIn.json().token}` },
    });
    expect(area.json()).toEqual({ comunas: ['Las Condes', 'Ñuñoa', 'Providencia'] });
    const rows = await db.select().from(agentServiceComunas);
    expect(rows).toHaveLength(demoAgents.flatMap((agent) => agent.serviceComunas).length);

    const customer = await signInForToken(app, 'cliente@brillo.test', DEMO_PASSWORD);
    const closest = async (query: string) => {
      await discoveryChanges.caughtUp();
      const response = await app.inject({
        url: `/api/v1/agents/closest-availability?limit=20${query}`,
        headers: { authorization: `Bearer ${customer.json().token}` },
      });
      expect(response.statusCode, response.body).toBe(200);
      return ClosestAvailabilitySchema.parse(response.json());
    };
    const nunoa = await closest('');
    expect(nunoa.comuna).toBe('Ñuñoa');
    expect(nunoa.agents.map((agent) => agent.name).sort()).toEqual([
      'Joaquín Fuentes Soto',
      'Valentina Rojas Muñoz',
    ]);
    const everyone = await closest('&allComunas=true');
    expect(everyone.total).toBe(demoAgents.length);
    expect(everyone.total).toBeGreaterThan(nunoa.total);
  });

  it('gives Valentina an account payouts may go to, and Camila one still in its first 24 hours', async () => {
    const accountOf = async (email: string) => {
      const signedIn = await signInForToken(app, email, DEMO_PASSWORD);
      const response = await app.inject({
        url: '/api/agents/bank-account',
        headers: { authorization: `Bearer ${signedIn.json().token}` },
      });
      expect(response.statusCode).toBe(200);
      return response.json<BankAccountAnswer>();
    };
    expect(await accountOf('agente@brillo.test')).toMatchObject({
      rut: '16.543.210-K',
      account: { bankName: 'BancoEstado', maskedNumber: '•••• 3210', payableNow: true },
    });
    expect(await accountOf('camila.diaz@brillo.test')).toMatchObject({
      rut: '18.234.567-9',
      account: { bank: 'santander', accountType: 'corriente', payableNow: false },
    });
  });

  it('gives the demo agent bookings from the demo customer for every dashboard part', async () => {
    const [agent] = await db.select().from(users).where(eq(users.email, 'agente@brillo.test'));
    const [customer] = await db.select().from(users).where(eq(users.email, 'cliente@brillo.test'));
    // The demo agent's bookings; the other agents' rated services are seed-ratings.ts's.
    const rows = await db
      .select({ booking: bookings, slot: availabilitySlots })
      .from(bookings)
      .innerJoin(availabilitySlots, eq(availabilitySlots.id, bookings.availabilityId))
      .where(eq(bookings.agentId, agent?.id ?? ''));
    expect(rows.every(({ booking }) => booking.customerId === customer?.id)).toBe(true);
    const byStatus = (status: string) => rows.filter(({ booking }) => booking.status === status);
    // Every status of the lifecycle, each with the reason and slot row it leaves.
    expect(new Set(rows.map(({ booking }) => booking.status))).toEqual(new Set(bookingStatuses));
    const pending = byStatus('pending');
    const paid = byStatus('accepted_payment_success');
    const rejected = byStatus('rejected').filter(
      ({ booking }) => booking.reason === 'agent_rejected',
    );
    const rated = byStatus('finished_evaluated');
    expect(pending).toHaveLength(2);
    expect(paid).toHaveLength(1);
    expect(rejected).toHaveLength(1);
    expect(rated.length).toBeGreaterThanOrEqual(1);
    for (const { booking, slot } of byStatus('accepted_customer_cancelation')) {
      expect(['customer_cancelled', 'payment_expired']).toContain(booking.reason);
      expect(slot).toMatchObject({ status: 'available', bookingStatus: null });
    }
    expect(
      byStatus('accepted_customer_cancelation')
        .map(({ booking }) => booking.reason)
        .sort(),
    ).toEqual(['customer_cancelled', 'payment_expired']);
    for (const { booking, slot } of byStatus('rejected')) {
      if (booking.reason === 'request_expired') {
        expect(slot).toMatchObject({ status: 'available', bookingStatus: null });
      } else expect(booking.reason).toBe('agent_rejected');
    }
    for (const status of ['accepted_pending_payment', 'accepted_payment_failed'] as const) {
      expect(byStatus(status)).toHaveLength(1);
      expect(byStatus(status)[0]?.slot).toMatchObject({
        status: 'accepted',
        bookingStatus: 'booked_accepted',
      });
      expect(byStatus(status)[0]?.booking.reason).toBeNull();
    }
    const unrated = byStatus('finished');
    expect(unrated).toHaveLength(1);
    expect(unrated[0]?.booking.bookingEndTime.getTime()).toBeLessThan(seededAt.getTime());
    for (const { booking, slot } of [...pending, ...paid, ...rejected]) {
      expect(booking.bookingStartTime.getTime()).toBeGreaterThan(seededAt.getTime());
      expect(booking.bookingStartTime).toEqual(slot.startTime);
      expect(booking.bookingEndTime).toEqual(slot.endTime);
    }
    for (const { booking, slot } of rated) {
      expect(booking.bookingEndTime.getTime()).toBeLessThan(seededAt.getTime());
      expect(slot).toMatchObject({ status: 'accepted', bookingStatus: 'booked_accepted' });
    }
    for (const { slot } of pending) {
      expect(slot).toMatchObject({
        status: 'available',
        bookingStatus: 'booked_waiting_agent_confirmation',
      });
    }
    expect(paid[0]?.slot).toMatchObject({ status: 'accepted', bookingStatus: 'booked_accepted' });
    expect(rejected[0]?.slot).toMatchObject({
      status: 'rejected',
      bookingStatus: 'booked_rejected',
    });
    const given = await db
      .select()
      .from(ratings)
      .where(eq(ratings.agentId, agent?.id ?? ''));
    expect(given).toHaveLength(rated.length);

    const signedIn = await signInForToken(app, 'agente@brillo.test', DEMO_PASSWORD);
    const headers = { authorization: `Bearer ${signedIn.json().token}` };
    const list = await app.inject({ url: '/api/agents/bookings?status=pending', headers });
    expect(list.json().total).toBe(2);
    const accepted = await app.inject({
      url: '/api/agents/bookings?status=accepted_payment_success',
      headers,
    });
    expect(accepted.json().total).toBe(1);

    // The demo customer sees every one of them, and the finished ones with or without a rating.
    const customerSignIn = await signInForToken(app, 'cliente@brillo.test', DEMO_PASSWORD);
    const customerHeaders = { authorization: `Bearer ${customerSignIn.json().token}` };
    const mine = await app.inject({ url: '/api/v1/customers/bookings', headers: customerHeaders });
    const customerRows = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.customerId, customer?.id ?? ''));
    expect(mine.json().total).toBe(customerRows.length);
    const finished = await app.inject({
      url: '/api/v1/customers/bookings/finished',
      headers: customerHeaders,
    });
    const hasRating = finished.json().bookings.map((b: { hasRating: boolean }) => b.hasRating);
    expect(hasRating).toContain(true);
    expect(hasRating).toContain(false);
    const active = await app.inject({ url: '/api/v1/agents/active-bookings', headers });
    expect(active.json().bookings[0].customer).toMatchObject({
      contact: 'full',
      email: 'cliente@brillo.test',
    });
  });

  it('gives the demo customer two services to rate and the agents a spread of averages', async () => {
    const signedIn = await signInForToken(app, 'cliente@brillo.test', DEMO_PASSWORD);
    const headers = { authorization: `Bearer ${signedIn.json().token}` };
    const finished = await app.inject({ url: '/api/v1/customers/bookings/finished', headers });
    const rateable = finished
      .json()
      .bookings.filter((b: { actions: string[] }) => b.actions.includes('rate'));
    expect(rateable.length).toBeGreaterThanOrEqual(2);
    expect(new Set(rateable.map((b: { agent: { id: string } }) => b.agent.id)).size).toBe(2);

    const averages: Record<string, unknown> = {};
    for (const { user } of demoAgents) {
      const agentSignIn = await signInForToken(app, user.email, DEMO_PASSWORD);
      const answer = await app.inject({
        url: '/api/v1/agents/ratings',
        headers: { authorization: `Bearer ${agentSignIn.json().token}` },
      });
      const { average, count, ratings: list } = answer.json();
      averages[user.email] = { average, count };
      for (const item of list) expect(item.customerFirstName).not.toMatch(/\s/);
    }
    // The demo agent's count stays what the journeys expect (e2e/agent-dashboard.spec.ts).
    expect(averages).toEqual({
      'agente@brillo.test': { average: 4.3, count: 3 },
      'camila.diaz@brillo.test': { average: 4.8, count: 5 },
      'joaquin.fuentes@brillo.test': { average: 4.3, count: 3 },
      'francisca.morales@brillo.test': { average: null, count: 0 },
    });
  });

  it('gives every demo agent an avatar, served as a square WebP', async () => {
    const profiles = await db
      .select({ avatarUrl: agentProfiles.avatarUrl, avatarKey: agentProfiles.avatarKey })
      .from(agentProfiles);
    expect(profiles).toHaveLength(demoAgents.length);
    for (const { avatarUrl, avatarKey } of profiles) {
      expect(avatarUrl).toBe(storage.publicUrl(avatarKey ?? ''));
      const response = await app.inject({ url: avatarUrl ?? '' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      const { width, height, format } = await sharp(response.rawPayload).metadata();
      expect({ width, height, format }).toEqual({ width: 256, height: 256, format: 'webp' });
    }
  });

  it('gives the demo agents documents in several states, each flag matching a stored file', async () => {
    const states = new Set<string>();
    for (const [email, plan] of Object.entries(demoAgentFiles)) {
      const signedIn = await signInForToken(app, email, DEMO_PASSWORD);
      const headers = { authorization: `Bearer ${signedIn.json().token}` };
      const flags = await app.inject({ url: agentFilePaths.docsFlags, headers });
      const statusOf = (kind: 'id' | 'certificate') =>
        plan.documents[kind] ? (plan.reviews[kind]?.status ?? 'pending') : null;
      const expected = {
        docs: {
          upload_id: plan.documents.id !== undefined,
          upload_certificate: plan.documents.certificate !== undefined,
        },
        review: { id: statusOf('id'), certificate: statusOf('certificate') },
        verified: statusOf('id') === 'approved' && statusOf('certificate') === 'approved',
      };
      expect(flags.json(), email).toEqual(expected);
      states.add(JSON.stringify(expected.review));
      for (const kind of ['id', 'certificate'] as const) {
        const file = await app.inject({ url: agentFilePaths.documentFile(kind), headers });
        expect(file.statusCode, `${email} ${kind}`).toBe(plan.documents[kind] ? 200 : 404);
        if (plan.documents[kind] === 'pdf') {
          expect(file.headers['content-type']).toBe('application/pdf');
          expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        }
        if (plan.documents[kind] === 'png') {
          expect((await sharp(file.rawPayload).metadata()).format).toBe('png');
        }
      }
    }
    // Verified agents, one with a rejected document, one waiting for review (PD-37).
    expect([...states].sort()).toEqual(
      [
        { id: 'approved', certificate: 'approved' },
        { id: 'rejected', certificate: null },
        { id: null, certificate: 'pending' },
      ]
        .map((state) => JSON.stringify(state))
        .sort(),
    );
    expect(Object.keys(demoAgentFiles)).toContain('agente@brillo.test');
    expect(await db.select({ id: agentDocuments.id }).from(agentDocuments)).toHaveLength(6);
    // Each decision is in the audit log, by the demo operator.
    const decisions = await db
      .select({ action: operatorAuditLog.action })
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.targetType, 'agent_document'));
    expect(decisions.map((row) => row.action).sort()).toEqual([
      'document.approved',
      'document.approved',
      'document.approved',
      'document.approved',
      'document.rejected',
    ]);
  });

  it("keeps Santiago's working hours across the April change", async () => {
    const other = await createTestDatabase();
    closeLater(() => other.close());
    const beforeApril = new Date('2026-03-30T15:00:00Z');
    await seedDemoData(other.db, testPasswordHasher, beforeApril);
    const slots = await expectDemoSlots(other.db, beforeApril);
    const offsets = new Set(
      slots.map((slot) => new TZDate(slot.startTime.getTime(), DEMO_TIME_ZONE).getTimezoneOffset()),
    );
    expect(offsets).toEqual(new Set([180, 240]));
  });

  it('lets both demo accounts sign in through the API with the demo password', async () => {
    for (const [email, rol] of [
      ['agente@brillo.test', 'agent'],
      ['cliente@brillo.test', 'customer'],
    ] as const) {
      const response = await signInForToken(app, email, DEMO_PASSWORD);
      expect(response.statusCode).toBe(200);
      const session = await app.inject({
        url: '/api/session',
        headers: { authorization: `Bearer ${response.json().token}` },
      });
      expect(session.json().user).toMatchObject({ email, rol });
      expect(session.json().user.personalData.address).toContain('Santiago');
    }
  });

  it('seeds a customer the demo operator suspended, with its audit row, whose sign-in is refused', async () => {
    const [suspended] = await db
      .select()
      .from(users)
      .where(eq(users.email, demoSuspendedCustomer.user.email));
    expect(suspended?.suspendedAt).toBeInstanceOf(Date);
    const [operator] = await db.select().from(users).where(eq(users.email, demoOperator.email));
    const rows = await db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.targetId, suspended?.id ?? ''));
    expect(rows).toEqual([
      expect.objectContaining({
        operatorId: operator?.id,
        action: 'account.suspended',
        reason: DEMO_SUSPENSION_REASON,
      }),
    ]);
    const response = await signInForToken(app, demoSuspendedCustomer.user.email, DEMO_PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('ACCOUNT_SUSPENDED');
    // The demo agents the other demos use stay active.
    const agents = await db.select().from(users).where(eq(users.role, 'agent'));
    expect(agents.every((agent) => agent.suspendedAt === null)).toBe(true);
  });

  it('leaves a database that already has users alone', async () => {
    const other = await createTestDatabase();
    closeLater(() => other.close());
    await createUser(other.db, 'customer');
    expect(await seedDemoData(other.db, testPasswordHasher)).toEqual({
      seeded: false,
      accounts: [],
    });
    expect(await other.db.select().from(users)).toHaveLength(1);
  });
});
