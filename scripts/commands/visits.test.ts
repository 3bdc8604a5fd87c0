// `npm run visits` as the agency runs it: a real process on an embedded database this test serves (as
// the web server would): adding a slot (and what it refuses), listing it with its bookings, cancelling
// it with a mail queued to each booker.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { commandOnEmbeddedDatabase } from '@/tests/unit/command-process';
import { outbox, visitBookings, visitSlots } from '@/lib/platform/db/schema';
import { mailOf } from '@/lib/platform/dal/outbox';
import { book } from '@/lib/visitor/visits/booking';

const secret = 'a-test-secret-that-is-long-enough-for-env';
process.env.VITRINE_SECRET ??= secret;

describe('npm run visits -- add, add-series, list and cancel', () => {
  const command = commandOnEmbeddedDatabase('scripts/commands/visits.ts', { VITRINE_SECRET: secret });

  it('refuses a property the catalogue lacks and a Brussels time that does not exist, adding nothing', async () => {
    const unknown = await command.run(['add', '--property', '999999', '--start', '2099-12-03T14:00']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('property 999999 is not in the catalogue');
    const skipped = await command.run(['add', '--property', '4101', '--start', '2099-03-29T02:30', '--minutes', '30']);
    expect(skipped.code).toBe(2);
    expect(skipped.stderr).toContain('--start 2099-03-29T02:30: that time does not exist in Brussels');
    expect(await command.db.select().from(visitSlots)).toEqual([]);
  }, 60_000);

  it('adds a series of slots, all of them, or none when one is refused, saying why', async () => {
    const series = ['add-series', '--property', '4102', '--first', '2099-12-05', '--weeks', '2', '--from', '10:00', '--to', '11:00'];
    const added = await command.run(series);
    expect(added.code, added.stderr).toBe(0);
    expect(added.stdout).toContain('4 slots added');
    expect(added.stdout).toContain('2099-12-12 10:30 (30 min)  property 4102  0/1 booked, 1 left');
    const rows = () => command.db.select().from(visitSlots).where(eq(visitSlots.propertyId, 4102));
    expect(await rows()).toHaveLength(4);
    // The same again overlaps all four: none added, each named.
    const again = await command.run([...series, '--days', 'sat,sun']);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('no slot added:');
    expect(again.stderr.match(/which this one would overlap/g)).toHaveLength(4);
    expect(await rows()).toHaveLength(4);
    const badDay = await command.run([...series, '--days', 'saturday']);
    expect(badDay.code).toBe(2);
    expect(badDay.stderr).toContain('--days saturday: expected mon, tue, wed, thu, fri, sat or sun');
    await command.db.delete(visitSlots).where(eq(visitSlots.propertyId, 4102));
  }, 60_000);

  it('adds an open day, lists it with its bookings and cancels it, telling each booker', async () => {
    const added = await command.run([
      'add',
      '--property',
      '4101',
      '--start',
      '2099-12-03T14:00',
      '--minutes',
      '45',
      '--capacity',
      '3',
      '--label',
      'Kijkdag',
    ]);
    expect(added.code, added.stderr).toBe(0);
    const id = Number(/slot (\d+) added/.exec(added.stdout)?.[1]);
    expect(added.stdout).toContain('2099-12-03 14:00 (45 min)  property 4101  0/3 booked, 3 left  Kijkdag');
    const [row] = await command.db.select().from(visitSlots).where(eq(visitSlots.id, id));
    expect(row!.startsAt.toISOString()).toBe('2099-12-03T13:00:00.000Z');

    await book(command.db, id, { name: 'An Claes', email: 'an@example.test', lang: 'nl' });
    await book(command.db, id, { name: 'Luc Dubois', email: 'luc@example.test', lang: 'fr' });
    const listed = await command.run(['list', '--property', '4101']);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toContain('2/3 booked, 1 left');
    expect(listed.stdout).toMatch(/booked +An Claes <an@example.test>/);
    expect(listed.stdout).toMatch(/booked +Luc Dubois <luc@example.test>/);

    const cancelled = await command.run(['cancel', String(id)]);
    expect(cancelled.code, cancelled.stderr).toBe(0);
    expect(cancelled.stdout).toContain(`slot ${id} cancelled; a mail is queued for each of its 2 booker(s)`);
    const mails = (await command.db.select().from(outbox).where(eq(outbox.kind, 'visit-cancelled'))).map(mailOf);
    expect(mails.map((mail) => [mail.to, mail.subject.slice(0, 12)]).sort()).toEqual([
      ['an@example.test', 'Uw bezoek va'],
      ['luc@example.test', 'Votre visite'],
    ]);

    const again = await command.run(['cancel', String(id)]);
    expect(again.stdout).toContain(`slot ${id} was cancelled already`);
    const missing = await command.run(['cancel', '999999']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('no slot 999999');
  }, 120_000);

  it('lists each booking with its status: booked, cancelled, or took place once its slot has ended', async () => {
    // A slot that has ended cannot be added by the command (it refuses the past): written as it would
    // stand two days after the visit.
    const [past] = await command.db
      .insert(visitSlots)
      .values({ propertyId: 4102, startsAt: sql`now() - interval '2 days'`, minutes: 30, capacity: 2 })
      .returning();
    await command.db.insert(visitBookings).values([
      { slotId: past!.id, name: 'Els Past', email: 'els@example.test', lang: 'nl' },
      {
        slotId: past!.id,
        name: 'Jan Gone',
        email: 'jan@example.test',
        lang: 'nl',
        status: 'cancelled',
        cancelledAt: sql`now() - interval '3 days'`,
      },
    ]);
    const added = await command.run(['add', '--property', '4102', '--start', '2099-12-04T10:00']);
    const ahead = Number(/slot (\d+) added/.exec(added.stdout)?.[1]);
    await book(command.db, ahead, { name: 'Ria Ahead', email: 'ria@example.test', lang: 'nl' });

    const listed = await command.run(['list', '--property', '4102', '--all']);
    expect(listed.code, listed.stderr).toBe(0);
    const line = (name: string) => listed.stdout.split('\n').find((text) => text.includes(name));
    expect(line('Els Past')).toMatch(/^ +took place +Els Past <els@example.test>/);
    expect(line('Jan Gone')).toMatch(/^ +cancelled +Jan Gone/);
    expect(line('Ria Ahead')).toMatch(/^ +booked +Ria Ahead/);
    // Without --all, from today on: the ended slot is not listed.
    expect((await command.run(['list', '--property', '4102'])).stdout).not.toContain('Els Past');
  }, 120_000);
});
