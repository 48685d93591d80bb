import type {
  OperatorBookingDetail,
  OperatorBookingsPage,
} from '@brillo/domain/contracts/operator-bookings';
import type { BookingStatus } from '@brillo/domain/enums';
import { operatorBookingsTexts } from '@brillo/domain/texts/operator-bookings.es-CL';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, signedInAccount, type SignedInAccount } from '../../../test/auth.ts';
import { wholeMinuteClock } from '../../../test/clock.ts';
import { signedInOperator } from '../../../test/harness/callers.ts';
import { consoleListReads } from '../../../test/operators.ts';
import { createAgent, createBooking, createCustomer, createSlot } from '../../db/factories.ts';
import {
  availabilitySlots,
  bookings,
  devMail,
  operatorAuditLog,
  paymentRefunds,
} from '../../db/schema.ts';

const { api } = operatorBookingsTexts;
const HOUR = 3_600_000;
const LIST = '/api/operador/bookings';

describe('the operators’ bookings (issue 32)', async () => {
  const clock = wholeMinuteClock();
  const { app, database, jobs } = await createTestApp({ clock });
  const db = database.db;
  const operator = await signedInOperator(db);
  const colleague = await signedInOperator(db);

  const { list, page, detail } = consoleListReads<OperatorBookingsPage, OperatorBookingDetail>(
    app,
    LIST,
    operator,
  );
  const cancel = (id: string, body: object, caller: { token: string } = operator) =>
    app.inject({ method: 'POST', url: `${LIST}/${id}/cancel`, headers: bearer(caller), body });

  // One agent and customer of their own for each test's bookings, so filters find only them.
  let people = 0;
  async function parties(comuna = 'Providencia') {
    people += 1;
    const agent = await createAgent(db, { user: { name: `Agente Prueba${people} Rojas` } });
    const customer = await createCustomer(db, {
      user: { name: `Cliente Prueba${people} Soto`, email: `cliente.prueba${people}@brillo.test` },
      profile: { address: `Av. Siempre Viva ${people}, ${comuna}, Santiago` },
    });
    return { agent: agent.user, customer: customer.user };
  }
  async function bookingAt(
    who: { agent: { id: string }; customer: { id: string } },
    start: Date,
    status: BookingStatus = 'pending',
  ) {
    const slot = await createSlot(db, {
      agentId: who.agent.id,
      startTime: start,
      endTime: new Date(start.getTime() + 3 * HOUR),
      ...(status === 'pending' ? { bookingStatus: 'booked_waiting_agent_confirmation' } : {}),
    });
    return createBooking(db, { customerId: who.customer.id, slot, status });
  }
  const inDays = (days: number) => new Date(clock.now().getTime() + days * 24 * HOUR);
  const auditRows = (id: string) =>
    db
      .select()
      .from(operatorAuditLog)
      .where(and(eq(operatorAuditLog.targetType, 'booking'), eq(operatorAuditLog.targetId, id)));
  const statusOf = async (id: string) =>
    (await db.select().from(bookings).where(eq(bookings.id, id)))[0];

  describe('GET /api/operador/bookings', () => {
    it('lists bookings newest service first, with their people, comuna, amount and money', async () => {
      const who = await parties('Ñuñoa');
      const older = await bookingAt(who, inDays(2), 'accepted_pending_payment');
      const newer = await bookingAt(who, inDays(5));
      const found = await page({ agentId: who.agent.id });
      expect(found).toMatchObject({ total: 2, page: 1, pageSize: 50 });
      expect(found.bookings.map((row) => row.id)).toEqual([newer.id, older.id]);
      expect(found.bookings[1]).toEqual({
        id: older.id,
        status: 'accepted_pending_payment',
        reason: null,
        startTime: older.bookingStartTime.toISOString(),
        endTime: older.bookingEndTime.toISOString(),
        agent: { id: who.agent.id, name: who.agent.name },
        customer: { id: who.customer.id, name: who.customer.name },
        comuna: 'Ñuñoa',
        amount: older.amount,
        money: { payment: null, refund: null },
      });
    });

    it('filters by one status or several', async () => {
      const who = await parties();
      const pending = await bookingAt(who, inDays(1));
      const paid = await bookingAt(who, inDays(2), 'accepted_payment_success');
      await bookingAt(who, inDays(3), 'rejected');
      const one = await page({ agentId: who.agent.id, status: 'pending' });
      expect(one.bookings.map((row) => row.id)).toEqual([pending.id]);
      const two = await page({
        agentId: who.agent.id,
        status: ['pending', 'accepted_payment_success'],
      });
      expect(two.bookings.map((row) => row.id)).toEqual([paid.id, pending.id]);
    });

    it('filters by the days of the service on Chile’s calendar, both days included', async () => {
      const who = await parties();
      // 02:00 UTC on 12 March 2030 is still 11 March in Santiago (UTC−3).
      const lateEvening = await bookingAt(who, new Date('2030-03-12T02:00:00Z'));
      const nextMorning = await bookingAt(who, new Date('2030-03-12T13:00:00Z'));
      const onEleventh = await page({
        agentId: who.agent.id,
        from: '2030-03-11',
        to: '2030-03-11',
      });
      expect(onEleventh.bookings.map((row) => row.id)).toEqual([lateEvening.id]);
      const fromTwelfth = await page({ agentId: who.agent.id, from: '2030-03-12' });
      expect(fromTwelfth.bookings.map((row) => row.id)).toEqual([nextMorning.id]);
      const untilTwelfth = await page({ agentId: who.agent.id, to: '2030-03-12' });
      expect(untilTwelfth.total).toBe(2);
    });

    it('filters by agent, by customer id, and by a piece of the customer’s name or email', async () => {
      const who = await parties();
      const other = await parties();
      const mine = await bookingAt(who, inDays(4));
      const theirs = await bookingAt({ agent: who.agent, customer: other.customer }, inDays(6));
      expect((await page({ agentId: who.agent.id })).total).toBe(2);
      const byCustomer = await page({ customerId: other.customer.id });
      expect(byCustomer.bookings.map((row) => row.id)).toEqual([theirs.id]);
      const byName = await page({ customer: `prueba${people - 1} soto` });
      expect(byName.bookings.map((row) => row.id)).toEqual([mine.id]);
      const byEmail = await page({ customer: `CLIENTE.PRUEBA${people}@` });
      expect(byEmail.bookings.map((row) => row.id)).toEqual([theirs.id]);
      // A `%` is a character to find, not a wildcard.
      expect((await page({ customer: '%' })).total).toBe(0);
    });

    it('filters by the comuna of the service, written with any case or accents', async () => {
      const inNunoa = await parties('Ñuñoa');
      const inMaipu = await parties('Maipú');
      const nunoa = await bookingAt(inNunoa, inDays(3));
      const maipu = await bookingAt(inMaipu, inDays(3));
      const found = await page({ comuna: 'nunoa', customerId: inNunoa.customer.id });
      expect(found.bookings.map((row) => row.id)).toEqual([nunoa.id]);
      expect((await page({ comuna: 'Ñuñoa', customerId: inMaipu.customer.id })).total).toBe(0);
      const maipuRows = await page({ comuna: 'MAIPU', agentId: inMaipu.agent.id });
      expect(maipuRows.bookings.map((row) => row.id)).toEqual([maipu.id]);
    });

    it('pages by 50, and answers an empty page past the last with the total', async () => {
      const who = await parties();
      for (let index = 0; index < 51; index += 1) await bookingAt(who, inDays(10 + index));
      const first = await page({ agentId: who.agent.id });
      expect(first.bookings).toHaveLength(50);
      expect(first.total).toBe(51);
      const second = await page({ agentId: who.agent.id, page: '2' });
      expect(second.bookings).toHaveLength(1);
      expect(second.bookings[0]?.startTime).toBe(inDays(10).toISOString());
      expect(await page({ agentId: who.agent.id, page: '3' })).toMatchObject({
        bookings: [],
        total: 51,
        page: 3,
      });
    });

    it.each([
      [{ status: 'cancelled' }, 'status', api.badStatus],
      [{ status: ['pending', 'nope'] }, 'status', api.badStatus],
      [{ from: '2026-02-30' }, 'from', api.badDay],
      [{ to: '30-01-2026' }, 'to', api.badDay],
      [{ from: '2026-03-02', to: '2026-03-01' }, 'to', api.badRange],
      [{ page: '0' }, 'page', api.badPage],
      [{ page: '1001' }, 'page', api.badPage],
      [{ page: 'dos' }, 'page', api.badPage],
      [{ comuna: 'Narnia' }, 'comuna', api.badComuna],
      [{ customer: ' ' }, 'customer', api.badFilter],
      [{ agentId: 'x'.repeat(101) }, 'agentId', api.badFilter],
    ])('refuses %j with a Spanish 400', async (query, field, message) => {
      const answer = await list(query);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ error: { fields: { [field]: message } } });
    });
  });

  describe('GET /api/operador/bookings/:id', () => {
    it('shows a booking made before its history was recorded: its request and where it stands', async () => {
      const who = await parties('Ñuñoa');
      const booking = await bookingAt(who, inDays(3), 'rejected');
      const read = await detail(booking.id);
      expect(read).toMatchObject({
        id: booking.id,
        status: 'rejected',
        slot: { id: booking.availabilityId },
        agent: { id: who.agent.id, email: who.agent.email, phone: who.agent.phone },
        customer: {
          id: who.customer.id,
          email: who.customer.email,
          phone: who.customer.phone,
          address: expect.stringContaining('Ñuñoa'),
          comuna: 'Ñuñoa',
        },
        amounts: {
          hourlyRate: booking.hourlyRate,
          hours: 3,
          amount: booking.amount,
          commission: null,
        },
        payments: [],
        events: [],
        refunds: [],
        emails: [],
        actions: [],
      });
      expect(read.history).toEqual([
        expect.objectContaining({ action: 'request', to: 'pending', recorded: false }),
        expect.objectContaining({ to: 'rejected', action: null, recorded: false }),
      ]);
    });

    it('answers 404 for an unknown booking', async () => {
      for (const id of [crypto.randomUUID(), 'no-es-un-id']) {
        const answer = await app.inject({
          method: 'GET',
          url: `${LIST}/${id}`,
          headers: bearer(operator),
        });
        expect(answer.statusCode).toBe(404);
        expect(answer.json()).toMatchObject({ error: { message: api.bookingNotFound } });
      }
    });
  });

  describe('POST /api/operador/bookings/:id/cancel', () => {
    it('cancels an unpaid booking on someone’s behalf: the slot freed, both told, one audit row', async () => {
      const who = await parties();
      const booking = await bookingAt(who, inDays(3), 'accepted_pending_payment');
      const answer = await cancel(booking.id, { reason: '  La agente está enferma  ' });
      expect(answer.statusCode, answer.body).toBe(200);
      const read = answer.json<OperatorBookingDetail>();
      expect(read).toMatchObject({
        status: 'accepted_customer_cancelation',
        reason: 'operator_cancelled',
        actions: [],
        refunds: [],
      });
      expect(read.history.at(-1)).toMatchObject({
        from: 'accepted_pending_payment',
        to: 'accepted_customer_cancelation',
        actor: 'operator',
        action: 'operatorCancel',
        reason: 'operator_cancelled',
        operator: { id: operator.user.id, name: operator.user.name },
        note: 'La agente está enferma',
        recorded: true,
      });
      const [slot] = await db
        .select()
        .from(availabilitySlots)
        .where(eq(availabilitySlots.id, booking.availabilityId));
      expect(slot).toMatchObject({ status: 'available', bookingStatus: null });
      expect(await auditRows(booking.id)).toEqual([
        expect.objectContaining({
          operatorId: operator.user.id,
          action: 'booking.cancelled',
          reason: 'La agente está enferma',
          before: { status: 'accepted_pending_payment', reason: null },
          after: { status: 'accepted_customer_cancelation', reason: 'operator_cancelled' },
        }),
      ]);
      await jobs.runDue();
      const mail = await db.select().from(devMail);
      const to = (address: string) => mail.filter((message) => message.toAddress === address);
      expect(to(who.customer.email).map((message) => message.subject)).toEqual([
        'Brillo canceló tu servicio',
      ]);
      expect(to(who.agent.email).map((message) => message.subject)).toEqual([
        'Brillo canceló una reserva',
      ]);
      const emails = (await detail(booking.id)).emails;
      expect(emails).toHaveLength(2);
      expect(emails).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            email: 'cancelledByBrillo',
            recipient: 'customer',
            state: 'sent',
            to: who.customer.email,
          }),
          expect.objectContaining({
            email: 'cancelledByBrillo',
            recipient: 'agent',
            state: 'sent',
            to: who.agent.email,
          }),
        ]),
      );
    });

    it('refuses a booking that is over with a Spanish 409, changing nothing', async () => {
      const who = await parties();
      for (const [status, message] of [
        ['finished', api.cannotCancel],
        ['finished_evaluated', api.cannotCancel],
        ['accepted_customer_cancelation', api.alreadyCancelled],
        ['rejected', api.alreadyCancelled],
      ] as const) {
        const booking = await bookingAt(who, inDays(-3 - people), status);
        const answer = await cancel(booking.id, { reason: 'Pedido del cliente' });
        expect(answer.statusCode).toBe(409);
        expect(answer.json()).toMatchObject({ error: { message } });
        expect((await statusOf(booking.id))?.status).toBe(status);
        expect(await auditRows(booking.id)).toEqual([]);
        people += 1;
      }
    });

    it('refuses a missing or blank reason, an unknown field and an unknown booking', async () => {
      const who = await parties();
      const booking = await bookingAt(who, inDays(3));
      for (const body of [{}, { reason: '   ' }, { reason: 42 }]) {
        const answer = await cancel(booking.id, body);
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toMatchObject({ error: { fields: { reason: api.reasonRequired } } });
      }
      expect((await cancel(booking.id, { reason: 'x'.repeat(1001) })).statusCode).toBe(400);
      expect((await cancel(booking.id, { reason: 'Motivo', extra: true })).statusCode).toBe(400);
      expect((await cancel(crypto.randomUUID(), { reason: 'Motivo' })).statusCode).toBe(404);
      expect((await statusOf(booking.id))?.status).toBe('pending');
      expect(await auditRows(booking.id)).toEqual([]);
    });

    it('gives one result to two operators cancelling at once: one audit row, the other a 409', async () => {
      const who = await parties();
      const booking = await bookingAt(who, inDays(3));
      const answers = await Promise.all([
        cancel(booking.id, { reason: 'Primera' }),
        cancel(booking.id, { reason: 'Segunda' }, colleague),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const lost = answers.find((answer) => answer.statusCode === 409);
      expect(lost?.json()).toMatchObject({ error: { message: api.alreadyCancelled } });
      expect(await auditRows(booking.id)).toHaveLength(1);
    });
  });

  describe('a paid booking, from the request to an operator’s cancellation', () => {
    async function customerAndAgent() {
      const customer = await signedInAccount(app, db, 'customer', { withProfile: true });
      const agent = await signedInAccount(app, db, 'agent', { withProfile: true });
      return { customer, agent };
    }
    const ok = async (
      answer: Promise<{ statusCode: number; body: string; json: () => unknown }>,
    ) => {
      const done = await answer;
      expect(done.statusCode, done.body).toBeLessThan(300);
      return done.json() as Record<string, unknown>;
    };

    async function paidBooking(customer: SignedInAccount, agent: SignedInAccount) {
      const slot = await createSlot(db, {
        agentId: agent.user.id,
        startTime: inDays(2),
        endTime: new Date(inDays(2).getTime() + 2 * HOUR),
      });
      const made = await ok(
        app.inject({
          method: 'POST',
          url: '/api/customers/bookings',
          headers: bearer(customer),
          body: { availability_id: slot.id },
        }),
      );
      const id = String(made.id);
      await ok(
        app.inject({
          method: 'PATCH',
          url: `/api/customers/bookings/${id}/accept`,
          headers: bearer(agent),
          body: {},
        }),
      );
      const { widget_token: token } = await ok(
        app.inject({
          method: 'POST',
          url: '/api/bookings/payment',
          headers: bearer(customer),
          body: { booking_id: id },
        }),
      );
      await ok(
        app.inject({
          method: 'POST',
          url: `/api/payments/sandbox/intents/${String(token)}/settle`,
          headers: bearer(customer),
          body: { outcome: 'succeeded', bank: 'BancoEstado' },
        }),
      );
      return id;
    }

    it('shows every step, payment and event, then cancels it and refunds it in full', async () => {
      const { customer, agent } = await customerAndAgent();
      const id = await paidBooking(customer, agent);
      await jobs.runDue();
      const paid = await detail(id);
      expect(paid).toMatchObject({
        status: 'accepted_payment_success',
        money: { payment: 'succeeded', refund: null },
        actions: ['operatorCancel'],
        payments: [{ status: 'succeeded', provider: 'sandbox', amount: paid.amounts.amount }],
        events: [{ type: 'payment_intent.succeeded', outcome: 'applied' }],
      });
      expect(paid.history.map((step) => `${step.actor} ${step.action} ${step.to}`)).toEqual([
        'customer request pending',
        'agent accept accepted_pending_payment',
        'payment paymentSucceeded accepted_payment_success',
      ]);
      expect(
        paid.emails.map((email) => `${email.email} ${email.recipient} ${email.state}`),
      ).toEqual(
        expect.arrayContaining([
          'newRequest agent sent',
          'accepted customer sent',
          'paymentReceived customer sent',
          'paymentReceived agent sent',
          'reminder customer waiting',
        ]),
      );

      const answer = await cancel(id, { reason: 'El cliente pidió cancelar por teléfono' });
      expect(answer.statusCode, answer.body).toBe(200);
      const cancelled = answer.json<OperatorBookingDetail>();
      expect(cancelled).toMatchObject({
        status: 'accepted_customer_cancelation',
        reason: 'operator_cancelled',
        money: { payment: 'succeeded', refund: 'succeeded' },
        refunds: [{ status: 'succeeded', kind: 'cancellation', amount: paid.amounts.amount }],
      });
      const refunds = await db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.paymentId, paid.payments[0]?.id ?? ''));
      expect(refunds).toHaveLength(1);
      expect(await auditRows(id)).toHaveLength(1);
      // Cancelling again refunds nothing more.
      expect((await cancel(id, { reason: 'Otra vez' })).statusCode).toBe(409);
      expect(
        await db
          .select()
          .from(paymentRefunds)
          .where(eq(paymentRefunds.paymentId, paid.payments[0]?.id ?? '')),
      ).toHaveLength(1);
    });
  });

  describe('who may call them', () => {
    it('answers 404 to anyone but an operator, signed out included, on every route', async () => {
      const who = await parties();
      const booking = await bookingAt(who, inDays(3));
      const customer = await signedInAccount(app, db, 'customer', { withProfile: true });
      const agent = await signedInAccount(app, db, 'agent', { withProfile: true });
      for (const headers of [{}, bearer(customer), bearer(agent)]) {
        for (const [method, url] of [
          ['GET', LIST],
          ['GET', `${LIST}/${booking.id}`],
          ['POST', `${LIST}/${booking.id}/cancel`],
        ] as const) {
          const body = method === 'POST' ? { reason: 'Motivo' } : undefined;
          const answer = await app.inject({ method, url, headers, ...(body ? { body } : {}) });
          expect(answer.statusCode, `${method} ${url}`).toBe(404);
        }
      }
      expect((await statusOf(booking.id))?.status).toBe('pending');
    });
  });
});
