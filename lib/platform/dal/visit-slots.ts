/**
 * Visit slots and their bookings (docs/decisions/0042). A booking is one transaction that locks the
 * slot's row (SELECT … FOR UPDATE) before it counts the slot's live bookings, so two visitors can never
 * both take the last place: on PostgreSQL the second waits for the first to commit and then counts
 * again; on the embedded database one transaction holds the only session until it ends
 * (lib/platform/db/session-queue.ts). The rules (how far ahead, how many per visitor) come from lib/visitor/visits.
 */
import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, gt, gte, inArray, isNull, like, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/platform/db/client';
import { outbox, visitBookings, visitSlots, type OutboxLead } from '@/lib/platform/db/schema';
import { LEAD_KIND, leadKey, requeueFailed } from './outbox';
import type { NewMail, Transaction } from './submissions';

export type SlotRow = typeof visitSlots.$inferSelect;
export type BookingRow = typeof visitBookings.$inferSelect;
type Db = Database | Transaction;

/** What a slot is about: a property of the catalogue or a project. */
export type VisitSubject = { propertyId: number } | { projectId: number };

const ofSubject = (subject: VisitSubject): SQL =>
  'propertyId' in subject ? eq(visitSlots.propertyId, subject.propertyId) : eq(visitSlots.projectId, subject.projectId);

export const subjectOf = (slot: Pick<SlotRow, 'propertyId' | 'projectId'>): VisitSubject =>
  slot.propertyId !== null ? { propertyId: slot.propertyId } : { projectId: slot.projectId! };

const live = eq(visitBookings.status, 'booked');

async function queueMails(tx: Transaction, mails: NewMail[], messageDomain: string): Promise<void> {
  if (mails.length)
    await tx
      .insert(outbox)
      .values(mails.map((mail) => ({ kind: mail.kind, message: mail.message, messageId: `<${randomUUID()}@${messageDomain}>` })));
}

/**
 * A CRM lead of a booking's cancellation or move (docs/decisions/0042, amendment 4), queued in the
 * change's transaction beside its mails. `key` is the change's own (`visit-cancelled:<booking id>`):
 * a booking is cancelled or moved once, so a submission's lead and another change's never share it.
 */
export interface NewVisitLead {
  key: string;
  lead: OutboxLead;
}

/** What a change tells the CRM: the booking changed, its slot, and for a move the new slot. Null: nothing. */
export type VisitLeadOf = (booking: BookingRow, slot: SlotRow, to?: SlotRow) => NewVisitLead | null;

async function queueLeads(tx: Transaction, leads: (NewVisitLead | null)[]): Promise<void> {
  const rows = leads.filter((lead): lead is NewVisitLead => lead !== null);
  // Never twice for one change; and a conflict must not undo the change it reports.
  if (rows.length)
    await tx
      .insert(outbox)
      .values(rows.map(({ key, lead }) => ({ kind: LEAD_KIND, message: lead, messageId: leadKey(key) })))
      .onConflictDoNothing();
}

/** The state of the CRM's leads of bookings' changes, by booking id: 'pending', 'sending', 'sent' or 'failed'. */
export async function visitLeadStates(db: Db, bookingIds: string[]): Promise<Map<string, { status: string; lastError: string | null }>> {
  if (!bookingIds.length) return new Map();
  const keys = bookingIds.flatMap((id) => [leadKey(`visit-cancelled:${id}`), leadKey(`visit-moved:${id}`)]);
  const rows = await db
    .select({ messageId: outbox.messageId, status: outbox.status, lastError: outbox.lastError })
    .from(outbox)
    .where(inArray(outbox.messageId, keys));
  return new Map(
    rows.map((row) => [row.messageId.slice(row.messageId.lastIndexOf(':') + 1), { status: row.status, lastError: row.lastError }]),
  );
}

/** Failed leads of bookings' changes queued again from their first attempt (`npm run visits -- retry-crm`); how many. */
export async function retryFailedVisitLeads(db: Db): Promise<number> {
  const rows = await requeueFailed(db, and(eq(outbox.kind, LEAD_KIND), like(outbox.messageId, `${leadKey('visit-')}%`)));
  return rows.length;
}

// ---- Slots ------------------------------------------------------------------------------------------

export interface NewSlot {
  subject: VisitSubject;
  startsAt: Date;
  minutes: number;
  capacity: number;
  label?: string | null;
  agentId?: string | null;
  crmAppointmentId?: number | null;
}

export async function insertSlot(db: Db, slot: NewSlot): Promise<SlotRow> {
  const [row] = await db
    .insert(visitSlots)
    .values({
      ...slot.subject,
      startsAt: slot.startsAt,
      minutes: slot.minutes,
      capacity: slot.capacity,
      label: slot.label ?? null,
      agentId: slot.agentId ?? null,
      crmAppointmentId: slot.crmAppointmentId ?? null,
    })
    .returning();
  return row!;
}

/** The longest slot the table holds (its `visit_slots_minutes` check): how far back an overlapping slot can start. */
const LONGEST_SLOT_MINUTES = 480;

/**
 * The live slots that share some time with the new one: the subject's own, and with an agent that
 * agent's anywhere; soonest first. A slot that ends when another starts shares none.
 */
function overlappingSlots(db: Db, slot: NewSlot): Promise<SlotRow[]> {
  const endsAt = new Date(slot.startsAt.getTime() + slot.minutes * 60_000);
  const earliest = new Date(slot.startsAt.getTime() - LONGEST_SLOT_MINUTES * 60_000);
  return db
    .select()
    .from(visitSlots)
    .where(
      and(
        slot.agentId ? or(ofSubject(slot.subject), eq(visitSlots.agentId, slot.agentId)) : ofSubject(slot.subject),
        isNull(visitSlots.cancelledAt),
        // The bound lets the (subject, start) index narrow the rows before the exact test below.
        gt(visitSlots.startsAt, earliest),
        lt(visitSlots.startsAt, endsAt),
        sql`${visitSlots.startsAt} + ${visitSlots.minutes} * interval '1 minute' > ${slot.startsAt.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(visitSlots.startsAt), asc(visitSlots.id));
}

/**
 * Adds a slot unless it shares time with a live slot of the same property (or project) or, with an
 * agent, with another of that agent's: then the slots in the way, nothing added. The check and the
 * insert are one transaction under an advisory lock every slot being added takes, so that two agency
 * commands at the same instant on PostgreSQL cannot both pass the check (on PGlite transactions never
 * interleave). Bookings never take that lock.
 */
export async function insertFreeSlot(db: Database, slot: NewSlot): Promise<{ slot: SlotRow } | { clashes: SlotRow[] }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('visit-slots:add', 0))`);
    const clashes = await overlappingSlots(tx, slot);
    return clashes.length ? { clashes } : { slot: await insertSlot(tx, slot) };
  });
}

/** Raised inside insertFreeSlots' transaction to undo the slots it added before a clash. */
class SeriesClash extends Error {
  constructor(readonly clashes: { index: number; clashes: SlotRow[] }[]) {
    super('a slot of the series clashes');
  }
}

/**
 * Adds several slots as one (a series: docs/decisions/0046's rules for each), all or none: each is
 * checked against the live slots and the series' slots before it, under the same lock as
 * insertFreeSlot. Returns the slots added, or every slot that clashes (by its index) with what it clashes
 * with; then nothing was added.
 */
export async function insertFreeSlots(
  db: Database,
  slots: readonly NewSlot[],
): Promise<{ slots: SlotRow[] } | { clashes: { index: number; clashes: SlotRow[] }[] }> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('visit-slots:add', 0))`);
      const added: SlotRow[] = [];
      const clashes: { index: number; clashes: SlotRow[] }[] = [];
      for (const [index, slot] of slots.entries()) {
        const found = await overlappingSlots(tx, slot);
        if (found.length) clashes.push({ index, clashes: found });
        else added.push(await insertSlot(tx, slot));
      }
      if (clashes.length) throw new SeriesClash(clashes);
      return { slots: added };
    });
  } catch (error) {
    if (error instanceof SeriesClash) return { clashes: error.clashes };
    throw error;
  }
}

export interface SlotWithBookings extends SlotRow {
  bookings: BookingRow[];
  placesLeft: number;
}

/** Slots (of one subject, or all) from `from` on, soonest first, each with every booking it had. */
export async function slotsWithBookings(
  db: Db,
  { subject, from }: { subject?: VisitSubject; from?: Date } = {},
): Promise<SlotWithBookings[]> {
  const slots = await db
    .select()
    .from(visitSlots)
    .where(and(subject ? ofSubject(subject) : undefined, from ? gte(visitSlots.startsAt, from) : undefined))
    .orderBy(asc(visitSlots.startsAt), asc(visitSlots.id));
  if (!slots.length) return [];
  const bookings = await db
    .select()
    .from(visitBookings)
    .where(
      inArray(
        visitBookings.slotId,
        slots.map((slot) => slot.id),
      ),
    )
    .orderBy(asc(visitBookings.createdAt));
  return slots.map((slot) => {
    const own = bookings.filter((booking) => booking.slotId === slot.id);
    const taken = own.filter((booking) => booking.status === 'booked').length;
    return { ...slot, bookings: own, placesLeft: slot.cancelledAt ? 0 : Math.max(0, slot.capacity - taken) };
  });
}

export async function findSlot(db: Db, id: number): Promise<SlotRow | null> {
  const [row] = await db.select().from(visitSlots).where(eq(visitSlots.id, id));
  return row ?? null;
}

/**
 * Cancels a slot and its live bookings in one transaction, with the mails that tell the bookers
 * (`mails` gets them, the outbox keeps what it returns). Null for an unknown slot; a slot cancelled
 * already is left as it was, with nobody left to tell.
 */
export async function cancelSlot(
  db: Database,
  id: number,
  {
    mails,
    messageDomain,
    lead,
  }: { mails: (slot: SlotRow, bookers: BookingRow[]) => Promise<NewMail[]>; messageDomain: string; lead?: VisitLeadOf },
): Promise<{ slot: SlotRow; bookers: BookingRow[]; already: boolean } | null> {
  return db.transaction(async (tx) => {
    const [slot] = await tx.select().from(visitSlots).where(eq(visitSlots.id, id)).for('update');
    if (!slot) return null;
    if (slot.cancelledAt) return { slot, bookers: [], already: true };
    const [cancelled] = await tx
      .update(visitSlots)
      .set({ cancelledAt: sql`now()` })
      .where(eq(visitSlots.id, id))
      .returning();
    const bookers = await tx
      .update(visitBookings)
      .set({ status: 'cancelled', cancelledAt: sql`now()` })
      .where(and(eq(visitBookings.slotId, id), live))
      .returning();
    await queueMails(tx, await mails(cancelled!, bookers), messageDomain);
    if (lead)
      await queueLeads(
        tx,
        bookers.map((booking) => lead(booking, slot)),
      );
    return { slot: cancelled!, bookers, already: false };
  });
}

export interface FreeSlot {
  id: number;
  startsAt: Date;
  minutes: number;
  capacity: number;
  label: string | null;
  agentId: string | null;
  placesLeft: number;
}

/** The subject's slots starting in [from, to), not cancelled, with places left, soonest first. */
export async function freeSlots(
  db: Db,
  subject: VisitSubject,
  { from, to, limit = 500 }: { from: Date; to: Date; limit?: number },
): Promise<FreeSlot[]> {
  const taken = db
    .select({ slotId: visitBookings.slotId, taken: count().as('taken') })
    .from(visitBookings)
    .where(live)
    .groupBy(visitBookings.slotId)
    .as('taken');
  const placesLeft = sql<number>`(${visitSlots.capacity} - coalesce(${taken.taken}, 0))::int`;
  return db
    .select({
      id: visitSlots.id,
      startsAt: visitSlots.startsAt,
      minutes: visitSlots.minutes,
      capacity: visitSlots.capacity,
      label: visitSlots.label,
      agentId: visitSlots.agentId,
      placesLeft,
    })
    .from(visitSlots)
    .leftJoin(taken, eq(taken.slotId, visitSlots.id))
    .where(
      and(
        ofSubject(subject),
        isNull(visitSlots.cancelledAt),
        gte(visitSlots.startsAt, from),
        lt(visitSlots.startsAt, to),
        gt(placesLeft, 0),
      ),
    )
    .orderBy(asc(visitSlots.startsAt), asc(visitSlots.id))
    .limit(limit);
}

// ---- Bookings ---------------------------------------------------------------------------------------

export interface Visitor {
  name: string;
  /** Compared and stored lower-cased. */
  email: string;
  phone?: string | null;
  lang: string;
}

export interface BookingRules {
  /** Slots starting before this are no longer booked (too soon, or past). */
  earliest: Date;
  /** How many live bookings of future slots one address may hold per property (or project). */
  perVisitor: number;
}

export type PlaceOutcome =
  | { kind: 'booked'; bookingId: string; slot: SlotRow; again: boolean }
  | { kind: 'full'; slot: SlotRow }
  | { kind: 'gone' }
  | { kind: 'limit'; slot: SlotRow };

/**
 * Takes a place in a slot inside `tx`, which locks the slot's row first. Writes nothing unless it
 * books. `instead` is a booking being moved: not counted against the visitor's limit, and the new
 * booking continues its visit (the same first booking, one more move: one calendar event).
 */
async function takePlace(
  tx: Transaction,
  slotId: number,
  visitor: Visitor,
  rules: BookingRules,
  instead?: BookingRow,
): Promise<PlaceOutcome> {
  const [slot] = await tx.select().from(visitSlots).where(eq(visitSlots.id, slotId)).for('update');
  if (!slot || slot.cancelledAt || slot.startsAt < rules.earliest) return { kind: 'gone' };
  const email = visitor.email.trim().toLowerCase();
  const [mine] = await tx
    .select({ id: visitBookings.id })
    .from(visitBookings)
    .where(and(eq(visitBookings.slotId, slotId), eq(visitBookings.email, email), live));
  // The same visitor again (a second click, a form sent twice): the place they hold already.
  if (mine) return { kind: 'booked', bookingId: mine.id, slot, again: true };
  const [{ taken } = { taken: 0 }] = await tx
    .select({ taken: count() })
    .from(visitBookings)
    .where(and(eq(visitBookings.slotId, slotId), live));
  if (taken >= slot.capacity) return { kind: 'full', slot };
  // One visitor's bookings of one property, counted under a lock of their own: two of their bookings
  // of different slots (two locks) must not both pass the count. Taken after the slot's lock, always
  // in that order, so no two transactions wait for each other.
  const subject = subjectOf(slot);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`visit:${JSON.stringify(subject)}:${email}`}, 0))`);
  const [{ held } = { held: 0 }] = await tx
    .select({ held: count() })
    .from(visitBookings)
    .innerJoin(visitSlots, eq(visitSlots.id, visitBookings.slotId))
    .where(
      and(
        eq(visitBookings.email, email),
        live,
        ofSubject(subject),
        isNull(visitSlots.cancelledAt),
        gt(visitSlots.startsAt, sql`now()`),
        instead ? ne(visitBookings.id, instead.id) : undefined,
      ),
    );
  if (held >= rules.perVisitor) return { kind: 'limit', slot };
  const [booking] = await tx
    .insert(visitBookings)
    .values({
      slotId,
      name: visitor.name.trim(),
      email,
      phone: visitor.phone ?? null,
      lang: visitor.lang,
      ...(instead ? { originBookingId: instead.originBookingId ?? instead.id, moves: instead.moves + 1 } : {}),
    })
    .returning({ id: visitBookings.id });
  return { kind: 'booked', bookingId: booking!.id, slot, again: false };
}

/** Books a place in a slot: one transaction, never past the slot's capacity (the module's comment). */
export async function bookPlace(db: Database, slotId: number, visitor: Visitor, rules: BookingRules): Promise<PlaceOutcome> {
  return db.transaction((tx) => takePlace(tx, slotId, visitor, rules));
}

export interface BookingWithSlot {
  booking: BookingRow;
  slot: SlotRow;
}

export async function findBooking(db: Db, id: string): Promise<BookingWithSlot | null> {
  const [row] = await db
    .select({ booking: visitBookings, slot: visitSlots })
    .from(visitBookings)
    .innerJoin(visitSlots, eq(visitSlots.id, visitBookings.slotId))
    .where(eq(visitBookings.id, id));
  return row ?? null;
}

/**
 * Cancels a booking: its place is free for the next visitor at once. Idempotent; null when unknown.
 * `lead` (the CRM's, when one is connected) is queued in the same transaction, for a booking that was live.
 */
export async function cancelBooking(
  db: Database,
  id: string,
  lead?: VisitLeadOf,
): Promise<{ cancelled: boolean; booking: BookingRow } | null> {
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(visitBookings)
      .set({ status: 'cancelled', cancelledAt: sql`now()` })
      .where(and(eq(visitBookings.id, id), live))
      .returning();
    if (changed) {
      if (lead) {
        const [slot] = await tx.select().from(visitSlots).where(eq(visitSlots.id, changed.slotId));
        await queueLeads(tx, [lead(changed, slot!)]);
      }
      return { cancelled: true, booking: changed };
    }
    const [row] = await tx.select().from(visitBookings).where(eq(visitBookings.id, id));
    return row ? { cancelled: false, booking: row } : null;
  });
}

/**
 * Moves a live booking to another slot of the same property (or project), in one transaction: a new
 * booking there, the old one cancelled, or nothing changed at all. Both slots are locked in the order
 * of their ids, so two moves between the same two slots cannot wait for each other.
 */
export async function moveBooking(
  db: Database,
  bookingId: string,
  toSlotId: number,
  rules: BookingRules,
  /**
   * The mails of the moved booking (its new confirmation) and the CRM's lead of the move (given the
   * old booking, its slot and the new one), queued in the move's transaction.
   */
  notify?: { mails: (booking: BookingRow, slot: SlotRow) => Promise<NewMail[]>; messageDomain: string; lead?: VisitLeadOf },
): Promise<PlaceOutcome> {
  return db.transaction(async (tx) => {
    // Slots first, then the booking, as every writer here locks them (cancelSlot: the slot, then its
    // bookings): a booking's slot never changes, so it may be read before it is locked.
    const [found] = await tx.select({ slotId: visitBookings.slotId }).from(visitBookings).where(eq(visitBookings.id, bookingId));
    if (!found) return { kind: 'gone' };
    const ids = [...new Set([found.slotId, toSlotId])].sort((a, b) => a - b);
    const locked = await tx.select().from(visitSlots).where(inArray(visitSlots.id, ids)).orderBy(asc(visitSlots.id)).for('update');
    const [current] = await tx.select().from(visitBookings).where(eq(visitBookings.id, bookingId)).for('update');
    if (!current || current.status !== 'booked') return { kind: 'gone' };
    const from = locked.find((slot) => slot.id === current.slotId)!;
    const to = locked.find((slot) => slot.id === toSlotId);
    // The booking's own slot must still be ahead; the target must be another time of the same subject.
    if (!to || from.startsAt < rules.earliest || JSON.stringify(subjectOf(from)) !== JSON.stringify(subjectOf(to))) return { kind: 'gone' };
    if (to.id === from.id) return { kind: 'booked', bookingId, slot: from, again: true };
    const outcome = await takePlace(
      tx,
      toSlotId,
      { name: current.name, email: current.email, phone: current.phone, lang: current.lang },
      rules,
      current,
    );
    if (outcome.kind !== 'booked') return outcome;
    await tx
      .update(visitBookings)
      .set({ status: 'cancelled', cancelledAt: sql`now()` })
      .where(eq(visitBookings.id, bookingId));
    if (notify) {
      const [moved] = await tx.select().from(visitBookings).where(eq(visitBookings.id, outcome.bookingId));
      await queueMails(tx, await notify.mails(moved!, outcome.slot), notify.messageDomain);
      if (notify.lead) await queueLeads(tx, [notify.lead(current, from, outcome.slot)]);
    }
    return outcome;
  });
}

// ---- Reminders --------------------------------------------------------------------------------------

/**
 * The live bookings of slots starting in [from, to) not yet reminded: marked reminded in the same
 * transaction that queues their mails (`mails` writes them), so each is reminded once, whichever of
 * several workers runs first (the rows are claimed FOR UPDATE SKIP LOCKED). How many.
 */
export async function queueReminders(
  db: Database,
  { from, to }: { from: Date; to: Date },
  { mails, messageDomain }: { mails: (due: BookingWithSlot[]) => Promise<NewMail[]>; messageDomain: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ booking: visitBookings, slot: visitSlots })
      .from(visitBookings)
      .innerJoin(visitSlots, eq(visitSlots.id, visitBookings.slotId))
      .where(
        and(
          live,
          isNull(visitBookings.reminderSentAt),
          isNull(visitSlots.cancelledAt),
          gte(visitSlots.startsAt, from),
          lt(visitSlots.startsAt, to),
        ),
      )
      .orderBy(asc(visitSlots.startsAt))
      .for('update', { of: visitBookings, skipLocked: true });
    if (!due.length) return 0;
    await queueMails(tx, await mails(due), messageDomain);
    await tx
      .update(visitBookings)
      .set({ reminderSentAt: sql`now()` })
      .where(
        inArray(
          visitBookings.id,
          due.map((row) => row.booking.id),
        ),
      );
    return due.length;
  });
}

// ---- The owner's view -------------------------------------------------------------------------------

export interface OwnerBookingRow {
  propertyId: number;
  slotId: number;
  startsAt: Date;
  minutes: number;
  label: string | null;
  slotCancelled: boolean;
  status: string;
}

/**
 * A visit moved from slot to slot is one visit: its bookings share the first one's id as their origin,
 * and only the last of them says where it stands. True for a booking that a move has replaced.
 */
const movedAway = sql<boolean>`exists (select 1 from ${visitBookings} as later where later.origin_booking_id = coalesce(${visitBookings.originBookingId}, ${visitBookings.id}) and later.created_at > ${visitBookings.createdAt})`;

/**
 * Every visit booked in the properties' slots, soonest first, each once (where it stands after any
 * move): dates and status only. No column that identifies the visitor is selected (the owner sees what
 * happens, not who: docs/decisions/0047).
 */
export async function ownerBookings(db: Db, propertyIds: number[]): Promise<OwnerBookingRow[]> {
  if (!propertyIds.length) return [];
  const rows = await db
    .select({
      propertyId: visitSlots.propertyId,
      slotId: visitSlots.id,
      startsAt: visitSlots.startsAt,
      minutes: visitSlots.minutes,
      label: visitSlots.label,
      slotCancelled: sql<boolean>`${visitSlots.cancelledAt} is not null`,
      status: visitBookings.status,
    })
    .from(visitBookings)
    .innerJoin(visitSlots, eq(visitSlots.id, visitBookings.slotId))
    .where(and(inArray(visitSlots.propertyId, propertyIds), sql`not ${movedAway}`))
    .orderBy(asc(visitSlots.startsAt), asc(visitBookings.createdAt));
  return rows.map((row) => ({ ...row, propertyId: row.propertyId! }));
}
