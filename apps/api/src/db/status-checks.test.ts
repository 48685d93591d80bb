import {
  agentDocumentContentTypes,
  agentDocumentKinds,
  bookingStatuses,
  genders,
  nationalities,
  paymentCurrencies,
  paymentProviders,
  paymentStatuses,
  qualityAnswers,
  slotBookingStatuses,
  slotStatuses,
  userRoles,
  weeklyHoursBands,
  yesNoAnswers,
} from '@brillo/domain/enums';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import type { Database, DatabaseHandle } from './client.ts';
import { expectViolation } from './constraint-test-helpers.ts';
import { postgresErrorCodes } from './database-errors.ts';
import { createAgent, createBooking, createCustomer, createSlot, createUser } from './factories.ts';
import { agentDocuments, paymentEvents, payments } from './schema.ts';

/** One row to update, found by `keyColumn = key`. */
type RowFactory = (db: Database) => Promise<{ keyColumn: string; key: string }>;

const bareUser: RowFactory = async (db) => {
  const user = await createUser(db, 'customer');
  return { keyColumn: 'id', key: user.id };
};
const agentProfile: RowFactory = async (db) => {
  const { user } = await createAgent(db);
  return { keyColumn: 'user_id', key: user.id };
};
const customerProfile: RowFactory = async (db) => {
  const { user } = await createCustomer(db);
  return { keyColumn: 'user_id', key: user.id };
};
const slot: RowFactory = async (db) => {
  const { user } = await createAgent(db);
  const { id } = await createSlot(db, { agentId: user.id });
  return { keyColumn: 'id', key: id };
};
async function insertBooking(db: Database) {
  const agent = await createAgent(db);
  const customer = await createCustomer(db);
  const availability = await createSlot(db, { agentId: agent.user.id });
  return createBooking(db, { customerId: customer.user.id, slot: availability });
}
const booking: RowFactory = async (db) => ({ keyColumn: 'id', key: (await insertBooking(db)).id });
async function insertPayment(db: Database) {
  const { id, amount } = await insertBooking(db);
  const [payment] = await db
    .insert(payments)
    .values({ bookingId: id, provider: 'sandbox', amount })
    .returning();
  if (!payment) throw new Error('no payment inserted');
  return payment;
}
const payment: RowFactory = async (db) => ({ keyColumn: 'id', key: (await insertPayment(db)).id });
const paymentEvent: RowFactory = async (db) => {
  const [event] = await db
    .insert(paymentEvents)
    .values({
      provider: 'sandbox',
      providerEventId: crypto.randomUUID(),
      type: 'payment.succeeded',
      payload: {},
    })
    .returning();
  if (!event) throw new Error('no payment event inserted');
  return { keyColumn: 'id', key: event.id };
};
const agentDocument: RowFactory = async (db) => {
  const { user } = await createAgent(db);
  const [document] = await db
    .insert(agentDocuments)
    .values({
      agentId: user.id,
      kind: 'id',
      storageKey: `agentDocs/${user.id}/${Date.now()}_carnet.pdf`,
      originalName: 'carnet.pdf',
      contentType: 'application/pdf',
      sizeBytes: 182_044,
    })
    .returning();
  if (!document) throw new Error('no document inserted');
  return { keyColumn: 'id', key: document.id };
};

const enumColumns: { table: string; column: string; values: readonly string[]; row: RowFactory }[] =
  [
    { table: 'users', column: 'role', values: userRoles, row: bareUser },
    { table: 'customer_profiles', column: 'gender', values: genders, row: customerProfile },
    {
      table: 'customer_profiles',
      column: 'nationality',
      values: nationalities,
      row: customerProfile,
    },
    {
      table: 'agent_profiles',
      column: 'weekly_hours',
      values: weeklyHoursBands,
      row: agentProfile,
    },
    { table: 'agent_profiles', column: 'police_record', values: yesNoAnswers, row: agentProfile },
    {
      table: 'agent_profiles',
      column: 'quality_answer',
      values: qualityAnswers,
      row: agentProfile,
    },
    { table: 'agent_profiles', column: 'work_permit', values: yesNoAnswers, row: agentProfile },
    { table: 'agent_profiles', column: 'gender', values: genders, row: agentProfile },
    { table: 'agent_profiles', column: 'nationality', values: nationalities, row: agentProfile },
    { table: 'agent_documents', column: 'kind', values: agentDocumentKinds, row: agentDocument },
    {
      table: 'agent_documents',
      column: 'content_type',
      values: agentDocumentContentTypes,
      row: agentDocument,
    },
    { table: 'availability_slots', column: 'status', values: slotStatuses, row: slot },
    {
      table: 'availability_slots',
      column: 'booking_status',
      values: slotBookingStatuses,
      row: slot,
    },
    { table: 'bookings', column: 'status', values: bookingStatuses, row: booking },
    { table: 'payments', column: 'status', values: paymentStatuses, row: payment },
    { table: 'payments', column: 'provider', values: paymentProviders, row: payment },
    { table: 'payments', column: 'currency', values: paymentCurrencies, row: payment },
    { table: 'payment_events', column: 'provider', values: paymentProviders, row: paymentEvent },
  ];

describe('status and enumeration checks', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  function setValue(table: string, column: string, value: string, keyColumn: string, key: string) {
    return database.db.execute(
      sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${value}
          WHERE ${sql.identifier(keyColumn)} = ${key}`,
    );
  }

  it.each(enumColumns)("$table.$column refuses a value outside the spec's list", async (c) => {
    const { keyColumn, key } = await c.row(database.db);
    for (const value of ['unknown', '', c.values[0]?.toUpperCase() ?? 'X']) {
      await expectViolation(setValue(c.table, c.column, value, keyColumn, key), {
        constraint: `${c.table}_${c.column}_check`,
        code: postgresErrorCodes.checkViolation,
      });
    }
  });

  it.each(enumColumns)("$table.$column accepts every value of the spec's list", async (c) => {
    const { keyColumn, key } = await c.row(database.db);
    for (const value of c.values) {
      await setValue(c.table, c.column, value, keyColumn, key);
    }
  });
});
