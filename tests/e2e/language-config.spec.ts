// Runs against the variant build (scripts/test/build-variant.sh): the same data with fr disabled in
// data/site.json (language.languageUse), proving languages come from the site config.
import { test, expect, rawRequest } from './fixtures';

test('only nl is served: fr routes are gone', async ({ baseURL, request }) => {
  expect((await rawRequest(baseURL, '/fr/')).status).toBe(404);
  expect((await rawRequest(baseURL, '/fr/a-vendre/')).status).toBe(404);
  expect((await request.get('/nl/te-koop/')).status()).toBe(200);
});

test('neutral URLs go to nl even for a French browser', async ({ request }) => {
  const response = await request.get('/for-sale/', { maxRedirects: 0, headers: { 'accept-language': 'fr-BE,fr' } });
  expect(response.headers().location).toBe('/nl/te-koop/');
});

test('the language switcher disappears', async ({ page }) => {
  await page.goto('/nl/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.getByRole('navigation', { name: 'Taal kiezen' })).toHaveCount(0);
  await expect(page.locator('a[hreflang="fr"]')).toHaveCount(0);
});

// The variant's data gives the About page a module with a view no code knows (scripts/test/build-variant.sh):
// the public site's data has none (lib/catalogue/data/sample-data.test.ts), so the fallback is tested here.
test('a module with an unknown view shows "View not found" in its place and the page still renders', async ({ page }) => {
  const response = await page.goto('/nl/over-ons/');
  expect(response?.status()).toBe(200);
  const fallback = page.locator('.module--slideshow-legacy');
  await expect(fallback.getByRole('note')).toHaveText('Weergave niet gevonden');
  // The modules around it render as usual.
  await expect(page.getByRole('heading', { level: 2, name: 'Nu te huur' })).toBeVisible();
  await expect(page.locator('.module--article')).toContainText('Vitrine Vastgoed begon in 2009');
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

// The variant's catalogue came from the CRM (scripts/test/build-variant.sh: `npm run crm -- sync`
// against a FAKE CRM on loopback speaking Omnicasa's wire). Property 990001 exists only there: the
// built site shows it, its photos are local files served through the local image optimizer, and its
// documents are local PDFs.
test('a property that came from the CRM is on the built site, with its own photos', async ({ page, request }) => {
  const response = await page.goto('/property/990001/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Woning rechtstreeks uit het CRM');
  await expect(page).toHaveURL(/\/nl\/te-koop\/[^/]+\/[^/]+\/990001\/$/);
  // Its photos are the files the sync fetched, named after the CRM's picture id and its URL (the same
  // photo as another listing's is fetched once and shared).
  const photo = page.locator('main img.gallery__image').first();
  await expect(photo).toBeVisible();
  const src = await photo.getAttribute('src');
  expect(decodeURIComponent(src!)).toMatch(/\/photos\/properties\/\d+\/\d+-[0-9a-f]{10}\.jpg/);
  const image = await request.get(src!);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toMatch(/^image\//);
  // Listed where a visitor looks for it: the sale listing finds it by its reference.
  const listing = await request.get('/nl/te-koop/?q=990001');
  expect(listing.status()).toBe(200);
  expect(await listing.text()).toContain('Woning rechtstreeks uit het CRM');
});
