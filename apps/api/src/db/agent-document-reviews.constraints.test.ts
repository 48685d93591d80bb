import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import type { DatabaseHandle, Executor } from './client.ts';
import { expectViolation } from './constraint-test-helpers.ts';
import { postgresErrorCodes } from './database-errors.ts';
import { createAgent } from './factories.ts';
import { agentDocuments, agentProfiles } from './schema.ts';

const { checkViolation } = postgresErrorCodes;

/**
 * The review of identity documents in the database (PD-37, ADR-079): the columns stay consistent
 * with the state, and `agent_profiles.verified` follows the documents whoever writes them.
 */
describe('agent document reviews', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  const document = (agentId: string, kind: 'id' | 'certificate', review: object = {}) => ({
    agentId,
    kind,
    storageKey: `documents/${crypto.randomUUID()}.pdf`,
    originalName: `${kind}.pdf`,
    contentType: 'application/pdf' as const,
    sizeBytes: 100,
    ...review,
  });
  const approved = { reviewStatus: 'approved' as const, reviewedAt: new Date() };
  const verifiedOf = async (agentId: string) => {
    const [row] = await database.db
      .select({ verified: agentProfiles.verified })
      .from(agentProfiles)
      .where(eq(agentProfiles.userId, agentId));
    return row?.verified;
  };

  it.each([
    ['a decision on a waiting document', { reviewStatus: 'pending', reviewedAt: new Date() }],
    ['an approval without its time', { reviewStatus: 'approved' }],
    ['an approval with a reason', { ...approved, rejectionReason: 'expired' }],
    [
      'a rejection without a note',
      { reviewStatus: 'rejected', reviewedAt: new Date(), rejectionReason: 'expired' },
    ],
    [
      'a rejection with a blank note',
      {
        reviewStatus: 'rejected',
        reviewedAt: new Date(),
        rejectionReason: 'expired',
        rejectionNote: '  ',
      },
    ],
  ])('refuses %s', async (_case, review) => {
    const { user } = await createAgent(database.db);
    await expectViolation(
      database.db.insert(agentDocuments).values(document(user.id, 'id', review)),
      { constraint: 'agent_documents_review_consistent', code: checkViolation },
    );
  });

  it('refuses a state or a reason outside the lists', async () => {
    const { user } = await createAgent(database.db);
    await expectViolation(
      database.db.insert(agentDocuments).values(
        document(user.id, 'id', {
          reviewStatus: 'maybe' as 'pending',
          reviewedAt: new Date(),
          rejectionReason: 'expired',
          rejectionNote: 'x',
        }),
      ),
      { constraint: 'agent_documents_review_status_check', code: checkViolation },
    );
    await expectViolation(
      database.db.insert(agentDocuments).values(
        document(user.id, 'id', {
          reviewStatus: 'rejected',
          reviewedAt: new Date(),
          rejectionReason: 'ugly' as 'other',
          rejectionNote: 'x',
        }),
      ),
      { constraint: 'agent_documents_rejection_reason_check', code: checkViolation },
    );
  });

  it('keeps verified exactly while both documents are approved, whoever writes', async () => {
    const { user } = await createAgent(database.db);
    const db = database.db;
    await db.insert(agentDocuments).values(document(user.id, 'id', approved));
    expect(await verifiedOf(user.id)).toBe(false);
    const [certificate] = await db
      .insert(agentDocuments)
      .values(document(user.id, 'certificate'))
      .returning({ id: agentDocuments.id });
    expect(await verifiedOf(user.id)).toBe(false);
    await db
      .update(agentDocuments)
      .set(approved)
      .where(eq(agentDocuments.id, certificate?.id ?? ''));
    expect(await verifiedOf(user.id)).toBe(true);
    // A replaced document (its row deleted, a new one waiting) takes the badge away.
    await db
      .delete(agentDocuments)
      .where(and(eq(agentDocuments.agentId, user.id), eq(agentDocuments.kind, 'certificate')));
    expect(await verifiedOf(user.id)).toBe(false);
  });

  it('sees both approvals when two transactions approve the two documents at once', async () => {
    const { user } = await createAgent(database.db);
    const db = database.db;
    const ids = await db
      .insert(agentDocuments)
      .values([document(user.id, 'id'), document(user.id, 'certificate')])
      .returning({ id: agentDocuments.id });
    const approve = (tx: Executor, id: string) =>
      tx.update(agentDocuments).set(approved).where(eq(agentDocuments.id, id));
    if (database.driver === 'postgres') {
      // The first approval holds its transaction open while the second runs on another
      // connection: the second's count waits for the first's lock on the profile, then sees it.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let approvedFirst: () => void = () => undefined;
      const firstDone = new Promise<void>((resolve) => {
        approvedFirst = resolve;
      });
      const first = db.transaction(async (tx) => {
        await approve(tx, ids[0]?.id ?? '');
        approvedFirst();
        await held;
      });
      await firstDone;
      const second = db.transaction((tx) => approve(tx, ids[1]?.id ?? ''));
      setTimeout(release, 200);
      await Promise.all([first, second]);
    } else {
      // PGlite has one connection: the transactions take turns.
      await Promise.all(ids.map(({ id }) => db.transaction((tx) => approve(tx, id))));
    }
    expect(await verifiedOf(user.id)).toBe(true);
  });
});
