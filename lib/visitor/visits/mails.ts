/**
 * The mails of booked visits, in the booker's language, from the messages (`Mail.visit`): the slot is
 * cancelled by the agency, the visit is tomorrow (with the signed link to cancel or move it); and the
 * visit as a calendar event (./ics.ts). Written without a request, from the bundled catalogue: the
 * command and the worker write them too. What a visit is about (title, address, agent) is read here,
 * so the rows of lib/platform/dal/visit-slots.ts carry only ids.
 */
import 'server-only';
import { createTranslator } from 'use-intl/core';
import { getProject, getProperty, getSite, getTeamMember, LANGUAGE_CODES } from '@/lib/catalogue/data';
import type { Address, Lang } from '@/lib/catalogue/data/types';
import type { NewMail } from '@/lib/platform/dal/submissions';
import type { BookingRow, SlotRow } from '@/lib/platform/dal/visit-slots';
import { NUMBER_LOCALE } from '@/lib/catalogue/format/number';
import { messagesFor } from '@/lib/platform/i18n/messages';
import type { MailBlock } from '@/lib/agency/mail/compose';
import { absoluteUrl, compose } from '@/lib/agency/mail/site';
import { placeName, streetLine } from '@/lib/catalogue/property/display';
import { VISIT_BOOKING_SEGMENT } from '@/lib/catalogue/routing/app-paths';
import { visitCalendar } from './ics';
import { VISIT_TIME_ZONE } from '../../platform/brussels-time';
import { bookingToken } from './tokens';

/** A booking's language as one of the site's (a row holds a string). */
export const bookingLang = (lang: string): Lang =>
  (LANGUAGE_CODES as readonly string[]).includes(lang) ? (lang as Lang) : getSite().defaultLanguage;

function translators(lang: Lang) {
  const messages = messagesFor(lang, getSite().defaultLanguage);
  return {
    t: createTranslator({ locale: lang, messages, namespace: 'Mail.visit' }),
    mail: createTranslator({ locale: lang, messages, namespace: 'Mail' }),
    property: createTranslator({ locale: lang, messages, namespace: 'Property' }),
  };
}

/** "donderdag 3 december 2026" and "14:00", in Brussels. */
export function visitDayAndTime(moment: Date, lang: Lang): { day: string; time: string } {
  const locale = NUMBER_LOCALE[lang];
  return {
    day: new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: VISIT_TIME_ZONE }).format(moment),
    time: new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: VISIT_TIME_ZONE }).format(moment),
  };
}

export interface VisitFacts {
  title: string;
  /** The full address: the visitor comes to it (booked, they are told it even when the listing hides it). */
  address: string;
  agent: string | null;
}

/** What a slot is about, in a language: the property's (or project's) title and address, the agent. */
export function visitFacts(slot: Pick<SlotRow, 'propertyId' | 'projectId' | 'agentId' | 'label'>, lang: Lang): VisitFacts {
  const { property: tp } = translators(lang);
  const fallback = getSite().defaultLanguage;
  const line = (address: Address) =>
    [streetLine(address, (box) => tp('box', { box })), `${address.zip} ${placeName(address)}`.trim()].filter(Boolean).join(', ');
  const member = (id: string | null | undefined) => {
    const found = id ? getTeamMember(id) : undefined;
    return found ? `${found.firstName} ${found.lastName}` : null;
  };
  if (slot.propertyId !== null) {
    const property = getProperty(lang, slot.propertyId) ?? getProperty(fallback, slot.propertyId);
    const title = [slot.label, property?.title ?? `${slot.propertyId}`].filter(Boolean).join(' · ');
    return { title, address: property ? line(property.address) : '', agent: member(slot.agentId ?? property?.agentId) };
  }
  const project = getProject(lang, slot.projectId!) ?? getProject(fallback, slot.projectId!);
  const title = [slot.label, project?.name ?? `${slot.projectId}`].filter(Boolean).join(' · ');
  return { title, address: project ? line(project.address) : '', agent: member(slot.agentId) };
}

/** The path of a booking's own page, where its link cancels or moves it; `note` says what just happened there. */
export function bookingPagePath(lang: Lang, bookingId: string, note?: 'booked'): string {
  return `/${lang}/${VISIT_BOOKING_SEGMENT[lang]}/?token=${bookingToken(bookingId)}${note ? `&note=${note}` : ''}`;
}

/** The address of the page where a booking's link cancels or moves it. */
export function bookingLinkUrl(lang: Lang, bookingId: string): string {
  return absoluteUrl(bookingPagePath(lang, bookingId));
}

function factRows(slot: SlotRow, lang: Lang): [string, string][] {
  const { t } = translators(lang);
  const facts = visitFacts(slot, lang);
  const { day, time } = visitDayAndTime(slot.startsAt, lang);
  return [
    [t('rows.what'), facts.title],
    [t('rows.when'), t('when', { day, time })],
    ...(facts.address ? [[t('rows.address'), facts.address] as [string, string]] : []),
    ...(facts.agent ? [[t('rows.agent'), facts.agent] as [string, string]] : []),
  ];
}

/**
 * The mails telling each booker that the agency cancelled their slot, each with the visit's .ics
 * marked cancelled: the calendar that took the confirmation's event shows it is off.
 */
export async function slotCancelledMails(slot: SlotRow, bookers: BookingRow[]): Promise<NewMail[]> {
  return Promise.all(
    bookers.map(async (booking) => {
      const lang = bookingLang(booking.lang);
      const { t, mail } = translators(lang);
      const blocks: MailBlock[] = [
        { paragraphs: [mail('greeting', { name: booking.name }), t('cancelled.intro')] },
        { rows: factRows(slot, lang) },
        { paragraphs: [t('cancelled.next'), mail('signature'), getSite().name] },
      ];
      const message = await compose(lang, booking.email, {
        subject: t('cancelled.subject', { day: visitDayAndTime(slot.startsAt, lang).day }),
        blocks,
      });
      const calendar = {
        filename: calendarFileName(lang),
        contentType: CALENDAR_TYPE,
        text: bookingCalendar(booking, slot, new Date(), { cancelled: true }),
      };
      return { kind: 'visit-cancelled', message: { ...message, attachments: [{ generated: calendar }] } };
    }),
  );
}

/** The reminders of tomorrow's visits, each with its booking's link to cancel or move it. */
export async function reminderMails(due: { booking: BookingRow; slot: SlotRow }[]): Promise<NewMail[]> {
  return Promise.all(
    due.map(async ({ booking, slot }) => {
      const lang = bookingLang(booking.lang);
      const { t, mail } = translators(lang);
      const blocks: MailBlock[] = [
        { paragraphs: [mail('greeting', { name: booking.name }), t('reminder.intro')] },
        { rows: factRows(slot, lang) },
        { paragraphs: [t('reminder.change')], action: { label: t('reminder.action'), url: bookingLinkUrl(lang, booking.id) } },
        { paragraphs: [mail('signature'), getSite().name], small: [mail('autoReply')] },
      ];
      return {
        kind: 'visit-reminder',
        message: await compose(lang, booking.email, {
          subject: t('reminder.subject', { time: visitDayAndTime(slot.startsAt, lang).time }),
          blocks,
        }),
      };
    }),
  );
}

/**
 * The visitor's confirmation of a booking: what, when, where, the .ics to add to a calendar (kept whole
 * in the outbox row, docs/decisions/0042) and the signed link to cancel or move it.
 */
export async function bookedMail(
  booking: CalendarBooking & Pick<BookingRow, 'name' | 'email'>,
  slot: SlotRow,
  now = new Date(),
): Promise<NewMail> {
  const lang = bookingLang(booking.lang);
  const { t, mail } = translators(lang);
  const { day, time } = visitDayAndTime(slot.startsAt, lang);
  const blocks: MailBlock[] = [
    { paragraphs: [mail('greeting', { name: booking.name }), t('booked.intro')] },
    { rows: factRows(slot, lang) },
    {
      paragraphs: [t('booked.calendar'), t('booked.change')],
      action: { label: t('booked.action'), url: bookingLinkUrl(lang, booking.id) },
    },
    { paragraphs: [mail('signature'), getSite().name], small: [mail('autoReply')] },
  ];
  const message = await compose(lang, booking.email, { subject: t('booked.subject', { day, time }), blocks });
  const calendar = { filename: calendarFileName(lang), contentType: CALENDAR_TYPE, text: bookingCalendar(booking, slot, now) };
  return { kind: 'visit-booked', message: { ...message, attachments: [{ generated: calendar }] } };
}

/** What a booked slot reads as in a form's mails: "donderdag 3 december 2026 om 14:00 (Kijkdag)". */
export function slotWhen(slot: Pick<SlotRow, 'startsAt' | 'label'>, lang: Lang): string {
  const { t } = translators(lang);
  const { day, time } = visitDayAndTime(slot.startsAt, lang);
  return [t('when', { day, time }), slot.label ? `(${slot.label})` : ''].filter(Boolean).join(' ');
}

/** The .ics files' type: a published event (lib/visitor/visits/ics.ts says why not an invitation). */
export const CALENDAR_TYPE = 'text/calendar; charset=utf-8; method=PUBLISH';

/** The .ics file's name in the booker's language ("bezoek.ics"), for the mail and the booking's page alike. */
export const calendarFileName = (lang: string): string => translators(bookingLang(lang)).t('booked.file');

/** What a booking's calendar event needs of it: a new booking is its visit's first, moved zero times. */
export type CalendarBooking = Pick<BookingRow, 'id' | 'lang'> & Partial<Pick<BookingRow, 'originBookingId' | 'moves'>>;

/**
 * A booking as an .ics file for the visitor's calendar, in their language: one event per visit, the
 * same across its moves (the first booking's id), replaced by each move's file and, `cancelled`, by
 * the cancelled one.
 */
export function bookingCalendar(booking: CalendarBooking, slot: SlotRow, now = new Date(), { cancelled = false } = {}): string {
  const lang = bookingLang(booking.lang);
  const { t } = translators(lang);
  const facts = visitFacts(slot, lang);
  const url = bookingLinkUrl(lang, booking.id);
  const moves = booking.moves ?? 0;
  return visitCalendar({
    visitId: booking.originBookingId ?? booking.id,
    sequence: cancelled ? moves + 1 : moves,
    cancelled,
    domain: new URL(getSite().url).hostname,
    start: slot.startsAt,
    minutes: slot.minutes,
    stamp: now,
    summary: t('event.summary', { title: facts.title }),
    location: facts.address,
    // A cancelled visit's link can change nothing any more: not offered.
    description: [...(facts.agent ? [t('event.agent', { name: facts.agent })] : []), ...(cancelled ? [] : [t('event.link', { url })])].join(
      '\n',
    ),
    url,
  });
}
