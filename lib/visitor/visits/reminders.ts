/**
 * The day-before reminders: every live booking of a slot that starts tomorrow (Brussels day), not
 * reminded yet, gets its mail. The mails are queued and the bookings marked in one transaction, so a
 * booking is reminded once, whichever worker runs it and however often (lib/platform/dal/visit-slots.ts).
 */
import 'server-only';
import type { Database } from '@/lib/platform/db/client';
import { getSite } from '@/lib/catalogue/data';
import { queueReminders } from '@/lib/platform/dal/visit-slots';
import { reminderMails } from './mails';
import { brusselsTomorrow } from '../../platform/brussels-time';

/** Queues tomorrow's reminders; how many. */
export async function sendReminders(db: Database, now = new Date()): Promise<number> {
  const { from, to } = brusselsTomorrow(now);
  return queueReminders(db, { from, to }, { mails: reminderMails, messageDomain: new URL(getSite().url).hostname });
}
