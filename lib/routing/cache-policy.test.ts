import { describe, expect, it } from 'vitest';
import { cacheControlFor, PUBLIC_LIVE, PUBLIC_NOT_FOUND, PUBLIC_PAGE } from './cache-policy';

describe('cacheControlFor', () => {
  it('lets a shared cache keep public pages until the next deployment, and revalidate in the background', () => {
    for (const pathname of ['/nl/', '/nl/for-sale/', '/fr/for-rent/YmVkcm9vbXM9Mg/', '/nl/property/4101/', '/nl/project/901/', '/nl/menu/brokerage/', '/fr/thanks/contact-me/'])
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
    for (const pathname of ['/nl/favourites/', '/nl/search/', '/fr/subscription/', '/en/login/', '/nl/login/forgot/', '/nl/portal/', '/fr/portal/4101/'])
      expect(cacheControlFor({ type: 'rewrite', lang: 'nl', pathname })).toBeNull();
  });

  it('keeps the 404 page for less long, and never marks redirects or files', () => {
    expect(cacheControlFor({ type: 'not-found', lang: 'nl' })).toBe(PUBLIC_NOT_FOUND);
    expect(cacheControlFor({ type: 'redirect', location: '/nl/' })).toBeNull();
    expect(cacheControlFor({ type: 'pass' })).toBeNull();
  });
});
