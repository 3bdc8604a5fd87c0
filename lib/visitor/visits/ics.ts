/**
 * A booked visit as an iCalendar file (RFC 5545) for the confirmation mail: one VEVENT the visitor's
 * calendar adds. Pure; the words come in already translated (docs/decisions/0042 for the choices):
 *   - METHOD:PUBLISH, not REQUEST: a REQUEST is an invitation from an ORGANIZER that calendars answer
 *     (accept, decline) by mail, to an inbox that would have to read those answers; the visit is booked
 *     already, and it is cancelled or moved with the signed link, so the file is a plain event to keep.
 *   - Times in UTC (`…Z`): exact in every calendar without a VTIMEZONE to write and keep right; the
 *     calendar shows them in its own zone, Brussels time for a visitor in Belgium.
 *   - UID from the visit's first booking's id: the same booking sent again, or the visit moved (a new
 *     booking, the old one cancelled), is the same event, not a second one; SEQUENCE counts the moves,
 *     so the newer file replaces the older (RFC 5545 3.8.7.4). A cancelled visit's file is the same
 *     event with STATUS:CANCELLED and a SEQUENCE one higher than its booking's.
 *   - Text escaped (backslash, `;`, `,`, line breaks) and lines folded at 75 octets, never inside a
 *     UTF-8 character, with CRLF line ends.
 */

export interface VisitEvent {
  /** The visit's first booking's id (the same across moves): the event's UID is `<id>@<domain>`. */
  visitId: string;
  /** Changes of the event since its first file: the visit's moves, one more once it is cancelled. */
  sequence: number;
  /** The visit is off (STATUS:CANCELLED), the file tells the calendar so. */
  cancelled?: boolean;
  /** The site's host, which makes the UID unique in the world. */
  domain: string;
  start: Date;
  minutes: number;
  /** When the file is written (DTSTAMP). */
  stamp: Date;
  summary: string;
  /** The property's address. */
  location: string;
  /** What the visitor reads in the event: the agent's name, the link to cancel or move. */
  description: string;
  /** The link to cancel or move the booking. */
  url: string;
}

/** TEXT values (RFC 5545 3.3.11): backslash first, then `;` and `,`, and every line break as `\n`. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * A content line folded (RFC 5545 3.1): at most 75 octets per line, the rest on lines that begin with
 * one space (which counts in their 75), cut between characters, never inside one's UTF-8 bytes.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > 75) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
}

/** 2026-12-03T13:00:00.000Z → 20261203T130000Z */
export const utcStamp = (moment: Date): string =>
  moment
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export function visitCalendar(event: VisitEvent): string {
  const end = new Date(event.start.getTime() + event.minutes * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Vitrine//Visits//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.visitId}@${event.domain}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    // A URI value, not TEXT: not escaped (our own link, without line breaks).
    `URL:${event.url.replace(/[\r\n]/g, '')}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    `SEQUENCE:${event.sequence}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
