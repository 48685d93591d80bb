import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operatorCommandTexts } from '@brillo/domain/texts/operator-command.es-CL';
import { operatorsTexts } from '@brillo/domain/texts/operators.es-CL';
import { createTestApp } from '../test/app.ts';
import { WEB_ORIGIN, signIn, signedInAccount, uniqueEmail } from '../test/auth.ts';
import { manualClock } from '../test/clock.ts';
import { testPasswordHasher } from '../test/password-hasher.ts';
import { sessionOf } from '../test/sessions.ts';
import { accounts, operatorAuditLog, sessions, users } from './db/schema.ts';
import { runOperatorCommand } from './operator-command.ts';

describe('npm run operator (PD-36)', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const clock = manualClock(new Date());
  const deps = { db, passwordHasher: testPasswordHasher, clock };

  async function run(...args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runOperatorCommand(args, deps, {
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  const passwordIn = (output: string) => /Contraseña[^:]*: (\S+)/.exec(output)?.[1] ?? '';
  const userByEmail = async (email: string) =>
    (await db.select().from(users).where(eq(users.email, email)))[0];
  const auditOf = (userId: string) =>
    db.select().from(operatorAuditLog).where(eq(operatorAuditLog.targetId, userId));

  it('adds an operator with a generated password, printed once, and records it', async () => {
    const email = uniqueEmail('ops');
    const added = await run(
      'add',
      email.toUpperCase(),
      '--name',
      'Rosa Pérez',
      '--reason',
      'Turno de noche',
    );
    expect(added.code).toBe(0);
    const password = passwordIn(added.out);
    expect(password).toMatch(/^[\w-]{24}$/);
    expect(added.out).toBe(operatorCommandTexts.added(email, password));

    const user = await userByEmail(email);
    expect(user).toMatchObject({
      role: 'operator',
      name: 'Rosa Pérez',
      emailVerified: true,
      twoFactorEnabled: false,
      disabledAt: null,
    });
    const [credential] = await db
      .select()
      .from(accounts)
      .where(eq(accounts.userId, user?.id ?? ''));
    expect(credential?.password).not.toContain(password);
    const signedIn = await signIn(app, email, password, { headers: { origin: WEB_ORIGIN } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.role).toBe('operator');

    expect(await auditOf(user?.id ?? '')).toEqual([
      expect.objectContaining({
        operatorId: null,
        action: 'operator.added',
        targetType: 'user',
        reason: 'Turno de noche',
        before: null,
        after: expect.objectContaining({ role: 'operator', email, disabledAt: null }),
      }),
    ]);
  });

  it('removes an operator: no more sign-in, every session ended, the account and history kept', async () => {
    const email = uniqueEmail('ops');
    const password = passwordIn((await run('add', email)).out);
    const user = await userByEmail(email);
    const token = await sessionOf(db, user?.id ?? '');
    await sessionOf(db, user?.id ?? '');

    clock.advance(60_000);
    const removed = await run('remove', email);
    expect(removed).toEqual({ code: 0, out: operatorCommandTexts.removed(email, 2), err: '' });
    expect(
      await db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, user?.id ?? '')),
    ).toEqual([]);
    const bearer = { authorization: `Bearer ${token}` };
    expect((await app.inject({ url: '/api/session', headers: bearer })).statusCode).toBe(401);

    const refused = await signIn(app, email, password, { headers: { origin: WEB_ORIGIN } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: 'ACCOUNT_DISABLED',
      message: operatorsTexts.errors.accountDisabled,
    });
    expect((await userByEmail(email))?.disabledAt).toEqual(clock.now());
    const history = await auditOf(user?.id ?? '');
    expect(history.map((row) => row.action).sort()).toEqual(['operator.added', 'operator.removed']);
    expect(history.find((row) => row.action === 'operator.removed')).toMatchObject({
      reason: operatorCommandTexts.defaultRemoveReason,
      before: { disabledAt: null },
      after: { disabledAt: clock.now().toISOString() },
    });

    // Added again: a new password, and a new authenticator at the next sign-in.
    const again = await run('add', email);
    expect(again.code).toBe(0);
    const newPassword = passwordIn(again.out);
    expect(
      (await signIn(app, email, newPassword, { headers: { origin: WEB_ORIGIN } })).statusCode,
    ).toBe(200);
    expect(await auditOf(user?.id ?? '')).toHaveLength(3);
  });

  it('refuses to make an operator of a customer or an agent, or twice', async () => {
    const customer = await signedInAccount(app, db, 'customer');
    const refused = await run('add', customer.user.email);
    expect(refused).toEqual({
      code: 1,
      out: '',
      err: operatorCommandTexts.notAnOperator(customer.user.email, 'customer'),
    });
    expect((await userByEmail(customer.user.email))?.role).toBe('customer');

    const email = uniqueEmail('ops');
    await run('add', email);
    expect(await run('add', email)).toMatchObject({
      code: 1,
      err: operatorCommandTexts.alreadyOperator(email),
    });
    expect(await run('remove', customer.user.email)).toMatchObject({
      code: 1,
      err: operatorCommandTexts.noOperator(customer.user.email),
    });
    await run('remove', email);
    expect(await run('remove', email)).toMatchObject({ code: 1 });
    expect(await run('add', 'no-es-un-correo')).toMatchObject({
      code: 1,
      err: operatorCommandTexts.badEmail('no-es-un-correo'),
    });
  });

  it('explains its use when misused', async () => {
    for (const args of [
      [],
      ['add'],
      ['promote', 'a@b.cl'],
      ['add', 'a@b.cl', 'extra'],
      ['add', 'a@b.cl', '--role', 'x'],
    ]) {
      expect(await run(...args)).toEqual({ code: 2, out: '', err: operatorCommandTexts.usage });
    }
  });
});
