/**
 * Personal data is kept for a configured time (docs/product.md, Rulings: Personal data retention: 24 months by default), then removed;
 * one person's data can be exported and erased on request (GDPR articles 15 and 17).
 */
import 'server-only';
import { and, eq, inArray, lt, ne, notInArray, or, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/lib/platform/db/client';
import { newsletterSubscribers, outbox, searches, submissions, uploads, visitBookings, visitSlots } from '@/lib/platform/db/schema';
import { purgeAbuseState } from './abuse';
import { LEAD_KIND, leadOf, mailOf } from './outbox';
import { purgeOwnerState } from './owners';
import { purgePageViewKeys } from './page-views';

/**
 * Removes submissions (with their uploads and mails) older than the retention (VITRINE_RETENTION_MONTHS),
 * searches never confirmed or stopped that old (confirmed ones stay while active), the abuse
 * checks' spent captchas and old rate-limit windows, the page-view counter's keys from before yesterday, and
 * the bookings of visit slots that started longer ago than the retention (the slots, which name
 * nobody, stay), and the mails and leads of no submission sent or given up that long ago.
 */
export async function purgeExpired(
  db: Database,
  months: number,
): Promise<{ submissions: number; searches: number; bookings: number; messages: number; months: number }> {
  const cutoff = sql`now() - make_interval(months => ${months})`;
  const removed = await db.delete(submissions).where(lt(submissions.createdAt, cutoff)).returning({ id: submissions.id });
  const bookings = await db
    .delete(visitBookings)
    .where(inArray(visitBookings.slotId, db.select({ id: visitSlots.id }).from(visitSlots).where(lt(visitSlots.startsAt, cutoff))))
    .returning({ id: visitBookings.id });
  // Mails and leads that belong to no submission (a visit's reminder, confirmation of a move or a slot's
  // cancellation, a search's alert, an owner's password link, the CRM's lead of a visit's cancellation or
  // move: docs/decisions/0042, amendment 4) go by their own age, once delivered or given up.
  const messages = await db
    .delete(outbox)
    .where(and(isNull(outbox.submissionId), inArray(outbox.status, ['sent', 'failed']), lt(outbox.createdAt, cutoff)))
    .returning({ id: outbox.id });
  const dropped = await db
    .delete(searches)
    .where(and(lt(searches.createdAt, cutoff), sql`${searches.status} <> 'confirmed'`))
    .returning({ id: searches.id });
  await purgeAbuseState(db);
  await purgeOwnerState(db);
  await purgePageViewKeys(db);
  return { submissions: removed.length, searches: dropped.length, bookings: bookings.length, messages: messages.length, months };
}

/**
 * The fields of another person's submission that are about the person it was sent to (the friend of
 * send-to-friend): exported to them, and what their erasure removes, leaving the sender's own data.
 */
export const RECIPIENT_FIELDS: Readonly<Record<string, readonly string[]>> = { 'send-to-friend': ['friendName', 'remark'] };

export interface PersonData {
  email: string;
  submissions: (typeof submissions.$inferSelect)[];
  uploads: { id: string; submissionId: string; field: string; fileName: string; contentType: string; bytes: number }[];
  mails: { kind: string; to: string; subject: string; status: string; createdAt: Date; sentAt: Date | null }[];
  /** What went to the agency's CRM (docs/decisions/0034): the request as sent, per submission. */
  crmLeads: {
    submissionId: string | null;
    crm: string;
    request: Record<string, unknown>;
    status: string;
    createdAt: Date;
    sentAt: Date | null;
  }[];
  /** Mails sent to the address that belong to no submission of theirs (a friend's tip, a search's alert), as sent. */
  mailsReceived: {
    submissionId: string | null;
    kind: string;
    to: string;
    subject: string;
    text: string;
    status: string;
    createdAt: Date;
    sentAt: Date | null;
  }[];
  /** Others' submissions sent to the address (send-to-friend): only what is about this person. */
  receivedFrom: { submissionId: string; form: string; createdAt: Date; fields: Record<string, unknown> }[];
  newsletter: typeof newsletterSubscribers.$inferSelect | null;
  searches: Omit<typeof searches.$inferSelect, 'passwordHash'>[];
  /** Visits they booked (docs/decisions/0042), with the slot's time and property. */
  visitBookings: (typeof visitBookings.$inferSelect & { startsAt: Date; propertyId: number | null; projectId: number | null })[];
}

/** Outbox mails (not leads) addressed to the address, or answering to it. */
const mailsTo = (address: string) =>
  and(
    ne(outbox.kind, LEAD_KIND),
    or(sql`lower(${outbox.message}->>'to') = ${address}`, sql`lower(${outbox.message}->>'replyTo') = ${address}`),
  );
/** CRM leads whose request names the address anywhere (a lead is the CRM's copy of a submission). */
const leadsNaming = (address: string) => and(eq(outbox.kind, LEAD_KIND), sql`position(${address} in lower(${outbox.message}::text)) > 0`);

const pick = (fields: Record<string, unknown>, names: readonly string[]) =>
  Object.fromEntries(names.filter((name) => name in fields).map((name) => [name, fields[name]]));

/**
 * Everything stored about one address (GDPR article 15), without password hashes: their submissions
 * with uploads, mails and leads; mails others' submissions sent to it, and what those submissions say
 * about them; leads naming it; the newsletter and searches. The .eml copies are the command's to list
 * (lib/agency/mail/transport.ts, mailFilesMentioning).
 */
export async function exportPerson(db: Database, email: string): Promise<PersonData> {
  const address = email.trim().toLowerCase();
  const rows = await db.select().from(submissions).where(eq(submissions.email, address));
  const ids = rows.map((row) => row.id);
  const own = (submissionId: string | null) => submissionId !== null && ids.includes(submissionId);
  const files = ids.length
    ? await db
        .select({
          id: uploads.id,
          submissionId: uploads.submissionId,
          field: uploads.field,
          fileName: uploads.fileName,
          contentType: uploads.contentType,
          bytes: sql<number>`octet_length(${uploads.bytes})::int`,
        })
        .from(uploads)
        .where(inArray(uploads.submissionId, ids))
    : [];
  const rowsOut = await db
    .select()
    .from(outbox)
    .where(or(ids.length ? inArray(outbox.submissionId, ids) : sql`false`, mailsTo(address), leadsNaming(address)));
  const mails = rowsOut.filter((row) => row.kind !== LEAD_KIND && own(row.submissionId));
  const received = rowsOut.filter((row) => row.kind !== LEAD_KIND && !own(row.submissionId) && mailOf(row).to.toLowerCase() === address);
  const leads = rowsOut.filter((row) => row.kind === LEAD_KIND);
  const senders = [...new Set(received.map((row) => row.submissionId).filter((id): id is string => id !== null))];
  const theirs = senders.length ? await db.select().from(submissions).where(inArray(submissions.id, senders)) : [];
  const [newsletter] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, address));
  const found = await db.select().from(searches).where(eq(searches.email, address));
  const visits = await db
    .select({ booking: visitBookings, startsAt: visitSlots.startsAt, propertyId: visitSlots.propertyId, projectId: visitSlots.projectId })
    .from(visitBookings)
    .innerJoin(visitSlots, eq(visitSlots.id, visitBookings.slotId))
    .where(eq(visitBookings.email, address));
  return {
    email: address,
    submissions: rows,
    uploads: files,
    mails: mails.map((m) => ({
      kind: m.kind,
      to: mailOf(m).to,
      subject: mailOf(m).subject,
      status: m.status,
      createdAt: m.createdAt,
      sentAt: m.sentAt,
    })),
    crmLeads: leads.map((l) => ({
      submissionId: l.submissionId,
      ...leadOf(l),
      status: l.status,
      createdAt: l.createdAt,
      sentAt: l.sentAt,
    })),
    mailsReceived: received.map((m) => ({
      submissionId: m.submissionId,
      kind: m.kind,
      to: mailOf(m).to,
      subject: mailOf(m).subject,
      text: mailOf(m).text,
      status: m.status,
      createdAt: m.createdAt,
      sentAt: m.sentAt,
    })),
    receivedFrom: theirs.map((row) => ({
      submissionId: row.id,
      form: row.form,
      createdAt: row.createdAt,
      fields: pick(row.fields, RECIPIENT_FIELDS[row.form] ?? []),
    })),
    newsletter: newsletter ?? null,
    // Never the password hash, not even to its owner.
    searches: found.map(
      (search) =>
        Object.fromEntries(Object.entries(search).filter(([key]) => key !== 'passwordHash')) as Omit<typeof search, 'passwordHash'>,
    ),
    visitBookings: visits.map(({ booking, ...slot }) => ({ ...booking, ...slot })),
  };
}

export interface Erased {
  submissions: number;
  /** Others' submissions sent to the address: kept for their sender, the recipient's name and the note removed. */
  redacted: number;
  /** Mails to the address from others' submissions or from no submission (alerts), and leads naming it. */
  mails: number;
  leads: number;
  newsletter: number;
  searches: number;
  /** Their visit bookings; a place they held in a future slot is free again. */
  visitBookings: number;
  crmLeadsSent: number;
}

/**
 * Removes everything stored about one address (GDPR article 17): their submissions with their uploads,
 * mails and CRM leads (a lead not yet delivered never will be); every mail to or answering to the
 * address, whoever's submission it belongs to; leads naming it; the newsletter, searches and visit
 * bookings. Another
 * sender's submission sent to the address (send-to-friend) is the sender's: it stays, without the
 * recipient's name and the note (RECIPIENT_FIELDS), marked `recipientErased`. `crmLeadsSent` counts
 * the leads the CRM already took: our copy is gone, theirs must be erased in the CRM (docs/decisions/0034).
 * The .eml copies are the command's to remove (lib/agency/mail/transport.ts).
 */
export async function erasePerson(db: Database, email: string): Promise<Erased> {
  const address = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const ownIds = (await tx.select({ id: submissions.id }).from(submissions).where(eq(submissions.email, address))).map((row) => row.id);
    const ownRows = ownIds.length ? inArray(outbox.submissionId, ownIds) : sql`false`;
    const [sent] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(outbox)
      .where(and(eq(outbox.status, 'sent'), or(and(eq(outbox.kind, LEAD_KIND), ownRows), leadsNaming(address))));
    // Others' submissions that mailed the address: the sender keeps theirs, minus what is about the recipient.
    const toThem = await tx
      .select({ submissionId: outbox.submissionId })
      .from(outbox)
      .where(and(sql`lower(${outbox.message}->>'to') = ${address}`, ne(outbox.kind, LEAD_KIND)));
    const senders = [...new Set(toThem.map((row) => row.submissionId).filter((id): id is string => id !== null && !ownIds.includes(id)))];
    let redacted = 0;
    for (const row of senders.length ? await tx.select().from(submissions).where(inArray(submissions.id, senders)) : []) {
      const names = RECIPIENT_FIELDS[row.form] ?? [];
      const fields = Object.fromEntries(Object.entries(row.fields).filter(([name]) => !names.includes(name)));
      await tx
        .update(submissions)
        .set({ fields: { ...fields, recipientErased: true } })
        .where(eq(submissions.id, row.id));
      redacted++;
    }
    // Counted apart from their own submissions' rows, which go with them below.
    const notOwn = ownIds.length ? or(isNull(outbox.submissionId), notInArray(outbox.submissionId, ownIds)) : undefined;
    const mails = await tx
      .delete(outbox)
      .where(and(mailsTo(address), notOwn))
      .returning({ id: outbox.id });
    const leads = await tx
      .delete(outbox)
      .where(and(leadsNaming(address), notOwn))
      .returning({ id: outbox.id });
    const removed = await tx.delete(submissions).where(eq(submissions.email, address)).returning({ id: submissions.id });
    const letters = await tx
      .delete(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, address))
      .returning({ email: newsletterSubscribers.email });
    const found = await tx.delete(searches).where(eq(searches.email, address)).returning({ id: searches.id });
    const visits = await tx.delete(visitBookings).where(eq(visitBookings.email, address)).returning({ id: visitBookings.id });
    return {
      submissions: removed.length,
      redacted,
      mails: mails.length,
      leads: leads.length,
      newsletter: letters.length,
      searches: found.length,
      visitBookings: visits.length,
      crmLeadsSent: sent?.n ?? 0,
    };
  });
}
