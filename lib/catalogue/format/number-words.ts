/**
 * Whole numbers written in words, as a purchase offer states its amount twice (docs/product.md section 3):
 * Dutch, French (Belgian: septante, nonante; and as in France), English and German, up to
 * 999,999,999. `amountInWordsMatches` tells whether what someone typed says the same amount,
 * whatever their spacing, hyphens, accents, "et"/"and" or plural s.
 */
import type { Lang } from '@/lib/catalogue/data/types';

const MAX = 999_999_999;

function dutch(n: number): string {
  const units = [
    'nul',
    'een',
    'twee',
    'drie',
    'vier',
    'vijf',
    'zes',
    'zeven',
    'acht',
    'negen',
    'tien',
    'elf',
    'twaalf',
    'dertien',
    'veertien',
    'vijftien',
    'zestien',
    'zeventien',
    'achttien',
    'negentien',
  ];
  const tens = ['', '', 'twintig', 'dertig', 'veertig', 'vijftig', 'zestig', 'zeventig', 'tachtig', 'negentig'];
  const below100 = (x: number): string => {
    if (x < 20) return units[x]!;
    const unit = x % 10;
    const ten = tens[Math.floor(x / 10)]!;
    if (!unit) return ten;
    const first = units[unit]!;
    return `${first}${first.endsWith('e') ? 'ën' : 'en'}${ten}`;
  };
  const below1000 = (x: number): string => {
    const hundreds = Math.floor(x / 100);
    const rest = x % 100;
    const head = hundreds === 0 ? '' : hundreds === 1 ? 'honderd' : `${units[hundreds]}honderd`;
    return rest ? `${head}${below100(rest)}` : head;
  };
  if (n === 0) return units[0]!;
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor((n % 1_000_000) / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  if (millions) parts.push(`${below1000(millions)} miljoen`);
  if (thousands) parts.push(thousands === 1 ? 'duizend' : `${below1000(thousands)}duizend`);
  if (rest) parts.push(below1000(rest));
  return parts.join(' ');
}

function french(n: number, belgian: boolean): string {
  const units = [
    'zéro',
    'un',
    'deux',
    'trois',
    'quatre',
    'cinq',
    'six',
    'sept',
    'huit',
    'neuf',
    'dix',
    'onze',
    'douze',
    'treize',
    'quatorze',
    'quinze',
    'seize',
    'dix-sept',
    'dix-huit',
    'dix-neuf',
  ];
  const tens = ['', '', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante', 'septante', 'quatre-vingt', 'nonante'];
  const below100 = (x: number, final: boolean): string => {
    if (x < 20) return units[x]!;
    let ten = Math.floor(x / 10);
    let unit = x % 10;
    // In France, 70-79 and 90-99 count on from sixty and eighty.
    if (!belgian && (ten === 7 || ten === 9)) {
      ten -= 1;
      unit += 10;
    }
    const tenWord = tens[ten]!;
    if (unit === 0) return ten === 8 && final ? 'quatre-vingts' : tenWord;
    if (unit === 1 && ten !== 8) return `${tenWord} et un`;
    if (unit === 11 && ten === 6) return `${tenWord} et onze`;
    return `${tenWord}-${units[unit]}`;
  };
  const below1000 = (x: number, final: boolean): string => {
    const hundreds = Math.floor(x / 100);
    const rest = x % 100;
    const head = hundreds === 0 ? '' : hundreds === 1 ? 'cent' : `${units[hundreds]} cent${!rest && final ? 's' : ''}`;
    if (!rest) return head;
    return head ? `${head} ${below100(rest, final)}` : below100(rest, final);
  };
  if (n === 0) return units[0]!;
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor((n % 1_000_000) / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  if (millions) parts.push(`${below1000(millions, true)} million${millions > 1 ? 's' : ''}`);
  if (thousands) parts.push(thousands === 1 ? 'mille' : `${below1000(thousands, false)} mille`);
  if (rest) parts.push(below1000(rest, true));
  return parts.join(' ');
}

function english(n: number): string {
  const units = [
    'zero',
    'one',
    'two',
    'three',
    'four',
    'five',
    'six',
    'seven',
    'eight',
    'nine',
    'ten',
    'eleven',
    'twelve',
    'thirteen',
    'fourteen',
    'fifteen',
    'sixteen',
    'seventeen',
    'eighteen',
    'nineteen',
  ];
  const tens = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
  const below100 = (x: number) => (x < 20 ? units[x]! : `${tens[Math.floor(x / 10)]}${x % 10 ? `-${units[x % 10]}` : ''}`);
  const below1000 = (x: number) => {
    const hundreds = Math.floor(x / 100);
    const rest = x % 100;
    return [hundreds ? `${units[hundreds]} hundred` : '', rest ? below100(rest) : ''].filter(Boolean).join(' ');
  };
  if (n === 0) return units[0]!;
  const groups: [number, string][] = [
    [Math.floor(n / 1_000_000), 'million'],
    [Math.floor((n % 1_000_000) / 1000), 'thousand'],
    [n % 1000, ''],
  ];
  return groups
    .filter(([value]) => value)
    .map(([value, name]) => `${below1000(value)}${name ? ` ${name}` : ''}`)
    .join(' ');
}

function german(n: number): string {
  const units = [
    'null',
    'eins',
    'zwei',
    'drei',
    'vier',
    'fünf',
    'sechs',
    'sieben',
    'acht',
    'neun',
    'zehn',
    'elf',
    'zwölf',
    'dreizehn',
    'vierzehn',
    'fünfzehn',
    'sechzehn',
    'siebzehn',
    'achtzehn',
    'neunzehn',
  ];
  const tens = ['', '', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];
  const below100 = (x: number, final: boolean): string => {
    if (x === 1) return final ? 'eins' : 'ein';
    if (x < 20) return units[x]!;
    const unit = x % 10;
    const ten = tens[Math.floor(x / 10)]!;
    return unit ? `${unit === 1 ? 'ein' : units[unit]}und${ten}` : ten;
  };
  const below1000 = (x: number, final: boolean): string => {
    const hundreds = Math.floor(x / 100);
    const rest = x % 100;
    return `${hundreds ? `${hundreds === 1 ? 'ein' : units[hundreds]}hundert` : ''}${rest ? below100(rest, final) : ''}`;
  };
  if (n === 0) return units[0]!;
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor((n % 1_000_000) / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  if (millions) parts.push(millions === 1 ? 'eine Million' : `${below1000(millions, false)} Millionen`);
  if (thousands || rest) parts.push(`${thousands ? `${below1000(thousands, false)}tausend` : ''}${rest ? below1000(rest, true) : ''}`);
  return parts.join(' ');
}

/** `n` in words in a language (French as Belgians write it), or null beyond what we write. */
export function numberInWords(n: number, lang: Lang): string | null {
  if (!Number.isInteger(n) || n < 0 || n > MAX) return null;
  switch (lang) {
    case 'nl':
      return dutch(n);
    case 'fr':
      return french(n, true);
    case 'de':
      return german(n);
    default:
      return english(n);
  }
}

/** What two spellings of one amount share: letters only, no accents, no "and"/"et", no currency, no plural s. */
export function normalizeWords(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z]+/g, ' ')
    .split(' ')
    .filter((word) => word && !['et', 'and', 'en', 'und', 'euro', 'euros', 'eur'].includes(word))
    .map((word) => word.replace(/^(cents|vingts|millions|millionen)$/, (w) => w.replace(/s$|en$/, '')))
    .join('')
    .replace(/million(en)?/g, 'million')
    .replace(/^(een|un|one|eine?)(miljoen|million)/, '$2');
}

/** Whether `typed` writes `amount` in any of our languages (and in France's French). */
export function amountInWordsMatches(amount: number, typed: string): boolean {
  const given = normalizeWords(typed);
  if (!given) return false;
  const spellings = [dutch(amount), french(amount, true), french(amount, false), english(amount), german(amount)];
  if (amount > MAX) return false;
  return spellings.some((spelling) => normalizeWords(spelling) === given);
}
