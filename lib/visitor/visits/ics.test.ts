// The .ics file as a calendar reads it (RFC 5545): CRLF lines of at most 75 octets, folded between
// characters, text escaped, times in UTC.
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, visitCalendar } from './ics';

/** Unfolds as a calendar does (RFC 5545 3.1): a CRLF followed by one space is removed. */
const unfold = (text: string) => text.replace(/\r\n /g, '');

const event = {
  visitId: '7d4c2b1e-1111-4222-8333-944455556666',
  sequence: 0,
  domain: 'www.example.test',
  start: new Date('2026-12-03T13:00:00Z'),
  minutes: 30,
  stamp: new Date('2026-11-28T10:15:00Z'),
  summary: 'Bezoek: Woning, Kerkstraat 12; Gent',
  location: 'Kerkstraat 12, 9000 Gent',
  description: `Makelaar: Anna Peeters\nAnnuleren of verplaatsen: https://www.example.test/nl/bezoek/?token=${'x'.repeat(90)}`,
  url: `https://www.example.test/nl/bezoek/?token=${'x'.repeat(90)}`,
};

describe('the visit calendar file', () => {
  it('escapes backslashes, semicolons, commas and line breaks, backslash first', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets with a leading space, and not inside a multi-byte character', () => {
    const ascii = `DESCRIPTION:${'a'.repeat(200)}`;
    const folded = foldLine(ascii).split('\r\n');
    expect(folded.length).toBe(3);
    for (const line of folded) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(folded[0]).toHaveLength(75);
    expect(folded.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(unfold(folded.join('\r\n'))).toBe(ascii);

    // "é" is two octets: a line may not end between them, so some lines hold 74.
    const accented = `SUMMARY:${'é'.repeat(100)}`;
    const lines = foldLine(accented).split('\r\n');
    for (const line of lines) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
    }
    expect(lines.some((line) => Buffer.byteLength(line) === 74)).toBe(true);
    expect(unfold(lines.join('\r\n'))).toBe(accented);
    expect(foldLine('SHORT:1')).toBe('SHORT:1');
  });

  it('writes one published event with its times in UTC, a stable UID and CRLF lines', () => {
    const ics = visitCalendar(event);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const lines = unfold(ics).split('\r\n');
    expect(lines.slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Vitrine//Visits//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
    ]);
    expect(lines).toContain('UID:7d4c2b1e-1111-4222-8333-944455556666@www.example.test');
    expect(lines).toContain('DTSTAMP:20261128T101500Z');
    expect(lines).toContain('DTSTART:20261203T130000Z');
    expect(lines).toContain('DTEND:20261203T133000Z');
    expect(lines).toContain('SUMMARY:Bezoek: Woning\\, Kerkstraat 12\\; Gent');
    expect(lines).toContain('LOCATION:Kerkstraat 12\\, 9000 Gent');
    expect(lines).toContain(`DESCRIPTION:Makelaar: Anna Peeters\\nAnnuleren of verplaatsen: ${event.url}`);
    expect(lines).toContain(`URL:${event.url}`);
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines).toContain('SEQUENCE:0');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(visitCalendar({ ...event, stamp: new Date() }).match(/UID:.*/)?.[0]).toBe(ics.match(/UID:.*/)?.[0]);
  });

  it('keeps one event across moves and a cancellation: the same UID, a higher SEQUENCE, the cancelled one marked so', () => {
    const field = (ics: string, name: string) =>
      unfold(ics)
        .split('\r\n')
        .find((line) => line.startsWith(`${name}:`));
    const booked = visitCalendar(event);
    const moved = visitCalendar({ ...event, start: new Date('2026-12-05T09:00:00Z'), sequence: 1 });
    const cancelled = visitCalendar({ ...event, start: new Date('2026-12-05T09:00:00Z'), sequence: 2, cancelled: true });
    for (const ics of [moved, cancelled]) {
      expect(field(ics, 'UID')).toBe(field(booked, 'UID'));
      expect(field(ics, 'METHOD')).toBe('METHOD:PUBLISH');
    }
    expect([booked, moved, cancelled].map((ics) => field(ics, 'SEQUENCE'))).toEqual(['SEQUENCE:0', 'SEQUENCE:1', 'SEQUENCE:2']);
    expect([booked, moved, cancelled].map((ics) => field(ics, 'STATUS'))).toEqual([
      'STATUS:CONFIRMED',
      'STATUS:CONFIRMED',
      'STATUS:CANCELLED',
    ]);
    expect(field(moved, 'DTSTART')).toBe('DTSTART:20261205T090000Z');
  });
});
