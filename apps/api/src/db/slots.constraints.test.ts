import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import type { DatabaseHandle } from './client.ts';
import { expectViolation } from './constraint-test-helpers.ts';
import { postgresErrorCodes } from './database-errors.ts';
import { createAgent, createSlot } from './factories.ts';
import { availabilitySlots, slotConstraints } from './schema.ts';

const at = (iso: string) => new Date(iso);
const overlap = {
  constraint: slotConstraints.noOverlap,
  code: postgresErrorCodes.exclusionViolation,
};

describe('availability slot constraints', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('refuses a slot that ends when it starts or before', async () => {
    const { user } = await createAgent(database.db);
    const endAfterStart = {
      constraint: slotConstraints.endAfterStart,
      code: postgresErrorCodes.checkViolation,
    };
    const start = at('2031-03-10T13:00:00Z');
    await expectViolation(
      createSlot(database.db, { agentId: user.id, startTime: start, endTime: start }),
      endAfterStart,
    );
    await expectViolation(
      createSlot(database.db, {
        agentId: user.id,
        startTime: start,
        endTime: at('2031-03-10T12:00:00Z'),
      }),
      endAfterStart,
    );
  });

  it('refuses times with seconds, since entered times are trimmed to minutes', async () => {
    const { user } = await createAgent(database.db);
    await expectViolation(
      createSlot(database.db, {
        agentId: user.id,
        startTime: at('2031-03-10T13:00:30Z'),
        endTime: at('2031-03-10T15:00:00Z'),
      }),
      { constraint: 'availability_slots_whole_minutes', code: postgresErrorCodes.checkViolation },
    );
  });

  it('refuses a slot that overlaps another slot of the same agent', async () => {
    const { user } = await createAgent(database.db);
    const agentId = user.id;
    await createSlot(database.db, {
      agentId,
      startTime: at('2031-04-01T13:00:00Z'),
      endTime: at('2031-04-01T16:00:00Z'),
    });
    const overlapping = [
      ['2031-04-01T12:00:00Z', '2031-04-01T13:01:00Z'],
      ['2031-04-01T14:00:00Z', '2031-04-01T15:00:00Z'],
      ['2031-04-01T15:59:00Z', '2031-04-01T18:00:00Z'],
      ['2031-04-01T10:00:00Z', '2031-04-01T20:00:00Z'],
    ] as const;
    for (const [start, end] of overlapping) {
      await expectViolation(
        createSlot(database.db, { agentId, startTime: at(start), endTime: at(end) }),
        overlap,
      );
    }
  });

  it('accepts a slot that starts exactly when the previous one ends', async () => {
    const { user } = await createAgent(database.db);
    await createSlot(database.db, {
      agentId: user.id,
      startTime: at('2031-04-02T13:00:00Z'),
      endTime: at('2031-04-02T16:00:00Z'),
    });
    const next = await createSlot(database.db, {
      agentId: user.id,
      startTime: at('2031-04-02T16:00:00Z'),
      endTime: at('2031-04-02T18:00:00Z'),
    });
    expect(next.startTime).toEqual(at('2031-04-02T16:00:00Z'));
  });

  it('lets two agents offer the same hours', async () => {
    const first = await createAgent(database.db);
    const second = await createAgent(database.db);
    const hours = { startTime: at('2031-04-03T13:00:00Z'), endTime: at('2031-04-03T16:00:00Z') };
    await createSlot(database.db, { agentId: first.user.id, ...hours });
    const other = await createSlot(database.db, { agentId: second.user.id, ...hours });
    expect(other.agentId).toBe(second.user.id);
  });

  it('refuses moving a slot onto another slot of the same agent', async () => {
    const { user } = await createAgent(database.db);
    await createSlot(database.db, {
      agentId: user.id,
      startTime: at('2031-04-04T13:00:00Z'),
      endTime: at('2031-04-04T15:00:00Z'),
    });
    const later = await createSlot(database.db, {
      agentId: user.id,
      startTime: at('2031-04-04T17:00:00Z'),
      endTime: at('2031-04-04T19:00:00Z'),
    });
    await expectViolation(
      database.db
        .update(availabilitySlots)
        .set({ startTime: at('2031-04-04T14:00:00Z') })
        .where(eq(availabilitySlots.id, later.id)),
      overlap,
    );
  });

  it('refuses a slot for a user who has no agent profile', async () => {
    await expectViolation(createSlot(database.db, { agentId: 'no-such-agent' }), {
      constraint: 'availability_slots_agent_id_agent_profiles_user_id_fk',
      code: postgresErrorCodes.foreignKeyViolation,
    });
  });
});
