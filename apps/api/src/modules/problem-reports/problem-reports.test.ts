import type {
  CustomerBooking,
  CustomerBookingList,
} from '@brillo/domain/contracts/customer-bookings';
import type { OperatorBookingDetail } from '@brillo/domain/contracts/operator-bookings';
import type {
  CustomerProblem,
  ProblemReportDetail,
  ProblemReportsPage,
} from '@brillo/domain/contracts/problem-reports';
import type { BookingStatus } from '@brillo/domain/enums';
import { formatClp } from '@brillo/domain/format-booking';
import { problemReportsTexts } from '@brillo/domain/texts/problem-reports.es-CL';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, signedInAccount, type SignedInAccount } from '../../../test/auth.ts';
import { wholeMinuteClock } from '../../../test/clock.ts';
import { signedInOperator } from '../../../test/harness/callers.ts';
import { createBooking, createSlot } from '../../db/factories.ts';
import {
  devMail,
  operatorAuditLog,
  paymentRefunds,
  payments,
  problemReports,
} from '../../db/schema.ts';

const { api } = problemReportsTexts;
const HOUR = 3_600_000;
const PAID = 30000;

describe('problem reports and operators’ refunds (issue 32, PD-39)', async () => {
  const clock = wholeMinuteClock();
  const { app, database, jobs } = await createTestApp({ clock });
  const db = database.db;
  const operator = await signedInOperator(db);
  const colleague = await signedInOperator(db);
  const hoursAgo = (hours: number) => new Date(clock.now().getTime() - hours * HOUR);

  async function people() {
    const customer = await signedInAccount(app, db, 'customer', { withProfile: true });
    const agent = await signedInAccount(app, db, 'agent', { withProfile: true });
    return { customer, agent };
  }

  let slots = 0;
  /** A booking of the customer with the agent, ended `endedHoursAgo`, paid PAID through the sandbox. */
  async function booking(
    who: { customer: SignedInAccount; agent: SignedInAccount },
    {
      status = 'finished',
      endedHoursAgo = 2,
      paid = true,
    }: { status?: BookingStatus; endedHoursAgo?: number; paid?: boolean } = {},
  ) {
    // Each of an agent's slots a few minutes apart, so they never overlap.
    slots += 1;
    const end = new Date(hoursAgo(endedHoursAgo).getTime() - slots * 6 * 60_000);
    const slot = await createSlot(db, {
      agentId: who.agent.user.id,
      startTime: new Date(end.getTime() - 5 * 60_000),
      endTime: end,
    });
    const made = await createBooking(db, { customerId: who.customer.user.id, slot, status });
    if (paid) {
      await db.insert(payments).values({
        bookingId: made.id,
        provider: 'sandbox',
        providerPaymentId: `pi_sandbox_${crypto.randomUUID().replaceAll('-', '')}`,
        status: 'succeeded',
        amount: PAID,
      });
    }
    return made;
  }

  const report = (
    caller: { token: string },
    bookingId: string,
    body: object = { category: 'quality', description: 'Quedó polvo en los muebles del living.' },
  ) =>
    app.inject({
      method: 'POST',
      url: `/api/customers/bookings/${bookingId}/problem`,
      headers: bearer(caller),
      body,
    });
  const reported = async (caller: { token: string }, bookingId: string) => {
    const answer = await report(caller, bookingId);
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json<CustomerProblem>();
  };
  const finishedOf = async (customer: SignedInAccount, bookingId: string) => {
    const answer = await app.inject({
      method: 'GET',
      url: '/api/v1/customers/bookings/finished',
      headers: bearer(customer),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer
      .json<CustomerBookingList>()
      .bookings.find((one: CustomerBooking) => one.id === bookingId);
  };
  const resolve = (id: string, body: object, caller: { token: string } = operator) =>
    app.inject({
      method: 'POST',
      url: `/api/operador/problems/${id}/resolve`,
      headers: bearer(caller),
      body,
    });
  const refund = (bookingId: string, body: object, caller: { token: string } = operator) =>
    app.inject({
      method: 'POST',
      url: `/api/operador/bookings/${bookingId}/refund`,
      headers: bearer(caller),
      body,
    });
  const detail = async (id: string) => {
    const answer = await app.inject({
      method: 'GET',
      url: `/api/operador/problems/${id}`,
      headers: bearer(operator),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<ProblemReportDetail>();
  };
  const refundsOf = (bookingId: string) =>
    db
      .select({
        amount: paymentRefunds.amount,
        kind: paymentRefunds.kind,
        status: paymentRefunds.status,
      })
      .from(paymentRefunds)
      .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
      .where(eq(payments.bookingId, bookingId));
  const auditRows = (targetType: 'booking' | 'problem_report', id: string) =>
    db
      .select()
      .from(operatorAuditLog)
      .where(and(eq(operatorAuditLog.targetType, targetType), eq(operatorAuditLog.targetId, id)));
  const reportRow = async (id: string) =>
    (await db.select().from(problemReports).where(eq(problemReports.id, id)))[0];

  describe('POST /api/customers/bookings/:id/problem', () => {
    it('takes a report on the customer’s finished booking within 48 hours and shows it', async () => {
      const who = await people();
      const done = await booking(who, { status: 'finished_evaluated', endedHoursAgo: 46 });
      expect(await finishedOf(who.customer, done.id)).toMatchObject({
        problem: null,
        canReportProblem: true,
        refunded: 0,
      });
      const made = await reported(who.customer, done.id);
      expect(made).toMatchObject({ status: 'open', category: 'quality', resolution: null });
      expect(await finishedOf(who.customer, done.id)).toMatchObject({
        problem: { id: made.id, status: 'open', category: 'quality' },
        canReportProblem: false,
      });
    });

    it('answers 404 for another customer’s booking or an unknown one, and 403 to an agent', async () => {
      const who = await people();
      const other = await people();
      const done = await booking(who);
      expect((await report(other.customer, done.id)).statusCode).toBe(404);
      expect((await report(who.customer, crypto.randomUUID())).statusCode).toBe(404);
      expect((await report(who.customer, 'no-es-un-id')).statusCode).toBe(404);
      expect((await report(who.agent, done.id)).statusCode).toBe(403);
      const signedOut = await app.inject({
        method: 'POST',
        url: `/api/customers/bookings/${done.id}/problem`,
        body: { category: 'quality', description: 'Algo' },
      });
      expect(signedOut.statusCode).toBe(401);
      expect(
        await db.select().from(problemReports).where(eq(problemReports.bookingId, done.id)),
      ).toEqual([]);
    });

    it('refuses with 409 a booking not finished, one past the 48 hours, and a second open report', async () => {
      const who = await people();
      const paid = await booking(who, { status: 'accepted_payment_success', endedHoursAgo: -24 });
      const old = await booking(who, { endedHoursAgo: 49 });
      const done = await booking(who);
      const notFinished = await report(who.customer, paid.id);
      expect(notFinished.statusCode).toBe(409);
      expect(notFinished.json()).toMatchObject({ error: { message: api.notFinished } });
      const late = await report(who.customer, old.id);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ error: { message: api.tooLate } });
      expect(await finishedOf(who.customer, old.id)).toMatchObject({ canReportProblem: false });
      await reported(who.customer, done.id);
      const again = await report(who.customer, done.id);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ error: { message: api.alreadyOpen } });
    });

    it('takes one of two reports sent at once and refuses the other', async () => {
      const who = await people();
      const done = await booking(who);
      const answers = await Promise.all([
        report(who.customer, done.id),
        report(who.customer, done.id),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      expect(
        await db.select().from(problemReports).where(eq(problemReports.bookingId, done.id)),
      ).toHaveLength(1);
    });

    it('refuses a bad category, a missing or blank description and an unknown field, changing nothing', async () => {
      const who = await people();
      const done = await booking(who);
      const cases: [object, string][] = [
        [{ category: 'weather', description: 'Algo' }, 'category'],
        [{ description: 'Algo' }, 'category'],
        [{ category: 'quality' }, 'description'],
        [{ category: 'quality', description: '   ' }, 'description'],
        [{ category: 'quality', description: 'x'.repeat(2001) }, 'description'],
      ];
      for (const [body, field] of cases) {
        const answer = await report(who.customer, done.id, body);
        expect(answer.statusCode, JSON.stringify(body)).toBe(400);
        expect(Object.keys(answer.json().error.fields ?? {})).toContain(field);
      }
      const extra = await report(who.customer, done.id, {
        category: 'quality',
        description: 'Algo',
        refund: 99999,
      });
      expect(extra.statusCode).toBe(400);
      expect(
        await db.select().from(problemReports).where(eq(problemReports.bookingId, done.id)),
      ).toEqual([]);
    });
  });

  describe('the operators’ reports', () => {
    it('lists open reports first, oldest first, then the resolved ones, paged', async () => {
      const who = await people();
      const first = await reported(who.customer, (await booking(who)).id);
      clock.advance(60_000);
      const second = await reported(who.customer, (await booking(who)).id);
      clock.advance(60_000);
      const third = await reported(who.customer, (await booking(who)).id);
      expect(
        (await resolve(first.id, { resolution: 'none', note: 'Sin evidencia.' })).statusCode,
      ).toBe(200);
      const answer = await app.inject({
        method: 'GET',
        url: '/api/operador/problems',
        headers: bearer(operator),
      });
      expect(answer.statusCode, answer.body).toBe(200);
      const found = answer.json<ProblemReportsPage>();
      const ours = found.reports
        .map((row) => row.id)
        .filter((id) => [first.id, second.id, third.id].includes(id));
      expect(ours).toEqual([second.id, third.id, first.id]);
      const statuses = found.reports.map((row) => row.status);
      expect(statuses.lastIndexOf('open')).toBeLessThan(statuses.indexOf('resolved'));
      expect(found).toMatchObject({ page: 1, pageSize: 50 });
      const row = found.reports.find((one) => one.id === second.id);
      expect(row).toMatchObject({
        category: 'quality',
        customer: { id: who.customer.user.id },
        agent: { id: who.agent.user.id },
        resolution: null,
      });
      const far = await app.inject({
        method: 'GET',
        url: '/api/operador/problems?page=999',
        headers: bearer(operator),
      });
      expect(far.json<ProblemReportsPage>()).toMatchObject({ reports: [], page: 999 });
      for (const page of ['0', 'uno', '1.5']) {
        const bad = await app.inject({
          method: 'GET',
          url: `/api/operador/problems?page=${page}`,
          headers: bearer(operator),
        });
        expect(bad.statusCode).toBe(400);
      }
    });

    it('shows one report with its booking and money; 404 for an unknown one', async () => {
      const who = await people();
      const done = await booking(who);
      const made = await reported(who.customer, done.id);
      expect(await detail(made.id)).toMatchObject({
        id: made.id,
        status: 'open',
        booking: { id: done.id, status: 'finished' },
        money: { paid: PAID, refunded: 0, left: PAID },
      });
      for (const id of [crypto.randomUUID(), 'no-es-un-id']) {
        const answer = await app.inject({
          method: 'GET',
          url: `/api/operador/problems/${id}`,
          headers: bearer(operator),
        });
        expect(answer.statusCode).toBe(404);
      }
    });

    it('resolves with a partial refund: the refund, the audit row, both emails, and the customer sees it', async () => {
      const who = await people();
      const done = await booking(who);
      const made = await reported(who.customer, done.id);
      const note = 'Reembolsamos una parte por la limpieza incompleta de la cocina.';
      const answer = await resolve(made.id, { resolution: 'partial', amount: 12000, note });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json<ProblemReportDetail>()).toMatchObject({
        status: 'resolved',
        resolution: { kind: 'partial', amount: 12000, note, operator: { id: operator.user.id } },
        money: { paid: PAID, refunded: 12000, left: PAID - 12000 },
      });
      expect(await refundsOf(done.id)).toEqual([
        { amount: 12000, kind: 'problem', status: 'succeeded' },
      ]);
      const audit = await auditRows('problem_report', made.id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        action: 'problem.resolved',
        reason: note,
        operatorId: operator.user.id,
      });
      await jobs.runDue();
      const mail = await db.select().from(devMail);
      for (const address of [who.customer.user.email, who.agent.user.email]) {
        const sent = mail.filter((message) => message.toAddress === address);
        expect(sent.map((message) => message.subject)).toEqual([problemReportsTexts.email.subject]);
        expect(sent[0]?.text).toContain(note);
        expect(sent[0]?.text).toContain(formatClp(12000));
      }
      expect(await finishedOf(who.customer, done.id)).toMatchObject({
        problem: { id: made.id, status: 'resolved', resolution: 'partial', note },
        refunded: 12000,
        canReportProblem: true,
      });
    });

    it('resolves in full with what is left after an operator’s refund, and with no refund', async () => {
      const who = await people();
      const first = await booking(who);
      const refunded = await refund(first.id, {
        refund: 'partial',
        amount: 5000,
        reason: 'Cortesía',
      });
      expect(refunded.statusCode, refunded.body).toBe(200);
      const made = await reported(who.customer, first.id);
      const full = await resolve(made.id, { resolution: 'full', note: 'Devolvemos todo.' });
      expect(full.statusCode, full.body).toBe(200);
      expect(full.json<ProblemReportDetail>()).toMatchObject({
        resolution: { kind: 'full', amount: PAID - 5000 },
        money: { refunded: PAID, left: 0 },
      });
      const second = await booking(who);
      const other = await reported(who.customer, second.id);
      const none = await resolve(other.id, {
        resolution: 'none',
        note: 'El servicio se hizo completo.',
      });
      expect(none.statusCode, none.body).toBe(200);
      expect(none.json<ProblemReportDetail>()).toMatchObject({
        resolution: { kind: 'none', amount: 0 },
      });
      expect(await refundsOf(second.id)).toEqual([]);
    });

    it('refuses an amount above what is left, changing nothing', async () => {
      const who = await people();
      const done = await booking(who);
      expect(
        (await refund(done.id, { refund: 'partial', amount: 20000, reason: 'Daño' })).statusCode,
      ).toBe(200);
      const made = await reported(who.customer, done.id);
      const answer = await resolve(made.id, { resolution: 'partial', amount: 10001, note: 'Nota' });
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({
        error: { message: api.aboveRemainder(formatClp(10000)) },
      });
      expect(await reportRow(made.id)).toMatchObject({ status: 'open', resolution: null });
      expect(await refundsOf(done.id)).toHaveLength(1);
      expect(await auditRows('problem_report', made.id)).toEqual([]);
    });

    it('refuses a bad resolution, amount or note with a Spanish 400 naming the field, changing nothing', async () => {
      const who = await people();
      const done = await booking(who);
      const made = await reported(who.customer, done.id);
      const cases: [object, string][] = [
        [{ resolution: 'partial', amount: 1000 }, 'note'],
        [{ resolution: 'none', note: '   ' }, 'note'],
        [{ resolution: 'partial', note: 'Nota' }, 'amount'],
        [{ resolution: 'none', amount: 1000, note: 'Nota' }, 'amount'],
        [{ resolution: 'partial', amount: 0, note: 'Nota' }, 'amount'],
        [{ resolution: 'partial', amount: 10.5, note: 'Nota' }, 'amount'],
        [{ resolution: 'partial', amount: '1000', note: 'Nota' }, 'amount'],
        [{ resolution: 'all', note: 'Nota' }, 'resolution'],
      ];
      for (const [body, field] of cases) {
        const answer = await resolve(made.id, body);
        expect(answer.statusCode, JSON.stringify(body)).toBe(400);
        expect(Object.keys(answer.json().error.fields ?? {}), JSON.stringify(body)).toContain(
          field,
        );
      }
      expect(
        (await resolve(crypto.randomUUID(), { resolution: 'none', note: 'Nota' })).statusCode,
      ).toBe(404);
      expect(await reportRow(made.id)).toMatchObject({ status: 'open' });
      expect(await refundsOf(done.id)).toEqual([]);
      expect(await auditRows('problem_report', made.id)).toEqual([]);
    });

    it('gives one result to two operators resolving at once: one refund, one audit row, the other a 409', async () => {
      const who = await people();
      const done = await booking(who);
      const made = await reported(who.customer, done.id);
      const answers = await Promise.all([
        resolve(made.id, { resolution: 'full', note: 'Primera' }),
        resolve(made.id, { resolution: 'partial', amount: 1000, note: 'Segunda' }, colleague),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const lost = answers.find((answer) => answer.statusCode === 409);
      expect(lost?.json()).toMatchObject({ error: { message: api.alreadyResolved } });
      expect(await auditRows('problem_report', made.id)).toHaveLength(1);
      expect(await refundsOf(done.id)).toHaveLength(1);
      expect((await resolve(made.id, { resolution: 'none', note: 'Otra vez' })).statusCode).toBe(
        409,
      );
    });
  });

  describe('POST /api/operador/bookings/:id/refund', () => {
    it('refunds part of a paid booking, then the rest, and refuses more', async () => {
      const who = await people();
      const done = await booking(who, { status: 'accepted_payment_success', endedHoursAgo: -48 });
      const part = await refund(done.id, {
        refund: 'partial',
        amount: 7000,
        reason: 'Cliente pidió menos horas',
      });
      expect(part.statusCode, part.body).toBe(200);
      expect(part.json<OperatorBookingDetail>()).toMatchObject({
        refundable: PAID - 7000,
        refunds: [{ kind: 'operator', amount: 7000, status: 'succeeded' }],
      });
      const rest = await refund(done.id, { refund: 'full', reason: 'Devolvemos el resto' });
      expect(rest.statusCode, rest.body).toBe(200);
      expect(rest.json<OperatorBookingDetail>()).toMatchObject({ refundable: 0 });
      const more = await refund(done.id, { refund: 'partial', amount: 1, reason: 'Más' });
      expect(more.statusCode).toBe(409);
      expect(more.json()).toMatchObject({ error: { message: api.nothingLeft } });
      expect((await refundsOf(done.id)).map((one) => one.amount)).toEqual([7000, PAID - 7000]);
      const audit = await auditRows('booking', done.id);
      expect(audit.map((row) => row.action)).toEqual(['booking.refunded', 'booking.refunded']);
    });

    it('refuses an unpaid booking, an amount above what is left and a missing reason, changing nothing', async () => {
      const who = await people();
      const unpaid = await booking(who, { paid: false });
      const notPaid = await refund(unpaid.id, { refund: 'full', reason: 'Motivo' });
      expect(notPaid.statusCode).toBe(409);
      expect(notPaid.json()).toMatchObject({ error: { message: api.notPaid } });
      const done = await booking(who);
      const above = await refund(done.id, {
        refund: 'partial',
        amount: PAID + 1,
        reason: 'Motivo',
      });
      expect(above.statusCode).toBe(409);
      expect(above.json()).toMatchObject({
        error: { message: api.aboveRemainder(formatClp(PAID)) },
      });
      for (const body of [
        { refund: 'full' },
        { refund: 'full', reason: ' ' },
        { refund: 'partial', reason: 'Motivo' },
        { refund: 'full', amount: 100, reason: 'Motivo' },
        { refund: 'some', reason: 'Motivo' },
      ]) {
        const answer = await refund(done.id, body);
        expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      }
      expect(
        (await refund(crypto.randomUUID(), { refund: 'full', reason: 'Motivo' })).statusCode,
      ).toBe(404);
      expect(await refundsOf(done.id)).toEqual([]);
      expect(await auditRows('booking', done.id)).toEqual([]);
    });

    it('gives one refund to two operators refunding the rest at once; the other gets a 409', async () => {
      const who = await people();
      const done = await booking(who);
      const answers = await Promise.all([
        refund(done.id, { refund: 'full', reason: 'Primera' }),
        refund(done.id, { refund: 'full', reason: 'Segunda' }, colleague),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(await refundsOf(done.id)).toHaveLength(1);
      expect(await auditRows('booking', done.id)).toHaveLength(1);
    });
  });

  describe('who may call them', () => {
    it('answers 404 to anyone but an operator, signed out included, on every operator route', async () => {
      const who = await people();
      const done = await booking(who);
      const made = await reported(who.customer, done.id);
      for (const headers of [{}, bearer(who.customer), bearer(who.agent)]) {
        for (const [method, url, body] of [
          ['GET', '/api/operador/problems', undefined],
          ['GET', `/api/operador/problems/${made.id}`, undefined],
          ['POST', `/api/operador/problems/${made.id}/resolve`, { resolution: 'full', note: 'N' }],
          ['POST', `/api/operador/bookings/${done.id}/refund`, { refund: 'full', reason: 'M' }],
        ] as const) {
          const answer = await app.inject({ method, url, headers, ...(body ? { body } : {}) });
          expect(answer.statusCode, `${method} ${url}`).toBe(404);
        }
      }
      expect(await reportRow(made.id)).toMatchObject({ status: 'open' });
      expect(await refundsOf(done.id)).toEqual([]);
    });
  });
});
