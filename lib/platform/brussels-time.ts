/**
 * Visit times in Europe/Brussels, the agency's clock (docs/decisions/0042): what the agency types
 * (`2026-12-03T14:00`, local time) turned into an instant, and instants turned back into the local
 * day and time. Pure, with Intl's time-zone data: no library, and right across the changes to and
 * from summer time.
 */

export const VISIT_TIME_ZONE = 'Europe/Brussels';

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: VISIT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The local wall time of an instant in Brussels: `2026-12-03T14:00`. */
export function brusselsLocal(moment: Date): string {
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.formatToParts(moment).find((part) => part.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}

/** A moment as the agency's commands print it, `2026-12-03 14:00`: Brussels time, like every time they print. */
export const commandTime = (moment: Date): string => brusselsLocal(moment).replace('T', ' ');

/** The line a command prints before its times, so that nobody reads them as UTC. */
export const COMMAND_TIME_NOTE = `(times in ${VISIT_TIME_ZONE})`;

/** The Brussels calendar day of an instant: `2026-12-03`. */
export const brusselsDate = (moment: Date): string => brusselsLocal(moment).slice(0, 10);

export type LocalTimeResult = { ok: true; at: Date } | { ok: false; reason: 'format' | 'nonexistent' };

/**
 * The instant a Brussels wall time names. Brussels is UTC+1 in winter and UTC+2 in summer, so the
 * instant is one of two candidates: the one that reads back as the same wall time. None does in the
 * hour skipped when summer time starts (02:00-03:00 on the last Sunday of March): refused. Both do in
 * the hour lived twice when it ends (02:00-03:00 on the last Sunday of October): the first one is
 * taken, as RFC 5545 (3.3.5) reads an ambiguous local time.
 */
export function parseBrusselsLocal(text: string): LocalTimeResult {
  const match = LOCAL.exec(text);
  if (!match) return { ok: false, reason: 'format' };
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  // Date.UTC rolls 2026-02-30 over to March: a date that does not exist is a typing error.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59)
    return { ok: false, reason: 'format' };
  // Summer time first: the earlier of the two instants when the wall time happens twice.
  for (const offsetHours of [2, 1]) {
    const at = new Date(wall - offsetHours * 3_600_000);
    if (brusselsLocal(at) === text) return { ok: true, at };
  }
  return { ok: false, reason: 'nonexistent' };
}

/** The instant a Brussels calendar day (yyyy-mm-dd) starts: midnight, local. */
export function brusselsMidnight(date: string): Date {
  const result = parseBrusselsLocal(`${date}T00:00`);
  // Midnight always exists in Brussels (its clocks change at 02:00 and 03:00).
  if (!result.ok) throw new Error(`no midnight on ${date} in ${VISIT_TIME_ZONE}`);
  return result.at;
}

/** The calendar day after `date` (yyyy-mm-dd). */
export function nextDate(date: string, days = 1): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Tomorrow in Brussels, as the start and end instants of that day (23, 24 or 25 hours long). */
export function brusselsTomorrow(now: Date): { date: string; from: Date; to: Date } {
  const date = nextDate(brusselsDate(now));
  return { date, from: brusselsMidnight(date), to: brusselsMidnight(nextDate(date)) };
}

const secondParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: VISIT_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The wall time of Brussels at an instant (epoch ms), to the second, as numbers. */
export function brusselsParts(ms: number): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const found = secondParts.formatToParts(new Date(ms));
  const get = (type: string) => Number(found.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

/** Brussels' offset from UTC at an instant (epoch ms). */
function brusselsOffset(ms: number): number {
  const p = brusselsParts(ms);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant (epoch ms) a Brussels wall time names, for times that come without a zone (CRMs'): the
 * offset of that day and hour, CET or CEST. Unlike parseBrusselsLocal it never refuses: a time in the
 * hour skipped in March reads as the hour after.
 */
export function fromBrusselsTime(year: number, month: number, day: number, hour = 0, minute = 0, second = 0, ms = 0): number {
  const wall = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  const first = wall - brusselsOffset(wall);
  return wall - brusselsOffset(first);
}
