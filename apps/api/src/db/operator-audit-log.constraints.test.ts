import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import type { DatabaseHandle } from './client.ts';
import { databaseErrorOf, expectViolation } from './constraint-test-helpers.ts';
import { postgresErrorCodes } from './database-errors.ts';
import { createUser } from './factories.ts';
import { operatorAuditLog, users } from './schema.ts';

/** SQLSTATE 23001, which the audit log's trigger raises (migration 0016). */
const RESTRICT_VIOLATION = '23001';

describe('the operator audit log (append-only, PD-36)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  async function auditRow(reason = 'Documento legible y vigente') {
    const operator = await createUser(database.db, 'operator');
    const [row] = await database.db
      .insert(operatorAuditLog)
      .values({
        operatorId: operator.id,
        action: 'operator.added',
        targetType: 'user',
        targetId: operator.id,
        reason,
        before: null,
        after: { disabledAt: null },
      })
      .returning();
    if (!row) throw new Error('no audit row');
    return row;
  }

  it('keeps a row as it was written, with its time', async () => {
    const row = await auditRow();
    const [read] = await database.db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.id, row.id));
    expect(read).toMatchObject({ action: 'operator.added', after: { disabledAt: null } });
    expect(read?.createdAt).toBeInstanceOf(Date);
  });

  it('refuses to update a row, whatever the column', async () => {
    const row = await auditRow();
    for (const change of [{ reason: 'otro motivo' }, { after: { disabledAt: 'x' } }]) {
      const error = await databaseErrorOf(
        database.db.update(operatorAuditLog).set(change).where(eq(operatorAuditLog.id, row.id)),
      );
      expect(error.code).toBe(RESTRICT_VIOLATION);
      expect(error.message).toContain('append-only');
    }
    const [read] = await database.db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.id, row.id));
    expect(read?.reason).toBe(row.reason);
  });

  it('refuses to delete a row, or to empty the table', async () => {
    const row = await auditRow();
    const deleted = await databaseErrorOf(
      database.db.delete(operatorAuditLog).where(eq(operatorAuditLog.id, row.id)),
    );
    expect(deleted.code).toBe(RESTRICT_VIOLATION);
    const truncated = await databaseErrorOf(
      database.db.execute(sql`truncate table operator_audit_log`),
    );
    expect(truncated.code).toBe(RESTRICT_VIOLATION);
    const [still] = await database.db
      .select({ id: operatorAuditLog.id })
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.id, row.id));
    expect(still?.id).toBe(row.id);
  });

  it('refuses a row without a reason', async () => {
    await expectViolation(auditRow('   '), {
      constraint: 'operator_audit_log_reason_present',
      code: postgresErrorCodes.checkViolation,
    });
  });

  it('keeps the operator an audit row names: the account cannot be deleted', async () => {
    const row = await auditRow();
    const error = await databaseErrorOf(
      database.db.delete(users).where(eq(users.id, row.operatorId ?? '')),
    );
    expect(error.code).toBe(postgresErrorCodes.foreignKeyViolation);
  });

  it("accepts the operator role, and no role that isn't one of the three", async () => {
    const operator = await createUser(database.db, 'operator');
    expect(operator.role).toBe('operator');
    await expectViolation(
      database.db.execute(
        sql`insert into users (name, email, role) values ('Admin', 'admin@example.com', 'admin')`,
      ),
      { constraint: 'users_role_check', code: postgresErrorCodes.checkViolation },
    );
  });
});
