import { eq } from 'drizzle-orm';
import type { PasswordHasher } from '../adapters/password-hasher/password-hasher.ts';
import type { Executor } from './client.ts';
import { createCredentials, createCustomer } from './factories.ts';
import { operatorAuditLog, users } from './schema.ts';
import {
  DEMO_PASSWORD,
  DEMO_SUSPENSION_REASON,
  demoOperator,
  demoSuspendedCustomer,
} from './seed-data.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * A customer the demo operator suspended two days before `now` (PD-38), with the audit row the
 * console's suspension writes: the accounts' console lists them as suspended with the reason, and
 * their sign-in is refused. Seeded after the demo operator, whom the row names.
 */
export async function seedDemoSuspension(
  tx: Executor,
  hasher: PasswordHasher,
  now: Date,
): Promise<void> {
  const { user } = await createCustomer(tx, demoSuspendedCustomer);
  await createCredentials(tx, user, DEMO_PASSWORD, hasher);
  const suspendedAt = new Date(now.getTime() - 2 * DAY);
  await tx.update(users).set({ suspendedAt }).where(eq(users.id, user.id));
  const [operator] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoOperator.email));
  await tx.insert(operatorAuditLog).values({
    operatorId: operator?.id ?? null,
    action: 'account.suspended',
    targetType: 'user',
    targetId: user.id,
    reason: DEMO_SUSPENSION_REASON,
    before: { suspendedAt: null },
    after: { suspendedAt: suspendedAt.toISOString(), sessionsEnded: 0, bookingsEnded: 0 },
    createdAt: suspendedAt,
  });
}
