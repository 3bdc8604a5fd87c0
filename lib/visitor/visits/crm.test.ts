// Booked visits and the CRM (docs/decisions/0042, amendment 4), on the real databases (PGlite, and
// PostgreSQL when TEST_DATABASE_URL is set) against the fake CRM (tests/crm/fake-omnicasa.ts): a real
// HTTP server on loopback speaking Omnicasa's wire, the only fake here. A booking made and stored as the
// visit form's outcome and handleForm make it reaches the CRM attached to the slot's appointment; its
// move and its cancellation follow through the same outbox, each in the change's own transaction, once,
// also after the CRM was down; without a CRM nothing is queued.
import { and, eq, isNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_PASSWORD, FAKE_USER, startFakeOmnicasa, type FakeOmnicasa } from '@/tests/crm/fake-omnicasa';
import { TEST_DATABASES } from '@/tests/unit/databases';
import { getSite } from '@/lib/catalogue/data';
import { omnicasaAdapter } from '@/lib/agency/crm/omnicasa';
import type { Handle } from '@/lib/platform/db/client';
import { outbox, visitBookings } from '@/lib/platform/db/schema';
import { LEAD_KIND, mailOf } from '@/lib/platform/dal/outbox';
import { purgeExpired } from '@/lib/platform/dal/retention';
import { storeSubmission } from '@/lib/platform/dal/submissions';
import { findSlot } from '@/lib/platform/dal/visit-slots';
import { storable } from '@/lib/visitor/forms/definitions/shared';
import { deliverLeadsDue } from '@/lib/agency/outbox/crm';
import { contactAppointmentSchema } from '@/lib/visitor/schemas/contact-appointment';
import { parseValues } from '@/lib/visitor/schemas/parse';
import { book, bookedFields, cancelByLink, moveByLink } from './booking';
import { bookedMail } from './mails';
import { addSlot, bookingLine, cancelSlot, changeLeads, listSlots, retryCrmLeads } from './slots';
import { brusselsDate } from '../../platform/brussels-time';
import { bookingToken } from './tokens';

process.env.VITRINE_SECRET ??= 'a-test-secret-that-is-long-enough-for-env';

const DAY = 24 * 3_600_000;
const PROPERTY = 4101;
/** Brussels wall time `days` from now at `hour` (a daytime hour exists every day). */
const local = (days: number, hour = 12) => `${brusselsDate(new Date(Date.now() + days * DAY))}T${String(hour).padStart(2, '0')}:00`;
const host = () => new URL(getSite().url).hostname;
const field = (ics: string, name: string) =>
  ics
    .replace(/\r\n /g, '')
    .split('\r\n')
    .find((line) => line.startsWith(`${name}:`));

describe.each(TEST_DATABASES)('booked visits and the CRM on $name', (database) => {
  let handle: Handle & { close(): Promise<void> };
  let fake: FakeOmnicasa;
  beforeAll(async () => {
    [handle, fake] = await Promise.all([database.open(), startFakeOmnicasa()]);
  }, 60_000);
  afterAll(async () => {
    await fake?.close();
    await handle?.close();
  });

  const adapter = () =>
    omnicasaAdapter({ url: fake.url, user: FAKE_USER, password: FAKE_PASSWORD }, { typeIds: (ids) => ids, placeNames: (zips) => zips });
  const deliver = () => deliverLeadsDue({ db: handle.db, adapter: adapter(), log: () => {} });
  const slot = async (days: number, hour: number, crmAppointment?: string, capacity = 1) => {
    const result = await addSlot(handle.db, {
      subject: { propertyId: PROPERTY },
      start: local(days, hour),
      minutes: 30,
      capacity,
      crmAppointment,
    });
    if (!result.ok) throw new Error(result.error);
    return result.slot;
  };
  /**
   * The visit form sent with a slot, as its outcome (lib/visitor/forms/definitions/property-enquiries.ts) books
   * and stores it, with the CRM's lead as handleForm makes it (the agency's and visitor's mails, written
   * with next-intl's server translations, are not this test's).
   */
  const bookByForm = async (slotId: number, who: { firstName: string; lastName: string; email: string }) => {
    const parsed = parseValues(contactAppointmentSchema, {
      propertyId: String(PROPERTY),
      title: 'ms',
      ...who,
      phone: '+32470123456',
      slot: String(slotId),
    });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const booked = await book(handle.db, parsed.data.slot!, {
      name: `${who.firstName} ${who.lastName}`,
      email: who.email,
      phone: parsed.data.phone.e164,
      lang: 'nl',
    });
    if (booked.kind !== 'booked') throw new Error(booked.kind);
    const fields = { ...storable(parsed.data), ...bookedFields((await findSlot(handle.db, booked.slotId))!, booked.bookingId) };
    const submission = {
      form: 'contact-appointment',
      lang: 'nl',
      propertyId: PROPERTY,
      email: who.email,
      fields,
      sourcePage: null,
      utm: null,
      spam: false,
    };
    const stored = await storeSubmission(handle.db, submission, {
      lead: (row) => adapter().lead({ ...submission, id: row.id }),
      messageDomain: 'www.example.test',
    });
    return { submissionId: stored.id, bookingId: booked.bookingId };
  };
  const lastLead = () => fake.leads().at(-1)!.params;
  const leadRows = (key: string) =>
    handle.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, LEAD_KIND), like(outbox.messageId, `crm-lead:${key}%`)));

  it("attaches a booking of a linked slot to its CRM appointment, moves it to the next slot's, and tells the CRM of its cancellation", async () => {
    const linked = await slot(5, 10, '12345');
    const next = await slot(5, 11, '67890');
    const booked = await bookByForm(linked.id, { firstName: 'Els', lastName: 'Peeters', email: 'els@example.test' });
    expect(await deliver()).toMatchObject({ sent: 1, failed: 0 });
    expect(fake.leads().at(-1)!.endpoint).toBe('ContactOnMe');
    expect(lastLead()).toMatchObject({
      ObjectID: PROPERTY,
      Email: 'els@example.test',
      Subject: 'Website: visit request',
      AppointmentID: 12345,
      CustomStr1: `vitrine:${booked.submissionId}`,
    });
    expect(lastLead().AgendaComment).toMatch(
      new RegExp(`^Booked on the website by Els Peeters for .+ 10:00\\. Reference: vitrine:${booked.submissionId}$`),
    );
    expect(lastLead().Content).toContain(`Visit: vitrine:visit:${booked.bookingId}`);

    // A move to a slot that is full changes nothing, and tells the CRM nothing.
    const taken = await slot(5, 14, '55555');
    await bookByForm(taken.id, { firstName: 'Jan', lastName: 'Claes', email: 'jan@example.test' });
    await deliver();
    const before = fake.leads().length;
    expect(await moveByLink(handle.db, bookingToken(booked.bookingId), taken.id, { crm: adapter() })).toMatchObject({ kind: 'full' });
    expect(await leadRows(`visit-moved:${booked.bookingId}`)).toHaveLength(0);

    // The move: the new booking's confirmation and the CRM's lead, in the move's transaction.
    const moved = await moveByLink(handle.db, bookingToken(booked.bookingId), next.id, {
      crm: adapter(),
      mails: async (booking, to) => [await bookedMail(booking, to)],
    });
    if (moved.kind !== 'booked') throw new Error(moved.kind);
    expect(await leadRows(`visit-moved:${booked.bookingId}`)).toHaveLength(1);
    expect(await deliver()).toMatchObject({ sent: 1 });
    expect(fake.leads()).toHaveLength(before + 1);
    expect(lastLead()).toMatchObject({
      ObjectID: PROPERTY,
      Name: 'Els Peeters',
      Email: 'els@example.test',
      GSM: '+32470123456',
      Subject: 'Website: visit moved',
      AppointmentID: 67890,
    });
    expect(lastLead().Content).toMatch(/^Moved from: .+ 10:00\nMoved to: .+ 11:00\nWas on CRM appointment: 12345\n/);
    expect(lastLead().Content).toContain(`Visit: vitrine:visit:${booked.bookingId}\nReference: vitrine:visit-moved:${booked.bookingId}`);
    expect(lastLead()).not.toHaveProperty('IsReceivedEmail');

    // One calendar event across the move: the first booking's UID, one change further.
    const [row] = await handle.db.select().from(visitBookings).where(eq(visitBookings.id, moved.bookingId));
    expect(row).toMatchObject({ originBookingId: booked.bookingId, moves: 1 });
    const [confirmation] = await handle.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'visit-booked'), isNull(outbox.submissionId)));
    const ics = (mailOf(confirmation!).attachments![0] as { generated: { text: string } }).generated.text;
    expect(field(ics, 'UID')).toBe(`UID:${booked.bookingId}@${host()}`);
    expect(field(ics, 'SEQUENCE')).toBe('SEQUENCE:1');
    expect(field(ics, 'STATUS')).toBe('STATUS:CONFIRMED');

    // The visitor cancels: a lead of its own (not the booking's, not the move's), sent once.
    expect(await cancelByLink(handle.db, bookingToken(moved.bookingId), new Date(), { crm: adapter() })).toEqual({ kind: 'cancelled' });
    expect(await cancelByLink(handle.db, bookingToken(moved.bookingId), new Date(), { crm: adapter() })).toEqual({ kind: 'already' });
    expect(await leadRows(`visit-cancelled:${moved.bookingId}`)).toHaveLength(1);
    expect(await deliver()).toMatchObject({ sent: 1 });
    expect(lastLead()).toMatchObject({
      ObjectID: PROPERTY,
      Subject: 'Website: visit cancelled',
      CustomStr1: `vitrine:visit-cancelled:${moved.bookingId}`,
    });
    expect(lastLead()).not.toHaveProperty('AppointmentID');
    expect(lastLead().Content).toMatch(
      /^Cancelled visit: .+ 11:00\nCancelled by the visitor\nWas on CRM appointment: 67890\nVisit: vitrine:visit:/,
    );
    expect(await deliver()).toMatchObject({ sent: 0 });
  }, 60_000);

  it("tells the CRM of each booking of a slot the agency cancels, after an outage too, and the visitor's calendar that the visit is off", async () => {
    const open = await slot(6, 15, '424242', 3);
    const a = await bookByForm(open.id, { firstName: 'An', lastName: 'Claes', email: 'an@example.test' });
    const b = await bookByForm(open.id, { firstName: 'Luc', lastName: 'Dubois', email: 'luc@example.test' });
    expect(await deliver()).toMatchObject({ sent: 2 });

    const subject = 'Website: visit cancelled (the slot was cancelled)';
    const received = () => fake.leads().filter((lead) => lead.params.Subject === subject);
    fake.setMode('down');
    const result = await cancelSlot(handle.db, open.id, { crm: adapter() });
    expect(result?.bookers).toHaveLength(2);
    for (const booking of [a, b]) expect(await leadRows(`visit-cancelled:${booking.bookingId}`)).toHaveLength(1);
    expect(await deliver()).toMatchObject({ sent: 0, retried: 2, failed: 0 });

    fake.setMode('up');
    await handle.db
      .update(outbox)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(and(eq(outbox.kind, LEAD_KIND), eq(outbox.status, 'pending')));
    expect(await deliver()).toMatchObject({ sent: 2, failed: 0 });
    const told = received();
    // Tried once while down (received, then the connection cut), delivered once when it is back.
    expect(told).toHaveLength(4);
    expect(
      told
        .slice(-2)
        .map((lead) => lead.params.Email)
        .sort(),
    ).toEqual(['an@example.test', 'luc@example.test']);
    expect(told.at(-1)!.params.Content).toContain('Was on CRM appointment: 424242');

    const mails = (await handle.db.select().from(outbox).where(eq(outbox.kind, 'visit-cancelled'))).map(mailOf);
    const toAn = mails.find((mail) => mail.to === 'an@example.test')!;
    const ics = (toAn.attachments![0] as { generated: { text: string } }).generated.text;
    expect(field(ics, 'UID')).toBe(`UID:${a.bookingId}@${host()}`);
    expect(field(ics, 'STATUS')).toBe('STATUS:CANCELLED');
    expect(field(ics, 'SEQUENCE')).toBe('SEQUENCE:1');
    expect(field(ics, 'METHOD')).toBe('METHOD:PUBLISH');
  }, 60_000);

  it('shows the agency a change the CRM refused, in the list, sends it again on request, and forgets it after the retention', async () => {
    const linked = await slot(8, 10, '31337');
    const booked = await bookByForm(linked.id, { firstName: 'Noor', lastName: 'Jacobs', email: 'noor@example.test' });
    await deliver();
    fake.setMode('refuse');
    expect(await cancelByLink(handle.db, bookingToken(booked.bookingId), new Date(), { crm: adapter() })).toEqual({ kind: 'cancelled' });
    expect(await deliver()).toMatchObject({ sent: 0, failed: 1 });
    fake.setMode('up');
    const line = async () => {
      const slots = await listSlots(handle.db, { subject: { propertyId: PROPERTY } });
      const mine = slots.find((one) => one.id === linked.id)!;
      return bookingLine(mine, mine.bookings[0]!, new Date(), (await changeLeads(handle.db, slots)).get(booked.bookingId));
    };
    expect(await line()).toMatch(/noor@example\.test.*crm: failed \(.*The service is under maintenance\)$/);
    expect(await retryCrmLeads(handle.db)).toBe(1);
    expect(await deliver()).toMatchObject({ sent: 1 });
    expect(await line()).toMatch(/crm: sent$/);
    expect(await retryCrmLeads(handle.db)).toBe(0);

    // The retention forgets a change's lead with the rest, once it is older than the retention.
    const key = `crm-lead:visit-cancelled:${booked.bookingId}`;
    await purgeExpired(handle.db, 24);
    expect(await leadRows(`visit-cancelled:${booked.bookingId}`)).toHaveLength(1);
    await handle.db
      .update(outbox)
      .set({ createdAt: sql`now() - interval '25 months'` })
      .where(eq(outbox.messageId, key));
    await purgeExpired(handle.db, 24);
    expect(await leadRows(`visit-cancelled:${booked.bookingId}`)).toHaveLength(0);
  }, 60_000);

  it('queues nothing for the CRM without one, and a slot without a link books as before', async () => {
    const plain = await slot(7, 10);
    const later = await slot(7, 11);
    const booked = await bookByForm(plain.id, { firstName: 'Mia', lastName: 'Wouters', email: 'mia@example.test' });
    await deliver();
    expect(lastLead()).toMatchObject({ Email: 'mia@example.test', Subject: 'Website: visit request' });
    expect(lastLead()).not.toHaveProperty('AppointmentID');
    expect(lastLead()).not.toHaveProperty('AgendaComment');

    const moved = await moveByLink(handle.db, bookingToken(booked.bookingId), later.id, { crm: null });
    if (moved.kind !== 'booked') throw new Error(moved.kind);
    expect(await cancelByLink(handle.db, bookingToken(moved.bookingId), new Date(), { crm: null })).toEqual({ kind: 'cancelled' });
    expect(await cancelSlot(handle.db, later.id, { crm: null })).toMatchObject({ already: false });
    expect((await leadRows('visit-')).filter((row) => JSON.stringify(row.message).includes('mia@example.test'))).toHaveLength(0);
  }, 60_000);
});
