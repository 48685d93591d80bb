import type {
  OperatorAccountDetail,
  OperatorAccountsPage,
} from '@brillo/domain/contracts/operator-accounts';
import type { BookingStatus } from '@brillo/domain/enums';
import { authTexts } from '@brillo/domain/texts/auth.es-CL';
import { operatorAccountsTexts } from '@brillo/domain/texts/operator-accounts.es-CL';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import {
  bearer,
  captureMail,
  post,
  signIn,
  signedInAccount,
  type SignedInAccount,
} from '../../../test/auth.ts';
import { wholeMinuteClock } from '../../../test/clock.ts';
import { signedInOperator } from '../../../test/harness/callers.ts';
import { consoleListReads } from '../../../test/operators.ts';
import { sessionOf } from '../../../test/sessions.ts';
import { createBooking, createSlot } from '../../db/factories.ts';
import {
  availabilitySlots,
  bookings,
  operatorAuditLog,
  paymentRefunds,
  payments,
  sessions,
  users,
} from '../../db/schema.ts';

const { api } = operatorAccountsTexts;
const HOUR = 3_600_000;
const LIST = '/api/operador/accounts';

/** The day of `date` on Santiago's calendar, as the discovery routes take it. */
const santiagoDay = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(date);

describe('the operators’ accounts: suspending and restoring (issue 32, PD-38)', async () => {
  const clock = wholeMinuteClock();
  const mail = captureMail();
  const { app, database, jobs, callerChanges, discoveryChanges } = await createTestApp({
    clock,
    mailer: mail.mailer,
  });
  const db = database.db;
  const operator = await signedInOperator(db);
  const colleague = await signedInOperator(db);

  const { list, page, detail } = consoleListReads<OperatorAccountsPage, OperatorAccountDetail>(
    app,
    LIST,
    operator,
  );
  const change = (
    what: 'suspend' | 'restore',
    id: string,
    body: object,
    caller: { token: string } = operator,
  ) => app.inject({ method: 'POST', url: `${LIST}/${id}/${what}`, headers: bearer(caller), body });
  const suspend = (
    id: string,
    body: object = { reason: 'Reclamos repetidos' },
    caller = operator,
  ) => change('suspend', id, body, caller);
  const restore = (id: string, body: object = { reason: 'Aclarado' }, caller = operator) =>
    change('restore', id, body, caller);

  const inDays = (days: number) => new Date(clock.now().getTime() + days * 24 * HOUR);
  const session = (caller: { token: string }) =>
    app.inject({ method: 'GET', url: '/api/session', headers: bearer(caller) });
  const auditOf = (targetType: string, ids: string[]) =>
    db
      .select()
      .from(operatorAuditLog)
      .where(
        and(eq(operatorAuditLog.targetType, targetType), inArray(operatorAuditLog.targetId, ids)),
      );
  const bookingRow = async (id: string) =>
    (await db.select().from(bookings).where(eq(bookings.id, id)))[0];

  async function people() {
    const agent = await signedInAccount(app, db, 'agent', { withProfile: true });
    const customer = await signedInAccount(app, db, 'customer', { withProfile: true });
    return { agent, customer };
  }
  async function bookingAt(
    who: { agent: SignedInAccount; customer: SignedInAccount },
    start: Date,
    status: BookingStatus = 'pending',
  ) {
    const slot = await createSlot(db, {
      agentId: who.agent.user.id,
      startTime: start,
      endTime: new Date(start.getTime() + 3 * HOUR),
      ...(status === 'pending'
        ? { bookingStatus: 'booked_waiting_agent_confirmation' as const }
        : status.startsWith('accepted')
          ? { status: 'accepted' as const, bookingStatus: 'booked_accepted' as const }
          : {}),
    });
    return createBooking(db, { customerId: who.customer.user.id, slot, status });
  }
  async function openSlot(agent: SignedInAccount, start: Date) {
    return createSlot(db, {
      agentId: agent.user.id,
      startTime: start,
      endTime: new Date(start.getTime() + 2 * HOUR),
    });
  }
  async function agentsOn(day: string) {
    await discoveryChanges.caughtUp();
    const answer = await app.inject({
      method: 'GET',
      url: '/api/agents/available',
      query: { day },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ agents: { id: string }[] }>().agents.map((agent) => agent.id);
  }
  async function slotsOn(agentId: string, day: string) {
    const answer = await app.inject({
      method: 'GET',
      url: '/api/customers/slots/availability',
      query: { agent_id: agentId, day },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ slots: unknown[] }>().slots.length;
  }
  async function closestIds() {
    await discoveryChanges.caughtUp();
    const answer = await app.inject({
      method: 'GET',
      url: '/api/v1/agents/closest-availability',
      query: { limit: '20' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ agents: { id: string }[] }>().agents.map((agent) => agent.id);
  }

  describe('GET /api/operador/accounts and /:id', () => {
    it('finds customers and agents by a piece of the name or email, by role and by state, never operators', async () => {
      const { agent, customer } = await people();
      await db
        .update(users)
        .set({ name: 'Zoila Suspensión Prueba' })
        .where(eq(users.id, agent.user.id));
      const byName = await page({ text: 'zoila suspensión' });
      expect(byName.accounts.map((row) => row.id)).toEqual([agent.user.id]);
      expect(byName).toMatchObject({ total: 1, page: 1, pageSize: 50 });
      expect(byName.accounts[0]).toEqual({
        id: agent.user.id,
        name: 'Zoila Suspensión Prueba',
        email: agent.user.email,
        role: 'agent',
        state: 'active',
        createdAt: expect.any(String),
        suspendedAt: null,
      });
      const byEmail = await page({ text: customer.user.email.toUpperCase() });
      expect(byEmail.accounts.map((row) => row.id)).toEqual([customer.user.id]);
      expect((await page({ text: customer.user.email, role: 'agent' })).total).toBe(0);
      // A LIKE wildcard is a plain character.
      expect((await page({ text: '%' })).total).toBe(0);
      const everyone = await page();
      expect(everyone.accounts.map((row) => row.role)).not.toContain('operator');
      expect(everyone.accounts.map((row) => row.id)).not.toContain(operator.user.id);
      expect((await page({ state: 'suspended', text: customer.user.email })).total).toBe(0);
      expect((await page({ state: 'active', text: customer.user.email })).total).toBe(1);
    });

    it('shows one account: its data, state, open bookings, history and what may be done', async () => {
      const who = await people();
      await bookingAt(who, inDays(3));
      const read = await detail(who.customer.user.id);
      expect(read).toMatchObject({
        id: who.customer.user.id,
        role: 'customer',
        state: 'active',
        emailVerified: true,
        openBookings: 1,
        history: [],
        actions: ['suspend'],
      });
    });

    it('answers 404 for an unknown id, a malformed one and an operator’s account', async () => {
      for (const id of [crypto.randomUUID(), 'no-es-un-id', operator.user.id]) {
        const answer = await app.inject({
          method: 'GET',
          url: `${LIST}/${id}`,
          headers: bearer(operator),
        });
        expect(answer.statusCode, id).toBe(404);
        expect(answer.json()).toMatchObject({ error: { message: api.accountNotFound } });
      }
    });

    it('refuses bad filters with a Spanish 400 naming the field', async () => {
      for (const [query, field, message] of [
        [{ role: 'operator' }, 'role', api.badRole],
        [{ state: 'borrada' }, 'state', api.badState],
        [{ page: '0' }, 'page', api.badPage],
        [{ text: 'x'.repeat(101) }, 'text', api.badText],
      ] as const) {
        const answer = await list(query);
        expect(answer.statusCode, JSON.stringify(query)).toBe(400);
        expect(answer.json().error.fields).toMatchObject({ [field]: message });
      }
    });
  });

  describe('POST /api/operador/accounts/:id/suspend', () => {
    it('suspends an agent: sessions end at once, sign-in is refused in Spanish, the agent leaves every list, open bookings end', async () => {
      const who = await people();
      const day = inDays(20);
      await openSlot(who.agent, day);
      const pending = await bookingAt(who, inDays(4));
      const accepted = await bookingAt(who, inDays(5), 'accepted_pending_payment');
      const over = await bookingAt(who, inDays(-3), 'finished');
      expect(await agentsOn(santiagoDay(day))).toContain(who.agent.user.id);
      expect(await closestIds()).toContain(who.agent.user.id);
      expect(await slotsOn(who.agent.user.id, santiagoDay(day))).toBe(1);
      // The caller is cached.
      expect((await session(who.agent)).statusCode).toBe(200);

      const answer = await suspend(who.agent.user.id, { reason: '  Reclamos repetidos  ' });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json<OperatorAccountDetail>()).toMatchObject({
        state: 'suspended',
        openBookings: 0,
        actions: ['restore'],
        history: [
          {
            action: 'suspended',
            reason: 'Reclamos repetidos',
            operator: { id: operator.user.id, name: operator.user.name },
            bookingsEnded: 2,
          },
        ],
      });

      // Its bearer token answers 401 at once; no session row is left.
      expect((await session(who.agent)).statusCode).toBe(401);
      expect(
        await db.select().from(sessions).where(eq(sessions.userId, who.agent.user.id)),
      ).toEqual([]);
      // A session written anyway (a sign-in committed as the suspension was) is no session.
      const late = await sessionOf(db, who.agent.user.id);
      expect((await session({ token: late })).statusCode).toBe(401);
      // Sign-in: a wrong password learns nothing new; the right one is told in Spanish.
      const wrong = await signIn(app, who.agent.user.email, 'una-clave-equivocada-1');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().error.message).toBe(authTexts.errors.invalidCredentials);
      const right = await signIn(app, who.agent.user.email);
      expect(right.statusCode).toBe(403);
      expect(right.json()).toMatchObject({
        error: { code: 'ACCOUNT_SUSPENDED', message: authTexts.errors.accountSuspended },
      });

      // Gone from every customer list.
      expect(await agentsOn(santiagoDay(day))).not.toContain(who.agent.user.id);
      expect(await closestIds()).not.toContain(who.agent.user.id);
      expect(await slotsOn(who.agent.user.id, santiagoDay(day))).toBe(0);

      // The request rejected, the accepted booking cancelled, each with the reason; the past one kept.
      expect(await bookingRow(pending.id)).toMatchObject({
        status: 'rejected',
        reason: 'account_suspended',
      });
      expect(await bookingRow(accepted.id)).toMatchObject({
        status: 'accepted_customer_cancelation',
        reason: 'account_suspended',
      });
      expect((await bookingRow(over.id))?.status).toBe('finished');
      const slots = await db
        .select()
        .from(availabilitySlots)
        .where(inArray(availabilitySlots.id, [pending.availabilityId, accepted.availabilityId]));
      for (const slot of slots)
        expect(slot).toMatchObject({ status: 'available', bookingStatus: null });

      // One audit row for the account and one for each booking ended, with the reason.
      expect(await auditOf('user', [who.agent.user.id])).toEqual([
        expect.objectContaining({
          operatorId: operator.user.id,
          action: 'account.suspended',
          reason: 'Reclamos repetidos',
          before: { suspendedAt: null },
          after: { suspendedAt: clock.now().toISOString(), sessionsEnded: 2, bookingsEnded: 2 },
        }),
      ]);
      const bookingRows = await auditOf('booking', [pending.id, accepted.id, over.id]);
      expect(bookingRows.map((row) => [row.targetId, row.action, row.reason]).sort()).toEqual(
        [
          [pending.id, 'booking.ended_by_suspension', 'Reclamos repetidos'],
          [accepted.id, 'booking.ended_by_suspension', 'Reclamos repetidos'],
        ].sort(),
      );

      // The emails: the agent's suspension, and the customer's two bookings ended by Brillo.
      await jobs.runDue();
      expect(mail.mailTo(who.agent.user.email).map((message) => message.subject)).toEqual([
        operatorAccountsTexts.email.suspended.subject,
      ]);
      expect(mail.mailTo(who.agent.user.email)[0]?.text).toContain('Motivo: Reclamos repetidos');
      expect(mail.mailTo(who.customer.user.email).map((message) => message.subject)).toEqual([
        'Brillo canceló tu servicio',
        'Brillo canceló tu servicio',
      ]);

      // A customer can no longer book the suspended agent's slot.
      const slot = await openSlot(who.agent, inDays(21));
      const booked = await app.inject({
        method: 'POST',
        url: '/api/customers/bookings',
        headers: bearer(who.customer),
        body: { availability_id: slot.id },
      });
      expect(booked.statusCode, booked.body).toBe(409);
    });

    it('restores the agent: sign-in works again and the agent is back in every list, the ended bookings stay ended', async () => {
      const who = await people();
      const day = inDays(22);
      await openSlot(who.agent, day);
      const pending = await bookingAt(who, inDays(4));
      expect((await suspend(who.agent.user.id)).statusCode).toBe(200);
      expect(await agentsOn(santiagoDay(day))).not.toContain(who.agent.user.id);

      // The audit log orders by its instants; the embedded database counts whole milliseconds.
      await new Promise((resolve) => setTimeout(resolve, 2));
      const answer = await restore(who.agent.user.id, { reason: 'Se aclaró el reclamo' });
      expect(answer.statusCode, answer.body).toBe(200);
      const read = answer.json<OperatorAccountDetail>();
      expect(read).toMatchObject({ state: 'active', suspendedAt: null, actions: ['suspend'] });
      expect(read.history.map((entry) => [entry.action, entry.reason])).toEqual([
        ['restored', 'Se aclaró el reclamo'],
        ['suspended', 'Reclamos repetidos'],
      ]);
      expect(await agentsOn(santiagoDay(day))).toContain(who.agent.user.id);
      // The freed slot of the ended request is offered again.
      expect(await agentsOn(santiagoDay(inDays(4)))).toContain(who.agent.user.id);
      expect((await bookingRow(pending.id))?.status).toBe('rejected');
      expect((await signIn(app, who.agent.user.email)).statusCode).toBe(200);
      expect(await auditOf('user', [who.agent.user.id])).toHaveLength(2);
      await jobs.runDue();
      // The queue sends them in either order.
      expect(
        mail
          .mailTo(who.agent.user.email)
          .map((message) => message.subject)
          .sort(),
      ).toEqual(
        [
          operatorAccountsTexts.email.suspended.subject,
          operatorAccountsTexts.email.restored.subject,
        ].sort(),
      );
    });

    it('suspends a customer: their requests and unpaid bookings are cancelled and the slots freed', async () => {
      const who = await people();
      const pending = await bookingAt(who, inDays(4));
      const unpaid = await bookingAt(who, inDays(5), 'accepted_payment_failed');
      expect((await suspend(who.customer.user.id)).statusCode).toBe(200);
      for (const id of [pending.id, unpaid.id]) {
        expect(await bookingRow(id)).toMatchObject({
          status: 'accepted_customer_cancelation',
          reason: 'account_suspended',
        });
      }
      expect((await session(who.customer)).statusCode).toBe(401);
      // The agent keeps signing in and is told of each booking.
      expect((await session(who.agent)).statusCode).toBe(200);
      await jobs.runDue();
      expect(mail.mailTo(who.agent.user.email).map((message) => message.subject)).toEqual([
        'Brillo canceló una reserva',
        'Brillo canceló una reserva',
      ]);
      expect(await agentsOn(santiagoDay(inDays(4)))).toContain(who.agent.user.id);
    });

    it('refunds a paid booking in full when its agent is suspended', async () => {
      const who = await people();
      const slot = await openSlot(who.agent, inDays(2));
      const ok = async (
        answer: Promise<{ statusCode: number; body: string; json: () => unknown }>,
      ) => {
        const done = await answer;
        expect(done.statusCode, done.body).toBeLessThan(300);
        return done.json() as Record<string, unknown>;
      };
      const made = await ok(
        app.inject({
          method: 'POST',
          url: '/api/customers/bookings',
          headers: bearer(who.customer),
          body: { availability_id: slot.id },
        }),
      );
      const id = String(made.id);
      await ok(
        app.inject({
          method: 'PATCH',
          url: `/api/customers/bookings/${id}/accept`,
          headers: bearer(who.agent),
          body: {},
        }),
      );
      const { widget_token: token } = await ok(
        app.inject({
          method: 'POST',
          url: '/api/bookings/payment',
          headers: bearer(who.customer),
          body: { booking_id: id },
        }),
      );
      await ok(
        app.inject({
          method: 'POST',
          url: `/api/payments/sandbox/intents/${String(token)}/settle`,
          headers: bearer(who.customer),
          body: { outcome: 'succeeded', bank: 'BancoEstado' },
        }),
      );
      expect((await bookingRow(id))?.status).toBe('accepted_payment_success');

      expect((await suspend(who.agent.user.id)).statusCode).toBe(200);
      expect(await bookingRow(id)).toMatchObject({
        status: 'accepted_customer_cancelation',
        reason: 'account_suspended',
      });
      const [payment] = await db.select().from(payments).where(eq(payments.bookingId, id));
      const refunds = await db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.paymentId, payment?.id ?? ''));
      expect(refunds).toEqual([
        expect.objectContaining({ status: 'succeeded', amount: payment?.amount }),
      ]);
    });

    it('refuses a missing, blank or overlong reason and an unknown field with a Spanish 400, changing nothing', async () => {
      const { customer } = await people();
      for (const [body, message] of [
        [{}, api.reasonRequired],
        [{ reason: '   ' }, api.reasonRequired],
        [{ reason: 'x'.repeat(1001) }, api.reasonTooLong(1000)],
      ] as const) {
        for (const what of ['suspend', 'restore'] as const) {
          const answer = await change(what, customer.user.id, body);
          expect(answer.statusCode, JSON.stringify(body)).toBe(400);
          expect(answer.json().error.fields).toMatchObject({ reason: message });
        }
      }
      expect(
        (await change('suspend', customer.user.id, { reason: 'Motivo', extra: 1 })).statusCode,
      ).toBe(400);
      expect((await detail(customer.user.id)).state).toBe('active');
      expect(await auditOf('user', [customer.user.id])).toEqual([]);
    });

    it('refuses to suspend a suspended account or restore an active one with a Spanish 409', async () => {
      const { customer } = await people();
      const active = await restore(customer.user.id);
      expect(active.statusCode).toBe(409);
      expect(active.json()).toMatchObject({ error: { message: api.notSuspended } });
      expect((await suspend(customer.user.id)).statusCode).toBe(200);
      const again = await suspend(customer.user.id);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ error: { message: api.alreadySuspended } });
      expect(await auditOf('user', [customer.user.id])).toHaveLength(1);
    });

    it('refuses an operator’s account with 403 and an unknown one with 404', async () => {
      const answer = await suspend(colleague.user.id);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ error: { message: api.operatorAccount } });
      expect((await session(colleague)).statusCode).toBe(200);
      expect((await suspend(crypto.randomUUID())).statusCode).toBe(404);
      expect((await restore('no-es-un-id')).statusCode).toBe(404);
    });

    it('gives one result to two operators suspending at once, and to two restoring at once: one audit row each', async () => {
      const who = await people();
      const pending = await bookingAt(who, inDays(6));
      const suspensions = await Promise.all([
        suspend(who.agent.user.id, { reason: 'Primera' }),
        suspend(who.agent.user.id, { reason: 'Segunda' }, colleague),
      ]);
      expect(suspensions.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(await auditOf('user', [who.agent.user.id])).toHaveLength(1);
      expect(await auditOf('booking', [pending.id])).toHaveLength(1);

      const restorations = await Promise.all([
        restore(who.agent.user.id, { reason: 'Primera' }),
        restore(who.agent.user.id, { reason: 'Segunda' }, colleague),
      ]);
      expect(restorations.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(await auditOf('user', [who.agent.user.id])).toHaveLength(2);
    });

    it('leaves no open booking of an agent suspended while a customer books their slot', async () => {
      for (let round = 0; round < 3; round += 1) {
        const who = await people();
        const slot = await openSlot(who.agent, inDays(7 + round));
        const [booked, suspended] = await Promise.all([
          app.inject({
            method: 'POST',
            url: '/api/customers/bookings',
            headers: bearer(who.customer),
            body: { availability_id: slot.id },
          }),
          suspend(who.agent.user.id),
        ]);
        expect(suspended.statusCode, suspended.body).toBe(200);
        expect([201, 409], booked.body).toContain(booked.statusCode);
        const open = await db
          .select()
          .from(bookings)
          .where(
            and(
              eq(bookings.agentId, who.agent.user.id),
              inArray(bookings.status, ['pending', 'accepted_pending_payment']),
            ),
          );
        expect(open).toEqual([]);
      }
    });

    it('ends a request its agent accepts while being suspended, with no error on either side', async () => {
      for (let round = 0; round < 3; round += 1) {
        const who = await people();
        const pending = await bookingAt(who, inDays(8 + round));
        const [accepted, suspended] = await Promise.all([
          app.inject({
            method: 'PATCH',
            url: `/api/customers/bookings/${pending.id}/accept`,
            headers: bearer(who.agent),
            body: {},
          }),
          suspend(who.agent.user.id),
        ]);
        expect(suspended.statusCode, suspended.body).toBe(200);
        expect([200, 401, 409], accepted.body).toContain(accepted.statusCode);
        expect((await bookingRow(pending.id))?.reason).toBe('account_suspended');
      }
    });

    it('keeps a suspended account suspended through a password reset', async () => {
      const { customer } = await people();
      expect((await suspend(customer.user.id)).statusCode).toBe(200);
      await post(app, '/api/auth/request-password-reset', {
        email: customer.user.email,
        redirectTo: '/reset-password',
      });
      await jobs.runDue();
      const resetToken = mail
        .linkTo(customer.user.email, '/reset-password')
        .searchParams.get('token');
      const reset = await post(app, '/api/auth/reset-password', {
        newPassword: 'una-clave-nueva-2026',
        token: resetToken,
      });
      expect(reset.statusCode).toBe(200);
      const signedIn = await signIn(app, customer.user.email, 'una-clave-nueva-2026');
      expect(signedIn.statusCode).toBe(403);
      expect(signedIn.json().error.code).toBe('ACCOUNT_SUSPENDED');
      expect((await detail(customer.user.id)).state).toBe('suspended');
    });
  });

  describe('who may call them', () => {
    it('answers 404 to anyone but an operator, signed out included, on every route', async () => {
      const who = await people();
      for (const headers of [{}, bearer(who.customer), bearer(who.agent)]) {
        for (const [method, url] of [
          ['GET', LIST],
          ['GET', `${LIST}/${who.customer.user.id}`],
          ['POST', `${LIST}/${who.customer.user.id}/suspend`],
          ['POST', `${LIST}/${who.customer.user.id}/restore`],
        ] as const) {
          const body = method === 'POST' ? { reason: 'Motivo' } : undefined;
          const answer = await app.inject({ method, url, headers, ...(body ? { body } : {}) });
          expect(answer.statusCode, `${method} ${url}`).toBe(404);
        }
      }
      expect((await detail(who.customer.user.id)).state).toBe('active');
      await callerChanges.caughtUp();
    });
  });
});

describe('the landing page’s figures and a suspended agent', async () => {
  const clock = wholeMinuteClock();
  const { app, database } = await createTestApp({ clock });
  const db = database.db;

  it('counts a suspended agent no more once its minute of cache is over, and again once restored', async () => {
    const operator = await signedInOperator(db);
    const agent = await signedInAccount(app, db, 'agent', { withProfile: true });
    const start = new Date(clock.now().getTime() + 3 * 24 * HOUR);
    await createSlot(db, {
      agentId: agent.user.id,
      startTime: start,
      endTime: new Date(start.getTime() + 2 * HOUR),
    });
    const agents = async () => {
      const answer = await app.inject({ method: 'GET', url: '/api/public/market-summary' });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<{ agents: number }>().agents;
    };
    const change = (what: 'suspend' | 'restore') =>
      app.inject({
        method: 'POST',
        url: `${LIST}/${agent.user.id}/${what}`,
        headers: { authorization: `Bearer ${operator.token}` },
        body: { reason: 'Prueba' },
      });
    expect(await agents()).toBe(1);
    expect((await change('suspend')).statusCode).toBe(200);
    clock.advance(61_000);
    expect(await agents()).toBe(0);
    expect((await change('restore')).statusCode).toBe(200);
    clock.advance(61_000);
    expect(await agents()).toBe(1);
  });
});

describe('a suspension seen by another API process', async () => {
  const first = await createTestApp();
  const second = await createTestApp({ database: first.database });
  const db = first.database.db;

  it('refuses the suspended account’s cached bearer token in the other process once it has caught up', async () => {
    const operator = await signedInOperator(db);
    const { user, token } = await signedInAccount(first.app, db, 'customer', { withProfile: true });
    const byBearer = { authorization: `Bearer ${token}` };
    const inSecond = () =>
      second.app.inject({ method: 'GET', url: '/api/session', headers: byBearer });
    expect((await inSecond()).statusCode).toBe(200);
    const suspended = await first.app.inject({
      method: 'POST',
      url: `${LIST}/${user.id}/suspend`,
      headers: { authorization: `Bearer ${operator.token}` },
      body: { reason: 'Fraude' },
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    await second.callerChanges.caughtUp();
    expect((await inSecond()).statusCode).toBe(401);
  });
});
