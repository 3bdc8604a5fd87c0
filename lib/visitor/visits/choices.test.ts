// What the visit form offers (lib/visitor/visits/choices.ts) and the booking's confirmation mail, on a real
// database: the free slots by Brussels day with their times and places left, "full" once every
// published slot is taken, nothing for a property without slots or one that takes no visit requests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '@/tests/unit/databases';
import type { Handle } from '@/lib/platform/db/client';
import { findSlot, insertSlot } from '@/lib/platform/dal/visit-slots';
import { getProperties, getProperty } from '@/lib/catalogue/data';
import { isOffMarket } from '@/lib/catalogue/property/display';
import nl from '@/messages/nl.json';
import { book } from './booking';
import { visitChoice } from './choices';
import { bookedMail } from './mails';
import { parseBrusselsLocal } from '../../platform/brussels-time';

process.env.VITRINE_SECRET ??= 'a-test-secret-that-is-long-enough-for-env';

const takingVisits = getProperties('nl').filter((p) => !isOffMarket(p) && !p.appointmentsFull && getProperty('fr', p.id));
const soldOrFull = getProperties('nl').find((p) => isOffMarket(p) || p.appointmentsFull)!;

/** A Brussels wall time some days ahead: `days` from now at hh:mm. */
function ahead(days: number, time: string): Date {
  const day = new Date(Date.now() + days * 24 * 3_600_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Brussels' });
  const parsed = parseBrusselsLocal(`${day}T${time}`);
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.at;
}

describe.each(TEST_DATABASES)("the visit form's choice on $name", (database) => {
  let handle: Handle & { close(): Promise<void> };
  beforeAll(async () => {
    handle = await database.open();
  }, 60_000);
  afterAll(() => handle?.close());

  it('offers the free slots by day, with the places left of an open day; full once all are taken', async () => {
    const propertyId = takingVisits[0]!.id;
    expect(await visitChoice(handle.db, 'nl', propertyId)).toEqual({ days: [], full: false });
    const privateVisit = await insertSlot(handle.db, { subject: { propertyId }, startsAt: ahead(3, '14:00'), minutes: 30, capacity: 1 });
    const openDay = await insertSlot(handle.db, {
      subject: { propertyId },
      startsAt: ahead(4, '10:00'),
      minutes: 120,
      capacity: 3,
      label: 'Kijkdag',
    });
    const choice = await visitChoice(handle.db, 'nl', propertyId);
    expect(choice.full).toBe(false);
    expect(choice.days.map((day) => day.slots.map((slot) => [slot.id, slot.time, slot.label, slot.places]))).toEqual([
      [[privateVisit.id, '14:00–14:30', null, null]],
      [[openDay.id, '10:00–12:00', 'Kijkdag', 'nog 3 plaatsen']],
    ]);
    expect(choice.days[0]!.day).toMatch(/^(maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag) \d{1,2} \w+$/);
    expect((await visitChoice(handle.db, 'fr', propertyId)).days[1]!.slots[0]!.places).toBe('encore 3 places');

    expect((await book(handle.db, privateVisit.id, { name: 'A', email: 'a@example.test', lang: 'nl' })).kind).toBe('booked');
    for (const n of [1, 2]) await book(handle.db, openDay.id, { name: 'B', email: `b${n}@example.test`, lang: 'nl' });
    expect((await visitChoice(handle.db, 'nl', propertyId)).days.map((day) => day.slots.map((slot) => slot.places))).toEqual([
      ['nog 1 plaats'],
    ]);
    await book(handle.db, openDay.id, { name: 'C', email: 'c@example.test', lang: 'nl' });
    expect(await visitChoice(handle.db, 'nl', propertyId)).toEqual({ days: [], full: true });
  });

  it('offers nothing for a property that takes no visit requests, slots or not', async () => {
    await insertSlot(handle.db, { subject: { propertyId: soldOrFull.id }, startsAt: ahead(3, '15:00'), minutes: 30, capacity: 1 });
    expect(await visitChoice(handle.db, 'nl', soldOrFull.id)).toEqual({ days: [], full: false });
  });

  it("confirms a booking in the visitor's language with the .ics kept in the mail and the signed link", async () => {
    const propertyId = takingVisits[1]!.id;
    const slot = await insertSlot(handle.db, { subject: { propertyId }, startsAt: ahead(5, '16:30'), minutes: 30, capacity: 1 });
    const booked = await book(handle.db, slot.id, { name: 'Els Peeters', email: 'els@example.test', lang: 'nl' });
    if (booked.kind !== 'booked') throw new Error(booked.kind);
    const mail = await bookedMail(
      { id: booked.bookingId, lang: 'nl', name: 'Els Peeters', email: 'els@example.test' },
      (await findSlot(handle.db, slot.id))!,
    );
    expect(mail.kind).toBe('visit-booked');
    expect(mail.message.to).toBe('els@example.test');
    expect(mail.message.subject).toContain('16:30');
    expect(mail.message.text).toMatch(/\/nl\/mijn-bezoek\/\?token=/);
    const [attachment] = mail.message.attachments ?? [];
    expect(attachment && 'generated' in attachment ? attachment.generated : null).toMatchObject({
      filename: nl.Mail.visit.booked.file,
      contentType: expect.stringMatching(/^text\/calendar/),
    });
    const text = attachment && 'generated' in attachment ? attachment.generated.text : '';
    expect(text).toContain(`UID:${booked.bookingId}@`);
    expect(text).toContain('METHOD:PUBLISH');
  });
});
