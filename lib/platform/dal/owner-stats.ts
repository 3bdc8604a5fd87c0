/**
 * What an owner sees about their property (docs/product.md section 3, Owner stats): page views today, this week, this
 * month and in all, per day; the communications about it; the visits asked for; the history of everything
 * sent about it. Plain data: the portal translates form ids, statuses and subjects. Whether the owner
 * may see the property is checked by the caller, before any of these is asked.
 */
import 'server-only';
import { and, count, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '@/lib/platform/db/client';
import { pageViews, submissions } from '@/lib/platform/db/schema';
import type { FORM_SCHEMAS, SubmissionFormId } from '@/lib/visitor/schemas';
import { brusselsDate } from '@/lib/platform/brussels-time';
import { AGENCY_DECISIONS } from './submissions';
import { bookingOf, bookingState, submissionBooking } from './booking-state';

/** A field name of a form's schema: a renamed field fails the type check here, not on the owner's page. */
type FieldOf<F extends SubmissionFormId> = keyof z.output<(typeof FORM_SCHEMAS)[F]> & string;

/** A stored field's value as text. */
const field = (name: string) => sql<string | null>`${submissions.fields}->>${name}::text`;

// ---- Days in Brussels -------------------------------------------------------------------------------

/** A calendar day ("2026-11-24") moved by whole days; time zones play no part in calendar arithmetic. */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Today, the Monday of this ISO week and the 1st of this month, all in Brussels. */
function periods(now: Date): { today: string; monday: string; first: string } {
  const today = brusselsDate(now);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  return { today, monday: addDays(today, -weekday), first: `${today.slice(0, 8)}01` };
}

// ---- Page views -------------------------------------------------------------------------------------

export interface PageViewCounts {
  today: number;
  week: number;
  month: number;
  total: number;
}

const NO_PAGE_VIEWS: PageViewCounts = { today: 0, week: 0, month: 0, total: 0 };

/** week = since Monday of the current Brussels week (ISO), month = since the 1st of the current Brussels month. */
export async function pageViewCounts(db: Database, propertyId: number, now = new Date()): Promise<PageViewCounts> {
  return (await pageViewCountsOf(db, [propertyId], now)).get(propertyId)!;
}

/** The same counts for many properties in one query (an owner's overview); every id asked is in the map. */
export async function pageViewCountsOf(
  db: Database,
  propertyIds: readonly number[],
  now = new Date(),
): Promise<Map<number, PageViewCounts>> {
  const ids = [...new Set(propertyIds)];
  const counts = new Map(ids.map((id) => [id, { ...NO_PAGE_VIEWS }]));
  if (!ids.length) return counts;
  const { today, monday, first } = periods(now);
  // A day after today can only come from an instance whose clock runs ahead: in the total, not in "this week".
  const since = (day: string) =>
    sql<number>`coalesce(sum(${pageViews.count}) filter (where ${pageViews.day} between ${day} and ${today}), 0)::int`;
  const rows = await db
    .select({
      propertyId: pageViews.propertyId,
      today: since(today),
      week: since(monday),
      month: since(first),
      total: sql<number>`coalesce(sum(${pageViews.count}), 0)::int`,
    })
    .from(pageViews)
    .where(inArray(pageViews.propertyId, ids))
    .groupBy(pageViews.propertyId);
  for (const { propertyId, ...row } of rows) counts.set(propertyId, row);
  return counts;
}

/** The longest series dailyPageViews gives: a year and a day, for a leap year's chart. */
export const MAX_DAYS = 366;

/**
 * The last `days` Brussels days ending today, oldest first, every day present (0 when none).
 * Throws a RangeError for a length outside 1 to MAX_DAYS: the page narrows what a visitor asks.
 */
export async function dailyPageViews(
  db: Database,
  propertyId: number,
  days = 30,
  now = new Date(),
): Promise<{ day: string; count: number }[]> {
  if (!Number.isInteger(days) || days < 1 || days > MAX_DAYS)
    throw new RangeError(`dailyPageViews: days must be a whole number from 1 to ${MAX_DAYS}, not ${days}`);
  const today = brusselsDate(now);
  const from = addDays(today, 1 - days);
  const rows = await db
    .select({ day: pageViews.day, count: pageViews.count })
    .from(pageViews)
    .where(and(eq(pageViews.propertyId, propertyId), gte(pageViews.day, from), lte(pageViews.day, today)));
  const byDay = new Map(rows.map((row) => [row.day, row.count]));
  return Array.from({ length: days }, (_, i) => {
    const day = addDays(from, i);
    return { day, count: byDay.get(day) ?? 0 };
  });
}

// ---- Communications ---------------------------------------------------------------------------------

/** The forms that count as communications about a property, in the order the portal shows them. */
export const COMMUNICATION_FORMS = [
  'contact-me',
  'send-to-friend',
  'documents',
  'purchase-offer',
  'rental-application',
] as const satisfies readonly SubmissionFormId[];
export type CommunicationForm = (typeof COMMUNICATION_FORMS)[number];

/** Submissions per communication form, every one of them present (0 when none), in COMMUNICATION_FORMS order. */
export async function communications(db: Database, propertyId: number): Promise<{ form: CommunicationForm; count: number }[]> {
  const rows = await db
    .select({ form: submissions.form, count: count() })
    .from(submissions)
    .where(and(eq(submissions.propertyId, propertyId), inArray(submissions.form, [...COMMUNICATION_FORMS]), eq(submissions.spam, false)))
    .groupBy(submissions.form);
  const byForm = new Map(rows.map((row) => [row.form, row.count]));
  return COMMUNICATION_FORMS.map((form) => ({ form, count: byForm.get(form) ?? 0 }));
}

// ---- Visit requests ---------------------------------------------------------------------------------

/** The visit-request form and the status the agency's confirmation writes (`npm run submissions -- confirm ID`). */
const VISIT = AGENCY_DECISIONS.confirm;
/** The status every submission is stored with (lib/platform/db/schema.ts): for a visit request, not confirmed yet. */
const RECEIVED = 'received';
const VISIT_FIELDS = { date: 'preferredDate', time: 'contactTime' } as const satisfies Record<string, FieldOf<typeof VISIT.form>>;

export type VisitStatus = 'requested' | 'confirmed';

/** A visit request's status as the owner reads it; null for a status the owner is not shown. */
function visitStatus(status: string): VisitStatus | null {
  return status === VISIT.status ? 'confirmed' : status === RECEIVED ? 'requested' : null;
}

/** One of the site's contact time slots (site config `timeSlots`). */
export interface TimeSlot {
  from: string;
  to: string;
}

/** The slot as stored: "10:00-13:00" as the form sends it, "10:00 – 13:00" as its mails show it. */
function timeSlot(value: unknown): TimeSlot | null {
  const match = typeof value === 'string' ? /^(\d{2}:\d{2})\s*[-–]\s*(\d{2}:\d{2})$/.exec(value.trim()) : null;
  return match ? { from: match[1]!, to: match[2]! } : null;
}

const calendarDay = (value: unknown): string | null => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);

export interface CalendarVisit {
  id: string;
  status: VisitStatus;
  /** The day the visitor would like (optional on the form), "2026-12-03". */
  date: string | null;
  /** The part of the day they can be reached in. */
  slot: TimeSlot | null;
  createdAt: Date;
}

/** Visit requests without a slot, requested or confirmed, newest first (a booked slot is ownerVisits'). */
export async function calendarVisits(db: Database, propertyId: number): Promise<CalendarVisit[]> {
  const rows = await db
    .select({
      id: submissions.id,
      status: submissions.status,
      date: field(VISIT_FIELDS.date),
      time: field(VISIT_FIELDS.time),
      createdAt: submissions.createdAt,
    })
    .from(submissions)
    .where(
      and(
        eq(submissions.form, VISIT.form),
        eq(submissions.propertyId, propertyId),
        inArray(submissions.status, [RECEIVED, VISIT.status]),
        eq(submissions.spam, false),
        // A request that booked a slot is among the booked visits: one visit, one line.
        isNull(field('booking')),
      ),
    )
    .orderBy(desc(submissions.createdAt), desc(submissions.id));
  return rows.map((row) => ({
    id: row.id,
    status: visitStatus(row.status)!,
    date: calendarDay(row.date),
    slot: timeSlot(row.time),
    createdAt: row.createdAt,
  }));
}

// ---- History ----------------------------------------------------------------------------------------

/**
 * How the visitor got in touch, the history's "contact" column: a visit (asked for or booked) or a
 * message through a form, answered by e-mail. Never who: no name, e-mail, phone or message text of a
 * visitor leaves this module for an owner (docs/decisions/0047).
 */
export type ContactKind = 'visit' | 'email';

const contactKind = (form: string): ContactKind => (form === VISIT.form ? 'visit' : 'email');

/** What a row is about beyond its type, for the page to format: the visit asked for or booked, the amount offered, the moving date. */
export type HistorySubject =
  | { kind: 'visit'; date: string | null; slot: TimeSlot | null }
  | { kind: 'booked'; startsAt: Date; minutes: number }
  | { kind: 'offer'; amount: number }
  | { kind: 'moving'; date: string };

/** The fields a form's subject is read from, and how. No free text: a visitor's words stay with the agency. */
const SUBJECTS: {
  [F in SubmissionFormId]?: { fields: readonly FieldOf<F>[]; read: (fields: Record<string, unknown>) => HistorySubject | null };
} = {
  'contact-appointment': {
    fields: [VISIT_FIELDS.date, VISIT_FIELDS.time],
    read: (fields) => ({ kind: 'visit', date: calendarDay(fields[VISIT_FIELDS.date]), slot: timeSlot(fields[VISIT_FIELDS.time]) }),
  },
  'purchase-offer': {
    fields: ['amount'],
    read: (fields) => (typeof fields.amount === 'number' ? { kind: 'offer', amount: fields.amount } : null),
  },
  'rental-application': {
    fields: ['movingDate'],
    read: (fields) => {
      const date = calendarDay(fields.movingDate);
      return date ? { kind: 'moving', date } : null;
    },
  },
};

/** The fields of each form the history's subject reads, and only those leave the database. */
const PICKED = Object.entries(SUBJECTS).map(([form, subject]): [string, readonly string[]] => [form, subject.fields]);

const pickedFields: SQL<Record<string, unknown> | null> = sql`case ${submissions.form} ${sql.join(
  PICKED.map(
    ([form, fields]) =>
      sql`when ${form} then jsonb_build_object(${sql.join(
        fields.map((name) => sql`${name}::text, ${submissions.fields}->${name}::text`),
        sql`, `,
      )})`,
  ),
  sql` `,
)} end`;

/** Where a form was sent from, as the owner reads it: this property's page, or another page of the site. */
export type SourcePage = 'property' | 'site';

/** The localized detail page ends in the property's id (/nl/te-koop/gent/huis/4101/), the neutral one too (/property/4101/). */
function sourcePage(page: string | null, propertyId: number): SourcePage | null {
  if (!page) return null;
  return page.split(/[?#]/)[0]!.split('/').includes(String(propertyId)) ? 'property' : 'site';
}

export interface HistoryRow {
  id: string;
  date: Date;
  /** The form's id: the page names it. */
  type: string;
  contact: ContactKind;
  subject: HistorySubject | null;
  /**
   * The stored status; a visit request's as in the calendar ('requested', 'confirmed'), a booked
   * visit's as the booked visits show it ('booked', 'cancelled', 'took-place').
   */
  status: string;
  /** The page of ours the form was sent from, and the campaign (utm_source) it came with. */
  source: { page: SourcePage | null; utm: string | null };
}

export interface HistoryOptions {
  /** 1-based; clamped to the pages there are. */
  page?: number;
  /** 20 by default, at most 100. */
  perPage?: number;
  /** A form id; one that is no form gives no rows. Unset: every form. */
  type?: string | null;
  /** What "took place" is measured against. */
  now?: Date;
}

export interface HistoryPage {
  rows: HistoryRow[];
  total: number;
  /** The page given, after clamping to 1..pages. */
  page: number;
  /** At least 1: an empty history is one empty page. */
  pages: number;
  perPage: number;
}

export const HISTORY_PER_PAGE = 20;
export const HISTORY_MAX_PER_PAGE = 100;

const wholeIn = (value: number | undefined, min: number, max: number, fallback: number) =>
  value === undefined || !Number.isFinite(value) ? fallback : Math.min(Math.max(Math.trunc(value), min), max);

/** Every submission about the property, newest first, one page of them; a booked visit as it stands now. */
export async function history(db: Database, propertyId: number, options: HistoryOptions = {}): Promise<HistoryPage> {
  const perPage = wholeIn(options.perPage, 1, HISTORY_MAX_PER_PAGE, HISTORY_PER_PAGE);
  // Probable spam is the agency's to see, not the owner's (like the counts above).
  const where = and(
    eq(submissions.propertyId, propertyId),
    eq(submissions.spam, false),
    options.type == null ? undefined : eq(submissions.form, options.type),
  );
  const total = (await db.select({ total: count() }).from(submissions).where(where))[0]?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / perPage));
  const page = wholeIn(options.page, 1, pages, 1);
  if (!total) return { rows: [], total, page, pages, perPage };
  const booked = submissionBooking(db, field('booking'));
  const rows = await db
    .select({
      id: submissions.id,
      createdAt: submissions.createdAt,
      form: submissions.form,
      picked: pickedFields,
      status: submissions.status,
      sourcePage: submissions.sourcePage,
      utmSource: sql<string | null>`${submissions.utm}->>${'utm_source'}::text`,
      bookingStatus: booked.bookingStatus,
      bookingStartsAt: booked.bookingStartsAt,
      bookingMinutes: booked.bookingMinutes,
      bookingSlotCancelled: booked.bookingSlotCancelled,
    })
    .from(submissions)
    .leftJoinLateral(booked, sql`true`)
    .where(where)
    .orderBy(desc(submissions.createdAt), desc(submissions.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const now = options.now ?? new Date();
  return {
    rows: rows.map((row) => {
      const booking = bookingOf(row);
      return {
        id: row.id,
        date: row.createdAt,
        type: row.form,
        contact: contactKind(row.form),
        subject: booking
          ? { kind: 'booked', startsAt: booking.startsAt, minutes: booking.minutes }
          : (SUBJECTS[row.form as SubmissionFormId]?.read(row.picked ?? {}) ?? null),
        status: booking ? bookingState(booking, now) : (row.form === VISIT.form && visitStatus(row.status)) || row.status,
        source: { page: sourcePage(row.sourcePage, propertyId), utm: row.utmSource },
      };
    }),
    total,
    page,
    pages,
    perPage,
  };
}
