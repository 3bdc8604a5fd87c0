/**
 * Failed logins per throttling key, in the database so every instance sees the same counts
 * (lib/owner/auth/login-throttle.ts decides the keys and the delays).
 */
import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '@/lib/platform/db/client';
import { loginFailures } from '@/lib/platform/db/schema';

/** A key's failures are forgotten a day after its last one (the owner's throttle, lib/owner/auth/policy.ts). */
export const FORGET_FAILURES_SECONDS = 24 * 60 * 60;

/** Seconds until every one of `keys` may try again (0: now). */
export async function waitSeconds(db: Database, keys: readonly string[], now = new Date()): Promise<number> {
  if (!keys.length) return 0;
  const [row] = await db
    .select({ until: sql<Date | null>`max(${loginFailures.blockedUntil})` })
    .from(loginFailures)
    .where(inArray(loginFailures.key, [...keys]));
  const until = row?.until ? new Date(row.until).getTime() : 0;
  return Math.max(0, Math.ceil((until - now.getTime()) / 1000));
}

/**
 * Counts a failure for a key (a count older than `forgetSeconds` starts again at 1), blocks the key for
 * what `delay` says after that many failures, and gives the count.
 */
export async function recordFailure(
  db: Database,
  key: string,
  delay: (failures: number) => number,
  forgetSeconds: number,
  now = new Date(),
): Promise<number> {
  const forgetBefore = new Date(now.getTime() - forgetSeconds * 1000);
  const [row] = await db
    .insert(loginFailures)
    .values({ key, failures: 1, lastFailureAt: now, blockedUntil: now })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures: sql`case when ${loginFailures.lastFailureAt} < ${forgetBefore} then 1 else ${loginFailures.failures} + 1 end`,
        lastFailureAt: now,
      },
    })
    .returning({ failures: loginFailures.failures });
  const failures = row!.failures;
  const seconds = delay(failures);
  if (seconds > 0)
    await db
      .update(loginFailures)
      .set({ blockedUntil: new Date(now.getTime() + seconds * 1000) })
      .where(sql`${loginFailures.key} = ${key}`);
  return failures;
}

/** Forgets keys' failures (after a successful login). */
export async function clearFailures(db: Database, keys: readonly string[]): Promise<void> {
  if (keys.length) await db.delete(loginFailures).where(inArray(loginFailures.key, [...keys]));
}

/** Drops counts nobody needs any more (housekeeping). */
export async function purgeLoginFailures(db: Database, forgetSeconds: number, now = new Date()): Promise<void> {
  await db
    .delete(loginFailures)
    .where(
      sql`${loginFailures.lastFailureAt} < ${new Date(now.getTime() - forgetSeconds * 1000)} and ${loginFailures.blockedUntil} < ${now}`,
    );
}
