import { describe, expect, it } from 'vitest';
import { operatorsTexts } from '../texts/operators.es-CL.ts';
import {
  AuditLogQuerySchema,
  RecoveryCodeSchema,
  TotpCodeSchema,
  auditActions,
} from './operators.ts';

describe("an authenticator's code", () => {
  it('is six digits, the spaces people type between groups dropped', () => {
    expect(TotpCodeSchema.parse('123456')).toBe('123456');
    expect(TotpCodeSchema.parse(' 123 456 ')).toBe('123456');
    expect(TotpCodeSchema.parse('012345')).toBe('012345');
  });

  it.each(['12345', '1234567', 'abcdef', '12 34 5', '', '１２３４５６'])(
    'refuses %j in Spanish',
    (code) => {
      const parsed = TotpCodeSchema.safeParse(code);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(operatorsTexts.errors.invalidCode);
    },
  );

  it('refuses something that is not text, or a very long text, with the same message', () => {
    for (const code of [123456, null, '1'.repeat(21)]) {
      expect(TotpCodeSchema.safeParse(code).error?.issues[0]?.message).toBe(
        operatorsTexts.errors.invalidCode,
      );
    }
  });
});

describe('a recovery code', () => {
  it('is letters, digits and a hyphen, as better-auth makes them', () => {
    expect(RecoveryCodeSchema.parse(' aB3dE-9xYz1 ')).toBe('aB3dE-9xYz1');
    for (const code of ['', 'abc def', 'x'.repeat(41), 'ñandú-12345']) {
      expect(RecoveryCodeSchema.safeParse(code).success, code).toBe(false);
    }
  });
});

describe("the audit log's filters", () => {
  it('takes a target, an operator and a page from the address, all optional', () => {
    expect(AuditLogQuerySchema.parse({})).toEqual({});
    expect(AuditLogQuerySchema.parse({ targetType: ' user ', targetId: 'abc', page: '3' })).toEqual(
      { targetType: 'user', targetId: 'abc', page: 3 },
    );
  });

  it.each([
    { page: '0' },
    { page: '1001' },
    { page: '2.5' },
    { targetId: '' },
    { operatorId: ' ' },
  ])('refuses %j', (query) => {
    expect(AuditLogQuerySchema.safeParse(query).success).toBe(false);
  });
});

describe('the audit log’s actions', () => {
  it('each have a Spanish name for the console', () => {
    for (const action of auditActions) expect(operatorsTexts.actions[action], action).toBeTruthy();
  });
});
