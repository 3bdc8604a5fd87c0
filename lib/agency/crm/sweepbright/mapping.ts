/**
 * SweepBright's estates (`GET estates/{id}`) mapped to our data files' records: the one place where
 * SweepBright's field names meet ours (docs/decisions/0033, 0056). Pure.
 *
 * Each of our fields has one rule: the path in the estate it is read from, how the value is read, and
 * how sure the name is: `2+` (a sample estate in one public client's tests and the reader of another,
 * independent, client), `1` (one of them), `inferred` (the name is seen, its meaning is ours). A field no
 * source names is in no rule and stays absent (docs/crm.md lists them): the estate's documents (their URL
 * key is unknown), garden and terrace surfaces, garages and parkings, heating as text, notary costs.
 *
 * Two shapes of the legal block are seen: the older sample (API version 20191206) carries the energy
 * certificate's value, label and code at the top level (`epc_value`, `epc_category`, `epc_reference`),
 * the other client reads them, and the planning and flood mentions, under `legal.{energy, regulations,
 * property_and_land}`. Which version brought `legal.*` is not stated anywhere, so both are read: the
 * `legal.*` path first, the top-level one after (`also`). The older sample has a top-level
 * `regulations` too (null there): its keys are taken to be those of `legal.regulations` (inferred).
 *
 * Texts come as objects keyed by locale (`{nl, fr, en}`); the record of a language takes that key.
 * A value that cannot be read as its rule says is passed on as it came, so that the sync's check names
 * the record and the field and holds that record back (docs/decisions/0055); a `type`, `negotiation`
 * or country this table does not know likewise.
 */
import type { PropertyRecord } from '@/lib/catalogue/data/file-schemas';
import { coerce, type Coerce, type FieldRule } from '../field-rules';
import { agencyRules, EMPTY_MAPPING, type AgencyMapping } from '../mapping-file';
import type { RemoteMedia, RemoteRecord } from '../omnicasa/mapping';
import { field } from './wire';

type OurField = Exclude<keyof PropertyRecord, 'language' | 'Pictures' | 'Documents' | 'SmallPicture' | 'SmallPictureItem'>;

export interface MapContext {
  lang: string;
  /** Our Marquee numbers for sold, rented and under option (site.json's, when the sync gives them). */
  marquee?: { sold: number | null; rented: number | null; option: number | null };
  mapping?: AgencyMapping;
}

/** A rule of ours: a dotted path, a second place the value may be (the older shape), and a reader when a coercion is not enough. */
export interface EstateRule extends FieldRule {
  also?: string;
  read?: (value: unknown, context: MapContext) => unknown;
}

const absent = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The value at a dotted path of the estate. */
export function valueAt(estate: unknown, path: string): unknown {
  let value: unknown = estate;
  for (const name of path.split('.')) value = field(value, name);
  return value;
}

/** A locale object's text in the record's language; absent is null. */
const localized = (value: unknown, { lang }: MapContext): unknown => {
  if (absent(value)) return null;
  if (typeof value === 'string') return value.trim();
  if (typeof value !== 'object' || Array.isArray(value)) return Array.isArray(value) && value.length === 0 ? null : value;
  const text = field(value, lang);
  return typeof text === 'string' && text.trim() ? text.trim() : null;
};

/** `flood_risk` (three values seen) as the text our pages show. */
const FLOOD_RISK: Record<string, Record<string, string>> = {
  no_flood_risk_area: {
    nl: 'Niet in overstromingsgevoelig gebied',
    fr: "Pas en zone d'aléa d'inondation",
    en: 'Not in a flood-prone area',
  },
  potential_flood_sensitive_area: {
    nl: 'Mogelijk overstromingsgevoelig gebied',
    fr: "Zone d'aléa d'inondation faible",
    en: 'Possibly flood-prone area',
  },
  effective_flood_sensitive_area: {
    nl: 'Effectief overstromingsgevoelig gebied',
    fr: "Zone d'aléa d'inondation élevé",
    en: 'Flood-prone area',
  },
};

/** `land_use_designation` (two values seen) as text; another value as it came. */
const LAND_USE: Record<string, Record<string, string>> = {
  residential: { nl: 'Woongebied', fr: "Zone d'habitat", en: 'Residential area' },
  mixed_residential: { nl: 'Gemengd woongebied', fr: "Zone d'habitat mixte", en: 'Mixed residential area' },
};

const translated =
  (table: Record<string, Record<string, string>>) =>
  (value: unknown, { lang }: MapContext): unknown => {
    if (absent(value)) return null;
    const names = typeof value === 'string' ? table[value] : undefined;
    return names ? (names[lang] ?? names.en) : value;
  };

/** `location.hidden` says the address must not be shown (the meaning is inferred from the name). */
const shown = (value: unknown, context: MapContext): unknown => {
  if (absent(value)) return context.mapping?.defaults.PublishAddress ?? false;
  const hidden = coerce(value, 'bool');
  return typeof hidden === 'boolean' ? !hidden : value;
};

const rule = (from: string, as: Coerce, evidence: FieldRule['evidence'], more: Partial<EstateRule> = {}): EstateRule => ({
  from,
  as,
  evidence,
  ...more,
});

/** Our property field ← the estate's. */
export const ESTATE_RULES: Partial<Record<OurField, EstateRule>> = {
  RecordFile: rule('settings.reference', 'text', '1'),
  Price: rule('price.amount', 'number', '2+'),
  PublishPrice: rule('price.hidden', 'bool', '2+', {
    read: (value) => (absent(value) ? true : typeof value === 'boolean' ? !value : value),
  }),
  Title: rule('description_title', 'raw', '2+', { read: localized }),
  Description: rule('description', 'raw', '2+', { read: (value, context) => localized(value, context) ?? '' }),
  Street: rule('location.street', 'text', '2+', { read: (value) => (absent(value) ? '' : value) }),
  HouseNumber: rule('location.number', 'text', '2+', { read: (value) => (absent(value) ? '' : coerce(value, 'text')) }),
  BoxNr: rule('location.box', 'text', '2+', { read: (value) => (absent(value) ? '' : coerce(value, 'text')) }),
  Zip: rule('location.postal_code', 'zip', '2+'),
  City: rule('location.city', 'text', '2+'),
  PublishAddress: rule('location.hidden', 'bool', 'inferred', { read: shown }),
  Latitude: rule('location.geo.latitude', 'number', '2+'),
  Longitude: rule('location.geo.longitude', 'number', '2+'),
  LivingSurface: rule('sizes.liveable_area.size', 'number', '2+'),
  GroundSurface: rule('sizes.plot_area.size', 'number', '1'),
  Bedrooms: rule('bedrooms', 'int', '2+'),
  Bathrooms: rule('bathrooms', 'int', '2+'),
  ShowerRooms: rule('shower_rooms', 'int', '1'),
  Toilets: rule('toilets', 'int', '2+'),
  Floors: rule('floors', 'int', '2+'),
  ConstructionYear: rule('building.construction.year', 'int', '2+'),
  RenovationYear: rule('building.renovation.year', 'int', '2+'),
  TerraceOrientation: rule('terrace_orientation', 'text', '2+'),
  GardenOrientation: rule('garden_orientation', 'text', '1'),
  Furnished: rule('features.comfort.furnished', 'bool', '1'),
  Availability: rule('occupancy.available_from', 'date', '2+'),
  // The energy certificate: `legal.energy.*`, or the top level in the older shape.
  EnergyPerformance: rule('legal.energy.epc_value', 'number', '2+', { also: 'epc_value' }),
  EPCLabelText: rule('legal.energy.epc_category', 'text', '2+', { also: 'epc_category' }),
  EPCCertificateCode: rule('legal.energy.epc_reference', 'text', '2+', { also: 'epc_reference' }),
  EnergyTotal: rule('legal.energy.total_epc_value', 'number', '1'),
  CO2Emission: rule('legal.energy.co2_emissions', 'number', '1'),
  // Flood information and planning mentions: named under `legal.*` by one client only.
  FloodZone: rule('legal.property_and_land.flood_risk', 'text', '1', { read: translated(FLOOD_RISK) }),
  FloodScoreParcel: rule('legal.property_and_land.flood_risk_plot_score', 'floodScore', '1'),
  FloodScoreBuilding: rule('legal.property_and_land.flood_risk_building_score', 'floodScore', '1'),
  PlanningData: rule('legal.property_and_land.land_use_designation', 'text', '1', { read: translated(LAND_USE) }),
  Permit: rule('legal.regulations.building_permit', 'bool', '1', { also: 'regulations.building_permit' }),
  AllotmentPermit: rule('legal.regulations.subdivision_authorisation', 'bool', '1', { also: 'regulations.subdivision_authorisation' }),
  PreemptiveRights: rule('legal.regulations.priority_purchase_right', 'bool', '1', { also: 'regulations.priority_purchase_right' }),
  // A planning breach is what our pages call a summons (the meaning is inferred).
  Summons: rule('legal.regulations.urban_planning_breach', 'bool', 'inferred', { also: 'regulations.urban_planning_breach' }),
};

/** Fields that are no field of ours but decide how an estate is read. */
export const ESTATE_FIELDS = {
  id: rule('id', 'text', '2+'),
  type: rule('type', 'text', '2+'),
  negotiation: rule('negotiation', 'text', '2+'),
  rentPeriod: rule('rent_period', 'text', '2+'),
  status: rule('status', 'text', '2+'),
  country: rule('location.country', 'text', '2+'),
  isProject: rule('is_project', 'bool', '2+'),
  images: rule('images', 'raw', '2+'),
  video: rule('video_url', 'text', '2+'),
  virtualTour: rule('virtual_tour_url', 'text', '1'),
} as const;

/** `type` as the sample's type tree (types.json `WebID`): the three values seen; the full list is unknown. */
export const TYPES: Readonly<Record<string, { webId: number; name: Record<string, string> }>> = {
  house: { webId: 1, name: { nl: 'Woning', fr: 'Maison', en: 'House', de: 'Haus' } },
  apartment: { webId: 2, name: { nl: 'Appartement', fr: 'Appartement', en: 'Flat', de: 'Wohnung' } },
  land: { webId: 3, name: { nl: 'Grond', fr: 'Terrain', en: 'Plot', de: 'Grundstück' } },
};

/** `negotiation` as our Goal: `sale` 0, `let` 1. */
const GOALS: Record<string, number> = { sale: 0, let: 1 };

/**
 * `status` (the values one client orders its list by): which are on the website, and the mark they get.
 * `available` and `bid` (an offer made) carry none; `option` and `agreement` are under option and
 * `under_contract` is sold or rented by the negotiation (the meanings are inferred from the names);
 * `prospect` (not yet on the market), `lost` (the mandate lost) and any value not listed are withdrawn.
 */
export const STATUSES: Readonly<Record<string, { published: boolean; mark: 'sold' | 'rented' | 'option' | 'closed' | null }>> = {
  available: { published: true, mark: null },
  bid: { published: true, mark: null },
  option: { published: true, mark: 'option' },
  agreement: { published: true, mark: 'option' },
  under_contract: { published: true, mark: 'closed' },
  sold: { published: true, mark: 'sold' },
  rented: { published: true, mark: 'rented' },
  prospect: { published: false, mark: null },
  lost: { published: false, mark: null },
};

const MARQUEE_DEFAULTS = { sold: 2, rented: 3, option: 4 } as const;
const MARQUEE_NAMES: Record<'sold' | 'rented' | 'option', Record<string, string>> = {
  sold: { nl: 'Verkocht', fr: 'Vendu', en: 'Sold', de: 'Verkauft' },
  rented: { nl: 'Verhuurd', fr: 'Loué', en: 'Rented', de: 'Vermietet' },
  option: { nl: 'Optie', fr: 'Option', en: 'Under option', de: 'Option' },
};

/** `location.country` (`BE` seen; `LU` as its ISO code, inferred) as ours. */
const COUNTRIES: Record<string, { id: number; name: Record<string, string> }> = {
  BE: { id: 10, name: { nl: 'België', fr: 'Belgique', en: 'Belgium', de: 'Belgien' } },
  LU: { id: 50, name: { nl: 'Luxemburg', fr: 'Luxembourg', en: 'Luxembourg', de: 'Luxemburg' } },
};

/** What our files require that no source names on SweepBright's estates: the value every record gets. */
export const NO_SOURCE = { PriceUnit: null, PriceUnitText: null, AgentID: null, ProjectID: null } as const satisfies Partial<
  Record<OurField, unknown>
>;

/** An absolute http(s) URL, or null. */
function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 4000) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The estate's id (a UUID), or null. */
export function estateUuid(estate: unknown): string | null {
  const id = field(estate, 'id');
  return typeof id === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) ? id.toLowerCase() : null;
}

/** Whether the estate is a project (its units are estates of their own; projects are not mapped yet). */
export const isProject = (estate: unknown) => coerce(field(estate, 'is_project'), 'bool') === true;

/** Whether the estate is on the website, by its status. */
export function isPublished(estate: unknown): boolean {
  const status = field(estate, 'status');
  return typeof status === 'string' && STATUSES[status]?.published === true;
}

/**
 * The estate's pictures in their order (`ordinal`), numbered 1, 2, … in it. Their URLs are signed and
 * expire (`url_expires_on`): the sync fetches them while it reads the estate, in the same run, and names
 * their files after the image's id, so that an image is fetched once, not at every read.
 */
export function imageList(estate: unknown): RemoteMedia[] {
  const images = field(estate, 'images');
  if (!Array.isArray(images)) return [];
  return images
    .map((image, index) => ({ image, index, ordinal: Number(field(image, 'ordinal')) }))
    .sort(
      (a, b) =>
        (Number.isFinite(a.ordinal) ? a.ordinal : Infinity) - (Number.isFinite(b.ordinal) ? b.ordinal : Infinity) || a.index - b.index,
    )
    .flatMap(({ image }) => {
      const url = httpUrl(field(image, 'url'));
      const description = field(image, 'description');
      // The signed URL changes at every read; the image's own id does not, so its file is fetched once.
      const id = field(image, 'id');
      const key = typeof id === 'string' || typeof id === 'number' ? { key: `sweepbright:image:${String(id)}` } : {};
      return url ? [{ url, Name: typeof description === 'string' ? description.slice(0, 200) : '', ...key }] : [];
    })
    .map((media, index) => ({ ID: index + 1, ...media }));
}

/** The value of a rule: the first place, else the second; the agency's plain names read from the top. */
function read(estate: unknown, { from, also, as, read: reader }: EstateRule, context: MapContext): unknown {
  let value = valueAt(estate, from);
  if (absent(value) && also) value = valueAt(estate, also) ?? value;
  if (reader) return reader(value, context);
  return value === undefined ? undefined : coerce(value, as);
}

/**
 * An estate as our property record in `lang`, with remote pictures: `id` is ours for its UUID (the id
 * map), `createdAt` when we first saw it (the estate carries no creation time that any source shows).
 */
export function fromEstate(estate: unknown, id: number, createdAt: Date, context: MapContext): RemoteRecord {
  const { lang } = context;
  const mapping = context.mapping ?? EMPTY_MAPPING;
  const rules: Record<string, EstateRule> = { ...ESTATE_RULES, ...agencyRules(mapping) };
  const record: Record<string, unknown> = {};
  for (const [ours, r] of Object.entries(rules)) {
    const value = read(estate, r, context);
    if (value !== undefined) record[ours] = value;
  }
  const typeCode = field(estate, 'type');
  const type = typeof typeCode === 'string' ? TYPES[typeCode] : undefined;
  const negotiation = field(estate, 'negotiation');
  const goal = typeof negotiation === 'string' && negotiation in GOALS ? GOALS[negotiation] : (negotiation ?? null);
  const status = field(estate, 'status');
  const meaning = typeof status === 'string' ? STATUSES[status] : undefined;
  const kind = meaning?.mark === 'closed' ? (goal === 1 ? 'rented' : 'sold') : (meaning?.mark ?? null);
  const marquee = kind ? (mapping.marquee[kind] ?? context.marquee?.[kind] ?? MARQUEE_DEFAULTS[kind]) : 0;
  const countryCode = field(field(estate, 'location'), 'country');
  const country = typeof countryCode === 'string' ? COUNTRIES[countryCode.toUpperCase()] : undefined;
  const typeName = type ? (type.name[lang] ?? type.name.en!) : typeof typeCode === 'string' ? typeCode : '';
  const rentPeriod = field(estate, 'rent_period');
  const videos = [httpUrl(field(estate, 'video_url')), httpUrl(field(estate, 'virtual_tour_url'))].filter((url) => url !== null);
  return {
    ...NO_SOURCE,
    ID: id,
    WebID: type?.webId ?? typeCode ?? null,
    WebIDs: type ? [type.webId] : [],
    MainTypeName: typeName,
    TypeDescription: typeName,
    Goal: goal,
    Marquee: marquee,
    MarqueeName: kind ? (MARQUEE_NAMES[kind][lang] ?? MARQUEE_NAMES[kind].en) : null,
    CountryID: country?.id ?? countryCode ?? null,
    CountryName: country ? (country.name[lang] ?? country.name.en) : (countryCode ?? null),
    EnergyPerformance: null,
    EPCLabelText: null,
    CreateDate: createdAt.toISOString(),
    ...record,
    // A title in every language: the estate's, else "type – place" as for the other CRMs.
    Title: record.Title ?? ([typeName, record.City].filter((v) => typeof v === 'string' && v).join(' – ') || null),
    // The rent is a month's unless the estate says it is a week's.
    MonthlyRent: goal === 1 && (rentPeriod === undefined || rentPeriod === null || rentPeriod === 'month') ? (record.Price ?? null) : null,
    Videos: videos.map((url) => ({ Url: url })),
    Pictures: imageList(estate),
    Documents: [],
    language: lang,
  };
}
