import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildStore, loadDataFiles, readHistoryLog, summarizeHistory } from '@/lib/catalogue/data';
import { SAMPLE_CATALOGUE_TIME } from '@/scripts/catalogue/sample-data/history';
import { energyLabelOf } from '@/lib/catalogue/property/energy';
import { PROVINCES, REGIONS } from '@/lib/catalogue/property/region';
import {
  buildListingIndex,
  countListing,
  epcRank,
  facetCounts,
  filterListing,
  fold,
  foldedWords,
  matchListing,
  REFERENCE_PREFIX_MIN,
  searchText,
} from './filter';
import { FEATURES, PAGE_SIZE, parseListingQuery } from './query';
import { listingIndexesOf } from '.';
import { FILTER_CASES } from '@/tests/e2e/listing-expectations';

const store = buildStore(loadDataFiles());
const nl = listingIndexesOf(store).get('nl')!;
const run = (search: string, goal: 'sale' | 'rent' = 'sale') => filterListing(nl, goal, parseListingQuery(new URLSearchParams(search)));

describe('filterListing on the sample data', () => {
  it('lists one goal only, newest first, paged', () => {
    const result = run('');
    const all = nl.properties.filter((p) => p.goal === 'sale');
    expect(result.total).toBe(all.length);
    expect(result.items).toHaveLength(Math.min(PAGE_SIZE, all.length));
    expect(result.pageCount).toBe(Math.ceil(all.length / PAGE_SIZE));
    const dates = result.items.map((p) => p.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('filters by city (accent- and case-insensitive, or postal code) and by type', () => {
    const city = nl.properties.find((p) => p.goal === 'sale')!.address;
    const byName = run(`city=${encodeURIComponent(city.city.toUpperCase())}`);
    expect(byName.total).toBeGreaterThan(0);
    expect(byName.items.every((p) => p.address.city === city.city)).toBe(true);
    expect(run(`city=${city.zip}`).total).toBeGreaterThanOrEqual(byName.total);
    const type = run('type=2');
    expect(type.total).toBeGreaterThan(0);
    expect(type.items.every((p) => p.typeId === 2)).toBe(true);
  });

  it('combines price and bedroom bounds and sorts by price, unpriced last', () => {
    const result = run('price_min=200000&price_max=600000&bedrooms=2&sort=price-asc');
    expect(result.total).toBeGreaterThan(0);
    const prices = result.items.map((p) => p.price!);
    expect(prices.every((p) => p >= 200000 && p <= 600000)).toBe(true);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    expect(result.items.every((p) => (p.bedrooms ?? 0) >= 2)).toBe(true);
    const desc = run('sort=price-desc&page=99');
    expect(desc.page).toBe(desc.pageCount);
    expect(desc.items.at(-1)!.price).toBeNull();
  });

  it('finds a property by its reference and requires every text token', () => {
    const target = nl.properties.find((p) => p.goal === 'rent')!;
    expect(run(`q=${target.id}`, 'rent').items.map((p) => p.id)).toEqual([target.id]);
    expect(run(`q=${encodeURIComponent(`${target.address.city} zzzznothing`)}`, 'rent').total).toBe(0);
  });

  it('answers an empty result for an unknown city or type, never an error', () => {
    expect(run('city=Atlantis').total).toBe(0);
    expect(run('type=999').items).toEqual([]);
    expect(run('city=Atlantis').pageCount).toBe(1);
  });
});

describe('countListing', () => {
  it('counts what filterListing finds', () => {
    for (const search of ['', 'q=gent', 'city=Gent&type=2', 'price_min=200000&bedrooms=2', 'q=xyz'])
      for (const goal of ['sale', 'rent'] as const)
        expect(countListing(nl, goal, parseListingQuery(new URLSearchParams(search))), `${goal} ${search}`).toBe(run(search, goal).total);
  });
});

describe('matchListing', () => {
  it('finds every listing of the filter, in order, across pages (the map view)', () => {
    for (const search of ['', 'type=2', 'sort=price-desc&page=3&view=map']) {
      const query = parseListingQuery(new URLSearchParams(search));
      const all = matchListing(nl, 'sale', query);
      const paged = filterListing(nl, 'sale', { ...query, page: 1 });
      expect(all).toHaveLength(paged.total);
      expect(all.slice(0, PAGE_SIZE)).toEqual(paged.items);
    }
  });
});

describe('the filters of issue 16, against the records themselves', () => {
  // Expectations from the raw records (lib/catalogue/data/file-schemas.ts field names), not from the app's Property.
  const records = loadDataFiles()['properties.json'].properties;
  const expected = (lang: 'nl' | 'fr', goal: 'sale' | 'rent', keep: (r: (typeof records)[number]) => boolean) =>
    records
      .filter((r) => r.language === lang && (r.Goal === 0) === (goal === 'sale') && keep(r))
      .map((r) => r.ID)
      .sort();
  const found = (lang: 'nl' | 'fr', goal: 'sale' | 'rent', search: string) =>
    matchListing(listingIndexesOf(store).get(lang)!, goal, parseListingQuery(new URLSearchParams(search)))
      .map((p) => p.id)
      .sort();
  it.each(FILTER_CASES)('%s finds the records that say so, in both goals and languages', (search, keep) => {
    for (const lang of ['nl', 'fr'] as const)
      for (const goal of ['sale', 'rent'] as const)
        expect(found(lang, goal, search), `${lang} ${goal}`).toEqual(expected(lang, goal, keep));
    // The sample has listings with and without each feature (the one impossible combination aside).
    if (!search.includes('hainaut'))
      expect(
        expected('nl', 'sale', keep).length + expected('nl', 'rent', keep).length,
        'the sample shows the filter at work',
      ).toBeGreaterThan(0);
  });

  it('keeps labels up to the one asked for, by letter, modifiers included', () => {
    const nlAll = store.properties.get('nl')!;
    const label = (id: number) => energyLabelOf(nlAll.find((p) => p.id === id)!)?.label ?? null;
    const rank = (name: string) => (name === 'A++' ? 0 : name === 'A+' ? 1 : 'ABCDEFGHI'.indexOf(name[0]!) + 2);
    for (const [epc, most] of [
      ['a_plus', 'A+'],
      ['a', 'A'],
      ['c', 'C'],
      ['f', 'F'],
    ] as const) {
      const ids = found('nl', 'sale', `epc=${epc}`);
      expect(ids.length, epc).toBeGreaterThan(0);
      for (const id of ids) expect(rank(label(id)!), `${id} ${label(id)} under ${most}`).toBeLessThanOrEqual(rank(most));
      // Everything left out has a worse label or none.
      for (const p of nlAll.filter((p) => p.goal === 'sale' && !ids.includes(p.id))) {
        const name = label(p.id);
        if (name) expect(rank(name), `${p.id} ${name} over ${most}`).toBeGreaterThan(rank(most));
      }
    }
    expect(epcRank('a_plusplus')).toBeLessThan(epcRank('a_plus'));
    expect(epcRank('a_sub')).toBe(epcRank('a'));
    expect(epcRank('b_plus')).toBe(epcRank('b_sub'));
    expect(epcRank('f')).toBeLessThan(epcRank('g'));
  });

  it('finds a city by its name in any language or its postal code, on either site', () => {
    const gent = expected('nl', 'sale', (r) => r.Zip === '9000');
    expect(gent.length).toBeGreaterThan(0);
    for (const lang of ['nl', 'fr'] as const)
      for (const city of ['Gent', 'Gand', 'gAnD', '9000']) expect(found(lang, 'sale', `city=${city}`), `${lang} ${city}`).toEqual(gent);
  });

  it('finds a type by the words people type for it, in the language of the site', () => {
    const types = loadDataFiles()['types.json'].types;
    const typeOf = (lang: string, word: string) => types.find((t) => t.language === lang && t.Synonyms.includes(word))!.WebID;
    for (const [lang, word] of [
      ['nl', 'huis'],
      ['nl', 'kot'],
      ['fr', 'maison'],
      ['fr', 'ferme'],
      ['fr', 'kot'],
    ] as const)
      expect(found(lang, 'sale', `q=${word}`), `${lang} ${word}`).toEqual(expected(lang, 'sale', (r) => r.WebID === typeOf(lang, word)));
    // A word of the other language is not a synonym here.
    expect(found('fr', 'sale', 'q=hoeve')).toEqual([]);
  });

  it('finds by a word that names a sub-type (a whole word of a type description) what says so, not the whole type', () => {
    const says = (r: (typeof records)[number], word: string) => fold(`${r.Title} ${r.TypeDescription}`).includes(word);
    for (const [lang, word] of [
      ['nl', 'villa'],
      ['nl', 'hoeve'],
      ['nl', 'studio'],
      ['fr', 'villa'],
      ['fr', 'studio'],
      ['fr', 'fermette'],
    ] as const) {
      // The sample's type descriptions say so ("Villa", "Hoeve", "Studio", "Fermette").
      expect(
        records.some((r) => r.language === lang && foldedWords(r.TypeDescription).includes(word)),
        `${lang} ${word}`,
      ).toBe(true);
      const ids = expected(lang, 'sale', (r) => says(r, word));
      expect(ids.length, `${lang} ${word}`).toBeGreaterThan(0);
      expect(found(lang, 'sale', `q=${word}`), `${lang} ${word}`).toEqual(ids);
    }
    expect(found('nl', 'sale', 'q=villa')).toEqual(expected('nl', 'sale', (r) => foldedWords(r.TypeDescription).includes('villa')));
    expect(nl.typesOfWord('villa')).toEqual([]);
    expect(nl.typesOfWord('huis')).toEqual([1]);
  });

  it('takes two digits or more as the start of a reference, one only as a whole word', () => {
    expect(REFERENCE_PREFIX_MIN).toBe(2);
    expect(found('nl', 'sale', 'q=412')).toEqual(expected('nl', 'sale', (r) => String(r.ID).startsWith('412')));
    expect(found('nl', 'sale', 'q=41')).toEqual(expected('nl', 'sale', (r) => String(r.ID).startsWith('41')));
    const fours = expected('nl', 'sale', (r) =>
      [r.Title, r.TypeDescription, r.MainTypeName, r.City, r.Zip].join(' ').split(/\W+/).includes('4'),
    );
    expect(fours.length).toBeLessThan(expected('nl', 'sale', (r) => String(r.ID).startsWith('4')).length);
    expect(found('nl', 'sale', 'q=4')).toEqual(fours);
    expect(found('nl', 'sale', 'q=9000')).toEqual(expected('nl', 'sale', (r) => r.Zip === '9000'));
  });
});

describe('foldedWords', () => {
  it('splits a name on spaces, hyphens, apostrophes, slashes and parentheses, folded', () => {
    expect(foldedWords("Sint-Niklaas (Oost-Vlaanderen) / L'Écluse")).toEqual(['sint', 'niklaas', 'oost', 'vlaanderen', 'l', 'ecluse']);
    expect(foldedWords('Garage / parking')).toEqual(['garage', 'parking']);
    expect(foldedWords(' - ')).toEqual([]);
  });
});

describe('the free-text index', () => {
  // What the index must answer, read from each property's text: every token matches; a number is a
  // whole word of the text or (from REFERENCE_PREFIX_MIN digits) the start of the reference; a word is
  // part of the text or a word people type for the property's type that no type description has as a
  // whole word (or run of words).
  const scan = (lang: 'nl' | 'fr', goal: 'sale' | 'rent', text: string) => {
    const tokens = fold(text).split(' ').filter(Boolean);
    const descriptions = store.properties.get(lang)!.map((p) => ` ${foldedWords(p.typeDescription).join(' ')} `);
    const widens = (word: string) => !descriptions.some((description) => description.includes(` ${foldedWords(word).join(' ')} `));
    const synonyms = new Map(store.types.get(lang)!.map((t) => [t.webId, new Set(t.synonyms.map(fold).filter(widens))]));
    return store.properties
      .get(lang)!
      .filter((p) => {
        if (p.goal !== goal) return false;
        const haystack = searchText(
          p,
          [...store.properties.values()].flatMap((list) => list.filter((q) => q.id === p.id).map((q) => q.address.city)),
        );
        const words = new Set(haystack.split(/\W+/));
        return tokens.every((token) =>
          /^\d+$/.test(token)
            ? words.has(token) || (token.length >= REFERENCE_PREFIX_MIN && String(p.id).startsWith(token))
            : haystack.includes(token) || (synonyms.get(p.typeId)?.has(token) ?? false),
        );
      })
      .map((p) => p.id)
      .sort();
  };
  const property = store.properties.get('nl')![3]!;
  // Prefixes as a visitor types them, parts of words, accents, punctuation, numbers, other languages.
  const texts = [
    ...Array.from(property.title, (_, i) => property.title.slice(0, i + 1)),
    ...Array.from(String(property.id), (_, i) => String(property.id).slice(0, i + 1)),
    'e',
    'a',
    'gent',
    'GAND',
    'ent',
    'liège',
    'liege',
    'namur 5000',
    'sint-',
    '-niklaas',
    'appart',
    'woning gent',
    'huis',
    'kot',
    'maison',
    'villa',
    'studio',
    'hoeve',
    'ferme',
    'fermette',
    'bel-etage',
    'perceel',
    'kantoor',
    'bureau',
    '4',
    '41',
    property.address.zip,
    `${property.address.city} ${property.address.zip}`,
    'zzz',
    'x y',
    '9',
    '90',
    '900',
    '9000 gent',
    'tuin',
    "l'",
    '€',
  ];
  it.each(['nl', 'fr'] as const)('finds in %s exactly what reading every text finds', (lang) => {
    const index = listingIndexesOf(store).get(lang)!;
    for (const goal of ['sale', 'rent'] as const)
      for (const text of texts) {
        const query = parseListingQuery(new URLSearchParams({ q: text }));
        expect(
          matchListing(index, goal, query)
            .map((p) => p.id)
            .sort(),
          `${lang} ${goal} "${text}"`,
        ).toEqual(scan(lang, goal, text));
        expect(countListing(index, goal, query), `${lang} ${goal} "${text}" count`).toBe(scan(lang, goal, text).length);
      }
    // The test reads real matches, not only empty ones.
    expect(scan(lang, 'sale', 'e').length).toBeGreaterThan(10);
  });
});

describe('referencesStartingWith', () => {
  it('answers the first references with the prefix in catalogue order, whatever their order as text', () => {
    // Reversed and shuffled by a fixed rule, so that catalogue order is not the references' order.
    const all = store.properties.get('nl')!;
    const shuffled = [...all].reverse().sort((a, b) => (a.id % 7) - (b.id % 7));
    const index = buildListingIndex(shuffled);
    const prefixes = new Set(all.flatMap((p) => Array.from(String(p.id), (_, i) => String(p.id).slice(0, i + 1))));
    for (const prefix of [...prefixes, '0', '99999999'])
      for (const limit of [1, 5])
        expect(
          index.referencesStartingWith(prefix, limit).map((p) => p.id),
          `${prefix} ${limit}`,
        ).toEqual(
          shuffled
            .filter((p) => String(p.id).startsWith(prefix))
            .slice(0, limit)
            .map((p) => p.id),
        );
  });
});

describe('facetCounts', () => {
  it('counts for each choice what the page would show with it chosen and the other filters kept', () => {
    for (const search of [
      '',
      'garden=1',
      'city=Gent&type=2',
      'region=flanders&parking=1',
      'province=namur&province=liege&epc=d',
      'q=huis&terrace=1',
    ]) {
      const query = parseListingQuery(new URLSearchParams(search));
      const facets = facetCounts(nl, 'sale', query);
      const total = (q: typeof query) => countListing(nl, 'sale', q);
      for (const type of store.types.get('nl')!)
        expect(facets.type.get(type.webId) ?? 0, `${search} type ${type.webId}`).toBe(total({ ...query, types: [type.webId] }));
      for (const city of store.cities.get('nl')!)
        expect(facets.city.get(fold(city.name)) ?? 0, `${search} city ${city.name}`).toBe(total({ ...query, cities: [city.name] }));
      for (const province of PROVINCES)
        expect(facets.province.get(province) ?? 0, `${search} ${province}`).toBe(total({ ...query, provinces: [province] }));
      for (const region of REGIONS)
        expect(facets.region.get(region) ?? 0, `${search} ${region}`).toBe(total({ ...query, regions: [region] }));
      for (const feature of FEATURES)
        expect(facets.feature[feature], `${search} ${feature}`).toBe(total({ ...query, features: { ...query.features, [feature]: true } }));
    }
  });
});

describe('"new this week" and "recently lowered" (the catalogue history, lib/catalogue/data/history.ts)', () => {
  const dir = path.join(process.cwd(), 'data');
  const { entries } = readHistoryLog(dir);
  const history = summarizeHistory(entries, SAMPLE_CATALOGUE_TIME);
  const fresh = listingIndexesOf(buildStore(loadDataFiles(dir), history)).get('fr')!;
  const week = Date.parse(SAMPLE_CATALOGUE_TIME) - 7 * 24 * 3600_000;

  it('finds what first appeared in the 7 days before the catalogue time, from the log itself', () => {
    const appeared = new Set(entries.filter((e) => e.kind === 'new' && Date.parse(e.at) >= week).map((e) => e.id));
    for (const goal of ['sale', 'rent'] as const) {
      const found = matchListing(fresh, goal, parseListingQuery(new URLSearchParams('new=1'))).map((p) => p.id);
      expect(found.length, goal).toBeGreaterThan(0);
      expect(new Set(found)).toEqual(new Set(fresh.properties.filter((p) => p.goal === goal && appeared.has(p.id)).map((p) => p.id)));
    }
    // Nothing is new to a store without history.
    expect(matchListing(listingIndexesOf(store).get('fr')!, 'sale', parseListingQuery(new URLSearchParams('new=1')))).toEqual([]);
  });

  it('sorts the prices lowered within the badge days first, the latest drop first, then the newest', () => {
    const sorted = matchListing(fresh, 'sale', parseListingQuery(new URLSearchParams('sort=lowered')));
    const dropped = sorted.filter((p) => p.fresh.priceDrop);
    expect(dropped.length).toBeGreaterThan(1);
    expect(sorted.slice(0, dropped.length)).toEqual(dropped);
    const dates = dropped.map((p) => p.fresh.priceDrop!.at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const rest = sorted.slice(dropped.length).map((p) => p.createdAt);
    expect([...rest].sort().reverse()).toEqual(rest);
    // A drop older than the badge's 30 days is in the history but does not count as recent.
    const older = entries
      .filter((e) => e.kind === 'price' && Date.parse(e.at) < Date.parse(SAMPLE_CATALOGUE_TIME) - 30 * 24 * 3600_000)
      .map((e) => e.id);
    expect(older.length).toBeGreaterThan(0);
    expect(dropped.some((p) => older.includes(p.id))).toBe(false);
  });
});
