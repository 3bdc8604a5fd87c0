// The cost panel on a sale's detail page (issue 41, docs/decisions/0039): one sale per region, in nl and
// fr. The expected figures come from lib/catalogue/costs with the site's own rules, never hard-coded euros.
import type { Locator, Page } from '@playwright/test';
import { test, expect, scanA11y } from './fixtures';
import { files } from './site-data';
import { computePurchaseCosts, type PurchaseCosts } from '@/lib/catalogue/costs/compute';
import { ruleText } from '@/lib/catalogue/costs/rules';
import { taxationOf } from '@/lib/catalogue/costs/new-build';
import { defaultScenario, type Scenario } from '@/lib/catalogue/costs/scenario';
import { REGIONS, regionOf, type Region } from '@/lib/catalogue/property/region';
import { brusselsToday } from '@/lib/visitor/schemas/calendar';
import { formatEuro } from '@/lib/catalogue/format/price';
import { COSTS_SEGMENT } from '@/lib/catalogue/routing/app-paths';
import nl from '@/messages/nl.json';
import fr from '@/messages/fr.json';

const LANGS = ['nl', 'fr'] as const;
type Lang = (typeof LANGS)[number];
const MESSAGES = { nl: nl.Costs, fr: fr.Costs };

const rules = files['purchase-costs.json'];
const site = files['site.json'];
const records = files['properties.json'].properties;
const offMarket = new Set([...site.marquee.sold, ...site.marquee.rented]);

/** A sale on the market with a published price, not a project unit, in each region. */
const SALES = Object.fromEntries(
  REGIONS.map((region) => {
    const record = records.find(
      (p) =>
        p.language === 'nl' &&
        p.Goal === 0 &&
        p.PublishPrice &&
        p.Marquee === 0 &&
        !offMarket.has(p.Marquee) &&
        !p.ProjectID &&
        (p.Price ?? 0) > 0 &&
        regionOf(p.CountryID, p.Zip) === region,
    );
    if (!record) throw new Error(`The sample has no sale in ${region}`);
    return [region, record.ID];
  }),
) as Record<Region, number>;

/** A unit on the market of each new-build project, with its region: each project is taxed its own way. */
const UNITS = [...new Set(records.filter((p) => p.ProjectID).map((p) => p.ProjectID!))].map((project) => {
  const unit = records.find(
    (p) => p.language === 'nl' && p.ProjectID === project && p.Marquee === 0 && p.PublishPrice && (p.Price ?? 0) > 0,
  )!;
  return { id: unit.ID, region: regionOf(unit.CountryID, unit.Zip)!, regime: unit.SaleUnderVat! };
});

const record = (lang: Lang, id: number) => records.find((p) => p.language === lang && p.ID === id)!;

function expected(lang: Lang, region: Region, scenario: Partial<Scenario> = {}, id = SALES[region]): PurchaseCosts {
  const r = record(lang, id);
  const taxation = taxationOf(r, r.ProjectID !== null);
  const result = computePurchaseCosts(rules, {
    price: r.Price!,
    region,
    scenario: { ...defaultScenario(rules.loan), ...scenario },
    listed: {
      NotaryFeesWithVat: r.NotaryFeesWithVat,
      NotaryFeesWithoutVat: r.NotaryFeesWithoutVat,
      RegistrationRights: r.RegistrationRights,
    },
    newBuild: taxation.kind === 'vat' ? taxation.terms : undefined,
    on: brusselsToday(),
  });
  if (!result.ok) throw new Error(`lib/catalogue/costs refused ${r.ID}: ${result.errors.join(', ')}`);
  return result.costs;
}

const euro = (amount: number) => formatEuro(amount)!;

async function expectFigures(panel: Locator, costs: PurchaseCosts) {
  const figure = (name: string) => panel.locator(`[data-cost="${name}"]`);
  await expect(figure('price')).toHaveText(euro(costs.vat ? costs.vat.priceBeforeVat : costs.price));
  if (costs.vat) await expect(figure('vat')).toHaveText(euro(costs.vat.amount));
  else await expect(figure('vat')).toHaveCount(0);
  await expect(figure('duties')).toHaveText(euro(costs.duties.amount));
  await expect(figure('notary')).toHaveText(euro(costs.notary.total));
  if (costs.mortgage) await expect(figure('mortgage')).toHaveText(euro(costs.mortgage.total));
  else await expect(figure('mortgage')).toHaveCount(0);
  await expect(figure('total')).toHaveText(euro(costs.total));
  // Each amount cites its rule in the page's language: the case shown, not another (the own-home text only when it applied).
  const lang = (await panel.page().locator('html').getAttribute('lang')) as Lang;
  const cited = [costs.duties.rule, costs.notary.rule, costs.vat?.rule, costs.mortgage?.rule, costs.mortgage?.notaryRule].filter(
    (rule) => !!rule,
  );
  for (const rule of cited)
    await expect(panel.getByRole('link', { name: ruleText(rule.source.name, lang), exact: true }).first()).toBeVisible();
  await expect(figure('monthly')).toContainText(euro(costs.loan.monthly));
}

async function openPanel(page: Page, lang: Lang, region: Region, id = SALES[region]): Promise<Locator> {
  const response = await page.goto(`/property/${id}/?lng=${lang}`);
  expect(response?.status()).toBe(200);
  const panel = page.locator('section#costs');
  await expect(panel.getByRole('heading', { level: 2, name: MESSAGES[lang].title })).toBeVisible();
  return panel;
}

test.describe('the cost panel with JavaScript', () => {
  for (const region of REGIONS)
    for (const lang of LANGS)
      test(`${region}, ${lang}: the default figures, then "only own home: no" at once`, async ({ page }) => {
        const panel = await openPanel(page, lang, region);
        await expectFigures(panel, expected(lang, region));
        // Buyers only where the answer depends on them (Luxembourg's credit per buyer).
        await expect(panel.getByLabel(MESSAGES[lang].buyers)).toHaveCount(
          rules.registrationDuties[region].at(-1)!.ownHome?.creditPerBuyer ? 1 : 0,
        );
        await panel.scrollIntoViewIfNeeded();
        const standard = expected(lang, region, { onlyOwnHome: false });
        expect(standard.duties.amount, 'the own-home rule changes the duties').not.toBe(expected(lang, region).duties.amount);
        await panel.getByRole('radio', { name: MESSAGES[lang].no, exact: true }).check();
        await expectFigures(panel, standard);
        // The general rate's text now, not the own-home rule's.
        const ownHomeSource = rules.registrationDuties[region].at(-1)!.ownHome.source;
        if (ownHomeSource) await expect(panel.getByRole('link', { name: ruleText(ownHomeSource.name, lang), exact: true })).toHaveCount(0);
        // Same URL: the figures followed without a request for another page.
        expect(new URL(page.url()).pathname).not.toContain(`/${COSTS_SEGMENT[lang]}/`);
        await scanA11y(page, { include: ['section#costs'] });
      });
});

test.describe('the mortgage deed in the total', () => {
  for (const lang of LANGS)
    test(`${lang}: borrowing adds the deed's costs to the total; own funds that cover everything take them out`, async ({ page }) => {
      const panel = await openPanel(page, lang, 'flanders');
      await panel.scrollIntoViewIfNeeded();
      const borrowing = expected(lang, 'flanders');
      const { mortgage } = borrowing;
      expect(mortgage && mortgage.total, 'a loan has its deed').toBeGreaterThan(1_000);
      const without = borrowing.total - mortgage!.total;
      await expectFigures(panel, borrowing);
      await expect(panel.getByText(MESSAGES[lang].mortgage, { exact: true })).toBeVisible();
      await expect(panel.locator('.cost-panel__how', { hasText: euro(mortgage!.registered) })).toBeVisible();
      await expect(panel.locator('[data-cost="total"]')).not.toHaveText(euro(without));
      // Own funds above everything: no loan, no deed, and the total without it.
      await panel.getByLabel(MESSAGES[lang].ownFunds).fill(String(without));
      const cash = expected(lang, 'flanders', { ownFunds: without });
      expect(cash.mortgage).toBeNull();
      expect(cash.total).toBe(without);
      await expectFigures(panel, cash);
      await expect(panel.getByText(MESSAGES[lang].mortgage)).toHaveCount(0);
    });
});

test('Brussels: the abatement for a better energy class is a line to read, not in the total', async ({ page }) => {
  // A house or a flat (WebID 1, 2) on the market within the own-home abatement's ceiling.
  const home = records.find(
    (p) =>
      p.language === 'fr' &&
      p.Goal === 0 &&
      p.Marquee === 0 &&
      !p.ProjectID &&
      [1, 2].includes(p.WebID) &&
      regionOf(p.CountryID, p.Zip) === 'brussels' &&
      (p.Price ?? 0) > 0 &&
      p.Price! <= 600_000,
  );
  expect(home, 'the sample has a Brussels home under EUR 600,000').toBeTruthy();
  const costs = expected('fr', 'brussels', {}, home!.ID);
  expect(costs.energyAbatement).not.toBeNull();
  const panel = await openPanel(page, 'fr', 'brussels', home!.ID);
  const line = panel.locator('[data-cost-note="energy-abatement"]');
  await expect(line).toContainText(euro(costs.energyAbatement!.savingPerClass));
  await expect(line).toContainText(euro(costs.energyAbatement!.amountPerClass));
  await expectFigures(panel, costs);
});

test("the panel's texts come with its code, not with the page", async ({ page, request }) => {
  // Those of its errors, which the default figures never show: only in the texts fetched for the island.
  const html = await (await request.get(`/property/${SALES.wallonia}/?lng=fr`)).text();
  for (const text of [MESSAGES.fr.issuesSummary, MESSAGES.fr.issues.ratePercent]) expect(html, text).not.toContain(text);
  const texts = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/texts/fr/costs/');
  const panel = await openPanel(page, 'fr', 'wallonia');
  await panel.scrollIntoViewIfNeeded();
  expect((await texts).status()).toBe(200);
  await panel.getByRole('radio', { name: MESSAGES.fr.no, exact: true }).check();
  await expectFigures(panel, expected('fr', 'wallonia', { onlyOwnHome: false }));
  await panel.getByLabel(MESSAGES.fr.rate).fill('abc');
  await panel.getByRole('button', { name: MESSAGES.fr.submit }).click();
  await expect(panel.getByText(MESSAGES.fr.issues.ratePercent)).toBeVisible();
});

test.describe('the cost panel without JavaScript', () => {
  // axe runs inside the page, which needs JavaScript; the same pages are scanned with it on above.
  test.use({ javaScriptEnabled: false, axe: { enabled: false, disableRules: [], exclude: [] } });
  for (const region of REGIONS)
    for (const lang of LANGS)
      test(`${region}, ${lang}: the form recomputes on the cost page, input kept, junk reported`, async ({ page, isMobile }) => {
        // The cost page's figures and form do not depend on the viewport: the phone, where visitors are.
        test.skip(!isMobile, 'once, on the phone');
        const panel = await openPanel(page, lang, region);
        await expectFigures(panel, expected(lang, region));
        await panel.getByRole('radio', { name: MESSAGES[lang].no, exact: true }).check();
        await panel.getByLabel(MESSAGES[lang].ownFunds).fill('50.000');
        await panel.getByLabel(MESSAGES[lang].rate).fill('abc');
        await panel.getByLabel(MESSAGES[lang].years).fill('20');
        await panel.getByRole('button', { name: MESSAGES[lang].submit }).click();
        await expect(page).toHaveURL(new RegExp(`/${lang}/${COSTS_SEGMENT[lang]}/${SALES[region]}/\\?`));
        const result = page.locator('section#costs');
        await expectFigures(result, expected(lang, region, { onlyOwnHome: false, ownFunds: 50_000, years: 20 }));
        await expect(result.getByRole('radio', { name: MESSAGES[lang].no, exact: true })).toBeChecked();
        await expect(result.getByLabel(MESSAGES[lang].ownFunds)).toHaveValue('50.000');
        await expect(result.getByLabel(MESSAGES[lang].rate)).toHaveValue('abc');
        await expect(result.getByLabel(MESSAGES[lang].rate)).toHaveAttribute('aria-invalid', 'true');
        await expect(result.getByText(MESSAGES[lang].issues.ratePercent)).toBeVisible();
        await expect(page.getByRole('link', { name: MESSAGES[lang].backToProperty })).toHaveAttribute('href', /#costs$/);
      });
});

test.describe('the cost panel of a new build sold under VAT', () => {
  test('the sample has a unit of each kind: land and building under VAT, the land apart, a price with VAT included', () => {
    expect(new Set(UNITS.map((u) => u.regime))).toEqual(new Set(['land-and-building', 'building']));
    expect(UNITS.some((u) => record('nl', u.id).PriceIncludesVat)).toBe(true);
    expect(new Set(UNITS.map((u) => u.region))).toEqual(new Set(REGIONS));
  });

  for (const unit of UNITS)
    for (const lang of LANGS)
      test(`unit ${unit.id}, ${unit.region} (${unit.regime}), ${lang}: VAT, the duties it leaves, and "only own home: no" where it matters`, async ({
        page,
        isMobile,
      }) => {
        // The regimes' figures do not depend on the viewport (the sales above run on both): each unit once, on the phone.
        test.skip(!isMobile, 'once, on the phone');
        const panel = await openPanel(page, lang, unit.region, unit.id);
        const own = expected(lang, unit.region, {}, unit.id);
        await expectFigures(panel, own);
        const m = MESSAGES[lang];
        await expect(panel).toContainText(m.introVat.replace('{region}', m.region[unit.region]));
        const listed = record(lang, unit.id);
        await expect(panel).toContainText(euro(listed.Price!));
        if (unit.regime === 'land-and-building') await expect(panel).toContainText(m.dutiesFixed);
        else await expect(panel).toContainText(m.dutiesLandShare.replace(' {amount}', ''));
        const standard = expected(lang, unit.region, { onlyOwnHome: false }, unit.id);
        if (standard.total === own.total) {
          // Land and building under Belgian VAT: the answer changes nothing, so the question is not asked.
          await expect(panel.getByRole('radio')).toHaveCount(0);
        } else {
          await panel.scrollIntoViewIfNeeded();
          await panel.getByRole('radio', { name: m.no, exact: true }).check();
          await expectFigures(panel, standard);
        }
        await scanA11y(page, { include: ['section#costs'] });
      });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, axe: { enabled: false, disableRules: [], exclude: [] } });
    const lux = UNITS.find((u) => u.region === 'luxembourg')!;
    for (const lang of LANGS)
      test(`luxembourg, ${lang}: the own home's 3 % VAT, then 17 % on the cost page`, async ({ page }) => {
        const panel = await openPanel(page, lang, lux.region, lux.id);
        const own = expected(lang, lux.region, {}, lux.id);
        expect(own.vat?.percent, 'the own-home rate applies by default').toBeLessThan(own.vat!.standardPercent);
        await expectFigures(panel, own);
        await panel.getByRole('radio', { name: MESSAGES[lang].no, exact: true }).check();
        await panel.getByRole('button', { name: MESSAGES[lang].submit }).click();
        await expect(page).toHaveURL(new RegExp(`/${lang}/${COSTS_SEGMENT[lang]}/${lux.id}/\\?`));
        const standard = expected(lang, lux.region, { onlyOwnHome: false }, lux.id);
        expect(standard.vat!.amount).toBeGreaterThan(own.vat!.amount);
        await expectFigures(page.locator('section#costs'), standard);
      });
  });
});

test("the cost page is private and the detail page ignores the form's query", async ({ request }) => {
  const cost = await request.get(`/nl/${COSTS_SEGMENT.nl}/${SALES.flanders}/?own-home=no`);
  expect(cost.status()).toBe(200);
  expect(cost.headers()['cache-control']).toMatch(/private|no-store/);
  const detail = await request.get(`/property/${SALES.flanders}/?lng=nl`);
  const withQuery = await request.get(`${new URL(detail.url()).pathname}?own-home=no`);
  expect(withQuery.headers()['cache-control']).toBe(detail.headers()['cache-control']);
  expect(await withQuery.text()).toContain(euro(expected('nl', 'flanders').duties.amount));
});

test.describe('the cost panel reads well on a phone (issue 61)', () => {
  const listedNotary = records.find((p) => p.language === 'nl' && p.ID === SALES.flanders)!;
  const WORDS = {
    nl: { listed: 'bedrag opgegeven voor dit pand', seller: 'verkoper' },
    fr: { listed: 'montant indiqué pour ce bien', seller: 'vendeur' },
  };

  for (const lang of LANGS)
    test(`${lang}: how the loan is worked out spans the row, and the notary's own figure is named plainly`, async ({ page }) => {
      const panel = await openPanel(page, lang, 'flanders');
      const row = panel.locator('.cost-panel__row').filter({ has: page.locator('[data-cost="monthly"]') });
      const loanLine = row.locator('.cost-panel__how');
      await expect(loanLine).toContainText(euro(expected(lang, 'flanders').loan.amount));
      const [rowBox, lineBox] = [(await row.boundingBox())!, (await loanLine.boundingBox())!];
      // Not squeezed beside the amount: the explanation has the row's width (a narrow column before).
      expect(lineBox.width, 'the loan line has the width of the row').toBeGreaterThan(rowBox.width * 0.85);
      expect(listedNotary.NotaryFeesWithVat ?? listedNotary.NotaryFeesWithoutVat, 'this sale carries its own notary figures').toBeTruthy();
      const notary = panel.locator('.cost-panel__row').filter({ has: page.locator('[data-cost="notary"]') });
      await expect(notary).toContainText(WORDS[lang].listed);
      await expect(notary).not.toContainText(WORDS[lang].seller);
    });

  for (const lang of LANGS)
    test(`${lang}: own funds above the total say there is nothing to borrow`, async ({ page }) => {
      const panel = await openPanel(page, lang, 'flanders');
      await panel.scrollIntoViewIfNeeded();
      const ownFunds = expected(lang, 'flanders').total + 10_000;
      await panel.getByLabel(MESSAGES[lang].ownFunds).fill(String(ownFunds));
      const row = panel.locator('.cost-panel__row').filter({ has: page.locator('[data-cost="monthly"]') });
      await expect(row).toContainText(MESSAGES[lang].nothingToBorrow.replace('{ownFunds}', euro(ownFunds)));
    });

  test('the back-to-top button steps aside while the panel passes under it', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'on a desktop the page keeps a margin beside the button');
    const panel = await openPanel(page, 'nl', 'flanders');
    const button = page.getByRole('button', { name: 'Terug naar boven', includeHidden: true });
    // The page scrolled a little, nothing of the panel's under the button: it shows.
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(button).toBeVisible();
    // The panel's amounts at the bottom right of the screen, where the button sits.
    const amount = panel.locator('[data-cost="total"]');
    await amount.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    await expect(button).toBeHidden();
  });
});
