// Finding (issue 16): the new listing filters with and without JavaScript, their counts, the language
// switcher keeping the filters, type synonyms, references typed in part, "save this search" and the
// listing's layout fixes. Every expected count comes from data/properties.json (listing-expectations.ts).
import type { Locator, Page } from '@playwright/test';
import nl from '@/messages/nl.json';
import fr from '@/messages/fr.json';
import type { PropertyRecord } from '@/lib/catalogue/data/file-schemas';
import { test, expect, rawRequest } from './fixtures';
import { files } from './site-data';
import { KEEP, livingAtLeast, plotAtLeast } from './listing-expectations';
import { isFieldShown } from '@/lib/catalogue/data';

type Lang = 'nl' | 'fr';
const LANGS: Lang[] = ['nl', 'fr'];
const T = { nl: nl.Listing, fr: fr.Listing };
const LISTING = { nl: '/nl/te-koop/', fr: '/fr/a-vendre/' };
const records = files['properties.json'].properties;
const forSale = (lang: Lang, keep: (r: PropertyRecord) => boolean = () => true) =>
  records.filter((r) => r.language === lang && r.Goal === 0 && keep(r));
const cityName = (lang: Lang, zip: string) => files['cities.json'].cities.find((c) => c.language === lang && c.Zip === zip)!.Name;

const listingCount = (page: Page) => page.locator('.listing__count');
/** "7 panden", "1 bien": the count at the start of the status line. */
const countText = (n: number) => new RegExp(`^${n} (pand|panden|bien|biens)\\b`);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function openFilters(page: Page, isMobile: boolean) {
  if (isMobile) await page.locator('.filters__toggle').click();
}

/** A collapsible checkbox group of the filters, opened. */
async function group(page: Page, legend: string): Promise<Locator> {
  const details = page.locator('details.filters__group', { has: page.locator('summary', { hasText: new RegExp(`^${escape(legend)}`) }) });
  await details.locator('summary').click();
  return details;
}

const checkbox = (scope: Page | Locator, label: string) =>
  scope.getByRole('checkbox', { name: new RegExp(`^${escape(label)} \\(\\d+\\)$`) });

interface FilterCase {
  name: string;
  param: RegExp;
  keep: (r: PropertyRecord) => boolean;
  set: (page: Page, lang: Lang) => Promise<unknown>;
}

const FILTERS: FilterCase[] = [
  { name: 'living area', param: /living_min=150/, keep: livingAtLeast(150), set: (page) => page.locator('#filter-living-min').fill('150') },
  { name: 'plot area', param: /plot_min=500/, keep: plotAtLeast(500), set: (page) => page.locator('#filter-plot-min').fill('500') },
  {
    name: 'EPC label at most C',
    param: /epc=c/,
    // The label as the site shows it: these sample records carry a figure, read by their region's table.
    keep: (r) => epcLetterAtMostC(r),
    set: (page) => page.locator('#filter-epc').selectOption('c'),
  },
  { name: 'garden', param: /garden=1/, keep: KEEP.garden, set: (page, lang) => checkbox(page, T[lang].feature_garden).check() },
  { name: 'terrace', param: /terrace=1/, keep: KEEP.terrace, set: (page, lang) => checkbox(page, T[lang].feature_terrace).check() },
  {
    name: 'garage or parking',
    param: /parking=1/,
    keep: KEEP.parking,
    set: (page, lang) => checkbox(page, T[lang].feature_parking).check(),
  },
  { name: 'new build', param: /new_build=1/, keep: KEEP.newBuild, set: (page, lang) => checkbox(page, T[lang].feature_newBuild).check() },
  {
    name: 'province',
    param: /province=east-flanders/,
    keep: KEEP.eastFlanders,
    set: async (page, lang) => checkbox(await group(page, T[lang].provinces), T[lang]['province_east-flanders']).check(),
  },
  {
    name: 'region',
    param: /region=brussels/,
    keep: KEEP.brussels,
    set: async (page, lang) => checkbox(await group(page, T[lang].regions), T[lang].region_brussels).check(),
  },
];

/**
 * EPC "at most C" computed independently of lib/catalogue/property/energy.ts: Belgian figures by their region's
 * table, Flanders (< 300 is A+ to C), Wallonia (< 255), Brussels (<= 150 after rounding); Luxembourg by
 * its label text (its classes are plain letters). The sample's Belgian records all carry a figure or nothing.
 */
function epcLetterAtMostC(r: PropertyRecord): boolean {
  const zip = Number(r.Zip);
  if (r.CountryID === 50) return /^[ABC]$/i.test(r.EPCLabelText?.trim() ?? '');
  const figure = r.EnergyPerformance;
  if (r.CountryID !== 10 || figure === null) return false;
  if (KEEP.brussels(r)) return Math.sign(figure) * Math.round(Math.abs(figure)) <= 150;
  if ((zip >= 1300 && zip <= 1499) || (zip >= 4000 && zip <= 7999)) return figure < 255;
  return figure < 300;
}

for (const javaScript of [true, false]) {
  test.describe(`each new filter ${javaScript ? 'with' : 'without'} JavaScript, in nl and fr`, () => {
    // axe runs inside the page, which needs JavaScript; the same pages are scanned with it on.
    if (!javaScript) test.use({ javaScriptEnabled: false, axe: { enabled: false, disableRules: [], exclude: [] } });
    for (const filter of FILTERS) {
      test(filter.name, async ({ page, isMobile }) => {
        for (const lang of LANGS) {
          const expected = forSale(lang, filter.keep).length;
          expect(expected, 'the sample shows the filter at work').toBeGreaterThan(0);
          expect(expected, 'the filter narrows the listing').toBeLessThan(forSale(lang).length);
          await page.goto(LISTING[lang]);
          await openFilters(page, isMobile);
          await filter.set(page, lang);
          await page.getByRole('button', { name: T[lang].apply }).click();
          await expect(page).toHaveURL(filter.param);
          await expect(listingCount(page)).toHaveText(countText(expected));
          // The active filter is counted in the "more filters" badge (phones show it).
          await expect(page.locator('.filters__toggle .filters__badge [aria-hidden="true"]')).toHaveText('1');
        }
      });
    }
  });
}

test.describe('amounts as people type them (issue 36)', () => {
  test('prices and areas that are no round step are taken, the address carries only what is set, and the sort still changes', async ({
    page,
    isMobile,
  }) => {
    for (const lang of LANGS) {
      const expected = forSale(
        lang,
        (r) =>
          r.PublishPrice &&
          r.Price !== null &&
          isFieldShown(r.FieldRules, r, 'Price') &&
          r.Price >= 312500 &&
          r.Price <= 499999 &&
          livingAtLeast(85)(r),
      ).length;
      expect(expected, 'the sample has such properties').toBeGreaterThan(0);
      await page.goto(LISTING[lang]);
      await openFilters(page, isMobile);
      await page.locator('#filter-price-min').fill('312500');
      await page.locator('#filter-price-max').fill('499.999');
      await page.locator('#filter-living-min').fill('85 m²');
      await page.getByRole('button', { name: T[lang].apply }).click();
      await expect(page).toHaveURL(`${LISTING[lang]}?price_min=312500&price_max=499999&living_min=85`);
      await expect(listingCount(page)).toHaveText(countText(expected));
      // A page opened with such amounts changes its sort.
      await openFilters(page, isMobile);
      await page.locator('#filter-sort').selectOption('price-asc');
      await page.getByRole('button', { name: T[lang].apply }).click();
      await expect(page).toHaveURL(`${LISTING[lang]}?price_min=312500&price_max=499999&living_min=85&sort=price-asc`);
    }
  });

  test('a box that holds no amount says so in the page language and keeps what was typed', async ({ page, isMobile }) => {
    for (const lang of LANGS) {
      await page.goto(`${LISTING[lang]}?price_max=1275`);
      await openFilters(page, isMobile);
      await expect(page.locator('#filter-price-max')).toHaveValue('1275');
      await page.locator('#filter-price-min').fill('veel');
      await page.getByRole('button', { name: T[lang].apply }).click();
      const box = page.locator('#filter-price-min');
      await expect(box).toBeFocused();
      expect(await box.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe(T[lang].invalidPrice);
      await expect(box).toHaveValue('veel');
      await expect(page).toHaveURL(`${LISTING[lang]}?price_max=1275`);
    }
  });

  test('without JavaScript the server reads the same amounts', async ({ baseURL }) => {
    const html = (await rawRequest(baseURL, '/nl/te-koop/?price_min=312.500&living_min=85+m%C2%B2&q=&city=')).body;
    expect(html).toContain('value="312500"');
    expect(html).toContain('value="85"');
  });
});

test.describe('filter counts', () => {
  test('the count beside each feature is what choosing it shows, with the other filters kept', async ({ page, isMobile }) => {
    for (const lang of LANGS) {
      await page.goto(`${LISTING[lang]}?region=flanders`);
      await openFilters(page, isMobile);
      const expected = forSale(lang, (r) => KEEP.flanders(r) && KEEP.garden(r)).length;
      await expect(checkbox(page, T[lang].feature_garden)).toHaveAccessibleName(`${T[lang].feature_garden} (${expected})`);
      await checkbox(page, T[lang].feature_garden).check();
      await page.getByRole('button', { name: T[lang].apply }).click();
      await expect(listingCount(page)).toHaveText(countText(expected));
    }
  });

  test('malformed values are dropped: the page answers the whole listing, never a 500', async ({ baseURL }) => {
    for (const search of [
      'living_min=-1&plot_min=1e9&epc=Z&garden=maybe&province=atlantis&region=%00',
      `province=${'x,'.repeat(3000)}`,
      'epc=A+&region=flanders,wallonia',
    ])
      expect((await rawRequest(baseURL, `/fr/a-vendre/?${search}`)).status, search).toBe(200);
  });
});

test.describe('the language switcher keeps the listing', () => {
  async function switchTo(page: Page, isMobile: boolean, lang: Lang, name: string) {
    if (isMobile) await page.getByRole('button', { name: lang === 'nl' ? nl.Layout.openMenu : fr.Layout.openMenu }).click();
    await page
      .getByRole('navigation', { name: lang === 'nl' ? nl.Layout.languageSwitcher : fr.Layout.languageSwitcher })
      .filter({ visible: true })
      .getByRole('link', { name })
      .click();
  }

  test('city, filters, sort and page carry over, the city in the other language', async ({ page, isMobile }) => {
    const gent = forSale('nl', (r) => r.Zip === '9000').length;
    await page.goto('/nl/te-koop/?city=Gent');
    await expect(listingCount(page)).toHaveText(countText(gent));
    await switchTo(page, isMobile, 'nl', 'Français');
    await expect(page).toHaveURL(`/fr/a-vendre/?city=${encodeURIComponent(cityName('fr', '9000'))}`);
    await expect(listingCount(page)).toHaveText(countText(gent));
    await openFilters(page, isMobile);
    await expect(checkbox(page, cityName('fr', '9000'))).toBeChecked();

    await page.goto('/fr/a-vendre/?type=2&garden=1&sort=price-asc&page=2&region=flanders&region=brussels');
    await switchTo(page, isMobile, 'fr', 'Nederlands');
    await expect(page).toHaveURL('/nl/te-koop/?type=2&garden=1&region=flanders&region=brussels&sort=price-asc&page=2');
  });

  test('a city given by either language’s name or its postal code shows the same properties', async ({ page }) => {
    const gent = forSale('fr', (r) => r.Zip === '9000').length;
    for (const city of ['Gent', 'Gand', '9000']) {
      await page.goto(`/fr/a-vendre/?city=${city}`);
      await expect(listingCount(page), city).toHaveText(countText(gent));
    }
  });

  test('without JavaScript the server writes the switcher links with the filters', async ({ baseURL }) => {
    const html = (await rawRequest(baseURL, '/nl/te-koop/?city=Gent&city=Brugge&bedrooms=2&sort=price-desc')).body;
    const fr = `/fr/a-vendre/?city=${encodeURIComponent(cityName('fr', '9000'))}&amp;city=${encodeURIComponent(cityName('fr', '8000'))}&amp;bedrooms=2&amp;sort=price-desc`;
    expect(html).toContain(`href="${fr}"`);
    // The canonical and hreflang links stay the bare listing.
    expect(html).toMatch(/<link rel="alternate" hreflang="fr" href="[^"]*\/fr\/a-vendre\/"/i);
  });
});

test.describe('type synonyms and references', () => {
  async function typeInSearch(page: Page, text: string) {
    const box = page.locator('#home-search-q');
    await box.click();
    await box.pressSequentially(text, { delay: 30 });
  }
  const typeNamed = (lang: Lang, word: string) => files['types.json'].types.find((t) => t.language === lang && t.Synonyms.includes(word))!;

  // Words for a whole type; a word that names a kind of it in the catalogue ("villa") finds only those (below).
  for (const [lang, word] of [
    ['nl', 'huis'],
    ['nl', 'bungalow'],
    ['nl', 'kot'],
    ['fr', 'maison'],
    ['fr', 'bungalow'],
    ['fr', 'kot'],
  ] as const)
    test(`"${word}" suggests its type in ${lang} and the listing finds the type`, async ({ page, isMobile }) => {
      // The words' matching is the server's; the phone tries one word per language, the desktop all.
      test.skip(isMobile && word !== 'huis' && word !== 'maison', 'one word per language on the phone');
      const type = typeNamed(lang, word);
      const count = forSale(lang, (r) => r.WebID === type.WebID).length;
      await page.goto(`/${lang}/`);
      await typeInSearch(page, word);
      const types = page.getByRole('listbox').getByRole('group', { name: (lang === 'nl' ? nl : fr).Search.types });
      await types.getByRole('option').first().click();
      await expect(page).toHaveURL(`${LISTING[lang]}?type=${type.WebID}`);
      await expect(listingCount(page)).toHaveText(countText(count));
      // The free text finds the same properties.
      await page.goto(`${LISTING[lang]}?q=${encodeURIComponent(word)}`);
      await expect(listingCount(page)).toHaveText(countText(count));
    });

  for (const lang of LANGS)
    test(`"villa" in ${lang} finds the villas, not every house, in the box and in the listing (issue 36)`, async ({ page }) => {
      const villas = forSale(lang, (r) => /\bvilla\b/i.test(r.TypeDescription)).length;
      expect(villas, 'the sample has villas among its houses').toBeGreaterThan(0);
      expect(villas).toBeLessThan(forSale(lang, (r) => r.WebID === typeNamed(lang, 'villa').WebID).length);
      await page.goto(`/${lang}/`);
      await typeInSearch(page, 'villa');
      // The box's button counts what the listing will show; no suggestion of the whole type.
      await expect(
        page.locator('#home-search-q').locator('xpath=ancestor::form').locator('.search-form__count > [aria-hidden="true"]'),
      ).toHaveText(String(villas));
      await expect(page.getByRole('listbox').getByRole('group', { name: (lang === 'nl' ? nl : fr).Search.types })).toHaveCount(0);
      await page.goto(`${LISTING[lang]}?q=villa`);
      await expect(listingCount(page)).toHaveText(countText(villas));
    });

  test('a reference typed in part suggests the properties it starts, and no postal code', async ({ page }) => {
    const starting = records.filter((r) => r.language === 'nl' && String(r.ID).startsWith('412')).map((r) => r.ID);
    expect(starting.length).toBeGreaterThan(0);
    await page.goto('/nl/');
    await typeInSearch(page, '412');
    const options = page.getByRole('listbox').getByRole('group', { name: nl.Search.properties }).getByRole('option');
    await expect(options).toHaveCount(Math.min(5, starting.length));
    for (const option of await options.all()) await expect(option).toContainText(/Ref: 412\d/);
    await expect(page.getByRole('listbox').getByRole('group', { name: nl.Search.cities })).toHaveCount(0);
  });
});

test.describe('save this search', () => {
  test('every listing links to the demand register, prefilled with its filters', async ({ page }) => {
    const webId = 1;
    await page.goto(`/fr/a-vendre/?city=Gent&type=${webId}&price_max=500000&bedrooms=2`);
    const save = page.getByRole('link', { name: T.fr.saveSearch });
    await expect(save).toBeVisible();
    // Beside the result count, on the same line.
    const [saveBox, countBox] = [await save.boundingBox(), await listingCount(page).boundingBox()];
    expect(Math.abs(saveBox!.y + saveBox!.height / 2 - (countBox!.y + countBox!.height / 2))).toBeLessThan(12);
    await save.click();
    await expect(page).toHaveURL(/\/fr\/j'inscris-ma-recherche\/\?/);
    const form = page.locator('form', { has: page.locator('input[name="zones"]') });
    await expect(form.locator('input[name="goal"][value="buy"]')).toBeChecked();
    await expect(form.locator(`input[name="types"][value="${webId}"]`)).toBeChecked();
    await expect(form.locator('input[name="zones"][value="9000"]')).toBeChecked();
    await expect(form.locator('input[name="priceMax"]')).toHaveValue('500000');
    await expect(form.locator('input[name="bedroomsMin"]')).toHaveValue('2');
  });

  test('a region becomes the zones of its cities', async ({ page }) => {
    await page.goto('/nl/te-huur/?region=brussels');
    await page.getByRole('link', { name: T.nl.saveSearch }).click();
    const form = page.locator('form', { has: page.locator('input[name="zones"]') });
    await expect(form.locator('input[name="goal"][value="rent"]')).toBeChecked();
    const zips = [
      ...new Set(
        files['cities.json'].cities
          .filter((c) => c.language === 'nl' && KEEP.brussels({ CountryID: c.CountryID, Zip: c.Zip } as PropertyRecord))
          .map((c) => c.Zip),
      ),
    ];
    expect(zips.length).toBeGreaterThan(1);
    for (const zip of zips) await expect(form.locator(`input[name="zones"][value="${zip}"]`), zip).toBeChecked();
    await expect(form.locator('input[name="zones"]:checked')).toHaveCount(zips.length);
  });
});

test.describe('listing layout', () => {
  test('the filter selects show their longest choice whole, in nl and fr', async ({ page, isMobile }) => {
    for (const lang of LANGS) {
      await page.goto(LISTING[lang]);
      await openFilters(page, isMobile);
      const cut = await page.locator('.filters select').evaluateAll((selects) =>
        selects.flatMap((select) => {
          const s = select as HTMLSelectElement;
          const style = getComputedStyle(s);
          const context = document.createElement('canvas').getContext('2d')!;
          context.font = style.font;
          // The room for text: the content box less the drop-down arrow (about 20 px in Chromium).
          const room = s.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
          return [...s.options]
            .filter((o) => context.measureText(o.text).width > room)
            .map((o) => `${s.id}: "${o.text}" in ${room.toFixed(0)} px`);
        }),
      );
      expect(cut, lang).toEqual([]);
    }
  });

  test('fields side by side keep their inputs in line when a label wraps (fr prices)', async ({ page, isMobile }) => {
    await page.goto(LISTING.fr);
    await openFilters(page, isMobile);
    for (const [left, right] of [
      ['#filter-price-min', '#filter-price-max'],
      ['#filter-living-min', '#filter-plot-min'],
    ]) {
      const [a, b] = [await page.locator(left!).boundingBox(), await page.locator(right!).boundingBox()];
      expect(Math.abs(a!.y - b!.y), `${left} / ${right}`).toBeLessThan(1);
    }
  });

  test('the French paging links stay on one line', async ({ page }) => {
    await page.goto(`${LISTING.fr}?page=3`);
    const nav = page.getByRole('navigation', { name: T.fr.pagination });
    for (const name of [T.fr.previous, T.fr.next]) {
      const lines = await nav.getByRole('link', { name }).evaluate((link) => {
        const range = document.createRange();
        range.selectNodeContents(link);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      expect(lines, name).toBe(1);
    }
  });
});
