/**
 * Property types (types.json) and the finer subtypes a listing names in TypeDescription.
 * Grammar hints (Dutch de/het, French gender) let the text builder agree articles and adjectives.
 */
import type { Bilingual } from './places';

export type TypeKey = 'house' | 'apartment' | 'land' | 'income' | 'commercial' | 'garage';

export interface TypeDef {
  key: TypeKey;
  webId: number;
  name: Bilingual;
  /** Words people type for the type, per language (types.json Synonyms): suggestions and free text find the type by them. */
  synonyms: Record<keyof Bilingual, string[]>;
}

export const TYPES: TypeDef[] = [
  {
    key: 'house',
    webId: 1,
    name: { nl: 'Woning', fr: 'Maison' },
    synonyms: {
      nl: ['huis', 'villa', 'hoeve', 'boerderij', 'fermette', 'rijwoning', 'herenhuis', 'bungalow', 'eengezinswoning', 'bel-etage'],
      fr: ['maison', 'villa', 'ferme', 'fermette', 'bungalow', 'mitoyenne', 'maison de maître', 'bel-étage'],
    },
  },
  {
    key: 'apartment',
    webId: 2,
    name: { nl: 'Appartement', fr: 'Appartement' },
    synonyms: {
      nl: ['studio', 'kot', 'flat', 'loft', 'duplex', 'penthouse'],
      fr: ['studio', 'kot', 'flat', 'loft', 'duplex', 'penthouse', 'rez-de-chaussée'],
    },
  },
  {
    key: 'land',
    webId: 3,
    name: { nl: 'Grond', fr: 'Terrain' },
    synonyms: { nl: ['bouwgrond', 'perceel', 'kavel', 'bouwkavel'], fr: ['terrain à bâtir', 'parcelle'] },
  },
  {
    key: 'income',
    webId: 4,
    name: { nl: 'Opbrengsteigendom', fr: 'Immeuble de rapport' },
    synonyms: { nl: ['opbrengstpand', 'investering', 'meergezinswoning'], fr: ['immeuble', 'investissement', 'rapport'] },
  },
  {
    key: 'commercial',
    webId: 5,
    name: { nl: 'Commercieel vastgoed', fr: 'Immobilier commercial' },
    synonyms: {
      nl: ['handelspand', 'winkel', 'kantoor', 'magazijn', 'horeca'],
      fr: ['commerce', 'magasin', 'bureau', 'entrepôt', 'horeca'],
    },
  },
  {
    key: 'garage',
    webId: 6,
    name: { nl: 'Garage / parking', fr: 'Garage / parking' },
    synonyms: { nl: ['garagebox', 'staanplaats', 'parkeerplaats', 'autostaanplaats'], fr: ['box', 'emplacement', 'stationnement'] },
  },
];

/** How the photo generator draws the front of the building. */
export type BuildingStyle =
  | 'terraced'
  | 'semi'
  | 'detached'
  | 'villa'
  | 'farm'
  | 'bel-etage'
  | 'townhouse'
  | 'block'
  | 'loft'
  | 'plot'
  | 'income'
  | 'mixed'
  | 'shop'
  | 'office'
  | 'warehouse'
  | 'garage'
  | 'parking';

export interface Subtype {
  key: string;
  type: TypeKey;
  /** TypeDescription as shown. */
  label: Bilingual;
  /** Dutch noun in running text, and whether it is a het-word (dit/deze, ruim/ruime). */
  nl: { noun: string; het: boolean };
  /** French noun in running text, and whether it is feminine. */
  fr: { noun: string; fem: boolean };
  style: BuildingStyle;
}

const sub = (
  key: string,
  type: TypeKey,
  label: [string, string],
  nl: [string, boolean],
  fr: [string, boolean],
  style: BuildingStyle,
): Subtype => ({
  key,
  type,
  label: { nl: label[0], fr: label[1] },
  nl: { noun: nl[0], het: nl[1] },
  fr: { noun: fr[0], fem: fr[1] },
  style,
});

export const SUBTYPES: Subtype[] = [
  sub('terraced', 'house', ['Rijwoning', 'Maison mitoyenne'], ['rijwoning', false], ['maison mitoyenne', true], 'terraced'),
  sub('semi', 'house', ['Halfopen woning', 'Maison trois façades'], ['halfopen woning', false], ['maison trois façades', true], 'semi'),
  sub(
    'detached',
    'house',
    ['Vrijstaande woning', 'Maison quatre façades'],
    ['vrijstaande woning', false],
    ['maison quatre façades', true],
    'detached',
  ),
  sub('villa', 'house', ['Villa', 'Villa'], ['villa', false], ['villa', true], 'villa'),
  sub('farm', 'house', ['Hoeve', 'Fermette'], ['hoeve', false], ['fermette', true], 'farm'),
  sub('bel-etage', 'house', ['Bel-étage', 'Bel-étage'], ['bel-étage', false], ['bel-étage', false], 'bel-etage'),
  sub('townhouse', 'house', ['Herenhuis', 'Maison de maître'], ['herenhuis', true], ['maison de maître', true], 'townhouse'),
  sub('apartment', 'apartment', ['Appartement', 'Appartement'], ['appartement', true], ['appartement', false], 'block'),
  sub(
    'ground-floor',
    'apartment',
    ['Gelijkvloers appartement', 'Rez-de-chaussée'],
    ['gelijkvloers appartement', true],
    ['rez-de-chaussée', false],
    'block',
  ),
  sub('studio', 'apartment', ['Studio', 'Studio'], ['studio', false], ['studio', false], 'block'),
  sub('duplex', 'apartment', ['Duplex', 'Duplex'], ['duplex', false], ['duplex', false], 'block'),
  sub('penthouse', 'apartment', ['Penthouse', 'Penthouse'], ['penthouse', false], ['penthouse', false], 'block'),
  sub('loft', 'apartment', ['Loft', 'Loft'], ['loft', false], ['loft', false], 'loft'),
  sub('building-land', 'land', ['Bouwgrond', 'Terrain à bâtir'], ['bouwgrond', false], ['terrain à bâtir', false], 'plot'),
  sub('building-plot', 'land', ['Bouwperceel', 'Parcelle à bâtir'], ['bouwperceel', true], ['parcelle à bâtir', true], 'plot'),
  sub(
    'income',
    'income',
    ['Opbrengsteigendom', 'Immeuble de rapport'],
    ['opbrengsteigendom', true],
    ['immeuble de rapport', false],
    'income',
  ),
  sub(
    'mixed',
    'income',
    ['Gemengd opbrengsteigendom', 'Immeuble mixte'],
    ['gemengd opbrengsteigendom', true],
    ['immeuble mixte', false],
    'mixed',
  ),
  sub('shop', 'commercial', ['Handelspand', 'Surface commerciale'], ['handelspand', true], ['surface commerciale', true], 'shop'),
  sub('horeca', 'commercial', ['Horecapand', 'Établissement horeca'], ['horecapand', true], ['établissement horeca', false], 'shop'),
  sub('office', 'commercial', ['Kantoor', 'Bureau'], ['kantoorruimte', false], ['bureau', false], 'office'),
  sub('warehouse', 'commercial', ['Magazijn', 'Entrepôt'], ['magazijn', true], ['entrepôt', false], 'warehouse'),
  sub('garage-box', 'garage', ['Garagebox', 'Box de garage'], ['garagebox', false], ['box de garage', false], 'garage'),
  sub(
    'parking',
    'garage',
    ['Parkeerplaats', 'Emplacement de parking'],
    ['parkeerplaats', false],
    ['emplacement de parking', false],
    'parking',
  ),
];

const SUBTYPE_BY_KEY = new Map(SUBTYPES.map((s) => [s.key, s]));
const TYPE_BY_KEY = new Map(TYPES.map((t) => [t.key, t]));

export function subtype(key: string): Subtype {
  const found = SUBTYPE_BY_KEY.get(key);
  if (!found) throw new Error(`unknown subtype ${key}`);
  return found;
}

export function typeOf(key: TypeKey): TypeDef {
  return TYPE_BY_KEY.get(key)!;
}

export function typeByWebId(webId: number): TypeDef | undefined {
  return TYPES.find((t) => t.webId === webId);
}

/** The subtype whose Dutch or French label starts a TypeDescription, for the photo generator. */
export function subtypeFromDescription(description: string, webId: number): Subtype | undefined {
  const candidates = SUBTYPES.filter((s) => typeByWebId(webId)?.key === s.type);
  return (
    candidates.find((s) => description === s.label.nl || description === s.label.fr) ??
    candidates.find((s) => description.startsWith(s.label.nl) || description.startsWith(s.label.fr)) ??
    candidates[0]
  );
}

/** What each photo of a listing shows, in order; the data names the photos, the generator draws them. */
export type PictureKind =
  | 'front'
  | 'rear'
  | 'living'
  | 'kitchen'
  | 'bedroom'
  | 'bathroom'
  | 'garden'
  | 'terrace'
  | 'plot'
  | 'street'
  | 'interior-open'
  | 'garage-inside';

export const PICTURE_NAMES: Record<PictureKind, Bilingual> = {
  front: { nl: 'Voorgevel', fr: 'Façade avant' },
  rear: { nl: 'Achtergevel', fr: 'Façade arrière' },
  living: { nl: 'Woonkamer', fr: 'Séjour' },
  kitchen: { nl: 'Keuken', fr: 'Cuisine' },
  bedroom: { nl: 'Slaapkamer', fr: 'Chambre' },
  bathroom: { nl: 'Badkamer', fr: 'Salle de bains' },
  garden: { nl: 'Tuin', fr: 'Jardin' },
  terrace: { nl: 'Terras met uitzicht', fr: 'Terrasse avec vue' },
  plot: { nl: 'Perceel', fr: 'Parcelle' },
  street: { nl: 'Straatzicht', fr: 'Vue depuis la rue' },
  'interior-open': { nl: 'Binnenruimte', fr: 'Espace intérieur' },
  'garage-inside': { nl: 'Binnenzicht', fr: 'Vue intérieure' },
};

const KINDS: Record<TypeKey, PictureKind[]> = {
  house: ['front', 'living', 'kitchen', 'garden', 'bedroom', 'bathroom'],
  apartment: ['front', 'living', 'kitchen', 'terrace', 'bedroom', 'bathroom'],
  land: ['plot', 'street', 'plot', 'street'],
  income: ['front', 'living', 'kitchen', 'rear', 'bedroom', 'bathroom'],
  commercial: ['front', 'interior-open', 'rear', 'interior-open', 'street', 'front'],
  garage: ['front', 'garage-inside', 'street', 'front'],
};

export function pictureKind(type: TypeKey, index: number): PictureKind {
  const kinds = KINDS[type];
  return kinds[index % kinds.length]!;
}

export function maxPictures(type: TypeKey): number {
  return KINDS[type].length;
}
