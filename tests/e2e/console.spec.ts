// No page logs an error or asks for a file that is not there (issue 5: "no 404s in the console on any
// page"), with the cookie banner shown and the service worker registering, in nl and fr.
import { test, expect } from './fixtures';
import { interceptTiles } from './map-tiles';

const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

test.use({ storedConsent: 'none', serviceWorkers: 'allow' });

const PAGES = [
  '/nl/',
  '/fr/a-vendre/',
  '/property/4107/',
  '/property/4101/?lng=fr',
  '/fr/services/courtage/',
  '/nl/projecten/',
  '/nl/favorieten/?ids=4101',
];

for (const path of PAGES) {
  test(`${path}: no console error, no failed request`, async ({ page, baseURL }) => {
    // Outside this machine: YouTube's stills and the map tiles are answered here.
    await page.route(/^https:\/\/(img\.youtube\.com|i\.ytimg\.com)\//, (route) =>
      route.fulfill({ status: 200, contentType: 'image/gif', body: GIF }),
    );
    await interceptTiles(page);
    const problems: string[] = [];
    let problemSeen: () => void = () => {};
    const firstProblem = new Promise<void>((resolve) => (problemSeen = resolve));
    const report = (problem: string) => {
      problems.push(problem);
      problemSeen();
    };
    page.on('console', (message) => {
      if (message.type() === 'error') report(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => report(`page error: ${error.message}`));
    page.on('response', (response) => {
      if (response.status() >= 400 && response.url().startsWith(baseURL!)) report(`${response.status()} ${response.url()}`);
    });
    await page.goto(path);
    await page.waitForLoadState('load');
    // The service worker registers after load: wait until it is active, or until something went wrong
    // (a failed registration is logged), whichever comes first.
    await Promise.race([page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined)), firstProblem]);
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
