import type { BankAccountAnswer, SavedBankAccount } from '@brillo/domain/contracts/bank-account';
import { formatRut, rutVerifier } from '@brillo/domain/rut';
import { bankAccountTexts } from '@brillo/domain/texts/bank-account.es-CL';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { agentRouteCallers, bearer, captureMail, signedInAccount } from '../../../test/auth.ts';
import { manualClock } from '../../../test/clock.ts';
import { agentBankAccounts } from '../../db/schema.ts';

const { errors } = bankAccountTexts;
/** A RUT of its own for each agent of the file ('15.000.000-4', …), as people write it. */
let nextBody = 15_000_000;
function freshRut(): string {
  const body = nextBody++;
  return formatRut({ body, verifier: rutVerifier(body) });
}

describe('the agent’s bank account', async () => {
  const mail = captureMail();
  const { app, database, jobs } = await createTestApp({ mailer: mail.mailer });
  const db = database.db;

  const { customer, newAgent } = await agentRouteCallers(app, db);

  const read = (account: { token: string } | null) =>
    app.inject({ method: 'GET', url: '/api/agents/bank-account', headers: bearer(account) });
  const save = (account: { token: string } | null, payload: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/agents/bank-account',
      headers: { ...bearer(account), 'content-type': 'application/json' },
      payload: JSON.stringify(payload) as InjectOptions['payload'],
    });
  const accountBody = (rut: string, overrides: Record<string, unknown> = {}) => ({
    rut,
    bank: 'bancoestado',
    accountType: 'vista',
    accountNumber: '12.345.678',
    holderRut: rut,
    ...overrides,
  });
  const storedRows = (agentId: string) =>
    db.select().from(agentBankAccounts).where(eq(agentBankAccounts.agentId, agentId));

  it('answers no RUT and no account before the first one, never cached', async () => {
    const agent = await newAgent();
    const response = await read(agent);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<BankAccountAnswer>()).toEqual({ rut: null, account: null });
    expect(response.headers['cache-control']).toMatch(/no-store/);
  });

  it('registers an account in the agent’s RUT, masked in every answer, paid from 24 hours on, with an email', async () => {
    const agent = await newAgent();
    const rut = freshRut();
    const typed = rut.replaceAll('.', '').toLowerCase();
    const response = await save(agent, accountBody(typed, { holderRut: rut }));
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<SavedBankAccount>();
    expect(saved).toMatchObject({
      message: bankAccountTexts.saved,
      changed: true,
      rut,
      account: {
        bank: 'bancoestado',
        bankName: 'BancoEstado',
        accountType: 'vista',
        maskedNumber: '•••• 5678',
        holderRut: rut,
      },
    });
    const account = saved.account;
    expect(
      new Date(account?.payableFrom ?? 0).getTime() - new Date(account?.createdAt ?? 0).getTime(),
    ).toBe(24 * 60 * 60 * 1000);
    expect(response.body).not.toContain('12345678');
    expect((await read(agent)).json<BankAccountAnswer>()).toEqual({
      rut,
      account: saved.account,
    });
    expect(await storedRows(agent.user.id)).toEqual([
      expect.objectContaining({ accountNumber: '12345678', holderRut: rut.replaceAll('.', '') }),
    ]);

    await jobs.runDue();
    const [message] = mail.mailTo(agent.user.email);
    expect(message?.subject).toBe(bankAccountTexts.email.subject);
    expect(message?.text).toContain('BancoEstado, •••• 5678');
    expect(message?.text).not.toContain('12345678');
  });

  it('keeps the account before when the account changes, and changes nothing for the same one', async () => {
    const agent = await newAgent();
    const rut = freshRut();
    expect((await save(agent, accountBody(rut))).statusCode).toBe(200);
    const same = await save(agent, accountBody(rut, { accountNumber: '12345678' }));
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json<SavedBankAccount>()).toMatchObject({
      message: bankAccountTexts.unchanged,
      changed: false,
    });
    const changed = await save(
      agent,
      accountBody(rut, {
        bank: 'santander',
        accountType: 'corriente',
        accountNumber: '0009876543',
      }),
    );
    expect(changed.json<SavedBankAccount>()).toMatchObject({
      changed: true,
      account: { bank: 'santander', maskedNumber: '•••• 6543' },
    });
    expect(await storedRows(agent.user.id)).toHaveLength(2);
    await jobs.runDue();
    expect(mail.mailTo(agent.user.email)).toHaveLength(2);
  });

  it.each([
    ['a RUT whose verifier does not match', { rut: '12.345.678-4' }, 'rut', errors.rutVerifier],
    ['a RUT that is not one', { rut: 'doce millones' }, 'rut', errors.rutFormat],
    ['an empty RUT', { rut: '  ' }, 'rut', errors.rutRequired],
    ['a bank not in the list', { bank: 'banco-falso' }, 'bank', errors.bankRequired],
    [
      'an unknown account type',
      { accountType: 'plazo' },
      'accountType',
      errors.accountTypeRequired,
    ],
    [
      'a number with letters',
      { accountNumber: '12AB5678' },
      'accountNumber',
      errors.accountNumberFormat,
    ],
    ['a number too short', { accountNumber: '123' }, 'accountNumber', errors.accountNumberFormat],
    [
      'an account in another RUT',
      { holderRut: '11.111.111-1' },
      'holderRut',
      errors.holderNotAgent,
    ],
  ])(
    'refuses %s with a Spanish field error, storing nothing',
    async (_case, change, field, message) => {
      const agent = await newAgent();
      const response = await save(agent, { ...accountBody(freshRut()), ...change });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.fields).toMatchObject({ [field]: message });
      expect(await storedRows(agent.user.id)).toEqual([]);
    },
  );

  it('refuses a field it does not know, and a missing one', async () => {
    const agent = await newAgent();
    const rut = freshRut();
    const unknown = await save(agent, { ...accountBody(rut), agentId: customer.user.id });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().error.fields)).toEqual(['agentId']);
    const withoutBank = await save(agent, { ...accountBody(rut), bank: undefined });
    expect(withoutBank.json().error.fields).toMatchObject({ bank: errors.bankRequired });
    expect(await storedRows(agent.user.id)).toEqual([]);
  });

  it('keeps the agent’s RUT fixed once given', async () => {
    const agent = await newAgent();
    const rut = freshRut();
    await save(agent, accountBody(rut));
    const other = freshRut();
    const response = await save(agent, accountBody(other, { accountNumber: '55554444' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ rut: errors.rutFixed });
    expect(await storedRows(agent.user.id)).toHaveLength(1);
  });

  it('refuses a RUT another agent registered', async () => {
    const [first, second] = await Promise.all([newAgent(), newAgent()]);
    const rut = freshRut();
    expect((await save(first, accountBody(rut))).statusCode).toBe(200);
    const response = await save(second, accountBody(rut));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ rut: errors.rutTaken });
    expect(await storedRows(second.user.id)).toEqual([]);
  });

  it('takes one RUT for an agent who registers two at once', async () => {
    const agent = await newAgent();
    const [one, two] = await Promise.all([
      save(agent, accountBody(freshRut())),
      save(agent, accountBody(freshRut())),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 400]);
    const refused = one.statusCode === 400 ? one : two;
    expect(refused.json().error.fields).toEqual({ rut: errors.rutFixed });
    expect(await storedRows(agent.user.id)).toHaveLength(1);
  });

  it('answers 401 signed out and 403 to a customer, for reading and registering', async () => {
    expect((await read(null)).statusCode).toBe(401);
    expect((await save(null, accountBody(freshRut()))).statusCode).toBe(401);
    expect((await read(customer)).statusCode).toBe(403);
    const refused = await save(customer, accountBody(freshRut()));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORBIDDEN');
  });
});

describe('a new bank account’s first 24 hours', async () => {
  const clock = manualClock('2026-11-30T12:00:00Z');
  const { app, database } = await createTestApp({ clock });

  it('are answered as not payable yet, and payable from the 24th hour on', async () => {
    const agent = await signedInAccount(app, database.db, 'agent', { withProfile: true });
    const headers = { authorization: `Bearer ${agent.token}` };
    const rut = formatRut({ body: 9_876_543, verifier: rutVerifier(9_876_543) });
    const saved = await app.inject({
      method: 'POST',
      url: '/api/agents/bank-account',
      headers,
      payload: {
        rut,
        bank: 'tenpo',
        accountType: 'vista',
        accountNumber: '111122223333',
        holderRut: rut,
      },
    });
    expect(saved.json<SavedBankAccount>().account).toMatchObject({
      createdAt: '2026-11-30T12:00:00.000Z',
      payableFrom: '2026-12-01T12:00:00.000Z',
      payableNow: false,
    });
    const read = async () =>
      (
        await app.inject({ method: 'GET', url: '/api/agents/bank-account', headers })
      ).json<BankAccountAnswer>().account?.payableNow;
    clock.advance(24 * 60 * 60 * 1000 - 1);
    expect(await read()).toBe(false);
    clock.advance(1);
    expect(await read()).toBe(true);
  });
});
