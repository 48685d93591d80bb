import type { BookingStatus } from '@brillo/domain/enums';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
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
