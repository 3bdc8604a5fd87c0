/**
 * The free slots of a property as the visit form offers them: grouped by their Brussels day, the day
 * and the times written in the visitor's language ("donderdag 3 december", "14:00–14:30"), with the
 * places left. Plain data: the route the form reads with JavaScript (app/api/visit-slots) and the page
 * that offers the same choice without it (app/[lang]/(site)/visit/[id]) both send it.
 */
import 'server-only';
import { createTranslator } from 'use-intl/core';
import { getProperty, getSite } from '@/lib/catalogue/data';
import type { Lang } from '@/lib/catalogue/data/types';
import type { Database } from '@/lib/platform/db/client';
import { NUMBER_LOCALE } from '@/lib/catalogue/format/number';
import { messagesFor } from '@/lib/platform/i18n/messages';
import { isOffMarket } from '@/lib/catalogue/property/display';
import { availableSlots, groupByDay, hasUpcomingSlots } from './availability';
import { VISIT_TIME_ZONE } from '../../platform/brussels-time';

export interface SlotChoice {
  id: number;
  /** "14:00–14:30" */
  time: string;
  label: string | null;
  capacity: number;
  placesLeft: number;
  /** "2 places left", for an open day (capacity above 1); a private visit is free or gone. */
  places: string | null;
}

export interface SlotChoiceDay {
  /** yyyy-mm-dd, in Brussels. */
  date: string;
  /** "donderdag 3 december" */
  day: string;
  slots: SlotChoice[];
}

/** Whether a property takes visit requests now: on offer, appointments not declared full. */
export function takesVisits(lang: Lang, propertyId: number): boolean {
  const property = getProperty(lang, propertyId);
  return !!property && !isOffMarket(property) && !property.appointmentsFull;
}

export interface VisitChoice {
  days: SlotChoiceDay[];
  /** Slots are published for the coming weeks but none has a place left: "the appointments are full". */
  full: boolean;
}

/**
 * What the visit form offers: the free slots by day; or, when the property has slots in the coming
 * weeks but all are taken, `full`; or neither (no slots published: the form's time bands, as before).
 */
export async function visitChoice(db: Database, lang: Lang, propertyId: number, now = new Date()): Promise<VisitChoice> {
  if (!takesVisits(lang, propertyId)) return { days: [], full: false };
  const days = await slotChoices(db, lang, propertyId, now);
  if (days.length) return { days, full: false };
  return { days, full: await hasUpcomingSlots(db, { propertyId }, now) };
}

/** The property's free slots to offer, by day. */
async function slotChoices(db: Database, lang: Lang, propertyId: number, now: Date): Promise<SlotChoiceDay[]> {
  const locale = NUMBER_LOCALE[lang];
  const dayFormat = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: VISIT_TIME_ZONE });
  const timeFormat = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: VISIT_TIME_ZONE });
  const t = createTranslator({
    locale: lang,
    messages: messagesFor(lang, getSite().defaultLanguage),
    namespace: 'Forms.contact-appointment.slots',
  });
  const slots = await availableSlots(db, { propertyId }, { now });
  return groupByDay(slots).map(({ date, slots: own }) => ({
    date,
    day: dayFormat.format(own[0]!.startsAt),
    slots: own.map((slot) => ({
      id: slot.id,
      time: t('time', {
        from: timeFormat.format(slot.startsAt),
        to: timeFormat.format(new Date(slot.startsAt.getTime() + slot.minutes * 60_000)),
      }),
      label: slot.label,
      capacity: slot.capacity,
      placesLeft: slot.placesLeft,
      places: slot.capacity > 1 ? t('placesLeft', { count: slot.placesLeft }) : null,
    })),
  }));
}
