// A series of visit slots ("Saturdays 10:00-12:00, every 30 minutes, for 4 weeks"): expanded in
// Brussels wall time across the change of the clocks, and added all or none on a real database
// (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), under the rules of a single slot.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '@/tests/unit/databases';
import type { Handle } from '@/lib/platform/db/client';
import { visitSlots } from '@/lib/platform/db/schema';
import { addSeries, expandSeries, weekdayOf } from './series';
import { addSlot, listSlots } from './slots';

process.env.VITRINE_SECRET ??= 'a-test-secret-that-is-long-enough-for-env';

const PROPERTY = 4101;

describe('expandSeries', () => {
  it('makes the slots of each chosen weekday, every so many minutes, ending by the end time', () => {
    expect(weekdayOf('2099-12-05')).toBe('sat');
    const series = expandSeries({ first: '2099-12-05', weeks: 4, from: '10:00', to: '12:00', every: 30 });
    expect(series).toEqual({
      ok: true,
      starts: ['05', '12', '19', '26'].flatMap((day) => ['10:00', '10:30', '11:00', '11:30'].map((time) => `2099-12-${day}T${time}`)),
    });
    // Shorter slots with a pause between them; two weekdays; a first day that is neither.
    const two = expandSeries({ first: '2099-12-02', weeks: 1, days: ['sat', 'sun'], from: '14:00', to: '15:00', every: 30, minutes: 20 });
    expect(two).toEqual({ ok: true, starts: ['2099-12-05T14:00', '2099-12-05T14:30', '2099-12-06T14:00', '2099-12-06T14:30'] });
  });

  it('keeps the wall time across the change to summer time, and says every mistake at once', () => {
    const spring = expandSeries({ first: '2099-03-21', weeks: 2, from: '10:00', to: '10:30', every: 30 });
    expect(spring).toEqual({ ok: true, starts: ['2099-03-21T10:00', '2099-03-28T10:00'] });
    const wrong = expandSeries({ first: '2099-02-30', weeks: 27, from: '25:00', to: '9h', every: 30, minutes: 45 });
    expect(wrong.ok).toBe(false);
    expect(wrong.ok ? [] : wrong.errors).toEqual([
      '--first 2099-02-30: expected a date as 2026-12-05',
      '--weeks: a whole number from 1 to 26',
      '--from 25:00: expected a time as 10:00',
      '--to 9h: expected a time as 12:00',
      "--minutes 45: at most --every (30), or the series' own slots would overlap",
    ]);
    expect(expandSeries({ first: '2099-12-05', weeks: 1, from: '12:00', to: '12:20', every: 30 })).toEqual({
      ok: false,
      errors: ['--from 12:00 --to 12:20: no 30-minute slot fits between them'],
    });
    expect(expandSeries({ first: '2099-12-05', weeks: 26, days: ['mon', 'tue'], from: '08:00', to: '20:00', every: 15 }).ok).toBe(false);
  });
});

describe.each(TEST_DATABASES)('a series of slots on $name', (database) => {
  let handle: Handle & { close(): Promise<void> };
  beforeAll(async () => {
    handle = await database.open();
  }, 60_000);
  afterAll(() => handle?.close());

  const series = { subject: { propertyId: PROPERTY }, capacity: 1, first: '2099-10-24', weeks: 2, from: '10:00', to: '11:00', every: 30 };

  it('adds every slot at its Brussels time, across the end of summer time', async () => {
    await handle.db.delete(visitSlots);
    const added = await addSeries(handle.db, series);
    expect(added.ok).toBe(true);
    // 24 October is summer time (UTC+2), 31 October winter time (UTC+1): 10:00 stays 10:00 in Brussels.
    expect((await listSlots(handle.db, { subject: { propertyId: PROPERTY } })).map((slot) => slot.startsAt.toISOString())).toEqual([
      '2099-10-24T08:00:00.000Z',
      '2099-10-24T08:30:00.000Z',
      '2099-10-31T09:00:00.000Z',
      '2099-10-31T09:30:00.000Z',
    ]);
  });

  it('adds none when one slot overlaps a live one, naming it; none either when the rules refuse one', async () => {
    await handle.db.delete(visitSlots);
    const lone = await addSlot(handle.db, { subject: { propertyId: PROPERTY }, start: '2099-10-24T10:15', minutes: 30, capacity: 1 });
    if (!lone.ok) throw new Error(lone.error);
    const refused = await addSeries(handle.db, { ...series, agentId: '101' });
    expect(refused.ok).toBe(false);
    const errors = refused.ok ? [] : refused.errors;
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(new RegExp(`^--start 2099-10-24T10:00: property ${PROPERTY} has slot ${lone.slot.id} from 2099-10-24 10:15`));
    expect(errors[1]).toMatch(/^--start 2099-10-24T10:30: /);
    expect(await listSlots(handle.db, { subject: { propertyId: PROPERTY } })).toHaveLength(1);
    // An agent nobody knows: said once, not once per slot; nothing added.
    const unknown = await addSeries(handle.db, { ...series, first: '2099-11-07', agentId: 'nobody' });
    expect(unknown).toEqual({ ok: false, errors: ['--agent nobody: no team member with that ID (data/team.json)'] });
    expect(await listSlots(handle.db, { subject: { propertyId: PROPERTY } })).toHaveLength(1);
  });
});
