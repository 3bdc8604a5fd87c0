/**
 * Personal data is kept for a configured time (docs/product.md, Rulings: Personal data retention: 24 months by default), then removed;
 * one person's data can be exported and erased on request (GDPR articles 15 and 17).
 */
import 'server-only';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { newsletterSubscribers, outbox, searches, submissions, uploads } from '@/lib/db/schema';
import { purgeAbuseState } from './abuse';
import { LEAD_KIND, leadOf, mailOf } from './outbox';
import { purgeOwnerState } from './owners';
import { purgeVisitKeys } from './visits';

/**
 * Removes submissions (with their uploads and mails) older than the retention (VITRINE_RETENTION_MONTHS),
 * searches never confirmed or stopped that old (confirmed ones stay while active), the abuse
 * checks' spent captchas and old rate-limit windows, and the visit counter's keys from before yesterday.
 */
export async function purgeExpired(db: Database, months: number): Promise<{ submissions: number; searches: number; months: number }> {
  const cutoff = sql`now() - make_interval(months => ${months})`;
  const removed = await db.delete(submissions).where(lt(submissions.createdAt, cutoff)).returning({ id: submissions.id });
  const dropped = await db
    .delete(searches)
    .where(and(lt(searches.createdAt, cutoff), sql`${searches.status} <> 'confirmed'`))
    .returning({ id: searches.id });
  await purgeAbuseState(db);
  await purgeOwnerState(db);
  await purgeVisitKeys(db);
  return { submissions: removed.length, searches: dropped.length, months };
}

export interface PersonData {
  email: string;
  submissions: (typeof submissions.$inferSelect)[];
  uploads: { id: string; submissionId: string; field: string; fileName: string; contentType: string; bytes: number }[];
  mails: { kind: string; to: string; subject: string; status: string; createdAt: Date; sentAt: Date | null }[];
  /** What went to the agency's CRM (docs/decisions/0034): the request as sent, per submission. */
  crmLeads: { submissionId: string | null; crm: string; request: Record<string, unknown>; status: string; createdAt: Date; sentAt: Date | null }[];
  newsletter: (typeof newsletterSubscribers.$inferSelect) | null;
  searches: Omit<typeof searches.$inferSelect, 'passwordHash'>[];
}

/** Everything stored about one address (GDPR article 15), without password hashes. */
export async function exportPerson(db: Database, email: string): Promise<PersonData> {
  const address = email.trim().toLowerCase();
  const rows = await db.select().from(submissions).where(eq(submissions.email, address));
  const ids = rows.map((row) => row.id);
  const files = ids.length
    ? await db
        .select({ id: uploads.id, submissionId: uploads.submissionId, field: uploads.field, fileName: uploads.fileName, contentType: uploads.contentType, bytes: sql<number>`octet_length(${uploads.bytes})::int` })
        .from(uploads)
        .where(inArray(uploads.submissionId, ids))
    : [];
  const rowsOut = ids.length ? await db.select().from(outbox).where(inArray(outbox.submissionId, ids)) : [];
  const mails = rowsOut.filter((row) => row.kind !== LEAD_KIND);
  const leads = rowsOut.filter((row) => row.kind === LEAD_KIND);
  const [newsletter] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, address));
  const found = await db.select().from(searches).where(eq(searches.email, address));
  return {
    email: address,
    submissions: rows,
    uploads: files,
    mails: mails.map((m) => ({ kind: m.kind, to: mailOf(m).to, subject: mailOf(m).subject, status: m.status, createdAt: m.createdAt, sentAt: m.sentAt })),
    crmLeads: leads.map((l) => ({ submissionId: l.submissionId, ...leadOf(l), status: l.status, createdAt: l.createdAt, sentAt: l.sentAt })),
    newsletter: newsletter ?? null,
    // Never the password hash, not even to its owner.
    searches: found.map((search) => Object.fromEntries(Object.entries(search).filter(([key]) => key !== 'passwordHash')) as Omit<typeof search, 'passwordHash'>),
  };
}

/**
 * Removes everything stored about one address (GDPR article 17); mails sent to it and CRM leads go
 * with their submissions (a lead not yet delivered never will be). `crmLeadsSent` counts the leads the
 * CRM already took: our copy is gone, theirs must be erased in the CRM (docs/decisions/0034).
 */
export async function erasePerson(db: Database, email: string): Promise<{ submissions: number; newsletter: number; searches: number; crmLeadsSent: number }> {
  const address = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [sent] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(outbox)
      .innerJoin(submissions, eq(submissions.id, outbox.submissionId))
      .where(and(eq(submissions.email, address), eq(outbox.kind, LEAD_KIND), eq(outbox.status, 'sent')));
    // Mails to the address that belong to no submission of theirs (a friend's mail): removed too.
    await tx.delete(outbox).where(sql`${outbox.message}->>'to' = ${address}`);
    const removed = await tx.delete(submissions).where(eq(submissions.email, address)).returning({ id: submissions.id });
    const letters = await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, address)).returning({ email: newsletterSubscribers.email });
    const found = await tx.delete(searches).where(eq(searches.email, address)).returning({ id: searches.id });
    return { submissions: removed.length, newsletter: letters.length, searches: found.length, crmLeadsSent: sent?.n ?? 0 };
  });
}
