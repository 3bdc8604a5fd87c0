// Brussels wall times as the agency types them, across both changes of the clocks in 2026
// (summer time from 29 March 02:00, winter time from 25 October 03:00).
import { describe, expect, it } from 'vitest';
import { brusselsDate, brusselsLocal, brusselsParts, brusselsTomorrow, fromBrusselsTime, parseBrusselsLocal } from './brussels-time';

const at = (text: string) => {
  const result = parseBrusselsLocal(text);
  if (!result.ok) throw new Error(`${text}: ${result.reason}`);
  return result.at.toISOString();
};

describe('Brussels local times', () => {
  it('reads winter and summer times with their offsets', () => {
    expect(at('2026-12-03T14:00')).toBe('2026-12-03T13:00:00.000Z');
    expect(at('2026-07-01T09:30')).toBe('2026-07-01T07:30:00.000Z');
  });

  it('refuses the hour skipped on 29 March 2026, and reads the hours around it', () => {
    expect(at('2026-03-29T01:59')).toBe('2026-03-29T00:59:00.000Z');
    expect(parseBrusselsLocal('2026-03-29T02:00')).toEqual({ ok: false, reason: 'nonexistent' });
    expect(parseBrusselsLocal('2026-03-29T02:30')).toEqual({ ok: false, reason: 'nonexistent' });
    expect(at('2026-03-29T03:00')).toBe('2026-03-29T01:00:00.000Z');
  });

  it('takes the first of the hour lived twice on 25 October 2026', () => {
    expect(at('2026-10-25T01:59')).toBe('2026-10-24T23:59:00.000Z');
    expect(at('2026-10-25T02:30')).toBe('2026-10-25T00:30:00.000Z');
    expect(at('2026-10-25T03:00')).toBe('2026-10-25T02:00:00.000Z');
    // The second 02:30 (winter time) writes back as 02:30 too.
    expect(brusselsLocal(new Date('2026-10-25T01:30:00Z'))).toBe('2026-10-25T02:30');
  });

  it('refuses what is not a date and time', () => {
    for (const text of ['2026-02-30T10:00', '2026-12-03 14:00', '2026-12-03T24:00', '2026-12-03T14:60', '2026-12-03', ''])
      expect(parseBrusselsLocal(text)).toEqual({ ok: false, reason: 'format' });
  });

  it('gives the Brussels day, and tomorrow as 23, 24 or 25 hours', () => {
    expect(brusselsDate(new Date('2026-12-03T23:30:00Z'))).toBe('2026-12-04');
    expect(brusselsDate(new Date('2026-11-24T22:59:59Z'))).toBe('2026-11-24');
    expect(brusselsDate(new Date('2026-11-24T23:00:00Z'))).toBe('2026-11-25');
    expect(brusselsDate(new Date('2026-07-01T21:59:59Z'))).toBe('2026-07-01');
    expect(brusselsDate(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
    const hours = (now: string) => {
      const { from, to } = brusselsTomorrow(new Date(now));
      return (to.getTime() - from.getTime()) / 3_600_000;
    };
    expect(brusselsTomorrow(new Date('2026-12-03T10:00:00Z'))).toEqual({
      date: '2026-12-04',
      from: new Date('2026-12-03T23:00:00Z'),
      to: new Date('2026-12-04T23:00:00Z'),
    });
    expect(hours('2026-03-28T12:00:00Z')).toBe(23);
    expect(hours('2026-10-24T12:00:00Z')).toBe(25);
    expect(hours('2026-06-10T12:00:00Z')).toBe(24);
  });
});

describe('fromBrusselsTime and brusselsParts (times a CRM sends without a zone)', () => {
  it('reads a wall time with the offset of its day, and gives it back', () => {
    expect(new Date(fromBrusselsTime(2026, 7, 1, 12)).toISOString()).toBe('2026-07-01T10:00:00.000Z');
    expect(new Date(fromBrusselsTime(2026, 1, 1, 12, 30, 15)).toISOString()).toBe('2026-01-01T11:30:15.000Z');
    expect(brusselsParts(Date.parse('2026-07-01T10:00:05Z'))).toEqual({ year: 2026, month: 7, day: 1, hour: 12, minute: 0, second: 5 });
  });

  it('never refuses: a time in the hour skipped in March is still an instant', () => {
    const skipped = fromBrusselsTime(2026, 3, 29, 2, 30);
    expect(Number.isNaN(skipped)).toBe(false);
    expect(['2026-03-29T00:30:00.000Z', '2026-03-29T01:30:00.000Z']).toContain(new Date(skipped).toISOString());
  });
});
