// Security headers on every kind of response, a CSP that the pages themselves never break, and the
// proxy that cannot be skipped with x-middleware-subrequest (issue 5, docs/decisions/0010).
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { interceptTiles } from './map-tiles';
import { files } from './site-data';
import nl from '@/messages/nl.json';

const ANALYTICS = /googletagmanager|google-analytics|googleadservices|doubleclick|connect\.facebook\.net/;

/** One of each kind of response the site gives, with the status it must have. */
const RESPONSES: [kind: string, path: string, status: number][] = [
  ['home page', '/nl/', 200],
  ['menu page (prerendered)', '/fr/services/', 200],
  ['listing', '/nl/te-koop/?city=Gent', 200],
  ['property detail', '/fr/a-vendre/gand/maison-mitoyenne-lumineuse-avec-jardin-oriente-sud-ouest/4101/', 200],
  ['project list', '/nl/projecten/', 200],
  ['neutral route (proxy redirect)', '/for-sale/', 307],
  ['unknown property (localized 404)', '/nl/te-koop/gent/huis/999999/', 404],
  ['unknown page (localized 404)', '/fr/nimporte-quoi/', 404],
  ['map frame', '/map-frame/', 200],
  ['search route handler', '/api/search/?q=gent&lang=nl', 200],
  ['file in public/', '/logo.svg', 200],
  ['optimized image', '/_next/image/?url=%2Fphotos%2Fproperties%2F4101%2F1.jpg&w=400&q=75', 200],
];

function expectSitePolicy(csp: string) {
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toMatch(/script-src 'self' 'unsafe-inline'(;|$)/);
  expect(csp).toMatch(/connect-src 'self'(;|$)/);
  // The sample configures no analytics id, so no analytics host is allowed anywhere.
  expect(csp).not.toMatch(ANALYTICS);
}

test.describe('security headers', () => {
  for (const [kind, path, status] of RESPONSES) {
    test(`${kind}: ${path}`, async ({ request }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop', 'headers do not depend on the viewport');
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(status);
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      if (kind === 'optimized image') {
        // Next's image optimizer sends its own, stricter policy for images.
        expect(csp).toBe("script-src 'none'; frame-src 'none'; sandbox;");
      } else {
        expectSitePolicy(csp);
      }
      expect(headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['x-powered-by']).toBeUndefined();
    });
  }

  test('the sample site config sets no analytics id (the CSP test above relies on it)', () => {
    expect(Object.values(files['site.json'].site_info).every((id) => id === '')).toBe(true);
  });
});

test.describe('x-middleware-subrequest from outside', () => {
  // The CVE-2025-29927 payload: on a vulnerable Next, the proxy would be skipped, so /nl/te-koop/ would not
  // be rewritten to its internal route (a 404) and a neutral route would not redirect.
  const BYPASS = { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy', 'x-middleware-subrequest-id': 'x' };

  test('cannot skip the proxy', async ({ request }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one run is enough');
    for (const value of [BYPASS['x-middleware-subrequest'], 'middleware:middleware:middleware:middleware:middleware']) {
      const headers = { ...BYPASS, 'x-middleware-subrequest': value };
      expect((await request.get('/nl/te-koop/', { headers, maxRedirects: 0 })).status()).toBe(200);
      expect((await request.get('/for-sale/', { headers, maxRedirects: 0 })).status()).toBe(307);
      expect((await request.get('/nl/te-koop/gent/huis/999999/', { headers, maxRedirects: 0 })).status()).toBe(404);
    }
  });
});

/** Records every CSP violation the page (and its same-origin frames) reports. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI} on ${location.pathname}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test.describe('the pages keep to their own CSP', () => {
  test('a detail page with its gallery, slideshow, map and a video player', async ({ page }) => {
    const violations = await recordViolations(page);
    await interceptTiles(page);
    // Players live outside this machine: answered here (see gallery.spec.ts).
    await page.route(/^https:\/\/(www\.youtube-nocookie\.com|img\.youtube\.com|i\.ytimg\.com)\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Player</title>' }),
    );
    await page.goto('/property/4107/');
    const gallery = page.getByRole('region', { name: nl.Gallery.label });
    await gallery.getByRole('button', { name: nl.Gallery.next, exact: true }).click();
    await gallery.getByRole('button', { name: nl.Gallery.fullScreen }).click();
    const slideshow = page.getByRole('dialog');
    await expect(slideshow).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(slideshow).toHaveCount(0);
    await page.locator('.map-embed').scrollIntoViewIfNeeded();
    const map = page.locator('iframe.map-embed');
    await expect(map.contentFrame().locator('.leaflet-marker-icon').first()).toBeVisible();
    const video = page.locator('.video-facade__button').first();
    await video.scrollIntoViewIfNeeded();
    await video.click();
    await expect(page.locator('iframe.video-facade__player')).toHaveAttribute('src', /youtube-nocookie/);
    expect(violations).toEqual([]);
  });

  test('the home page, a listing on the map and a French menu page', async ({ page }) => {
    const violations = await recordViolations(page);
    await interceptTiles(page);
    for (const path of ['/nl/', '/fr/a-vendre/?view=map', '/fr/services/']) {
      await page.goto(path);
      await page.waitForLoadState('load');
    }
    expect(violations).toEqual([]);
  });
});
