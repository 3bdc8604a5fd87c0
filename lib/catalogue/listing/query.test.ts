import { describe, expect, it } from 'vitest';
import { LIMITS, listingSearchParams, parseAmount, parseArea, parseListingQuery, refinementCount } from './query';

const parse = (search: string) => parseListingQuery(new URLSearchParams(search));
/** The filters of issue 16 at their defaults. */
const NO_EXTRAS = {
  livingMin: null,
  plotMin: null,
  epcMax: null,
  features: { garden: false, terrace: false, parking: false, newBuild: false, newThisWeek: false },
  provinces: [],
  regions: [],
};

describe('parseListingQuery', () => {
  it('reads every filter from the URL', () => {
    expect(
      parse('city=Gent&city=Liège&type=1&type=2&price_min=100000&price_max=350000&bedrooms=2&q=tuin&sort=price-asc&page=3&view=map'),
    ).toEqual({
      cities: ['Gent', 'Liège'],
      types: [1, 2],
      priceMin: 100000,
      priceMax: 350000,
      bedroomsMin: 2,
      ...NO_EXTRAS,
      text: 'tuin',
      sort: 'price-asc',
      page: 3,
      view: 'map',
    });
  });

  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual({
      cities: [],
      types: [],
      priceMin: null,
      priceMax: null,
      bedroomsMin: null,
      ...NO_EXTRAS,
      text: '',
      sort: 'newest',
      page: 1,
      view: 'list',
    });
  });

  it.each([['page=-1'], ['page=abc'], ['page=0'], ['page=1e3'], ['page=99999999999999'], ['page=']])('treats %s as page 1', (search) => {
    expect(parse(search).page).toBe(1);
  });

  it('drops prices that are not plain amounts', () => {
    for (const value of ['1e309', 'Infinity', '-5', 'abc', '99999999999', '0x10']) {
      expect(parse(`price_min=${value}`).priceMin).toBeNull();
    }
    expect(parse('price_min=250000,50').priceMin).toBe(250000.5);
  });

  it('takes any amount as people type it, not only round ones (issue 36)', () => {
    expect(parse('price_min=312500&price_max=499999').priceMin).toBe(312500);
    expect(parse('price_min=312500&price_max=499999').priceMax).toBe(499999);
    expect(parse('price_max=1275').priceMax).toBe(1275);
    expect(parse('living_min=85&plot_min=120')).toMatchObject({ livingMin: 85, plotMin: 120 });
    // And written back as plain digits: the canonical URL of a listing.
    expect(listingSearchParams(parse('price_min=312.500&living_min=85 m²')).toString()).toBe('price_min=312500&living_min=85');
  });

  it('swaps a minimum above the maximum', () => {
    expect(parse('price_min=500000&price_max=200000')).toMatchObject({ priceMin: 200000, priceMax: 500000 });
  });

  it('ignores unknown sorts and non-numeric types, keeps unknown cities to show an honest empty result', () => {
    expect(parse('sort=drop-table&type=house&type=3&city=Atlantis')).toMatchObject({ sort: 'newest', types: [3], cities: ['Atlantis'] });
  });

  it('bounds a 10 kB query string', () => {
    const search = Array.from({ length: 600 }, (_, i) => `city=c${i}`).join('&') + `&q=${'x'.repeat(5000)}`;
    expect(search.length).toBeGreaterThan(10_000);
    const query = parse(search);
    expect(query.cities).toHaveLength(LIMITS.values);
    expect(query.text).toHaveLength(LIMITS.text);
  });

  it('accepts Next.js searchParams objects too', () => {
    expect(parseListingQuery({ city: ['Gent', 'Gent'], type: '4', page: '2' })).toMatchObject({ cities: ['Gent'], types: [4], page: 2 });
  });
});

describe('parseListingQuery: view', () => {
  it('shows the list unless the map is asked for by name', () => {
    for (const search of ['', 'view=list', 'view=MAP', 'view=', 'view=satellite', 'view[]=map'])
      expect(parse(search).view, search).toBe('list');
    expect(parse('view=map&view=list').view).toBe('map');
  });
});

describe('listingSearchParams', () => {
  it('writes the canonical query without defaults and round-trips', () => {
    const query = parse('page=2&city=Gent&sort=price-desc&q=%20tuin%20%20zuid%20');
    const search = listingSearchParams(query).toString();
    expect(search).toBe('city=Gent&q=tuin+zuid&sort=price-desc&page=2');
    expect(parse(search)).toEqual(query);
    expect(listingSearchParams(query, { page: 1 }).toString()).toBe('city=Gent&q=tuin+zuid&sort=price-desc');
  });

  it('keeps the map view in the round trip and leaves the default list out', () => {
    const query = parse('type=2&view=map');
    expect(listingSearchParams(query).toString()).toBe('type=2&view=map');
    expect(parse(listingSearchParams(query).toString())).toEqual(query);
    expect(listingSearchParams(query, { view: 'list' }).toString()).toBe('type=2');
  });
});

describe('refinementCount', () => {
  it('is zero for a bare listing, whatever the text, page or view', () => {
    expect(refinementCount(parseListingQuery(new URLSearchParams('q=gent&page=3&view=map')))).toBe(0);
  });

  it('counts each city, each type, each bound and a sort other than the default', () => {
    const query = parseListingQuery(new URLSearchParams('city=Gent&city=Brugge&type=1&price_min=100000&bedrooms=2&sort=price-asc'));
    expect(refinementCount(query)).toBe(6);
    expect(refinementCount({ ...query, sort: 'newest', priceMin: null })).toBe(4);
    expect(refinementCount(parseListingQuery(new URLSearchParams('new=1&sort=lowered')))).toBe(2);
  });
});

describe('the filters of issue 16: areas, EPC, features, province and region', () => {
  it('reads each of them from the URL', () => {
    expect(
      parse(
        'living_min=120&plot_min=500&epc=c&garden=1&terrace=on&parking=true&new_build=1&new=1&province=east-flanders&province=limburg&region=flanders',
      ),
    ).toMatchObject({
      livingMin: 120,
      plotMin: 500,
      epcMax: 'c',
      features: { garden: true, terrace: true, parking: true, newBuild: true, newThisWeek: true },
      provinces: ['east-flanders', 'limburg'],
      regions: ['flanders'],
    });
  });

  it('takes the EPC label as people write it, case and a typographic minus forgiven', () => {
    expect(parse('epc=A%2B').epcMax).toBe('a_plus');
    expect(parse('epc=a_plus').epcMax).toBe('a_plus');
    expect(parse('epc=B').epcMax).toBe('b');
    expect(parse('epc=%20d%20').epcMax).toBe('d');
  });

  it('drops malformed values instead of failing', () => {
    const query = parse(
      'living_min=-5&plot_min=1e3&epc=G&garden=0&terrace=maybe&parking=&new_build=false&province=atlantis&province=LIMBURG&region=mars&region=WALLONIA,brussels',
    );
    expect(query).toMatchObject({
      livingMin: null,
      plotMin: null,
      epcMax: null,
      features: { garden: false, terrace: false, parking: false, newBuild: false, newThisWeek: false },
      provinces: ['limburg'],
      regions: ['wallonia', 'brussels'],
    });
    for (const epc of ['A++', 'a_sub', 'Z', 'aaaaaaaaaaaaaaaaaaaa', '%00'])
      expect(parse(`epc=${encodeURIComponent(epc)}`).epcMax).toBeNull();
    expect(parse(`living_min=${LIMITS.surface + 1}`).livingMin).toBeNull();
    expect(parse(`province=${'limburg,'.repeat(500)}`).provinces).toEqual(['limburg']);
  });

  it('writes them in one canonical order that round-trips, defaults left out', () => {
    const query = parse('region=wallonia&new_build=on&epc=A%2B&province=namur&garden=true&plot_min=300&living_min=90&city=Namur&q=zicht');
    const search = listingSearchParams(query).toString();
    expect(search).toBe('city=Namur&living_min=90&plot_min=300&epc=a_plus&garden=1&new_build=1&province=namur&region=wallonia&q=zicht');
    expect(parse(search)).toEqual(query);
    expect(listingSearchParams(parse('garden=0&epc=&province=x')).toString()).toBe('');
  });

  it('counts each of them as a refinement', () => {
    const query = parse(
      'living_min=90&plot_min=300&epc=b&garden=1&terrace=1&parking=1&new_build=1&province=namur&province=liege&region=wallonia',
    );
    expect(refinementCount(query)).toBe(10);
    expect(refinementCount({ ...query, features: { ...query.features, terrace: false }, provinces: [] })).toBe(7);
  });
});

describe('parseAmount', () => {
  it.each([
    ['312500', 312500],
    ['312.500', 312500],
    ['312 500', 312500],
    ['312\u202f500', 312500],
    ["312'500", 312500],
    ['€ 312.500', 312500],
    ['312.500 €', 312500],
    ['EUR 1.275', 1275],
    ['1.275', 1275],
    ['1.275,50', 1275.5],
    ['1,275.50', 1275.5],
    ['1275,5', 1275.5],
    ['1275.50', 1275.5],
    ['312,5k', 312500],
    ['300k', 300000],
    ['85 m²', 85],
    ['120m2', 120],
    ['0', 0],
    [' 42 ', 42],
  ])('reads "%s" as %d', (text, amount) => {
    expect(parseAmount(text)).toBe(amount);
  });

  it.each(['', 'abc', '-5', '1e3', '1e309', 'Infinity', '0x10', '1.2.3', '12,345,6', '99999999999', '€', 'k', '1..5', '5 000 000 000'])(
    'refuses "%s"',
    (text) => {
      expect(parseAmount(text)).toBeNull();
    },
  );

  it('rounds a decimal area up, so a minimum keeps its meaning', () => {
    expect(parseArea('85,5')).toBe(86);
    expect(parseArea('-1')).toBeNull();
    expect(parseArea('1e9')).toBeNull();
    expect(parseArea(String(LIMITS.surface + 1))).toBeNull();
  });
});
