import type { BookingStatus } from '@brillo/domain/enums';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { JOB_QUEUE_SCHEMA } from '../../jobs/job-queue.ts';
import { bookings, customerProfiles, users } from '../../db/schema.ts';
import type { BookingEmailBooking } from '../../emails/booking/booking-email.ts';

const agentUsers = alias(users, 'agent_users');

/** A booking with what its emails show of its two people, read when an email is sent. */
export async function readBookingForEmail(
  db: Database,
  id: string,
): Promise<(BookingEmailBooking & { status: BookingStatus }) | undefined> {
  const [row] = await db
    .select({
      id: bookings.id,
      status: bookings.status,
      reason: bookings.reason,
      startTime: bookings.bookingStartTime,
      endTime: bookings.bookingEndTime,
      minutes: bookings.bookedMinutes,
      amount: bookings.amount,
      customerName: users.name,
      customerEmail: users.email,
      customerPhone: users.phone,
      customerAddress: customerProfiles.address,
      customerAddressExtra: customerProfiles.addressExtra,
      agentName: agentUsers.name,
      agentEmail: agentUsers.email,
      agentPhone: agentUsers.phone,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.customerId))
    .leftJoin(customerProfiles, eq(customerProfiles.userId, bookings.customerId))
    .innerJoin(agentUsers, eq(agentUsers.id, bookings.agentId))
    .where(eq(bookings.id, id));
  if (!row) return undefined;
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    startTime: row.startTime,
    endTime: row.endTime,
    minutes: row.minutes,
    amount: row.amount,
    customer: {
      name: row.customerName,
      email: row.customerEmail,
      phone: row.customerPhone,
      address: row.customerAddress,
      addressExtra: row.customerAddressExtra,
    },
    agent: { name: row.agentName, email: row.agentEmail, phone: row.agentPhone },
  };
}

/** The queue's jobs of `ids` (pg-boss's table, ADR-043), oldest first. */
export async function readEmailJobs(db: Database, queue: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const table = sql.identifier(JOB_QUEUE_SCHEMA);
  // Both drivers answer `execute` with the rows under `rows`.
  const { rows } = (await db.execute(
    sql`select id::text as id, state::text as state, created_on as "createdOn", completed_on as "completedOn"
        from ${table}.job
        where name = ${queue} and id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        order by created_on, id`,
  )) as unknown as {
    rows: {
      id: string;
      state: string;
      createdOn: Date | string;
      completedOn: Date | string | null;
    }[];
  };
  return rows.map((row) => ({
    id: row.id,
    state: row.state,
    createdOn: new Date(row.createdOn),
    completedOn: row.completedOn === null ? null : new Date(row.completedOn),
  }));
}
