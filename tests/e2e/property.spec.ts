// The property detail page (issue 4): content, states, structured data, no-JavaScript "read more" and the map.
// Gallery, slideshow and video facades: gallery.spec.ts. Map frame itself: map.spec.ts.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { files } from './site-data';
import { interceptTiles } from './map-tiles';
import { APARTMENT_TYPE_ID, HOUSE_TYPE_ID, energyLabelOf } from '@/lib/catalogue/property/energy';
import { regionOf, type Region } from '@/lib/catalogue/property/region';
import { formatNumber } from '@/lib/catalogue/format/number';
import nl from '@/messages/nl.json';
import fr from '@/messages/fr.json';

const records = files['properties.json'].properties;
const record = (lang: 'nl' | 'fr', id: number) => records.find((p) => p.language === lang && p.ID === id)!;

/** Opens a property through its neutral URL, which redirects to the canonical one in `lang`. */
async function openProperty(page: Page, lang: 'nl' | 'fr', id: number) {
  const response = await page.goto(`/property/${id}/?lng=${lang}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(record(lang, id).Title);
}

/** The value next to a label in the detail groups. */
function detail(page: Page, label: string) {
  return page
    .locator('.property-details__row')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }) })
    .locator('dd');
}

async function jsonLd(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((s) => s.textContent ?? ''));
  const listings = blocks.map((text) => JSON.parse(text) as { '@type': string }).filter((data) => data['@type'] === 'RealEstateListing');
  expect(listings).toHaveLength(1);
  return listings[0] as {
    '@type': string;
    inLanguage: string;
    offers: { price?: number; availability: string; itemOffered: { address: Record<string, string>; geo?: { latitude: number } } };
  };
}

const cases = [
  { lang: 'nl', m: nl.Property, no: 'Nee', notary: '€ 5.608' },
  { lang: 'fr', m: fr.Property, no: 'Non', notary: '€ 5.608' },
] as const;

for (const { lang, m, no, notary } of cases) {
  test.describe(`detail page in ${lang}`, () => {
    test('shows price, address, key facts and every grouped label the record has', async ({ page }) => {
      await openProperty(page, lang, 4101);
      const summary = page.getByRole('complementary', { name: m.keyFacts });
      await expect(summary.locator('.property-detail__price')).toHaveText('€ 410.000');
      await expect(summary).toContainText(`Sint-Pietersnieuwstraat 175, 9000 ${record(lang, 4101).City}`);
      await expect(summary).toContainText(m.reference.replace('{id}', '4101'));
      for (const group of [
        'general',
        'surfaces',
        'rooms',
        'construction',
        'energy',
        'installations',
        'financial',
        'planning',
        'availability',
      ] as const)
        await expect(page.getByRole('heading', { level: 3, name: m.groups[group], exact: true })).toBeVisible();
      await expect(detail(page, m.fields.LivingSurface)).toHaveText('156 m²');
      await expect(detail(page, m.fields.Cellar)).toHaveText(no);
      await expect(detail(page, m.fields.NotaryFeesWithVat)).toHaveText(notary);
      await expect(detail(page, m.fields.EnergyPerformance)).toHaveText(m.energyValue.replace('{value}', '242'));
      await expect(detail(page, m.fields.EnergyCertificateEndDate)).toHaveText(lang === 'nl' ? '4 december 2033' : '4 décembre 2033');
      // The Flemish label image for 242 kWh/m².year (C), and it exists.
      const label = page.locator('.property-details').getByRole('img', { name: m.energyLabel.replace('{label}', 'C') });
      await expect(label).toHaveAttribute('src', /^\/energy\/flanders\/c\.svg(\?dpl=[\w-]+)?$/);
      await label.scrollIntoViewIfNeeded();
      await expect.poll(() => label.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      // A C label on a house: no renovation notice.
      await expect(page.getByText(m.renovationNotice)).toHaveCount(0);
    });

    test('cuts the description at 250 characters, and "read more" shows it whole', async ({ page }) => {
      await openProperty(page, lang, 4101);
      const full = record(lang, 4101).Description;
      const section = page.locator('.property-description');
      const short = await section.locator('.property-description__short').textContent();
      expect(short!.length).toBeLessThanOrEqual(251);
      expect(short!.endsWith('…')).toBe(true);
      expect(full.startsWith(short!.slice(0, -1))).toBe(true);
      await expect(section.getByText(full.slice(300, 340))).toBeHidden();
      await section.getByRole('link', { name: m.readMore }).click();
      await expect(section.getByText(full.slice(300, 340))).toBeVisible();
      await expect(section.locator('.property-description__short')).toBeHidden();
    });

    test('lists the documents with the request action, the contact person and similar properties', async ({ page }) => {
      await openProperty(page, lang, 4101);
      const documents = page.locator('.property-documents');
      await expect(documents.getByRole('listitem')).toHaveCount(record(lang, 4101).Documents.length);
      // The request action opens the document request form (the forms issue replaced the mailto: link).
      await documents.locator('summary').getByText(m.requestDocuments, { exact: true }).click();
      await expect(documents.getByRole('textbox', { name: new RegExp(`^${(lang === 'nl' ? nl : fr).Forms.fields.email}`) })).toBeVisible();
      await expect(page.getByRole('heading', { name: m.contactTitle })).toBeVisible();
      await expect(page.locator('.property-detail__agent a[href^="tel:"]').first()).toBeVisible();
      // Each of the contact person's links says its visible text in its name too (WCAG 2.5.3, label in name).
      const agentLinks = page.locator('.property-detail__agent a');
      expect(await agentLinks.count()).toBeGreaterThanOrEqual(2);
      for (const link of await agentLinks.all()) {
        const shown = (await link.innerText()).trim();
        expect(shown).not.toBe('');
        await expect(link).toHaveAccessibleName(new RegExp(shown.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      }
      const similar = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: m.similarTitle }) });
      const links = similar.locator('.property-card__title a');
      expect(await links.count()).toBeGreaterThan(0);
      for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) expect(href).not.toMatch(/\/4101\/$/);
    });

    test('names the right price in its JSON-LD', async ({ page }) => {
      await openProperty(page, lang, 4101);
      const data = await jsonLd(page);
      expect(data['@type']).toBe('RealEstateListing');
      expect(data.inLanguage).toBe(`${lang}-BE`);
      expect(data.offers.price).toBe(410000);
      expect(data.offers.availability).toBe('https://schema.org/InStock');
      expect(data.offers.itemOffered.address.postalCode).toBe('9000');
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/photos\/properties\/4101\/1\.jpg$/);
    });

    test('embeds the map frame, which draws the property', async ({ page }) => {
      await interceptTiles(page);
      await openProperty(page, lang, 4101);
      // The frame is made when its place comes near the screen.
      await page.locator('.map-embed').scrollIntoViewIfNeeded();
      await expect(page.frameLocator('iframe.map-embed').locator('main')).toHaveAttribute('data-markers', '1');
      await expect(page.locator('.street-view-link')).toHaveAttribute('href', /viewpoint=51\.058202,3\.71764/);
    });
  });
}

test('a sold property keeps its page with a notice, similar properties first and no price', async ({ page }) => {
  await openProperty(page, 'nl', 4122);
  await expect(page.getByRole('status').filter({ hasText: nl.Property.soldNotice })).toBeVisible();
  // Its field rule "Marquee != 2" hides the price: no price at all, not "price on request" beside the
  // notice (issue 36), and none in the structured data.
  await expect(page.locator('.property-detail__price')).toHaveCount(0);
  await expect(page.locator('.property-detail__summary')).not.toContainText(nl.Property.priceOnRequest);
  const data = await jsonLd(page);
  expect(data.offers.availability).toBe('https://schema.org/SoldOut');
  expect(data.offers.price).toBeUndefined();
  const similar = page.getByRole('heading', { level: 2, name: nl.Property.similarTitle });
  const description = page.getByRole('heading', { level: 2, name: nl.Property.descriptionTitle });
  expect((await similar.boundingBox())!.y).toBeLessThan((await description.boundingBox())!.y);
});

test('a rented property says so, in French', async ({ page }) => {
  await openProperty(page, 'fr', 4104);
  await expect(page.getByRole('status').filter({ hasText: fr.Property.rentedNotice })).toBeVisible();
  // Labelled E but rented: the renovation notice is for buyers only (docs/decisions/0007).
  await expect(page.getByText(fr.Property.renovationNotice)).toHaveCount(0);
});

/** The first house or apartment for sale labelled E or F in each region (lib/catalogue/property/energy.ts). */
function saleLabelledEorF(region: Region): number {
  const found = records.find((p) => {
    const label = energyLabelOf({
      address: { countryId: p.CountryID, zip: p.Zip },
      energy: { value: p.EnergyPerformance ?? null, label: p.EPCLabelText ?? null },
    });
    return (
      p.language === 'nl' &&
      p.Goal === 0 &&
      [HOUSE_TYPE_ID, APARTMENT_TYPE_ID].includes(p.WebID) &&
      label?.region === region &&
      /^[ef](_|$)/.test(label.code ?? '')
    );
  });
  expect(found, `a ${region} sale labelled E or F in the sample`).toBeTruthy();
  return found!.ID;
}

test('Flemish houses and apartments for sale labelled E or F carry the renovation notice', async ({ page }) => {
  const flemish = saleLabelledEorF('flanders');
  await openProperty(page, 'nl', flemish);
  await expect(page.getByRole('note')).toHaveText(nl.Property.renovationNotice);
  await expect(
    page
      .locator('.property-details')
      .getByRole('img', { name: nl.Property.energyLabel.split('{label}')[0] })
      .first(),
  ).toHaveAttribute('src', /^\/energy\/flanders\/[ef]\.svg(\?dpl=[\w-]+)?$/);
  await openProperty(page, 'fr', flemish);
  await expect(page.getByRole('note')).toHaveText(fr.Property.renovationNotice);
});

test('the renovation notice stays off Brussels, Walloon and Luxembourg sales: the duty is Flemish law', async ({ page }) => {
  // Six detail pages, each scanned by axe: on a loaded 2-core machine one run took over the 60 s timeout.
  test.slow();
  for (const region of ['brussels', 'wallonia', 'luxembourg'] as const) {
    const id = saleLabelledEorF(region);
    for (const lang of ['nl', 'fr'] as const) {
      await openProperty(page, lang, id);
      // Labelled E or F all the same.
      await expect(
        page
          .locator('.property-details')
          .getByRole('img', { name: (lang === 'nl' ? nl : fr).Property.energyLabel.split('{label}')[0] })
          .first(),
      ).toHaveAttribute('src', new RegExp(`^/energy/${region}/[ef](_[a-z]+)?\\.svg(\\?dpl=[\\w-]+)?$`));
      await expect(page.getByText((lang === 'nl' ? nl : fr).Property.renovationNotice), `${region} ${id} ${lang}`).toHaveCount(0);
    }
  }
});

test('Luxembourg uses its own label images, from the label text', async ({ page }) => {
  await openProperty(page, 'fr', 4169);
  await expect(
    page
      .locator('.property-details')
      .getByRole('img', { name: fr.Property.energyLabel.replace('{label}', 'F') })
      .first(),
  ).toHaveAttribute('src', /^\/energy\/luxembourg\/f\.svg(\?dpl=[\w-]+)?$/);
  await expect(page.locator('.page-head__subtitle')).toContainText('(');
});

test('a field rule that fails hides its field', async ({ page }) => {
  // 4118 has "Bedrooms > 0" on Bedrooms, and 0 bedrooms.
  await openProperty(page, 'nl', 4118);
  await expect(page.locator('.property-details dt', { hasText: /^Slaapkamers$/ })).toHaveCount(0);
  await expect(page.locator('.property-details dt', { hasText: /^Toiletten$/ })).toHaveCount(1);
});

test('rentals show the monthly rent and the deposit', async ({ page }) => {
  await openProperty(page, 'nl', 4102);
  await expect(detail(page, nl.Property.fields.MonthlyRent)).toHaveText('€ 800');
  await expect(detail(page, nl.Property.fields.Deposit)).toHaveText('€ 2.400');
  await expect(page.locator('.property-detail__price')).toContainText(nl.Property.perMonth);
});

test('a property without documents says so', async ({ page }) => {
  await openProperty(page, 'fr', 4106);
  await expect(page.locator('.property-documents')).toContainText(fr.Property.noDocuments);
});

test('a URL with the wrong goal or an outdated slug redirects to the canonical one; an unknown ID is a 404', async ({ request, page }) => {
  const wrongGoal = await request.get('/nl/te-huur/gent/rijwoning/4101/', { maxRedirects: 0 });
  expect(wrongGoal.status()).toBe(308);
  expect(wrongGoal.headers().location).toMatch(/^\/nl\/te-koop\/gent\/[a-z0-9-]+\/4101\/$/);
  const response = await page.goto('/nl/te-koop/gent/huis/987654/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nl.NotFound.propertyTitle);
});

test.describe('without JavaScript', () => {
  // axe runs as a script in the page, so it cannot scan with JavaScript off; the pages are scanned above.
  test.use({ javaScriptEnabled: false, axe: { enabled: false, disableRules: [], exclude: [] } });
  test('"read more" still shows the whole description', async ({ page }) => {
    await openProperty(page, 'nl', 4101);
    const full = record('nl', 4101).Description;
    await page.getByRole('link', { name: nl.Property.readMore }).click();
    await expect(page.getByText(full.slice(300, 340))).toBeVisible();
  });
});

test.describe('the mandatory mentions (issue 41, docs/decisions/0040 and 0050)', () => {
  const messages = { nl, fr };
  const onMarket = (r: (typeof records)[number]) =>
    !files['site.json'].marquee.sold.includes(r.Marquee) && !files['site.json'].marquee.rented.includes(r.Marquee);
  for (const lang of ['nl', 'fr'] as const) {
    test(`a Flemish sale in flood zone D shows its EPC code, both flood scores, what they mean and the flood symbol, in ${lang}`, async ({
      page,
    }) => {
      const p = record(lang, 4108);
      const m = messages[lang].Property;
      expect([p.FloodScoreParcel, p.FloodScoreBuilding]).toContain('D');
      await openProperty(page, lang, 4108);
      await expect(detail(page, m.fields.EPCCertificateCode)).toHaveText(p.EPCCertificateCode!);
      await expect(detail(page, m.fields.FloodScoreParcel)).toHaveText(p.FloodScoreParcel!);
      await expect(detail(page, m.fields.FloodScoreBuilding)).toHaveText(p.FloodScoreBuilding!);
      await expect(page.getByText(m.floodScale)).toBeVisible();
      await expect(page.getByRole('note').filter({ hasText: m.floodSymbol })).toBeVisible();
    });

    test(`a Luxembourg property shows its energy performance class and its thermal insulation class, each labelled, and a sale without a D has no flood symbol, in ${lang}`, async ({
      page,
    }) => {
      const m = messages[lang].Property;
      const lux = records.find(
        (r) => r.language === lang && r.CountryID === 50 && r.InsulationClass && !files['site.json'].marquee.sold.includes(r.Marquee),
      )!;
      await openProperty(page, lang, lux.ID);
      await expect(detail(page, m.fields.InsulationClass)).toHaveText(lux.InsulationClass!);
      // Both classes of the energy passport, each under its own name (not a Belgian "EPC label").
      await expect(detail(page, m.luxembourgFields.EPCLabelText)).toHaveText(lux.EPCLabelText!);
      await expect(detail(page, m.fields.EPCLabelText)).toHaveCount(0);
      await expect(page.getByText(m.floodSymbol)).toHaveCount(0);
    });

    test(`a Walloon sale shows its four PEB mentions, labelled: class, specific and total consumption, certificate number, in ${lang}`, async ({
      page,
    }) => {
      const m = messages[lang].Property;
      const sale = records.find(
        (r) =>
          r.language === lang &&
          regionOf(r.CountryID, r.Zip) === 'wallonia' &&
          r.Goal === 0 &&
          onMarket(r) &&
          typeof r.EnergyPerformance === 'number' &&
          typeof r.EnergyTotal === 'number' &&
          r.EPCLabelText &&
          r.EPCCertificateCode,
      )!;
      await openProperty(page, lang, sale.ID);
      await expect(detail(page, m.fields.EPCLabelText)).toHaveText(sale.EPCLabelText!);
      await expect(detail(page, m.fields.EnergyPerformance)).toHaveText(
        m.energyValue.replace('{value}', formatNumber(sale.EnergyPerformance!, lang)),
      );
      await expect(detail(page, m.fields.EnergyTotal)).toHaveText(
        m.energyTotalValue.replace('{value}', formatNumber(sale.EnergyTotal!, lang, 0)),
      );
      await expect(detail(page, m.fields.EPCCertificateCode)).toHaveText(sale.EPCCertificateCode!);
    });

    test(`a Flemish sale writes its five planning mentions out in full, without an abbreviation, in ${lang}`, async ({ page }) => {
      const m = messages[lang].Property;
      const p = record(lang, 4101);
      expect(regionOf(p.CountryID, p.Zip)).toBe('flanders');
      await openProperty(page, lang, 4101);
      const planning = m.planningFlanders;
      await expect(detail(page, planning.PlanningData.label)).toHaveText(p.PlanningData!);
      for (const field of ['Permit', 'Summons', 'PreemptiveRights', 'AllotmentPermit'] as const) {
        expect(typeof p[field], `${field} of 4101`).toBe('boolean');
        await expect(detail(page, planning[field].label)).toHaveText(p[field] ? planning[field].yes : planning[field].no);
      }
      // Neither the print list's abbreviations (Departement Omgeving) nor the short labels and bare yes/no.
      const group = page.locator('.property-details__group--planning');
      const text = await group.innerText();
      expect(text).not.toMatch(
        /(?<![\p{L}])(?:Vg|Gvg|Wg|WgLk|Wche|Wp|Wug|Igb|Iab|Gdr|Gvr|Ag|Lwag|Bg|Ng|Nr|Pg|Dv|Gdv|Ho|Bo|Lod|Ms|Gmo|Vkr|VKr|Gvkr|Vv|Gvv)(?![\p{L}])/u,
      );
      for (const field of ['Permit', 'Summons', 'AllotmentPermit'] as const)
        await expect(group.locator('dt', { hasText: new RegExp(`^${m.fields[field]}$`) })).toHaveCount(0);
      await expect(group.locator('dd', { hasText: new RegExp(`^(${m.yes}|${m.no})$`) })).toHaveCount(0);
    });

    test(`a Brussels sale says where its planning information can be consulted; a Brussels rental and a Flemish sale do not, in ${lang}`, async ({
      page,
    }) => {
      const m = messages[lang].Property;
      const inBrussels = (r: (typeof records)[number]) =>
        regionOf(r.CountryID, r.Zip) === 'brussels' &&
        !files['site.json'].marquee.sold.includes(r.Marquee) &&
        !files['site.json'].marquee.rented.includes(r.Marquee);
      const sale = records.find((r) => r.language === lang && r.Goal === 0 && inBrussels(r) && r.PlanningData)!;
      const sentence = (municipality: string) => m.planningInformation.replace('{municipality}', municipality);
      await openProperty(page, lang, sale.ID);
      await expect(page.locator('.property-details__group--planning')).toContainText(sentence(sale.City));
      const rental = records.find((r) => r.language === lang && r.Goal !== 0 && inBrussels(r))!;
      await openProperty(page, lang, rental.ID);
      await expect(page.getByText(m.planningInformation.split('{municipality}')[0]!.trim())).toHaveCount(0);
      await openProperty(page, lang, 4108);
      await expect(page.getByText(m.planningInformation.split('{municipality}')[0]!.trim())).toHaveCount(0);
    });
  }
});
