import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_DATABASES } from '@/tests/unit/databases';
import type { Handle } from '@/lib/platform/db/client';
import { submissions } from '@/lib/platform/db/schema';
import { calendarVisits, communications, dailyPageViews, history, pageViewCounts, pageViewCountsOf, type HistoryRow } from './owner-stats';
import { decide } from './submissions';
import { bookPlace, insertSlot, moveBooking, ownerBookings } from './visit-slots';
import { addPageViews } from './page-views';

type Row = Omit<typeof submissions.$inferInsert, 'lang'> & { lang?: string };

describe.each(TEST_DATABASES)('owner statistics on $name', (database) => {
  let handle: Handle & { close(): Promise<void> };
  beforeAll(async () => {
    handle = await database.open();
  }, 60_000);
  afterAll(() => handle?.close());

  /** Inserts submissions as the forms store them, with the times a test needs; their ids in order. */
  const submit = async (...rows: Row[]) =>
    (
      await handle.db
        .insert(submissions)
        .values(rows.map((row) => ({ lang: 'nl', ...row })))
        .returning({ id: submissions.id })
    ).map((row) => row.id);

  // Winter: Brussels is UTC+1, so 23:30 UTC is already the next day there.
  const MONDAY_0030 = new Date('2026-11-29T23:30:00Z'); // Monday 30 November, 00:30 in Brussels
  const MONDAY_2359 = new Date('2026-11-30T22:59:59Z'); // Monday 30 November, 23:59:59 in Brussels
  const TUESDAY_0030 = new Date('2026-11-30T23:30:00Z'); // Tuesday 1 December, 00:30 in Brussels

  describe('page views', () => {
    beforeAll(async () => {
      await addPageViews(handle.db, [
        { propertyId: 5101, day: '2026-10-31', count: 100 },
        { propertyId: 5101, day: '2026-11-01', count: 1 },
        { propertyId: 5101, day: '2026-11-23', count: 10 },
        { propertyId: 5101, day: '2026-11-29', count: 20 },
        { propertyId: 5101, day: '2026-11-30', count: 3 },
        { propertyId: 5101, day: '2026-12-01', count: 5 },
        { propertyId: 5102, day: '2026-11-30', count: 1000 },
        // Summer: UTC+2.
        { propertyId: 5103, day: '2026-06-30', count: 4 },
        { propertyId: 5103, day: '2026-07-01', count: 6 },
      ]);
    });

    it('counts today, this week and this month in Brussels, across its midnight', async () => {
      // Still Sunday 29 November in UTC, but Monday in Brussels: a new week, the same month.
      expect(await pageViewCounts(handle.db, 5101, MONDAY_0030)).toEqual({ today: 3, week: 3, month: 1 + 10 + 20 + 3, total: 139 });
      expect(await pageViewCounts(handle.db, 5101, MONDAY_2359)).toEqual({ today: 3, week: 3, month: 34, total: 139 });
      // Still 30 November in UTC, but 1 December in Brussels: a new month, the same week.
      expect(await pageViewCounts(handle.db, 5101, TUESDAY_0030)).toEqual({ today: 5, week: 3 + 5, month: 5, total: 139 });
      expect(await pageViewCounts(handle.db, 5103, new Date('2026-06-30T21:59:59Z'))).toEqual({ today: 4, week: 4, month: 4, total: 10 });
      expect(await pageViewCounts(handle.db, 5103, new Date('2026-06-30T22:00:00Z'))).toEqual({ today: 6, week: 10, month: 6, total: 10 });
    });

    it("never counts another property's visits, and counts none for a property without any", async () => {
      expect(await pageViewCounts(handle.db, 5102, TUESDAY_0030)).toEqual({ today: 0, week: 1000, month: 0, total: 1000 });
      expect(await pageViewCounts(handle.db, 5199, TUESDAY_0030)).toEqual({ today: 0, week: 0, month: 0, total: 0 });
    });

    it("counts an owner's properties in one query, every property asked present", async () => {
      const query = vi.spyOn(handle.pool, 'query');
      const counts = await pageViewCountsOf(handle.db, [5101, 5102, 5199, 5101], TUESDAY_0030);
      expect(query).toHaveBeenCalledTimes(1);
      expect(counts).toEqual(
        new Map([
          [5101, { today: 5, week: 8, month: 5, total: 139 }],
          [5102, { today: 0, week: 1000, month: 0, total: 1000 }],
          [5199, { today: 0, week: 0, month: 0, total: 0 }],
        ]),
      );
      expect(await pageViewCountsOf(handle.db, [], TUESDAY_0030)).toEqual(new Map());
      expect(query).toHaveBeenCalledTimes(1);
    });

    it('lists the last days ending today in Brussels, oldest first, days without visits as 0', async () => {
      expect(await dailyPageViews(handle.db, 5101, 7, TUESDAY_0030)).toEqual([
        { day: '2026-11-25', count: 0 },
        { day: '2026-11-26', count: 0 },
        { day: '2026-11-27', count: 0 },
        { day: '2026-11-28', count: 0 },
        { day: '2026-11-29', count: 20 },
        { day: '2026-11-30', count: 3 },
        { day: '2026-12-01', count: 5 },
      ]);
      // A day after today in Brussels is not in the series.
      expect(await dailyPageViews(handle.db, 5101, 3, MONDAY_0030)).toEqual([
        { day: '2026-11-28', count: 0 },
        { day: '2026-11-29', count: 20 },
        { day: '2026-11-30', count: 3 },
      ]);
      const month = await dailyPageViews(handle.db, 5101, undefined, TUESDAY_0030);
      expect(month).toHaveLength(30);
      expect(month[0]).toEqual({ day: '2026-11-02', count: 0 });
      expect(month.reduce((sum, day) => sum + day.count, 0)).toBe(10 + 20 + 3 + 5);
      const year = await dailyPageViews(handle.db, 5101, 366, TUESDAY_0030);
      expect(year[0]!.day).toBe('2025-12-01');
      expect(year.reduce((sum, day) => sum + day.count, 0)).toBe(139);
      expect(await dailyPageViews(handle.db, 5102, 2, MONDAY_2359)).toEqual([
        { day: '2026-11-29', count: 0 },
        { day: '2026-11-30', count: 1000 },
      ]);
      for (const days of [0, -1, 1.5, 367, Number.NaN])
        await expect(dailyPageViews(handle.db, 5101, days, TUESDAY_0030)).rejects.toThrow(RangeError);
    });
  });

  it('counts the communications about a property per form, every form present, in a fixed order', async () => {
    await submit(
      { form: 'contact-me', propertyId: 5201, email: 'a@example.test', fields: {} },
      { form: 'contact-me', propertyId: 5201, email: 'b@example.test', fields: {} },
      { form: 'send-to-friend', propertyId: 5201, email: 'a@example.test', fields: {} },
      { form: 'documents', propertyId: 5201, email: 'a@example.test', fields: {} },
      { form: 'rental-application', propertyId: 5201, email: 'c@example.test', fields: {} },
      // Not communications: a visit request (the calendar's), a form about no property.
      { form: 'contact-appointment', propertyId: 5201, email: 'a@example.test', fields: {} },
      { form: 'site-contact', email: 'a@example.test', fields: {} },
      // Another property's.
      { form: 'contact-me', propertyId: 5202, email: 'a@example.test', fields: {} },
      { form: 'purchase-offer', propertyId: 5202, email: 'a@example.test', fields: {} },
    );
    expect(await communications(handle.db, 5201)).toEqual([
      { form: 'contact-me', count: 2 },
      { form: 'send-to-friend', count: 1 },
      { form: 'documents', count: 1 },
      { form: 'purchase-offer', count: 0 },
      { form: 'rental-application', count: 1 },
    ]);
    expect((await communications(handle.db, 5299)).map((row) => row.count)).toEqual([0, 0, 0, 0, 0]);
  });

  it('lists visit requests newest first, requested until the agency confirms them', async () => {
    const [older, newer, elsewhere] = await submit(
      // As the form stores it: the slot reformatted for the mails, the day optional.
      {
        form: 'contact-appointment',
        propertyId: 5301,
        email: 'a@example.test',
        fields: { contactTime: '10:00 – 13:00', preferredDate: '2026-11-28' },
        createdAt: new Date('2026-11-20T10:00:00Z'),
      },
      {
        form: 'contact-appointment',
        propertyId: 5301,
        email: 'b@example.test',
        fields: { contactTime: '14:00-17:00' },
        createdAt: new Date('2026-11-22T10:00:00Z'),
      },
      {
        form: 'contact-appointment',
        propertyId: 5302,
        email: 'c@example.test',
        fields: { contactTime: '10:00-13:00' },
        createdAt: new Date('2026-11-23T10:00:00Z'),
      },
      {
        form: 'contact-me',
        propertyId: 5301,
        email: 'd@example.test',
        fields: { remark: 'a question' },
        createdAt: new Date('2026-11-24T10:00:00Z'),
      },
    );
    const requested = [
      { id: newer, status: 'requested', date: null, slot: { from: '14:00', to: '17:00' }, createdAt: new Date('2026-11-22T10:00:00Z') },
      {
        id: older,
        status: 'requested',
        date: '2026-11-28',
        slot: { from: '10:00', to: '13:00' },
        createdAt: new Date('2026-11-20T10:00:00Z'),
      },
    ];
    expect(await calendarVisits(handle.db, 5301)).toEqual(requested);
    expect(await decide(handle.db, older!, 'confirm')).toBe(true);
    expect(await calendarVisits(handle.db, 5301)).toEqual([requested[0], { ...requested[1], status: 'confirmed' }]);
    expect((await calendarVisits(handle.db, 5302)).map((visit) => visit.id)).toEqual([elsewhere]);
    expect(await calendarVisits(handle.db, 5399)).toEqual([]);
  });

  describe('history', () => {
    const at = (hours: number) => new Date(Date.UTC(2026, 10, 1, 8 + hours));
    let ids: Record<string, string>;
    /** The 21 requests for more information, in the order they were sent. */
    let infoIds: string[];
    beforeAll(async () => {
      // 21 requests for more information, one an hour, then one of each other form about the property.
      infoIds = await submit(
        ...Array.from({ length: 21 }, (_, i): Row => ({
          form: 'contact-me',
          propertyId: 5401,
          email: `person${i}@example.test`,
          fields: {
            firstName: 'Person',
            lastName: String(i),
            email: `person${i}@example.test`,
            phone: '+32470123456',
            ...(i === 0 ? { remark: 'Is the garden south-facing?' } : {}),
          },
          createdAt: at(i),
        })),
      );
      const person = (firstName: string, lastName: string) => ({
        title: 'mrs',
        firstName,
        lastName,
        email: `${firstName.toLowerCase()}@example.test`,
        phone: '+32470123456',
      });
      const [offer, rental, visit, friend, documents] = await submit(
        {
          form: 'purchase-offer',
          propertyId: 5401,
          email: 'anna@example.test',
          fields: { ...person('Anna', 'Peeters'), amount: 250_000, advance: '€ 25.000', conditions: 'Subject to a mortgage' },
          createdAt: at(30),
        },
        {
          form: 'rental-application',
          propertyId: 5401,
          email: 'bart@example.test',
          fields: { ...person('Bart', 'Claes'), movingDate: '2027-01-01', movingReason: 'Closer to work', income1: 3_500 },
          createdAt: at(31),
        },
        {
          form: 'contact-appointment',
          propertyId: 5401,
          email: 'chris@example.test',
          fields: { ...person('Chris', 'Wouters'), contactTime: '10:00 – 13:00', preferredDate: '2026-11-10' },
          createdAt: at(32),
        },
        {
          form: 'send-to-friend',
          propertyId: 5401,
          email: 'els@example.test',
          fields: { firstName: 'Els', lastName: 'Maes', email: 'els@example.test', friendName: 'Tom', remark: 'Look at this one' },
          sourcePage: '/nl/te-koop/gent/huis/5401/',
          utm: { utm_source: 'immoweb', utm_medium: 'cpc' },
          createdAt: at(33),
        },
        {
          form: 'documents',
          propertyId: 5401,
          email: 'jan@example.test',
          fields: { firstName: 'Jan', lastName: 'Janssens', email: 'jan@example.test' },
          sourcePage: '/fr/a-vendre/gand/maison/5401/',
          createdAt: at(34),
        },
        // The newest about the property, but probable spam (the hidden field was filled): never in the owner's history.
        {
          form: 'contact-me',
          propertyId: 5401,
          email: 'bot@example.test',
          fields: { firstName: 'Bot', lastName: 'Spam' },
          spam: true,
          createdAt: at(39),
        },
        // Newer, but another property's: never in this history.
        {
          form: 'contact-me',
          propertyId: 5402,
          email: 'other@example.test',
          fields: { firstName: 'Other', lastName: 'Person' },
          createdAt: at(40),
        },
        { form: 'contact-appointment', propertyId: 5402, email: 'other@example.test', fields: {}, createdAt: at(41) },
      );
      await decide(handle.db, visit!, 'confirm');
      ids = { offer: offer!, rental: rental!, visit: visit!, friend: friend!, documents: documents! };
    });
    /** Which of the 21 requests for more information the rows are, by the order they were sent in. */
    const lastNames = (rows: HistoryRow[]) => rows.map((row) => String(infoIds.indexOf(row.id)));

    it("shows every submission about the property, newest first, with what the owner's table needs and nothing about who sent it", async () => {
      const first = await history(handle.db, 5401);
      expect({ total: first.total, page: first.page, pages: first.pages, perPage: first.perPage }).toEqual({
        total: 26,
        page: 1,
        pages: 2,
        perPage: 20,
      });
      expect(first.rows.slice(0, 5)).toEqual([
        {
          id: ids.documents,
          date: at(34),
          type: 'documents',
          contact: 'email',
          subject: null,
          status: 'received',
          source: { page: 'property', utm: null },
        },
        {
          id: ids.friend,
          date: at(33),
          type: 'send-to-friend',
          contact: 'email',
          subject: null,
          status: 'received',
          source: { page: 'property', utm: 'immoweb' },
        },
        {
          id: ids.visit,
          date: at(32),
          type: 'contact-appointment',
          contact: 'visit',
          subject: { kind: 'visit', date: '2026-11-10', slot: { from: '10:00', to: '13:00' } },
          status: 'confirmed',
          source: { page: null, utm: null },
        },
        {
          id: ids.rental,
          date: at(31),
          type: 'rental-application',
          contact: 'email',
          subject: { kind: 'moving', date: '2027-01-01' },
          status: 'received',
          source: { page: null, utm: null },
        },
        {
          id: ids.offer,
          date: at(30),
          type: 'purchase-offer',
          contact: 'email',
          subject: { kind: 'offer', amount: 250_000 },
          status: 'received',
          source: { page: null, utm: null },
        },
      ]);
      expect(lastNames(first.rows.slice(5))).toEqual([
        '20',
        '19',
        '18',
        '17',
        '16',
        '15',
        '14',
        '13',
        '12',
        '11',
        '10',
        '9',
        '8',
        '7',
        '6',
      ]);

      const second = await history(handle.db, 5401, { page: 2 });
      expect({ total: second.total, page: second.page, pages: second.pages }).toEqual({ total: 26, page: 2, pages: 2 });
      expect(lastNames(second.rows)).toEqual(['5', '4', '3', '2', '1', '0']);
      expect(second.rows.at(-1)).toEqual({
        id: expect.any(String),
        date: at(0),
        type: 'contact-me',
        contact: 'email',
        subject: null,
        status: 'received',
        source: { page: null, utm: null },
      });
    });

    it('clamps the page and the page size', async () => {
      const last = await history(handle.db, 5401, { page: 2 });
      expect(await history(handle.db, 5401, { page: 99 })).toEqual(last);
      const first = await history(handle.db, 5401);
      for (const page of [0, -3, Number.NaN]) expect(await history(handle.db, 5401, { page })).toEqual(first);
      expect(await history(handle.db, 5401, { page: 1.7 })).toEqual(first);

      const all = await history(handle.db, 5401, { perPage: 1_000 });
      expect({ rows: all.rows.length, page: all.page, pages: all.pages, perPage: all.perPage }).toEqual({
        rows: 26,
        page: 1,
        pages: 1,
        perPage: 100,
      });
      expect(all.rows.slice(0, 20)).toEqual(first.rows);
      const single = await history(handle.db, 5401, { perPage: 0, page: 26 });
      expect({ rows: lastNames(single.rows), page: single.page, pages: single.pages, perPage: single.perPage }).toEqual({
        rows: ['0'],
        page: 26,
        pages: 26,
        perPage: 1,
      });
    });

    it('filters by form, an unknown form giving an empty page', async () => {
      const requests = await history(handle.db, 5401, { type: 'contact-me', perPage: 5, page: 5 });
      expect({ total: requests.total, page: requests.page, pages: requests.pages }).toEqual({ total: 21, page: 5, pages: 5 });
      expect(lastNames(requests.rows)).toEqual(['0']);
      const offers = await history(handle.db, 5401, { type: 'purchase-offer' });
      expect(offers.rows.map((row) => row.id)).toEqual([ids.offer]);
      expect((await history(handle.db, 5402, { type: 'contact-appointment' })).rows.map((row) => row.status)).toEqual(['requested']);
      for (const type of ['no-such-form', "contact-me' or '1'='1", ''])
        expect(await history(handle.db, 5401, { type, page: 3 })).toEqual({ rows: [], total: 0, page: 1, pages: 1, perPage: 20 });
      expect(await history(handle.db, 5499)).toEqual({ rows: [], total: 0, page: 1, pages: 1, perPage: 20 });
    });

    it("never carries a visitor's name, e-mail, phone or words, whatever the form stored", async () => {
      const text = JSON.stringify((await history(handle.db, 5401, { perPage: 100 })).rows);
      for (const personal of [
        'Person',
        'Janssens',
        'Els',
        'jan@example.test',
        'person0@example.test',
        '+32470123456',
        'Is the garden',
        'Look at this one',
        'Closer to work',
        'Subject to a mortgage',
        'Tom',
      ])
        expect(text, personal).not.toContain(personal);
    });

    it('shows a visit booked in a slot once, where it stands after a move, and keeps it out of the requests', async () => {
      const subject = { propertyId: 5404 };
      const first = await insertSlot(handle.db, { subject, startsAt: new Date('2099-12-05T09:00:00Z'), minutes: 30, capacity: 1 });
      const second = await insertSlot(handle.db, { subject, startsAt: new Date('2099-12-06T13:00:00Z'), minutes: 45, capacity: 1 });
      const rules = { earliest: new Date('2026-01-01T00:00:00Z'), perVisitor: 3 };
      const booked = await bookPlace(handle.db, first.id, { name: 'Dirk Visser', email: 'dirk@example.test', lang: 'nl' }, rules);
      if (booked.kind !== 'booked') throw new Error(`not booked: ${booked.kind}`);
      // As the visit form stores a booking's request (lib/visitor/visits/booking.ts bookedFields).
      const [request] = await submit({
        form: 'contact-appointment',
        propertyId: 5404,
        email: 'dirk@example.test',
        fields: { firstName: 'Dirk', lastName: 'Visser', visitTime: 'zaterdag', booking: booked.bookingId },
        createdAt: at(60),
      });
      const now = new Date('2099-12-01T00:00:00Z');
      const row = async () => (await history(handle.db, 5404, { now })).rows;
      expect(await row()).toEqual([
        {
          id: request,
          date: at(60),
          type: 'contact-appointment',
          contact: 'visit',
          subject: { kind: 'booked', startsAt: first.startsAt, minutes: 30 },
          status: 'booked',
          source: { page: null, utm: null },
        },
      ]);
      expect(await calendarVisits(handle.db, 5404)).toEqual([]);

      expect((await moveBooking(handle.db, booked.bookingId, second.id, rules)).kind).toBe('booked');
      expect((await row()).map(({ subject, status }) => ({ subject, status }))).toEqual([
        { subject: { kind: 'booked', startsAt: second.startsAt, minutes: 45 }, status: 'booked' },
      ]);
      expect((await ownerBookings(handle.db, [5404])).map(({ slotId, status }) => ({ slotId, status }))).toEqual([
        { slotId: second.id, status: 'booked' },
      ]);
      expect((await history(handle.db, 5404, { now: new Date('2099-12-07T00:00:00Z') })).rows[0]!.status).toBe('took-place');
    });

    it('pages through submissions sent at the same moment without repeating or skipping one', async () => {
      const sent = await submit(
        ...Array.from({ length: 7 }, (): Row => ({ form: 'contact-me', propertyId: 5403, fields: {}, createdAt: at(50) })),
      );
      const seen: string[] = [];
      for (let page = 1; page <= 3; page++) seen.push(...(await history(handle.db, 5403, { page, perPage: 3 })).rows.map((row) => row.id));
      expect(seen).toHaveLength(7);
      expect(new Set(seen)).toEqual(new Set(sent));
    });
  });
});
