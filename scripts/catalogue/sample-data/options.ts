/** Detail-field vocabularies: each option knows its value in both languages. */
import type { Bilingual } from './places';
import { both } from './words';

export const HEATING = {
  gas: {
    field: both('Gas', 'Gaz'),
    sentence: both('Verwarming op aardgas met een condensatieketel.', 'Chauffage au gaz naturel par chaudière à condensation.'),
  },
  oil: { field: both('Stookolie', 'Mazout'), sentence: both('Centrale verwarming op stookolie.', 'Chauffage central au mazout.') },
  heatpump: {
    field: both('Warmtepomp', 'Pompe à chaleur'),
    sentence: both('Verwarming met een warmtepomp en vloerverwarming.', 'Chauffage par pompe à chaleur et chauffage au sol.'),
  },
  electric: { field: both('Elektrisch', 'Électrique'), sentence: both('De verwarming is elektrisch.', 'Le chauffage est électrique.') },
} satisfies Record<string, { field: Bilingual; sentence: Bilingual }>;
export type HeatingKey = keyof typeof HEATING;

export const ORIENTATION = {
  S: { field: both('Zuid', 'Sud'), nlAdj: 'zuidgerichte', fr: 'sud' },
  SW: { field: both('Zuidwest', 'Sud-ouest'), nlAdj: 'zuidwestgerichte', fr: 'sud-ouest' },
  W: { field: both('West', 'Ouest'), nlAdj: 'westgerichte', fr: 'ouest' },
  SE: { field: both('Zuidoost', 'Sud-est'), nlAdj: 'zuidoostgerichte', fr: 'sud-est' },
  E: { field: both('Oost', 'Est'), nlAdj: 'oostgerichte', fr: 'est' },
  N: { field: both('Noord', 'Nord'), nlAdj: 'noordgerichte', fr: 'nord' },
} satisfies Record<string, { field: Bilingual; nlAdj: string; fr: string }>;
export type OrientationKey = keyof typeof ORIENTATION;

export const GLAZING = {
  single: both('Enkel glas', 'Simple vitrage'),
  double: both('Dubbel glas', 'Double vitrage'),
  triple: both('Driedubbel glas', 'Triple vitrage'),
};
export type GlazingKey = keyof typeof GLAZING;

export const FRAME = {
  pvc: both('PVC', 'PVC'),
  wood: both('Hout', 'Bois'),
  alu: both('Aluminium', 'Aluminium'),
};
export type FrameKey = keyof typeof FRAME;

/** Kitchen: the field value, and the adjective used in running text ("een open keuken"). */
export const KITCHEN = {
  equipped: {
    field: both('Volledig ingerichte keuken', 'Cuisine entièrement équipée'),
    nl: 'volledig ingerichte',
    fr: 'entièrement équipée',
  },
  open: { field: both('Open keuken', 'Cuisine ouverte'), nl: 'open', fr: 'ouverte' },
  semi: { field: both('Half ingerichte keuken', 'Cuisine semi-équipée'), nl: 'half ingerichte', fr: 'semi-équipée' },
  island: { field: both('Keuken met kookeiland', 'Cuisine avec îlot'), nl: 'moderne', fr: 'moderne avec îlot' },
};
export type KitchenKey = keyof typeof KITCHEN;

export const ROOF_MATERIAL = {
  tiles: both('Pannen', 'Tuiles'),
  slate: both('Leien', 'Ardoises'),
  flat: both('Plat dak (EPDM)', 'Toit plat (EPDM)'),
};
export type RoofMaterialKey = keyof typeof ROOF_MATERIAL;

export const ROOF_CONDITION = {
  good: both('Goed', 'Bon état'),
  new: both('Recent vernieuwd', 'Récemment refaite'),
  toRenew: both('Te vernieuwen', 'À rénover'),
};
export type RoofConditionKey = keyof typeof ROOF_CONDITION;

export const FLOOR = {
  parquet: both('Parket', 'Parquet'),
  tiles: both('Tegels', 'Carrelage'),
  laminate: both('Laminaat', 'Stratifié'),
  concrete: both('Gepolierd beton', 'Béton ciré'),
};
export type FloorKey = keyof typeof FLOOR;

export const PLANNING = {
  residential: both('Woongebied', "Zone d'habitat"),
  rural: both('Woongebied met landelijk karakter', "Zone d'habitat à caractère rural"),
  mixed: both('Gemengd woon- en handelsgebied', "Zone mixte d'habitat et de commerce"),
  business: both("Gebied voor ambachtelijke bedrijven en kmo's", "Zone d'activité économique mixte"),
  luxembourg: both('Woonzone (PAG)', "Zone d'habitation (PAG)"),
};
export type PlanningKey = keyof typeof PLANNING;

export const AVAILABILITY = {
  now: both('Onmiddellijk', 'Immédiatement'),
  deed: both('Bij akte', "À l'acte"),
  agreement: both('In overleg', 'À convenir'),
};
export type AvailabilityKey = keyof typeof AVAILABILITY;

export const MARQUEE_NAMES: Record<number, Bilingual | null> = {
  0: null,
  1: both('Nieuw', 'Nouveau'),
  2: both('Verkocht', 'Vendu'),
  3: both('Verhuurd', 'Loué'),
  4: both('Optie', 'Option'),
  5: both('Prijsdaling', 'Baisse de prix'),
};

export const PRICE_FROM = both('vanaf', 'à partir de');

export const DOCUMENTS = {
  epc: { file: 'epc.pdf', name: both('EPC-certificaat', 'Certificat PEB') },
  urbanism: { file: 'stedenbouwkundige-inlichtingen.pdf', name: both('Stedenbouwkundige inlichtingen', 'Renseignements urbanistiques') },
  plan: { file: 'grondplan.pdf', name: both('Grondplan', 'Plan') },
  electricity: { file: 'keuring-elektriciteit.pdf', name: both('Keuringsverslag elektriciteit', 'Rapport de contrôle électrique') },
  asbestos: { file: 'asbestattest.pdf', name: both('Asbestinventarisattest', 'Attestation amiante') },
} satisfies Record<string, { file: string; name: Bilingual }>;
export type DocumentKey = keyof typeof DOCUMENTS;

export type VideoKind = 'youtube' | 'vimeo' | 'mp4' | 'matterport';
export const VIDEO_NAMES: Record<VideoKind, Bilingual> = {
  youtube: both('Videorondleiding', 'Visite vidéo'),
  vimeo: both('Video van de buurt', 'Vidéo du quartier'),
  mp4: both('Rondleiding', 'Visite guidée'),
  matterport: both('Virtuele 3D-rondleiding', 'Visite virtuelle 3D'),
};
