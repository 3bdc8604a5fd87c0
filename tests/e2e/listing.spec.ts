import { test, expect, rawRequest } from './fixtures';
import { files } from './site-data';
import type { Page } from '@playwright/test';

// The count is a live region (role status); the search box in the filters has its own, hence the class.
const listingCount = (page: Page) => page.locator('.listing__count');
const saleNl = files['properties.json'].properties.filter((p) => p.language === 'nl' && p.Goal === 0);

/** On a phone the filters beyond the search box fold into "more filters"; the desktop sidebar shows them all. */
async function showAllFilters(page: Page, isMobile: boolean) {
  if (isMobile) await page.locator('.filters__toggle').click();
}

test.describe('listing pages (first part of issue 3)', () => {
  test('filters, sort and page live in the URL and survive a reload and the back button', async ({ page, isMobile }) => {
    await page.goto('/nl/te-koop/');
    await expect(listingCount(page)).toContainText(`${saleNl.length} panden`);
    await showAllFilters(page, isMobile);
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
    await showAllFilters(page, isMobile);
    await expect(page.getByRole('checkbox', { name: /^Appartement/ })).toBeChecked();
    await page.goBack();
    await expect(listingCount(page)).toContainText(`${saleNl.length} panden`);
  });

  test('on a phone only the search box shows, the rest folds under "more filters" with the active count', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the desktop sidebar shows every filter (next test)');
    await page.goto('/nl/te-koop/?city=Gent&type=1&sort=price-asc');
    // Beside the search field a phone's toggle says "Filters" (its full text is left to screen readers).
    const toggle = page.locator('.filters__toggle', { hasText: 'Meer filters' });
    await expect(toggle).toBeVisible();
    // Two choices and a sort other than the default; the badge's figure is read out as a phrase.
    await expect(page.locator('.filters__toggle')).toContainText('3 filters actief');
    await expect(page.getByLabel('Sorteren')).toBeHidden();
    // The first result, not the form, is what a phone sees first.
    await expect(page.locator('.card-grid li').first()).toBeInViewport();
    await toggle.click();
    await expect(page.getByLabel('Sorteren')).toHaveValue('price-asc');
    await expect(page.locator('summary', { hasText: 'Gemeente' })).toBeVisible();
  });

  test('the desktop sidebar shows every filter without a "more filters" toggle', async ({ page, isMobile }) => {
    test.skip(isMobile, 'phones fold the filters (previous test)');
    await page.goto('/fr/a-vendre/');
    await expect(page.getByText('Plus de filtres')).toBeHidden();
    await expect(page.getByLabel('Trier')).toBeVisible();
    await expect(page.getByLabel('Chambres')).toBeVisible();
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
    await expect(page.getByRole('link', { name: 'Registreer uw zoekopdracht' })).toHaveAttribute(
      'href',
      '/nl/wij-zoeken/?city=Atlantis&goal=sale',
    );
  });

  test.describe('without JavaScript', () => {
    // axe runs inside the page, which needs JavaScript; these same pages are scanned with it on above.
    test.use({ javaScriptEnabled: false, axe: { enabled: false, disableRules: [], exclude: [] } });
    test('the filter form still works as a plain form', async ({ page, isMobile }) => {
      await page.goto('/nl/te-huur/');
      await showAllFilters(page, isMobile);
      await page.getByLabel('Slaapkamers').selectOption('2');
      await page.getByRole('button', { name: 'Toon panden' }).click();
      await expect(page).toHaveURL(/bedrooms=2/);
      const expected = files['properties.json'].properties.filter(
        (p) => p.language === 'nl' && p.Goal !== 0 && (p.Bedrooms ?? 0) >= 2,
      ).length;
      await expect(listingCount(page)).toContainText(String(expected));
    });
  });

  for (const search of [
    '?page=-1',
    '?page=abc',
    '?price_min=1e309',
    '?city=Nergens&type=999',
    `?${'city=x&'.repeat(1500)}q=${'y'.repeat(500)}`,
  ]) {
    test(`bad input ${search.slice(0, 30)} answers a page, never 500`, async ({ baseURL }) => {
      const response = await rawRequest(baseURL, `/nl/te-koop/${search}`);
      expect(response.status).toBe(200);
    });
  }
});
