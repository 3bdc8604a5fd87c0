/**
 * What keeps forms from being abused, kept in the database so that it holds across instances: spent
 * captcha solutions and request counts per client and form.
 */
import 'server-only';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '@/lib/platform/db/client';
import { captchaSpent, rateLimits } from '@/lib/platform/db/schema';

/** Spends a captcha solution: true the first time, false when it was used before. */
export async function spendCaptcha(db: Database, key: string, expiresAt: Date): Promise<boolean> {
  const rows = await db.insert(captchaSpent).values({ key, expiresAt }).onConflictDoNothing().returning({ key: captchaSpent.key });
  return rows.length === 1;
}

export interface RateLimit {
  /** At most this many requests... */
  limit: number;
  /** ...per window of this length. */
  windowMs: number;
}

/**
 * Counts one request for `key` in the current fixed window; false when the window already had
 * `limit` requests. One statement, so concurrent requests on several instances count exactly.
 */
export async function takeRateLimit(db: Database, key: string, { limit, windowMs }: RateLimit, now = Date.now()): Promise<boolean> {
  const windowStart = now - (now % windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  return row!.count <= limit;
}

/** Removes spent captchas past their expiry and counts of windows long gone. */
export async function purgeAbuseState(db: Database, now = Date.now()): Promise<void> {
  await db.delete(captchaSpent).where(lt(captchaSpent.expiresAt, new Date(now)));
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, now - 24 * 60 * 60_000));
}
