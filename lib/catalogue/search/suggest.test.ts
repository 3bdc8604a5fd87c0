import { describe, expect, it } from 'vitest';
import { buildStore, loadDataFiles } from '@/lib/catalogue/data';
import { countListing, fold, foldedWords, matchListing, REFERENCE_PREFIX_MIN, searchText } from '@/lib/catalogue/listing/filter';
import { parseListingQuery } from '@/lib/catalogue/listing/query';
import { buildSuggestIndex, fuzzyContains, fuzzySearch, searchReferences, suggest, tokenize } from './suggest';

const store = buildStore(loadDataFiles());
const nl = buildSuggestIndex(store, 'nl');
const fr = buildSuggestIndex(store, 'fr');
const nlProperties = store.properties.get('nl')!;
const saleCount = (matches: (city: string, typeId: number) => boolean) =>
  nlProperties.filter((p) => p.goal === 'sale' && matches(fold(p.address.city), p.typeId)).length;

describe('suggest', () => {
  it('empty text clears every group and counts the whole listing', () => {
    const result = suggest(nl, '   ');
    expect(result).toMatchObject({ properties: [], cities: [], types: [], exact: null, listingHref: '/nl/te-koop/' });
    expect(result.count).toBe(nlProperties.filter((p) => p.goal === 'sale').length);
  });

  it('finds a city by name despite a typo, with its postal code and a for-sale count that matches the data', () => {
    const result = suggest(nl, 'Antwepren');
    expect(result.cities[0]).toMatchObject({ name: 'Antwerpen', zip: '2000', href: '/nl/te-koop/?city=Antwerpen' });
    expect(result.cities[0]!.count).toBe(saleCount((city) => city === 'antwerpen'));
  });

  it('finds a city by postal code, and in French by its French name', () => {
    expect(suggest(nl, '9000').cities.map((c) => c.name)).toContain('Gent');
    expect(suggest(fr, 'Gand').cities[0]).toMatchObject({ name: 'Gand', href: '/fr/a-vendre/?city=Gand' });
  });

  it('offers to register the search for a municipality without listings, named in the language, the place filled in (issue 61)', () => {
    expect(suggest(nl, 'Bertem').register).toEqual({ place: 'Bertem', href: '/nl/wij-zoeken/?goal=sale&place=Bertem' });
    expect(suggest(fr, 'bertem', 'rent').register).toEqual({
      place: 'Bertem',
      href: expect.stringMatching(/^\/fr\/[^?]+\/\?goal=rent&place=Bertem$/),
    });
    // A locality (a former municipality, merged into Bastogne in 2025) and a postal code, spelled as the language does.
    expect(suggest(fr, 'bertogne').register?.place).toBe('Bertogne');
    expect(suggest(nl, '3061').register?.place).toBe('Bertem (3061)');
    // Hasselt has listings for rent only.
    expect(suggest(nl, 'Hasselt').register?.place).toBe('Hasselt');
    expect(suggest(nl, 'Hasselt', 'rent').register).toBeNull();
    // Gent has listings, and what names no place says nothing.
    expect(suggest(nl, 'Gent').register).toBeNull();
    expect(suggest(nl, 'appartement').register).toBeNull();
    // 4101 is a reference and Seraing's postal code: the reference wins.
    expect(suggest(nl, '4101').register).toBeNull();
  });

  it('gives a property suggestion its place and price', () => {
    const property = nlProperties.find((p) => p.goal === 'sale' && p.price !== null && !p.startingFrom)!;
    const found = suggest(nl, String(property.id)).properties[0]!;
    expect(found).toMatchObject({
      id: property.id,
      city: property.address.city,
      price: { amount: expect.stringMatching(/^€\s[\d.]+$/), startingFrom: false, perMonth: false },
    });
    const rent = nlProperties.find((p) => p.goal === 'rent' && p.price !== null)!;
    expect(suggest(nl, String(rent.id), 'rent').properties[0]!.price).toMatchObject({ perMonth: true });
  });

  it('leaves far-fetched matches out once a name matches exactly', () => {
    const result = suggest(nl, 'gent');
    expect(result.cities.map((c) => c.name)).toEqual(['Gent']);
    expect(result.types).toEqual([]);
    // Residentie Coupure is in Gent; Residentie Flagey ("dent" in Residentie, one edit) is not suggested.
    expect(result.projects.length).toBeGreaterThan(0);
    expect(result.projects.every((p) => p.city === 'Gent')).toBe(true);
  });

  it('requires every token: one that matches nothing empties the group', () => {
    expect(suggest(nl, 'Gent').cities.length).toBeGreaterThan(0);
    expect(suggest(nl, 'Gent xyzzyq').cities).toEqual([]);
  });

  it('finds types in the visitor language, linking to the listing by type', () => {
    const [apartment] = suggest(fr, 'appartement').types;
    expect(apartment).toMatchObject({ name: 'Appartement', href: `/fr/a-vendre/?type=${apartment!.id}` });
    expect(apartment!.count).toBe(store.properties.get('fr')!.filter((p) => p.goal === 'sale' && p.typeId === apartment!.id).length);
  });

  it('finds properties by reference, with thumbnail, cut type description and detail URL', () => {
    const property = nlProperties.find((p) => p.thumbnail && p.goal === 'rent')!;
    const result = suggest(nl, String(property.id));
    expect(result.properties[0]).toMatchObject({ id: property.id, thumbnail: { url: property.thumbnail!.url } });
    expect(result.properties[0]!.type.length).toBeLessThanOrEqual(101);
    expect(result.properties[0]!.href).toMatch(new RegExp(`^/nl/te-huur/.+/${property.id}/$`));
    // A reference typed in full goes straight to the property.
    expect(result.exact).toBe(result.properties[0]!.href);
  });

  it('does not take a postal code for a reference typed in full', () => {
    expect(suggest(nl, '9000').exact).toBeNull();
    expect(suggest(nl, '41').exact).toBeNull();
  });

  it('counts what the listing page will show for the text, and links to it', () => {
    const result = suggest(nl, 'Gent');
    expect(result.count).toBe(saleCount((city) => city === 'gent'));
    expect(result.listingHref).toBe('/nl/te-koop/?q=Gent');
    const rent = suggest(nl, 'Gent', 'rent');
    expect(rent.listingHref).toBe('/nl/te-huur/?q=Gent');
    expect(rent.cities[0]!.href).toBe('/nl/te-huur/?city=Gent');
  });

  it('bounds the input', () => {
    expect(tokenize('a b c d e f g h')).toHaveLength(6);
    expect(tokenize('x'.repeat(10_000))[0]).toHaveLength(100);
    expect(() => suggest(nl, '%$#@!(){}[]^~\\')).not.toThrow();
  });
});

describe('searchReferences', () => {
  // A catalogue shaped like a big one: 10,000 six-digit references, not in numeric order.
  const refs = Array.from({ length: 10_000 }, (_, i) => String(100_001 + ((i * 7919) % 10_000)));
  const entries = refs.map((ref) => ({ ref, property: nlProperties[0]! }));
  const alphabet = new Set('0123456789');
  let seed = 42;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 10)).join('');
  const queries = [
    ...Array.from({ length: 60 }, (_, i) => [digits(1 + (i % 9))]),
    ...Array.from({ length: 20 }, () => [digits(2), digits(3)]),
    ['1000'],
    ['100123'],
    ['10012a'],
    ['1001ab'],
    ['gent'],
    ['ab1'],
    ['1é2'],
    ['x'.repeat(40)],
    [digits(40)],
  ];

  it('gives exactly what a full fuse.js pass gives', () => {
    for (const tokens of queries) {
      const expected = fuzzySearch(entries, ['ref'], tokens, 5).map((e) => e.ref);
      expect(
        searchReferences(entries, tokens, 5).map((e) => e.ref),
        tokens.join(' '),
      ).toEqual(expected);
      expect(
        searchReferences(entries, tokens, 5, alphabet).map((e) => e.ref),
        tokens.join(' '),
      ).toEqual(expected);
    }
    // The full passes take a few seconds on this catalogue.
  }, 60_000);

  it('finds a pattern inside a text within a number of edits', () => {
    expect(fuzzyContains('123', 'x123y', 0)).toBe(true);
    expect(fuzzyContains('1234', '10234', 0)).toBe(false);
    expect(fuzzyContains('1234', '10234', 1)).toBe(true); // insertion
    expect(fuzzyContains('1234', '134', 1)).toBe(true); // deletion
    expect(fuzzyContains('1234', '1204', 1)).toBe(true); // substitution
    expect(fuzzyContains('1234', '2143', 1)).toBe(false);
    expect(fuzzyContains('12', '', 2)).toBe(true);
  });
});

describe('project suggestions', () => {
  it('finds a new-build project by name or city, linking to its page', () => {
    const project = store.projects.get('nl')![0]!;
    const [byName] = suggest(nl, project.name).projects;
    expect(byName).toMatchObject({ id: project.id, name: project.name });
    expect(byName!.href).toMatch(new RegExp(`^/nl/projecten/.+/${project.id}/$`));
    expect(suggest(nl, project.address.city).projects.map((p) => p.id)).toContain(project.id);
  });
});

describe('ranking by what the visitor typed', () => {
  it('leaves names that merely contain the text out when one starts with it', () => {
    const names = suggest(nl, 'gen').cities.map((c) => c.name);
    expect(names).toContain('Gent');
    expect(names).toContain('Genk');
    expect(names).not.toContain('Bergen');
  });

  it('drops inner and fuzzy matches in every group once a city starts with the text, in both languages', () => {
    const nlResult = suggest(nl, 'ant');
    expect(nlResult.cities.map((c) => c.name)).toEqual(['Antwerpen']);
    // "kantoor" (a word for commercial property) holds "ant" inside; the projects only resemble it.
    expect(nlResult.types).toEqual([]);
    expect(nlResult.projects).toEqual([]);
    const frResult = suggest(fr, 'ant');
    expect(frResult.cities.map((c) => c.name)).toEqual(['Anvers']);
    expect(frResult.projects).toEqual([]);
  });

  it('keeps a prefix beside a whole word, after it, and a typo when nothing matches better', () => {
    // A city whose name starts with "gent", added to the sample's.
    const nlCities = store.cities.get('nl')!;
    const gent = nlCities.find((c) => c.name === 'Gent')!;
    const withGentbrugge = buildSuggestIndex(
      { ...store, cities: new Map([...store.cities, ['nl', [...nlCities, { ...gent, name: 'Gentbrugge', zip: '9050' }]]]) },
      'nl',
    );
    expect(suggest(withGentbrugge, 'gent').cities.map((c) => c.name)).toEqual(['Gent', 'Gentbrugge']);
    expect(suggest(withGentbrugge, 'gentb').cities.map((c) => c.name)).toEqual(['Gentbrugge']);
    expect(suggest(nl, 'Antwepren').cities.map((c) => c.name)).toEqual(['Antwerpen']);
    expect(suggest(fr, 'Antwepren').cities.map((c) => c.name)).toEqual(['Anvers']);
  });

  it('reads hyphenated names as words', () => {
    for (const text of ['sint-niklaas', 'Niklaas', 'sint niklaas'])
      expect(
        suggest(nl, text).cities.map((c) => c.name),
        text,
      ).toEqual(['Sint-Niklaas']);
  });
});

describe('words people type for a type (types.json Synonyms)', () => {
  const types = loadDataFiles()['types.json'].types;
  const spaced = (text: string) => ` ${foldedWords(text).join(' ')} `;
  const index = { nl, fr } as const;
  // The city in every language, as the listing's text holds it.
  const cityNames = (id: number) =>
    [...store.properties.values()].flatMap((list) => list.filter((p) => p.id === id).map((p) => p.address.city));
  const sale = (lang: 'nl' | 'fr') => store.properties.get(lang)!.filter((p) => p.goal === 'sale');
  const saying = (lang: 'nl' | 'fr', word: string) => sale(lang).filter((p) => searchText(p, cityNames(p.id)).includes(fold(word)));
  // Read from the data: a word names a sub-type when a property's type description has it as a whole word
  // (or run of words). Words a visitor types in one go; a word of the type's own name finds the type by its name.
  const words = (lang: 'nl' | 'fr', subType: boolean) =>
    types
      .filter((t) => t.language === lang)
      .flatMap((type) =>
        type.Synonyms.filter((word) => !/\s/.test(word) && !spaced(type.Name).includes(spaced(word)))
          .filter((word) => store.properties.get(lang)!.some((p) => spaced(p.typeDescription).includes(spaced(word))) === subType)
          .map((word) => ({ word, type })),
      );

  it('reads words of both kinds from the sample', () => {
    expect(words('nl', true).map((w) => w.word)).toEqual(expect.arrayContaining(['villa', 'hoeve', 'studio']));
    expect(words('nl', false).map((w) => w.word)).toEqual(expect.arrayContaining(['huis', 'kot']));
    expect(words('fr', true).map((w) => w.word)).toEqual(expect.arrayContaining(['villa', 'studio', 'fermette']));
    expect(words('fr', false).map((w) => w.word)).toEqual(expect.arrayContaining(['ferme', 'kot']));
  });

  it.each(['nl', 'fr'] as const)(
    '%s: a word that names a sub-type finds the properties that say so, and suggests no type for it',
    (lang) => {
      for (const { word, type } of words(lang, true)) {
        const result = suggest(index[lang], word);
        expect(
          result.types.map((t) => t.id),
          word,
        ).not.toContain(type.WebID);
        expect(result.count, word).toBe(saying(lang, word).length);
      }
    },
  );

  it.each(['nl', 'fr'] as const)('%s: a word that names no sub-type suggests its type first, and counts the whole type', (lang) => {
    for (const { word, type } of words(lang, false)) {
      const result = suggest(index[lang], word);
      const ofType = sale(lang).filter((p) => p.typeId === type.WebID);
      expect(result.types[0], word).toMatchObject({ id: type.WebID, name: type.Name, count: ofType.length });
      expect(result.count, word).toBe(new Set([...ofType, ...saying(lang, word)]).size);
    }
  });

  it('counts the three villas for "villa", not every house, and every house for "huis"', () => {
    const villas = sale('nl').filter((p) => foldedWords(p.typeDescription).includes('villa'));
    expect(villas.length).toBeGreaterThan(0);
    const villa = suggest(nl, 'villa');
    expect(villa.count).toBe(villas.length);
    expect(villa.types).toEqual([]);
    const huis = suggest(nl, 'huis');
    expect(huis.types[0]).toMatchObject({ name: 'Woning' });
    expect(huis.count).toBe(sale('nl').filter((p) => p.typeId === huis.types[0]!.id).length);
  });
});

describe('references typed in part and postal codes', () => {
  it('suggests the properties whose reference starts with a number typed in part, and no city', () => {
    const result = suggest(nl, '412');
    const starting = nlProperties.filter((p) => String(p.id).startsWith('412')).map((p) => p.id);
    expect(starting.length).toBeGreaterThan(0);
    expect(result.properties.map((p) => p.id)).toEqual(starting.slice(0, 5));
    // Every prefix of every reference, in catalogue order, the first five (the index reads references sorted
    // as text); none below the listing's minimum, which counts no reference for those.
    for (const prefix of new Set(nlProperties.flatMap((p) => Array.from(String(p.id), (_, i) => String(p.id).slice(0, i + 1)))))
      expect(
        suggest(nl, prefix).properties.map((p) => p.id),
        prefix,
      ).toEqual(
        prefix.length < REFERENCE_PREFIX_MIN
          ? []
          : nlProperties
              .filter((p) => String(p.id).startsWith(prefix))
              .slice(0, 5)
              .map((p) => p.id),
      );
    expect(REFERENCE_PREFIX_MIN).toBe(2);
    expect(suggest(nl, '4').properties).toEqual([]);
    expect(result.cities).toEqual([]);
    expect(result.types).toEqual([]);
    expect(result.exact).toBeNull();
    // Not a postal code that merely resembles it (4120 is no city; 4000 and 4001 are one edit away).
    expect(suggest(nl, '400').cities).toEqual([]);
  });

  it('suggests a city for a postal code typed in full, in the language of the site', () => {
    expect(suggest(nl, '9000').cities.map((c) => c.name)).toEqual(['Gent']);
    expect(suggest(fr, '9000').cities.map((c) => c.name)).toEqual(['Gand']);
    expect(suggest(fr, 'Gent 9000').cities.map((c) => c.name)).toEqual(['Gand']);
  });

  it('finds a city by its name in another language and links to it by the site language name', () => {
    expect(suggest(fr, 'Gent').cities[0]).toMatchObject({ name: 'Gand', href: '/fr/a-vendre/?city=Gand' });
    expect(suggest(nl, 'Liège').cities[0]).toMatchObject({ name: 'Luik', zip: '4000' });
    expect(suggest(fr, 'Gent').count).toBe(suggest(nl, 'Gent').count);
  });
});

describe('the button counts what the list shows', () => {
  const queries = {
    nl: [
      'gent',
      'ant',
      '41',
      '412',
      '4',
      'villa',
      'huis',
      'hoeve',
      '9000',
      'Gent 9000',
      'Antwepren',
      'studio',
      'kot',
      'sint-niklaas',
      'appart',
    ],
    fr: [
      'gand',
      'gent',
      'ant',
      '41',
      '412',
      'villa',
      'maison',
      'ferme',
      'fermette',
      '9000',
      'Gand 9000',
      'Anvesr',
      'studio',
      'kot',
      'appart',
    ],
  };
  it.each(['nl', 'fr'] as const)(
    '%s: the count is what the listing counts for the text, and every suggested property is among its results',
    (lang) => {
      const index = lang === 'nl' ? nl : fr;
      const byId = store.propertyById.get(lang)!;
      for (const goal of ['sale', 'rent'] as const)
        for (const text of queries[lang]) {
          const query = parseListingQuery({ q: text });
          const result = suggest(index, text, goal);
          expect(result.count, `${goal} ${text}`).toBe(countListing(index.listing, goal, query));
          // A reference is suggested whatever the goal (its link opens its own listing): the listing of its
          // goal finds it, so the button beside it counts it when the goals agree.
          for (const { id } of result.properties) {
            const property = byId.get(id)!;
            expect(
              matchListing(index.listing, property.goal, query).map((p) => p.id),
              `${goal} ${text} ${id}`,
            ).toContain(id);
          }
        }
      expect(suggest(index, '41').properties.length).toBeGreaterThan(0);
      expect(suggest(index, '41').count).toBeGreaterThan(0);
    },
  );
});
