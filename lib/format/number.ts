import type { Lang } from '@/lib/data/types';
import { getOrCreate } from '@/lib/get-or-create';

/** Belgian conventions per language (Luxembourg's are the same): "1.320" in nl, "1 320" in fr. */
export const NUMBER_LOCALE: Record<Lang, string> = { nl: 'nl-BE', fr: 'fr-BE', en: 'en-GB', de: 'de-BE' };

const numbers = new Map<string, Intl.NumberFormat>();
const dates = new Map<string, Intl.DateTimeFormat>();
const moments = new Map<string, Intl.DateTimeFormat>();

/** A number as the language writes it, at most `digits` decimals. */
export function formatNumber(value: number, lang: Lang, digits = 1): string {
  return getOrCreate(numbers, `${lang}:${digits}`, () => new Intl.NumberFormat(NUMBER_LOCALE[lang], { maximumFractionDigits: digits })).format(value);
}

/** "4 december 2033" / "4 décembre 2033" for an ISO date (YYYY-MM-DD); the text itself when it is not one. */
export function formatDate(isoDate: string, lang: Lang): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? new Date(`${isoDate}T00:00:00Z`) : null;
  // "2033-02-30" would roll over to 2 March: a date that does not exist is printed as written.
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== isoDate) return isoDate;
  return getOrCreate(dates, lang, () => new Intl.DateTimeFormat(NUMBER_LOCALE[lang], { dateStyle: 'long', timeZone: 'UTC' })).format(date);
}

/** "24 nov 2026, 14:05" as the language writes a moment, in Brussels time (the owner portal's tables). */
export function formatDateTime(moment: Date, lang: Lang): string {
  return getOrCreate(moments, lang, () => new Intl.DateTimeFormat(NUMBER_LOCALE[lang], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Brussels' })).format(moment);
}
