// The agency's slots and what follows from them, on a real database (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set): adding against the catalogue and the rules, cancelling a slot with a mail
// to each booker in their language, the day-before reminders sent once, and the owner's view without
// the visitors' details. Slots are at least three days ahead except the reminders' own, tomorrow.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '@/tests/unit/databases';
import type { Handle } from '@/lib/platform/db/client';
import { outbox, visitBookings, visitSlots } from '@/lib/platform/db/schema';
import { mailOf } from '@/lib/platform/dal/outbox';
import { erasePerson, exportPerson, purgeExpired } from '@/lib/platform/dal/retention';
import { getProperty } from '@/lib/catalogue/data';
import { book } from './booking';
import { ownerVisits } from './owner-view';
import { startVisitReminders } from './reminder-timer';
import { sendReminders } from './reminders';
import { addSlot, cancelSlot, listSlots, parseCrmAppointment, slotLine } from './slots';
import { bookingCalendar } from './mails';
import { brusselsDate, brusselsLocal, brusselsTomorrow } from '../../platform/brussels-time';
import { readBookingToken } from './tokens';

process.env.VITRINE_SECRET ??= 'a-test-secret-that-is-long-enough-for-env';
process.env.VITRINE_SITE_URL = 'https://www.example.test';

const DAY = 24 * 3_600_000;
const PROPERTY = 4101;
/** Noon in Brussels `days` from now (noon exists every day; a time of night may not, in March). */
const local = (days: number) => `${brusselsDate(new Date(Date.now() + days * DAY))}T12:00`;

describe.each(TEST_DATABASES)('visit slots on $name', (database) => {
  let handle: Handle & { close(): Promise<void> };
  beforeAll(async () => {
    handle = await database.open();
  }, 60_000);
  afterAll(() => handle?.close());

  const add = async (start: string, capacity = 1, label?: string) => {
    const result = await addSlot(handle.db, { subject: { propertyId: PROPERTY }, start, minutes: 30, capacity, label });
    if (!result.ok) throw new Error(result.error);
    return result.slot;
  };

  it('adds a slot at the Brussels time typed, and refuses what the rules or the catalogue do not allow', async () => {
    const slot = await add('2099-12-03T14:00', 3, 'Kijkdag');
    expect(slot.startsAt.toISOString()).toBe('2099-12-03T13:00:00.000Z');
    expect(slot).toMatchObject({ propertyId: PROPERTY, projectId: null, capacity: 3, label: 'Kijkdag', cancelledAt: null });
    const refused = async (request: Partial<Parameters<typeof addSlot>[1]>) => {
      const result = await addSlot(handle.db, {
        subject: { propertyId: PROPERTY },
        start: '2099-12-03T15:00',
        minutes: 30,
        capacity: 1,
        ...request,
      });
      expect(result.ok).toBe(false);
      return result.ok ? '' : result.error;
    };
    expect(await refused({ start: '2020-01-01T10:00' })).toContain('past');
    expect(await refused({ start: '2099-03-29T02:30' })).toContain('does not exist in Brussels');
    expect(await refused({ start: '3 december' })).toContain('expected a Brussels date and time');
    expect(await refused({ minutes: 4 })).toContain('--minutes');
    expect(await refused({ minutes: 481 })).toContain('--minutes');
    expect(await refused({ capacity: 0 })).toContain('--capacity');
    expect(await refused({ capacity: 501 })).toContain('--capacity');
    expect(await refused({ subject: { propertyId: 999_999 } })).toBe('property 999999 is not in the catalogue');
    expect(await refused({ subject: { projectId: 999_999 } })).toBe('project 999999 is not in the catalogue');
    expect(await refused({ agentId: 'nobody' })).toContain('no team member');
    // The database holds the ranges too, whoever writes.
    await expect(
      handle.db.insert(visitSlots).values({ propertyId: PROPERTY, startsAt: new Date(), minutes: 30, capacity: 0 }),
    ).rejects.toThrow();
    await expect(
      handle.db.insert(visitSlots).values({ propertyId: PROPERTY, projectId: 901, startsAt: new Date(), minutes: 30, capacity: 1 }),
    ).rejects.toThrow();
  });

  it('links a slot to a CRM appointment given as a positive whole number, shown in the list, and refuses anything else', async () => {
    const result = await addSlot(handle.db, {
      subject: { propertyId: PROPERTY },
      start: '2099-12-04T10:00',
      minutes: 30,
      capacity: 1,
      crmAppointment: '12345',
    });
    if (!result.ok) throw new Error(result.error);
    expect(result.slot.crmAppointmentId).toBe(12345);
    const [listed] = (await listSlots(handle.db, { subject: { propertyId: PROPERTY } })).filter((slot) => slot.id === result.slot.id);
    expect(slotLine(listed!)).toContain('CRM appointment 12345');
    const plain = await add('2099-12-04T11:00');
    expect(plain.crmAppointmentId).toBeNull();
    expect(slotLine({ ...plain, bookings: [], placesLeft: 1 })).not.toContain('CRM');
    for (const typed of ['0', '-5', '12.5', '1e3', 'abc', '', '2147483648', '99999999999']) {
      const refused = await addSlot(handle.db, {
        subject: { propertyId: PROPERTY },
        start: '2099-12-04T12:00',
        minutes: 30,
        capacity: 1,
        crmAppointment: typed,
      });
      expect(refused.ok ? '' : refused.error).toBe(
        `--crm-appointment ${typed}: expected the CRM appointment's number, a whole number from 1 to 2147483647`,
      );
    }
    expect(parseCrmAppointment(' 7 ')).toBe(7);
    expect(parseCrmAppointment('2147483647')).toBe(2_147_483_647);
    // The database holds it too, whoever writes.
    await expect(
      handle.db.insert(visitSlots).values({ propertyId: PROPERTY, startsAt: new Date(), minutes: 30, capacity: 1, crmAppointmentId: 0 }),
    ).rejects.toThrow();
  });

  it('refuses a slot that shares time with a live one of the same property, or with another of its agent, and says which', async () => {
    const OTHER = 4102;
    const AGENT = '101';
    const request = (start: string, more: Partial<Parameters<typeof addSlot>[1]> = {}) =>
      addSlot(handle.db, { subject: { propertyId: PROPERTY }, start, minutes: 30, capacity: 1, ...more });
    const refused = async (start: string, more: Partial<Parameters<typeof addSlot>[1]> = {}) => {
      const result = await request(start, more);
      expect(result.ok).toBe(false);
      return result.ok ? '' : result.error;
    };
    const first = await add('2099-12-10T14:00');
    // The same start, and any start that would overlap it: a visitor would be offered both.
    expect(await refused('2099-12-10T14:00')).toBe(
      `--start 2099-12-10T14:00: property ${PROPERTY} has slot ${first.id} from 2099-12-10 14:00 to 14:30, which this one would overlap; pick another time, or cancel slot ${first.id} first (npm run visits -- cancel ${first.id})`,
    );
    expect(await refused('2099-12-10T13:35')).toContain(`has slot ${first.id} from`);
    expect(await refused('2099-12-10T14:25')).toContain(`has slot ${first.id} from`);
    expect(await refused('2099-12-10T09:00', { minutes: 480, capacity: 20, label: 'Kijkdag' })).toContain(`has slot ${first.id} from`);
    // Slots that only touch it, another property at its time, and its time once it is cancelled: added.
    expect((await request('2099-12-10T13:30')).ok).toBe(true);
    expect((await request('2099-12-10T14:30')).ok).toBe(true);
    expect((await request('2099-12-10T14:00', { subject: { propertyId: OTHER } })).ok).toBe(true);
    await cancelSlot(handle.db, first.id);
    expect((await request('2099-12-10T14:00')).ok).toBe(true);

    // An agent shows one visit at a time, whichever the property; other agents and slots without one are free.
    const shown = await add('2099-12-11T10:00', 1);
    const withAgent = await request('2099-12-11T11:00', { agentId: AGENT });
    if (!withAgent.ok) throw new Error(withAgent.error);
    expect(await refused('2099-12-11T11:15', { subject: { propertyId: OTHER }, agentId: AGENT })).toBe(
      `--start 2099-12-11T11:15: agent ${AGENT} shows slot ${withAgent.slot.id} (property ${PROPERTY}) from 2099-12-11 11:00 to 11:30, which this one would overlap; pick another time, or cancel slot ${withAgent.slot.id} first (npm run visits -- cancel ${withAgent.slot.id})`,
    );
    expect((await request('2099-12-11T11:15', { subject: { propertyId: OTHER }, agentId: '102' })).ok).toBe(true);
    expect((await request('2099-12-11T10:00', { subject: { propertyId: OTHER }, agentId: AGENT })).ok).toBe(true);
    // Added at the same instant (two agency commands, on PostgreSQL too): one of them only.
    for (const start of ['2099-12-12T09:00', '2099-12-12T10:00', '2099-12-12T11:00']) {
      const together = await Promise.all(Array.from({ length: 10 }, () => request(start)));
      expect(together.filter((result) => result.ok)).toHaveLength(1);
    }
    // Both reasons at once: each named on a line of its own.
    expect((await refused('2099-12-11T10:10', { agentId: AGENT })).split('\n')).toEqual([
      expect.stringContaining(`property ${PROPERTY} has slot ${shown.id} from 2099-12-11 10:00 to 10:30`),
      expect.stringContaining(`agent ${AGENT} shows slot `),
    ]);
  });

  it('cancels a slot and its bookings at once, and queues a mail to each booker in their language', async () => {
    const slot = await add(local(5), 3);
    await book(handle.db, slot.id, { name: 'An Claes', email: 'an@example.test', lang: 'nl' });
    await book(handle.db, slot.id, { name: 'Luc Dubois', email: 'luc@example.test', lang: 'fr' });
    const result = await cancelSlot(handle.db, slot.id);
    expect(result?.bookers.map((booking) => booking.email).sort()).toEqual(['an@example.test', 'luc@example.test']);
    const bookings = await handle.db.select().from(visitBookings).where(eq(visitBookings.slotId, slot.id));
    expect(bookings.every((booking) => booking.status === 'cancelled' && booking.cancelledAt)).toBe(true);
    const mails = (await handle.db.select().from(outbox).where(eq(outbox.kind, 'visit-cancelled'))).map(mailOf);
    const nl = mails.find((mail) => mail.to === 'an@example.test')!;
    const fr = mails.find((mail) => mail.to === 'luc@example.test')!;
    expect(nl.subject).toMatch(/^Uw bezoek van .+ gaat niet door$/);
    expect(nl.text).toContain('Beste An Claes,');
    expect(nl.text).toContain(getProperty('nl', PROPERTY)!.title);
    expect(fr.subject).toMatch(/^Votre visite du .+ n’aura pas lieu$/);
    expect(fr.text).toContain(getProperty('fr', PROPERTY)!.title);
    // Again: nothing more to cancel, nobody told twice.
    expect((await cancelSlot(handle.db, slot.id))?.bookers).toEqual([]);
    expect(await handle.db.select().from(outbox).where(eq(outbox.kind, 'visit-cancelled'))).toHaveLength(2);
    expect(await cancelSlot(handle.db, 2_000_000_000)).toBeNull();
    const [listed] = (await listSlots(handle.db, { subject: { propertyId: PROPERTY } })).filter((row) => row.id === slot.id);
    expect(listed).toMatchObject({
      placesLeft: 0,
      bookings: [expect.objectContaining({ status: 'cancelled' }), expect.objectContaining({ status: 'cancelled' })],
    });
  });

  it("reminds tomorrow's bookers once, with their link, whatever number of workers run it", async () => {
    const tomorrow = brusselsTomorrow(new Date());
    const morning = await add(brusselsLocal(new Date(tomorrow.from.getTime() + 10 * 3_600_000)), 5);
    const later = await add(local(3));
    const mine = await Promise.all(
      ['r1', 'r2', 'r3'].map((n) => book(handle.db, morning.id, { name: n, email: `${n}@example.test`, lang: 'nl' })),
    );
    const gone = await book(handle.db, morning.id, { name: 'r4', email: 'r4@example.test', lang: 'fr' });
    if (gone.kind !== 'booked') throw new Error(gone.kind);
    await handle.db.update(visitBookings).set({ status: 'cancelled', cancelledAt: new Date() }).where(eq(visitBookings.id, gone.bookingId));
    await book(handle.db, later.id, { name: 'r5', email: 'r5@example.test', lang: 'nl' });

    const counts = await Promise.all([sendReminders(handle.db), sendReminders(handle.db), sendReminders(handle.db)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
    expect(await sendReminders(handle.db)).toBe(0);
    const mails = (await handle.db.select().from(outbox).where(eq(outbox.kind, 'visit-reminder'))).map(mailOf);
    expect(mails.map((mail) => mail.to).sort()).toEqual(['r1@example.test', 'r2@example.test', 'r3@example.test']);
    const ids = mine.map((outcome) => (outcome.kind === 'booked' ? outcome.bookingId : ''));
    for (const mail of mails) {
      expect(mail.subject).toMatch(/^Herinnering: uw bezoek morgen om \d{2}:\d{2}$/);
      const token = /\/nl\/mijn-bezoek\/\?token=([^\s"]+)/.exec(mail.text)?.[1];
      expect(ids).toContain(readBookingToken(token ?? ''));
    }
    const marked = await handle.db.select().from(visitBookings).where(inArray(visitBookings.id, ids));
    expect(marked.every((booking) => booking.reminderSentAt)).toBe(true);
  });

  it("reminds from the worker's schedule as soon as it starts", async () => {
    const tomorrow = brusselsTomorrow(new Date());
    const slot = await add(brusselsLocal(new Date(tomorrow.from.getTime() + 15 * 3_600_000)));
    await book(handle.db, slot.id, { name: 'Timer', email: 'timer@example.test', lang: 'en' });
    const lines: string[] = [];
    const schedule = startVisitReminders(handle.db, { log: (line) => lines.push(line) });
    await schedule.ready;
    schedule.stop();
    expect(lines).toEqual(["[visits] 1 reminder(s) of tomorrow's visits queued"]);
    const [mail] = (
      await handle.db
        .select()
        .from(outbox)
        .where(sql`${outbox.message}->>'to' = 'timer@example.test'`)
    ).map(mailOf);
    expect(mail?.subject).toMatch(/^Reminder: your visit tomorrow at /);
  });

  it("writes the booking as a calendar event in the booker's language, with the address and the link", async () => {
    const slot = await add(local(6));
    const booked = await book(handle.db, slot.id, { name: 'Ics', email: 'ics@example.test', lang: 'fr' });
    if (booked.kind !== 'booked') throw new Error(booked.kind);
    const ics = bookingCalendar({ id: booked.bookingId, lang: 'fr' }, slot).replace(/\r\n /g, '');
    const property = getProperty('fr', PROPERTY)!;
    expect(ics).toContain(`UID:${booked.bookingId}@`);
    expect(ics).toContain(`SUMMARY:Visite\u00a0: ${property.title.replace(/([,;])/g, '\\$1')}`);
    expect(ics).toContain(`LOCATION:${property.address.street}`);
    expect(ics).toMatch(
      /DESCRIPTION:(Agent\u00a0: [^\\]+\\n)?Annuler ou déplacer\u00a0: https:\/\/www\.example\.test\/fr\/ma-visite\/\?token=/,
    );
  });

  it("shows the owner each booking's date and status, never who booked", async () => {
    const ahead = await add(local(4), 2);
    const booked = await book(handle.db, ahead.id, { name: 'Owner View', email: 'ov@example.test', phone: '+32 470 12 34 56', lang: 'nl' });
    const cancelled = await book(handle.db, ahead.id, { name: 'Owner View 2', email: 'ov2@example.test', lang: 'nl' });
    if (booked.kind !== 'booked' || cancelled.kind !== 'booked') throw new Error('not booked');
    await handle.db
      .update(visitBookings)
      .set({ status: 'cancelled', cancelledAt: new Date() })
      .where(eq(visitBookings.id, cancelled.bookingId));
    const [past] = await handle.db
      .insert(visitSlots)
      .values({ propertyId: 4102, startsAt: sql`now() - interval '2 days'`, minutes: 30, capacity: 1 })
      .returning();
    await handle.db.insert(visitBookings).values({ slotId: past!.id, name: 'Past', email: 'past@example.test', lang: 'nl' });

    const visits = await ownerVisits(handle.db, [PROPERTY, 4102]);
    const of = (slotId: number) => visits.filter((visit) => visit.slotId === slotId).map((visit) => visit.status);
    expect(of(ahead.id).sort()).toEqual(['booked', 'cancelled']);
    expect(of(past!.id)).toEqual(['took-place']);
    for (const visit of visits)
      expect(Object.keys(visit).sort()).toEqual(['label', 'minutes', 'propertyId', 'slotId', 'startsAt', 'status']);
    expect(JSON.stringify(visits)).not.toMatch(/example\.test|Owner View|Past|\+32/);
    expect(await ownerVisits(handle.db, [4103])).toEqual([]);
  });

  it("exports and erases a person's bookings (their place is free again), and forgets old ones after the retention", async () => {
    const slot = await add(local(7));
    await book(handle.db, slot.id, { name: 'Gdpr', email: 'gdpr@example.test', lang: 'nl' });
    const exported = await exportPerson(handle.db, 'GDPR@example.test');
    expect(exported.visitBookings).toEqual([
      expect.objectContaining({ slotId: slot.id, name: 'Gdpr', email: 'gdpr@example.test', propertyId: PROPERTY, startsAt: slot.startsAt }),
    ]);
    expect((await erasePerson(handle.db, 'gdpr@example.test')).visitBookings).toBe(1);
    expect((await exportPerson(handle.db, 'gdpr@example.test')).visitBookings).toEqual([]);
    expect(await book(handle.db, slot.id, { name: 'Next', email: 'next@example.test', lang: 'nl' })).toMatchObject({ kind: 'booked' });

    const [old] = await handle.db
      .insert(visitSlots)
      .values({ propertyId: 4102, startsAt: sql`now() - interval '25 months'`, minutes: 30, capacity: 1 })
      .returning();
    await handle.db.insert(visitBookings).values({ slotId: old!.id, name: 'Old', email: 'old@example.test', lang: 'nl' });
    expect((await purgeExpired(handle.db, 24)).bookings).toBe(1);
    expect(await handle.db.select().from(visitBookings).where(eq(visitBookings.slotId, old!.id))).toEqual([]);
    expect(await handle.db.select().from(visitBookings).where(eq(visitBookings.slotId, slot.id))).toHaveLength(1);
  });

  it('forgets the mails of no submission (a reminder, a move) once sent or given up longer ago than the retention, and only those', async () => {
    const mail = (to: string) => ({
      kind: 'visit-reminder',
      message: { to, subject: 'Reminder', text: 'Tomorrow', from: 'agency@example.test' } as never,
    });
    const rows = await handle.db
      .insert(outbox)
      .values([
        { ...mail('sent-old@example.test'), messageId: '<sent-old@test>', status: 'sent', createdAt: sql`now() - interval '25 months'` },
        {
          ...mail('failed-old@example.test'),
          messageId: '<failed-old@test>',
          status: 'failed',
          createdAt: sql`now() - interval '25 months'`,
        },
        {
          ...mail('pending-old@example.test'),
          messageId: '<pending-old@test>',
          status: 'pending',
          createdAt: sql`now() - interval '25 months'`,
        },
        { ...mail('sent-new@example.test'), messageId: '<sent-new@test>', status: 'sent', createdAt: sql`now() - interval '23 months'` },
      ])
      .returning({ messageId: outbox.messageId });
    expect(rows).toHaveLength(4);
    expect((await purgeExpired(handle.db, 24)).messages).toBe(2);
    const left = await handle.db
      .select({ messageId: outbox.messageId })
      .from(outbox)
      .where(
        inArray(
          outbox.messageId,
          rows.map((row) => row.messageId),
        ),
      );
    expect(left.map((row) => row.messageId).sort()).toEqual(['<pending-old@test>', '<sent-new@test>']);
  });
});
