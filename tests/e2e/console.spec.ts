// No page logs an error or asks for a file that is not there (issue 5: "no 404s in the console on any
// page"), with the cookie banner shown and the service worker registering, in nl and fr.
import { test, expect } from './fixtures';
import { interceptTiles } from './map-tiles';

const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

test.use({ storedConsent: 'none', serviceWorkers: 'allow' });

const PAGES = ['/nl/', '/fr/a-vendre/', '/property/4107/', '/property/4101/?lng=fr', '/fr/services/courtage/', '/nl/projecten/', '/nl/favorieten/?ids=4101'];

for (const path of PAGES) {
  test(`${path}: no console error, no failed request`, async ({ page, baseURL }) => {
    // Outside this machine: YouTube's stills and the map tiles are answered here.
    await page.route(/^https:\/\/(img\.youtube\.com|i\.ytimg\.com)\//, (route) => route.fulfill({ status: 200, contentType: 'image/gif', body: GIF }));
    await interceptTiles(page);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('response', (response) => {
      if (response.status() >= 400 && response.url().startsWith(baseURL!)) problems.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(path);
    await page.waitForLoadState('load');
    // The service worker registers after load; let it finish (or fail, which would be logged).
    await page.evaluate(async () => {
      await Promise.race([navigator.serviceWorker.ready, new Promise((resolve) => setTimeout(resolve, 5000))]);
    });
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    expect(problems).toEqual([]);
  });
}

test('the web app manifest and its icons answer', async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one fetch is enough');
  // Chromium only fetches the manifest when something asks for it (install, Lighthouse), so ask here.
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  const manifest = (await response.json()) as { name: string; start_url: string; icons: { src: string; sizes: string; purpose: string }[] };
  expect(manifest.start_url).toBe('/');
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
});
