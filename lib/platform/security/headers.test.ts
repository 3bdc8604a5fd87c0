import { describe, expect, it } from 'vitest';
import { analyticsSources, contentSecurityPolicy, securityHeaders, tileOrigin } from './headers';

const NO_IDS = { analyticsId: '', adsId: '', tagManagerId: '', socialPixelId: '' };
const OSM = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** The CSP as a map of directive to its sources. */
function parse(csp: string): Map<string, string[]> {
  return new Map(
    csp.split('; ').map((d) => {
      const [name, ...sources] = d.split(' ');
      return [name!, sources];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it('locks down objects, base and framing, and keeps scripts and connections on our origin without ids', () => {
    const csp = parse(contentSecurityPolicy({ siteInfo: NO_IDS, tileUrl: OSM }));
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toContain('https://tile.openstreetmap.org');
    expect(csp.get('frame-src')).toContain('https://www.youtube-nocookie.com');
    expect(csp.get('script-src')!.join(' ')).not.toMatch(/unsafe-eval|googletagmanager|facebook/);
  });

  it('allows the Google tag hosts only when an analytics, tag manager or ads id is set', () => {
    for (const key of ['analyticsId', 'tagManagerId', 'adsId'] as const) {
      const csp = parse(contentSecurityPolicy({ siteInfo: { ...NO_IDS, [key]: 'G-TEST' }, tileUrl: OSM }));
      expect(csp.get('script-src'), key).toContain('https://www.googletagmanager.com');
      expect(csp.get('connect-src'), key).toContain('https://*.google-analytics.com');
      expect(csp.get('script-src'), key).not.toContain('https://connect.facebook.net');
    }
    const ads = parse(contentSecurityPolicy({ siteInfo: { ...NO_IDS, adsId: 'AW-1' }, tileUrl: OSM }));
    expect(ads.get('frame-src')).toContain('https://td.doubleclick.net');
  });

  it('allows the social pixel host only when its id is set; blank ids count as empty', () => {
    const pixel = parse(contentSecurityPolicy({ siteInfo: { ...NO_IDS, socialPixelId: '123' }, tileUrl: OSM }));
    expect(pixel.get('script-src')).toEqual(["'self'", "'unsafe-inline'", 'https://connect.facebook.net']);
    expect(analyticsSources({ ...NO_IDS, analyticsId: '   ' }).script).toEqual([]);
  });

  it('lists each source once', () => {
    const csp = parse(
      contentSecurityPolicy({ siteInfo: { analyticsId: 'G-1', adsId: 'AW-1', tagManagerId: 'GTM-1', socialPixelId: '1' }, tileUrl: OSM }),
    );
    for (const [name, sources] of csp) expect(new Set(sources).size, name).toBe(sources.length);
  });
});

describe('tileOrigin', () => {
  it('takes the origin of the tile template, with {s} subdomains as a wildcard', () => {
    expect(tileOrigin(OSM)).toBe('https://tile.openstreetmap.org');
    expect(tileOrigin('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
  });
  it('refuses plain http and junk', () => {
    expect(tileOrigin('http://tile.example.org/{z}/{x}/{y}.png')).toBeNull();
    expect(tileOrigin('not a url')).toBeNull();
  });
});

describe('securityHeaders', () => {
  it('sends HSTS, nosniff, a referrer policy, a permissions policy and the CSP', () => {
    const headers = new Map(securityHeaders({ siteInfo: NO_IDS, tileUrl: OSM }).map((h) => [h.key, h.value]));
    expect(headers.get('Strict-Transport-Security')).toMatch(/^max-age=\d{8,}; includeSubDomains/);
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('Permissions-Policy')).toContain('camera=()');
    expect(headers.get('Content-Security-Policy')).toContain("object-src 'none'");
  });
});
