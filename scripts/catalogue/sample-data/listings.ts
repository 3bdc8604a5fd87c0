/**
 * The sample's listings: a hand-made table of where/what/sale-or-rent with the edge cases the site
 * must handle, plus the units of the new-build projects. Energy values are spread so that every
 * label range of every region table is hit, best labels going to the buildings most likely to have them.
 */
import { subtype, type Subtype } from './catalog';
import { ENERGY_RANGES, LUXEMBOURG_CLASSES, valueInRange } from './energy';
import type { VideoKind } from './options';
import { place, regionOf, type Bilingual } from './places';
import { Rng } from './prng';
import { hasEnergyLabel, type Slot } from './property';
import { PROJECTS } from './projects';

export const SAMPLE_SEED = 'vitrine-sample-2026';
export const FIRST_ID = 4101;

type Extra = Partial<
  Pick<
    Slot,
    | 'marquee'
    | 'price'
    | 'publishPrice'
    | 'priceFrom'
    | 'publishAddress'
    | 'pictures'
    | 'documents'
    | 'fieldRules'
    | 'appointmentsFull'
    | 'typeDescription'
    | 'floodRisk'
  >
> & {
  videos?: VideoKind[];
};
type Row = [placeKey: string, subtype: string, goal: 0 | 1, extra?: Extra];

const LONG_SEMI: Bilingual = {
  nl: 'Halfopen woning met aangebouwde praktijkruimte, dubbele garage en een bijgebouw achteraan op het perceel',
  fr: 'Maison trois façades avec cabinet professionnel attenant, double garage et annexe au fond de la parcelle',
};
const LONG_MIXED: Bilingual = {
  nl: 'Gemengd opbrengsteigendom met handelsgelijkvloers en appartementen op de verdiepingen, volledig verhuurd',
  fr: 'Immeuble mixte avec rez-de-chaussée commercial et appartements aux étages, entièrement loué et bien desservi',
};
const HIDE_PRICE_WHEN_SOLD = [{ Field: 'Price', Rule: 'Marquee != 2' }];

const ROWS: Row[] = [
  // Flanders
  ['gent', 'terraced', 0, { marquee: 1, documents: true }],
  ['gent', 'apartment', 1],
  ['gent', 'townhouse', 0, { videos: ['matterport'], documents: true }],
  ['gent', 'studio', 1, { marquee: 3 }],
  ['gent', 'shop', 1],
  ['merelbeke', 'semi', 0, { typeDescription: LONG_SEMI }],
  ['latem', 'villa', 0, { publishPrice: false, publishAddress: false, videos: ['youtube'], marquee: 1, documents: true }],
  // On the Leie: the flood scores' D case, with the flood symbol (docs/decisions/0040).
  ['deinze', 'farm', 0, { floodRisk: true }],
  ['deinze', 'building-land', 0, { priceFrom: true }],
  ['aalst', 'income', 0],
  ['sint-niklaas', 'terraced', 1],
  ['antwerpen', 'apartment', 0, { marquee: 4 }],
  ['antwerpen', 'loft', 1],
  ['antwerpen', 'garage-box', 0],
  ['berchem', 'townhouse', 0, { marquee: 5 }],
  ['mechelen', 'duplex', 0, { appointmentsFull: true }],
  ['lier', 'bel-etage', 0],
  ['leuven', 'studio', 1, { fieldRules: [{ Field: 'Bedrooms', Rule: 'Bedrooms > 0' }] }],
  ['leuven', 'apartment', 1],
  ['hasselt', 'office', 1, { fieldRules: [{ Field: 'Price', Rule: 'Price >' }] }],
  ['genk', 'detached', 0],
  ['brugge', 'terraced', 0, { marquee: 2, fieldRules: HIDE_PRICE_WHEN_SOLD }],
  ['oostende', 'apartment', 0, { marquee: 1 }],
  ['knokke', 'penthouse', 0, { publishPrice: false, publishAddress: false, videos: ['matterport'] }],
  ['kortrijk', 'warehouse', 0, { price: null }],
  ['ieper', 'building-plot', 0],
  ['halle', 'mixed', 0],
  ['vilvoorde', 'parking', 0, { pictures: 0 }],
  // Brussels
  ['brussel', 'apartment', 1, { marquee: 1 }],
  ['brussel', 'loft', 0],
  ['brussel', 'horeca', 1],
  ['brussel', 'garage-box', 0],
  ['elsene', 'apartment', 0, { videos: ['vimeo'], documents: true }],
  ['elsene', 'townhouse', 0, { publishAddress: false }],
  ['elsene', 'duplex', 1],
  ['elsene', 'studio', 1, { marquee: 3 }],
  ['elsene', 'ground-floor', 0],
  ['schaarbeek', 'townhouse', 0],
  ['schaarbeek', 'apartment', 1],
  ['schaarbeek', 'mixed', 0, { typeDescription: LONG_MIXED }],
  ['etterbeek', 'apartment', 0, { marquee: 5 }],
  ['etterbeek', 'office', 1],
  ['sint-gillis', 'apartment', 1],
  ['sint-gillis', 'townhouse', 0, { marquee: 4 }],
  ['sint-gillis', 'studio', 0],
  ['ukkel', 'villa', 0, { publishPrice: false }],
  ['ukkel', 'apartment', 0, { marquee: 2, fieldRules: HIDE_PRICE_WHEN_SOLD }],
  ['ukkel', 'terraced', 1],
  ['woluwe', 'apartment', 0],
  ['woluwe', 'penthouse', 1],
  ['woluwe', 'parking', 0],
  // Wallonia
  ['waver', 'apartment', 1],
  ['ottignies', 'studio', 1, { marquee: 1 }],
  ['nijvel', 'semi', 0],
  ['waterloo', 'villa', 0, { publishAddress: false, videos: ['mp4', 'youtube'] }],
  ['luik', 'apartment', 0],
  ['luik', 'income', 0],
  ['luik', 'shop', 1],
  ['verviers', 'terraced', 0, { marquee: 5 }],
  ['spa', 'townhouse', 0],
  ['namen', 'apartment', 1, { marquee: 3 }],
  ['dinant', 'farm', 0],
  ['charleroi', 'terraced', 0],
  ['bastogne', 'building-land', 0],
  ['aarlen', 'semi', 1],
  ['bergen', 'apartment', 0, { marquee: 4 }],
  ['la-louviere', 'terraced', 1],
  ['doornik', 'townhouse', 0, { marquee: 2 }],
  // Luxembourg
  ['luxembourg', 'apartment', 0, { videos: ['youtube', 'matterport'], marquee: 1 }],
  ['luxembourg', 'apartment', 1],
  ['esch', 'duplex', 0],
  ['strassen', 'semi', 0],
  ['bertrange', 'office', 1],
  ['luxembourg', 'parking', 0],
];

/** How likely a building of this kind is to have a good label (0 best .. 1 worst). */
const LIKELY_QUALITY: Record<string, number> = {
  penthouse: 0.1,
  villa: 0.3,
  detached: 0.35,
  loft: 0.3,
  'ground-floor': 0.35,
  duplex: 0.35,
  apartment: 0.45,
  office: 0.4,
  semi: 0.45,
  studio: 0.5,
  'bel-etage': 0.6,
  shop: 0.6,
  warehouse: 0.6,
  horeca: 0.65,
  terraced: 0.65,
  income: 0.7,
  townhouse: 0.75,
  mixed: 0.75,
  farm: 0.8,
};

function spreadEnergy(slots: Slot[], rng: Rng): void {
  const byRegion = new Map<string, Slot[]>();
  for (const slot of slots) {
    if (!hasEnergyLabel(slot.sub)) continue;
    const region = regionOf(slot.place);
    byRegion.set(region, [...(byRegion.get(region) ?? []), slot]);
  }
  for (const [region, list] of byRegion) {
    const ordered = list
      .map((slot) => ({ slot, key: (LIKELY_QUALITY[slot.sub.key] ?? 0.5) + rng.float(-0.3, 0.3) }))
      .sort((a, b) => a.key - b.key)
      .map((x) => x.slot);
    if (region === 'luxembourg') {
      ordered.forEach((slot, i) => {
        const c = LUXEMBOURG_CLASSES[Math.floor((i * LUXEMBOURG_CLASSES.length) / ordered.length)]!;
        slot.energy = rng.int(c.min, c.max);
      });
      continue;
    }
    const r = region as keyof typeof ENERGY_RANGES;
    const ranges = ENERGY_RANGES[r];
    if (ordered.length < ranges.length) throw new Error(`${region}: ${ordered.length} listings cannot cover ${ranges.length} label ranges`);
    // Slot i takes range floor(i * R / S): every range is used at least once, in order.
    ordered.forEach((slot, i) => {
      slot.energy = valueInRange(rng, ranges[Math.floor((i * ranges.length) / ordered.length)]!, r);
    });
  }
}

/** Good labels for new builds: Flanders/Brussels "A", Wallonia "A+", Luxembourg "A". */
function newBuildEnergy(rng: Rng, sub: Subtype, placeKey: string): number | null {
  if (!hasEnergyLabel(sub)) return null;
  const region = regionOf(place(placeKey));
  if (region === 'luxembourg') return rng.int(22, 40);
  if (region === 'wallonia') return rng.int(15, 40);
  if (region === 'brussels') return rng.int(6, 21);
  return rng.int(25, 60);
}

export function sampleSlots(): Slot[] {
  const rng = new Rng(SAMPLE_SEED);
  let id = FIRST_ID;
  const slots: Slot[] = ROWS.map(([placeKey, subKey, goal, extra = {}]) => ({
    id: id++,
    place: place(placeKey),
    sub: subtype(subKey),
    goal,
    marquee:
      extra.marquee ??
      rng.weighted([
        [0, 13],
        [1, 4],
        [4, 1],
        [5, 2],
      ] as const),
    ...extra,
  }));
  spreadEnergy(slots, rng);
  for (const project of PROJECTS) {
    for (const unit of project.units) {
      const sub = subtype(unit.sub);
      slots.push({
        id: id++,
        place: project.place,
        sub,
        goal: 0,
        project,
        marquee: unit.marquee ?? 0,
        priceFrom: unit.priceFrom ?? false,
        energy: newBuildEnergy(rng, sub, project.place.key),
        documents: true,
        agentId:
          project.place.country === 'LU' || regionOf(project.place) === 'wallonia'
            ? '104'
            : regionOf(project.place) === 'brussels'
              ? '103'
              : '101',
      });
    }
  }
  return slots;
}
