import type { Lang } from '@/lib/catalogue/data/types';
import { getOrCreate } from '@/lib/platform/get-or-create';

/** Belgian conventions per language (Luxembourg's are the same), for dates and words. */
export const NUMBER_LOCALE: Record<Lang, string> = { nl: 'nl-BE', fr: 'fr-BE', en: 'en-GB', de: 'de-BE' };

/**
 * How numbers are written, per language: one format on a page. Prices are "€ 250.000" in every
 * language (lib/catalogue/format/price.ts), so a French page writes its other numbers with the same point between
 * thousands ("101.536 kWh", "1.320 m²", decimals after a comma), as Belgian and Luxembourg French do;
 * fr-LU is the locale whose numbers are written so. fr-BE's space ("101 536") beside "€ 5.175" read as two
 * formats on one page (issue 36).
 */
const DIGITS_LOCALE: Record<Lang, string> = { nl: 'nl-BE', fr: 'fr-LU', en: 'en-GB', de: 'de-BE' };

const numbers = new Map<string, Intl.NumberFormat>();
const dates = new Map<string, Intl.DateTimeFormat>();
const moments = new Map<string, Intl.DateTimeFormat>();

/** A number as the language writes it, at most `digits` decimals. */
export function formatNumber(value: number, lang: Lang, digits = 1): string {
  return getOrCreate(
    numbers,
    `${lang}:${digits}`,
    () => new Intl.NumberFormat(DIGITS_LOCALE[lang], { maximumFractionDigits: digits }),
  ).format(value);
}

const percents = new Map<string, Intl.NumberFormat>();

/** A percentage (3.63 for 3.63 %) as the language writes it, at most two decimals: "3,63%", "3,63 %". */
export function formatPercent(value: number, lang: Lang): string {
  return getOrCreate(
    percents,
    lang,
    () => new Intl.NumberFormat(DIGITS_LOCALE[lang], { style: 'percent', maximumFractionDigits: 2 }),
  ).format(value / 100);
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
  return getOrCreate(
    moments,
    lang,
    () => new Intl.DateTimeFormat(NUMBER_LOCALE[lang], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Brussels' }),
  ).format(moment);
}

const days = new Map<string, Intl.DateTimeFormat>();

/**
 * The day of a moment in Brussels: "24 nov." / "24 nov." (`short`, this year's badges) or
 * "24 november 2026" / "24 novembre 2026" (`long`).
 */
export function formatDay(moment: string | Date, lang: Lang, style: 'short' | 'long' = 'long'): string {
  const options: Intl.DateTimeFormatOptions = style === 'short' ? { day: 'numeric', month: 'short' } : { dateStyle: 'long' };
  return getOrCreate(
    days,
    `${lang}:${style}`,
    () => new Intl.DateTimeFormat(NUMBER_LOCALE[lang], { ...options, timeZone: 'Europe/Brussels' }),
  ).format(new Date(moment));
}
