/** New-build projects (projects.json); their units are ordinary listings with a ProjectID. */
import type { z } from 'zod';
import type { ProjectSchema } from '../../../lib/catalogue/data/file-schemas';
import { COUNTRIES, place, streetName, type Bilingual, type Lang, type Place } from './places';
import { PICTURE_HEIGHT, PICTURE_WIDTH, type ProjectInfo } from './property';

export interface ProjectDef extends ProjectInfo {
  place: Place;
  publicAddress: boolean;
  description: Bilingual;
  pictures: number;
  /** Units: subtype key, and optional overrides. */
  units: { sub: string; marquee?: number; priceFrom?: boolean }[];
}

const PICTURE_NAMES: Bilingual[] = [
  { nl: 'Voorgevel', fr: 'Façade' },
  { nl: 'Leefruimte', fr: 'Séjour' },
  { nl: 'Terras met uitzicht', fr: 'Terrasse avec vue' },
  { nl: 'Keuken', fr: 'Cuisine' },
  { nl: 'Slaapkamer', fr: 'Chambre' },
];

export const PROJECTS: ProjectDef[] = [
  {
    id: 901,
    name: { nl: 'Residentie Coupure', fr: 'Résidence Coupure' },
    place: place('gent'),
    street: 'Coupure Links',
    houseNumber: '120',
    lat: 51.0502,
    lng: 3.7135,
    publicAddress: true,
    delivery: { nl: 'in het voorjaar van 2027', fr: 'au printemps 2027' },
    vat: { regime: 'land-and-building', priceIncludesVat: false },
    pictures: 4,
    description: {
      nl: 'Residentie Coupure is een kleinschalig nieuwbouwproject aan een van de mooiste vaarten van Gent, op wandelafstand van de Korenmarkt en het station Gent-Sint-Pieters. Het gebouw telt twaalf appartementen met één tot drie slaapkamers, een penthouse met rondomterras en een handelsruimte op het gelijkvloers. Architectenbureau Atelier Leie tekende een tijdloze gevel in handvormsteen met grote raampartijen die de kamers met licht overspoelen. Dankzij een warmtepomp, zonnepanelen en balansventilatie haalt elk appartement EPC-label A. Een ondergrondse parking met laadpunten en een gemeenschappelijke binnentuin maken het geheel af.',
      fr: "La Résidence Coupure est un projet neuf à taille humaine, au bord de l'un des plus beaux canaux de Gand, à quelques minutes à pied du Korenmarkt et de la gare de Gand-Saint-Pierre. L'immeuble compte douze appartements d'une à trois chambres, un penthouse avec terrasse périphérique et une surface commerciale au rez-de-chaussée. Le bureau d'architectes Atelier Leie a dessiné une façade intemporelle en briques moulées à la main, percée de larges baies qui inondent les pièces de lumière. Grâce à une pompe à chaleur, des panneaux solaires et une ventilation double flux, chaque appartement atteint le label PEB A. Un parking souterrain équipé de bornes de recharge et un jardin intérieur commun complètent l'ensemble.",
    },
    units: [
      { sub: 'apartment', priceFrom: true },
      { sub: 'apartment', marquee: 2 },
      { sub: 'apartment' },
      { sub: 'penthouse', priceFrom: true },
      { sub: 'shop' },
    ],
  },
  {
    id: 902,
    name: { nl: 'Residentie Flagey', fr: 'Résidence Flagey' },
    place: place('elsene'),
    street: { nl: 'Flageyplein', fr: 'Place Flagey' },
    houseNumber: '18',
    lat: 50.8275,
    lng: 4.3722,
    publicAddress: false,
    delivery: { nl: 'eind 2027', fr: 'fin 2027' },
    vat: { regime: 'building', landPercent: 25, priceIncludesVat: false },
    pictures: 4,
    description: {
      nl: 'Aan de rand van het bruisende Flageyplein en op enkele stappen van de Elsense vijvers verrijst Residentie Flagey: een art-deco-geïnspireerd gebouw met negen appartementen en duplexen. De plannen zijn doordacht, met ruime leefruimtes die uitgeven op een terras of loggia, en slaapkamers aan de rustige tuinzijde. De afwerking is van hoog niveau: eikenhouten parket, maatwerkkeukens en inloopdouches. Het gebouw is passief geïsoleerd en wordt verwarmd met een collectieve warmtepomp, zodat het EPB-label A eenvoudig haalbaar is. Tram, bus en de winkels van de Elsensesteenweg liggen om de hoek.',
      fr: "En bordure de la place Flagey, pleine de vie, et à deux pas des étangs d'Ixelles, s'élève la Résidence Flagey : un immeuble d'inspiration Art déco comptant neuf appartements et duplex. Les plans sont soignés, avec de vastes pièces de vie ouvertes sur une terrasse ou une loggia et des chambres orientées côté jardin, au calme. Les finitions sont haut de gamme : parquet en chêne, cuisines sur mesure et douches à l'italienne. L'immeuble est isolé selon les standards passifs et chauffé par une pompe à chaleur collective, ce qui permet d'atteindre aisément le label PEB A. Tram, bus et commerces de la chaussée d'Ixelles se trouvent au coin de la rue.",
    },
    units: [{ sub: 'apartment', priceFrom: true }, { sub: 'duplex' }, { sub: 'apartment', marquee: 4 }, { sub: 'studio' }],
  },
  {
    id: 903,
    name: { nl: 'Vaartkom Lofts', fr: 'Vaartkom Lofts' },
    place: place('leuven'),
    street: 'Vaartkom',
    houseNumber: '35',
    lat: 50.8893,
    lng: 4.7058,
    publicAddress: true,
    delivery: { nl: 'in de zomer van 2027', fr: "à l'été 2027" },
    vat: { regime: 'land-and-building', priceIncludesVat: true },
    pictures: 4,
    description: {
      nl: 'In een voormalige mouterij aan de Vaartkom, de nieuwe stadswijk van Leuven, realiseren we veertien lofts met industriële allure. De oorspronkelijke bakstenen gevels, gietijzeren kolommen en hoge plafonds blijven bewaard en worden gecombineerd met een hedendaagse afwerking, vloerverwarming en driedubbele beglazing. Elke loft heeft een open leefruimte met grote raampartijen, één of twee slaapkamers en een privatief buitengedeelte. Het station van Leuven, de Dijle en de restaurants aan de kaaien liggen op wandelafstand. Fietsenstallingen en deelwagens op het binnenplein maken een autoluw leven eenvoudig.',
      fr: "Dans une ancienne malterie du Vaartkom, le nouveau quartier urbain de Louvain, nous réalisons quatorze lofts au cachet industriel. Les façades en briques d'origine, les colonnes en fonte et les hauts plafonds sont conservés et associés à une finition contemporaine, au chauffage par le sol et au triple vitrage. Chaque loft dispose d'un vaste espace de vie baigné de lumière, d'une ou deux chambres et d'un espace extérieur privatif. La gare de Louvain, la Dyle et les restaurants des quais sont accessibles à pied. Des abris vélos et des voitures partagées sur la cour intérieure facilitent une vie sans voiture.",
    },
    units: [{ sub: 'loft', priceFrom: true }, { sub: 'loft' }, { sub: 'loft' }, { sub: 'duplex' }],
  },
  {
    id: 904,
    name: { nl: 'De Maasterrassen', fr: 'Les Terrasses de Meuse' },
    place: place('namen'),
    street: 'Avenue de la Plante',
    houseNumber: '54',
    lat: 50.4561,
    lng: 4.8642,
    publicAddress: false,
    delivery: { nl: 'in het najaar van 2027', fr: "à l'automne 2027" },
    vat: { regime: 'building', landPercent: 20, priceIncludesVat: false },
    pictures: 4,
    description: {
      nl: 'De Maasterrassen liggen aan de oever van de Maas, aan de voet van de citadel van Namen. De acht appartementen zijn trapsgewijs ingeplant, zodat elke woning een ruim zuidwestgericht terras met uitzicht op de rivier krijgt. De binnenruimtes zijn licht en functioneel, met een open keuken, twee of drie slaapkamers en veel bergruimte. Een geothermische warmtepomp en driedubbele beglazing zorgen voor een minimaal energieverbruik. Het centrum van Namen, het station en de E411 zijn op enkele minuten bereikbaar.',
      fr: "Les Terrasses de Meuse se dressent sur la rive de la Meuse, au pied de la citadelle de Namur. Les huit appartements sont implantés en gradins, de sorte que chaque logement bénéficie d'une large terrasse orientée sud-ouest avec vue sur le fleuve. Les espaces intérieurs sont lumineux et fonctionnels, avec cuisine ouverte, deux ou trois chambres et de nombreux rangements. Une pompe à chaleur géothermique et le triple vitrage garantissent une consommation d'énergie minimale. Le centre de Namur, la gare et l'E411 sont à quelques minutes.",
    },
    units: [{ sub: 'apartment', priceFrom: true }, { sub: 'apartment' }, { sub: 'penthouse' }, { sub: 'apartment' }],
  },
  {
    id: 905,
    name: { nl: 'Belval Parc', fr: 'Belval Parc' },
    place: place('esch'),
    street: "Avenue du Rock'n'Roll",
    houseNumber: '7',
    lat: 49.5013,
    lng: 5.9475,
    publicAddress: true,
    delivery: { nl: 'in het voorjaar van 2028', fr: 'au printemps 2028' },
    vat: { regime: 'building', landPercent: 30, priceIncludesVat: false },
    pictures: 4,
    description: {
      nl: 'Belval Parc ligt in het hart van Belval, de vernieuwde wijk van Esch-sur-Alzette rond de hoogovens, de universiteit en de Rockhal. Het project omvat vijftig appartementen verdeeld over drie gebouwen rond een groot park. De woningen zijn ontworpen volgens de Luxemburgse AAA-energienorm en beschikken over vloerverwarming, ventilatie met warmteterugwinning en zonnepanelen. Het station Belval-Université met rechtstreekse treinen naar Luxemburg-stad ligt op vijf minuten wandelen. Ideaal voor wie in het Groothertogdom werkt en een modern, goed bereikbaar appartement zoekt.',
      fr: "Belval Parc se situe au cœur de Belval, le quartier réinventé d'Esch-sur-Alzette autour des hauts fourneaux, de l'université et de la Rockhal. Le projet comprend cinquante appartements répartis dans trois bâtiments autour d'un grand parc. Les logements sont conçus selon la norme énergétique luxembourgeoise AAA et disposent du chauffage au sol, d'une ventilation avec récupération de chaleur et de panneaux solaires. La gare de Belval-Université, avec des trains directs vers Luxembourg-ville, est à cinq minutes à pied. Idéal pour qui travaille au Grand-Duché et cherche un appartement moderne et bien desservi.",
    },
    units: [{ sub: 'apartment', priceFrom: true }, { sub: 'apartment' }, { sub: 'duplex', marquee: 1 }, { sub: 'studio' }],
  },
];

export function projectRecord(p: ProjectDef, lang: Lang): z.input<typeof ProjectSchema> {
  const country = COUNTRIES[p.place.country];
  return {
    ID: p.id,
    language: lang,
    Name: p.name[lang],
    Description: p.description[lang],
    PublicAddress: p.publicAddress,
    Street: streetName(p.street, lang),
    HouseNumber: p.houseNumber,
    BoxNr: '',
    Zip: p.place.zip,
    City: p.place.name[lang],
    CountryID: country.id,
    CountryName: country.name[lang],
    Pictures: Array.from({ length: p.pictures }, (_, i) => ({
      ID: p.id * 100 + i + 1,
      Url: `/photos/projects/${p.id}/${i + 1}.jpg`,
      Width: PICTURE_WIDTH,
      Height: PICTURE_HEIGHT,
      Name: PICTURE_NAMES[i % PICTURE_NAMES.length]![lang],
    })),
    Latitude: p.lat,
    Longitude: p.lng,
  };
}
