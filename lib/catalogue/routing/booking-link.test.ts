import { describe, expect, it } from 'vitest';
import { bookingLinkRefusal } from './booking-link';

const page = { type: 'rewrite', lang: 'nl', pathname: '/nl/my-visit/' } as const;
const token = `0b7f5e0c-8a4e-4c1e-9d52-3f0c2f3a9b11.${'a'.repeat(42)}_`;

describe('bookingLinkRefusal', () => {
  it('lets a token of the right shape through to the page, which checks its signature', () => {
    expect(bookingLinkRefusal(page, `?token=${token}`)).toBeNull();
    expect(bookingLinkRefusal(page, `?token=${token}&note=moved`)).toBeNull();
  });

  it('answers no token 404 and a malformed one 400, on the "link not valid" page', () => {
    expect(bookingLinkRefusal(page, '')).toEqual({ status: 404, pathname: '/nl/my-visit/invalid/' });
    expect(bookingLinkRefusal(page, '?token=')).toEqual({ status: 404, pathname: '/nl/my-visit/invalid/' });
    expect(bookingLinkRefusal(page, '?token=abc')).toEqual({ status: 400, pathname: '/nl/my-visit/invalid/' });
    expect(bookingLinkRefusal(page, `?token=${token}x`)).toEqual({ status: 400, pathname: '/nl/my-visit/invalid/' });
    expect(bookingLinkRefusal(page, `?token=${token}&token=${token}`)).toEqual({ status: 400, pathname: '/nl/my-visit/invalid/' });
  });

  it('leaves every other page alone', () => {
    expect(bookingLinkRefusal({ type: 'rewrite', lang: 'nl', pathname: '/nl/visit/12/' }, '')).toBeNull();
    expect(bookingLinkRefusal({ type: 'not-found', lang: 'nl' }, '')).toBeNull();
  });
});
