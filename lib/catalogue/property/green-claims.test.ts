import { describe, expect, it } from 'vitest';
import { claimBacked, findClaims, projectClaims, unbackedClaims, VOCABULARY, type ClaimRecord } from './green-claims';

const terms = (text: string, lang: string) => findClaims(text, lang).map((m) => m.term);
const found = (text: string, lang: string) => findClaims(text, lang).map((m) => m.found);

describe('generic environmental claims in a listing text', () => {
  describe('in Dutch', () => {
    it.each([
      ['Energiezuinige woning met tuin en garage', 'energiezuinig', 'Energiezuinige'],
      ['Dit energie-efficiënte appartement ligt vlak bij het station.', 'energie-efficiënt', 'energie-efficiënte'],
      ['Een duurzame woning, klaar voor de toekomst.', 'duurzaam', 'duurzame'],
      ['De woning werd volledig duurzaam gerenoveerd in 2021.', 'duurzaam', 'duurzaam'],
      ['Ecologische nieuwbouw met houtskeletbouw en groendak.', 'ecologisch', 'Ecologische'],
      ['Een heuse eco-woning aan de rand van het dorp.', 'eco', 'eco-woning'],
      ['Kies voor groen wonen in deze nieuwe wijk!', 'groen', 'groen wonen'],
      ['Deze groene woning verbruikt nauwelijks energie.', 'groen', 'groene woning'],
      ['Het project is volledig klimaatneutraal.', 'klimaatneutraal', 'klimaatneutraal'],
      ['Een CO2-neutrale verwarming via warmtepomp.', 'CO2-neutraal', 'CO2-neutrale'],
      ['Milieuvriendelijke materialen en een lage-energiewoning.', 'milieuvriendelijk', 'Milieuvriendelijke'],
    ])('finds the claim in "%s"', (text, term, words) => {
      expect(terms(text, 'nl')).toContain(term);
      expect(found(text, 'nl')).toContain(words);
    });

    it.each([
      'Op een perceel van 227 m² in een groene omgeving in Gent vindt u dit te renoveren herenhuis.',
      'Rustig gelegen in het groen, met zicht op de velden.',
      'De groene luiken en de rode voordeur geven de gevel karakter.',
      'Veel groen in de buurt: het park ligt op wandelafstand.',
      'Opbrengsteigendom, duurzaam verhuurd aan dezelfde huurders sinds 2015.',
      'Een economisch interessante investering vlak bij het centrum.',
      'Gelegen in woongebied, dicht bij de E40.',
    ])('finds no claim in "%s"', (text) => {
      expect(findClaims(text, 'nl')).toEqual([]);
    });
  });

  describe('in French', () => {
    it.each([
      ['Appartement basse énergie avec terrasse', 'basse énergie', 'basse énergie'],
      ['Une maison écologique, construite en ossature bois.', 'écologique', 'écologique'],
      ['Projet éco-responsable au cœur du village.', 'éco', 'éco-responsable'],
      ['Un logement durable pour les générations futures.', 'durable', 'logement durable'],
      ['Un projet inscrit dans une démarche de développement durable.', 'durable', 'développement durable'],
      ['Une maison verte, respectueuse de l’environnement.', 'vert', 'maison verte'],
      ['Une maison verte, respectueuse de l’environnement.', "respectueux de l'environnement", 'respectueuse de l’environnement'],
      ['Une villa économe en énergie, idéale pour une famille.', 'économe en énergie', 'économe en énergie'],
      ['Chauffage par pompe à chaleur, bâtiment neutre en carbone.', 'neutre en carbone', 'neutre en carbone'],
    ])('finds the claim in "%s"', (text, term, words) => {
      expect(terms(text, 'fr')).toContain(term);
      expect(found(text, 'fr')).toContain(words);
    });

    it.each([
      'Sur une parcelle de 378 m², dans un cadre verdoyant à Nivelles, découvrez cette maison lumineuse.',
      'Façade en briques aux volets verts, à deux pas de la place.',
      'La cuisine est peinte en vert sauge, le salon en blanc.',
      'Un revêtement de sol durable, facile à entretenir.',
      'Des matériaux durables et de qualité, une maison solide.',
      'Un investissement durable dans un quartier recherché.',
      'Grand espace vert commun à l’arrière de la résidence.',
      'Le bureau est ouvert du lundi au vendredi ; une situation économique idéale.',
    ])('finds no claim in "%s"', (text) => {
      expect(findClaims(text, 'fr')).toEqual([]);
    });
  });

  it('reads English and German with their own words and other senses', () => {
    expect(terms('An eco-friendly, energy-efficient family home.', 'en')).toEqual(['eco-friendly', 'energy-efficient']);
    expect(terms('A green home on a sustainable development.', 'en')).toEqual(['green', 'sustainable']);
    expect(terms('Views over the village green; a sustainable rental yield.', 'en')).toEqual([]);
    expect(terms('Nachhaltiges Wohnen im Niedrigenergiehaus.', 'de')).toEqual(['nachhaltig', 'Niedrigenergiehaus']);
    expect(terms('Ruhige Lage im Grünen, nachhaltig vermietet.', 'de')).toEqual([]);
  });

  it('reads a text only with its own language: Dutch words in a French record are not sought', () => {
    expect(findClaims('Energiezuinig appartement', 'fr')).toEqual([]);
    expect(findClaims('Energiezuinig appartement', 'it')).toEqual([]);
    expect(findClaims(null, 'nl')).toEqual([]);
  });

  it('counts one claim once where two words overlap ("éco" inside "éco-énergétique")', () => {
    expect(findClaims('Une rénovation éco-énergétique complète.', 'fr')).toEqual([
      { term: 'éco-énergétique', kind: 'energy', found: 'éco-énergétique', index: 15 },
    ]);
  });

  it("has a valid pattern for every rule in the four site languages, and finds each rule's other branches", () => {
    expect(Object.keys(VOCABULARY).sort()).toEqual(['de', 'en', 'fr', 'nl']);
    for (const { claims } of Object.values(VOCABULARY))
      for (const rule of claims) expect(() => new RegExp(rule.pattern, 'u')).not.toThrow();
    const other: [string, string][] = [
      ['nl', 'lage-energiewoning'],
      ['nl', 'milieubewuste keuze'],
      ['nl', 'koolstofneutrale verwarming'],
      ['fr', "maison à faible consommation d'énergie"],
      ['fr', 'un immeuble zéro émission'],
      ['fr', 'climatiquement neutre'],
      ['fr', 'appartement bas carbone'],
      ['en', 'a net zero home'],
      ['en', 'low energy house'],
      ['de', 'energiesparende Heizung'],
      ['de', 'umweltschonende Bauweise'],
      ['de', 'CO2-neutrales Haus'],
    ];
    for (const [lang, text] of other) expect(findClaims(text, lang), `${lang}: ${text}`).toHaveLength(1);
  });
});

describe('whether the energy label backs a claim', () => {
  it('takes the A classes of the region for an energy or environment claim', () => {
    expect(claimBacked('energy', { region: 'brussels', code: 'a_sub' })).toBe(true);
    expect(claimBacked('environment', { region: 'wallonia', code: 'a_plusplus' })).toBe(true);
    expect(claimBacked('energy', { region: 'brussels', code: 'b_plus' })).toBe(false);
    expect(claimBacked('energy', { region: 'flanders', code: 'b' })).toBe(false);
    expect(claimBacked('energy', { region: 'luxembourg', code: 'a' })).toBe(true);
    expect(claimBacked('energy', null)).toBe(false);
    expect(claimBacked('energy', { region: 'flanders', code: null })).toBe(false);
  });

  it('takes only the class below zero for a neutral claim, which Luxembourg has not', () => {
    expect(claimBacked('neutral', { region: 'flanders', code: 'a_plus' })).toBe(true);
    expect(claimBacked('neutral', { region: 'wallonia', code: 'a_plusplus' })).toBe(true);
    expect(claimBacked('neutral', { region: 'wallonia', code: 'a_plus' })).toBe(false);
    expect(claimBacked('neutral', { region: 'flanders', code: 'a' })).toBe(false);
    expect(claimBacked('neutral', { region: 'luxembourg', code: 'a' })).toBe(false);
  });
});

describe("a listing's unbacked claims", () => {
  const record = (more: Partial<ClaimRecord>): ClaimRecord => ({
    language: 'nl',
    Title: 'Energiezuinig appartement met terras',
    Description: 'Dit energiezuinige appartement ligt in een groene omgeving.',
    CountryID: 10,
    Zip: '1040',
    EnergyPerformance: 83,
    EPCLabelText: 'B-',
    ...more,
  });

  it('names the word, the field and the language record of each claim the label does not back', () => {
    expect(unbackedClaims(record({}))).toEqual({
      region: 'brussels',
      label: 'B-',
      claims: [
        { term: 'energiezuinig', kind: 'energy', found: 'Energiezuinig', field: 'Title', language: 'nl' },
        { term: 'energiezuinig', kind: 'energy', found: 'energiezuinige', field: 'Description', language: 'nl' },
      ],
    });
  });

  it('has nothing to say when the label backs the claim, or when there is no claim', () => {
    // 20 kWh/m².year is a Brussels A.
    expect(unbackedClaims(record({ EnergyPerformance: 20 })).claims).toEqual([]);
    expect(unbackedClaims(record({ Title: 'Ruim appartement met terras', Description: 'In een groene omgeving.' })).claims).toEqual([]);
  });

  it('finds a claim unbacked without any label, and in a French record', () => {
    expect(
      unbackedClaims(record({ language: 'fr', Title: 'Villa écologique', Description: '', EnergyPerformance: null, EPCLabelText: null })),
    ).toEqual({
      region: 'brussels',
      label: null,
      claims: [{ term: 'écologique', kind: 'environment', found: 'écologique', field: 'Title', language: 'fr' }],
    });
  });

  it('finds every claim of a project unbacked: a project has no certificate of its own', () => {
    expect(projectClaims({ language: 'nl', Name: 'Groen wonen aan de Vaart', Description: 'Veertien lofts.' })).toEqual([
      { term: 'groen', kind: 'environment', found: 'Groen wonen', field: 'Name', language: 'nl' },
    ]);
  });
});
