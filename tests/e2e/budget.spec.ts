// Byte budget of issue 4: the property detail page loads at most 60 kB more gzipped JavaScript than an
// article page of the same build. Leaflet (map frame), the slideshow, Swiper and the video players load
// only when used, so they must not count here. Measured from what the browser really fetched.
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

const BUDGET_BYTES = 60_000;

/** Gzipped bytes of every script the page loads until the network is quiet, by URL. */
async function scriptBytes(page: Page, path: string): Promise<Map<string, number>> {
  const scripts = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(
      response.url(),
      response.body().then(
        (body) => gzipSync(body, { level: 9 }).length,
        () => 0,
      ),
    );
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const sizes = new Map<string, number>();
  for (const [url, size] of scripts) sizes.set(url, await size);
  return sizes;
}

const total = (sizes: Map<string, number>) => [...sizes.values()].reduce((a, b) => a + b, 0);

test('the detail page loads at most 60 kB more gzipped JavaScript than an article page', async ({ page, browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'one measurement is enough: the bundles are the same on every viewport');
  const article = await scriptBytes(page, '/nl/diensten/bemiddeling/');
  const detailPage = await browser.newPage({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    baseURL: testInfo.project.use.baseURL,
  });
  const detail = await scriptBytes(detailPage, '/property/4101/?lng=nl');
  await detailPage.close();
  const extra = total(detail) - total(article);
  const only = [...detail].filter(([url]) => !article.has(url)).map(([url, size]) => `${new URL(url).pathname} ${size}`);
  testInfo.annotations.push({
    type: 'gzipped JavaScript',
    description: `article ${total(article)} B, detail ${total(detail)} B, extra ${extra} B`,
  });
  await testInfo.attach('script-bytes.json', {
    body: JSON.stringify({ article: total(article), detail: total(detail), extra, onlyOnDetail: only }, null, 2),
    contentType: 'application/json',
  });
  expect(total(article)).toBeGreaterThan(50_000); // measured something real: the framework alone is ~186 kB
  expect(extra, `scripts only on the detail page:\n${only.join('\n')}`).toBeLessThanOrEqual(BUDGET_BYTES);
  // Loaded only when used.
  expect([...detail.keys()].some((url) => /leaflet/i.test(url))).toBe(false);
});
