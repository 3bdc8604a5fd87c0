/**
 * Municipalities used by the sample: real postal codes, centre coordinates and a few real streets.
 * Brussels streets carry both official names; elsewhere the street name is the same in both languages.
 */
import { COUNTRY_BELGIUM, COUNTRY_LUXEMBOURG } from '../../../lib/catalogue/data/file-schemas';

export type Lang = 'nl' | 'fr';
export type Bilingual = Record<Lang, string>;
export type Region = 'flanders' | 'brussels' | 'wallonia' | 'luxembourg';

export interface Place {
  key: string;
  name: Bilingual;
  zip: string;
  country: 'BE' | 'LU';
  lat: number;
  lng: number;
  streets: (string | Bilingual)[];
}

export const COUNTRIES = {
  BE: { id: COUNTRY_BELGIUM, name: { nl: 'België', fr: 'Belgique' } },
  LU: { id: COUNTRY_LUXEMBOURG, name: { nl: 'Luxemburg', fr: 'Luxembourg' } },
} as const;

const same = (name: string): Bilingual => ({ nl: name, fr: name });
const both = (nl: string, fr: string): Bilingual => ({ nl, fr });

export const PLACES: Place[] = [
  // Flanders
  {
    key: 'gent',
    name: both('Gent', 'Gand'),
    zip: '9000',
    country: 'BE',
    lat: 51.0543,
    lng: 3.7174,
    streets: [
      'Coupure Links',
      'Sint-Pietersnieuwstraat',
      'Brabantdam',
      'Forelstraat',
      'Kraanlei',
      'Voskenslaan',
      'Visserij',
      'Nederkouter',
    ],
  },
  {
    key: 'merelbeke',
    name: same('Merelbeke'),
    zip: '9820',
    country: 'BE',
    lat: 51.0001,
    lng: 3.7468,
    streets: ['Hundelgemsesteenweg', 'Poelstraat', 'Fraterstraat'],
  },
  {
    key: 'latem',
    name: both('Sint-Martens-Latem', 'Laethem-Saint-Martin'),
    zip: '9830',
    country: 'BE',
    lat: 51.0176,
    lng: 3.6383,
    streets: ['Kortrijksesteenweg', 'Latemstraat', 'Maenhoutstraat', 'Golflaan'],
  },
  {
    key: 'deinze',
    name: same('Deinze'),
    zip: '9800',
    country: 'BE',
    lat: 50.9845,
    lng: 3.5298,
    streets: ['Tolpoortstraat', 'Gentpoortstraat', 'Kortrijkstraat'],
  },
  {
    key: 'aalst',
    name: both('Aalst', 'Alost'),
    zip: '9300',
    country: 'BE',
    lat: 50.9378,
    lng: 4.0403,
    streets: ['Kattestraat', 'Gentsesteenweg', 'Dirk Martensstraat'],
  },
  {
    key: 'sint-niklaas',
    name: both('Sint-Niklaas', 'Saint-Nicolas'),
    zip: '9100',
    country: 'BE',
    lat: 51.1652,
    lng: 4.1392,
    streets: ['Parkstraat', 'Stationsstraat', 'Ankerstraat'],
  },
  {
    key: 'antwerpen',
    name: both('Antwerpen', 'Anvers'),
    zip: '2000',
    country: 'BE',
    lat: 51.2194,
    lng: 4.4025,
    streets: ['Kloosterstraat', 'Nationalestraat', 'Lange Nieuwstraat', 'Oudaan', 'Vleminckveld'],
  },
  {
    key: 'berchem',
    name: same('Berchem'),
    zip: '2600',
    country: 'BE',
    lat: 51.1991,
    lng: 4.4257,
    streets: ['Statiestraat', 'Driekoningenstraat', 'Cogels-Osylei', 'Grote Steenweg'],
  },
  {
    key: 'mechelen',
    name: both('Mechelen', 'Malines'),
    zip: '2800',
    country: 'BE',
    lat: 51.0259,
    lng: 4.4776,
    streets: ['Bruul', 'Hoogstraat', 'Adegemstraat', 'Nekkerspoelstraat'],
  },
  {
    key: 'lier',
    name: both('Lier', 'Lierre'),
    zip: '2500',
    country: 'BE',
    lat: 51.1313,
    lng: 4.5703,
    streets: ['Antwerpsestraat', 'Kartuizersvest', 'Berlarij'],
  },
  {
    key: 'leuven',
    name: both('Leuven', 'Louvain'),
    zip: '3000',
    country: 'BE',
    lat: 50.8798,
    lng: 4.7005,
    streets: ['Naamsestraat', 'Tiensestraat', 'Brusselsestraat', 'Diestsevest', 'Vaartkom'],
  },
  {
    key: 'hasselt',
    name: same('Hasselt'),
    zip: '3500',
    country: 'BE',
    lat: 50.9307,
    lng: 5.3325,
    streets: ['Kuringersteenweg', 'Demerstraat', 'Kunstlaan'],
  },
  {
    key: 'genk',
    name: same('Genk'),
    zip: '3600',
    country: 'BE',
    lat: 50.965,
    lng: 5.5008,
    streets: ['Hasseltweg', 'Stalenstraat', 'Europalaan'],
  },
  {
    key: 'halle',
    name: both('Halle', 'Hal'),
    zip: '1500',
    country: 'BE',
    lat: 50.7339,
    lng: 4.2345,
    streets: ['Basiliekstraat', 'Nijvelsesteenweg', 'Brusselsesteenweg'],
  },
  {
    key: 'vilvoorde',
    name: both('Vilvoorde', 'Vilvorde'),
    zip: '1800',
    country: 'BE',
    lat: 50.9281,
    lng: 4.4245,
    streets: ['Leuvensestraat', 'Schaarbeeklei', 'Mechelsesteenweg'],
  },
  {
    key: 'brugge',
    name: both('Brugge', 'Bruges'),
    zip: '8000',
    country: 'BE',
    lat: 51.2093,
    lng: 3.2247,
    streets: ['Langestraat', 'Smedenstraat', 'Katelijnestraat', 'Ezelstraat'],
  },
  {
    key: 'oostende',
    name: both('Oostende', 'Ostende'),
    zip: '8400',
    country: 'BE',
    lat: 51.23,
    lng: 2.92,
    streets: ['Zeedijk', 'Christinastraat', 'Kapucijnenstraat', 'Torhoutsesteenweg'],
  },
  {
    key: 'knokke',
    name: same('Knokke-Heist'),
    zip: '8300',
    country: 'BE',
    lat: 51.35,
    lng: 3.265,
    streets: ['Lippenslaan', 'Kustlaan', 'Dumortierlaan', 'Zoutelaan'],
  },
  {
    key: 'kortrijk',
    name: both('Kortrijk', 'Courtrai'),
    zip: '8500',
    country: 'BE',
    lat: 50.828,
    lng: 3.2649,
    streets: ['Doorniksestraat', 'Lange Steenstraat', 'Groeningelaan', 'Budastraat'],
  },
  {
    key: 'ieper',
    name: both('Ieper', 'Ypres'),
    zip: '8900',
    country: 'BE',
    lat: 50.8503,
    lng: 2.8853,
    streets: ['Meensestraat', 'Rijselsestraat', 'Boterstraat'],
  },
  // Brussels-Capital Region
  {
    key: 'brussel',
    name: both('Brussel', 'Bruxelles'),
    zip: '1000',
    country: 'BE',
    lat: 50.8467,
    lng: 4.3525,
    streets: [
      both('Dansaertstraat', 'Rue Antoine Dansaert'),
      both('Kolenmarkt', 'Rue du Marché au Charbon'),
      both('Lakensestraat', 'Rue de Laeken'),
      both('Hoogstraat', 'Rue Haute'),
    ],
  },
  {
    key: 'elsene',
    name: both('Elsene', 'Ixelles'),
    zip: '1050',
    country: 'BE',
    lat: 50.8275,
    lng: 4.372,
    streets: [
      both('Louizalaan', 'Avenue Louise'),
      both('Elsensesteenweg', "Chaussée d'Ixelles"),
      both('Baljuwstraat', 'Rue du Bailli'),
      both('Kasteleinsplein', 'Place du Châtelain'),
    ],
  },
  {
    key: 'schaarbeek',
    name: both('Schaarbeek', 'Schaerbeek'),
    zip: '1030',
    country: 'BE',
    lat: 50.8676,
    lng: 4.3737,
    streets: [
      both('Louis Bertrandlaan', 'Avenue Louis Bertrand'),
      both('Haachtsesteenweg', 'Chaussée de Haecht'),
      both('Josaphatstraat', 'Rue Josaphat'),
    ],
  },
  {
    key: 'etterbeek',
    name: same('Etterbeek'),
    zip: '1040',
    country: 'BE',
    lat: 50.8361,
    lng: 4.3891,
    streets: [
      both('Oudergemlaan', "Avenue d'Auderghem"),
      both('Sint-Pieterssteenweg', 'Chaussée Saint-Pierre'),
      both('Tervurenlaan', 'Avenue de Tervueren'),
    ],
  },
  {
    key: 'sint-gillis',
    name: both('Sint-Gillis', 'Saint-Gilles'),
    zip: '1060',
    country: 'BE',
    lat: 50.827,
    lng: 4.345,
    streets: [
      both('Charleroisesteenweg', 'Chaussée de Charleroi'),
      both('Vorstsesteenweg', 'Chaussée de Forest'),
      both('Jourdanstraat', 'Rue Jourdan'),
    ],
  },
  {
    key: 'ukkel',
    name: both('Ukkel', 'Uccle'),
    zip: '1180',
    country: 'BE',
    lat: 50.802,
    lng: 4.337,
    streets: [
      both('Brugmannlaan', 'Avenue Brugmann'),
      both('Alsembergsesteenweg', "Chaussée d'Alsemberg"),
      both('De Frélaan', 'Avenue De Fré'),
    ],
  },
  {
    key: 'woluwe',
    name: both('Sint-Lambrechts-Woluwe', 'Woluwe-Saint-Lambert'),
    zip: '1200',
    country: 'BE',
    lat: 50.847,
    lng: 4.428,
    streets: [both('Georges Henrilaan', 'Avenue Georges Henri'), same('Tomberg'), both('Roodebeeksteenweg', 'Chaussée de Roodebeek')],
  },
  // Wallonia
  {
    key: 'waver',
    name: both('Waver', 'Wavre'),
    zip: '1300',
    country: 'BE',
    lat: 50.717,
    lng: 4.601,
    streets: ['Rue de Namur', 'Place Bosch', 'Chaussée de Bruxelles'],
  },
  {
    key: 'ottignies',
    name: same('Ottignies-Louvain-la-Neuve'),
    zip: '1340',
    country: 'BE',
    lat: 50.667,
    lng: 4.569,
    streets: ['Avenue des Combattants', 'Rue du Monument', 'Avenue Reine Astrid'],
  },
  {
    key: 'nijvel',
    name: both('Nijvel', 'Nivelles'),
    zip: '1400',
    country: 'BE',
    lat: 50.598,
    lng: 4.328,
    streets: ['Rue de Namur', 'Faubourg de Mons', 'Rue de Soignies'],
  },
  {
    key: 'waterloo',
    name: same('Waterloo'),
    zip: '1410',
    country: 'BE',
    lat: 50.715,
    lng: 4.399,
    streets: ['Chaussée de Bruxelles', 'Drève Richelle', 'Avenue des Lilas'],
  },
  {
    key: 'luik',
    name: both('Luik', 'Liège'),
    zip: '4000',
    country: 'BE',
    lat: 50.6326,
    lng: 5.5797,
    streets: ["Boulevard d'Avroy", 'Rue Saint-Gilles', 'Quai de Rome', 'En Neuvice', 'Rue Hors-Château'],
  },
  {
    key: 'verviers',
    name: same('Verviers'),
    zip: '4800',
    country: 'BE',
    lat: 50.589,
    lng: 5.862,
    streets: ['Rue de Heusy', 'Rue Crapaurue', 'Place Verte'],
  },
  {
    key: 'spa',
    name: same('Spa'),
    zip: '4900',
    country: 'BE',
    lat: 50.492,
    lng: 5.864,
    streets: ['Avenue Reine Astrid', 'Rue Royale', 'Boulevard des Anglais'],
  },
  {
    key: 'namen',
    name: both('Namen', 'Namur'),
    zip: '5000',
    country: 'BE',
    lat: 50.4669,
    lng: 4.8675,
    streets: ['Rue de Fer', "Rue de l'Ange", 'Avenue de la Plante', 'Rue Godefroid'],
  },
  {
    key: 'dinant',
    name: same('Dinant'),
    zip: '5500',
    country: 'BE',
    lat: 50.261,
    lng: 4.912,
    streets: ['Rue Grande', 'Rue Adolphe Sax', 'Rue Léopold'],
  },
  {
    key: 'charleroi',
    name: same('Charleroi'),
    zip: '6000',
    country: 'BE',
    lat: 50.4108,
    lng: 4.4446,
    streets: ['Boulevard Tirou', 'Rue de la Montagne', 'Boulevard Audent'],
  },
  {
    key: 'bastogne',
    name: both('Bastenaken', 'Bastogne'),
    zip: '6600',
    country: 'BE',
    lat: 50.003,
    lng: 5.719,
    streets: ['Rue du Vivier', 'Rue de Marche', 'Rue des Remparts'],
  },
  {
    key: 'aarlen',
    name: both('Aarlen', 'Arlon'),
    zip: '6700',
    country: 'BE',
    lat: 49.6833,
    lng: 5.8167,
    streets: ['Grand-Rue', 'Avenue de Longwy', 'Rue des Faubourgs'],
  },
  {
    key: 'bergen',
    name: both('Bergen', 'Mons'),
    zip: '7000',
    country: 'BE',
    lat: 50.4542,
    lng: 3.9523,
    streets: ['Rue de Nimy', "Rue d'Havré", 'Rue des Fripiers'],
  },
  {
    key: 'la-louviere',
    name: same('La Louvière'),
    zip: '7100',
    country: 'BE',
    lat: 50.48,
    lng: 4.186,
    streets: ['Rue Albert Ier', 'Rue Kéramis', 'Rue Sylvain Guyaux'],
  },
  {
    key: 'doornik',
    name: both('Doornik', 'Tournai'),
    zip: '7500',
    country: 'BE',
    lat: 50.6056,
    lng: 3.3878,
    streets: ['Rue Royale', 'Quai Notre-Dame', 'Rue Saint-Martin'],
  },
  // Luxembourg
  {
    key: 'luxembourg',
    name: both('Luxemburg', 'Luxembourg'),
    zip: '1111',
    country: 'LU',
    lat: 49.6116,
    lng: 6.1319,
    streets: ['Boulevard Royal', 'Avenue de la Liberté', 'Rue de Hollerich', 'Rue de Strasbourg'],
  },
  {
    key: 'esch',
    name: same('Esch-sur-Alzette'),
    zip: '4001',
    country: 'LU',
    lat: 49.4958,
    lng: 5.9806,
    streets: ["Rue de l'Alzette", 'Boulevard Prince Henri', "Avenue du Rock'n'Roll", 'Rue du Canal'],
  },
  {
    key: 'strassen',
    name: same('Strassen'),
    zip: '8008',
    country: 'LU',
    lat: 49.62,
    lng: 6.073,
    streets: ["Route d'Arlon", 'Rue des Romains'],
  },
  {
    key: 'bertrange',
    name: same('Bertrange'),
    zip: '8070',
    country: 'LU',
    lat: 49.611,
    lng: 6.05,
    streets: ['Rue de Luxembourg', 'Rue du Chemin de Fer'],
  },
];

const BY_KEY = new Map(PLACES.map((p) => [p.key, p]));

export function place(key: string): Place {
  const found = BY_KEY.get(key);
  if (!found) throw new Error(`unknown place ${key}`);
  return found;
}

/** docs/product.md section 5: Belgian region by postal code; Luxembourg by country. */
export function regionOf(p: Pick<Place, 'zip' | 'country'>): Region {
  if (p.country === 'LU') return 'luxembourg';
  const zip = Number(p.zip);
  if (zip >= 1000 && zip <= 1299) return 'brussels';
  if ((zip >= 1300 && zip <= 1499) || (zip >= 4000 && zip <= 7999)) return 'wallonia';
  return 'flanders';
}

export function streetName(street: string | Bilingual, lang: Lang): string {
  return typeof street === 'string' ? street : street[lang];
}

/** French "de" with elision: "d'Anvers", "de Gand". */
export function frDe(name: string): string {
  return /^[aeiouyéèêâîôûAEIOUYÉÈ]/.test(name) ? `d'${name}` : `de ${name}`;
}
