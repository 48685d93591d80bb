import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { totpCodeUses } from '../../db/schema.ts';

/**
 * Claims an authenticator code for the account: true the first time, false when the same code
 * was used within `windowSeconds` (a code is valid for at most that long, so an older use was
 * another code that happened to share the digits). One atomic upsert, so of two simultaneous
 * uses exactly one wins.
 */
export async function claimTotpCode(
  db: Executor,
  {
    userId,
    code,
    now,
    windowSeconds,
  }: {
    userId: string;
    code: string;
    now: Date;
    windowSeconds: number;
  },
): Promise<boolean> {
  const claimed = await db
    .insert(totpCodeUses)
    .values({ userId, code, usedAt: now })
    .onConflictDoUpdate({
      target: [totpCodeUses.userId, totpCodeUses.code],
      set: { usedAt: now },
      setWhere: sql`${totpCodeUses.usedAt} <= ${new Date(now.getTime() - windowSeconds * 1000)}`,
    })
    .returning({ userId: totpCodeUses.userId });
  return claimed.length > 0;
}

/** Forgets code uses older than any window they could matter in. */
export async function forgetOldTotpCodes(db: Executor, before: Date) {
  await db.delete(totpCodeUses).where(sql`${totpCodeUses.usedAt} < ${before}`);
}
