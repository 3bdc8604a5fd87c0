/**
 * Whise's estates mapped to our data files' records: the one place where Whise's field names meet ours
 * (docs/decisions/0033). Pure, like Omnicasa's mapping.
 *
 * Each of our fields has one line in a table: where it comes from in the `v1/estates/list` item (a
 * top-level field, a field of a nested object such as `purpose.id`, or a detail of `details[]` by its
 * numeric id, `details.1849`, never by its label, which follows the language), how the value is read,
 * and how well the name is attested: `2+` (two or more independent public sources), `1` (one source,
 * mostly the one saved real response), `inferred` (the field is attested, its meaning is not). A field
 * no source names is not in the tables: it is simply absent from the records (`NO_SOURCE` gives the few
 * our files require a value for), so nothing unknown is wired as if it were known.
 *
 * Values are coerced per field: numeric strings to numbers, "1"/"0" to booleans, Whise's dates
 * (`MM/DD/YYYY HH:mm` in details, ISO without a zone at the top level, Brussels time) to ISO. A value
 * that cannot be coerced is passed on unchanged, so that the sync's data check names the record, the
 * field and what it expected; a category, purpose or country id without a line in our tables likewise.
 */
import type { PropertyRecord, ProjectRecord } from '@/lib/catalogue/data/file-schemas';
import type { RemoteMedia } from '../omnicasa/mapping';
import { coerce } from '../field-rules';
import { brusselsParts, fromBrusselsTime } from '@/lib/platform/brussels-time';
import type { AgencyMapping } from '../mapping-file';
import { field } from './wire';

export type Evidence = '2+' | '1' | 'inferred';

export interface ReadContext {
  lang: string;
  /** Our Marquee numbers for sold, rented and under option (site.json's, when the sync gives them). */
  marquee?: { sold: number | null; rented: number | null; option: number | null };
}

/** How a value is read: the value (or the values, for a list of sources) to our field's value. */
type Read = (value: unknown, context: ReadContext) => unknown;

export interface FieldRule {
  /** Where in the estate: `area`, `purpose.id`, `details.1849` (the detail's value), `details.2712.enum.id`; a list reads each. */
  from: string | readonly string[];
  evidence: Evidence;
  as: Read;
}

// ---------------------------------------------------------------------------------------------
// Coercions

const absent = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A number, from a number or a numeric string ("123", "123.5", "123,5"); absent is null. */
export const num: Read = (value) => {
  if (absent(value)) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\s*-?\d+(?:[.,]\d+)?\s*$/.test(value)) return Number(value.trim().replace(',', '.'));
  return value;
};

/** A whole number; anything else as it came. */
export const int: Read = (value, context) => {
  const n = num(value, context);
  return typeof n === 'number' && !Number.isInteger(n) ? value : n;
};

/** A number that may come as a range whose ends are equal ("179-179", as Whise sends a project's EPC). */
export const numOrEqualRange: Read = (value, context) => {
  const range = typeof value === 'string' ? /^\s*(-?\d+(?:[.,]\d+)?)\s*-\s*(-?\d+(?:[.,]\d+)?)\s*$/.exec(value) : null;
  if (range && range[1] === range[2]) return num(range[1], context);
  return num(value, context);
};

/** A yes/no: true/false, 1/0, "1"/"0", "true"/"false"; absent is null. */
export const flag: Read = (value) => {
  if (absent(value)) return null;
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1' || value === 'true' || value === 'True') return true;
  if (value === 0 || value === '0' || value === 'false' || value === 'False') return false;
  return value;
};

/** Text; absent is null. */
export const text: Read = (value) =>
  absent(value) ? null : typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value;

/** Text our files require (may be empty); absent is "". */
export const str: Read = (value, context) => text(value, context) ?? '';

/** A list of sources: the first present, read with `read`. */
const firstOf =
  (read: Read): Read =>
  (values, context) =>
    read(
      (values as unknown[]).find((v) => !absent(v)),
      context,
    );

/** A list of sources: the sum of the numbers present, null when none is. */
const sum: Read = (values, context) => {
  const numbers = (values as unknown[]).map((v) => num(v, context)).filter((v) => v !== null);
  if (!numbers.length) return null;
  return numbers.every((n) => typeof n === 'number')
    ? (numbers as number[]).reduce((a, b) => a + b, 0)
    : numbers.find((n) => typeof n !== 'number');
};

/** An id looked up in `table`; an id the table does not know as it came, absent as `otherwise`. */
const lookup =
  (table: Readonly<Record<number, unknown>>, otherwise: unknown = null): Read =>
  (value) => {
    if (absent(value)) return otherwise;
    const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
    return typeof id === 'number' && id in table ? table[id] : value;
  };

/** A moment as Whise's filter writes times: "Y-m-d H:i:s", Brussels wall time, as Whise's own times come without a zone. */
export function whiseDateTime(date: Date): string {
  const p = brusselsParts(date.getTime());
  const two = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${two(p.month)}-${two(p.day)} ${two(p.hour)}:${two(p.minute)}:${two(p.second)}`;
}

/** A date and time, ISO in UTC: Whise's ISO without a zone is Brussels time; with a zone, as it says. */
export const dateTime: Read = (value) => {
  if (absent(value)) return null;
  if (typeof value !== 'string') return value;
  const local = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?$/.exec(value.trim());
  if (local) {
    const [, y, mo, d, h, mi, s, frac] = local;
    const ms = frac ? Number(frac.padEnd(3, '0')) : 0;
    return new Date(fromBrusselsTime(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s ?? 0), ms)).toISOString();
  }
  const zoned = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/.test(value.trim()) ? Date.parse(value) : NaN;
  return Number.isNaN(zoned) ? value : new Date(zoned).toISOString();
};

/** A date, YYYY-MM-DD: from a detail's "MM/DD/YYYY HH:mm" or an ISO date (and time). */
export const date: Read = (value) => {
  if (absent(value)) return null;
  if (typeof value !== 'string') return value;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+\d{1,2}:\d{2}(?::\d{2})?)?$/.exec(value.trim());
  if (us) return `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}`;
  const iso = /^(\d{4}-\d{2}-\d{2})(?:[T ].*)?$/.exec(value.trim());
  return iso ? iso[1] : value;
};

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  euro: '€',
  eacute: 'é',
  egrave: 'è',
  ecirc: 'ê',
  euml: 'ë',
  agrave: 'à',
  acirc: 'â',
  ccedil: 'ç',
  icirc: 'î',
  iuml: 'ï',
  ocirc: 'ô',
  ucirc: 'û',
  ugrave: 'ù',
  sup2: '²',
  deg: '°',
};

/** HTML as plain text (our descriptions are text): breaks and paragraphs kept as new lines, tags dropped, entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(?:p|div|li|h[1-6])>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d?);/gi, (entity, name: string) => {
      if (name[0] === '#') {
        const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Whise's language ids for ours, as the clients send them (`nl-BE`, `fr-BE`, `en-GB`); no source gives German's. */
export const LANGUAGE_IDS: Readonly<Record<string, string>> = { nl: 'nl-BE', fr: 'fr-BE', en: 'en-GB' };

/** A text per language (`[{languageId, content}]`): the content in the walk's language, HTML as text. */
const localizedText: Read = (value, { lang }) => {
  if (absent(value)) return null;
  if (!Array.isArray(value)) return value;
  const wanted = LANGUAGE_IDS[lang]?.toLowerCase();
  const entry =
    value.find((e) => String(field(e, 'languageId')).toLowerCase() === wanted) ??
    value.find((e) => String(field(e, 'languageId')).toLowerCase().startsWith(`${lang}-`)) ??
    (value.length === 1 ? value[0] : undefined);
  const content = field(entry, 'content');
  return typeof content === 'string' ? htmlToText(content) : null;
};

/** A text list's content read as required text ("" when the language has none). */
const localizedStr: Read = (value, context) => localizedText(value, context) ?? '';

// ---------------------------------------------------------------------------------------------
// Whise's enumerations as ours

/** Whise's categories (`category.id`) as the sample's type tree (types.json `WebID`), and the names a record carries. */
export const CATEGORIES: Readonly<Record<number, { webId: number; name: Record<string, string> }>> = {
  1: { webId: 1, name: { nl: 'Woning', fr: 'Maison', en: 'House', de: 'Haus' } },
  2: { webId: 2, name: { nl: 'Appartement', fr: 'Appartement', en: 'Flat', de: 'Wohnung' } },
  3: { webId: 3, name: { nl: 'Grond', fr: 'Terrain', en: 'Plot', de: 'Grundstück' } },
  4: { webId: 5, name: { nl: 'Kantoor', fr: 'Bureau', en: 'Office', de: 'Büro' } },
  5: { webId: 5, name: { nl: 'Commercieel vastgoed', fr: 'Immobilier commercial', en: 'Commercial property', de: 'Gewerbeimmobilie' } },
  6: { webId: 5, name: { nl: 'Industrieel vastgoed', fr: 'Bien industriel', en: 'Industrial property', de: 'Industrieimmobilie' } },
  7: { webId: 6, name: { nl: 'Garage / parking', fr: 'Garage / parking', en: 'Garage / parking', de: 'Garage / Stellplatz' } },
};

/** An investment estate (`investmentEstate`) is the sample's "investment property" type, whatever its category. */
export const INVESTMENT = {
  webId: 4,
  name: { nl: 'Opbrengsteigendom', fr: 'Immeuble de rapport', en: 'Investment property', de: 'Renditeobjekt' },
};

const categoryOf = (values: unknown): { webId: number; name: Record<string, string> } | null => {
  const [category, investment] = values as [unknown, unknown];
  if (flag(investment, { lang: 'nl' }) === true) return INVESTMENT;
  const id = typeof category === 'string' && /^\d+$/.test(category) ? Number(category) : category;
  return typeof id === 'number' ? (CATEGORIES[id] ?? null) : null;
};

const webId: Read = (values) => categoryOf(values)?.webId ?? (values as unknown[])[0] ?? null;
const webIds: Read = (values, context) => {
  const id = webId(values, context);
  return typeof id === 'number' ? [id] : id;
};
const typeName: Read = (values, { lang }) => {
  const category = categoryOf(values);
  return category ? (category.name[lang] ?? category.name.en) : ((values as unknown[])[0] ?? null);
};

/** `purpose.id`: 1 sale, 2 rent, 3 life annuity (a sale) as our Goal (0 sale, 1 rent). */
const GOALS: Record<number, number> = { 1: 0, 2: 1, 3: 0 };

/**
 * `purposeStatus.id` as our Marquee: 3 sold and 22 compromise signed are sold, 4 rented, 5/6 options,
 * 12/13 options by the owner and 14 sold under condition are under option; every other status is a
 * listing without a mark. The numbers are site.json's when the sync gives them, else the sample's.
 */
const MARQUEE_KINDS: Record<number, 'sold' | 'rented' | 'option'> = {
  3: 'sold',
  22: 'sold',
  4: 'rented',
  5: 'option',
  6: 'option',
  12: 'option',
  13: 'option',
  14: 'option',
};
const MARQUEE_DEFAULTS = { sold: 2, rented: 3, option: 4 } as const;
const MARQUEE_NAMES: Record<'sold' | 'rented' | 'option', Record<string, string>> = {
  sold: { nl: 'Verkocht', fr: 'Vendu', en: 'Sold', de: 'Verkauft' },
  rented: { nl: 'Verhuurd', fr: 'Loué', en: 'Rented', de: 'Vermietet' },
  option: { nl: 'Optie', fr: 'Option', en: 'Under option', de: 'Option' },
};
const marqueeKind = (value: unknown) => MARQUEE_KINDS[Number(value)] ?? null;
const marquee: Read = (value, context) => {
  if (absent(value)) return 0;
  if (!Number.isInteger(Number(value))) return value;
  const kind = marqueeKind(value);
  return kind ? (context.marquee?.[kind] ?? MARQUEE_DEFAULTS[kind]) : 0;
};
const marqueeName: Read = (value, { lang }) => {
  const kind = marqueeKind(value);
  return kind ? (MARQUEE_NAMES[kind][lang] ?? MARQUEE_NAMES[kind].en) : null;
};

/** `country.id` (1 is Belgium; no source gives another) as ours (types: 10 Belgium). */
const COUNTRIES: Record<number, { id: number; name: Record<string, string> }> = {
  1: { id: 10, name: { nl: 'België', fr: 'Belgique', en: 'Belgium', de: 'Belgien' } },
};
const countryId: Read = (value) => {
  const country = COUNTRIES[Number(value)];
  return country ? country.id : value;
};
const countryName: Read = (value, { lang }) => {
  const country = COUNTRIES[Number(value)];
  return country ? (country.name[lang] ?? country.name.en) : value;
};

/** `availability.id` as a text in the record's language. */
const AVAILABILITY: Record<number, Record<string, string>> = {
  1: { nl: 'Bij akte', fr: "À l'acte", en: 'At the deed' },
  2: { nl: 'Te bespreken met de eigenaar', fr: 'À convenir avec le propriétaire', en: 'To agree with the owner' },
  3: { nl: 'Te bespreken met de huurder', fr: 'À convenir avec le locataire', en: 'To agree with the tenant' },
  4: { nl: 'Niet beschikbaar', fr: 'Indisponible', en: 'Unavailable' },
  5: { nl: 'Onmiddellijk', fr: 'Immédiatement', en: 'Immediately' },
  6: { nl: 'Bij oplevering', fr: 'À la livraison', en: 'On delivery' },
  7: { nl: 'In onderling overleg', fr: 'À convenir', en: 'To be agreed' },
};
const availability: Read = (value, { lang }) => {
  if (absent(value)) return null;
  const names = AVAILABILITY[Number(value)];
  return names ? (names[lang] ?? names.en) : value;
};

/** Detail 2712's enumeration: 1837 is "none", every other kind of summons or measure is one. */
const SUMMONS: Record<number, boolean> = { 1832: true, 1833: true, 1834: true, 1835: true, 1836: true, 1837: false };

/** `parentId`: the project of a unit; 0 or absent is none. */
const parent: Read = (value, context) => {
  if (absent(value) || value === 0 || value === '0') return null;
  return int(value, context);
};

// ---------------------------------------------------------------------------------------------
// The tables

type PropertyField = Exclude<keyof PropertyRecord, 'language' | 'Pictures' | 'Documents' | 'SmallPicture' | 'SmallPictureItem'>;

/** Our property field ← the estate's. */
export const PROPERTY_FIELDS: Partial<Record<PropertyField, FieldRule>> = {
  ID: { from: 'id', evidence: '2+', as: int },
  WebID: { from: ['category.id', 'investmentEstate'], evidence: '2+', as: webId },
  WebIDs: { from: ['category.id', 'investmentEstate'], evidence: '2+', as: webIds },
  MainTypeName: { from: ['category.id', 'investmentEstate'], evidence: '2+', as: typeName },
  TypeDescription: { from: ['category.id', 'investmentEstate'], evidence: '2+', as: typeName },
  Goal: { from: 'purpose.id', evidence: '2+', as: lookup(GOALS) },
  Price: { from: 'price', evidence: '2+', as: num },
  PublishPrice: { from: 'displayPrice', evidence: '1', as: flag },
  Marquee: { from: 'purposeStatus.id', evidence: '2+', as: marquee },
  MarqueeName: { from: 'purposeStatus.id', evidence: '2+', as: marqueeName },
  Title: { from: 'name', evidence: '2+', as: str },
  Description: { from: ['longDescription', 'shortDescription'], evidence: '1', as: firstOf(localizedStr) },
  Street: { from: 'address', evidence: '1', as: str },
  HouseNumber: { from: 'number', evidence: '1', as: str },
  BoxNr: { from: 'box', evidence: '1', as: str },
  Zip: { from: 'zip', evidence: '1', as: str },
  City: { from: 'city', evidence: '2+', as: str },
  CountryID: { from: 'country.id', evidence: '1', as: countryId },
  CountryName: { from: 'country.id', evidence: '1', as: countryName },
  PublishAddress: { from: 'displayAddress', evidence: '1', as: flag },
  EnergyPerformance: { from: ['energyValue', 'details.2089'], evidence: '1', as: firstOf(numOrEqualRange) },
  EPCLabelText: { from: ['energyClass', 'details.2056'], evidence: '1', as: firstOf(text) },
  RecordFile: { from: 'referenceNumber', evidence: '1', as: text },
  Latitude: { from: 'details.1849', evidence: '1', as: num },
  Longitude: { from: 'details.1850', evidence: '1', as: num },
  ProjectID: { from: 'parentId', evidence: '2+', as: parent },
  CreateDate: { from: 'createDateTime', evidence: '1', as: dateTime },
  LivingSurface: { from: 'area', evidence: '1', as: num },
  GroundSurface: { from: 'groundArea', evidence: '1', as: num },
  GardenSurface: { from: 'gardenArea', evidence: '1', as: num },
  TerraceSurface: { from: 'details.874', evidence: '1', as: num },
  ConstructedSurface: { from: 'details.27', evidence: '1', as: num },
  Bedrooms: { from: 'rooms', evidence: 'inferred', as: int },
  Bathrooms: { from: 'bathRooms', evidence: '1', as: int },
  ShowerRooms: { from: 'details.57', evidence: '1', as: int },
  Toilets: { from: 'details.55', evidence: '1', as: int },
  Garages: { from: 'details.19', evidence: '1', as: int },
  Parkings: { from: ['details.998', 'details.999'], evidence: '1', as: sum },
  Floors: { from: 'details.15', evidence: '1', as: int },
  ConstructionYear: { from: 'details.14', evidence: '1', as: int },
  RenovationYear: { from: 'details.585', evidence: '1', as: int },
  Facades: { from: 'fronts', evidence: '1', as: int },
  CO2Emission: { from: 'details.2090', evidence: '1', as: num },
  EnergyCertificateEndDate: { from: 'details.2776', evidence: '1', as: date },
  EPCCertificateCode: { from: 'details.2391', evidence: '1', as: text },
  Heating: { from: 'details.1020', evidence: '2+', as: text },
  Kitchen: { from: 'details.1595', evidence: '1', as: text },
  FloodZone: { from: 'details.2222', evidence: '2+', as: text },
  PlanningData: { from: 'details.1736', evidence: '2+', as: text },
  Permit: { from: 'details.808', evidence: '1', as: flag },
  AllotmentPermit: { from: 'details.812', evidence: '1', as: flag },
  PreemptiveRights: { from: 'details.1734', evidence: '1', as: flag },
  Summons: { from: 'details.2712.enum.id', evidence: '2+', as: lookup(SUMMONS) },
  ChargesRenter: { from: 'details.301', evidence: '1', as: num },
  Availability: { from: 'availability.id', evidence: '2+', as: availability },
  Garden: { from: 'garden', evidence: '1', as: flag },
  Furnished: { from: 'furnished', evidence: '1', as: flag },
  Lift: { from: 'details.372', evidence: '1', as: flag },
};

/** What our files require that no source names in Whise's answers: the value every record gets. */
export const NO_SOURCE = { PriceUnit: null, PriceUnitText: null, AgentID: null, Videos: [] } as const satisfies Partial<
  Record<PropertyField, unknown>
>;

type ProjectField = Exclude<keyof ProjectRecord, 'language' | 'Pictures'>;

/** Our project field ← the estate's (an estate that can have children). */
export const PROJECT_FIELDS: Record<ProjectField, FieldRule> = {
  ID: { from: 'id', evidence: '2+', as: int },
  Name: { from: 'name', evidence: '2+', as: str },
  Description: { from: ['longDescription', 'shortDescription'], evidence: '1', as: firstOf(localizedStr) },
  PublicAddress: { from: 'displayAddress', evidence: '1', as: flag },
  Street: { from: 'address', evidence: '1', as: str },
  HouseNumber: { from: 'number', evidence: '1', as: str },
  BoxNr: { from: 'box', evidence: '1', as: str },
  Zip: { from: 'zip', evidence: '1', as: str },
  City: { from: 'city', evidence: '2+', as: str },
  CountryID: { from: 'country.id', evidence: '1', as: countryId },
  CountryName: { from: 'country.id', evidence: '1', as: countryName },
  Latitude: { from: 'details.1849', evidence: '1', as: num },
  Longitude: { from: 'details.1850', evidence: '1', as: num },
};

// ---------------------------------------------------------------------------------------------
// Reading an estate

/** The estate's details by id (the first item of an id that appears under two groups). */
function detailsById(estate: unknown): Map<number, unknown> {
  const byId = new Map<number, unknown>();
  const details = field(estate, 'details');
  if (!Array.isArray(details)) return byId;
  for (const item of details) {
    const id = Number(field(item, 'id'));
    if (Number.isInteger(id) && !byId.has(id)) byId.set(id, item);
  }
  return byId;
}

/** The value at a path of `from`. */
function valueAt(estate: unknown, details: Map<number, unknown>, path: string): unknown {
  const [head, ...rest] = path.split('.');
  if (head === 'details') {
    const [id, ...inner] = rest;
    let value: unknown = details.get(Number(id));
    for (const name of inner.length ? inner : ['value']) value = field(value, name);
    return value;
  }
  let value = field(estate, head!);
  for (const name of rest) value = field(value, name);
  return value;
}

function mapFields(estate: unknown, table: Readonly<Partial<Record<string, FieldRule>>>, context: ReadContext): Record<string, unknown> {
  const details = detailsById(estate);
  const record: Record<string, unknown> = {};
  for (const [ours, rule] of Object.entries(table)) {
    if (!rule) continue;
    const value =
      typeof rule.from === 'string' ? valueAt(estate, details, rule.from) : rule.from.map((path) => valueAt(estate, details, path));
    const read = rule.as(value, context);
    if (read !== undefined) record[ours] = read;
  }
  return record;
}

/** An absolute http(s) URL, or null. */
function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The estate's pictures in their order, each at the largest size it has (`urlXXL`, else `urlLarge`, else `urlSmall`). */
export function pictureList(estate: unknown): RemoteMedia[] {
  const pictures = field(estate, 'pictures');
  if (!Array.isArray(pictures)) return [];
  const listed: (RemoteMedia & { order: number; index: number })[] = [];
  pictures.forEach((picture, index) => {
    const id = field(picture, 'id');
    const url = httpUrl(field(picture, 'urlXXL')) ?? httpUrl(field(picture, 'urlLarge')) ?? httpUrl(field(picture, 'urlSmall'));
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || !url) return;
    const order = field(picture, 'order');
    listed.push({ ID: id, url, Name: '', order: typeof order === 'number' ? order : Number.MAX_SAFE_INTEGER, index });
  });
  return listed.sort((a, b) => a.order - b.order || a.index - b.index).map(({ ID, url, Name }) => ({ ID, url, Name }));
}

/** The estate's id, or null. */
export function estateId(estate: unknown): number | null {
  const id = field(estate, 'id');
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Whether the estate is a project (it can have children, the units that name it as their `parentId`). */
export function isProject(estate: unknown): boolean {
  return flag(field(estate, 'canHaveChildren'), { lang: 'nl' }) === true;
}

/** `status.id` 1 is active (5 archived, 6 deleted); `displayStatusId` 2 online, 3 estate of the month, 5 on the website only (1 offline, 4 references). */
export const ACTIVE_STATUS = 1;
export const ONLINE_DISPLAY_STATUSES = [2, 3, 5] as const;
/** Every status and display status the enumerations name, to see estates that went offline too. */
export const ALL_STATUSES = [1, 5, 6] as const;
export const ALL_DISPLAY_STATUSES = [1, 2, 3, 4, 5] as const;

/** Whether the estate is on the website: active and displayed online. */
export function isOnline(estate: unknown): boolean {
  const status = Number(field(field(estate, 'status'), 'id'));
  const display = Number(field(estate, 'displayStatusId'));
  return status === ACTIVE_STATUS && (ONLINE_DISPLAY_STATUSES as readonly number[]).includes(display);
}

/** An estate of `v1/estates/list` in `lang`, as our property record with remote pictures (Whise's documents are unknown). */
export function fromWhiseProperty(
  estate: unknown,
  lang: string,
  marquee?: ReadContext['marquee'],
  mapping?: AgencyMapping,
): Record<string, unknown> & { Pictures: RemoteMedia[]; Documents: RemoteMedia[] } {
  return {
    ...NO_SOURCE,
    Videos: [],
    ...mapFields(estate, PROPERTY_FIELDS, { lang, marquee }),
    ...agencyFields(estate, mapping),
    Pictures: pictureList(estate),
    Documents: [],
    language: lang,
  };
}

/**
 * The fields the agency's mapping file names (lib/agency/crm/mapping-file.ts), over the table's: `from` is a
 * path as the table's (`details.2222`, `legal.x`), the value read as the file says.
 */
function agencyFields(estate: unknown, mapping: AgencyMapping | undefined): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  if (!mapping) return record;
  const details = detailsById(estate);
  for (const [ours, rule] of Object.entries(mapping.fields)) {
    if (!rule || ours === 'Documents') continue;
    const value = valueAt(estate, details, rule.from);
    if (value !== undefined) record[ours] = coerce(value, rule.as ?? 'raw');
  }
  return record;
}

/** A project estate in `lang`, as our project record with remote pictures. */
export function fromWhiseProject(
  estate: unknown,
  lang: string,
): Record<string, unknown> & { Pictures: RemoteMedia[]; Documents: RemoteMedia[] } {
  return { ...mapFields(estate, PROJECT_FIELDS, { lang }), Pictures: pictureList(estate), Documents: [], language: lang };
}
