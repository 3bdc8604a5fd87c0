/**
 * Submissions and the mails they owe, stored together: one transaction writes the submission, its
 * uploads, the form's own rows (a newsletter address, a search) and its outbox rows (its mails and its
 * lead for the CRM), so a visitor is told "sent" only once all of it is on disk.
 */
import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/lib/platform/db/client';
import { outbox, submissions, uploads, type OutboxLead, type OutboxMessage } from '@/lib/platform/db/schema';
import { bookingOf, submissionBooking, type SubmissionBooking } from './booking-state';
import { LEAD_KIND, leadKey } from './outbox';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface NewSubmission {
  form: string;
  lang: string;
  propertyId?: number | null;
  projectId?: number | null;
  email?: string | null;
  fields: Record<string, unknown>;
  sourcePage?: string | null;
  utm?: Record<string, string> | null;
  status?: string;
  /** Probable spam (the honeypot filled): kept, never mailed or sent to the CRM. */
  spam?: boolean;
}

export interface NewUpload {
  field: string;
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

export interface NewMail {
  kind: string;
  message: OutboxMessage;
}

export interface Stored {
  id: string;
  /** Upload ids by field name, for mails that attach them. */
  uploads: Record<string, string>;
}

/**
 * Stores a submission with its uploads and mails. `mails` is called inside the transaction with the
 * new ids (to attach an upload, to link to a row); `extra` writes the form's own rows; `lead`, when the
 * CRM takes this form, gives the one lead the submission owes it (docs/decisions/0034).
 */
export async function storeSubmission(
  db: Database,
  submission: NewSubmission,
  {
    files = [],
    mails = () => [],
    extra,
    lead,
    messageDomain,
  }: {
    files?: NewUpload[];
    mails?: (stored: Stored) => NewMail[] | Promise<NewMail[]>;
    extra?: (tx: Transaction, stored: Stored) => Promise<void>;
    lead?: (stored: Stored) => OutboxLead | null;
    /** The domain of Message-IDs, e.g. the site's host. */
    messageDomain: string;
  },
): Promise<Stored> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(submissions).values(submission).returning({ id: submissions.id });
    const stored: Stored = { id: row!.id, uploads: {} };
    for (const file of files) {
      const [upload] = await tx
        .insert(uploads)
        .values({ submissionId: stored.id, field: file.field, fileName: file.fileName, contentType: file.contentType, bytes: file.bytes })
        .returning({ id: uploads.id });
      stored.uploads[file.field] = upload!.id;
    }
    if (extra) await extra(tx, stored);
    const queued = await mails(stored);
    if (queued.length)
      await tx.insert(outbox).values(
        queued.map((mail) => ({
          submissionId: stored.id,
          kind: mail.kind,
          message: mail.message,
          messageId: `<${randomUUID()}@${messageDomain}>`,
        })),
      );
    const owed = lead?.(stored);
    if (owed) await tx.insert(outbox).values({ submissionId: stored.id, kind: LEAD_KIND, message: owed, messageId: leadKey(stored.id) });
    return stored;
  });
}

/** Whether this address already asked for this property's documents. */
export async function hasRequestedDocuments(db: Database, propertyId: number, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(and(eq(submissions.form, 'documents'), eq(submissions.propertyId, propertyId), eq(submissions.email, email)))
    .limit(1);
  return rows.length > 0;
}

/**
 * What the agency decides about a submission (`npm run submissions`): a testimonial approved or
 * rejected, a visit request confirmed. Each status belongs to one form.
 */
export const AGENCY_DECISIONS = {
  approve: { form: 'testimonial', status: 'approved' },
  reject: { form: 'testimonial', status: 'rejected' },
  confirm: { form: 'contact-appointment', status: 'confirmed' },
} as const;
export type AgencyDecision = keyof typeof AGENCY_DECISIONS;

/** Applies a decision to a submission of its form; false when there is no such submission. */
export async function decide(db: Database, id: string, decision: AgencyDecision): Promise<boolean> {
  const { form, status } = AGENCY_DECISIONS[decision];
  const rows = await db
    .update(submissions)
    .set({ status })
    .where(and(eq(submissions.id, id), eq(submissions.form, form)))
    .returning({ id: submissions.id });
  return rows.length > 0;
}

export interface SubmissionSummary {
  id: string;
  form: string;
  lang: string;
  email: string | null;
  propertyId: number | null;
  projectId: number | null;
  status: string;
  /** Probable spam: the honeypot was filled (lib/visitor/forms/handle.ts). */
  spam: boolean;
  createdAt: Date;
  /** The visit it booked, as it stands after any move; null when it booked none. */
  booking: SubmissionBooking | null;
  mails: { pending: number; sent: number; failed: number };
  /** Its lead for the CRM: 'pending', 'sending', 'sent' or 'failed'; null when it has none. */
  crm: string | null;
  /** The sender's name as typed (first and last name), when the form asks for it. */
  name: string | null;
  /** When the agency marked it handled at the desk; null while open. */
  handledAt: Date | null;
}

/** The most recent submissions with how their mails and their CRM lead are doing (npm run submissions -- list). */
export async function recentSubmissions(db: Database, limit = 50): Promise<SubmissionSummary[]> {
  const latest = await db
    .select({ id: submissions.id })
    .from(submissions)
    .orderBy(desc(submissions.createdAt), desc(submissions.id))
    .limit(limit);
  return submissionSummaries(
    db,
    latest.map((row) => row.id),
  );
}

/**
 * The summaries of the given submissions, in the order of `ids`: each with its mails, its CRM lead and its
 * visit. The page's rows are chosen first (a few ids) and summed up here, so that a page costs the same
 * at a hundred thousand submissions as at a hundred.
 */
export async function submissionSummaries(db: Database, ids: readonly string[]): Promise<SubmissionSummary[]> {
  if (!ids.length) return [];
  const booked = submissionBooking(db, sql<string | null>`${submissions.fields}->>'booking'`);
  const rows = await db
    .select({
      id: submissions.id,
      form: submissions.form,
      lang: submissions.lang,
      email: submissions.email,
      propertyId: submissions.propertyId,
      projectId: submissions.projectId,
      status: submissions.status,
      spam: submissions.spam,
      createdAt: submissions.createdAt,
      handledAt: submissions.handledAt,
      name: sql<string | null>`nullif(trim(concat_ws(' ', ${submissions.fields}->>'firstName', ${submissions.fields}->>'lastName')), '')`,
      pending: sql<number>`count(${outbox.id}) filter (where ${outbox.status} in ('pending', 'sending') and ${outbox.kind} <> ${LEAD_KIND})::int`,
      sent: sql<number>`count(${outbox.id}) filter (where ${outbox.status} = 'sent' and ${outbox.kind} <> ${LEAD_KIND})::int`,
      failed: sql<number>`count(${outbox.id}) filter (where ${outbox.status} = 'failed' and ${outbox.kind} <> ${LEAD_KIND})::int`,
      crm: sql<string | null>`max(${outbox.status}) filter (where ${outbox.kind} = ${LEAD_KIND})`,
      bookingStatus: sql<string | null>`max(${booked.bookingStatus})`,
      bookingStartsAt: sql<Date | null>`max(${booked.bookingStartsAt})`,
      bookingMinutes: sql<number | null>`max(${booked.bookingMinutes})`,
      bookingSlotCancelled: sql<boolean | null>`bool_or(${booked.bookingSlotCancelled})`,
    })
    .from(submissions)
    .leftJoinLateral(booked, sql`true`)
    .leftJoin(outbox, eq(outbox.submissionId, submissions.id))
    .where(inArray(submissions.id, [...ids]))
    .groupBy(submissions.id);
  const byId = new Map(
    rows.map(({ pending, sent, failed, bookingStatus, bookingStartsAt, bookingMinutes, bookingSlotCancelled, ...row }) => [
      row.id,
      {
        ...row,
        booking: bookingOf({ bookingStatus, bookingStartsAt, bookingMinutes, bookingSlotCancelled }),
        mails: { pending, sent, failed },
      },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** An upload by its id (a mail's attachment), or undefined once it has been erased. */
export async function findUpload(db: Database, id: string) {
  const [upload] = await db.select().from(uploads).where(eq(uploads.id, id));
  return upload;
}

/** A submission with its outbox rows (mails and CRM lead), for the agency's `npm run submissions -- show`; null when there is none. */
export async function submissionWithMails(db: Database, id: string) {
  const [row] = await db.select().from(submissions).where(eq(submissions.id, id));
  if (!row) return null;
  const mails = await db.select().from(outbox).where(eq(outbox.submissionId, id));
  return { row, mails };
}
