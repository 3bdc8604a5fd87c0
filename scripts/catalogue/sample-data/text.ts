/**
 * Title and description of a listing in Dutch and French, composed from phrase banks. Each choice
 * is made once and rendered in both languages, so the two records describe the same property.
 */
import { KITCHEN, HEATING, ORIENTATION, PLANNING, type OrientationKey } from './options';
import type { Bilingual } from './places';
import { frDe } from './places';
import { Rng } from './prng';
import type { PropertySpec } from './property';
import {
  type AdjectiveKey,
  FR_NUMBERS,
  FR_ORDINALS,
  NBSP,
  NL_NUMBERS,
  NL_ORDINALS,
  cap,
  dateText,
  decimal,
  demPhrase,
  euro,
  list,
  num,
  titleNoun,
} from './words';

export const DESCRIPTION_MIN = 300;
export const DESCRIPTION_MAX = 900;

const b = (nl: string, fr: string): Bilingual => ({ nl, fr });
const NL_DIRECTIONS: Record<OrientationKey, string> = {
  S: 'zuiden',
  SW: 'zuidwesten',
  W: 'westen',
  SE: 'zuidoosten',
  E: 'oosten',
  N: 'noorden',
};
const SUNNY: OrientationKey[] = ['S', 'SW', 'W'];

function chooseAdjective(spec: PropertySpec, rng: Rng): AdjectiveKey | null {
  const { sub, quality } = spec;
  if (spec.slot.project) return 'new';
  if (sub.type === 'garage') return null;
  if (sub.type === 'land') return rng.chance(0.6) ? 'wellLocated' : null;
  if (sub.type === 'commercial') {
    const recent = (spec.constructionYear ?? 0) >= 1990 || (spec.renovationYear ?? 0) >= 2010;
    const options: AdjectiveKey[] = [
      'bright',
      'wellKept',
      ...(sub.key === 'office' ? [] : (['wellLocated'] as const)),
      ...(recent ? (['modern'] as const) : []),
    ];
    return rng.pick(options);
  }
  if (quality < 0.3 && (spec.constructionYear ?? 0) >= 2008) {
    // "Energiezuinig" / "basse énergie" is a generic environmental claim: only an A label backs it
    // (lib/catalogue/property/green-claims.ts, docs/decisions/0050); the draw stays the same either way.
    const pick = rng.pick(['modern', 'efficient', 'bright'] as const);
    return pick === 'efficient' && !/^A/i.test(spec.epcLabel ?? '') ? 'modern' : pick;
  }
  if ((spec.renovationYear ?? 0) >= 2015) return rng.pick(['renovated', 'ready', 'bright'] as const);
  if (quality > 0.7 && !spec.renovationYear)
    return ['townhouse', 'farm', 'terraced', 'loft'].includes(sub.key) ? rng.pick(['toRenovate', 'character'] as const) : 'toRenovate';
  if (sub.type === 'income') return rng.pick(['wellKept', 'wellLocated'] as const);
  return rng.pick(['spacious', 'bright', 'charming', 'wellKept'] as const);
}

/** "De woning" / "la maison": how later sentences refer to the property. */
function subject(spec: PropertySpec): { nl: string; fr: string; frFem: boolean } {
  switch (spec.sub.type) {
    case 'house':
      return { nl: 'de woning', fr: 'la maison', frFem: true };
    case 'apartment':
      return spec.sub.key === 'apartment' || spec.sub.key === 'ground-floor'
        ? { nl: 'het appartement', fr: "l'appartement", frFem: false }
        : { nl: `de ${spec.sub.nl.noun}`, fr: `le ${spec.sub.fr.noun}`, frFem: false };
    case 'income':
      return { nl: 'het gebouw', fr: "l'immeuble", frFem: false };
    default:
      return { nl: 'het pand', fr: 'le bien', frFem: false };
  }
}

function kitchenPhrase(spec: PropertySpec, withArticle: boolean): Bilingual {
  const key = spec.kitchen ?? 'equipped';
  const nl = key === 'island' ? 'moderne keuken met kookeiland' : `${KITCHEN[key].nl} keuken`;
  const fr = `cuisine ${KITCHEN[key].fr}`;
  return withArticle ? b(`een ${nl}`, `une ${fr}`) : b(nl, fr);
}

function bedroomsPhrase(n: number): Bilingual {
  return n === 1 ? b('één slaapkamer', 'une chambre') : b(`${n} slaapkamers`, `${n} chambres`);
}

function bathPhrase(spec: PropertySpec, rng: Rng): Bilingual {
  const n = spec.bathrooms ?? 1;
  if (n >= 2) return b(`${NL_NUMBERS[n]} badkamers`, `${FR_NUMBERS[n]} salles de bains`);
  return rng.pick([
    b('een badkamer met inloopdouche en dubbele lavabo', "une salle de bains avec douche à l'italienne et double vasque"),
    b('een badkamer met ligbad en aparte douche', 'une salle de bains avec baignoire et douche séparée'),
    b('een badkamer met douche', 'une salle de bains avec douche'),
  ]);
}

function epcName(spec: PropertySpec): { nlThe: string; nlA: string; frThe: string; frA: string } {
  switch (spec.region) {
    case 'flanders':
      return { nlThe: 'het EPC-label', nlA: 'EPC-label', frThe: 'le label PEB', frA: 'un label PEB' };
    case 'luxembourg':
      return { nlThe: 'de energieklasse', nlA: 'energieklasse', frThe: 'la classe énergétique', frA: 'une classe énergétique' };
    default:
      return { nlThe: 'het EPB-label', nlA: 'EPB-label', frThe: 'le label PEB', frA: 'un label PEB' };
  }
}

// ---------------------------------------------------------------------------------------------

function intro(spec: PropertySpec, adj: AdjectiveKey | null, rng: Rng): Bilingual {
  const city = spec.place.name;
  const de = frDe(city.fr);
  const dem = b(demPhrase(adj, spec.sub, 'nl'), demPhrase(adj, spec.sub, 'fr'));
  const Dem = b(cap(dem.nl), cap(dem.fr));
  switch (spec.sub.type) {
    case 'house':
      return rng.pick([
        b(
          `In een rustige woonstraat op wandelafstand van het centrum van ${city.nl} bieden wij ${dem.nl} aan.`,
          `Dans une rue résidentielle calme, à quelques pas du centre ${de}, nous vous proposons ${dem.fr}.`,
        ),
        b(
          `${Dem.nl} ligt op een uitstekende locatie in ${city.nl}, vlak bij scholen, winkels en het openbaar vervoer.`,
          `${Dem.fr} bénéficie d'une excellente situation à ${city.fr}, à proximité des écoles, des commerces et des transports en commun.`,
        ),
        b(
          `Op een perceel van ${num(spec.ground ?? 300)} m² in een groene omgeving in ${city.nl} vindt u ${dem.nl}.`,
          `Sur une parcelle de ${num(spec.ground ?? 300)} m², dans un cadre verdoyant à ${city.fr}, découvrez ${dem.fr}.`,
        ),
      ]);
    case 'apartment': {
      const options = [
        b(
          `${Dem.nl} bevindt zich in een kleinschalige residentie op enkele minuten van het station van ${city.nl}.`,
          `${Dem.fr} se trouve dans une résidence à taille humaine, à quelques minutes de la gare ${de}.`,
        ),
        b(
          `In een gegeerde buurt van ${city.nl}, vlak bij winkels, horeca en openbaar vervoer, ligt ${dem.nl}.`,
          `Dans un quartier prisé ${de}, tout près des commerces, des restaurants et des transports en commun, se trouve ${dem.fr}.`,
        ),
      ];
      if (spec.floorLevel && spec.floorLevel >= 1)
        options.push(
          b(
            `Op de ${NL_ORDINALS[spec.floorLevel]} verdieping van een goed onderhouden residentie in ${city.nl} bieden wij ${dem.nl} aan.`,
            `Au ${FR_ORDINALS[spec.floorLevel]} étage d'une résidence bien entretenue à ${city.fr}, nous vous proposons ${dem.fr}.`,
          ),
        );
      if (spec.seaside)
        return b(
          `Op wandelafstand van het strand en de zeedijk van ${city.nl} ligt ${dem.nl}.`,
          `À deux pas de la plage et de la digue ${de}, découvrez ${dem.fr}.`,
        );
      return rng.pick(options);
    }
    case 'land':
      return rng.pick([
        b(
          `In een rustige, groene omgeving in ${city.nl} bieden wij ${dem.nl} van ${num(spec.ground!)} m² aan.`,
          `Dans un environnement calme et verdoyant à ${city.fr}, nous vous proposons ${dem.fr} de ${num(spec.ground!)} m².`,
        ),
        b(
          `${Dem.nl} van ${num(spec.ground!)} m² ligt in een nieuwe verkaveling in ${city.nl}, op korte afstand van het centrum.`,
          `${Dem.fr} de ${num(spec.ground!)} m² fait partie d'un nouveau lotissement à ${city.fr}, à courte distance du centre.`,
        ),
      ]);
    case 'income':
      return rng.pick([
        b(
          `In het centrum van ${city.nl} bieden wij ${dem.nl} aan: een interessante investering met een stabiel huurrendement.`,
          `Au centre ${de}, nous vous proposons ${dem.fr}${NBSP}: un placement intéressant au rendement locatif stable.`,
        ),
        b(
          `${Dem.nl} in ${city.nl} is volledig verhuurd en vormt een mooie kans voor beleggers.`,
          `${Dem.fr} à ${city.fr} est entièrement loué et constitue une belle opportunité pour les investisseurs.`,
        ),
      ]);
    case 'commercial':
      if (spec.sub.key === 'office')
        return b(
          `${Dem.nl} ligt op een goed bereikbare locatie in ${city.nl}, vlak bij de invalswegen en het station.`,
          `${Dem.fr} bénéficie d'un emplacement facilement accessible à ${city.fr}, à proximité des grands axes et de la gare.`,
        );
      if (spec.sub.key === 'warehouse')
        return b(
          `In een bedrijvenzone aan de rand van ${city.nl} bieden wij ${dem.nl} aan, vlot bereikbaar voor vrachtverkeer.`,
          `Dans un zoning à la périphérie ${de}, nous vous proposons ${dem.fr}, facilement accessible aux poids lourds.`,
        );
      return b(
        `Op een drukke commerciële as in ${city.nl} bieden wij ${dem.nl} aan, met veel passage en een mooie zichtbaarheid.`,
        `Sur un axe commercial fréquenté à ${city.fr}, nous vous proposons ${dem.fr}, bénéficiant d'un fort passage et d'une belle visibilité.`,
      );
    case 'garage':
      return rng.pick([
        b(
          `In een beveiligd ondergronds complex in het centrum van ${city.nl} bieden wij ${dem.nl} aan.`,
          `Dans un complexe souterrain sécurisé au centre ${de}, nous vous proposons ${dem.fr}.`,
        ),
        b(
          `${Dem.nl} ligt in een rustige binnenstraat in ${city.nl}, met een vlotte toegang via een afstandsbediende poort.`,
          `${Dem.fr} se situe dans une rue calme à ${city.fr}, avec un accès aisé par une porte télécommandée.`,
        ),
      ]);
  }
}

function layout(spec: PropertySpec, rng: Rng): Bilingual[] {
  const { sub } = spec;
  const living = spec.living ?? 0;
  const n = spec.bedrooms ?? 0;
  switch (sub.type) {
    case 'house': {
      const lr = Math.round(living * 0.28);
      const kitchen = kitchenPhrase(spec, true);
      const bath = bathPhrase(spec, rng);
      const beds = bedroomsPhrase(n);
      if (sub.key === 'bel-etage')
        return [
          b(
            'Op het gelijkvloers bevinden zich de inkomhal, de garage, een berging en een bureau.',
            "Le rez-de-chaussée accueille le hall d'entrée, le garage, une buanderie et un bureau.",
          ),
          b(
            `De leefruimte van ca. ${lr} m² met ${kitchen.nl}${spec.terrace ? ' en toegang tot het terras' : ''} ligt op de eerste verdieping, de ${beds.nl} en ${bath.nl} op de tweede.`,
            `Le séjour d'environ ${lr} m², avec ${kitchen.fr}${spec.terrace ? ' et accès à la terrasse' : ''}, se trouve au premier étage${NBSP}; les ${n} chambres et ${bath.fr} au deuxième.`,
          ),
        ];
      if (sub.key === 'townhouse')
        return [
          b(
            `Het herenhuis telt ${NL_NUMBERS[spec.floors ?? 3]} bouwlagen en heeft zijn authentieke elementen bewaard: hoge plafonds, sierlijsten, een marmeren schouw en originele parketvloeren.`,
            `La maison de maître compte ${FR_NUMBERS[spec.floors ?? 3]} niveaux et a conservé ses éléments d'origine${NBSP}: hauts plafonds, moulures, cheminée en marbre et parquets anciens.`,
          ),
          b(
            `Op de bel-etage liggen de salons en suite (ca. ${lr} m²) en ${kitchen.nl}; de verdiepingen tellen ${beds.nl} en ${bath.nl}.`,
            `Le bel-étage accueille les salons en enfilade (environ ${lr} m²) et ${kitchen.fr}${NBSP}; les étages comptent ${beds.fr} et ${bath.fr}.`,
          ),
        ];
      const ground = b(
        `Het gelijkvloers omvat een inkomhal met vestiaire en apart toilet, een leefruimte van ca. ${lr} m² en ${kitchen.nl}.`,
        `Le rez-de-chaussée comprend un hall d'entrée avec vestiaire et WC séparé, un séjour d'environ ${lr} m² et ${kitchen.fr}.`,
      );
      if ((spec.floors ?? 2) <= 1)
        return [
          ground,
          b(
            `De ${beds.nl} en ${bath.nl} liggen eveneens gelijkvloers.`,
            `Les ${n} chambres et ${bath.fr} se trouvent également de plain-pied.`,
          ),
        ];
      const up = (spec.floors ?? 2) > 2 ? b('Op de verdiepingen', 'Aux étages') : b('Op de verdieping', "À l'étage");
      return [ground, b(`${up.nl} bevinden zich ${beds.nl} en ${bath.nl}.`, `${up.fr} se trouvent ${beds.fr} et ${bath.fr}.`)];
    }
    case 'apartment': {
      if (sub.key === 'studio') {
        const k = spec.kitchen === 'island' || !spec.kitchen ? 'equipped' : spec.kitchen;
        return [
          b(
            `De studio bestaat uit een inkomhal, een leefruimte van ${living} m² met slaaphoek, een ${KITCHEN[k].nl} kitchenette en een douchekamer met toilet.`,
            `Le studio se compose d'un hall d'entrée, d'une pièce de vie de ${living} m² avec coin nuit, d'une kitchenette ${KITCHEN[k].fr} et d'une salle de douche avec WC.`,
          ),
        ];
      }
      const lr = Math.round(living * 0.42);
      const bath = bathPhrase(spec, rng);
      const beds = bedroomsPhrase(n);
      const parts = [
        rng.pick([
          b(
            `Indeling: inkomhal met vestiaire en apart toilet, leefruimte van ${lr} m² met ${kitchenPhrase(spec, false).nl}, ${beds.nl} en ${bath.nl}.`,
            `Distribution${NBSP}: hall d'entrée avec vestiaire et WC séparé, séjour de ${lr} m² avec ${kitchenPhrase(spec, false).fr}, ${beds.fr} et ${bath.fr}.`,
          ),
          b(
            `Via de inkomhal komt u in de lichtrijke leefruimte van ${lr} m², die aansluit op ${kitchenPhrase(spec, true).nl}. Verder zijn er ${beds.nl} en ${bath.nl}.`,
            `Le hall d'entrée mène au séjour lumineux de ${lr} m², qui communique avec ${kitchenPhrase(spec, true).fr}. Le bien compte en outre ${beds.fr} et ${bath.fr}.`,
          ),
        ]),
      ];
      if (sub.key === 'duplex')
        parts.push(
          b('De slaapkamers liggen op het bovenste niveau van de duplex.', 'Les chambres se trouvent au niveau supérieur du duplex.'),
        );
      if (sub.key === 'penthouse')
        parts.push(
          b(
            `Absolute troef is het terras van ${spec.terrace} m² met een weids uitzicht over ${spec.place.name.nl}.`,
            `Son atout majeur${NBSP}: une terrasse de ${spec.terrace} m² offrant une vue dégagée sur ${spec.place.name.fr}.`,
          ),
        );
      if (sub.key === 'loft')
        parts.push(
          b(
            'De loft werd ingericht in een voormalig industrieel pand en combineert hoge plafonds en grote raampartijen met een eigentijdse afwerking.',
            'Aménagé dans un ancien bâtiment industriel, le loft allie hauts plafonds et grandes baies vitrées à une finition contemporaine.',
          ),
        );
      return parts;
    }
    case 'land': {
      const o = rng.pick(['S', 'SW', 'W', 'SE', 'E'] as const);
      const parts = [
        b(
          `Het perceel heeft een straatbreedte van ${spec.frontage} meter; de achterzijde is gericht op het ${NL_DIRECTIONS[o]}.`,
          `La parcelle présente une façade à rue de ${spec.frontage} mètres${NBSP}; l'arrière est orienté ${ORIENTATION[o].fr}.`,
        ),
      ];
      if (spec.planning)
        parts.push(
          b(
            `Stedenbouwkundige bestemming: ${PLANNING[spec.planning].nl.toLowerCase()}.`,
            `Affectation urbanistique${NBSP}: ${PLANNING[spec.planning].fr.toLowerCase()}.`,
          ),
        );
      parts.push(
        sub.fr.fem
          ? b(
              'Het perceel is vrij van bouwpromotor: u kiest zelf uw architect en aannemer.',
              'La parcelle est libre de promoteur : vous choisissez vous-même votre architecte et votre entrepreneur.'.replace(
                ' :',
                `${NBSP}:`,
              ),
            )
          : b(
              'De grond is vrij van bouwpromotor: u kiest zelf uw architect en aannemer.',
              `Le terrain est libre de promoteur${NBSP}: vous choisissez vous-même votre architecte et votre entrepreneur.`,
            ),
      );
      if (spec.allotmentPermit) parts.push(b('Een verkavelingsvergunning werd afgeleverd.', "Un permis d'urbanisation a été délivré."));
      parts.push(
        spec.gas
          ? b(
              'Water, elektriciteit en aardgas liggen aan de straat.',
              'Les impétrants (eau, électricité et gaz) sont disponibles en voirie.',
            )
          : b('Water en elektriciteit liggen aan de straat.', 'Les impétrants (eau et électricité) sont disponibles en voirie.'),
      );
      return parts;
    }
    case 'income': {
      const units = spec.units ?? 3;
      const rate = { flanders: 760, brussels: 880, wallonia: 640, luxembourg: 1650 }[spec.region];
      const income = Math.round((units * rate * (sub.key === 'mixed' ? 1.25 : 1)) / 10) * 10;
      const parts =
        sub.key === 'mixed'
          ? [
              b(
                `Op het gelijkvloers bevindt zich een verhuurde handelsruimte met etalage; de bovenverdiepingen tellen ${NL_NUMBERS[units]} appartementen met een eigen ingang.`,
                `Le rez-de-chaussée abrite une surface commerciale louée avec vitrine${NBSP}; les étages comptent ${FR_NUMBERS[units]} appartements disposant d'une entrée séparée.`,
              ),
            ]
          : [
              b(
                `Het gebouw telt ${NL_NUMBERS[units]} wooneenheden, elk met een eigen keuken en badkamer, en individuele meters voor gas en elektriciteit.`,
                `L'immeuble compte ${FR_NUMBERS[units]} logements, chacun avec sa cuisine et sa salle de bains, et des compteurs individuels de gaz et d'électricité.`,
              ),
            ];
      parts.push(
        b(
          `De huidige huurinkomsten bedragen ${euro(income)} per maand.`,
          `Les revenus locatifs actuels s'élèvent à ${euro(income)} par mois.`,
        ),
      );
      return parts;
    }
    case 'commercial': {
      if (sub.key === 'office') {
        const p = spec.parkings ?? 0;
        const parking =
          p === 0
            ? b('', '')
            : p === 1
              ? b(' en één parkeerplaats', " et d'un emplacement de parking")
              : b(` en ${p} parkeerplaatsen`, ` et de ${p} emplacements de parking`);
        return [
          b(
            `De kantoorruimte van ${living} m² is modulair indeelbaar en beschikt over een kitchenette, sanitair, verhoogde vloeren${parking.nl}.`.replace(
              ', sanitair, verhoogde vloeren.',
              ', sanitair en verhoogde vloeren.',
            ),
            `L'espace de bureaux de ${living} m² est modulable et dispose d'une kitchenette, de sanitaires, de faux planchers${parking.fr}.`.replace(
              ', de sanitaires, de faux planchers.',
              ', de sanitaires et de faux planchers.',
            ),
          ),
        ];
      }
      if (sub.key === 'warehouse')
        return [
          b(
            `Het magazijn van ${num(living)} m² heeft een sectionale poort, een laadkade en een vrije hoogte van ${spec.freeHeight} meter, aangevuld met een kantoorgedeelte met sanitair.`,
            `L'entrepôt de ${num(living)} m² dispose d'une porte sectionnelle, d'un quai de chargement et d'une hauteur libre de ${spec.freeHeight} mètres, ainsi que d'une zone de bureaux avec sanitaires.`,
          ),
        ];
      if (sub.key === 'horeca')
        return [
          b(
            `Het pand omvat een volledig uitgeruste horecakeuken, een zaal met ca. ${Math.round(living / 2.5)} zitplaatsen en sanitair voor de gasten${spec.terrace ? ', aangevuld met een terras aan de straatkant' : ''}.`,
            `L'établissement comprend une cuisine professionnelle entièrement équipée, une salle d'environ ${Math.round(living / 2.5)} places assises et des sanitaires pour la clientèle${spec.terrace ? ', complétés par une terrasse côté rue' : ''}.`,
          ),
        ];
      return [
        b(
          `De winkelruimte van ${living} m² is vrij indeelbaar en beschikt over een ruime etalage, een berging en sanitair.`,
          `La surface commerciale de ${living} m² est librement aménageable et dispose d'une large vitrine, d'une réserve et de sanitaires.`,
        ),
      ];
    }
    case 'garage': {
      if (sub.key === 'parking')
        return [
          b(
            'De parkeerplaats is ruim genoeg voor een grote wagen en ligt vlak bij de lift naar de straat.',
            "L'emplacement convient à un grand véhicule et se situe à proximité de l'ascenseur vers la rue.",
          ),
        ];
      const motor = rng.chance(0.5);
      const w = decimal(rng.float(2.7, 3.1));
      const l = decimal(rng.float(5.2, 6));
      return [
        b(
          `De box meet ca. ${w} bij ${l} meter en is voorzien van elektriciteit en een ${motor ? 'gemotoriseerde' : 'manuele'} kantelpoort.`,
          `Le box mesure environ ${w} sur ${l} mètres et dispose de l'électricité et d'une porte basculante ${motor ? 'motorisée' : 'manuelle'}.`,
        ),
      ];
    }
  }
}

function extras(spec: PropertySpec): Bilingual[] {
  const parts: Bilingual[] = [];
  const { sub } = spec;
  if (spec.garden && (sub.type === 'house' || sub.key === 'ground-floor')) {
    const o = spec.gardenOrientation ?? 'S';
    parts.push(
      b(
        `De ${ORIENTATION[o].nlAdj} tuin van ca. ${num(spec.garden)} m² biedt veel privacy${spec.terrace && o !== 'N' ? ' en een terras om van de zon te genieten' : ''}.`,
        `Le jardin d'environ ${num(spec.garden)} m², orienté ${ORIENTATION[o].fr}, offre beaucoup d'intimité${spec.terrace && o !== 'N' ? ' et une terrasse pour profiter du soleil' : ''}.`,
      ),
    );
  } else if (spec.terrace && sub.type === 'apartment' && sub.key !== 'penthouse') {
    const o = spec.terraceOrientation ?? 'S';
    parts.push(
      b(
        `Het ${ORIENTATION[o].nlAdj} terras van ${spec.terrace} m² is de ideale plek om buiten te genieten.`,
        `La terrasse de ${spec.terrace} m², orientée ${ORIENTATION[o].fr}, est l'endroit idéal pour profiter de l'extérieur.`,
      ),
    );
  }
  const nl: string[] = [];
  const fr: string[] = [];
  const add = (nlItem: string, frItem: string) => {
    nl.push(nlItem);
    fr.push(frItem);
  };
  const flat = sub.type === 'apartment';
  if (spec.garages && sub.type !== 'garage' && !(sub.key === 'bel-etage')) {
    if (spec.garages >= 2) add('een dubbele garage', "d'un garage double");
    else if (flat) add('een garagebox', "d'un box de garage");
    else add('een garage', "d'un garage");
  }
  if (spec.parkings && sub.type !== 'garage' && sub.type !== 'commercial') {
    if (flat) add('een ondergrondse autostaanplaats', "d'un emplacement de parking en sous-sol");
    else if (spec.parkings >= 2)
      add(`een oprit voor ${NL_NUMBERS[spec.parkings]} wagens`, `d'une allée pour ${FR_NUMBERS[spec.parkings]} voitures`);
    else add('een autostaanplaats', "d'un emplacement de parking");
  }
  if (spec.cellar) add(flat ? 'een privatieve kelder' : 'een kelder', flat ? "d'une cave privative" : "d'une cave");
  if (spec.attic) add('een zolder', "d'un grenier");
  if (nl.length) parts.push(b(`Verder beschikt het pand over ${list('nl', nl)}.`, `Le bien dispose en outre ${list('fr', fr)}.`));
  if (flat && spec.lift)
    parts.push(b('Het gebouw is uitgerust met een lift en een videofoon.', "L'immeuble est équipé d'un ascenseur et d'un vidéophone."));
  if (spec.furnished) parts.push(b('Het pand wordt gemeubeld verhuurd.', 'Le bien est loué meublé.'));
  return parts;
}

function condition(spec: PropertySpec, rng: Rng): Bilingual[] {
  if (spec.slot.project || spec.sub.type === 'land' || spec.sub.type === 'garage') return [];
  const parts: Bilingual[] = [];
  const s = subject(spec);
  const e = (masc: string, fem: string) => (s.frFem ? fem : masc);
  if (spec.renovationYear) {
    const works =
      spec.sub.type === 'apartment'
        ? [
            b(
              'een nieuwe keuken, een nieuwe badkamer en nieuwe vloeren',
              'nouvelle cuisine, nouvelle salle de bains et nouveaux revêtements de sol',
            ),
            b(
              'hoogrendementsbeglazing, een nieuwe verwarmingsinstallatie en vernieuwde leidingen',
              'vitrage à haut rendement, nouvelle installation de chauffage et conduites remplacées',
            ),
          ]
        : [
            b(
              'nieuwe ramen, een nieuwe elektrische installatie en dakisolatie',
              'nouveaux châssis, nouvelle installation électrique et isolation de la toiture',
            ),
            b(
              'een nieuwe keuken, een nieuwe badkamer en nieuwe vloeren',
              'nouvelle cuisine, nouvelle salle de bains et nouveaux revêtements de sol',
            ),
            b(
              'hoogrendementsbeglazing, een nieuwe verwarmingsinstallatie en vernieuwde leidingen',
              'vitrage à haut rendement, nouvelle installation de chauffage et conduites remplacées',
            ),
          ];
    const w = rng.pick(works);
    parts.push(
      b(
        `${cap(s.nl)} werd in ${spec.renovationYear} grondig gerenoveerd: ${w.nl}.`,
        `${cap(s.fr)} a fait l'objet d'une rénovation complète en ${spec.renovationYear}${NBSP}: ${w.fr}.`,
      ),
    );
  } else if (spec.constructionYear && spec.constructionYear >= 2008) {
    parts.push(
      b(
        `${cap(s.nl)} werd gebouwd in ${spec.constructionYear} en voldoet aan de hedendaagse isolatienormen.`,
        `${e('Construit', 'Construite')} en ${spec.constructionYear}, ${s.fr} répond aux normes d'isolation actuelles.`,
      ),
    );
  } else if (spec.constructionYear && spec.quality > 0.6) {
    parts.push(
      spec.quality > 0.75
        ? b(
            `${cap(s.nl)} uit ${spec.constructionYear} is toe aan een grondige renovatie en biedt volop mogelijkheden om er uw eigen stempel op te drukken.`,
            `${e('Datant', 'Datant')} de ${spec.constructionYear}, ${s.fr} nécessite une rénovation complète et offre de belles possibilités pour y apporter votre touche personnelle.`,
          )
        : b(
            `${cap(s.nl)} uit ${spec.constructionYear} kan een opfrissing gebruiken, maar is goed onderhouden.`,
            `Datant de ${spec.constructionYear}, ${s.fr} mériterait un rafraîchissement mais a été bien ${e('entretenu', 'entretenue')}.`,
          ),
    );
  }
  if (spec.energy !== null && spec.epcLabel) {
    const name = epcName(spec);
    const ep = num(spec.energy);
    const label = spec.epcLabel;
    const residential = spec.sub.type === 'house' || spec.sub.type === 'apartment';
    if (spec.energy < 0)
      parts.push(
        b(
          `Dankzij zonnepanelen en een uitstekende isolatie is het netto energieverbruik negatief: ${ep} kWh/m² per jaar (${name.nlA} ${label}).`,
          `Grâce aux panneaux solaires et à une excellente isolation, la consommation nette d'énergie est négative${NBSP}: ${ep} kWh/m² par an (${name.frA.replace(/^une? /, '')} ${label}).`,
        ),
      );
    else if (spec.quality < 0.3)
      parts.push(
        b(
          `Met ${name.nlA} ${label} (${ep} kWh/m² per jaar) blijft de energiefactuur bijzonder laag.`,
          `Avec ${name.frA} ${label} (${ep} kWh/m² par an), la facture énergétique reste particulièrement basse.`,
        ),
      );
    else if (spec.quality > 0.6 && spec.region === 'flanders' && residential && spec.goal === 0 && /^[EF]/.test(label))
      parts.push(
        b(
          `Let op: met ${name.nlA} ${label} geldt de Vlaamse renovatieverplichting; de koper moet binnen vijf jaar na de aankoop minstens label D behalen.`,
          `Attention${NBSP}: avec ${name.frA} ${label}, l'obligation de rénovation flamande s'applique${NBSP}; l'acheteur doit atteindre au minimum le label D dans les cinq ans suivant l'achat.`,
        ),
      );
    else if (spec.quality > 0.6)
      parts.push(
        b(
          `Met ${name.nlA} ${label} (${ep} kWh/m² per jaar) is er nog ruimte voor energetische verbeteringen.`,
          `Avec ${name.frA} ${label} (${ep} kWh/m² par an), le bien offre une belle marge d'amélioration énergétique.`,
        ),
      );
    else
      parts.push(
        b(
          `${cap(name.nlThe)} is ${label}, met een energiescore van ${ep} kWh/m² per jaar.`,
          `${cap(name.frThe)} est ${label}, avec une consommation de ${ep} kWh/m² par an.`,
        ),
      );
  }
  if (spec.heating && spec.sub.type !== 'commercial') parts.push(HEATING[spec.heating].sentence);
  return parts;
}

function closing(spec: PropertySpec, rng: Rng): Bilingual[] {
  const project = spec.slot.project;
  if (project) {
    const dem = b(cap(demPhrase(null, spec.sub, 'nl')), cap(demPhrase(null, spec.sub, 'fr')));
    const vat =
      spec.region === 'luxembourg'
        ? b(
            'Verkoop op plan (VEFA); het verlaagde btw-tarief van 3% is onder voorwaarden van toepassing.',
            `Vente en état futur d'achèvement (VEFA)${NBSP}; TVA logement à 3${NBSP}% sous conditions.`,
          )
        : b(
            'Verkoop onder het btw-stelsel, met de waarborgen van de wet-Breyne.',
            'Vente sous le régime de la TVA, avec les garanties de la loi Breyne.',
          );
    return [
      b(
        `${dem.nl} maakt deel uit van het nieuwbouwproject ${project.name.nl}; de oplevering is voorzien ${project.delivery.nl}.`,
        `${dem.fr} fait partie du projet neuf ${project.name.fr}, dont la livraison est prévue ${project.delivery.fr}.`,
      ),
      vat,
    ];
  }
  if (spec.goal === 1) {
    const when = spec.availableFrom
      ? b(`Beschikbaar vanaf ${dateText('nl', spec.availableFrom)}.`, `Disponible à partir du ${dateText('fr', spec.availableFrom)}.`)
      : spec.availability === 'now'
        ? b('Onmiddellijk beschikbaar.', 'Disponible immédiatement.')
        : b('Beschikbaar in onderling overleg.', 'Disponibilité à convenir.');
    return [
      b(
        `${when.nl} Huurwaarborg: drie maanden huur. Bezoek na afspraak.`,
        `${when.fr} Garantie locative${NBSP}: trois mois de loyer. Visites sur rendez-vous.`,
      ),
    ];
  }
  return [
    rng.pick([
      b(
        'Interesse? Neem contact op met ons kantoor voor meer informatie of een bezoek.',
        `Intéressé${NBSP}? Contactez notre agence pour plus d'informations ou pour organiser une visite.`,
      ),
      b(
        'Een bezoek is zeker de moeite waard: maak vandaag nog een afspraak.',
        `Une visite s'impose${NBSP}: prenez rendez-vous dès aujourd'hui.`,
      ),
      b('Bezoek uitsluitend na afspraak met ons kantoor.', 'Visites uniquement sur rendez-vous auprès de notre agence.'),
    ]),
  ];
}

const FILLERS: Bilingual[] = [
  b(
    'Scholen, winkels en het openbaar vervoer liggen op wandelafstand.',
    'Écoles, commerces et transports en commun sont accessibles à pied.',
  ),
  b('De belangrijkste invalswegen zijn vlot bereikbaar.', 'Les principaux axes routiers sont facilement accessibles.'),
  b('Een aanbod dat zeker uw aandacht verdient.', 'Une offre qui mérite toute votre attention.'),
];

function title(spec: PropertySpec, adj: AdjectiveKey | null): Bilingual {
  const { sub } = spec;
  const project = spec.slot.project;
  const n = spec.bedrooms ?? 0;
  const beds = n === 1 ? b('één slaapkamer', '1 chambre') : b(`${n} slaapkamers`, `${n} chambres`);
  if (project) {
    const suffix = b(` – ${project.name.nl}`, ` – ${project.name.fr}`);
    if (sub.type === 'commercial')
      return b(`Nieuwe handelsruimte op het gelijkvloers${suffix.nl}`, `Nouvelle surface commerciale au rez-de-chaussée${suffix.fr}`);
    if (sub.key === 'penthouse')
      return b(
        `Nieuwbouwpenthouse met terras van ${spec.terrace} m²${suffix.nl}`,
        `Penthouse neuf avec terrasse de ${spec.terrace} m²${suffix.fr}`,
      );
    const noun = b(`Nieuwbouw${sub.nl.noun}`, `${cap(sub.fr.noun)} neuf`);
    return b(`${noun.nl} met ${beds.nl}${suffix.nl}`, `${noun.fr} ${beds.fr}${suffix.fr}`);
  }
  const base = b(titleNoun(adj, sub, 'nl'), titleNoun(adj, sub, 'fr'));
  const city = spec.place.name;
  switch (sub.type) {
    case 'house': {
      if (sub.key === 'farm' && (spec.ground ?? 0) >= 1500)
        return b(`${base.nl} op ${num(spec.ground!)} m²`, `${base.fr} sur ${num(spec.ground!)} m²`);
      if (spec.garden) {
        const sunny = spec.gardenOrientation && SUNNY.includes(spec.gardenOrientation);
        const garden = sunny
          ? b(`${ORIENTATION[spec.gardenOrientation!].nlAdj} tuin`, `jardin orienté ${ORIENTATION[spec.gardenOrientation!].fr}`)
          : b('tuin', 'jardin');
        const garage = spec.garages ? b(' en garage', ' et garage') : b('', '');
        return b(`${base.nl} met ${garden.nl}${garage.nl}`, `${base.fr} avec ${garden.fr}${garage.fr}`);
      }
      return b(`${base.nl} met ${beds.nl}`, `${base.fr} ${beds.fr}`);
    }
    case 'apartment':
      if (spec.seaside) return b(`${base.nl} met zeezicht`, `${base.fr} avec vue sur mer`);
      if (sub.key === 'studio') return b(`${base.nl} nabij het centrum`, `${base.fr} proche du centre`);
      if (sub.key === 'loft') return b(`${base.nl} in voormalig industrieel pand`, `${base.fr} dans un ancien bâtiment industriel`);
      if (sub.key === 'ground-floor' && spec.garden) return b(`${base.nl} met tuin`, `${base.fr} avec jardin`);
      if (sub.key === 'penthouse') return b(`${base.nl} met ruim terras`, `${base.fr} avec grande terrasse`);
      if (spec.terrace && n <= 2) return b(`${base.nl} met terras`, `${base.fr} avec terrasse`);
      return b(`${base.nl} met ${beds.nl}`, `${base.fr} ${beds.fr}`);
    case 'land':
      return sub.key === 'building-plot'
        ? b(
            `${base.nl} van ${num(spec.ground!)} m² in rustige verkaveling`,
            `${base.fr} de ${num(spec.ground!)} m² dans un lotissement calme`,
          )
        : b(`${base.nl} voor open bebouwing`, `${base.fr} pour une construction quatre façades`);
    case 'income':
      return sub.key === 'mixed'
        ? b(
            `Gemengd opbrengsteigendom met handelsruimte en ${spec.units} appartementen`,
            `Immeuble mixte avec commerce et ${spec.units} appartements`,
          )
        : b(`Opbrengsteigendom met ${spec.units} wooneenheden`, `Immeuble de rapport de ${spec.units} logements`);
    case 'commercial':
      if (sub.key === 'office')
        return b(
          `Kantoorruimte van ${spec.living} m²${spec.parkings ? ' met parking' : ''}`,
          `Bureaux de ${spec.living} m²${spec.parkings ? ' avec parking' : ''}`,
        );
      if (sub.key === 'warehouse')
        return b(`Magazijn van ${num(spec.living!)} m² met kantoorgedeelte`, `Entrepôt de ${num(spec.living!)} m² avec bureaux`);
      if (sub.key === 'horeca') return b(`${base.nl} in het centrum van ${city.nl}`, `${base.fr} au centre ${frDe(city.fr)}`);
      return b('Handelspand op een commerciële toplocatie', 'Surface commerciale sur un axe très fréquenté');
    case 'garage':
      return sub.key === 'parking'
        ? b('Autostaanplaats in ondergrondse parking', 'Emplacement de parking en sous-sol')
        : b(`Garagebox in ${city.nl}`, `Box de garage à ${city.fr}`);
  }
}

export function buildText(spec: PropertySpec): { title: Bilingual; description: Bilingual } {
  const rng = new Rng(`text:${spec.id}`);
  const adj = chooseAdjective(spec, rng);
  const head = [intro(spec, adj, rng), ...layout(spec, rng)];
  const middle = [...extras(spec), ...condition(spec, rng)];
  const tail = closing(spec, rng);
  const join = (parts: Bilingual[]) => b(parts.map((p) => p.nl).join(' '), parts.map((p) => p.fr).join(' '));
  const tooLong = (d: Bilingual) => d.nl.length > DESCRIPTION_MAX || d.fr.length > DESCRIPTION_MAX;
  const tooShort = (d: Bilingual) => d.nl.length < DESCRIPTION_MIN || d.fr.length < DESCRIPTION_MIN;
  let description = join([...head, ...middle, ...tail]);
  // Sparse (synthetic) listings keep the essentials: about 300-450 characters.
  const limit = spec.slot.sparse ? 450 : DESCRIPTION_MAX;
  const overLimit = (d: Bilingual) => d.nl.length > limit || d.fr.length > limit;
  while ((tooLong(description) || overLimit(description)) && middle.length) {
    middle.pop();
    description = join([...head, ...middle, ...tail]);
  }
  const fillers = rng.shuffle(FILLERS);
  while (tooShort(description) && fillers.length) {
    middle.push(fillers.pop()!);
    description = join([...head, ...middle, ...tail]);
  }
  return { title: title(spec, adj), description };
}
