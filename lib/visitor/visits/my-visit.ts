/**
 * What the page a booking's signed link opens shows (app/[lang]/(site)/my-visit, docs/decisions/0042,
 * amendment 3): the property, the Brussels day and time, the open day's label, the status, and what the
 * visitor may still do. Cancelling is allowed until the slot starts, moving until two hours before it
 * (the rule a booking follows, ./rules.ts); a started or ended visit, or a cancelled one, allows neither.
 */
import 'server-only';
import { getProperty, getSite } from '@/lib/catalogue/data';
import type { Lang } from '@/lib/catalogue/data/types';
import type { Database } from '@/lib/platform/db/client';
import { findBooking, type BookingWithSlot } from '@/lib/platform/dal/visit-slots';
import { placeName } from '@/lib/catalogue/property/display';
import { hrefForProperty } from '@/lib/catalogue/routing/navigation';
import { visitChoice, type VisitChoice } from './choices';
import { visitDayAndTime, visitFacts } from './mails';
import { earliestBookable } from './rules';
import { readBookingToken } from './tokens';

export type MyVisitStatus = 'booked' | 'cancelled' | 'started' | 'took-place';

export interface MyVisitRules {
  status: MyVisitStatus;
  canCancel: boolean;
  canMove: boolean;
}

/** The status of a booking now, and whether it may still be cancelled or moved. Pure. */
export function myVisitRules({ booking, slot }: Pick<BookingWithSlot, 'booking' | 'slot'>, now: Date): MyVisitRules {
  const start = slot.startsAt.getTime();
  const status: MyVisitStatus =
    booking.status !== 'booked' || slot.cancelledAt
      ? 'cancelled'
      : start + slot.minutes * 60_000 <= now.getTime()
        ? 'took-place'
        : start <= now.getTime()
          ? 'started'
          : 'booked';
  const live = status === 'booked';
  return { status, canCancel: live, canMove: live && slot.propertyId !== null && slot.startsAt >= earliestBookable(now) };
}

export interface MyVisit extends MyVisitRules {
  bookingId: string;
  title: string;
  /** The address as the property's page shows it: the street only when the listing publishes it. */
  address: string;
  /** The property's page, when it is still on the site in this language. */
  href: string | null;
  day: string;
  time: string;
  label: string | null;
  /** The property's other free slots, when the booking may be moved. */
  choice: VisitChoice | null;
}

/** The booking a signed link names, as the page shows it; null for a link that is not ours or a booking that is gone. */
export async function openMyVisit(db: Database, token: string, lang: Lang, now = new Date()): Promise<MyVisit | null> {
  const id = readBookingToken(token);
  const found = id ? await findBooking(db, id) : null;
  if (!found) return null;
  const { slot } = found;
  const rules = myVisitRules(found, now);
  const property =
    slot.propertyId === null ? undefined : (getProperty(lang, slot.propertyId) ?? getProperty(getSite().defaultLanguage, slot.propertyId));
  const facts = visitFacts({ ...slot, label: null }, lang);
  const address = property && !property.publishAddress ? `${property.address.zip} ${placeName(property.address)}`.trim() : facts.address;
  let choice: VisitChoice | null = null;
  if (rules.canMove && slot.propertyId !== null) {
    const all = await visitChoice(db, lang, slot.propertyId, now);
    const days = all.days
      .map((day) => ({ ...day, slots: day.slots.filter((other) => other.id !== slot.id) }))
      .filter((day) => day.slots.length);
    choice = { days, full: !days.length };
  }
  return {
    ...rules,
    bookingId: found.booking.id,
    title: facts.title,
    address,
    href: property && getProperty(lang, property.id) ? hrefForProperty(lang, property) : null,
    ...visitDayAndTime(slot.startsAt, lang),
    label: slot.label,
    choice,
  };
}
