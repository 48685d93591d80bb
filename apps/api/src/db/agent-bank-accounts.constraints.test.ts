import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import type { DatabaseHandle } from './client.ts';
import { expectViolation } from './constraint-test-helpers.ts';
import { postgresErrorCodes } from './database-errors.ts';
import { createAgent, createCustomer } from './factories.ts';
import { agentBankAccounts, bankAccountConstraints } from './schema.ts';

const { checkViolation, exclusionViolation, foreignKeyViolation } = postgresErrorCodes;

/**
 * The agents' bank accounts in the database (PD-42): well-formed values, every account of an
 * agent in the agent's one RUT, and a RUT belonging to one agent, whoever writes.
 */
describe('agent bank accounts', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  const account = (
    agentId: string,
    overrides: Partial<typeof agentBankAccounts.$inferInsert> = {},
  ) =>
    database.db.insert(agentBankAccounts).values({
      agentId,
      holderRut: '12345678-5',
      bank: 'bancoestado',
      accountType: 'vista',
      accountNumber: '12345678',
      createdAt: new Date(),
      ...overrides,
    });

  it('keeps an agent’s accounts, one after another, in the same RUT', async () => {
    const { user: agent } = await createAgent(database.db);
    await account(agent.id);
    await account(agent.id, {
      bank: 'santander',
      accountType: 'corriente',
      accountNumber: '0001234567',
    });
    await expectViolation(account(agent.id, { holderRut: '11111111-1' }), {
      constraint: bankAccountConstraints.oneRutPerAgent,
      code: exclusionViolation,
    });
  });

  it('refuses a RUT that is another agent’s', async () => {
    const { user: first } = await createAgent(database.db);
    const { user: second } = await createAgent(database.db);
    await account(first.id, { holderRut: '7654321-6' });
    await expectViolation(account(second.id, { holderRut: '7654321-6' }), {
      constraint: bankAccountConstraints.oneAgentPerRut,
      code: exclusionViolation,
    });
  });

  it('refuses an account for someone who is not an agent', async () => {
    const { user: customer } = await createCustomer(database.db);
    await expectViolation(account(customer.id, { holderRut: '11111111-1' }), {
      constraint: 'agent_bank_accounts_agent_id_agent_profiles_user_id_fk',
      code: foreignKeyViolation,
    });
  });

  it.each([
    ['a RUT with dots', { holderRut: '12.345.678-5' }, 'agent_bank_accounts_holder_rut_check'],
    ['a lower-case k', { holderRut: '1000005-k' }, 'agent_bank_accounts_holder_rut_check'],
    ['a bank not in the list', { bank: 'banco-falso' }, 'agent_bank_accounts_bank_check'],
    ['an unknown account type', { accountType: 'plazo' }, 'agent_bank_accounts_account_type_check'],
    ['a number with a dash', { accountNumber: '1234-5678' }, 'agent_bank_accounts_number_check'],
    ['a number too short', { accountNumber: '123' }, 'agent_bank_accounts_number_check'],
  ] as const)('refuses %s', async (_case, overrides, constraint) => {
    const { user: agent } = await createAgent(database.db);
    await expectViolation(account(agent.id, overrides as never), {
      constraint,
      code: checkViolation,
    });
    expect(constraint).toMatch(/^agent_bank_accounts_/);
  });
});
