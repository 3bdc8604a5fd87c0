// Runs against the variant build (scripts/build-variant.sh): the same data with fr disabled in
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
