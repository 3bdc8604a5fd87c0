/**
 * The agency's notices (lib/agency/notices): problems someone at the agency must hear of, once per
 * problem. A notice is a row by key (`crm-held:property:4127:Price`); raising it again while it is open
 * only moves its `last_seen_at`, and resolving it lets a recurrence be told again. Which process mails
 * it is decided by one atomic update (`mailed_at` from null to now), so two workers never mail it twice.
 */
import 'server-only';
import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Database } from '@/lib/platform/db/client';
import { agencyNotices } from '@/lib/platform/db/schema';
import { queueMail } from './outbox';
import type { Transaction } from './submissions';

export interface NoticeItem {
  key: string;
  /** What the mail and the log say of it (one line). */
  detail: string;
}

export type NoticeRow = typeof agencyNotices.$inferSelect;

/**
 * Opens each notice (new, or reopened when it was resolved) and returns those no process has told yet,
 * marking them told: the caller queues their mail in the same transaction.
 */
export async function openNotices(db: Database | Transaction, kind: string, items: readonly NoticeItem[]): Promise<NoticeRow[]> {
  if (!items.length) return [];
  const unique = [...new Map(items.map((item) => [item.key, item])).values()];
  await db
    .insert(agencyNotices)
    .values(unique.map((item) => ({ key: item.key, kind, detail: item.detail })))
    .onConflictDoUpdate({
      target: agencyNotices.key,
      set: {
        lastSeenAt: sql`now()`,
        detail: sql`excluded.detail`,
        firstSeenAt: sql`case when ${agencyNotices.resolvedAt} is null then ${agencyNotices.firstSeenAt} else now() end`,
        mailedAt: sql`case when ${agencyNotices.resolvedAt} is null then ${agencyNotices.mailedAt} else null end`,
        resolvedAt: sql`null`,
      },
    });
  return db
    .update(agencyNotices)
    .set({ mailedAt: sql`now()` })
    .where(
      and(
        inArray(
          agencyNotices.key,
          unique.map((item) => item.key),
        ),
        isNull(agencyNotices.mailedAt),
      ),
    )
    .returning();
}

/**
 * Opens the notices and queues one mail for those not told yet (`mailFor` writes it), in one
 * transaction: the mail is queued exactly when the notices are marked told. Returns the notices told now.
 */
export async function tellNotices(
  db: Database,
  kind: string,
  items: readonly NoticeItem[],
  mailFor: (rows: NoticeRow[]) => Promise<Parameters<typeof queueMail>[1]>,
  messageDomain: string,
): Promise<NoticeRow[]> {
  return db.transaction(async (tx) => {
    const rows = await openNotices(tx, kind, items);
    if (rows.length) await queueMail(tx, await mailFor(rows), messageDomain);
    return rows;
  });
}

/** Resolves the open notices of `kind` but those still open (`open`); returns how many. */
export async function resolveNotices(db: Database, kind: string, open: readonly string[] = []): Promise<number> {
  const rows = await db
    .update(agencyNotices)
    .set({ resolvedAt: sql`now()` })
    .where(
      and(
        eq(agencyNotices.kind, kind),
        isNull(agencyNotices.resolvedAt),
        open.length ? notInArray(agencyNotices.key, [...open]) : undefined,
      ),
    )
    .returning({ key: agencyNotices.key });
  return rows.length;
}

/** The open notices, oldest first (for `npm run crm -- status` and the agency's desk). */
export async function openNoticeList(db: Database, kind?: string): Promise<NoticeRow[]> {
  return db
    .select()
    .from(agencyNotices)
    .where(and(isNull(agencyNotices.resolvedAt), kind ? eq(agencyNotices.kind, kind) : undefined))
    .orderBy(agencyNotices.firstSeenAt);
}
