/**
 * Visit slots and bookings on the test server's database, for the specs that need some (owner.spec.ts,
 * html-validity.spec.ts). Slots ahead are added and cancelled with the agency's command
 * (`npm run visits`), as the agency does; the command refuses a start in the past, so a slot that has
 * ended is written to the table as it would stand after its visit. Bookings are written to the table:
 * the visitor's form that books is issue 42's next part (docs/decisions/0042).
 */
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Locator } from '@playwright/test';
import { expect } from './fixtures';
import { database } from './database';
import { MAIN_STATE_DIR, MAIN_URL } from './environment';
import { deriveKey } from '@/lib/platform/security/keys';
import { VISIT_BOOKING_SEGMENT } from '@/lib/catalogue/routing/app-paths';
import { brusselsDate, parseBrusselsLocal, VISIT_TIME_ZONE } from '@/lib/platform/brussels-time';
import { NUMBER_LOCALE } from '@/lib/catalogue/format/number';
import { runCommand } from './commands';

const runVisits = (args: string[]) => runCommand('visits', args, { VITRINE_STATE_DIR: MAIN_STATE_DIR, VITRINE_SITE_URL: MAIN_URL });

export function visitsCommand(...args: string[]): string {
  const run = runVisits(args);
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}

const DAY = 86_400_000;

/**
 * A Brussels wall time some whole days from today, between `from` and `to` (negative: in the past), at
 * a daytime minute, both picked at random so that two runs on one server (a retry, --repeat-each) do not
 * add slots at the same time: a row is found by its time. Daytime exists every day (the clocks change
 * at night).
 */
export function someTime(from: number, to: number): { local: string; at: Date } {
  const days = from + Math.floor(Math.random() * (to - from + 1));
  const minutes = 8 * 60 + 5 * Math.floor(Math.random() * 132);
  const local = `${brusselsDate(new Date(Date.now() + days * DAY))}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  const parsed = parseBrusselsLocal(local);
  if (!parsed.ok) throw new Error(`no ${local} in Brussels`);
  return { local, at: parsed.at };
}

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export interface OwnSlot {
  id: number;
  /** Brussels wall time as the command takes it, `2026-12-03T09:35`. */
  local: string;
  at: Date;
  day: Date;
  /** `09:35` */
  start: string;
  /** `09:35–10:05`, as the slot pickers show it. */
  time: string;
}

/**
 * Slots of a test's own on a property, through `npm run visits -- add`: `count` of them, `minutes` long
 * and 5 minutes apart, on a day `from` to `to` days ahead on which the property has no slot yet, from a
 * random minute of the morning. Tests of every project and language add theirs to the same properties,
 * a slot is found by its day and time, and the command refuses a slot that overlaps a live one: a test
 * running beside this one that takes the same day first makes it try another.
 */
export async function addOwnSlots(
  property: number,
  {
    count = 1,
    from = 3,
    to = 39,
    minutes = 30,
    capacity = 1,
    label,
  }: { count?: number; from?: number; to?: number; minutes?: number; capacity?: number; label?: string } = {},
): Promise<OwnSlot[]> {
  const tried = new Set<string>();
  for (let attempt = 0; attempt < 5; attempt++) {
    const { rows } = await database().query<{ starts_at: Date | string }>('SELECT starts_at FROM visit_slots WHERE property_id = $1', [
      property,
    ]);
    const taken = new Set([...tried, ...rows.map((row) => brusselsDate(new Date(row.starts_at)))]);
    const free = Array.from({ length: to - from + 1 }, (_, i) => new Date(Date.now() + (from + i) * DAY)).filter(
      (day) => !taken.has(brusselsDate(day)),
    );
    expect(free.length, `property ${property} has slots on every day from ${from} to ${to} days ahead`).toBeGreaterThan(0);
    const day = free[Math.floor(Math.random() * free.length)]!;
    const date = brusselsDate(day);
    tried.add(date);
    const first = 8 * 60 + 5 * Math.floor(Math.random() * 60);
    const slots: OwnSlot[] = [];
    for (let i = 0; i < count; i++) {
      const start = first + i * (minutes + 5);
      const local = `${date}T${hhmm(start)}`;
      const run = runVisits([
        'add',
        '--property',
        String(property),
        '--start',
        local,
        '--minutes',
        String(minutes),
        '--capacity',
        String(capacity),
        ...(label ? ['--label', label] : []),
      ]);
      if (run.status !== 0 && /would overlap/.test(run.stderr)) break;
      expect(run.status, run.stderr).toBe(0);
      const parsed = parseBrusselsLocal(local);
      if (!parsed.ok) throw new Error(`no ${local} in Brussels`);
      slots.push({
        id: Number(/slot (\d+) added/.exec(run.stdout)![1]),
        local,
        at: parsed.at,
        day,
        start: hhmm(start),
        time: `${hhmm(start)}–${hhmm(start + minutes)}`,
      });
    }
    if (slots.length === count) return slots;
  }
  throw new Error(`no free day for ${count} slot(s) of property ${property} in 5 tries`);
}

/** A slot that has ended (the command adds none in the past); its id. */
export async function addPastSlot(property: number, at: Date, minutes = 30): Promise<number> {
  expect(at.getTime() + minutes * 60_000).toBeLessThan(Date.now());
  const { rows } = await database().query<{ id: number }>(
    'INSERT INTO visit_slots (property_id, starts_at, minutes, capacity) VALUES ($1, $2, $3, 1) RETURNING id',
    [property, at, minutes],
  );
  return rows[0]!.id;
}

export interface Booker {
  name: string;
  email: string;
  phone: string;
}

/** A visitor's booking of a slot, live or cancelled; its id. */
export async function addBooking(slotId: number, booker: Booker, status: 'booked' | 'cancelled' = 'booked', lang = 'nl'): Promise<string> {
  const { rows } = await database().query<{ id: string }>(
    `INSERT INTO visit_bookings (slot_id, name, email, phone, lang, status, cancelled_at) VALUES ($1, $2, lower($3), $4, $6, $5, CASE WHEN $5 = 'cancelled' THEN now() END) RETURNING id`,
    [slotId, booker.name, booker.email, booker.phone, status, lang],
  );
  return rows[0]!.id;
}

/**
 * The path of a booking's signed link, as its mails write it (lib/visitor/visits/tokens.ts), signed with the
 * test server's key (white-box, as the forms' captcha answers).
 */
export async function bookingLinkPath(lang: keyof typeof VISIT_BOOKING_SEGMENT, bookingId: string): Promise<string> {
  const file = path.join(MAIN_STATE_DIR, 'secret');
  // The server makes its secret on first use: a link it has to check (a changed one, a 404) is one.
  if (!fs.existsSync(file))
    await fetch(`${MAIN_URL}/${lang}/${VISIT_BOOKING_SEGMENT[lang]}/?token=${bookingId}.${'A'.repeat(43)}`, { redirect: 'manual' });
  const secret = fs.readFileSync(file, 'utf8').trim();
  const signature = createHmac('sha256', deriveKey(secret, 'visit-booking'))
    .update(`visit-booking:cancel-or-move\n${bookingId}`)
    .digest('base64url');
  return `/${lang}/${VISIT_BOOKING_SEGMENT[lang]}/?token=${bookingId}.${signature}`;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A slot's radio in a picker: in its day's group (another test's slot may have the same time another day). */
export const slotRadio = (scope: Locator, lang: 'nl' | 'fr', slot: { time: string; day: Date }) =>
  scope
    .getByRole('group', {
      name: new Intl.DateTimeFormat(NUMBER_LOCALE[lang], {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        timeZone: VISIT_TIME_ZONE,
      }).format(slot.day),
      exact: true,
    })
    .getByRole('radio', { name: new RegExp(`^${escape(slot.time)}`) });
