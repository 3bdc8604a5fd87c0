// The service worker (issue 5, lib/sw/service-worker.ts): registered with scope /, the offline page in the
// page's language when the network is gone, pages seen before still there, and never the owner portal or
// route handlers in any cache. Playwright blocks service workers everywhere else (playwright.config.ts).
import type { Page } from '@playwright/test';
import nl from '@/messages/nl.json';
import fr from '@/messages/fr.json';
import { test, expect } from './fixtures';

test.use({ serviceWorkers: 'allow' });

/** Loads a page and waits until the service worker controls it. */
async function controlled(page: Page, path: string) {
  await page.goto(path);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return scope;
}

/** Every URL in every cache the worker keeps. */
async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });
}

test('registers /service-worker.js with scope / and precaches the offline pages', async ({ page, baseURL }) => {
  const scope = await controlled(page, '/nl/');
  expect(scope).toBe(`${baseURL}/`);
  const script = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  expect(script).toBe(`${baseURL}/service-worker.js`);
  // Precached entries carry their revision in the query.
  await expect.poll(async () => (await cachedUrls(page)).filter((url) => /\/offline\/(nl|fr)\/(\?|$)/.test(url)).length).toBe(2);
  // The first visit does not download the site: only the offline pages, the logo and the icons.
  const precached = await page.evaluate(async () => {
    const name = (await caches.keys()).find((key) => key.includes('precache'));
    return name ? (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname) : [];
  });
  expect(precached.sort()).toEqual(['/icons/icon-192.png', '/icons/icon-512.png', '/icons/maskable-512.png', '/logo.svg', '/offline/fr/', '/offline/nl/']);
});

test('offline, a page never seen shows the offline page in its language; a page seen before still shows', async ({ page, context }) => {
  await controlled(page, '/fr/');
  // Seen online once, with the worker in control.
  await page.goto('/fr/services/');
  await expect(page.locator('h1')).toBeVisible();
  const servicesTitle = await page.locator('h1').innerText();

  await context.setOffline(true);
  try {
    await page.goto('/fr/a-louer/?page=2');
    await expect(page.locator('h1')).toHaveText(fr.Offline.title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('link', { name: fr.Offline.home })).toHaveAttribute('href', '/fr/');

    await page.goto('/nl/te-huur/?page=2');
    await expect(page.locator('h1')).toHaveText(nl.Offline.title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');

    await page.goto('/fr/services/');
    await expect(page.locator('h1')).toHaveText(servicesTitle);
  } finally {
    await context.setOffline(false);
  }
});

test('never caches the owner portal, route handlers or client-side navigation payloads', async ({ page }) => {
  await controlled(page, '/nl/');
  await page.goto('/nl/login/');
  await page.goto('/login/');
  await page.goto('/nl/te-koop/');
  await page.evaluate(async () => {
    await fetch('/api/search/?q=gent&lang=nl');
    await fetch('/nl/?_rsc=test', { headers: { RSC: '1' } });
  });
  const urls = await cachedUrls(page);
  expect(urls.some((url) => url.endsWith('/nl/te-koop/')), 'a public page is cached').toBe(true);
  expect(urls.filter((url) => /\/login\/|\/portal\/|\/api\/|_rsc=/.test(url))).toEqual([]);
});
