/**
 * Omnicasa's catalogue shapes mapped to our data files' records: the one place where the CRM's field
 * names meet ours (docs/decisions/0033, 0056; docs/crm.md has the table with its evidence).
 *
 * The built-in table holds only names public sources show on Omnicasa's answers (`GoogleX`,
 * `SurfaceLiving`, `NumberOfBedRooms`, ...), each with how sure that name is. What no source names (the
 * energy certificate's code, flood scores, planning mentions, notary costs, documents) the agency maps in
 * its `crm-mapping.json` (../mapping-file.ts), whose rules come first. A few of our fields no CRM sends
 * are ours to fill (`WebIDs`, `MonthlyRent`, a title when none is mapped), said where they are.
 *
 * Which items are published: `Status` 1 (active), 2 (sold) and 4 (rented); the others (prospect,
 * cancelled, inactive, reference) are withdrawn, and a withdrawn listing the site shows is removed.
 * Pictures come on the list items (`XLargePictureItems`, else `LargePictures`, else `LargePicture`), so
 * the list is read without a call per item; only an item with none of them asks GetPropertyPictureList.
 */
import type { PropertyRecord, ProjectRecord } from '@/lib/catalogue/data/file-schemas';
import { coerce, field, type FieldRule } from '../field-rules';
import { agencyRules, EMPTY_MAPPING, type AgencyMapping } from '../mapping-file';

type OurField = Exclude<keyof PropertyRecord, 'language' | 'Pictures' | 'Documents' | 'SmallPicture' | 'SmallPictureItem'>;

const rule = (from: string, as: FieldRule['as'], evidence: FieldRule['evidence']): FieldRule => ({ from, as, evidence });

/** Our property field ← Omnicasa's, for every name public sources show on its list items. */
export const PROPERTY_RULES: Partial<Record<OurField, FieldRule>> = {
  ID: rule('ID', 'int', '2+'),
  RecordFile: rule('Ident', 'text', '2+'),
  WebID: rule('WebID', 'int', '2+'),
  Goal: rule('Goal', 'int', '2+'),
  Price: rule('Price', 'number', '2+'),
  PublishPrice: rule('PublishPrice', 'bool', '1'),
  PriceUnitText: rule('PriceUnitText', 'text', '2+'),
  Marquee: rule('Marquee', 'int', '1'),
  MarqueeName: rule('MarqueeName', 'text', '1'),
  TypeDescription: rule('TypeDescription', 'text', '2+'),
  MainTypeName: rule('MainTypeName', 'text', '1'),
  Description: rule('DescriptionA', 'text', '2+'),
  Street: rule('Street', 'text', '2+'),
  HouseNumber: rule('HouseNumber', 'text', '2+'),
  Zip: rule('Zip', 'zip', '2+'),
  City: rule('City', 'text', '2+'),
  CountryName: rule('CountryName', 'text', '1'),
  // The names on two sources; that X is the latitude, on one.
  Latitude: rule('GoogleX', 'number', '2+'),
  Longitude: rule('GoogleY', 'number', '2+'),
  CreateDate: rule('CreatedDate', 'datetime', '2+'),
  ProjectID: rule('ProjectID', 'int', '1'),
  EnergyPerformance: rule('EnergyPerformance', 'number', '1'),
  LivingSurface: rule('SurfaceLiving', 'number', '1'),
  GroundSurface: rule('SurfaceGround', 'number', '1'),
  TotalSurface: rule('SurfaceTotal', 'number', '2+'),
  TerraceSurface: rule('SurfaceTerrace', 'number', '2+'),
  GardenSurface: rule('SurfaceGarden', 'number', '2+'),
  ConstructedSurface: rule('SurfaceConstructed', 'number', '1'),
  Bedrooms: rule('NumberOfBedRooms', 'int', '2+'),
  Bathrooms: rule('NumberOfBathRooms', 'int', '2+'),
  ShowerRooms: rule('NumberOfShowerRooms', 'int', '2+'),
  Toilets: rule('NumberOfToilets', 'int', '1'),
  Garages: rule('NumberOfGarages', 'int', '2+'),
  Parkings: rule('NumberOfParkings', 'int', '1'),
  ConstructionYear: rule('ConstructionYear', 'int', '1'),
  Heating: rule('HeatingName', 'text', '1'),
  Kitchen: rule('KitchenName', 'text', '1'),
  WindowGlazing: rule('WindowGlazing', 'text', '1'),
  // Named on one source without saying whose orientation: the terrace's is inferred.
  TerraceOrientation: rule('OrientationT', 'text', 'inferred'),
  Lift: rule('HasLift', 'bool', '2+'),
  Garden: rule('HasGarden', 'bool', '2+'),
  Cellar: rule('HasCellar', 'bool', '1'),
  Attic: rule('HasAttic', 'bool', '1'),
  Furnished: rule('HasFurnished', 'bool', '1'),
};

/** Our project field ← Omnicasa's (GetProjectList items). The address is not named there: a unit's stands in. */
export const PROJECT_RULES: Partial<Record<keyof ProjectRecord, FieldRule>> = {
  ID: rule('ID', 'int', '1'),
  Name: rule('Name', 'text', '1'),
  Description: rule('Description', 'text', '1'),
};

/** Item fields that are no field of ours but decide how an item is read. */
export const STATUS_FIELDS = {
  status: rule('Status', 'int', '2+'),
  subStatus: rule('SubStatus', 'int', '2+'),
  lastChanged: rule('LastChangedDate', 'datetime', '2+'),
  countryAbbr: rule('CountryAbbr', 'text', '1'),
  virtualTour: rule('VirtualTour', 'text', '1'),
  publishInternet: rule('PublishInternet', 'bool', '1'),
} as const;

/** The statuses whose listings are published: active, sold, rented (one public client keeps these). */
export const PUBLISHED_STATUSES: ReadonlySet<number> = new Set([1, 2, 4]);
const STATUS_SOLD = 2;
const STATUS_RENTED = 4;
/** The sub-status that means sold on two sources; the others are each agency's. */
const SUB_STATUS_SOLD = 6;

/** Our country ids (the sample's, and Omnicasa's GetCountryList for Belgium) and names per language. */
const COUNTRIES: Record<'BE' | 'LU', { id: number; name: Record<string, string> }> = {
  BE: { id: 10, name: { nl: 'België', fr: 'Belgique', en: 'Belgium', de: 'Belgien' } },
  LU: { id: 50, name: { nl: 'Luxemburg', fr: 'Luxembourg', en: 'Luxembourg', de: 'Luxemburg' } },
};

/** A picture or a document as the CRM gives it: where to fetch it and what to call it. */
export interface RemoteMedia {
  ID: number;
  url: string;
  Name: string;
  /**
   * What names it when its URL changes at every read (SweepBright's signed URLs): the sync fetches it once
   * and names its file after this rather than after the URL (lib/agency/crm/sync/media.ts).
   */
  key?: string;
}

/** Our record before its media are fetched: the fields mapped, pictures and documents remote. */
export type RemoteRecord = Record<string, unknown> & { Pictures: RemoteMedia[]; Documents: RemoteMedia[]; language: string };

/** What the sync's statuses mean at this agency: our Marquee numbers, and its own sub-statuses. */
export interface StatusMeaning {
  marquee: { sold: number | null; rented: number | null; option: number | null };
  subStatus: Record<string, 'sold' | 'rented' | 'option'>;
}

/** An absolute http(s) URL, or null: anything else the CRM sends as a media URL is ignored. */
function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, 200) : '';
}

/**
 * The pictures an item carries: `XLargePictureItems` (objects with `Url`, `ID`, `Name`), else
 * `LargePictures` (plain URLs), else `LargePicture` (one URL); null when it carries none of them.
 * Items without a usable URL are left out; a picture without an id is numbered by its place.
 */
export function itemPictures(item: unknown): RemoteMedia[] | null {
  const objects = field(item, 'XLargePictureItems');
  if (Array.isArray(objects)) {
    const pictures: RemoteMedia[] = [];
    objects.forEach((picture, index) => {
      const url = httpUrl(field(picture, 'Url'));
      const id = coerce(field(picture, 'ID'), 'int');
      if (url) pictures.push({ ID: typeof id === 'number' && id > 0 ? id : index + 1, url, Name: text(field(picture, 'Name')) });
    });
    return pictures;
  }
  const urls = field(item, 'LargePictures');
  if (Array.isArray(urls))
    return urls.flatMap((value, index) => {
      const url = httpUrl(value);
      return url ? [{ ID: index + 1, url, Name: '' }] : [];
    });
  const one = httpUrl(field(item, 'LargePicture'));
  return one ? [{ ID: 1, url: one, Name: '' }] : null;
}

/**
 * A picture list's items (GetPropertyPictureList, asked only for an item without pictures): their shape
 * is named by no source, so the item fields of `XLargePictureItems` are read, then a few likely others.
 */
export function pictureList(items: unknown): RemoteMedia[] {
  if (!Array.isArray(items)) return [];
  return items.flatMap((item, index) => {
    const url = httpUrl(field(item, 'Url') ?? field(item, 'PictureUrl') ?? field(item, 'LargeUrl'));
    const id = coerce(field(item, 'ID'), 'int');
    return url
      ? [{ ID: typeof id === 'number' && id > 0 ? id : index + 1, url, Name: text(field(item, 'Name') ?? field(item, 'Description')) }]
      : [];
  });
}

/** Documents the agency mapped (no source names Omnicasa's): a list of `{ID?, Url, Name}` objects. */
function documentList(items: unknown): RemoteMedia[] {
  if (!Array.isArray(items)) return [];
  return items.flatMap((item, index) => {
    const url = httpUrl(field(item, 'Url'));
    const id = coerce(field(item, 'ID'), 'int');
    const name = text(field(item, 'Name')) || `document-${index + 1}`;
    return url ? [{ ID: typeof id === 'number' && id > 0 ? id : index + 1, url, Name: name }] : [];
  });
}

function read(item: unknown, rules: Record<string, FieldRule>): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const [ours, { from, as }] of Object.entries(rules)) {
    const value = field(item, from);
    if (value !== undefined) record[ours] = coerce(value, as);
  }
  return record;
}

/** The item's status, or null when it sends none (then it is taken as published). */
export function itemStatus(item: unknown): number | null {
  const status = coerce(field(item, STATUS_FIELDS.status.from), 'int');
  return typeof status === 'number' ? status : null;
}

/** Whether a list item is published on the site; the others are withdrawn. */
export function isPublished(item: unknown): boolean {
  const status = itemStatus(item);
  return status === null || PUBLISHED_STATUSES.has(status);
}

/**
 * Our Marquee for an item: sold or rented when its status says so (our number for it), else its own
 * marquee when it sends one, else what its sub-status means at this agency (6 is sold on two sources).
 */
function marqueeOf(item: unknown, mapped: unknown, meaning: StatusMeaning): unknown {
  const status = itemStatus(item);
  const byStatus = status === STATUS_SOLD ? meaning.marquee.sold : status === STATUS_RENTED ? meaning.marquee.rented : null;
  if (byStatus !== null && byStatus !== undefined) return byStatus;
  if (mapped !== undefined && mapped !== null && mapped !== 0) return mapped;
  const sub = coerce(field(item, STATUS_FIELDS.subStatus.from), 'int');
  const state = typeof sub === 'number' ? (meaning.subStatus[String(sub)] ?? (sub === SUB_STATUS_SOLD ? 'sold' : undefined)) : undefined;
  return (state && meaning.marquee[state]) ?? mapped ?? 0;
}

function country(item: unknown, lang: string): { CountryID: number; CountryName: string } {
  const abbr = String(coerce(field(item, STATUS_FIELDS.countryAbbr.from), 'text') ?? '').toUpperCase();
  const name = String(field(item, 'CountryName') ?? '');
  const code = abbr === 'LU' || /^lux/i.test(name) ? 'LU' : 'BE';
  return { CountryID: COUNTRIES[code].id, CountryName: name || (COUNTRIES[code].name[lang] ?? COUNTRIES[code].name.nl!) };
}

/**
 * A property item of GetPropertyList in `lang`, as our record with remote media. `pictures` are the
 * item's (itemPictures) or its picture list's.
 */
export function fromCrmProperty(
  item: unknown,
  lang: string,
  pictures: RemoteMedia[] = itemPictures(item) ?? [],
  mapping: AgencyMapping = EMPTY_MAPPING,
  meaning: StatusMeaning = { marquee: { sold: null, rented: null, option: null }, subStatus: {} },
): RemoteRecord {
  const agency = agencyRules(mapping);
  const record = read(item, { ...PROPERTY_RULES, ...agency });
  const goal = record.Goal;
  const tour = httpUrl(field(item, STATUS_FIELDS.virtualTour.from));
  const place = country(item, lang);
  const documents = agency.Documents ? documentList(field(item, agency.Documents.from)) : [];
  delete record.Documents;
  return {
    // Ours where no source names Omnicasa's field: no "from" price, no box number, the address hidden
    // unless the agency says otherwise, a title from the type and the place, the rent as the price.
    PriceUnit: null,
    BoxNr: '',
    PublishAddress: mapping.defaults.PublishAddress ?? false,
    EPCLabelText: null,
    AgentID: null,
    RecordFile: null,
    MarqueeName: null,
    EnergyPerformance: null,
    Description: '',
    Title: [record.TypeDescription, record.City].filter((v) => typeof v === 'string' && v).join(' – ') || undefined,
    MonthlyRent: goal === 1 ? (record.Price ?? null) : null,
    ...place,
    ...record,
    Marquee: marqueeOf(item, record.Marquee, {
      marquee: { ...meaning.marquee, ...mapping.marquee },
      subStatus: { ...meaning.subStatus, ...mapping.subStatus },
    }),
    ProjectID: record.ProjectID === 0 ? null : (record.ProjectID ?? null),
    Latitude: record.Latitude === 0 ? null : (record.Latitude ?? null),
    Longitude: record.Longitude === 0 ? null : (record.Longitude ?? null),
    CreateDate: record.CreateDate ?? coerce(field(item, STATUS_FIELDS.lastChanged.from), 'datetime'),
    WebIDs: typeof record.WebID === 'number' ? [record.WebID] : [],
    Videos: tour ? [{ Url: tour }] : [],
    Pictures: pictures,
    Documents: documents,
    language: lang,
  };
}

/**
 * A project item of GetProjectList in `lang`, as our record with remote pictures. Its address is the
 * first unit's (`unit`), as no source names the project's own; it is shown only when the agency says so.
 */
export function fromCrmProject(
  item: unknown,
  lang: string,
  pictures: RemoteMedia[] = itemPictures(item) ?? [],
  unit: Record<string, unknown> | null = null,
  mapping: AgencyMapping = EMPTY_MAPPING,
): RemoteRecord {
  const record = read(item, PROJECT_RULES);
  return {
    PublicAddress: mapping.defaults.PublishAddress ?? false,
    Street: (unit?.Street as string | undefined) ?? '',
    HouseNumber: (unit?.HouseNumber as string | undefined) ?? '',
    BoxNr: '',
    Zip: unit?.Zip,
    City: unit?.City,
    CountryID: unit?.CountryID ?? COUNTRIES.BE.id,
    CountryName: unit?.CountryName ?? COUNTRIES.BE.name[lang] ?? COUNTRIES.BE.name.nl,
    Latitude: unit?.Latitude ?? null,
    Longitude: unit?.Longitude ?? null,
    Description: '',
    ...record,
    Pictures: pictures,
    Documents: [],
    language: lang,
  };
}

/** The id of a list item, whether the CRM sends the id itself or an object with `ID`. */
export function itemId(item: unknown): number | null {
  const id = typeof item === 'number' ? item : typeof item === 'string' && /^\d+$/.test(item) ? Number(item) : field(item, 'ID');
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * A deleted-ids answer: a bare array (what the public client's types say; of ids, inferred from the
 * name). An `Items` list and `{ID}` objects are accepted too, as no answer has been seen.
 */
export function deletedIds(value: unknown): number[] {
  const items = Array.isArray(value) ? value : field(value, 'Items');
  if (!Array.isArray(items)) return [];
  return items.map(itemId).filter((id): id is number => id !== null);
}
