import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { closeLater } from '../../test/app.ts';
import { createTestDatabase } from '../../test/database.ts';
import { testPasswordHasher } from '../../test/password-hasher.ts';
import { operatorAuditLog, paymentRefunds, problemReports } from './schema.ts';
import { seedDemoData } from './seed.ts';
import { demoProblems } from './seed-problems.ts';

describe('the demo problem reports', async () => {
  const database = await createTestDatabase();
  closeLater(() => database.close());
  const db = database.db;
  await seedDemoData(db, testPasswordHasher, new Date());

  it('give the demo customer one open report and one resolved with a partial refund', async () => {
    const reports = await db.select().from(problemReports).orderBy(problemReports.createdAt);
    expect(reports.map((report) => report.status).sort()).toEqual(['open', 'resolved']);
    const resolved = reports.find((report) => report.status === 'resolved');
    expect(resolved).toMatchObject({
      resolution: 'partial',
      resolutionAmount: demoProblems.resolved.amount,
    });
    const [refund] = await db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.id, resolved?.refundId ?? ''));
    expect(refund).toMatchObject({
      kind: 'problem',
      status: 'succeeded',
      amount: demoProblems.resolved.amount,
    });
    const audit = await db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.targetId, resolved?.id ?? ''));
    expect(audit.map((row) => row.action)).toEqual(['problem.resolved']);
  });
});
