/**
 * One listing, from a "slot" (where, what, sale or rent) to a language-neutral PropertySpec, and from
 * the spec to one record per language in the CRM shape of lib/catalogue/data/file-schemas.ts (PropertySchema).
 * scripts/catalogue/sample-data.ts and scripts/catalogue/data-generate.ts both build their listings here.
 */
import type { PropertyRecord } from '../../../lib/catalogue/data/file-schemas';
import { maxPictures, PICTURE_NAMES, pictureKind, type Subtype, typeOf } from './catalog';
import { LUXEMBOURG_CLASSES, labelQuality, rangeOf, valueInRange, ENERGY_RANGES } from './energy';
import {
  AVAILABILITY,
  type AvailabilityKey,
  DOCUMENTS,
  type DocumentKey,
  FLOOR,
  type FloorKey,
  FRAME,
  type FrameKey,
  GLAZING,
  type GlazingKey,
  HEATING,
  type HeatingKey,
  KITCHEN,
  type KitchenKey,
  MARQUEE_NAMES,
  ORIENTATION,
  type OrientationKey,
  PLANNING,
  type PlanningKey,
  PRICE_FROM,
  ROOF_CONDITION,
  type RoofConditionKey,
  ROOF_MATERIAL,
  type RoofMaterialKey,
  VIDEO_NAMES,
  type VideoKind,
} from './options';
import { COUNTRIES, type Bilingual, type Lang, type Place, type Region, regionOf, streetName } from './places';
import { Rng } from './prng';
import { buildText } from './text';
import { both, dateText } from './words';

export const PICTURE_WIDTH = 1360;
export const PICTURE_HEIGHT = 907;

export interface ProjectInfo {
  id: number;
  name: Bilingual;
  street: string | Bilingual;
  houseNumber: string;
  lat: number;
  lng: number;
  /** "in het voorjaar van 2027" / "au printemps 2027" */
  delivery: Bilingual;
  /**
   * How its units are taxed (SaleUnderVat, docs/decisions/0039 amendment 2): the whole price under VAT, or
   * the land share (a percentage of the price) under registration duties and the construction under VAT.
   */
  vat: { regime: 'land-and-building'; priceIncludesVat: boolean } | { regime: 'building'; landPercent: number; priceIncludesVat: boolean };
}

export interface Slot {
  id: number;
  place: Place;
  sub: Subtype;
  goal: 0 | 1;
  /** Preassigned kWh/m².year (the sample spreads these to cover every label range); undefined draws one. */
  energy?: number | null;
  marquee?: number;
  price?: number | null;
  publishPrice?: boolean;
  priceFrom?: boolean;
  publishAddress?: boolean;
  pictures?: number;
  videos?: VideoKind[];
  documents?: boolean;
  fieldRules?: { Field: string; Rule: string }[];
  /** The agency's calendar is full for this one: its page says so instead of offering the visit request. */
  appointmentsFull?: boolean;
  /** The parcel may flood (a sale outside Luxembourg); undefined draws it. */
  floodRisk?: boolean;
  typeDescription?: Bilingual;
  project?: ProjectInfo;
  agentId?: string;
  createDate?: string;
  /** Reuse the photo URLs of this listing (synthetic data needs no new photos). */
  pictureUrls?: string[];
  /**
   * Synthetic bulk data: a shorter description and only the core detail fields, like a sparsely
   * filled CRM record, so 100 000 listings stay well under V8's 512 MB string limit when read.
   */
  sparse?: boolean;
}

export interface PropertySpec {
  slot: Slot;
  id: number;
  place: Place;
  region: Region;
  sub: Subtype;
  goal: 0 | 1;
  rng: Rng;
  street: string | Bilingual;
  houseNumber: string;
  boxNr: string;
  publishAddress: boolean;
  lat: number;
  lng: number;
  price: number | null;
  publishPrice: boolean;
  priceFrom: boolean;
  marquee: number;
  energy: number | null;
  epcLabel: string | null;
  quality: number;
  living: number | null;
  ground: number | null;
  terrace: number | null;
  garden: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  showerRooms: number | null;
  toilets: number | null;
  garages: number | null;
  parkings: number | null;
  floors: number | null;
  floorLevel: number | null;
  facades: number | null;
  constructionYear: number | null;
  renovationYear: number | null;
  heating: HeatingKey | null;
  glazing: GlazingKey | null;
  frame: FrameKey | null;
  kitchen: KitchenKey | null;
  roofMaterial: RoofMaterialKey | null;
  roofCondition: RoofConditionKey | null;
  floorCovering: FloorKey | null;
  gardenOrientation: OrientationKey | null;
  terraceOrientation: OrientationKey | null;
  lift: boolean | null;
  cellar: boolean | null;
  attic: boolean | null;
  furnished: boolean | null;
  gas: boolean | null;
  water: boolean | null;
  /** Income property: number of dwellings; land: street frontage (m); warehouse: free height (m). */
  units: number | null;
  frontage: number | null;
  freeHeight: number | null;
  availability: AvailabilityKey;
  availableFrom: string | null;
  planning: PlanningKey | null;
  floodRisk: boolean | null;
  asbestosSafe: boolean | null;
  asbestosDate: string | null;
  electricityOk: boolean | null;
  certificateEnd: string | null;
  permit: boolean | null;
  allotmentPermit: boolean | null;
  preemptiveRights: boolean | null;
  chargesOwner: number | null;
  chargesRenter: number | null;
  rentalInventory: number | null;
  pictureCount: number;
  documents: DocumentKey[];
  videos: VideoKind[];
  agentId: string | null;
  createDate: string;
  seaside: boolean;
}

type Range = [number, number];
interface Shape {
  living?: Range;
  ground?: Range;
  bedrooms?: Range;
  facades?: number;
  floors?: Range;
  built?: Range;
}

const SHAPES: Record<string, Shape> = {
  terraced: { living: [110, 170], ground: [110, 300], bedrooms: [2, 4], facades: 2, floors: [2, 3], built: [1925, 1975] },
  semi: { living: [140, 210], ground: [350, 800], bedrooms: [3, 4], facades: 3, floors: [2, 2], built: [1960, 2005] },
  detached: { living: [170, 260], ground: [600, 1200], bedrooms: [3, 5], facades: 4, floors: [2, 2], built: [1965, 2010] },
  villa: { living: [230, 380], ground: [1000, 3000], bedrooms: [4, 6], facades: 4, floors: [2, 2], built: [1955, 2015] },
  farm: { living: [180, 300], ground: [1500, 6000], bedrooms: [3, 5], facades: 4, floors: [1, 2], built: [1850, 1920] },
  'bel-etage': { living: [130, 180], ground: [150, 350], bedrooms: [3, 3], facades: 2, floors: [2, 2], built: [1965, 1985] },
  townhouse: { living: [220, 400], ground: [120, 300], bedrooms: [4, 6], facades: 2, floors: [3, 4], built: [1880, 1930] },
  apartment: { living: [65, 120], bedrooms: [1, 3], built: [1965, 2015] },
  'ground-floor': { living: [70, 110], bedrooms: [2, 2], built: [1980, 2015] },
  studio: { living: [28, 45], bedrooms: [0, 0], built: [1965, 2010] },
  duplex: { living: [110, 160], bedrooms: [2, 3], built: [1975, 2015] },
  penthouse: { living: [120, 220], bedrooms: [2, 3], built: [2000, 2020] },
  loft: { living: [100, 190], bedrooms: [1, 2], built: [1900, 1930] },
  'building-land': { ground: [450, 1500] },
  'building-plot': { ground: [350, 900] },
  income: { living: [220, 420], built: [1900, 1970] },
  mixed: { living: [250, 450], built: [1900, 1960] },
  shop: { living: [80, 250], built: [1920, 1990] },
  horeca: { living: [120, 300], built: [1900, 1980] },
  office: { living: [90, 400], built: [1975, 2015] },
  warehouse: { living: [300, 1200], ground: [600, 2500], built: [1970, 2010] },
  'garage-box': { living: [14, 18], built: [1965, 2000] },
  parking: { living: [12, 13], built: [1990, 2015] },
};

/** Price per m² of living space (sale) and monthly rent per m², by region. */
const SALE_PER_M2: Record<Region, number> = { flanders: 2900, brussels: 3500, wallonia: 2100, luxembourg: 8600 };
const RENT_PER_M2: Record<Region, number> = { flanders: 11.5, brussels: 14, wallonia: 10, luxembourg: 26 };
const LAND_PER_M2: Record<Region, number> = { flanders: 260, brussels: 900, wallonia: 95, luxembourg: 1000 };
const SEASIDE = new Set(['oostende', 'knokke']);

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

function isoDate(rng: Rng, from: string, to: string): string {
  const a = Date.parse(from);
  const b = Date.parse(to);
  return new Date(a + Math.floor(rng.next() * (b - a))).toISOString().slice(0, 10);
}

/** A random CreateDate in 2026, during office hours. */
export function createDateIn2026(rng: Rng): string {
  const day = isoDate(rng, '2026-01-05', '2026-11-16');
  return `${day}T${String(rng.int(8, 17)).padStart(2, '0')}:${String(rng.pick([0, 15, 30, 45])).padStart(2, '0')}:00.000Z`;
}

export function hasEnergyLabel(sub: Subtype): boolean {
  return sub.type !== 'land' && sub.type !== 'garage';
}

/** A random energy value for a region (the synthetic generator; the sample preassigns). */
export function randomEnergy(rng: Rng, region: Region): number {
  if (region === 'luxembourg') {
    const c = rng.pick(LUXEMBOURG_CLASSES);
    return rng.int(c.min, c.max);
  }
  const ranges = ENERGY_RANGES[region];
  // Mostly mid-range labels, like a real stock of listings.
  const index = clamp(Math.round(rng.float(0, 1) * rng.float(0.4, 1) * (ranges.length - 1) + rng.float(-1, 2)), 0, ranges.length - 1);
  return valueInRange(rng, ranges[index]!, region);
}

export function labelFor(region: Region, energy: number): string {
  if (region === 'luxembourg')
    return (LUXEMBOURG_CLASSES.find((c) => energy <= c.max) ?? LUXEMBOURG_CLASSES[LUXEMBOURG_CLASSES.length - 1]!).label;
  return rangeOf(energy, region).label;
}

function defaultAgent(rng: Rng, region: Region, goal: 0 | 1): string {
  if (goal === 1 && rng.chance(0.6)) return '105';
  if (region === 'flanders') return rng.pick(['101', '102', '102']);
  if (region === 'brussels') return '103';
  return '104';
}

const preset = <T>(value: T | undefined, drawn: T | null): T | null => (value === undefined ? drawn : value);

export function makeSpec(slot: Slot, seed: string): PropertySpec {
  const rng = new Rng(`${seed}:${slot.id}`);
  const { place, sub, goal } = slot;
  const region = regionOf(place);
  const type = sub.type;
  const shape = SHAPES[sub.key] ?? {};
  const between = (r: Range | undefined) => (r ? rng.int(r[0], r[1]) : null);
  const project = slot.project;

  // Energy first: the label drives age, renovation and equipment.
  let energy: number | null = null;
  if (hasEnergyLabel(sub)) energy = slot.energy !== undefined ? slot.energy : randomEnergy(rng, region);
  if (project && energy === null && hasEnergyLabel(sub)) energy = randomEnergy(rng, region);
  const epcLabel = energy === null ? null : labelFor(region, energy);
  const quality = epcLabel ? labelQuality(region, epcLabel) : rng.float(0.2, 0.7);

  const living = type === 'land' ? null : between(shape.living);
  const isHouse = type === 'house';
  const isFlat = type === 'apartment';
  const ground = isHouse || type === 'land' || sub.key === 'warehouse' ? between(shape.ground) : null;
  const bedrooms = isHouse || isFlat ? between(shape.bedrooms) : type === 'income' ? null : null;

  // Age: good labels are recent or deeply renovated buildings, poor ones old and untouched.
  let constructionYear: number | null = null;
  let renovationYear: number | null = null;
  if (type !== 'land') {
    const [from, to] = shape.built ?? [1960, 2000];
    if (project) constructionYear = 2026;
    else if (quality < 0.25 && to >= 2005 && rng.chance(0.6)) constructionYear = rng.int(Math.max(from, 2008), 2024);
    else constructionYear = rng.int(from, quality > 0.6 ? Math.min(to, 1975) : to);
    if (!project && constructionYear < 2005) {
      if (quality < 0.35) renovationYear = rng.int(Math.max(constructionYear + 20, 2012), 2025);
      else if (quality < 0.6 && rng.chance(0.5)) renovationYear = rng.int(Math.max(constructionYear + 15, 1998), 2016);
    }
    if (renovationYear !== null && renovationYear <= constructionYear) renovationYear = null;
  }

  const floorLevel = isFlat
    ? sub.key === 'ground-floor'
      ? 0
      : sub.key === 'penthouse'
        ? rng.int(5, 8)
        : sub.key === 'loft'
          ? rng.int(1, 3)
          : rng.int(1, 5)
    : null;
  const orientations: OrientationKey[] = ['S', 'SW', 'W', 'SE', 'E', 'N'];
  const hasGarden = isHouse || sub.key === 'ground-floor';
  const garden =
    hasGarden && ground
      ? clamp(Math.round((ground - (living ?? 0) / 2) * rng.float(0.5, 0.8)), 25, 5000)
      : hasGarden
        ? rng.int(40, 120)
        : null;
  const hasTerrace = isFlat ? sub.key !== 'studio' || rng.chance(0.3) : isHouse ? rng.chance(0.6) : sub.key === 'horeca';
  const terrace = hasTerrace ? (sub.key === 'penthouse' ? rng.int(30, 90) : rng.int(6, 28)) : null;

  const good = quality < 0.3;
  const poor = quality > 0.6;
  const heating: HeatingKey | null =
    type === 'land' || type === 'garage'
      ? null
      : good
        ? rng.weighted([
            ['heatpump', 3],
            ['gas', 2],
          ] as const)
        : poor
          ? rng.weighted([
              ['oil', 3],
              ['gas', 3],
              ['electric', 1],
            ] as const)
          : sub.key === 'studio'
            ? rng.weighted([
                ['electric', 1],
                ['gas', 2],
              ] as const)
            : rng.weighted([
                ['gas', 6],
                ['oil', 2],
                ['electric', 1],
              ] as const);

  const built = type !== 'land' && type !== 'garage';
  const sale = goal === 0;
  const flanders = region === 'flanders';
  const old = (constructionYear ?? 2026) < 2001;

  // Price: surface x regional rate, then the listing's own brackets.
  let price: number | null;
  const sizeFactor = rng.float(0.85, 1.2);
  if (sale) {
    if (type === 'land') price = (ground ?? 600) * LAND_PER_M2[region] * sizeFactor;
    else if (type === 'garage') price = rng.rounded(45000, 65000, 1000);
    else {
      const premium =
        sub.key === 'villa'
          ? 1.35
          : sub.key === 'penthouse'
            ? 1.3
            : sub.key === 'farm'
              ? 1.1
              : type === 'income'
                ? 0.85
                : type === 'commercial'
                  ? 0.75
                  : 1;
      const condition = 1.15 - quality * 0.45;
      price =
        (living ?? 80) * SALE_PER_M2[region] * premium * condition * sizeFactor +
        (ground && isHouse ? ground * LAND_PER_M2[region] * 0.25 : 0);
    }
    price = clamp(Math.round(price / 5000) * 5000, 45000, 1500000);
  } else {
    const rate = RENT_PER_M2[region] * (type === 'commercial' ? 0.8 : 1) * (1.1 - quality * 0.3);
    price = clamp(Math.round(((living ?? 60) * rate * sizeFactor + (sub.key === 'studio' ? 150 : 0)) / 25) * 25, 650, 2400);
  }
  if (slot.price !== undefined) price = slot.price;

  const pictureCount = slot.pictureUrls ? slot.pictureUrls.length : (slot.pictures ?? rng.int(3, Math.min(6, maxPictures(type))));

  const documents: DocumentKey[] = [];
  if (slot.documents ?? rng.chance(0.45)) {
    if (energy !== null) documents.push('epc');
    if (sale) documents.push('urbanism');
    if (built) documents.push('plan');
    if (sale && built && rng.chance(0.6)) documents.push('electricity');
    if (sale && flanders && old && built) documents.push('asbestos');
  }

  const createDate = slot.createDate ?? createDateIn2026(rng);
  const certificateStart = isoDate(rng, '2017-01-01', createDate.slice(0, 10));
  const certificateEnd = energy === null ? null : `${Number(certificateStart.slice(0, 4)) + 10}${certificateStart.slice(4)}`;
  const availability: AvailabilityKey = sale
    ? rng.pick(['deed', 'deed', 'now', 'agreement'] as const)
    : rng.pick(['now', 'now', 'agreement'] as const);
  const availableFrom = !sale && rng.chance(0.35) ? `2027-0${rng.int(1, 4)}-01` : null;

  const units = type === 'income' ? (sub.key === 'mixed' ? rng.int(2, 3) : rng.int(3, 5)) : null;
  const frontage = type === 'land' ? rng.int(12, 28) : null;
  const freeHeight = sub.key === 'warehouse' ? rng.int(5, 9) : null;
  const street = project ? project.street : rng.pick(place.streets);
  const jitter = () => rng.float(-0.0075, 0.0075);

  return {
    slot,
    id: slot.id,
    place,
    region,
    sub,
    goal,
    rng,
    street,
    houseNumber: project ? project.houseNumber : `${rng.int(1, 240)}${rng.chance(0.08) ? rng.pick(['A', 'B']) : ''}`,
    boxNr: isFlat
      ? floorLevel === 0
        ? `0.${rng.int(1, 3)}`
        : `${floorLevel}.${rng.int(1, 4)}`
      : sub.key === 'garage-box' || sub.key === 'parking'
        ? `G${rng.int(1, 40)}`
        : '',
    publishAddress: slot.publishAddress ?? true,
    lat: Number(((project?.lat ?? place.lat) + (project ? rng.float(-0.0004, 0.0004) : jitter())).toFixed(6)),
    lng: Number(((project?.lng ?? place.lng) + (project ? rng.float(-0.0004, 0.0004) : jitter() * 1.5)).toFixed(6)),
    price,
    publishPrice: slot.publishPrice ?? true,
    priceFrom: slot.priceFrom ?? false,
    marquee: slot.marquee ?? 0,
    energy,
    epcLabel,
    quality,
    living,
    ground,
    terrace,
    garden,
    bedrooms,
    bathrooms: isHouse
      ? (bedrooms! >= 4 ? rng.int(1, 2) : 1) + (sub.key === 'villa' ? 1 : 0)
      : isFlat
        ? bedrooms! >= 3
          ? rng.int(1, 2)
          : 1
        : null,
    showerRooms: isHouse && rng.chance(0.35) ? 1 : isFlat && sub.key === 'studio' ? 1 : null,
    toilets: isHouse
      ? rng.int(1, 3)
      : isFlat
        ? bedrooms! >= 2
          ? rng.int(1, 2)
          : 1
        : type === 'commercial' || type === 'income'
          ? rng.int(1, 4)
          : null,
    garages: isHouse
      ? sub.key === 'terraced' || sub.key === 'townhouse'
        ? rng.chance(0.25)
          ? 1
          : 0
        : rng.int(1, 2)
      : sub.key === 'garage-box'
        ? 1
        : isFlat && rng.chance(0.3)
          ? 1
          : null,
    parkings:
      sub.key === 'parking'
        ? 1
        : isFlat && rng.chance(0.35)
          ? 1
          : type === 'commercial'
            ? rng.int(0, 6)
            : isHouse && rng.chance(0.4)
              ? rng.int(1, 3)
              : null,
    floors: isHouse
      ? between(shape.floors)
      : type === 'income'
        ? rng.int(3, 5)
        : isFlat
          ? rng.int(Math.max(2, (floorLevel ?? 0) + 1), Math.max(3, (floorLevel ?? 0) + 2))
          : null,
    floorLevel,
    facades: shape.facades ?? (type === 'income' || type === 'commercial' ? 2 : null),
    constructionYear,
    renovationYear,
    heating,
    glazing: built ? (good ? rng.pick(['triple', 'double'] as const) : poor && rng.chance(0.35) ? 'single' : 'double') : null,
    frame: built ? rng.pick(['pvc', 'wood', 'alu'] as const) : null,
    kitchen:
      isHouse || isFlat || sub.key === 'horeca'
        ? good
          ? rng.pick(['island', 'equipped', 'open'] as const)
          : poor
            ? rng.pick(['semi', 'equipped'] as const)
            : rng.pick(['equipped', 'open', 'semi'] as const)
        : null,
    roofMaterial:
      isHouse || type === 'income' ? (sub.key === 'villa' && good ? 'flat' : rng.pick(['tiles', 'tiles', 'slate'] as const)) : null,
    roofCondition: isHouse || type === 'income' ? (renovationYear && renovationYear > 2015 ? 'new' : poor ? 'toRenew' : 'good') : null,
    floorCovering: built ? rng.pick(['parquet', 'tiles', 'laminate', 'concrete'] as const) : null,
    gardenOrientation: garden ? rng.pick(orientations) : null,
    terraceOrientation: terrace ? rng.pick(orientations) : null,
    lift: isFlat ? (floorLevel ?? 0) >= 2 || rng.chance(0.6) : type === 'income' ? false : null,
    cellar: isHouse || isFlat ? rng.chance(0.6) : null,
    attic: isHouse ? rng.chance(0.55) : null,
    furnished: !sale && isFlat ? rng.chance(0.25) : !sale && isHouse ? false : null,
    gas: built ? heating === 'gas' || rng.chance(0.3) : type === 'land' ? rng.chance(0.7) : null,
    water: built || type === 'land' ? true : null,
    units,
    frontage,
    freeHeight,
    availability,
    availableFrom,
    // Every sale states its planning designation (docs/decisions/0040).
    planning: sale
      ? region === 'luxembourg'
        ? 'luxembourg'
        : type === 'commercial'
          ? rng.pick(['mixed', 'business'] as const)
          : sub.key === 'farm' || (type === 'land' && rng.chance(0.3))
            ? 'rural'
            : 'residential'
      : null,
    // Drawn even when the slot presets it, so that the draws after it stay those of the sample.
    floodRisk: preset(slot.floodRisk, sale && region !== 'luxembourg' ? rng.chance(0.1) : null),
    asbestosSafe: sale && flanders && old && built ? !poor || rng.chance(0.4) : null,
    asbestosDate: sale && flanders && old && built ? isoDate(rng, '2025-01-01', createDate.slice(0, 10)) : null,
    electricityOk: sale && built ? !poor || rng.chance(0.5) : null,
    certificateEnd,
    permit: sale ? (type === 'land' ? false : true) : null,
    allotmentPermit: type === 'land' ? sub.key === 'building-plot' || rng.chance(0.5) : sale ? false : null,
    preemptiveRights: sale ? rng.chance(0.05) : null,
    chargesOwner: !sale && isFlat ? rng.int(8, 18) * 5 : null,
    // A rental's ad states its common charges (docs/decisions/0040): a house has none, written as 0.
    chargesRenter: !sale && (isFlat || type === 'commercial') ? rng.int(10, 44) * 5 : !sale ? 0 : null,
    rentalInventory: sale ? null : rng.int(30, 64) * 5,
    pictureCount,
    documents,
    videos: slot.videos ?? [],
    agentId: slot.agentId ?? defaultAgent(rng, region, goal),
    createDate,
    seaside: SEASIDE.has(place.key),
  };
}

// ---------------------------------------------------------------------------------------------
// Records

/** Belgian registration duties (2026 rates) or Luxembourg's 7%; new builds pay VAT instead. */
/** A project unit's VAT terms: the land share rounded to the thousand, as a developer's price list has it. */
function unitTaxation(vat: ProjectInfo['vat'], price: number): Pick<PropertyRecord, 'SaleUnderVat' | 'LandShare' | 'PriceIncludesVat'> {
  const landShare = vat.regime === 'building' ? Math.round((price * vat.landPercent) / 100 / 1000) * 1000 : undefined;
  return { SaleUnderVat: vat.regime, LandShare: landShare, PriceIncludesVat: vat.priceIncludesVat };
}

function registrationRights(spec: PropertySpec, price: number): number | null {
  if (spec.slot.project) return null;
  const residential = spec.sub.type === 'house' || spec.sub.type === 'apartment';
  switch (spec.region) {
    case 'flanders':
      return Math.round(price * (residential ? 0.02 : 0.12));
    case 'wallonia':
      return Math.round(price * (residential ? 0.03 : 0.125));
    case 'brussels':
      return Math.round((residential && price <= 600000 ? Math.max(0, price - 200000) : price) * 0.125);
    case 'luxembourg':
      return Math.round(price * 0.07);
  }
}

const randomChars = (rng: Rng, length: number, alphabet: string) =>
  Array.from({ length }, () => alphabet[rng.int(0, alphabet.length - 1)]).join('');

function videoUrl(kind: VideoKind, spec: PropertySpec): string {
  const rng = new Rng(`video:${spec.id}:${kind}`);
  const alnum = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  switch (kind) {
    case 'youtube':
      return `https://www.youtube.com/watch?v=${randomChars(rng, 11, `${alnum}-_`)}`;
    case 'vimeo':
      return `https://vimeo.com/${rng.int(100000000, 999999999)}`;
    case 'mp4':
      return `/video/properties/${spec.id}/rondleiding.mp4`;
    case 'matterport':
      return `https://my.matterport.com/show/?m=${randomChars(rng, 11, alnum)}`;
  }
}

export function pictureUrl(id: number, n: number): string {
  return `/photos/properties/${id}/${n}.jpg`;
}

const LUXEMBOURG_CLASS_LETTERS = 'ABCDEFGHI';

/**
 * The mandatory mentions' own fields (docs/decisions/0040), from their own random stream so that the
 * rest of the sample stays as it was: the certificate's code where a certificate is (its date is the
 * certificate's start), Luxembourg's insulation class next to its energy class, and Flanders' flood
 * scores for a sale (D where the spec says the parcel may flood, so the flood symbol has a case).
 */
function mentionFields(spec: PropertySpec): Partial<PropertyRecord> {
  const rng = new Rng(`mentions:${spec.id}`);
  const fields: Partial<PropertyRecord> = {};
  if (spec.energy !== null && spec.certificateEnd && spec.region !== 'luxembourg') {
    const start = `${Number(spec.certificateEnd.slice(0, 4)) - 10}${spec.certificateEnd.slice(4)}`.replaceAll('-', '');
    const serial = String(rng.int(1, 9_999_999)).padStart(10, '0');
    fields.EPCCertificateCode =
      spec.region === 'flanders'
        ? `${start}-${serial}-RES-1`
        : spec.region === 'brussels'
          ? `${start}-${serial}-01-1`
          : `${start}${serial.slice(4)}`;
  }
  if (spec.region === 'luxembourg' && spec.epcLabel) {
    const index = LUXEMBOURG_CLASS_LETTERS.indexOf(spec.epcLabel);
    fields.InsulationClass = LUXEMBOURG_CLASS_LETTERS[Math.min(8, Math.max(0, index + rng.int(-1, 1)))];
  }
  if (spec.region === 'flanders' && spec.goal === 0) {
    fields.FloodScoreParcel = spec.floodRisk ? 'D' : rng.pick(['A', 'A', 'A', 'B'] as const);
    if (hasEnergyLabel(spec.sub))
      fields.FloodScoreBuilding = spec.floodRisk ? rng.pick(['C', 'D'] as const) : rng.pick(['A', 'A', 'B'] as const);
  }
  return fields;
}

const SPARSE_OMITS = new Set([
  'TotalSurface',
  'ConstructedSurface',
  'EnergyTotal',
  'CO2Emission',
  'EnergyCertificateEndDate',
  'WindowFrame',
  'RoofMaterial',
  'RoofCondition',
  'FloorCovering',
  'FloodZone',
  'RiparianZone',
  'AsbestosType',
  'AsbestosDate',
  'GasCertificate',
  'ElectricityCertificate',
  'TerraceOrientation',
  'PlanningData',
  'NotaryFeesWithVat',
  'Summons',
  'AllotmentPermit',
  'PreemptiveRights',
]);

/**
 * Where a listing is published besides the site, for its owner's statistics: the portals of its
 * country, from the day it was listed or a few days after. No URLs: the sample's would lead nowhere.
 */
function onlineMedia(spec: PropertySpec): NonNullable<PropertyRecord['OnlineMedia']> {
  const listed = spec.createDate.slice(0, 10);
  const later = (days: number) => new Date(Date.parse(listed) + days * 86_400_000).toISOString().slice(0, 10);
  if (spec.region === 'luxembourg')
    return [{ Name: 'athome.lu', Url: null, Since: listed }, ...(spec.id % 2 ? [{ Name: 'immotop.lu', Url: null, Since: later(3) }] : [])];
  return [
    { Name: 'Immoweb', Url: null, Since: listed },
    ...(spec.id % 3 ? [{ Name: 'Zimmo', Url: null, Since: later(2) }] : []),
    ...(spec.region !== 'flanders' && spec.id % 2 ? [{ Name: 'Logic-Immo', Url: null, Since: later(5) }] : []),
  ];
}

export function renderRecord(spec: PropertySpec, lang: Lang, text = buildText(spec)): PropertyRecord {
  const type = typeOf(spec.sub.type);
  const L = <T extends Bilingual | null | undefined>(value: T) => (value ? value[lang] : null);
  const pictures = Array.from({ length: spec.pictureCount }, (_, i) => ({
    ID: spec.id * 10 + i + 1,
    Url: spec.slot.pictureUrls?.[i] ?? pictureUrl(spec.id, i + 1),
    Width: PICTURE_WIDTH,
    Height: PICTURE_HEIGHT,
    Name: PICTURE_NAMES[pictureKind(spec.sub.type, i)][lang],
  }));
  const sale = spec.goal === 0;
  const price = spec.price;
  const marqueeName = MARQUEE_NAMES[spec.marquee];
  const country = COUNTRIES[spec.place.country];
  const notary = sale && price ? Math.round((price * 0.0085 + 1150) / 5) * 5 : null;
  const record: PropertyRecord = {
    ID: spec.id,
    language: lang,
    WebID: type.webId,
    WebIDs: [type.webId],
    MainTypeName: type.name[lang],
    TypeDescription: (spec.slot.typeDescription ?? spec.sub.label)[lang],
    Goal: spec.goal,
    Price: price,
    PublishPrice: spec.publishPrice,
    PriceUnit: spec.priceFrom ? 7 : null,
    PriceUnitText: spec.priceFrom ? PRICE_FROM[lang] : null,
    Marquee: spec.marquee,
    MarqueeName: marqueeName ? marqueeName[lang] : null,
    Title: text.title[lang],
    Description: text.description[lang],
    Street: streetName(spec.street, lang),
    HouseNumber: spec.houseNumber,
    BoxNr: spec.boxNr,
    Zip: spec.place.zip,
    City: spec.place.name[lang],
    CountryID: country.id,
    CountryName: country.name[lang],
    PublishAddress: spec.publishAddress,
    Latitude: spec.lat,
    Longitude: spec.lng,
    EnergyPerformance: spec.energy,
    EPCLabelText: spec.epcLabel,
    SmallPicture: pictures[0]?.Url ?? null,
    SmallPictureItem: pictures[0] ?? null,
    Pictures: pictures,
    Documents: spec.documents.map((key, i) => ({
      ID: spec.id * 10 + i + 1,
      Name: DOCUMENTS[key].name[lang],
      Url: `/documents/${spec.id}/${DOCUMENTS[key].file}`,
    })),
    Videos: spec.videos.map((kind) => ({ Url: videoUrl(kind, spec), Name: VIDEO_NAMES[kind][lang] })),
    AgentID: spec.agentId,
    ProjectID: spec.slot.project?.id ?? null,
    CreateDate: spec.createDate,
    RecordFile: null,
  };
  if (spec.slot.fieldRules) record.FieldRules = spec.slot.fieldRules;
  if (spec.slot.appointmentsFull) record.AppointmentsFull = true;
  if (!spec.slot.sparse) record.OnlineMedia = onlineMedia(spec);

  const details: Partial<PropertyRecord> = {
    MonthlyRent: sale ? undefined : price,
    LivingSurface: spec.sub.type === 'garage' ? undefined : spec.living,
    GroundSurface: spec.ground,
    TotalSurface:
      spec.sub.type === 'garage' ? spec.living : spec.living && spec.sub.type !== 'apartment' ? Math.round(spec.living * 1.15) : undefined,
    TerraceSurface: spec.terrace,
    GardenSurface: spec.garden,
    ConstructedSurface: spec.sub.type === 'house' && spec.living ? Math.round(spec.living / ((spec.floors ?? 2) * 0.85)) : undefined,
    Bedrooms: spec.bedrooms,
    Bathrooms: spec.bathrooms,
    ShowerRooms: spec.showerRooms,
    Toilets: spec.toilets,
    Garages: spec.garages,
    Parkings: spec.parkings,
    Floors: spec.floors,
    ConstructionYear: spec.constructionYear,
    RenovationYear: spec.renovationYear,
    Facades: spec.facades,
    EnergyTotal: spec.energy !== null && spec.living ? Math.round(spec.energy * spec.living) : undefined,
    CO2Emission: spec.energy !== null ? Math.round(Math.max(0, spec.energy) * (spec.heating === 'heatpump' ? 0.08 : 0.21)) : undefined,
    EnergyCertificateEndDate: spec.certificateEnd,
    Heating: spec.heating ? HEATING[spec.heating].field[lang] : undefined,
    WindowGlazing: L(spec.glazing && GLAZING[spec.glazing]),
    WindowFrame: L(spec.frame && FRAME[spec.frame]),
    Kitchen: spec.kitchen ? KITCHEN[spec.kitchen].field[lang] : undefined,
    RoofMaterial: L(spec.roofMaterial && ROOF_MATERIAL[spec.roofMaterial]),
    RoofCondition: L(spec.roofCondition && ROOF_CONDITION[spec.roofCondition]),
    FloorCovering: L(spec.floorCovering && FLOOR[spec.floorCovering]),
    FloodZone:
      spec.floodRisk === null
        ? undefined
        : spec.floodRisk
          ? L(both('Mogelijk overstromingsgevoelig gebied', 'Zone potentiellement inondable'))
          : L(both('Niet in overstromingsgevoelig gebied', 'Pas en zone inondable')),
    RiparianZone: spec.floodRisk === null ? undefined : L(both('Niet in een afgebakende oeverzone', 'Pas en zone riveraine délimitée')),
    AsbestosType:
      spec.asbestosSafe === null
        ? undefined
        : spec.asbestosSafe
          ? L(both('Asbestveilig', "Sûr en matière d'amiante"))
          : L(both('Niet asbestveilig', "Non sûr en matière d'amiante")),
    AsbestosDate: spec.asbestosDate,
    GasCertificate: sale && spec.gas && spec.heating ? L(both('Conform', 'Conforme')) : undefined,
    ElectricityCertificate:
      spec.electricityOk === null
        ? undefined
        : spec.electricityOk
          ? L(both('Conform', 'Conforme'))
          : L(both('Niet conform', 'Non conforme')),
    TerraceOrientation: L(spec.terraceOrientation && ORIENTATION[spec.terraceOrientation].field),
    GardenOrientation: L(spec.gardenOrientation && ORIENTATION[spec.gardenOrientation].field),
    NotaryFeesWithoutVat: notary,
    NotaryFeesWithVat: notary ? Math.round(notary * 1.21) : undefined,
    RegistrationRights: sale && price ? registrationRights(spec, price) : undefined,
    ...(spec.slot.project && price ? unitTaxation(spec.slot.project.vat, price) : {}),
    RealEstateTax:
      sale && spec.living && spec.sub.type !== 'land'
        ? Math.round((spec.living * (spec.region === 'luxembourg' ? 1.2 : 7.5) + 150) / 5) * 5
        : undefined,
    ChargesOwner: spec.chargesOwner,
    ChargesRenter: spec.chargesRenter,
    Deposit: !sale && price ? price * 3 : undefined,
    AgencyCost: undefined,
    RentalInventory: spec.rentalInventory,
    Availability: spec.slot.project
      ? spec.slot.project.delivery[lang] &&
        (lang === 'nl' ? `Oplevering ${spec.slot.project.delivery.nl}` : `Livraison ${spec.slot.project.delivery.fr}`)
      : spec.availableFrom
        ? lang === 'nl'
          ? `Vanaf ${dateText('nl', spec.availableFrom)}`
          : `À partir du ${dateText('fr', spec.availableFrom)}`
        : AVAILABILITY[spec.availability][lang],
    PlanningData: L(spec.planning && PLANNING[spec.planning]),
    Gas: spec.gas,
    Water: spec.water,
    Lift: spec.lift,
    Cellar: spec.cellar,
    Garden: spec.sub.type === 'house' || spec.sub.type === 'apartment' ? spec.garden !== null : null,
    Attic: spec.attic,
    Furnished: spec.furnished,
    Permit: spec.permit,
    Summons: spec.goal === 0 ? false : null,
    AllotmentPermit: spec.allotmentPermit,
    PreemptiveRights: spec.preemptiveRights,
    ...mentionFields(spec),
  };
  // Leave out what a listing would leave empty, rather than writing null everywhere.
  for (const [key, value] of Object.entries(details))
    if (value !== undefined && value !== null && !(spec.slot.sparse && SPARSE_OMITS.has(key)))
      (record as Record<string, unknown>)[key] = value;
  return record;
}
