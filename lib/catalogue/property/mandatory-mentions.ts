/**
 * The mentions the law requires of a listing, by region and goal (docs/decisions/0040), and which of
 * them a property record lacks. The data check reports them (lib/catalogue/routing/check-data.ts) and the store
 * holds such listings back when site.json says so (lib/catalogue/data/store.ts): one table for both.
 *
 * Pure and small on purpose: lib/catalogue/data, the ground, imports this one module of lib/catalogue/property
 * (docs/decisions/0040), so it reads only the record's own fields, the region and the label tables.
 */
import type { PropertyRecord } from '@/lib/catalogue/data/file-schemas';
import { energyLabelOf } from './energy';
import { regionOf, type Region } from './region';

export const MENTIONS = [
  'epc-score',
  'epc-label',
  'epc-code',
  'planning-permit',
  'planning-designation',
  'planning-summons',
  'planning-preemption',
  'planning-subdivision',
  'flood-p-score',
  'flood-g-score',
  'rent',
  'charges',
  'peb-class',
  'co2',
  'specific-consumption',
  'total-consumption',
  'certificate-number',
  'energy-class',
  'insulation-class',
] as const;
export type Mention = (typeof MENTIONS)[number];

/**
 * The record's fields each mention reads: what a CRM's sync must fill for the mention to be present
 * (lib/agency/crm/sync/mentions.ts says which of them the agency's CRM sends).
 */
export const MENTION_FIELDS: Readonly<Record<Mention, readonly (keyof PropertyRecord)[]>> = {
  'epc-score': ['EnergyPerformance'],
  'epc-label': ['EnergyPerformance', 'EPCLabelText'],
  'epc-code': ['EPCCertificateCode'],
  'planning-permit': ['Permit'],
  'planning-designation': ['PlanningData'],
  'planning-summons': ['Summons'],
  'planning-preemption': ['PreemptiveRights'],
  'planning-subdivision': ['AllotmentPermit'],
  'flood-p-score': ['FloodScoreParcel'],
  'flood-g-score': ['FloodScoreBuilding'],
  rent: ['MonthlyRent', 'Price', 'PublishPrice'],
  charges: ['ChargesRenter'],
  'peb-class': ['EnergyPerformance', 'EPCLabelText'],
  co2: ['CO2Emission'],
  'specific-consumption': ['EnergyPerformance'],
  'total-consumption': ['EnergyTotal'],
  'certificate-number': ['EPCCertificateCode'],
  'energy-class': ['EnergyPerformance', 'EPCLabelText'],
  'insulation-class': ['InsulationClass'],
};

/** What the rules read of a record: the data file's fields (lib/catalogue/data/file-schemas.ts). */
export type MentionRecord = Pick<
  PropertyRecord,
  'WebID' | 'Goal' | 'Marquee' | 'Zip' | 'CountryID' | 'Price' | 'PublishPrice' | 'EnergyPerformance' | 'EPCLabelText'
> &
  Partial<
    Pick<
      PropertyRecord,
      | 'MonthlyRent'
      | 'ChargesRenter'
      | 'CO2Emission'
      | 'EnergyTotal'
      | 'EPCCertificateCode'
      | 'InsulationClass'
      | 'PlanningData'
      | 'Permit'
      | 'Summons'
      | 'PreemptiveRights'
      | 'AllotmentPermit'
      | 'FloodScoreParcel'
      | 'FloodScoreBuilding'
    >
  >;

/** Which Marquee values mean sold and rented (site.json `marquee`). */
export interface MarqueeValues {
  sold: readonly number[];
  rented: readonly number[];
}

/**
 * Land (WebID 3) and garages or parking spaces (6) have no heated volume: no energy certificate, and
 * no building for a flood G-score. The same ids as data/types.json (docs/product.md section 3).
 */
const LAND_TYPE_ID = 3;
const GARAGE_TYPE_ID = 6;
const hasBuilding = (r: MentionRecord) => r.WebID !== LAND_TYPE_ID && r.WebID !== GARAGE_TYPE_ID;

type Goal = 'sale' | 'rent';

const given = (value: unknown) => value !== null && value !== undefined && (typeof value !== 'string' || value.trim() !== '');
const aNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);
/** The label the site shows: from the figure by the region's table, else a recognised label text. */
const recognisedLabel = (r: MentionRecord) =>
  energyLabelOf({ address: { countryId: r.CountryID, zip: r.Zip }, energy: { value: r.EnergyPerformance, label: r.EPCLabelText } })?.code !=
  null;
/** The asking rent, published (a rent "on request" is no mention of it). */
const publishedRent = (r: MentionRecord) => r.PublishPrice && ((r.MonthlyRent ?? 0) > 0 || (aNumber(r.Price) && (r.Price ?? 0) > 0));

interface Rule {
  mention: Mention;
  regions: readonly Region[];
  goals: readonly Goal[];
  /** Whether the mention applies to this record at all (default: every record of the region and goal). */
  applies?: (r: MentionRecord) => boolean;
  present: (r: MentionRecord) => boolean;
}

const BOTH: readonly Goal[] = ['sale', 'rent'];
const SALE: readonly Goal[] = ['sale'];
const RENT: readonly Goal[] = ['rent'];

/** The rules, in the order a report lists them (docs/decisions/0040 has the table and its sources). */
export const RULES: readonly Rule[] = [
  // Flanders: Energiedecreet art. 11.2.1 §3 and the EPC rules.
  { mention: 'epc-score', regions: ['flanders'], goals: BOTH, applies: hasBuilding, present: (r) => aNumber(r.EnergyPerformance) },
  { mention: 'epc-label', regions: ['flanders'], goals: BOTH, applies: hasBuilding, present: recognisedLabel },
  { mention: 'epc-code', regions: ['flanders'], goals: BOTH, applies: hasBuilding, present: (r) => given(r.EPCCertificateCode) },
  // Flanders: the five planning mentions (VCRO art. 5.2.1), for a sale.
  { mention: 'planning-permit', regions: ['flanders'], goals: SALE, present: (r) => given(r.Permit) },
  { mention: 'planning-designation', regions: ['flanders', 'brussels'], goals: SALE, present: (r) => given(r.PlanningData) },
  { mention: 'planning-summons', regions: ['flanders'], goals: SALE, present: (r) => given(r.Summons) },
  { mention: 'planning-preemption', regions: ['flanders'], goals: SALE, present: (r) => given(r.PreemptiveRights) },
  { mention: 'planning-subdivision', regions: ['flanders'], goals: SALE, present: (r) => given(r.AllotmentPermit) },
  // Flanders: the flood information duty since 2023, for a sale.
  { mention: 'flood-p-score', regions: ['flanders'], goals: SALE, present: (r) => given(r.FloodScoreParcel) },
  { mention: 'flood-g-score', regions: ['flanders'], goals: SALE, applies: hasBuilding, present: (r) => given(r.FloodScoreBuilding) },
  // Rentals in Flanders and Brussels: the rent and the common charges (0 says there are none).
  { mention: 'rent', regions: ['flanders', 'brussels'], goals: RENT, present: publishedRent },
  { mention: 'charges', regions: ['flanders', 'brussels'], goals: RENT, present: (r) => aNumber(r.ChargesRenter) },
  // Brussels and Wallonia: the PEB certificate's results (Wallonia's four: class, specific and total
  // consumption, the certificate's number; docs/decisions/0050).
  { mention: 'peb-class', regions: ['brussels', 'wallonia'], goals: BOTH, applies: hasBuilding, present: recognisedLabel },
  { mention: 'co2', regions: ['brussels'], goals: BOTH, applies: hasBuilding, present: (r) => aNumber(r.CO2Emission) },
  {
    mention: 'specific-consumption',
    regions: ['wallonia'],
    goals: BOTH,
    applies: hasBuilding,
    present: (r) => aNumber(r.EnergyPerformance),
  },
  { mention: 'total-consumption', regions: ['wallonia'], goals: BOTH, applies: hasBuilding, present: (r) => aNumber(r.EnergyTotal) },
  { mention: 'certificate-number', regions: ['wallonia'], goals: BOTH, applies: hasBuilding, present: (r) => given(r.EPCCertificateCode) },
  // Luxembourg: the energy passport's two classes.
  { mention: 'energy-class', regions: ['luxembourg'], goals: BOTH, applies: hasBuilding, present: recognisedLabel },
  {
    mention: 'insulation-class',
    regions: ['luxembourg'],
    goals: BOTH,
    applies: hasBuilding,
    present: (r) => /^[A-I]$/i.test(r.InsulationClass?.trim() ?? ''),
  },
];

export interface MentionCheck {
  region: Region | null;
  missing: Mention[];
}

/**
 * The mandatory mentions a record lacks for its region and goal (Goal 0 is a sale, docs/product.md,
 * Rulings: Goal). A sold or rented listing is a reference, no longer an offer: nothing is required of
 * it. Records outside the four regions (another country, a Belgian record without a valid postal code)
 * have no rules here.
 */
export function checkMentions(record: MentionRecord, marquee: MarqueeValues): MentionCheck {
  const region = regionOf(record.CountryID, record.Zip);
  if (!region || marquee.sold.includes(record.Marquee) || marquee.rented.includes(record.Marquee)) return { region, missing: [] };
  const goal: Goal = record.Goal === 0 ? 'sale' : 'rent';
  const missing = RULES.filter(
    (rule) => rule.regions.includes(region) && rule.goals.includes(goal) && (rule.applies?.(record) ?? true) && !rule.present(record),
  ).map((rule) => rule.mention);
  return { region, missing };
}
