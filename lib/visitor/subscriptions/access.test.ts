import { describe, expect, it } from 'vitest';
import { checkAccess, checkChange, grantAccess, grantChange } from './access';

const KEY = 'test-key';
const NOW = Date.UTC(2026, 10, 24, 12);

describe('the access value of "my search"', () => {
  it('names the address it was granted for, while it is valid', () => {
    const access = grantAccess('an@example.test', NOW, KEY);
    expect(checkAccess(access, NOW + 29 * 60_000, KEY)).toBe('an@example.test');
    expect(checkAccess(access, NOW + 31 * 60_000, KEY)).toBeNull();
  });

  it('refuses a changed address, expiry or signature, another key and junk', () => {
    const [subject, expiry, signature] = grantAccess('an@example.test', NOW, KEY).split('.');
    const other = Buffer.from('other@example.test').toString('base64url');
    expect(checkAccess(`${other}.${expiry}.${signature}`, NOW, KEY)).toBeNull();
    expect(checkAccess(`${subject}.${(NOW + 10 * 86_400_000).toString(36)}.${signature}`, NOW, KEY)).toBeNull();
    expect(checkAccess(`${subject}.${expiry}.${signature!.slice(1)}x`, NOW, KEY)).toBeNull();
    expect(checkAccess(`${subject}.${expiry}.${signature}`, NOW, 'another-key')).toBeNull();
    for (const junk of ['', '..', 'a.b', 'a.b.c.d', '\u0000.\u0000.\u0000']) expect(checkAccess(junk, NOW, KEY)).toBeNull();
  });
});

describe('the change link of an alert mail', () => {
  const SEARCH = '0b6f8c1e-2d1a-4c55-9a0e-3f1d2c4b5a69';

  it('names its search for 30 days, and is never an access value', () => {
    const change = grantChange(SEARCH, NOW, KEY);
    expect(checkChange(change, NOW + 29 * 86_400_000, KEY)).toBe(SEARCH);
    expect(checkChange(change, NOW + 31 * 86_400_000, KEY)).toBeNull();
    // The real keys differ per purpose: an access value is no change link, and the other way round.
    expect(checkChange(grantAccess('an@example.test', NOW, 'access-key'), NOW, 'change-key')).toBeNull();
    expect(checkAccess(grantChange(SEARCH, NOW, 'change-key'), NOW, 'access-key')).toBeNull();
    expect(checkChange(`${change}x`, NOW, KEY)).toBeNull();
  });
});
