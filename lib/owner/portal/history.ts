/**
 * A property's history as its owner reads it, for the portal's table and for the CSV download alike:
 * both take their cells from here, so the page and the file cannot say different things about a row
 * (the file writes its moments to sort in a spreadsheet, historyMoment).
 * The DAL (lib/platform/dal/owner-stats.ts) gives plain data; the words come from the Owner and Forms messages.
 */
import 'server-only';
import { createTranslator } from 'use-intl/core';
import { messagesFor } from '@/lib/platform/i18n/messages';
import type { OwnerLang } from '@/lib/platform/i18n/owner-lang';
import { getSite } from '@/lib/catalogue/data';
import type { HistoryRow, HistorySubject, TimeSlot } from '@/lib/platform/dal/owner-stats';
import { formatDate, formatDateTime } from '@/lib/catalogue/format/number';
import { formatEuro } from '@/lib/catalogue/format/price';
import { FORM_IDS, type FormId } from '@/lib/visitor/schemas';

/**
 * The specification's columns but its comment: a visitor's words, like their name, stay with the agency
 * (docs/decisions/0047); "contact" is the kind of contact.
 */
export const HISTORY_COLUMNS = ['date', 'type', 'contact', 'subject', 'status', 'source'] as const;
export type HistoryColumn = (typeof HISTORY_COLUMNS)[number];
export type HistoryCells = Record<HistoryColumn, string>;

/** "10:00–13:00": the contact slot as the calendar and the history both write it. */
export const slotText = (slot: TimeSlot | null) => (slot ? `${slot.from}–${slot.to}` : '');

const brussels = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Brussels',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * "2026-11-27 14:05", the moment in Brussels (summer time included, by Intl), the same in every
 * language. Not the language's own "27-11-2026" or "27 nov. 2026": the download has to sort in a
 * spreadsheet, and year-first sorts even as text, while every spreadsheet, whatever its locale, reads
 * it as a date and time, where "03-12-2026" is 12 March to one set to English (US). Wall-clock time
 * has one flaw: the hour repeated when summer time ends (02:00-03:00, late October) sorts out of order.
 */
export function historyMoment(moment: Date): string {
  const part = Object.fromEntries(brussels.formatToParts(moment).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

/**
 * The column headings, each row's cells and a form's name (the history's filter), in the owner's
 * language. The moment is written by `moment`: the page reads "27 nov 2026, 14:05"
 * (formatDateTime), the CSV the sortable historyMoment; both in Brussels time.
 */
export function historyTable(
  lang: OwnerLang,
  moment: (date: Date) => string = (date) => formatDateTime(date, lang),
): { headings: HistoryCells; cells: (row: HistoryRow) => HistoryCells; typeName: (form: string) => string } {
  // The messages the pages get (i18n/request.ts), built here so the route and a unit test need no request.
  const messages = messagesFor(lang, getSite().defaultLanguage);
  const t = createTranslator({ locale: lang, messages, namespace: 'Owner.stats' });
  const forms = createTranslator({ locale: lang, messages, namespace: 'Forms' });
  // An id we have no words for yet is shown as stored rather than as a missing message.
  const typeName = (form: string) => ((FORM_IDS as readonly string[]).includes(form) ? forms(`${form as FormId}.title`) : form);
  const statusName = (status: string) =>
    status === 'requested' || status === 'confirmed'
      ? t(`visitStatus.${status}`)
      : status === 'booked' || status === 'cancelled'
        ? t(`bookingStatus.${status}`)
        : status === 'took-place'
          ? t('bookingStatus.tookPlace')
          : status === 'received' || status === 'approved' || status === 'rejected'
            ? t(`historyStatus.${status}`)
            : status;
  const subjectText = (subject: HistorySubject | null) => {
    if (!subject) return '';
    if (subject.kind === 'visit')
      return [subject.date && formatDate(subject.date, lang), slotText(subject.slot)].filter(Boolean).join(', ');
    if (subject.kind === 'booked') return `${moment(subject.startsAt)} (${t('bookedMinutes', { minutes: subject.minutes })})`;
    if (subject.kind === 'offer') return formatEuro(subject.amount) ?? '';
    return formatDate(subject.date, lang);
  };
  const sourceText = ({ page, utm }: HistoryRow['source']) =>
    [page && t(`source.${page}`), utm && t('source.campaign', { name: utm })].filter(Boolean).join(' · ');
  return {
    typeName,
    headings: Object.fromEntries(HISTORY_COLUMNS.map((column) => [column, t(`columns.${column}`)])) as HistoryCells,
    cells: (row) => ({
      date: moment(row.date),
      type: typeName(row.type),
      contact: t(`contactKind.${row.contact}`),
      subject: subjectText(row.subject),
      status: statusName(row.status),
      source: sourceText(row.source),
    }),
  };
}

/** A CSV field: quoted, quotes doubled, and a leading =, +, - or @ defused for spreadsheets. */
const csvField = (value: string) => `"${(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value).replace(/"/g, '""')}"`;

/**
 * The file's text: a BOM, so Excel reads UTF-8; `;` between fields, the separator Excel expects with
 * Belgian settings; CRLF lines. The same cells as the page, in the same column order, but for the
 * moment, written to sort.
 */
export function historyCsv(rows: readonly HistoryRow[], lang: OwnerLang): string {
  const { headings, cells } = historyTable(lang, historyMoment);
  const line = (values: HistoryCells) => HISTORY_COLUMNS.map((column) => csvField(values[column])).join(';');
  return `\uFEFF${[headings, ...rows.map(cells)].map(line).join('\r\n')}\r\n`;
}
