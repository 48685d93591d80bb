import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { codeOf, keyOf, operatorBrowser } from '../../test/operators.ts';
import { testPasswordHasher } from '../../test/password-hasher.ts';
import { DEMO_OPERATOR_TOTP_SECRET, DEMO_PASSWORD, demoOperator } from './seed-data.ts';
import { seedDemoData } from './seed.ts';
import { demoOperatorTotpKey, demoOperatorTotpUri } from './seed-operator.ts';

describe('the demo operator (PD-36)', async () => {
  const { app, database, deps } = await createTestApp();
  const seeded = await seedDemoData(database.db, testPasswordHasher, new Date(), undefined, {
    authSecret: deps.config.authSecret,
  });

  it('is one of the demo accounts', () => {
    expect(seeded.accounts).toContain(demoOperator.email);
  });

  it('signs in with the demo password and a code of the key the start-up log prints', async () => {
    const key = demoOperatorTotpKey();
    expect(key).toMatch(/^[A-Z2-7]+$/);
    expect(new URL(demoOperatorTotpUri()).searchParams.get('secret')).toBe(key);
    expect(new TextDecoder().decode(keyOf(demoOperatorTotpUri()))).toBe(DEMO_OPERATOR_TOTP_SECRET);

    const browser = operatorBrowser(app);
    const password = await browser.signIn(demoOperator.email, DEMO_PASSWORD);
    expect(password.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    const code = await codeOf(DEMO_OPERATOR_TOTP_SECRET);
    const verified = await browser.post('/api/auth/two-factor/verify-totp', { code });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await browser.get('/api/operador/audit-log')).statusCode).toBe(200);
  });
});
