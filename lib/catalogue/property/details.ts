/**
 * The detail page's label groups (docs/product.md section 3, "Property detail labels"): which of a record's fields
 * show, in which group and as what kind of value. Pure data: the page turns each row into localized text.
 *
 * A row shows when the record has a value for it (null, undefined and empty text do not count; false does,
 * as "no") and the property's field rules let it (lib/catalogue/data/field-rules.ts: a rule that errors hides the
 * field). A group without rows is left out.
 */
import { isFieldShown, type RuleRecord } from '@/lib/catalogue/data';

export type DetailGroupId =
  'general' | 'surfaces' | 'rooms' | 'construction' | 'energy' | 'installations' | 'financial' | 'planning' | 'availability';

/** How a value is printed: money "€ 4.635", surface "156 m²", energy "242 kWh/m².year", yes/no, ... */
export type DetailKind =
  'text' | 'count' | 'year' | 'money' | 'surface' | 'energy' | 'energyTotal' | 'co2' | 'date' | 'boolean' | 'saleUnderVat';

/** A new build's taxation (SaleUnderVat, docs/decisions/0039 amendment 2), worded by the page. */
const SALE_UNDER_VAT_VALUES = ['none', 'building', 'land-and-building'] as const;
export type SaleUnderVatValue = (typeof SALE_UNDER_VAT_VALUES)[number];

export type DetailValue =
  | { kind: 'text'; value: string }
  | { kind: 'count' | 'year' | 'money' | 'surface' | 'energy' | 'energyTotal' | 'co2'; value: number }
  | { kind: 'date'; value: string }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'saleUnderVat'; value: SaleUnderVatValue }
  /** The street line, worded by the page ("Veldstraat 12 bus 3" / "bte 3"). */
  | { kind: 'address'; value: { street: string; number: string; box: string } };

/** A row's field: the record's field name, which is also its label's message key (Property.fields.{field}). */
export type DetailField = (typeof DETAIL_FIELDS)[DetailGroupId][number][0] | 'ID' | 'Address' | 'Price' | 'MonthlyRent';

export interface DetailRow {
  field: DetailField;
  value: DetailValue;
}

export interface DetailGroup {
  id: DetailGroupId;
  rows: DetailRow[];
}

/**
 * Every detail field, grouped, in display order. General facts that the page head already shows (title,
 * price, address, reference) are repeated in "general" on purpose: it is the block people scan and copy.
 * Address, price and reference are added by `detailGroups` since they depend on more than one field.
 */
export const DETAIL_FIELDS = {
  general: [
    ['TypeDescription', 'text'],
    ['City', 'text'],
    ['Zip', 'text'],
  ],
  surfaces: [
    ['LivingSurface', 'surface'],
    ['GroundSurface', 'surface'],
    ['TotalSurface', 'surface'],
    ['ConstructedSurface', 'surface'],
    ['TerraceSurface', 'surface'],
    ['TerraceOrientation', 'text'],
    ['GardenSurface', 'surface'],
    ['GardenOrientation', 'text'],
  ],
  rooms: [
    ['Bedrooms', 'count'],
    ['Bathrooms', 'count'],
    ['ShowerRooms', 'count'],
    ['Toilets', 'count'],
    ['Floors', 'count'],
    ['Garages', 'count'],
    ['Parkings', 'count'],
    ['Garden', 'boolean'],
    ['Cellar', 'boolean'],
    ['Attic', 'boolean'],
    ['Furnished', 'boolean'],
  ],
  construction: [
    ['ConstructionYear', 'year'],
    ['RenovationYear', 'year'],
    ['Facades', 'count'],
    ['Kitchen', 'text'],
    ['WindowGlazing', 'text'],
    ['WindowFrame', 'text'],
    ['RoofMaterial', 'text'],
    ['RoofCondition', 'text'],
    ['FloorCovering', 'text'],
    ['AsbestosType', 'text'],
    ['AsbestosDate', 'date'],
  ],
  energy: [
    ['EPCLabelText', 'text'],
    ['EPCCertificateCode', 'text'],
    ['EnergyPerformance', 'energy'],
    ['EnergyTotal', 'energyTotal'],
    ['CO2Emission', 'co2'],
    ['EnergyCertificateEndDate', 'date'],
    ['InsulationClass', 'text'],
  ],
  installations: [
    ['Heating', 'text'],
    ['Gas', 'boolean'],
    ['Water', 'boolean'],
    ['Lift', 'boolean'],
    ['GasCertificate', 'text'],
    ['ElectricityCertificate', 'text'],
  ],
  financial: [
    ['NotaryFeesWithoutVat', 'money'],
    ['NotaryFeesWithVat', 'money'],
    ['RegistrationRights', 'money'],
    ['SaleUnderVat', 'saleUnderVat'],
    ['LandShare', 'money'],
    ['PriceIncludesVat', 'boolean'],
    ['RealEstateTax', 'money'],
    ['ChargesOwner', 'money'],
    ['ChargesRenter', 'money'],
    ['Deposit', 'money'],
    ['AgencyCost', 'money'],
    ['RentalInventory', 'money'],
  ],
  planning: [
    ['PlanningData', 'text'],
    ['Permit', 'boolean'],
    ['Summons', 'boolean'],
    ['AllotmentPermit', 'boolean'],
    ['PreemptiveRights', 'boolean'],
    ['FloodZone', 'text'],
    ['FloodScoreParcel', 'text'],
    ['FloodScoreBuilding', 'text'],
    ['RiparianZone', 'text'],
  ],
  availability: [['Availability', 'text']],
} as const satisfies Record<DetailGroupId, readonly (readonly [field: string, kind: DetailKind])[]>;

export const DETAIL_GROUP_ORDER = Object.keys(DETAIL_FIELDS) as DetailGroupId[];

/** The record's value as `kind`, or null when it has none that fits (a wrong type counts as none). */
export function detailValue(raw: unknown, kind: DetailKind): DetailValue | null {
  switch (kind) {
    case 'boolean':
      return typeof raw === 'boolean' ? { kind, value: raw } : null;
    case 'saleUnderVat':
      return (SALE_UNDER_VAT_VALUES as readonly unknown[]).includes(raw) ? { kind, value: raw as SaleUnderVatValue } : null;
    case 'text':
    case 'date':
      return typeof raw === 'string' && raw.trim() ? { kind, value: raw.trim() } : null;
    default:
      return typeof raw === 'number' && Number.isFinite(raw) ? { kind, value: raw } : null;
  }
}

export interface DetailInput {
  record: RuleRecord & { FieldRules?: unknown };
  /** Whether the street address may be shown (PublishAddress). */
  publishAddress: boolean;
  /** The address; a street row shows only with a street, when the address is published. */
  address: { street: string; number: string; box: string };
  /** Asking price (sale) or monthly rent (rent), already null when not published or invalid. */
  price: number | null;
  goal: 'sale' | 'rent';
}

/** Whether the field rules let `field` show on this property's page. */
export function showsField(record: DetailInput['record'], field: string): boolean {
  return isFieldShown(record.FieldRules, record, field);
}

/** The label groups of a property, each with the rows it has and its rules allow, in display order. */
export function detailGroups(input: DetailInput): DetailGroup[] {
  const { record } = input;
  const groups: DetailGroup[] = [];
  for (const id of DETAIL_GROUP_ORDER) {
    const rows: DetailRow[] = [];
    if (id === 'general') {
      rows.push({ field: 'ID', value: { kind: 'text', value: String(record.ID) } });
      const { street, number, box } = input.address;
      if (input.publishAddress && street.trim() && showsField(record, 'Street'))
        rows.push({ field: 'Address', value: { kind: 'address', value: { street, number, box } } });
      const priceField = input.goal === 'rent' ? 'MonthlyRent' : 'Price';
      const rent = record.MonthlyRent;
      const price = input.goal === 'rent' && typeof rent === 'number' && Number.isFinite(rent) ? rent : input.price;
      if (price !== null && showsField(record, 'Price') && showsField(record, priceField))
        rows.push({ field: priceField, value: { kind: 'money', value: price } });
    }
    for (const [field, kind] of DETAIL_FIELDS[id]) {
      const value = detailValue(record[field], kind);
      if (value && showsField(record, field)) rows.push({ field, value });
    }
    if (rows.length) groups.push({ id, rows });
  }
  return groups;
}
