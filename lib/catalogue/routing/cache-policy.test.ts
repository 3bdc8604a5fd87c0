import { describe, expect, it } from 'vitest';
import { cacheControlFor, matchesEtag, pageEtag, PUBLIC_LIVE, PUBLIC_NOT_FOUND, PUBLIC_PAGE } from './cache-policy';

describe('cacheControlFor', () => {
  it('lets a shared cache keep public pages until the next deployment, and revalidate in the background', () => {
    for (const pathname of [
      '/nl/',
      '/nl/for-sale/',
      '/fr/for-rent/YmVkcm9vbXM9Mg/',
      '/nl/property/4101/',
      '/nl/project/901/',
      '/nl/menu/brokerage/',
      '/fr/thanks/contact-me/',
    ])
      expect(cacheControlFor({ type: 'rewrite', lang: 'nl', pathname })).toBe(PUBLIC_PAGE);
    expect(PUBLIC_PAGE).toMatch(/(^|, )public(,|$)/);
    expect(PUBLIC_PAGE).toMatch(/s-maxage=\d+/);
    expect(PUBLIC_PAGE).toMatch(/stale-while-revalidate=\d+/);
  });

  it('keeps a page that shows the database now (testimonials) a minute', () => {
    const isLive = (path: string) => path === '/nl/menu/testimonials/';
    expect(cacheControlFor({ type: 'rewrite', lang: 'nl', pathname: '/nl/menu/testimonials/' }, isLive)).toBe(PUBLIC_LIVE);
    expect(cacheControlFor({ type: 'rewrite', lang: 'nl', pathname: '/nl/menu/brokerage/' }, isLive)).toBe(PUBLIC_PAGE);
  });

  it('leaves pages that answer per visitor to Next, which marks them private', () => {
    for (const pathname of [
      '/nl/favourites/',
      '/nl/search/',
      '/fr/subscription/',
      '/en/login/',
      '/nl/login/forgot/',
      '/nl/portal/',
      '/fr/portal/4101/',
      '/fr/visit/4101/',
      '/nl/my-visit/',
    ])
      expect(cacheControlFor({ type: 'rewrite', lang: 'nl', pathname })).toBeNull();
  });

  it('keeps the 404 page for less long, and never marks redirects or files', () => {
    expect(cacheControlFor({ type: 'not-found', lang: 'nl' })).toBe(PUBLIC_NOT_FOUND);
    expect(cacheControlFor({ type: 'not-found', lang: 'en', area: 'owner' })).toBeNull();
    expect(cacheControlFor({ type: 'redirect', location: '/nl/' })).toBeNull();
    expect(cacheControlFor({ type: 'pass' })).toBeNull();
  });
});

describe('pageEtag and matchesEtag', () => {
  const etag = pageEtag('abc123-d4e5');

  it('names the deployment, weakly', () => {
    expect(etag).toBe('W/"abc123-d4e5"');
  });

  it('matches a revalidation of the same deployment, weak or strong, alone or in a list, and *', () => {
    expect(matchesEtag('W/"abc123-d4e5"', etag)).toBe(true);
    expect(matchesEtag('"abc123-d4e5"', etag)).toBe(true);
    expect(matchesEtag('"other", W/"abc123-d4e5"', etag)).toBe(true);
    expect(matchesEtag('*', etag)).toBe(true);
  });

  it('does not match another deployment, a prefix, or nothing', () => {
    expect(matchesEtag('W/"abc123"', etag)).toBe(false);
    expect(matchesEtag('W/"abc123-d4e5-x"', etag)).toBe(false);
    expect(matchesEtag('abc123-d4e5', etag)).toBe(false);
    expect(matchesEtag('', etag)).toBe(false);
    expect(matchesEtag(null, etag)).toBe(false);
  });
});
