/**
 * The agency's main office: one phone number and one set of opening hours. site.json carries them
 * (contact.phone, contact.openingHours: the contact card and the structured data read them there), and
 * the generator writes the same values into the top bar, the footer and the contact article, so no page
 * can disagree with another.
 */
import type { WEEKDAYS } from '../../../lib/catalogue/data/file-schemas';
import { formatPhone, telHref } from '../../../lib/catalogue/format/phone';
import type { Bilingual } from './places';

export const OFFICE_PHONE = '+32 9 234 56 78';

export const OPENING_HOURS: { days: (typeof WEEKDAYS)[number][]; from: string; to: string }[] = [
  { days: ['mon', 'tue', 'wed', 'thu', 'fri'], from: '09:00', to: '18:00' },
  { days: ['sat'], from: '10:00', to: '13:00' },
];

/** 09 234 56 78, as the site prints it (lib/catalogue/format/phone.ts). */
export const officePhoneText = formatPhone(OFFICE_PHONE);
export const officePhoneHref = telHref(OFFICE_PHONE);

const SHORT_DAYS: Record<'nl' | 'fr', string[]> = {
  nl: ['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo'],
  fr: ['lun', 'mar', 'mer', 'jeu', 'ven', 'sam', 'dim'],
};
const DAY_INDEX = { mon: 0, tue: 1, wed: 2, thu: 3, fri: 4, sat: 5, sun: 6 } as const;

/** "9" for 09:00, "12.30" / "12 h 30" for 12:30. */
function hour(time: string, lang: 'nl' | 'fr'): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  if (lang === 'nl') return m ? `${h}.${String(m).padStart(2, '0')}` : `${h}`;
  return m ? `${h} h ${String(m).padStart(2, '0')}` : `${h} h`;
}

/** The top bar's short form of OPENING_HOURS: "Ma–vr 9–18 u, za 10–13 u" / "Lun–ven 9 h–18 h, sam 10 h–13 h". */
export function openingHoursShort(): Bilingual {
  const text = (lang: 'nl' | 'fr') =>
    OPENING_HOURS.map(({ days, from, to }) => {
      const first = SHORT_DAYS[lang][DAY_INDEX[days[0]!]]!;
      const last = SHORT_DAYS[lang][DAY_INDEX[days.at(-1)!]]!;
      const span = days.length > 1 ? `${first}–${last}` : first;
      return lang === 'nl' ? `${span} ${hour(from, lang)}–${hour(to, lang)} u` : `${span} ${hour(from, lang)}–${hour(to, lang)}`;
    }).join(', ');
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  return { nl: cap(text('nl')), fr: cap(text('fr')) };
}
