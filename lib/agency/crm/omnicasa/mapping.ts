/**
 * Omnicasa's catalogue shapes mapped to our data files' records: the one place where the CRM's field
 * names meet ours (docs/decisions/0033).
 *
 * The summary fields, `ID` to `RecordFile`, are the API's own names (the specification took them from
 * it). The public client does not list the names of the detail fields, so ours stand in for them in
 * the tables below: when an agency connects and its answers name a field differently, change the
 * right-hand side of that line and nothing else. Names are matched without regard to case, as the API
 * does. A value is copied as it comes: whether it has the right type is the data check's to say, with
 * the record and the field, before anything is published.
 *
 * Pictures come either inline (`Pictures` on the item) or from GetPropertyPictureList; documents
 * inline. Their URLs are the CRM's (absolute); the sync downloads them and writes local URLs.
 */
import type { PropertyRecord, ProjectRecord } from '@/lib/catalogue/data/file-schemas';
import { field } from './wire';

type Mapped<R> = {
  readonly [K in Exclude<keyof R, 'language' | 'Pictures' | 'Documents' | 'SmallPicture' | 'SmallPictureItem'>]-?: string;
};

/** Our property field ← the CRM's field name. */
export const PROPERTY_FIELDS: Mapped<PropertyRecord> = {
  // The summary (the API's names).
  ID: 'ID',
  WebID: 'WebID',
  WebIDs: 'WebIDs',
  Goal: 'Goal',
  Price: 'Price',
  PublishPrice: 'PublishPrice',
  PriceUnit: 'PriceUnit',
  PriceUnitText: 'PriceUnitText',
  Marquee: 'Marquee',
  MarqueeName: 'MarqueeName',
  Street: 'Street',
  HouseNumber: 'HouseNumber',
  BoxNr: 'BoxNr',
  Zip: 'Zip',
  City: 'City',
  CountryID: 'CountryID',
  CountryName: 'CountryName',
  PublishAddress: 'PublishAddress',
  EnergyPerformance: 'EnergyPerformance',
  EPCLabelText: 'EPCLabelText',
  TypeDescription: 'TypeDescription',
  MainTypeName: 'MainTypeName',
  RecordFile: 'RecordFile',
  // The detail (our names standing in for the CRM's).
  Title: 'Title',
  Description: 'Description',
  Videos: 'Videos',
  Latitude: 'Latitude',
  Longitude: 'Longitude',
  AgentID: 'AgentID',
  AppointmentsFull: 'AppointmentsFull',
  OnlineMedia: 'OnlineMedia',
  ProjectID: 'ProjectID',
  CreateDate: 'CreateDate',
  FieldRules: 'FieldRules',
  MonthlyRent: 'MonthlyRent',
  LivingSurface: 'LivingSurface',
  GroundSurface: 'GroundSurface',
  TotalSurface: 'TotalSurface',
  TerraceSurface: 'TerraceSurface',
  GardenSurface: 'GardenSurface',
  ConstructedSurface: 'ConstructedSurface',
  Bedrooms: 'Bedrooms',
  Bathrooms: 'Bathrooms',
  ShowerRooms: 'ShowerRooms',
  Toilets: 'Toilets',
  Garages: 'Garages',
  Parkings: 'Parkings',
  Floors: 'Floors',
  ConstructionYear: 'ConstructionYear',
  RenovationYear: 'RenovationYear',
  Facades: 'Facades',
  EnergyTotal: 'EnergyTotal',
  CO2Emission: 'CO2Emission',
  EnergyCertificateEndDate: 'EnergyCertificateEndDate',
  // The mandatory mentions' fields (docs/decisions/0040): the public client names none of them, so ours
  // stand in like the other detail fields until an agency's answers show Omnicasa's.
  EPCCertificateCode: 'EPCCertificateCode',
  InsulationClass: 'InsulationClass',
  Heating: 'Heating',
  WindowGlazing: 'WindowGlazing',
  WindowFrame: 'WindowFrame',
  Kitchen: 'Kitchen',
  RoofMaterial: 'RoofMaterial',
  RoofCondition: 'RoofCondition',
  FloorCovering: 'FloorCovering',
  FloodZone: 'FloodZone',
  FloodScoreParcel: 'FloodScoreParcel',
  FloodScoreBuilding: 'FloodScoreBuilding',
  RiparianZone: 'RiparianZone',
  AsbestosType: 'AsbestosType',
  AsbestosDate: 'AsbestosDate',
  GasCertificate: 'GasCertificate',
  ElectricityCertificate: 'ElectricityCertificate',
  TerraceOrientation: 'TerraceOrientation',
  GardenOrientation: 'GardenOrientation',
  NotaryFeesWithVat: 'NotaryFeesWithVat',
  NotaryFeesWithoutVat: 'NotaryFeesWithoutVat',
  RegistrationRights: 'RegistrationRights',
  // A new build's VAT terms (docs/decisions/0039, amendment 2): the public client names none, so ours stand in.
  SaleUnderVat: 'SaleUnderVat',
  LandShare: 'LandShare',
  PriceIncludesVat: 'PriceIncludesVat',
  RealEstateTax: 'RealEstateTax',
  ChargesOwner: 'ChargesOwner',
  ChargesRenter: 'ChargesRenter',
  Deposit: 'Deposit',
  AgencyCost: 'AgencyCost',
  RentalInventory: 'RentalInventory',
  Availability: 'Availability',
  PlanningData: 'PlanningData',
  Gas: 'Gas',
  Water: 'Water',
  Lift: 'Lift',
  Cellar: 'Cellar',
  Garden: 'Garden',
  Attic: 'Attic',
  Furnished: 'Furnished',
  Permit: 'Permit',
  Summons: 'Summons',
  AllotmentPermit: 'AllotmentPermit',
  PreemptiveRights: 'PreemptiveRights',
};

/** Our project field ← the CRM's field name (GetProjectList). */
export const PROJECT_FIELDS: Mapped<ProjectRecord> = {
  ID: 'ID',
  Name: 'Name',
  Description: 'Description',
  PublicAddress: 'PublicAddress',
  Street: 'Street',
  HouseNumber: 'HouseNumber',
  BoxNr: 'BoxNr',
  Zip: 'Zip',
  City: 'City',
  CountryID: 'CountryID',
  CountryName: 'CountryName',
  Latitude: 'Latitude',
  Longitude: 'Longitude',
};

/** A picture's fields, in the order they are looked for: inline pictures use ours, picture lists their own. */
const PICTURE_URL = ['Url', 'PictureUrl', 'LargeUrl', 'Picture'];
const PICTURE_NAME = ['Name', 'Description', 'Title'];
const PICTURE_ORDER = ['Order', 'ShowOrder', 'Position'];
const DOCUMENT_URL = ['Url', 'DocumentUrl', 'FileUrl'];
const DOCUMENT_NAME = ['Name', 'Description', 'Title', 'FileName'];

/** A picture or document as the CRM gives it: where to fetch it and what to call it. */
export interface RemoteMedia {
  ID: number;
  url: string;
  Name: string;
}

/** Our record before its media are fetched: the fields mapped, pictures and documents remote. */
export type RemoteRecord = Record<string, unknown> & { Pictures: RemoteMedia[]; Documents: RemoteMedia[]; language: string };

function first(record: unknown, names: string[]): unknown {
  for (const name of names) {
    const value = field(record, name);
    if (value !== undefined && value !== null && value !== '') return value;
  }
  return undefined;
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

/** A list of pictures or documents: items with an integer id and an http(s) URL, in the CRM's order. */
function mediaList(items: unknown, urlNames: string[], nameNames: string[], orderNames: string[] = []): RemoteMedia[] {
  if (!Array.isArray(items)) return [];
  const media: (RemoteMedia & { order: number })[] = [];
  items.forEach((item, index) => {
    const id = field(item, 'ID');
    const url = httpUrl(first(item, urlNames));
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || !url) return;
    const name = first(item, nameNames);
    const order = first(item, orderNames);
    media.push({
      ID: id,
      url,
      Name: typeof name === 'string' ? name.slice(0, 200) : '',
      order: typeof order === 'number' ? order : index + 1,
    });
  });
  return media.sort((a, b) => a.order - b.order).map(({ ID, url, Name }) => ({ ID, url, Name }));
}

/** Pictures from an item's inline `Pictures` or from a picture list's items; undefined when the item carries none. */
export function pictureList(items: unknown): RemoteMedia[] {
  return mediaList(items, PICTURE_URL, PICTURE_NAME, PICTURE_ORDER);
}

function mapFields(item: unknown, table: Record<string, string>, lang: string): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const [ours, theirs] of Object.entries(table)) {
    const value = field(item, theirs);
    if (value !== undefined) record[ours] = value;
  }
  record.language = lang;
  return record;
}

/** Whether the item carries its pictures inline (else they come from the picture list). */
export function hasInlinePictures(item: unknown): boolean {
  return Array.isArray(field(item, 'Pictures'));
}

/** A property item of GetPropertyList in `lang`, as our record with remote media. */
export function fromCrmProperty(item: unknown, lang: string, pictures: RemoteMedia[] = pictureList(field(item, 'Pictures'))): RemoteRecord {
  return {
    ...mapFields(item, PROPERTY_FIELDS, lang),
    Pictures: pictures,
    Documents: mediaList(field(item, 'Documents'), DOCUMENT_URL, DOCUMENT_NAME),
    language: lang,
  };
}

/** A project item of GetProjectList in `lang`, as our record with remote pictures. */
export function fromCrmProject(item: unknown, lang: string, pictures: RemoteMedia[] = pictureList(field(item, 'Pictures'))): RemoteRecord {
  return { ...mapFields(item, PROJECT_FIELDS, lang), Pictures: pictures, Documents: [], language: lang };
}

/** The id of a list item, whether the CRM sends the id itself or an object with `ID`. */
export function itemId(item: unknown): number | null {
  const id = typeof item === 'number' ? item : typeof item === 'string' && /^\d+$/.test(item) ? Number(item) : field(item, 'ID');
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** A deleted-ids answer, a bare array or an `Items` list, of ids or `{ID}` objects: the ids. */
export function deletedIds(value: unknown): number[] {
  const items = Array.isArray(value) ? value : field(value, 'Items');
  if (!Array.isArray(items)) return [];
  return items.map(itemId).filter((id): id is number => id !== null);
}
