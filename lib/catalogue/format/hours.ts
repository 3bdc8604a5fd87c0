import type { Lang } from '@/lib/catalogue/data/types';
import { WEEKDAYS } from '@/lib/catalogue/data/file-schemas';
import { NUMBER_LOCALE } from './number';

type Weekday = (typeof WEEKDAYS)[number];

export interface OpeningHoursLine {
  /** "Maandag – vrijdag", "Samedi" */
  days: string;
  from: string;
  to: string;
}

/** 1 January 2024 was a Monday: the day names come from Intl, in the language's own spelling. */
function dayName(day: Weekday, lang: Lang): string {
  const date = new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day)));
  return new Intl.DateTimeFormat(NUMBER_LOCALE[lang], { weekday: 'long', timeZone: 'UTC' }).format(date);
}

/** Consecutive days as one range ("maandag – vrijdag"), others listed ("maandag, woensdag"). */
function dayList(days: readonly Weekday[], lang: Lang): string {
  const sorted = [...new Set(days)].sort((a, b) => WEEKDAYS.indexOf(a) - WEEKDAYS.indexOf(b));
  const runs: Weekday[][] = [];
  for (const day of sorted) {
    const run = runs.at(-1);
    if (run && WEEKDAYS.indexOf(day) === WEEKDAYS.indexOf(run.at(-1)!) + 1) run.push(day);
    else runs.push([day]);
  }
  const text = runs
    .map((run) =>
      run.length > 2 ? `${dayName(run[0]!, lang)} – ${dayName(run.at(-1)!, lang)}` : run.map((d) => dayName(d, lang)).join(', '),
    )
    .join(', ');
  return text.charAt(0).toLocaleUpperCase(NUMBER_LOCALE[lang]) + text.slice(1);
}

/** The site's opening hours (site config `contact.openingHours`) as lines to print, in the language's day names. */
export function openingHoursLines(
  hours: readonly { days: readonly Weekday[]; from: string; to: string }[],
  lang: Lang,
): OpeningHoursLine[] {
  return hours.map((entry) => ({ days: dayList(entry.days, lang), from: entry.from, to: entry.to }));
}
