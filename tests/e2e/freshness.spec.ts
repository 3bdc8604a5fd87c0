// What changed since last week (issue 41, docs/decisions/0043): dated badges on cards and detail pages,
// the price history, the listing's "new this week" and "recently lowered", in nl and fr, with and without
// JavaScript. The expectations come from the sample's own history log, read here as the build read it
// (the suite builds with VITRINE_CATALOGUE_TIME at the sample's time), never from hard-coded ids.
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { files, routes } from './site-data';
import { readHistoryLog, reshapeProperty, summarizeHistory } from '@/lib/catalogue/data';
import { freshnessOf, readHistorySummary } from '@/lib/catalogue/data/history';
import { snapshotDirectory } from '@/lib/catalogue/data/snapshot';
import { formatDay } from '@/lib/catalogue/format/number';
import { formatEuro } from '@/lib/catalogue/format/price';
import { localizeHref } from '@/lib/catalogue/routing/urls';
import { SAMPLE_CATALOGUE_TIME } from '@/scripts/catalogue/sample-data/history';

const LANGS = ['nl', 'fr'] as const;
type Lang = (typeof LANGS)[number];
const TEXTS = {
  nl: {
    new: 'Nieuw sinds',
    lowered: 'Prijs verlaagd op',
    was: 'Vorige prijs:',
    history: 'Prijsgeschiedenis',
    filter: 'Nieuw deze week',
    sort: 'Recent in prijs verlaagd',
    since: 'Op onze site sinds',
  },
  fr: {
    new: 'Nouveau depuis le',
    lowered: 'Prix baissé le',
    was: 'Prix précédent\u00a0:',
    history: 'Historique du prix',
    filter: 'Nouveau cette semaine',
    sort: 'Baisse de prix récente',
    since: 'Sur notre site depuis le',
  },
};

const site = files['site.json'];
const history = summarizeHistory(readHistoryLog(path.join(process.cwd(), 'data')).entries, SAMPLE_CATALOGUE_TIME);
const properties = files['properties.json'].properties.map((record) => {
  const property = reshapeProperty(record, site);
  return { ...property, fresh: freshnessOf(history.properties.get(property.id), property.price, history.time, site.freshness) };
});
const offMarket = (p: (typeof properties)[number]) => p.marquee.state === 'sold' || p.marquee.state === 'rented';
const inLang = (lang: Lang) => properties.filter((p) => p.lang === lang);
const listing = (lang: Lang, query = '') => `${localizeHref(routes, lang, '/for-sale/')}${query}`;
const cardOf = (page: Page, id: number): Locator =>
  page.locator('.property-card').filter({ has: page.locator(`[data-favourite-id="${id}"]`) });
const cardIds = (page: Page) =>
  page
    .locator('.property-card [data-favourite-id]')
    .evaluateAll((buttons) => buttons.map((b) => Number(b.getAttribute('data-favourite-id'))));

test.describe('what changed since last week', () => {
  test.beforeAll(() => {
    const built = readHistorySummary(snapshotDirectory(process.env.NEXT_DIST_DIR ?? '.next'));
    expect(
      built?.time,
      `the build under test must count from the sample's time: build with VITRINE_CATALOGUE_TIME=${SAMPLE_CATALOGUE_TIME} (scripts/test/test-all.sh does)`,
    ).toBe(SAMPLE_CATALOGUE_TIME);
  });

  for (const lang of LANGS) {
    const t = TEXTS[lang];

    test(`${lang}: "new this week" lists what first appeared in the last 7 days, each card dated`, async ({ page }) => {
      const expected = inLang(lang).filter((p) => p.goal === 'sale' && p.fresh.newThisWeek);
      expect(expected.length, 'the sample has new sales').toBeGreaterThan(0);
      await page.goto(listing(lang, '?new=1'));
      expect(new Set(await cardIds(page))).toEqual(new Set(expected.map((p) => p.id)));
      // Checked in the filters (folded away on a phone), with its label in the page's language.
      await expect(page.getByRole('checkbox', { name: new RegExp(`^${t.filter}`), includeHidden: true })).toBeChecked();
      for (const p of expected) {
        const badge = cardOf(page, p.id).locator('.ribbon--new');
        await expect(badge).toHaveText(`${t.new} ${formatDay(p.fresh.newSince!, lang, 'short')}`);
        // The CRM's own undated "Nieuw" mark gives way to the site's (site.json marquee.fromHistory).
        await expect(cardOf(page, p.id).locator('.ribbon')).toHaveCount(1 + (p.fresh.priceDrop ? 1 : 0));
      }
    });

    test(`${lang}: "recently lowered" puts the lowered prices first, latest first, with the previous price`, async ({ page }) => {
      const lowered = inLang(lang)
        .filter((p) => p.goal === 'sale' && p.fresh.priceDrop)
        .sort(
          (a, b) => b.fresh.priceDrop!.at.localeCompare(a.fresh.priceDrop!.at) || b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
        );
      expect(lowered.length, 'the sample has lowered sales').toBeGreaterThan(1);
      await page.goto(listing(lang, '?sort=lowered'));
      await expect(page.getByLabel(lang === 'nl' ? 'Sorteren' : 'Trier')).toHaveValue('lowered');
      expect((await cardIds(page)).slice(0, lowered.length)).toEqual(lowered.map((p) => p.id));
      for (const p of lowered) {
        const card = cardOf(page, p.id);
        await expect(card.locator('.ribbon--lowered')).toHaveText(`${t.lowered} ${formatDay(p.fresh.priceDrop!.at, lang, 'short')}`);
        await expect(card.locator('del.price__was')).toHaveText(`${t.was} ${formatEuro(p.fresh.priceDrop!.from)}`);
      }
      // A property never lowered shows no previous price.
      const plain = inLang(lang).find((p) => p.goal === 'sale' && !p.fresh.priceDrop && !offMarket(p) && p.price !== null);
      await expect(cardOf(page, plain!.id).locator('.price__was')).toHaveCount(0);
    });

    test(`${lang}: a lowered property's page shows the badge, the previous price and its price history`, async ({ page }) => {
      const p = inLang(lang).find((q) => q.goal === 'sale' && q.fresh.priceDrop)!;
      const prices = history.properties.get(p.id)!.prices;
      await page.goto(`/property/${p.id}/?lng=${lang}`);
      const summary = page.locator('.property-detail__summary');
      await expect(summary.locator('.ribbon--lowered')).toHaveText(`${t.lowered} ${formatDay(p.fresh.priceDrop!.at, lang, 'short')}`);
      await expect(summary.locator('del.price__was')).toHaveText(`${t.was} ${formatEuro(p.fresh.priceDrop!.from)}`);
      const section = page.getByRole('region', { name: t.history });
      await expect(section).toBeVisible();
      const rows = section.locator('tbody tr');
      await expect(rows).toHaveCount(prices.length);
      for (const [index, entry] of prices.entries()) {
        await expect(rows.nth(index).locator('td').nth(1)).toHaveText(formatEuro(entry.price)!);
        await expect(rows.nth(index).locator('time')).toHaveAttribute('datetime', entry.at);
      }
      await expect(rows.last().locator('td').nth(2)).toHaveText(/^−\d/);
    });

    test(`${lang}: a new property's page says since when it is on offer, its record's creation when the history saw it later; a sold one shows no history`, async ({
      page,
    }) => {
      // The sample's new listings were created in the CRM months before the history recorded them.
      const p = inLang(lang).find((q) => q.fresh.newSince && !offMarket(q) && q.createdAt < q.fresh.newSince)!;
      await page.goto(`/property/${p.id}/?lng=${lang}`);
      await expect(page.locator('.property-detail__summary .ribbon--new')).toHaveText(
        `${t.new} ${formatDay(p.fresh.newSince!, lang, 'short')}`,
      );
      await expect(page.getByRole('region', { name: t.history })).toContainText(`${t.since} ${formatDay(p.createdAt, lang)}.`);
      await expect(page.getByRole('region', { name: t.history })).not.toContainText(formatDay(p.fresh.newSince!, lang));
      const sold = inLang(lang).find((q) => q.marquee.state === 'sold')!;
      await page.goto(`/property/${sold.id}/?lng=${lang}`);
      await expect(page.locator('.property-detail__notice')).toBeVisible();
      await expect(page.getByRole('region', { name: t.history })).toHaveCount(0);
      await expect(page.locator('.property-detail__summary .ribbon')).toHaveCount(0);
    });

    test(`${lang}: a property on the site before the history began says since when, from its record`, async ({ page }) => {
      // No price change and no first appearance on record: the history alone has nothing to tell.
      const p = inLang(lang).find((q) => !history.properties.has(q.id) && !offMarket(q) && q.price !== null)!;
      await page.goto(`/property/${p.id}/?lng=${lang}`);
      const section = page.getByRole('region', { name: t.history });
      await expect(section).toContainText(`${t.since} ${formatDay(p.createdAt, lang)}.`);
      await expect(section.locator('table')).toHaveCount(0);
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, axe: { enabled: false, disableRules: [], exclude: [] } });
    test('the filter and the sort are plain form fields', async ({ page, isMobile }) => {
      await page.goto(listing('nl'));
      if (isMobile) await page.locator('.filters__toggle').click();
      await page.getByRole('checkbox', { name: /^Nieuw deze week/ }).check();
      await page.getByLabel('Sorteren').selectOption('lowered');
      await page.getByRole('button', { name: 'Toon panden' }).click();
      await expect(page).toHaveURL(/[?&]new=1/);
      await expect(page).toHaveURL(/[?&]sort=lowered/);
      const expected = inLang('nl').filter((p) => p.goal === 'sale' && p.fresh.newThisWeek);
      await expect(page.locator('.listing__count')).toContainText(String(expected.length));
    });
  });
});
