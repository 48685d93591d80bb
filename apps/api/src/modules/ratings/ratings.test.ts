import { RATING_COMMENT_MAX_LENGTH } from '@brillo/domain/contracts/ratings';
import type { BookingStatus } from '@brillo/domain/enums';
import { bookingTexts } from '@brillo/domain/texts/bookings.es-CL';
import { ratingsTexts } from '@brillo/domain/texts/ratings.es-CL';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { signedInAccount } from '../../../test/auth.ts';
import { manualClock } from '../../../test/clock.ts';
import { createBooking, createCustomer, createSlot } from '../../db/factories.ts';
import { bookings, ratings } from '../../db/schema.ts';

const HOUR_MS = 3_600_000;
const { api } = ratingsTexts;
type Account = Awaited<ReturnType<typeof signedInAccount>>;

describe('the ratings API', async () => {
  const clock = manualClock('2026-11-23T12:00:00Z');
  const { app, database } = await createTestApp({ clock });
  const db = database.db;
  const at = (hoursFromNow: number) => new Date(clock.now().getTime() + hoursFromNow * HOUR_MS);

  const newAgent = () => signedInAccount(app, db, 'agent', { withProfile: true });
  const newCustomer = () => signedInAccount(app, db, 'customer', { withProfile: true });
  const as = (account: Account | null) =>
    account ? { authorization: `Bearer ${account.token}` } : {};

  /** Sends `body` as JSON text, so that wrong types ('5', null) reach the route as typed. */
  const rate = (account: Account | null, body: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/customers/bookings/rating',
      headers: { ...as(account), 'content-type': 'application/json' },
      payload: JSON.stringify(body) as InjectOptions['payload'],
    });
  const received = (account: Account | null) =>
    app.inject({ method: 'GET', url: '/api/v1/agents/ratings', headers: as(account) });

  /** Each booking's service ends 4 hours before the previous one's, so slots never overlap. */
  let servicesMade = 0;

  /**
   * A booking of `customer` with `agent` in `status`, its three-hour service over `endedHoursAgo`
   * hours ago, finished `finishedHoursAgo` hours ago when its status is a finished one.
   */
  async function booking(
    agent: { user: { id: string } },
    customer: { user: { id: string } },
    status: BookingStatus = 'finished',
    endedHoursAgo = 5 + 4 * servicesMade,
    finishedHoursAgo = endedHoursAgo - 1,
  ) {
    servicesMade += 1;
    const slot = await createSlot(db, {
      agentId: agent.user.id,
      startTime: at(-endedHoursAgo - 3),
      endTime: at(-endedHoursAgo),
      status: 'accepted',
      bookingStatus: 'booked_accepted',
    });
    const row = await createBooking(db, { customerId: customer.user.id, slot, status });
    if (status === 'finished' || status === 'finished_evaluated') {
      await db
        .update(bookings)
        .set({ finishedAt: at(-finishedHoursAgo) })
        .where(eq(bookings.id, row.id));
    }
    return row;
  }

  async function storedRatings(bookingId: string) {
    return db.select().from(ratings).where(eq(ratings.bookingId, bookingId));
  }
  async function statusOf(bookingId: string) {
    const [row] = await db
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    return row?.status;
  }

  /** A refusal: the status, a Spanish message, and nothing stored or moved. */
  async function expectRefused(
    response: { statusCode: number; json: () => unknown; body: string },
    bookingId: string,
    status: number,
    expected: { message?: string; field?: string; bookingStatus?: BookingStatus },
  ) {
    expect(response.statusCode, response.body).toBe(status);
    const body = response.json() as {
      error: { message: string; fields?: Record<string, string> };
    };
    if (expected.message) expect(body.error.message).toBe(expected.message);
    if (expected.field) expect(body.error.fields?.[expected.field]).toBeTruthy();
    expect(await storedRatings(bookingId)).toEqual([]);
    expect(await statusOf(bookingId)).toBe(expected.bookingStatus ?? 'finished');
  }

  describe('POST /api/v1/customers/bookings/rating', () => {
    it('stores the rating and evaluates the booking together, and answers the booking', async () => {
      const [agent, customer] = await Promise.all([newAgent(), newCustomer()]);
      const done = await booking(agent, customer);
      const response = await rate(customer, {
        booking_id: done.id,
        rating: 4,
        comment: '  Muy prolija.  ',
        agent_id: agent.user.id,
        customer_id: customer.user.id,
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({
        message: '¡Calificación enviada exitosamente!',
        booking: {
          id: done.id,
          status: 'finished_evaluated',
          rating: { rating: 4, comment: 'Muy prolija.' },
          hasRating: true,
          actions: [],
        },
      });
      expect(await storedRatings(done.id)).toMatchObject([
        {
          agentId: agent.user.id,
          customerId: customer.user.id,
          rating: 4,
          comment: 'Muy prolija.',
          createdAt: clock.now(),
        },
      ]);
      expect(await statusOf(done.id)).toBe('finished_evaluated');
    });

    it('takes no comment, and stores HTML as typed', async () => {
      const [agent, customer] = await Promise.all([newAgent(), newCustomer()]);
      const plain = await booking(agent, customer);
      expect((await rate(customer, { booking_id: plain.id, rating: 5 })).statusCode).toBe(201);
      expect((await storedRatings(plain.id))[0]?.comment).toBe('');
      const html = await booking(agent, customer);
      const comment = '<b>Excelente</b> <script>document.title = "x"</script>';
      const response = await rate(customer, { booking_id: html.id, rating: 5, comment });
      expect(response.statusCode).toBe(201);
      expect(response.json().booking.rating.comment).toBe(comment);
      expect((await storedRatings(html.id))[0]?.comment).toBe(comment);
    });

    it('takes a comment of 1,000 characters, emoji counted as one, and refuses 1,001', async () => {
      const [agent, customer] = await Promise.all([newAgent(), newCustomer()]);
      const full = await booking(agent, customer);
      const longest = '😀'.repeat(10) + 'a'.repeat(RATING_COMMENT_MAX_LENGTH - 10);
      const accepted = await rate(customer, { booking_id: full.id, rating: 3, comment: longest });
      expect(accepted.statusCode, accepted.body).toBe(201);
      const over = await booking(agent, customer);
      await expectRefused(
        await rate(customer, { booking_id: over.id, rating: 3, comment: `${longest}b` }),
        over.id,
        400,
        { field: 'comment', message: undefined },
      );
      const response = await rate(customer, { booking_id: over.id, rating: 3, comment: 7 });
      await expectRefused(response, over.id, 400, { field: 'comment' });
      expect(response.json().error.fields.comment).toBe(api.commentNotText);
    });

    it.each([0, 6, 4.5, '5', null, -1, 'cinco', true, [5]])(
      'refuses the rating %j with a Spanish message and stores nothing',
      async (value) => {
        const [agent, customer] = await Promise.all([newAgent(), newCustomer()]);
        const done = await booking(agent, customer);
        const response = await rate(customer, { booking_id: done.id, rating: value });
        await expectRefused(response, done.id, 400, {});
        expect(response.json().error.fields.rating).toBe(api.chooseRating);
      },
    );

    it('refuses a missing rating and a missing or malformed booking', async () => {
      const [agent, customer] = await Promise.all([newAgent(), newCustomer()]);
      const done = await booking(agent, customer);
      await expectRefused(await rate(customer, { booking_id: done.id }), done.id, 400, {
        field: 'rating',
      });
      const noBooking = await rate(customer, { rating: 5 });
      expect(noBooking.statusCode).toBe(400);
      expect(noBooking.json().error.fields.booking_id).toBe(api.badBookingId);
      const notAnId = await rate(customer, { booking_id: 'abc', rating: 5 });
      expect(notAnId.statusCode).toBe(404);
      expect(notAnId.json().error.message).toBe(bookingTexts.api.bookingNotFound);
    });

    it("answers 404 for another customer's booking, and 400 when agent_id or customer_id do not match", async () => {
      const [agent, customer, stranger] = await Promise.all([
        newAgent(),
        newCustomer(),
        newCustomer(),
      ]);
      const done = await booking(agent, customer);
      await expectRefused(await rate(stranger, { booking_id: done.id, rating: 1 }), done.id, 404, {
        message: bookingTexts.api.bookingNotFound,
      });
      const otherAgent = await newAgent();
      await expectRefused(
        await rate(customer, { booking_id: done.id, rating: 1, agent_id: otherAgent.user.id }),
        done.id,
        400,
        { field: 'agent_id', message: api.fieldsDoNotMatch },
      );
      await expectRefused(
        await rate(customer, { booking_id: done.id, rating: 1, customer_id: stranger.user.id }),
        done.id,
        400,
        { field: 'customer_id', message: api.fieldsDoNotMatch },
      );
    });

    it('answers 401 signed out and 403 to an agent, even its own booking', async () => {
      const [agent, customer] = await Promise.all([newAgent(), newCustomer()]);
      const done = await booking(agent, customer);
      await expectRefused(await rate(null, { booking_id: done.id, rating: 5 }), done.id, 401, {});
      await expectRefused(await rate(agent, { booking_id: done.id, rating: 5 }), done.id, 403, {});
    });

    it.each([
      'pending',
      'accepted_pending_payment',
      'accepted_payment_success',
      'accepted_payment_failed',
      'accepted_customer_cancelation',
      'rejected',
    ] as const)('refuses a booking that is %s: not finished', async (status) => {
      const [agent, customer] = await Promise.all([newAgent(), newCustomer()]);
      const open = await booking(agent, customer, status);
      await expectRefused(await rate(customer, { booking_id: open.id, rating: 5 }), open.id, 409, {
        message: api.notFinished,
        bookingStatus: status,
      });
    });

    it('refuses a second rating: the first one stays', async () => {
      const [agent, customer] = await Promise.all([newAgent(), newCustomer()]);
      const done = await booking(agent, customer);
      expect((await rate(customer, { booking_id: done.id, rating: 5 })).statusCode).toBe(201);
      const again = await rate(customer, { booking_id: done.id, rating: 1, comment: 'Cambio' });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(api.alreadyRated);
      expect(await storedRatings(done.id)).toMatchObject([{ rating: 5, comment: '' }]);
    });

    it('rates for 30 days after the booking was finished, and not after', async () => {
      const [agent, customer] = await Promise.all([newAgent(), newCustomer()]);
      const lastMinute = await booking(agent, customer, 'finished', 30 * 24 + 1, 30 * 24 - 0.01);
      expect((await rate(customer, { booking_id: lastMinute.id, rating: 2 })).statusCode).toBe(201);
      const late = await booking(agent, customer, 'finished', 30 * 24 + 5, 30 * 24);
      await expectRefused(await rate(customer, { booking_id: late.id, rating: 2 }), late.id, 409, {
        message: api.windowClosed,
      });
    });

    it('refuses a rating once the deadline has closed the window, even if it got there first', async () => {
      const [agent, customer] = await Promise.all([newAgent(), newCustomer()]);
      // As a rating that waited for the booking's lock while the window's deadline committed.
      const closed = await booking(agent, customer, 'finished', 30 * 24 + 1, 30 * 24 - 0.01);
      await db
        .update(bookings)
        .set({ reason: 'rating_window_closed' })
        .where(eq(bookings.id, closed.id));
      await expectRefused(
        await rate(customer, { booking_id: closed.id, rating: 4 }),
        closed.id,
        409,
        {
          message: api.windowClosed,
        },
      );
      expect(await storedRatings(closed.id)).toEqual([]);
    });

    it('keeps one rating of two sent at once: the other is a Spanish 409', async () => {
      const [agent, customer] = await Promise.all([newAgent(), newCustomer()]);
      const done = await booking(agent, customer);
      const answers = await Promise.all([
        rate(customer, { booking_id: done.id, rating: 5, comment: 'Primera' }),
        rate(customer, { booking_id: done.id, rating: 1, comment: 'Segunda' }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      const loser = answers.find((answer) => answer.statusCode === 409);
      expect(loser?.json().error.message).toBe(api.alreadyRated);
      expect(await storedRatings(done.id)).toHaveLength(1);
      expect(await statusOf(done.id)).toBe('finished_evaluated');
    });

    it('leaves a finished booking without a rating rateable in the lists', async () => {
      const [agent, customer] = await Promise.all([newAgent(), newCustomer()]);
      const done = await booking(agent, customer);
      const finished = await app.inject({
        url: '/api/v1/customers/bookings/finished',
        headers: as(customer),
      });
      expect(finished.json().bookings).toMatchObject([{ id: done.id, actions: ['rate'] }]);
    });
  });

  describe('GET /api/v1/agents/ratings', () => {
    /** Ratings of `agent` by new customers named `names`, one a day, the last one newest. */
    async function ratedBy(agent: Account, values: number[], names: string[] = []) {
      for (const [index, value] of values.entries()) {
        const buyer = await createCustomer(db, {
          user: { name: names[index] ?? 'Carla Pérez Soto' },
        });
        const row = await booking(agent, buyer, 'finished_evaluated');
        await db.insert(ratings).values({
          bookingId: row.id,
          agentId: agent.user.id,
          customerId: buyer.user.id,
          rating: value,
          comment: `Comentario ${index}`,
          createdAt: at(-90 + index),
        });
      }
    }

    it('answers no ratings, no average and a count of 0 for an agent without ratings', async () => {
      const response = await received(await newAgent());
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        ratings: [],
        average: null,
        count: 0,
        stars: null,
        limit: 50,
      });
      expect(response.headers['cache-control']).toMatch(/no-store/);
    });

    it("answers the caller's ratings newest first with the customer's first name only", async () => {
      const [agent, other] = await Promise.all([newAgent(), newAgent()]);
      await ratedBy(agent, [4, 5], ['Ana María López', '  Pedro   Soto ']);
      await ratedBy(other, [1]);
      const response = await received(agent);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ average: 4.5, count: 2, stars: 5, limit: 50 });
      expect(body.ratings).toMatchObject([
        { rating: 5, comment: 'Comentario 1', customerFirstName: 'Pedro' },
        { rating: 4, comment: 'Comentario 0', customerFirstName: 'Ana' },
      ]);
      expect(JSON.stringify(body)).not.toMatch(/López|Soto|@/);
    });

    it('gives the average of one rating as itself', async () => {
      const agent = await newAgent();
      await ratedBy(agent, [3]);
      expect((await received(agent)).json()).toMatchObject({ average: 3, count: 1 });
    });

    it.each([
      // 20 ratings each: sums of 89, 90 and 91 are means of exactly 4.45, 4.5 and 4.55.
      // The agent's whole stars round the exact mean: 4.45 is 4 stars though it reads 4,5.
      [89, [...Array<number>(11).fill(4), ...Array<number>(9).fill(5)], 4.5, 4],
      [90, [...Array<number>(10).fill(4), ...Array<number>(10).fill(5)], 4.5, 5],
      [91, [...Array<number>(9).fill(4), ...Array<number>(11).fill(5)], 4.6, 5],
    ])(
      'rounds a sum of %d over 20 half up to one decimal, and the mean to whole stars',
      async (_sum, values, average, stars) => {
        const agent = await newAgent();
        await ratedBy(agent, values);
        expect((await received(agent)).json()).toMatchObject({ average, count: 20, stars });
      },
    );

    it('counts every rating but lists the newest 50', async () => {
      const agent = await newAgent();
      await ratedBy(agent, Array(51).fill(2));
      const body = (await received(agent)).json();
      expect(body.ratings).toHaveLength(50);
      expect(body).toMatchObject({ average: 2, count: 51 });
      expect(body.ratings[0].comment).toBe('Comentario 50');
    });

    it('answers 401 signed out and 403 to a customer', async () => {
      expect((await received(null)).statusCode).toBe(401);
      expect((await received(await newCustomer())).statusCode).toBe(403);
    });
  });
});
