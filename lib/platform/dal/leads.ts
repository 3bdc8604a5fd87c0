/**
 * The desk's leads (issue 65): every submission, newest first, a page at a time, searched and filtered,
 * with how its mails and its CRM push are doing; and marking one handled. Pages are keyed by the last
 * row's (created_at, id), never by an offset, so the hundredth page costs what the first does
 * (docs/benchmarks.md, "The desk's lists").
 */
import 'server-only';
import { and, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/platform/db/client';
import { outbox, submissions } from '@/lib/platform/db/schema';
import { submissionSummaries, type SubmissionSummary } from './submissions';

export const LEAD_STATES = ['open', 'handled', 'failing'] as const;
export type LeadState = (typeof LEAD_STATES)[number];

export interface LeadFilter {
  /** One form's submissions (its id: `contact-me`, `site-contact`, ...). */
  form?: string;
  /** About one property. */
  propertyId?: number;
  /** Only about these properties (an agent's listings); an empty list finds nothing. */
  propertyIds?: readonly number[];
  /** Part of the sender's e-mail address or name, as typed (any case). */
  search?: string;
  /** `open` (not handled), `handled`, or `failing` (a mail or the CRM push failed for good). */
  state?: LeadState;
  /** Probable spam (the honeypot was filled): left out unless asked for. */
  spam?: boolean;
}

/**
 * Where the next page starts: the last row of this one, its time to the microsecond (as the database keeps
 * it: a millisecond Date would skip the rows stored within the same millisecond).
 */
export interface LeadCursor {
  createdAt: string;
  id: string;
}

const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A cursor as a page's address carries it (`time_id`), or null when it is not one. */
export function parseLeadCursor(text: string | null | undefined): LeadCursor | null {
  const [createdAt, id, ...rest] = (text ?? '').split('_');
  return createdAt && id && !rest.length && CURSOR_TIME.test(createdAt) && UUID.test(id) ? { createdAt, id } : null;
}

export const formatLeadCursor = (cursor: LeadCursor) => `${cursor.createdAt}_${cursor.id}`;

const microseconds = sql<string>`to_char(${submissions.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export interface LeadsPage {
  rows: SubmissionSummary[];
  /** The next page's key, or null on the last page. */
  next: LeadCursor | null;
}

/** `%` and `_` typed in a search are letters, not patterns. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function conditions(filter: LeadFilter, after: LeadCursor | undefined): SQL | undefined {
  const all: (SQL | undefined)[] = [eq(submissions.spam, filter.spam ?? false)];
  if (filter.form) all.push(eq(submissions.form, filter.form));
  if (filter.propertyId !== undefined) all.push(eq(submissions.propertyId, filter.propertyId));
  if (filter.propertyIds) all.push(filter.propertyIds.length ? inArray(submissions.propertyId, [...filter.propertyIds]) : sql`false`);
  const search = filter.search?.trim().toLowerCase();
  if (search) {
    const pattern = likeText(search);
    all.push(
      or(
        sql`${submissions.email} like ${pattern}`,
        sql`lower(concat_ws(' ', ${submissions.fields}->>'firstName', ${submissions.fields}->>'lastName')) like ${pattern}`,
      ),
    );
  }
  if (filter.state === 'open') all.push(isNull(submissions.handledAt));
  if (filter.state === 'handled') all.push(isNotNull(submissions.handledAt));
  if (filter.state === 'failing')
    all.push(sql`exists (select 1 from ${outbox} where ${outbox.submissionId} = ${submissions.id} and ${outbox.status} = 'failed')`);
  if (after) all.push(sql`(${submissions.createdAt}, ${submissions.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`);
  return and(...all);
}

/** One page of leads, newest first; `after` is the previous page's `next`. */
export async function leadsPage(
  db: Database,
  filter: LeadFilter = {},
  { after, limit = 50 }: { after?: LeadCursor; limit?: number } = {},
): Promise<LeadsPage> {
  const found = await db
    .select({ id: submissions.id, createdAt: microseconds })
    .from(submissions)
    .where(conditions(filter, after))
    .orderBy(desc(submissions.createdAt), desc(submissions.id))
    .limit(limit + 1);
  const page = found.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: await submissionSummaries(
      db,
      page.map((row) => row.id),
    ),
    next: found.length > limit && last ? { createdAt: last.createdAt, id: last.id } : null,
  };
}

/** Marks a lead handled by a staff account, or open again; false when there is no such submission. */
export async function markHandled(db: Pick<Database, 'update'>, id: string, by: string | null, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(submissions)
    .set(by === null ? { handledAt: null, handledBy: null } : { handledAt: now, handledBy: by })
    .where(eq(submissions.id, id))
    .returning({ id: submissions.id });
  return rows.length > 0;
}
