/**
 * Visit slots and bookings on the test server's database, for the specs that need some (owner.spec.ts,
 * html-validity.spec.ts). Slots ahead are added and cancelled with the agency's command
 * (`npm run visits`), as the agency does; the command refuses a start in the past, so a slot that has
 * ended is written to the table as it would stand after its visit. Bookings are written to the table:
 * the visitor's form that books is issue 42's next part (docs/decisions/0042).
 */
import { spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Locator } from '@playwright/test';
import { expect } from './fixtures';
import { database } from './database';
import { MAIN_STATE_DIR, MAIN_URL } from './environment';
import { deriveKey } from '@/lib/security/keys';
import { VISIT_BOOKING_SEGMENT } from '@/lib/routing/app-paths';
import { brusselsDate, parseBrusselsLocal, VISIT_TIME_ZONE } from '@/lib/visits/time';
import { NUMBER_LOCALE } from '@/lib/format/number';

export function visitsCommand(...args: string[]): string {
  const run = spawnSync('npx', ['tsx', '--conditions=react-server', 'scripts/commands/visits.ts', ...args], {
    env: { ...process.env, VITRINE_STATE_DIR: MAIN_STATE_DIR, VITRINE_SITE_URL: MAIN_URL },
    encoding: 'utf8',
    timeout: 60_000,
  });
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

/** A slot ahead, through `npm run visits -- add`; its id. */
export function addSlot(property: number, local: string, { minutes = 30, capacity = 1, label }: { minutes?: number; capacity?: number; label?: string } = {}): number {
  const out = visitsCommand('add', '--property', String(property), '--start', local, '--minutes', String(minutes), '--capacity', String(capacity), ...(label ? ['--label', label] : []));
  const id = /slot (\d+) added/.exec(out)?.[1];
  expect(id, out).toBeDefined();
  return Number(id);
}

/** A slot that has ended (the command adds none in the past); its id. */
export async function addPastSlot(property: number, at: Date, minutes = 30): Promise<number> {
  expect(at.getTime() + minutes * 60_000).toBeLessThan(Date.now());
  const { rows } = await database().query<{ id: number }>('INSERT INTO visit_slots (property_id, starts_at, minutes, capacity) VALUES ($1, $2, $3, 1) RETURNING id', [property, at, minutes]);
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
 * The path of a booking's signed link, as its mails write it (lib/visits/tokens.ts), signed with the
 * test server's key (white-box, as the forms' captcha answers).
 */
export async function bookingLinkPath(lang: keyof typeof VISIT_BOOKING_SEGMENT, bookingId: string): Promise<string> {
  const file = path.join(MAIN_STATE_DIR, 'secret');
  // The server makes its secret on first use: a link it has to check (a changed one, a 404) is one.
  if (!fs.existsSync(file)) await fetch(`${MAIN_URL}/${lang}/${VISIT_BOOKING_SEGMENT[lang]}/?token=${bookingId}.${'A'.repeat(43)}`, { redirect: 'manual' });
  const secret = fs.readFileSync(file, 'utf8').trim();
  const signature = createHmac('sha256', deriveKey(secret, 'visit-booking')).update(`visit-booking:cancel-or-move\n${bookingId}`).digest('base64url');
  return `/${lang}/${VISIT_BOOKING_SEGMENT[lang]}/?token=${bookingId}.${signature}`;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A slot's radio in a picker: in its day's group (another test's slot may have the same time another day). */
export const slotRadio = (scope: Locator, lang: 'nl' | 'fr', slot: { time: string; day: Date }) =>
  scope
    .getByRole('group', { name: new Intl.DateTimeFormat(NUMBER_LOCALE[lang], { weekday: 'long', day: 'numeric', month: 'long', timeZone: VISIT_TIME_ZONE }).format(slot.day), exact: true })
    .getByRole('radio', { name: new RegExp(`^${escape(slot.time)}`) });
