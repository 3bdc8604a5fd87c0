// The error pages (app/[lang]/error.tsx, app/global-error.tsx): a page that fails to render says so in
// the visitor's language, with a way to try again and the way home. The test server lets the pages
// that throw through (VITRINE_TEST_FAULTS=1 in playwright.config.ts; lib/catalogue/routing/resolve.ts,
// TEST_FAULT_PATH). Every page is scanned with axe on arrival (./fixtures.ts).
import { test, expect } from './fixtures';
import nl from '@/messages/nl.json';
import fr from '@/messages/fr.json';

const TEXTS = { nl: nl.ErrorPage, fr: fr.ErrorPage };

for (const lang of ['nl', 'fr'] as const) {
  const t = TEXTS[lang];

  test(`a page that fails in ${lang} shows the error page in ${lang}, with retry and the way home`, async ({ page }) => {
    const response = await page.goto(`/${lang}/fault/`);
    expect(response?.status()).toBe(500);
    // Never kept by a shared cache.
    expect(response?.headers()['cache-control'] ?? '').not.toMatch(/public|s-maxage/);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page).toHaveTitle(t.title);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByText(t.text)).toBeVisible();
    // The way to try again renders the page once more (it fails again here), staying on the error page.
    const retry = page.getByRole('button', { name: t.retry });
    await expect(retry).toBeVisible();
    await retry.click();
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const home = page.getByRole('link', { name: t.home });
    await expect(home).toHaveAttribute('href', `/${lang}/`);
    await home.click();
    await expect(page).toHaveURL(`/${lang}/`);
  });

  test(`a root layout that fails in ${lang} shows the global error page in ${lang}`, async ({ page }) => {
    const response = await page.goto(`/fault/${lang}/`);
    expect(response?.status()).toBe(500);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page).toHaveTitle(t.title);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByText(t.text)).toBeVisible();
    await expect(page.getByRole('button', { name: t.retry })).toBeVisible();
    await expect(page.getByRole('link', { name: t.home })).toHaveAttribute('href', `/${lang}/`);
  });
}

test.describe('without JavaScript (issue 61)', () => {
  test.use({ javaScriptEnabled: false, axe: { enabled: false, disableRules: [], exclude: [] } });

  for (const lang of ['nl', 'fr'] as const) {
    const t = TEXTS[lang];
    for (const [what, path] of [
      ['a page', `/${lang}/fault/`],
      ['a root layout', `/fault/${lang}/`],
    ] as const) {
      test(`${what} that fails in ${lang} shows our error page in ${lang}, not a blank one, with the way home`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(500);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page).toHaveTitle(t.title);
        await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
        // Not getByText: Playwright's text matching skips what is inside <noscript>, which is where the page is.
        await expect(page.locator('main > p').first()).toHaveText(t.text);
        await expect(page.locator('main > p').first()).toBeVisible();
        // Trying again is loading the same address again.
        await expect(page.getByRole('link', { name: t.retry })).toHaveAttribute('href', path);
        const home = page.getByRole('link', { name: t.home });
        await expect(home).toBeVisible();
        await home.click();
        await expect(page).toHaveURL(`/${lang}/`);
      });
    }
  }
});
