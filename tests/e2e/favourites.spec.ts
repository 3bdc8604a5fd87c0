import { test, expect, rawRequest } from './fixtures';
import type { Page } from '@playwright/test';
import { files } from './site-data';

const properties = files['properties.json'].properties;
const titleOf = (id: number, lang: 'nl' | 'fr') => properties.find((p) => p.ID === id && p.language === lang)!.Title;
const NBSP = '\u00a0';

/** The heart of the first card on the page, and the property it belongs to. */
async function firstHeart(page: Page) {
  const heart = page.locator('.property-card .favourite-button').first();
  const id = Number(await heart.getAttribute('data-favourite-id'));
  return { heart, id };
}

test.describe('favourites', () => {
  test('a heart on a listing card saves the property; it survives a reload and shows on the favourites page in nl and fr', async ({
    page,
  }) => {
    await page.goto('/nl/te-koop/');
    const { id } = await firstHeart(page);
    const heart = page.getByRole('button', { name: `Bewaar als favoriet: ${titleOf(id, 'nl')}` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    const headerLink = page.getByRole('banner').getByRole('link', { name: 'Mijn favorieten (1)' });
    await expect(headerLink).toBeVisible();

    await page.reload();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await headerLink.click();
    await expect(page).toHaveURL(new RegExp(`/nl/favorieten/\\?ids=${id}$`));
    await expect(page.getByRole('heading', { level: 2, name: titleOf(id, 'nl') })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('1 favoriet');

    // The French page starts without IDs and takes them from this browser's list.
    await page.goto('/fr/favoris/');
    await expect(page).toHaveURL(new RegExp(`/fr/favoris/\\?ids=${id}$`));
    await expect(page.getByRole('heading', { level: 2, name: titleOf(id, 'fr') })).toBeVisible();
    await expect(page.getByRole('button', { name: `Ajouter aux favoris${NBSP}: ${titleOf(id, 'fr')}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('removing a favourite on the favourites page takes its card away without a reload', async ({ page }) => {
    await page.goto('/nl/te-huur/');
    const hearts = page.locator('.property-card .favourite-button');
    const ids = [
      Number(await hearts.nth(0).getAttribute('data-favourite-id')),
      Number(await hearts.nth(1).getAttribute('data-favourite-id')),
    ];
    await hearts.nth(0).click();
    await hearts.nth(1).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Mijn favorieten (2)' })).toBeVisible();

    await page.goto('/nl/favorieten/');
    await expect(page.locator('.property-card')).toHaveCount(2);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('button', { name: `Bewaar als favoriet: ${titleOf(ids[0]!, 'nl')}` }).click();
    await expect(page.locator('.property-card')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 2, name: titleOf(ids[1]!, 'nl') })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`\\?ids=${ids[1]}$`));
    await expect(page.getByRole('banner').getByRole('link', { name: 'Mijn favorieten (1)' })).toBeVisible();

    await page.getByRole('button', { name: `Bewaar als favoriet: ${titleOf(ids[1]!, 'nl')}` }).click();
    await expect(page.getByText('U hebt nog geen favorieten.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Bekijk panden te koop' })).toHaveAttribute('href', '/nl/te-koop/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Mijn favorieten', exact: true })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test('works with the keyboard: the heart follows the card link, Space and Enter toggle it, focus stays in the list', async ({ page }) => {
    await page.goto('/nl/te-koop/');
    const cards = page.locator('.property-card');
    for (const index of [0, 1]) {
      await cards.nth(index).getByRole('link').focus();
      await page.keyboard.press('Tab');
      const heart = cards.nth(index).getByRole('button');
      await expect(heart).toBeFocused();
      await page.keyboard.press(index === 0 ? 'Space' : 'Enter');
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
    }

    await page.goto('/nl/favorieten/');
    await expect(page.locator('.property-card')).toHaveCount(2);
    const first = page.locator('.property-card .favourite-button').first();
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.property-card')).toHaveCount(1);
    // The pressed heart went with its card; the focus moves to the remaining one, not to the page top.
    await expect(page.locator('.property-card .favourite-button')).toBeFocused();
  });

  test('another tab sees the change', async ({ page, context }) => {
    await page.goto('/fr/a-vendre/');
    const other = await context.newPage();
    await other.goto('/fr/a-louer/');
    const { heart } = await firstHeart(page);
    await heart.click();
    await expect(other.getByRole('banner').getByRole('link', { name: 'Mes favoris (1)' })).toBeVisible();
  });

  test('a shared list shows as sent and leaves the visitor’s own list alone', async ({ page }) => {
    const ids = properties
      .filter((p) => p.language === 'nl')
      .slice(0, 3)
      .map((p) => p.ID);
    await page.goto(`/nl/favorieten/?ids=${ids.join(',')}`);
    await expect(page.locator('.property-card')).toHaveCount(ids.length);
    await expect(page).toHaveURL(new RegExp(`\\?ids=${ids.join(',')}$`));
    await expect(page.locator('.favourite-button[aria-pressed="true"]')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Mijn favorieten', exact: true })).toBeVisible();
  });

  test('corrupt storage counts as no favourites and is written over', async ({ page }) => {
    await page.goto('/nl/te-huur/');
    await page.evaluate(() => localStorage.setItem('vitrine:favourites', '{not json'));
    await page.goto('/nl/favorieten/');
    await expect(page.getByText('U hebt nog geen favorieten.')).toBeVisible();
    await page.goto('/nl/te-koop/');
    const { heart, id } = await firstHeart(page);
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('vitrine:favourites'))).toBe(`[${id}]`);
  });

  test('the header link is a 44 px target on every device', async ({ page }) => {
    await page.goto('/nl/diensten/');
    const link = page.getByRole('banner').getByRole('link', { name: 'Mijn favorieten' });
    await expect(link).toBeVisible();
    const box = (await link.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    await expect(link).toHaveAttribute('href', '/nl/favorieten/');
  });

  test('IDs that left the catalogue are reported and skipped', async ({ page }) => {
    const id = properties.find((p) => p.language === 'fr')!.ID;
    const unknown = Math.max(...properties.map((p) => p.ID)) + 1;
    await page.goto(`/fr/favoris/?ids=${unknown},${id}`);
    await expect(page.locator('.property-card')).toHaveCount(1);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(`1 favori · 1 bien n'est plus disponible.`);
  });

  const junk = [
    '',
    '?ids=',
    '?ids=abc',
    '?ids=-1,0,1.5,1e9,0x10',
    '?ids=999999999',
    '?ids=%ZZ',
    '?ids[]=4101',
    '?ids=4101&ids=x&ids=4102',
    // Long, but short enough for Node's 16 kB header limit: the proxy echoes the query in a header.
    `?ids=${'12,'.repeat(1500)}`,
    `?ids=${'9'.repeat(4000)}`,
  ];
  for (const search of junk) {
    test(`bad input ${search.slice(0, 30) || '(none)'} answers 200, never 500`, async ({ baseURL }) => {
      for (const path of ['/nl/favorieten/', '/fr/favoris/']) {
        const response = await rawRequest(baseURL, `${path}${search}`);
        expect(response.status, `${path}${search.slice(0, 40)}`).toBe(200);
        expect(response.body).toContain(path.startsWith('/nl') ? 'Mijn favorieten' : 'Mes favoris');
      }
    });
  }
});
