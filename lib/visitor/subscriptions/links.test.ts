import { describe, expect, it } from 'vitest';
import { linkToken, readLinkToken } from './links';

const KEY = 'k'.repeat(43);

describe('mail link tokens', () => {
  it('name their purpose and subject, and open only with the key that signed them', () => {
    const token = linkToken('newsletter-confirm', 'els@example.be', Date.now(), KEY);
    expect(readLinkToken(token, Date.now(), KEY)).toEqual({ purpose: 'newsletter-confirm', subject: 'els@example.be' });
    expect(readLinkToken(token, Date.now(), 'x'.repeat(43))).toBeNull();
  });

  it('cannot be turned into another purpose or another address', () => {
    const token = linkToken('newsletter-confirm', 'els@example.be', Date.now(), KEY);
    const [, subject, expiry, signature] = token.split('.');
    expect(readLinkToken(`newsletter-stop.${subject}.${expiry}.${signature}`, Date.now(), KEY)).toBeNull();
    expect(
      readLinkToken(`newsletter-confirm.${Buffer.from('tom@example.be').toString('base64url')}.${expiry}.${signature}`, Date.now(), KEY),
    ).toBeNull();
    expect(readLinkToken('newsletter-confirm.x.y', Date.now(), KEY)).toBeNull();
    expect(readLinkToken('', Date.now(), KEY)).toBeNull();
  });

  it('expire: a confirmation after a week, a stop link after years', () => {
    const now = Date.UTC(2026, 10, 24);
    const confirm = linkToken('search-confirm', 'abc', now, KEY);
    expect(readLinkToken(confirm, now + 6 * 24 * 3600_000, KEY)).not.toBeNull();
    expect(readLinkToken(confirm, now + 8 * 24 * 3600_000, KEY)).toBeNull();
    const stop = linkToken('search-stop', 'abc', now, KEY);
    expect(readLinkToken(stop, now + 4 * 365 * 24 * 3600_000, KEY)).not.toBeNull();
  });
});
