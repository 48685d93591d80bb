import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { symmetricEncrypt } from 'better-auth/crypto';
import type { PasswordHasher } from '../adapters/password-hasher/password-hasher.ts';
import type { Executor } from './client.ts';
import { createCredentials, createUser } from './factories.ts';
import { operatorAuditLog, twoFactors } from './schema.ts';
import { DEMO_OPERATOR_TOTP_SECRET, DEMO_PASSWORD, demoOperator } from './seed-data.ts';

/**
 * The demo operator, with DEMO_PASSWORD, its addition in the audit log and, given the AUTH_SECRET
 * that better-auth encrypts authenticators with, an authenticator already set up on
 * DEMO_OPERATOR_TOTP_SECRET (and no recovery codes): the server's and the journeys' seeds pass it.
 * Without the secret the operator sets one up at the first sign-in.
 */
export async function seedDemoOperator(
  tx: Executor,
  hasher: PasswordHasher,
  authSecret: string | undefined,
): Promise<void> {
  const user = await createUser(tx, 'operator', {
    ...demoOperator,
    phone: null,
    twoFactorEnabled: authSecret !== undefined,
  });
  await createCredentials(tx, user, DEMO_PASSWORD, hasher);
  // As `npm run operator -- add` records it, so the console's audit log has a first row.
  await tx.insert(operatorAuditLog).values({
    operatorId: null,
    action: 'operator.added',
    targetType: 'user',
    targetId: user.id,
    reason: 'Operador de demostración',
    before: null,
    after: { role: 'operator', email: user.email, disabledAt: null },
  });
  if (authSecret === undefined) return;
  await tx.insert(twoFactors).values({
    userId: user.id,
    secret: await symmetricEncrypt({ key: authSecret, data: DEMO_OPERATOR_TOTP_SECRET }),
    backupCodes: await symmetricEncrypt({ key: authSecret, data: '[]' }),
    verified: true,
  });
}

/** The demo operator's TOTP key in base32, as authenticators and `oathtool -b` take it. */
export function demoOperatorTotpKey(): string {
  return base32.encode(new TextEncoder().encode(DEMO_OPERATOR_TOTP_SECRET), { padding: false });
}

/** The `otpauth://` URI of the demo operator's authenticator (a QR code of it adds it to an app). */
export function demoOperatorTotpUri(): string {
  return createOTP(DEMO_OPERATOR_TOTP_SECRET, { digits: 6, period: 30 }).url(
    'Brillo',
    demoOperator.email,
  );
}
