import { test, expect, rawRequest, scanA11y } from './fixtures';
import { files } from './site-data';
import type { Page } from '@playwright/test';
import fr from '@/messages/fr.json';

type Lang = 'nl' | 'fr';
const properties = files['properties.json'].properties;
const inLang = (lang: Lang) => properties.filter((p) => p.language === lang);
const forSaleIn = (lang: Lang, city: string) => inLang(lang).filter((p) => p.Goal === 0 && p.City === city).length;
const cityWithoutSale = files['cities.json'].cities.find((c) => c.language === 'nl' && forSaleIn('nl', c.Name) === 0)!;

async function typeInSearch(page: Page, text: string, input = '#home-search-q') {
  const box = page.locator(input);
  await box.click();
  await box.pressSequentially(text, { delay: 30 });
  return box;
}

const listbox = (page: Page) => page.getByRole('listbox');
const group = (page: Page, name: string) => listbox(page).getByRole('group', { name });

test.describe('search suggestions', () => {
  test('groups cities with their for-sale count, and finds them despite a typo', async ({ page }) => {
    await page.goto('/nl/');
    await typeInSearch(page, 'Antwepren');
    const cities = group(page, 'Gemeenten');
    const expected = forSaleIn('nl', 'Antwerpen');
    await expect(cities.getByRole('option').first()).toHaveText(new RegExp(`^Antwerpen \\(2000\\)\\s*${expected} pand`));
    await scanA11y(page);
  });

  test('shows properties with thumbnail, type and "Ref: {id}", in nl and fr', async ({ page }) => {
    for (const [lang, ref] of [
      ['nl', 'Ref: '],
      ['fr', 'Réf\\s: '],
    ] as const) {
      const property = inLang(lang).find((p) => p.Pictures.length > 0)!;
      await page.goto(`/${lang}/`);
      await typeInSearch(page, String(property.ID));
      const option = group(page, lang === 'nl' ? 'Panden' : 'Biens').getByRole('option', { name: new RegExp(`${ref}${property.ID}`) });
      await expect(option).toContainText(property.TypeDescription.slice(0, 20));
      await expect(option.locator('img')).toHaveAttribute('src', /_next\/image/);
    }
  });

  test("the suggestions' texts come with the first suggestions, not with the page", async ({ page, request }) => {
    const html = await (await request.get('/fr/a-vendre/')).text();
    for (const text of [fr.Search.noResults, fr.Search.properties]) expect(html, text).not.toContain(text);
    expect(html).toContain(fr.Search.CITY_INPUT);
    const texts = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/texts/fr/searchSuggestions/');
    await page.goto('/fr/a-vendre/');
    await typeInSearch(page, 'zzqqxx', '#filter-q');
    expect((await texts).status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: fr.Search.noResults })).toBeAttached();
  });

  test('writes a place as the site does everywhere, "Gent (9000)", and a reference with its town and price (issue 61)', async ({
    page,
  }) => {
    const property = inLang('nl').find(
      (p) => p.Goal === 0 && p.PublishPrice && typeof p.Price === 'number' && p.Price > 0 && !p.ProjectID && p.CountryID === 10,
    )!;
    await page.goto('/nl/');
    const box = await typeInSearch(page, 'Gent');
    await expect(group(page, 'Gemeenten').getByRole('option').first()).toHaveText(/^Gent \(9000\)\s*\d+ panden$/);
    await box.fill('');
    await typeInSearch(page, String(property.ID));
    const option = group(page, 'Panden').getByRole('option', { name: new RegExp(`Ref: ${property.ID}`) });
    const price = `€\\s${property.Price!.toLocaleString('de-DE')}`;
    await expect(option).toContainText(new RegExp(`${property.City} · ${price} · Ref: ${property.ID}`));
  });

  test('a place without listings says so and opens the demand register with it filled in, in nl and fr (issue 61)', async ({ page }) => {
    for (const [lang, text, heading] of [
      ['nl', 'Nog geen panden in Bertem: registreer uw zoekopdracht', 'Uw zoekopdracht'],
      ['fr', 'Pas encore de biens à Bertem\u00a0: enregistrez votre recherche', 'Votre recherche'],
    ] as const) {
      await page.goto(`/${lang}/`);
      await typeInSearch(page, 'Bertem');
      const option = group(page, heading).getByRole('option');
      await expect(option).toHaveText(text);
      // The whole sentence is seen on a phone too: it wraps, it is not cut with an ellipsis.
      await expect(option.locator('span')).toHaveJSProperty(
        'scrollWidth',
        await option.locator('span').evaluate((span) => span.clientWidth),
      );
      await scanA11y(page);
      await option.click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/[^?]+/\\?goal=sale&place=Bertem$`));
      const form = page.locator('section#demand-register form');
      // The field suggests names as they are typed: a combobox (a text field with a list).
      await expect(form.getByRole('combobox', { name: lang === 'nl' ? /Andere gemeenten/ : /Autres communes/ })).toHaveValue('Bertem');
      await expect(form.getByRole('radio', { name: lang === 'nl' ? 'Kopen' : 'Acheter' })).toBeChecked();
    }
  });

  test('every token must match: one that matches nothing empties the list and says so', async ({ page }) => {
    await page.goto('/nl/');
    const box = await typeInSearch(page, 'Gent');
    await expect(group(page, 'Gemeenten').getByRole('option').first()).toContainText('Gent (9000)');
    await box.pressSequentially(' qqqqzz');
    await expect(listbox(page)).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'geen resultaten' })).toBeAttached();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  test('empty text clears the suggestions', async ({ page }) => {
    await page.goto('/nl/');
    const box = await typeInSearch(page, 'Brug');
    await expect(listbox(page)).toBeVisible();
    await box.fill('');
    await expect(listbox(page)).toBeHidden();
  });

  test('a city without listings for sale is shown disabled', async ({ page }) => {
    await page.goto('/nl/');
    await typeInSearch(page, cityWithoutSale.Name);
    const option = group(page, 'Gemeenten').getByRole('option', { name: new RegExp(`^${cityWithoutSale.Name} \\(`) });
    await expect(option).toHaveAttribute('aria-disabled', 'true');
    // Forced: Playwright would otherwise wait for a disabled option to become enabled.
    await option.click({ force: true });
    await expect(page).toHaveURL(/\/nl\/$/);
  });

  test('keyboard only: arrows, Enter follows the city, the listing agrees with the count', async ({ page }) => {
    await page.goto('/fr/');
    const box = await typeInSearch(page, 'Gand');
    const option = group(page, 'Communes').getByRole('option').first();
    await expect(option).toContainText('Gand (9000)');
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/fr\/a-vendre\/\?city=Gand$/);
    await expect(page.locator('.listing__count')).toContainText(`${forSaleIn('fr', 'Gand')} bien`);
  });

  test('Escape closes the list, then clears the text', async ({ page }) => {
    await page.goto('/nl/');
    const box = await typeInSearch(page, 'Namen');
    await expect(listbox(page)).toBeVisible();
    await box.press('Escape');
    await expect(listbox(page)).toBeHidden();
    await expect(box).toHaveValue('Namen');
    await box.press('Escape');
    await expect(box).toHaveValue('');
  });

  test('types link to the listing by type', async ({ page }) => {
    const type = files['types.json'].types.find((t) => t.language === 'nl' && t.Name === 'Appartement')!;
    await page.goto('/nl/');
    await typeInSearch(page, 'apartement');
    await group(page, 'Type pand')
      .getByRole('option', { name: /^Appartement/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/nl/te-koop/\\?type=${type.WebID}$`));
    const count = inLang('nl').filter((p) => p.Goal === 0 && p.WebID === type.WebID).length;
    await expect(page.locator('.listing__count')).toContainText(`${count} panden`);
  });

  test('the button counts what the listing will show', async ({ page }) => {
    await page.goto('/nl/');
    const total = inLang('nl').filter((p) => p.Goal === 0).length;
    const button = page.locator('#home-search-q').locator('xpath=ancestor::form').getByRole('button');
    await expect(button).toContainText(String(total));
    await typeInSearch(page, 'Gent');
    await expect(button).toContainText(String(forSaleIn('nl', 'Gent')));
    await button.click();
    await expect(page).toHaveURL(/\/nl\/te-koop\/\?q=Gent$/);
    await expect(page.locator('.listing__count')).toContainText(`${forSaleIn('nl', 'Gent')} panden`);
  });

  test('a reference typed in full goes straight to the property', async ({ page }) => {
    const property = inLang('nl').find((p) => p.Goal !== 0)!;
    await page.goto('/nl/');
    const box = await typeInSearch(page, String(property.ID));
    await expect(group(page, 'Panden').getByRole('option').first()).toContainText(`Ref: ${property.ID}`);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/nl/te-huur/.+/${property.ID}/$`));
  });

  test('new-build projects appear and lead to their page', async ({ page }) => {
    const project = files['projects.json'].projects.find((p) => p.language === 'fr')!;
    await page.goto('/fr/');
    await typeInSearch(page, project.Name);
    await group(page, 'Projets neufs')
      .getByRole('option', { name: new RegExp(`^${project.Name}`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/fr/projets/.+/${project.ID}/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.Name);
  });

  test('the listing filter suggests too, for its own goal', async ({ page }) => {
    await page.goto('/nl/te-huur/');
    const box = await typeInSearch(page, 'Gent', '#filter-q');
    const option = group(page, 'Gemeenten').getByRole('option').first();
    const rent = inLang('nl').filter((p) => p.Goal !== 0 && p.City === 'Gent').length;
    await expect(option).toContainText(`Gent (9000)`);
    await expect(option).toContainText(`${rent} pand`);
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/nl\/te-huur\/\?city=Gent$/);
  });

  test('/for-sale/ arrives filtered by ?city= and ?type=', async ({ page }) => {
    await page.goto('/for-sale/?city=Gent');
    await expect(page).toHaveURL(/\/nl\/te-koop\/\?city=Gent$/);
    await expect(page.locator('.listing__count')).toContainText(`${forSaleIn('nl', 'Gent')} panden`);
    await page.goto('/for-sale/?type=1&lng=fr');
    await expect(page).toHaveURL(/\/fr\/a-vendre\/\?type=1/);
    const houses = inLang('fr').filter((p) => p.Goal === 0 && p.WebID === 1).length;
    await expect(page.locator('.listing__count')).toContainText(`${houses} bien`);
  });
});

/** The city with the most rentals: a rent search that finds something. */
const rentIn = (lang: Lang, city: string) => inLang(lang).filter((p) => p.Goal !== 0 && p.City === city).length;
const rentCity = (lang: Lang) =>
  [
    ...new Set(
      inLang(lang)
        .filter((p) => p.Goal !== 0)
        .map((p) => p.City),
    ),
  ].sort((a, b) => rentIn(lang, b) - rentIn(lang, a))[0]!;

test.describe('buy or rent in the home and 404 search boxes (issue 61)', () => {
  test('nl home: choosing "Huren" counts and finds rentals', async ({ page }) => {
    const city = rentCity('nl');
    await page.goto('/nl/');
    const form = page.getByRole('search');
    const button = form.getByRole('button');
    await expect(form.getByRole('group', { name: 'Kopen of huren' }).getByRole('radio', { name: 'Kopen' })).toBeChecked();
    await typeInSearch(page, city);
    await expect(button).toContainText(String(forSaleIn('nl', city)));
    await form.getByRole('radio', { name: 'Huren' }).check();
    await expect(button).toContainText(`Te huur${rentIn('nl', city)}`);
    await button.click();
    await expect(page).toHaveURL(new RegExp(`/nl/te-huur/\\?q=${encodeURIComponent(city)}$`));
    await expect(page.locator('.listing__count')).toContainText(`${rentIn('nl', city)} pand`);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, axe: { enabled: false, disableRules: [], exclude: [] } });
    test('fr 404: "Louer" sends the search to the rentals', async ({ page }) => {
      const city = rentCity('fr');
      const response = await page.goto('/fr/cette-page-nexiste-pas/');
      expect(response?.status()).toBe(404);
      const form = page.getByRole('search');
      await form.getByRole('radio', { name: 'Louer' }).check();
      await form.getByRole('combobox').fill(city);
      await form.getByRole('button').click();
      await expect(page).toHaveURL(new RegExp(`/fr/a-louer/\\?q=${encodeURIComponent(city)}$`));
      await expect(page.locator('.listing__count')).toContainText(`${rentIn('fr', city)} bien`);
    });
  });
});

test.describe('search without JavaScript', () => {
  test('a reference sent with the plain form redirects to the property', async ({ baseURL }) => {
    const property = inLang('fr').find((p) => p.Goal === 0)!;
    const response = await rawRequest(baseURL, `/fr/a-vendre/?q=${property.ID}`);
    expect(response.status).toBe(307);
    expect(response.headers.location).toMatch(new RegExp(`/fr/a-vendre/.+/${property.ID}/$`));
  });

  test('a postal code is a filter, not a reference', async ({ baseURL }) => {
    const response = await rawRequest(baseURL, '/nl/te-koop/?q=9000');
    expect(response.status).toBe(200);
  });
});

test.describe('suggestion endpoint', () => {
  test('answers JSON for the language and rejects unknown languages and junk with 4xx, never 500', async ({ baseURL }) => {
    const ok = await rawRequest(baseURL, '/api/search/?lang=fr&q=gand');
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.body).cities[0].name).toBe('Gand');
    expect((await rawRequest(baseURL, '/api/search/?lang=xx&q=gent')).status).toBe(404);
    for (const junk of [
      '/api/search/?lang=nl&q=%ZZ',
      `/api/search/?lang=nl&q=${'9'.repeat(5000)}`,
      '/api/search/?lang=nl&q=%00%C3%28',
      '/api/search/?lang=nl',
    ])
      expect((await rawRequest(baseURL, junk)).status, junk).toBeLessThan(500);
  });
});
