import { test, expect } from './fixtures';
import { layoutShift } from './page-metrics';
import type { Locator, Page } from '@playwright/test';
import { allMenuPages, files, routes } from './site-data';
import { isFieldShown } from '@/lib/catalogue/data';

type PropertyRecord = (typeof files)['properties.json']['properties'][number];

const nl = files['properties.json'].properties.filter((p) => p.language === 'nl');
const sections = routes.sections.get('nl')!;

const euro = (amount: number) => `€ ${new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 0 }).format(amount)}`;

const { sold, rented } = files['site.json'].marquee;
const offMarket = (p: PropertyRecord) => sold.includes(p.Marquee) || rented.includes(p.Marquee);

/**
 * docs/product.md, Rulings: Prices: "€ 250.000", "vanaf" for PriceUnit 7, "/ maand" for rent, else "price on request" (also
 * when a field rule hides it); nothing for a sold or rented property without a price (issue 36: not
 * "Verkocht" and "Prijs op aanvraag" together).
 */
function expectedPrice(p: PropertyRecord): string | null {
  // A field rule on Price that fails (or errors) hides it on the card too.
  if (!p.PublishPrice || p.Price === null || !(p.Price > 0) || !isFieldShown(p.FieldRules, p, 'Price'))
    return offMarket(p) ? null : 'Prijs op aanvraag';
  const amount = p.PriceUnit === 7 ? `vanaf ${euro(p.Price)}` : euro(p.Price);
  // A new build sold under VAT says whether its price includes it (issue 61).
  const vat = p.SaleUnderVat && p.SaleUnderVat !== 'none' ? (p.PriceIncludesVat ? ' incl. btw' : ' excl. btw') : '';
  return p.Goal === 0 ? `${amount}${vat}` : `${amount} / maand`;
}

// One property of every kind the card treats differently, as the data has them.
const samples = [
  nl.find((p) => p.CountryID === 50),
  nl.find((p) => p.CountryID === 10),
  nl.find((p) => p.PriceUnit === 7),
  nl.find((p) => !p.PublishPrice),
  nl.find((p) => p.Goal !== 0),
  nl.find((p) => files['site.json'].marquee.sold.includes(p.Marquee)),
  nl.find(
    (p) =>
      p.Marquee !== 0 &&
      !files['site.json'].marquee.sold.includes(p.Marquee) &&
      !files['site.json'].marquee.fromHistory.includes(p.Marquee),
  ),
  nl.find((p) => files['site.json'].marquee.fromHistory.includes(p.Marquee)),
  nl.find((p) => p.EPCLabelText === null),
  nl.find((p) => p.Bedrooms === null),
  nl.find((p) => p.TypeDescription.length > 100),
  nl.find((p) => p.SaleUnderVat && p.SaleUnderVat !== 'none' && !p.PriceIncludesVat && p.PriceUnit === 7),
  nl.find((p) => p.SaleUnderVat && p.SaleUnderVat !== 'none' && p.PriceIncludesVat),
  nl.find((p) => offMarket(p) && !isFieldShown(p.FieldRules, p, 'Price')),
  nl.find((p) => !p.SmallPictureItem && p.Pictures.length === 0),
].filter((p, i, all): p is PropertyRecord => !!p && all.findIndex((q) => q?.ID === p.ID) === i);

function cardOf(page: Page, id: number): Locator {
  return page.locator('.property-card').filter({ has: page.locator(`[data-favourite-id="${id}"]`) });
}

test.describe('property card', () => {
  test('shows type, place, price, ribbon, energy label, key figures and a localized link, as the data says', async ({ page }) => {
    expect(
      samples.find((p) => p.CountryID === 50),
      'the sample data has a Luxembourg property',
    ).toBeTruthy();
    // The favourites page renders the same card for any IDs, so it shows exactly these properties.
    await page.goto(`/nl/favorieten/?ids=${samples.map((p) => p.ID).join(',')}`);
    for (const p of samples) {
      const card = cardOf(page, p.ID);
      await expect(card, `property ${p.ID}`).toHaveCount(1);
      // A description that is a sentence gives way to the main type's name (issue 61).
      const type = p.TypeDescription.length > 24 ? p.MainTypeName : p.TypeDescription;
      await expect(card.locator('.property-card__type')).toHaveText(type);
      expect(
        await card.locator('.property-card__type').evaluate((element) => element.scrollWidth <= element.clientWidth),
        `property ${p.ID}: type not cut off`,
      ).toBe(true);
      await expect(card.locator('.property-card__place')).toHaveText(p.CountryID === 10 ? p.City : `${p.City} (${p.CountryName})`);
      const price = expectedPrice(p);
      if (price === null) await expect(card.locator('.property-card__price')).toHaveCount(0);
      else await expect(card.locator('.property-card__price .price')).toHaveText(price);
      // The type in capitals on one line, however long the CRM's description (issue 36).
      const typeLines = await card.locator('.property-card__type').evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(typeLines, `property ${p.ID}: type lines`).toBe(1);

      // The CRM's ribbon, unless it is one of the marks the catalogue's history stands in for (its
      // dated badges are tests/e2e/freshness.spec.ts's).
      const crmRibbon = card.locator('.ribbon:not(.ribbon--new, .ribbon--lowered)');
      if (p.Marquee === 0 || files['site.json'].marquee.fromHistory.includes(p.Marquee)) await expect(crmRibbon).toHaveCount(0);
      else await expect(crmRibbon).toHaveText(p.MarqueeName!);

      if (p.EPCLabelText) {
        await expect(card.locator('.energy-badge')).toContainText(`EPC ${p.EPCLabelText}`);
        await expect(card.getByText(`Energielabel ${p.EPCLabelText}`, { exact: true })).toBeAttached();
      } else await expect(card.locator('.energy-badge')).toHaveCount(0);

      const facts = card.locator('.property-card__facts');
      if (p.Bedrooms) await expect(facts).toContainText(`${p.Bedrooms} slaapkamer`);
      else await expect(facts).not.toContainText('slaapkamer');
      if (p.LivingSurface) await expect(facts).toContainText(`${p.LivingSurface} m²`);
      await expect(facts).toContainText(`Ref: ${p.ID}`);

      const section = p.Goal === 0 ? sections.sale : sections.rent;
      await expect(card.getByRole('heading', { level: 2 }).getByRole('link')).toHaveAttribute(
        'href',
        new RegExp(`^/nl/${section}/[^/]+/[^/]+/${p.ID}/$`),
      );

      const image = card.locator('.property-card__media img');
      if (p.SmallPictureItem || p.Pictures.length) {
        await expect(image).toHaveAttribute('width', '300');
        await expect(image).toHaveAttribute('height', '205');
      } else await expect(card).toContainText('Geen foto gevonden');
    }
  });

  test('a sold property whose price a rule hides says "sold" once, on its card and its page, in nl and fr (issue 36)', async ({ page }) => {
    const gone = nl.filter((p) => offMarket(p) && !isFieldShown(p.FieldRules, p, 'Price'));
    expect(gone.length, 'the sample has such properties (4122, 4147)').toBeGreaterThan(0);
    for (const [lang, request] of [
      ['nl', 'Prijs op aanvraag'],
      ['fr', 'Prix sur demande'],
    ] as const) {
      await page.goto(`/${lang}/${lang === 'nl' ? 'favorieten' : 'favoris'}/?ids=${gone.map((p) => p.ID).join(',')}`);
      for (const p of gone) {
        await expect(cardOf(page, p.ID).locator('.ribbon')).toBeVisible();
        await expect(cardOf(page, p.ID)).not.toContainText(request);
      }
      await page.goto(`/property/${gone[0]!.ID}/?lng=${lang}`);
      await expect(page.locator('.property-detail__notice')).toBeVisible();
      await expect(page.locator('.property-detail__summary')).not.toContainText(request);
    }
  });

  test('the French card names the country in French and uses the French price words', async ({ page }) => {
    const lux = files['properties.json'].properties.find((p) => p.language === 'fr' && p.CountryID === 50)!;
    const from = files['properties.json'].properties.find((p) => p.language === 'fr' && p.PriceUnit === 7 && p.PublishPrice)!;
    await page.goto(`/fr/favoris/?ids=${lux.ID},${from.ID}`);
    await expect(cardOf(page, lux.ID).locator('.property-card__place')).toHaveText(`${lux.City} (${lux.CountryName})`);
    await expect(cardOf(page, from.ID).locator('.property-card__price')).toContainText(`à partir de ${euro(from.Price!)}`);
    const unit = files['properties.json'].properties.find(
      (p) => p.language === 'fr' && p.SaleUnderVat === 'building' && !p.PriceIncludesVat && p.PriceUnit !== 7,
    )!;
    await page.goto(`/fr/favoris/?ids=${unit.ID}`);
    await expect(cardOf(page, unit.ID).locator('.property-card__price .price')).toHaveText(`${euro(unit.Price!)} hors TVA`);
  });

  test("the home's newest listings fill every row of their grid (issue 61)", async ({ page }) => {
    await page.goto('/nl/');
    const tops = await page
      .locator('.card-grid')
      .first()
      .locator(':scope > li')
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(tops.length, 'the home shows listings').toBeGreaterThan(1);
    const perRow = tops.filter((top) => top === tops[0]).length;
    expect(tops.length % perRow, `${tops.length} cards in rows of ${perRow}`).toBe(0);
  });

  test('thumbnails keep their box: 300×205 in listings, 300×225 in page modules, no layout shift', async ({ page }) => {
    const ratio = async (media: Locator) => {
      const box = (await media.boundingBox())!;
      return box.height / box.width;
    };
    await page.goto('/nl/te-koop/');
    const media = page.locator('.property-card__media');
    expect(await media.count()).toBeGreaterThan(0);
    expect(await ratio(media.first())).toBeCloseTo(205 / 300, 2);
    for (const img of await page.locator('.property-card__media img').all()) {
      await expect(img).toHaveAttribute('width', '300');
      await expect(img).toHaveAttribute('height', '205');
    }
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect((await layoutShift(page)).total).toBeLessThan(0.02);

    const withModule = allMenuPages()
      .filter((p) => p.kind !== 'redirect' && p.modules.some((m) => m.view === 'property-list'))
      .sort((a, b) => Number(a.kind === 'home') - Number(b.kind === 'home'))[0];
    test.skip(!withModule, 'no page with a property-list module in the data');
    await page.goto(`/nl${withModule!.paths.nl}`);
    expect(await ratio(page.locator('.module--property-list .property-card__media').first())).toBeCloseTo(225 / 300, 2);
  });

  test('a phone at 2x takes the 600 px variant, a desktop the 400 px one', async ({ page, isMobile }) => {
    await page.goto('/nl/te-koop/');
    const img = page.locator('.property-card__media img').first();
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.currentSrc)).toBeTruthy();
    const src = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
    expect(new URL(src).searchParams.get('w')).toBe(isMobile ? '600' : '400');
  });

  test('the heart sits above the card link and is its own target', async ({ page }) => {
    await page.goto('/nl/te-koop/');
    const card = page.locator('.property-card').first();
    const heart = card.locator('.favourite-button');
    const box = (await heart.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    const url = page.url();
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(page.url()).toBe(url);
  });
});
