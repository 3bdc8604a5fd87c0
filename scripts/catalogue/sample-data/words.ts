/** Small language helpers shared by the text builders: agreement, numbers, lists, dates. */
import type { Bilingual, Lang } from './places';
import type { Subtype } from './catalog';

export const NL_NUMBERS = ['geen', 'één', 'twee', 'drie', 'vier', 'vijf', 'zes', 'zeven', 'acht', 'negen', 'tien'];
export const FR_NUMBERS = ['aucun', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix'];
export const NL_ORDINALS = ['gelijkvloers', 'eerste', 'tweede', 'derde', 'vierde', 'vijfde', 'zesde', 'zevende', 'achtste'];
export const FR_ORDINALS = [
  'rez-de-chaussée',
  'premier',
  'deuxième',
  'troisième',
  'quatrième',
  'cinquième',
  'sixième',
  'septième',
  'huitième',
];

const NL_MONTHS = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
];
const FR_MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/** Non-breaking space, as French typography wants before : ; ? ! and inside "€ 1.000". */
export const NBSP = '\u00a0';

export function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 1250 -> "1.250" (Belgian grouping, used in both languages like the prices). */
export function num(value: number): string {
  const [int, dec] = String(Math.abs(value)).split('.');
  const grouped = int!.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${value < 0 ? '-' : ''}${grouped}${dec ? `,${dec}` : ''}`;
}

export function euro(value: number): string {
  return `€${NBSP}${num(Math.round(value))}`;
}

/** "2,8" in both languages. */
export function decimal(value: number, digits = 1): string {
  return value.toFixed(digits).replace('.', ',');
}

export function list(lang: Lang, items: string[]): string {
  if (items.length <= 1) return items.join('');
  const last = items[items.length - 1];
  return `${items.slice(0, -1).join(', ')} ${lang === 'nl' ? 'en' : 'et'} ${last}`;
}

export function dateText(lang: Lang, iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  if (lang === 'nl') return `${d} ${NL_MONTHS[m - 1]} ${y}`;
  return `${d === 1 ? '1er' : d} ${FR_MONTHS[m - 1]} ${y}`;
}

/** Dutch demonstrative: "dit appartement", "deze woning". */
export function nlDem(s: Subtype): string {
  return s.nl.het ? 'dit' : 'deze';
}

/** French demonstrative with elision: "cet appartement", "cette villa", "ce studio". */
export function frDem(s: Subtype): string {
  if (s.fr.fem) return 'cette';
  return /^[aeiouéèêh]/i.test(s.fr.noun) ? 'cet' : 'ce';
}

export interface Adjective {
  /** Dutch: bare form (het-word without article) and inflected form. */
  nl: [string, string];
  /** French: masculine, feminine. */
  fr: [string, string];
}

export const ADJECTIVES = {
  spacious: { nl: ['ruim', 'ruime'], fr: ['spacieux', 'spacieuse'] },
  bright: { nl: ['lichtrijk', 'lichtrijke'], fr: ['lumineux', 'lumineuse'] },
  ready: { nl: ['instapklaar', 'instapklare'], fr: ['prêt à emménager', 'prête à emménager'] },
  charming: { nl: ['charmant', 'charmante'], fr: ['charmant', 'charmante'] },
  renovated: { nl: ['gerenoveerd', 'gerenoveerde'], fr: ['rénové', 'rénovée'] },
  efficient: { nl: ['energiezuinig', 'energiezuinige'], fr: ['basse énergie', 'basse énergie'] },
  character: { nl: ['karaktervol', 'karaktervolle'], fr: ['de caractère', 'de caractère'] },
  modern: { nl: ['modern', 'moderne'], fr: ['moderne', 'moderne'] },
  wellKept: { nl: ['verzorgd', 'verzorgde'], fr: ['soigné', 'soignée'] },
  toRenovate: { nl: ['te renoveren', 'te renoveren'], fr: ['à rénover', 'à rénover'] },
  wellLocated: { nl: ['goed gelegen', 'goed gelegen'], fr: ['bien situé', 'bien située'] },
  new: { nl: ['nieuw', 'nieuwe'], fr: ['neuf', 'neuve'] },
} satisfies Record<string, Adjective>;
export type AdjectiveKey = keyof typeof ADJECTIVES;

/** Adjective after a demonstrative or article ("deze ruime woning", "cette maison spacieuse"). */
export function adjAfterDem(key: AdjectiveKey, s: Subtype, lang: Lang): string {
  const a: Adjective = ADJECTIVES[key];
  return lang === 'nl' ? a.nl[1] : a.fr[s.fr.fem ? 1 : 0];
}

/** "Ruim appartement" / "Ruime woning" / "Appartement spacieux": a bare noun phrase for titles. */
export function titleNoun(key: AdjectiveKey | null, s: Subtype, lang: Lang): string {
  if (!key) return cap(lang === 'nl' ? s.nl.noun : s.fr.noun);
  const a: Adjective = ADJECTIVES[key];
  if (lang === 'nl') return cap(`${s.nl.het ? a.nl[0] : a.nl[1]} ${s.nl.noun}`);
  return cap(`${s.fr.noun} ${a.fr[s.fr.fem ? 1 : 0]}`);
}

/** "deze ruime woning" / "cette maison spacieuse". */
export function demPhrase(key: AdjectiveKey | null, s: Subtype, lang: Lang): string {
  if (lang === 'nl') return [nlDem(s), key ? adjAfterDem(key, s, 'nl') : '', s.nl.noun].filter(Boolean).join(' ');
  return [frDem(s), s.fr.noun, key ? adjAfterDem(key, s, 'fr') : ''].filter(Boolean).join(' ');
}

export function both(nl: string, fr: string): Bilingual {
  return { nl, fr };
}
