import { test, expect, rawRequest } from './fixtures';
import { files } from './site-data';
import type { Page } from '@playwright/test';

// The count is a live region (role status); the search box in the filters has its own, hence the class.
const listingCount = (page: Page) => page.locator('.listing__count');
const saleNl = files['properties.json'].properties.filter((p) => p.language === 'nl' && p.Goal === 0);

test.describe('listing pages (first part of issue 3)', () => {
  test('filters, sort and page live in the URL and survive a reload and the back button', async ({ page }) => {
    await page.goto('/nl/te-koop/');
    await expect(listingCount(page)).toContainText(`${saleNl.length} panden`);
    await page.locator('summary', { hasText: 'Type pand' }).click();
    await page.getByRole('checkbox', { name: /^Appartement/ }).check();
    await page.getByLabel('Sorteren').selectOption('price-asc');
    await page.getByRole('button', { name: 'Toon panden' }).click();
    await expect(page).toHaveURL(/type=2/);
    await expect(page).toHaveURL(/sort=price-asc/);
    const apartments = saleNl.filter((p) => p.WebID === 2).length;
    await expect(listingCount(page)).toContainText(`${apartments} panden`);
    await page.reload();
    await expect(listingCount(page)).toContainText(`${apartments} panden`);
    await expect(page.getByRole('checkbox', { name: /^Appartement/ })).toBeChecked();
    await page.goBack();
    await expect(listingCount(page)).toContainText(`${saleNl.length} panden`);
  });

  test('paging says page X of Y and links to the next page', async ({ page }) => {
    await page.goto('/fr/a-vendre/');
    const pages = Math.ceil(saleNl.length / 12);
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText(`page 1 sur ${pages}`);
    await page.getByRole('link', { name: 'Suivante' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText(`page 2 sur ${pages}`);
  });

  test('an impossible search shows the empty state with a way out', async ({ page }) => {
    await page.goto('/nl/te-koop/?city=Atlantis');
    await expect(page.getByText('Er zijn geen panden die aan de criteria voldoen.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zoek breder' })).toHaveAttribute('href', '/nl/te-koop/');
    await expect(page.getByRole('link', { name: 'Registreer uw zoekopdracht' })).toHaveAttribute('href', '/nl/wij-zoeken/?city=Atlantis');
  });

  test.describe('without JavaScript', () => {
    // axe runs inside the page, which needs JavaScript; these same pages are scanned with it on above.
    test.use({ javaScriptEnabled: false, axe: { enabled: false, disableRules: [], exclude: [] } });
    test('the filter form still works as a plain form', async ({ page }) => {
      await page.goto('/nl/te-huur/');
      await page.getByLabel('Slaapkamers').selectOption('2');
      await page.getByRole('button', { name: 'Toon panden' }).click();
      await expect(page).toHaveURL(/bedrooms=2/);
      const expected = files['properties.json'].properties.filter((p) => p.language === 'nl' && p.Goal !== 0 && (p.Bedrooms ?? 0) >= 2).length;
      await expect(listingCount(page)).toContainText(String(expected));
    });
  });

  for (const search of ['?page=-1', '?page=abc', '?price_min=1e309', '?city=Nergens&type=999', `?${'city=x&'.repeat(1500)}q=${'y'.repeat(500)}`]) {
    test(`bad input ${search.slice(0, 30)} answers a page, never 500`, async ({ baseURL }) => {
      const response = await rawRequest(baseURL, `/nl/te-koop/${search}`);
      expect(response.status).toBe(200);
    });
  }
});
