/**
 * The day-before reminders as the outbox's worker runs them (each web server unless VITRINE_OUTBOX=off,
 * or `npm run worker`; lib/agency/jobs/scheduler.ts): once at start, then every hour, so tomorrow's bookings
 * are reminded in the first round after midnight (Brussels) and a booking made during the day for
 * tomorrow within the hour. Several processes may run it: each booking is reminded once (./reminders.ts).
 * A failing round (the database away) is said in the log and tried again at the next.
 */
import 'server-only';
import type { Database } from '@/lib/platform/db/client';
import { errorSummary } from '@/lib/platform/error-summary';
import { logger } from '@/lib/platform/log';
import { sendReminders } from './reminders';

export const REMINDERS_EVERY_MS = 60 * 60_000;

export interface ReminderSchedule {
  /** The first round (at start), for tests and commands that wait for it. */
  readonly ready: Promise<void>;
  stop(): void;
}

export function startVisitReminders(
  db: Database,
  { everyMs = REMINDERS_EVERY_MS, log = (line: string) => logger('visits').info(line) } = {},
): ReminderSchedule {
  const round = async () => {
    try {
      const queued = await sendReminders(db);
      if (queued) log(`[visits] ${queued} reminder(s) of tomorrow's visits queued`);
    } catch (error) {
      log(`[visits] reminders not sent: ${errorSummary(error)}`);
    }
  };
  const ready = round();
  const timer = setInterval(round, everyMs);
  timer.unref?.();
  return { ready, stop: () => clearInterval(timer) };
}
