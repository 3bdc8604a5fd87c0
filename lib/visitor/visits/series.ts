/**
 * A series of visit slots, as an agency plans them: "Saturdays 10:00-12:00, every 30 minutes, for 4
 * weeks". Expanded into Brussels wall times (a slot at 10:00 stays at 10:00 across the change to or from
 * summer time), then added all or none, each under the rules of a single slot (./slots.ts checkSlot,
 * docs/decisions/0046): one slot of the series that overlaps a live slot, or that the rules refuse, and
 * nothing is added, with every reason said.
 */
import 'server-only';
import type { Database } from '@/lib/platform/db/client';
import { insertFreeSlots, type SlotRow } from '@/lib/platform/dal/visit-slots';
import { nextDate } from '@/lib/platform/brussels-time';
import { checkSlot, clashError, type SlotRequest } from './slots';
import { SLOT_MINUTES } from './rules';

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** At most this many slots in one series: 26 weeks of a busy Saturday morning. */
export const SERIES_MAX_SLOTS = 200;
export const SERIES_MAX_WEEKS = 26;

export interface SeriesSpec {
  /** The first day the series may use, `2026-12-05`. */
  first: string;
  /** How many weeks from `first`, 1 to SERIES_MAX_WEEKS. */
  weeks: number;
  /** The weekdays it uses; by default the weekday of `first`. */
  days?: readonly Weekday[];
  /** Each day's first start and the time by which the last slot ends, `10:00` and `12:00`. */
  from: string;
  to: string;
  /** Minutes from one start to the next. */
  every: number;
  /** Each slot's length (default `every`); never longer than `every`, so that the series' slots never overlap. */
  minutes?: number;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A calendar date that exists (2026-02-30 does not). */
function isDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The weekday of a calendar date (`2026-12-05` is a Saturday). */
export function weekdayOf(date: string): Weekday {
  const [, y, m, d] = DATE.exec(date)!.map(Number) as [number, number, number, number];
  return WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!;
}

/**
 * The Brussels wall times a series starts its slots at, in order (`2026-12-05T10:00`, ...), or the
 * reasons it cannot be made, each a sentence the agency can act on.
 */
export function expandSeries(spec: SeriesSpec): { ok: true; starts: string[] } | { ok: false; errors: string[] } {
  const errors: string[] = [];
  const minutes = spec.minutes ?? spec.every;
  if (!isDate(spec.first)) errors.push(`--first ${spec.first}: expected a date as 2026-12-05`);
  if (!Number.isInteger(spec.weeks) || spec.weeks < 1 || spec.weeks > SERIES_MAX_WEEKS)
    errors.push(`--weeks: a whole number from 1 to ${SERIES_MAX_WEEKS}`);
  if (!TIME.test(spec.from)) errors.push(`--from ${spec.from}: expected a time as 10:00`);
  if (!TIME.test(spec.to)) errors.push(`--to ${spec.to}: expected a time as 12:00`);
  if (!Number.isInteger(spec.every) || spec.every < SLOT_MINUTES.min || spec.every > SLOT_MINUTES.max)
    errors.push(`--every: a whole number of minutes from ${SLOT_MINUTES.min} to ${SLOT_MINUTES.max}`);
  else if (Number.isInteger(minutes) && minutes > spec.every)
    errors.push(`--minutes ${minutes}: at most --every (${spec.every}), or the series' own slots would overlap`);
  if (spec.days && !spec.days.length) errors.push('--days: at least one of mon, tue, wed, thu, fri, sat, sun');
  if (errors.length) return { ok: false, errors };
  const from = minutesOf(spec.from);
  const to = minutesOf(spec.to);
  if (from + minutes > to)
    return { ok: false, errors: [`--from ${spec.from} --to ${spec.to}: no ${minutes}-minute slot fits between them`] };
  const days = new Set(spec.days ?? [weekdayOf(spec.first)]);
  const times: string[] = [];
  for (let start = from; start + minutes <= to; start += spec.every) times.push(timeOf(start));
  const starts: string[] = [];
  let date = spec.first;
  for (let day = 0; day < spec.weeks * 7; day++, date = nextDate(date))
    if (days.has(weekdayOf(date))) for (const time of times) starts.push(`${date}T${time}`);
  if (!starts.length) return { ok: false, errors: ['the series has no slot: no chosen weekday falls within its weeks'] };
  if (starts.length > SERIES_MAX_SLOTS)
    return { ok: false, errors: [`the series would make ${starts.length} slots; at most ${SERIES_MAX_SLOTS} at once`] };
  return { ok: true, starts };
}

export type SeriesRequest = Omit<SlotRequest, 'start' | 'minutes' | 'crmAppointment'> & SeriesSpec;

/** Adds a series of slots, all or none (see above): the slots added, or every reason none was. */
export async function addSeries(
  db: Database,
  request: SeriesRequest,
  now = new Date(),
): Promise<{ ok: true; slots: SlotRow[] } | { ok: false; errors: string[] }> {
  const expanded = expandSeries(request);
  if (!expanded.ok) return expanded;
  const minutes = request.minutes ?? request.every;
  const requests: SlotRequest[] = expanded.starts.map((start) => ({
    subject: request.subject,
    start,
    minutes,
    capacity: request.capacity,
    ...(request.label !== undefined && { label: request.label }),
    ...(request.agentId !== undefined && { agentId: request.agentId }),
  }));
  const checked = requests.map((slot) => checkSlot(slot, now));
  // The same reason for many slots (an unknown agent) is said once.
  const errors = [...new Set(checked.flatMap((check) => check.errors))];
  if (errors.length) return { ok: false, errors };
  const added = await insertFreeSlots(
    db,
    checked.map((check) => ({
      subject: request.subject,
      startsAt: check.startsAt!,
      minutes,
      capacity: request.capacity,
      label: request.label?.trim() ?? null,
      agentId: request.agentId ?? null,
    })),
  );
  if ('slots' in added) return { ok: true, slots: added.slots };
  return { ok: false, errors: added.clashes.flatMap(({ index, clashes }) => clashes.map((clash) => clashError(requests[index]!, clash))) };
}
