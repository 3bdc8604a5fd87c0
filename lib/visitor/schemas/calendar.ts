/**
 * Calendar days as the agency counts them (Europe/Brussels), without zod: the visit form's date picker
 * reads them on the page without loading the schemas.
 */

/** Today's calendar date in Brussels (yyyy-mm-dd), the agency's day, wherever the code runs. */
export function brusselsToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A yyyy-mm-dd date `days` after another, in the calendar (no time zone involved). */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** How far ahead a visit may be asked for, in days. */
export const UPCOMING_DAYS = 366;
