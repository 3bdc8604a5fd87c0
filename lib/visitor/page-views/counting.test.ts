import { describe, expect, it } from 'vitest';
import { beaconPropertyId, countsAsPageView, fromOurPages, isRobot } from './counting';

const CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const SITE = 'https://www.vitrine-vastgoed.be';
const origins = new Set([SITE]);
const beacon = (headers: Record<string, string>, method = 'POST') =>
  countsAsPageView({
    method,
    origins,
    headers: new Headers({
      'user-agent': CHROME,
      origin: SITE,
      'sec-fetch-site': 'same-origin',
      referer: `${SITE}/nl/te-koop/gent/x/4101/`,
      ...headers,
    }),
  });

describe('what counts as a page view', () => {
  it('counts a browser on one of our pages', () => {
    expect(beacon({})).toBe(true);
    expect(beacon({ referer: '' })).toBe(true);
  });

  it('ignores robots, headless browsers and clients without a user agent', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'facebookexternalhit/1.1',
      'WhatsApp/2.23',
      'curl/8.5.0',
      'python-requests/2.31',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131 Mobile Safari/537.36 Chrome-Lighthouse',
    ])
      expect(isRobot(agent), agent).toBe(true);
    expect(isRobot('')).toBe(true);
    expect(isRobot(null)).toBe(true);
    expect(isRobot(CHROME)).toBe(false);
    expect(
      isRobot(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe(false);
    expect(beacon({ 'user-agent': 'Googlebot/2.1' })).toBe(false);
  });

  it('ignores prefetches and prerenders, other sites, and the agency previews', () => {
    expect(beacon({ 'sec-purpose': 'prefetch' })).toBe(false);
    expect(beacon({ 'sec-purpose': 'prefetch;prerender' })).toBe(false);
    expect(beacon({ purpose: 'prefetch' })).toBe(false);
    expect(beacon({ origin: 'https://evil.example', 'sec-fetch-site': '' })).toBe(false);
    expect(beacon({ origin: '', 'sec-fetch-site': '' })).toBe(false);
    expect(beacon({ 'sec-fetch-site': 'cross-site' })).toBe(false);
    expect(beacon({ referer: `${SITE}/nl/preview/4101/` })).toBe(false);
    expect(beacon({ referer: 'not a url' })).toBe(false);
    expect(beacon({}, 'GET')).toBe(false);
  });

  it('takes beacons from our own pages only: the browser says same-origin, or the client names our origin', () => {
    const from = (headers: Record<string, string>) => fromOurPages(new Headers(headers), origins);
    expect(from({ 'sec-fetch-site': 'same-origin', origin: SITE })).toBe(true);
    expect(from({ 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(from({ origin: SITE })).toBe(true);
    // A browser on another site cannot hide where it is, whatever origin a proxy or script claims.
    expect(from({ 'sec-fetch-site': 'cross-site', origin: SITE })).toBe(false);
    expect(from({ 'sec-fetch-site': 'same-site', origin: SITE })).toBe(false);
    expect(from({ 'sec-fetch-site': 'none' })).toBe(false);
    expect(from({ origin: 'https://evil.example' })).toBe(false);
    expect(from({ origin: 'null' })).toBe(false);
    expect(from({})).toBe(false);
  });

  it('reads a property ID and nothing else from the body', () => {
    expect(beaconPropertyId('4101')).toBe(4101);
    expect(beaconPropertyId(' 4101\n')).toBe(4101);
    for (const junk of ['', '0', '-1', '4101abc', '1e3', '12345678901', '{"id":4101}']) expect(beaconPropertyId(junk), junk).toBeNull();
  });
});
