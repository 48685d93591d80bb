import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUDIT_LOG_PAGE_SIZE, type AuditLogPage } from '@brillo/domain/contracts/operators';
import { operatorsTexts } from '@brillo/domain/texts/operators.es-CL';
import { createTestApp } from '../../../test/app.ts';
import { signedInAccount } from '../../../test/auth.ts';
import { signedInOperator } from '../../../test/harness/callers.ts';
import { sessionOf } from '../../../test/sessions.ts';
import { createUser } from '../../db/factories.ts';
import { operatorAuditLog } from '../../db/schema.ts';
import { recordOperatorAction } from './audit-log.ts';

const URL = '/api/operador/audit-log';

describe('the audit log route (PD-36)', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const operator = await signedInOperator(db);
  const colleague = await signedInOperator(db);
  const asOperator = { authorization: `Bearer ${operator.token}` };

  const read = async (
    query: Record<string, string> = {},
    headers: Record<string, string> = asOperator,
  ) => app.inject({ method: 'GET', url: URL, query, headers });

  /**
   * `count` actions on a new target by `operatorId`, one transaction each, oldest first, each on a
   * later millisecond: the embedded database's clock counts whole milliseconds, and rows of the
   * same instant have no order of their own.
   */
  async function recordActions(operatorId: string | null, count: number) {
    const target = await createUser(db, 'agent');
    for (let index = 0; index < count; index += 1) {
      await new Promise((resolve) => setTimeout(resolve, 2));
      await db.transaction((tx) =>
        recordOperatorAction(tx, {
          operatorId,
          action: 'operator.added',
          targetType: 'user',
          targetId: target.id,
          reason: `Motivo ${index}`,
          before: { step: index },
          after: { step: index + 1 },
        }),
      );
    }
    return target.id;
  }

  it('lists rows newest first, with who did it, and pages them', async () => {
    const target = await recordActions(operator.user.id, AUDIT_LOG_PAGE_SIZE + 2);
    const first = await read({ targetType: 'user', targetId: target });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toMatch(/no-store/);
    const page: AuditLogPage = first.json();
    expect(page).toMatchObject({ total: AUDIT_LOG_PAGE_SIZE + 2, page: 1, pageSize: 50 });
    expect(page.entries).toHaveLength(AUDIT_LOG_PAGE_SIZE);
    expect(page.entries[0]).toMatchObject({
      operator: { id: operator.user.id, name: operator.user.name, email: operator.user.email },
      action: 'operator.added',
      targetType: 'user',
      targetId: target,
      reason: `Motivo ${AUDIT_LOG_PAGE_SIZE + 1}`,
      before: { step: AUDIT_LOG_PAGE_SIZE + 1 },
      after: { step: AUDIT_LOG_PAGE_SIZE + 2 },
    });
    const times = page.entries.map((entry) => entry.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const second: AuditLogPage = (await read({ targetId: target, page: '2' })).json();
    expect(second.entries.map((entry) => entry.reason)).toEqual(['Motivo 1', 'Motivo 0']);
    const beyond: AuditLogPage = (await read({ targetId: target, page: '3' })).json();
    expect(beyond).toMatchObject({ entries: [], total: AUDIT_LOG_PAGE_SIZE + 2, page: 3 });
  });

  it('filters by operator, and shows the server command as nobody', async () => {
    await recordActions(colleague.user.id, 2);
    const byCommand = await recordActions(null, 1);
    const mine: AuditLogPage = (await read({ operatorId: colleague.user.id })).json();
    expect(mine.total).toBe(2);
    expect(mine.entries.every((entry) => entry.operator?.id === colleague.user.id)).toBe(true);
    const command: AuditLogPage = (await read({ targetId: byCommand })).json();
    expect(command.entries).toEqual([expect.objectContaining({ operator: null })]);
    const none: AuditLogPage = (await read({ operatorId: 'nadie' })).json();
    expect(none).toMatchObject({ entries: [], total: 0 });
  });

  it('refuses bad filters and pages with Spanish messages', async () => {
    const queries: Record<string, string>[] = [
      { page: '0' },
      { page: 'uno' },
      { page: '1.5' },
      { page: '1001' },
      { targetId: 'x'.repeat(101) },
      { targetType: '   ' },
    ];
    for (const query of queries) {
      const answer = await read(query);
      expect(answer.statusCode, JSON.stringify(query)).toBe(400);
      expect(answer.json().error.code).toBe('VALIDATION_ERROR');
    }
    const badPage = await read({ page: '0' });
    expect(badPage.json().error.fields.page).toBe(operatorsTexts.auditLog.badPage);
  });

  it('is not there for anyone but an operator, whatever they send', async () => {
    const customer = await signedInAccount(app, db, 'customer');
    const agent = await signedInAccount(app, db, 'agent');
    const callers: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${customer.token}` },
      { authorization: `Bearer ${agent.token}` },
      { authorization: 'Bearer no-existe' },
    ];
    for (const headers of callers) {
      for (const query of [{}, { page: 'mal' }] as Record<string, string>[]) {
        const answer = await read(query, headers);
        expect(answer.statusCode).toBe(404);
        expect(answer.json()).toEqual(
          (await app.inject({ method: 'GET', url: '/api/operador/no-existe' })).json(),
        );
      }
    }
  });

  it('answers 403 to an operator whose authenticator is not set up yet', async () => {
    const newcomer = await createUser(db, 'operator');
    const token = await sessionOf(db, newcomer.id);
    const answer = await read({}, { authorization: `Bearer ${token}` });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().error.message).toBe(operatorsTexts.errors.setupRequired);
  });

  it('writes nothing when the change it records fails (one transaction)', async () => {
    const target = await createUser(db, 'agent');
    await expect(
      db.transaction(async (tx) => {
        await recordOperatorAction(tx, {
          operatorId: operator.user.id,
          action: 'operator.removed',
          targetType: 'user',
          targetId: target.id,
          reason: 'Prueba',
          before: null,
          after: null,
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.targetId, target.id));
    expect(rows).toEqual([]);
    await expect(
      db.transaction((tx) =>
        recordOperatorAction(tx, {
          operatorId: operator.user.id,
          action: 'operator.removed',
          targetType: 'user',
          targetId: target.id,
          reason: '  ',
          before: null,
          after: null,
        }),
      ),
    ).rejects.toThrow('needs a reason');
  });
});
