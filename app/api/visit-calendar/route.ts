// A booked visit as an .ics file, for the "add to my calendar" link of its page (/{lang}/mijn-bezoek/):
// the same event as its confirmation mail's attachment (lib/visitor/visits/mails.ts bookingCalendar), opened
// by the booking's signed link and by nothing else. Private and never stored by a cache.
import { getDb } from '@/lib/platform/db/client';
import { findBooking } from '@/lib/platform/dal/visit-slots';
import { bookingCalendar, CALENDAR_TYPE, calendarFileName } from '@/lib/visitor/visits/mails';
import { myVisitRules } from '@/lib/visitor/visits/my-visit';
import { readBookingToken } from '@/lib/visitor/visits/tokens';

const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };

export async function GET(request: Request) {
  const id = readBookingToken(new URL(request.url).searchParams.get('token') ?? '');
  const found = id ? await findBooking(await getDb(), id) : null;
  if (!found) return new Response(null, { status: 404, headers: PRIVATE });
  const now = new Date();
  const calendar = bookingCalendar(found.booking, found.slot, now, { cancelled: myVisitRules(found, now).status === 'cancelled' });
  return new Response(calendar, {
    headers: {
      ...PRIVATE,
      'Content-Type': CALENDAR_TYPE,
      'Content-Disposition': `attachment; filename="${calendarFileName(found.booking.lang)}"`,
    },
  });
}
