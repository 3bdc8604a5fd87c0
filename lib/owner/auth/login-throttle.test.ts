import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_DATABASES } from '@/tests/unit/databases';
import type { Handle } from '@/lib/platform/db/client';
import { loginFailures } from '@/lib/platform/db/schema';
import { deriveKey } from '@/lib/platform/security/keys';

vi.mock('@/lib/platform/security/secret', async (original) => ({
  ...(await original<typeof import('@/lib/platform/security/secret')>()),
  purposeKey: (purpose: Parameters<typeof deriveKey>[1]) => deriveKey('a test secret', purpose),
}));

const { deviceCookieValue, deviceOf, loginFailed, loginSucceeded, loginWait, throttleKeys } = await import('./login-throttle');

const OFFICE = '192.0.2.10';
const now = new Date('2026-12-02T09:00:00Z');

describe('login throttle keys', () => {
  it('keys a stranger by account from address, address and account; a known device by itself alone', () => {
    expect(Object.keys(throttleKeys('anna@example.test', OFFICE))).toEqual(['accountFromAddress', 'address', 'account']);
    expect(Object.keys(throttleKeys('anna@example.test', OFFICE, 'device-1'))).toEqual(['device']);
    // Case and spaces of what was typed do not make another account; another address makes another key.
    expect(throttleKeys(' Anna@Example.TEST ', OFFICE)).toEqual(throttleKeys('anna@example.test', OFFICE));
    expect(throttleKeys('anna@example.test', '192.0.2.11').accountFromAddress).not.toBe(
      throttleKeys('anna@example.test', OFFICE).accountFromAddress,
    );
    expect(throttleKeys('anna@example.test', OFFICE, 'device-1').device).not.toBe(
      throttleKeys('anna@example.test', OFFICE, 'device-2').device,
    );
    // Nothing readable: neither the login nor the address.
    const all = JSON.stringify([throttleKeys('anna@example.test', OFFICE), throttleKeys('anna@example.test', OFFICE, 'device-1')]);
    expect(all).not.toMatch(/anna|example|192\.0\.2/);
  });

  it('knows a device only from a cookie it signed, for the accounts the cookie names', () => {
    const cookie = deviceCookieValue(['anna@example.test', 'annap'], 'device-1');
    expect(cookie).not.toMatch(/anna|example/);
    expect(deviceOf(cookie, 'anna@example.test')).toBe('device-1');
    expect(deviceOf(cookie, 'AnnaP')).toBe('device-1');
    expect(deviceOf(cookie, 'bert@example.test')).toBeNull();
    const [id, accounts, signature] = cookie.split('.');
    expect(deviceOf(`other${id}.${accounts}.${signature}`, 'annap')).toBeNull();
    expect(deviceOf(`${id}.${accounts}.${signature!.slice(1)}x`, 'annap')).toBeNull();
    expect(deviceOf(`${id}.${accounts}`, 'annap')).toBeNull();
    expect(deviceOf(undefined, 'annap')).toBeNull();
    expect(deviceOf('', 'annap')).toBeNull();
  });
});

describe.each(TEST_DATABASES)('login throttle on $name', (database) => {
  let handle: Handle & { close(): Promise<void> };
  beforeAll(async () => {
    handle = await database.open();
  }, 60_000);
  afterAll(() => handle?.close());

  it("slows the failing account from an address, not another owner's behind it", async () => {
    await handle.db.delete(loginFailures);
    for (let i = 0; i < 8; i++) await loginFailed(handle.db, 'anna@example.test', OFFICE, null, now);
    expect(await loginWait(handle.db, 'anna@example.test', OFFICE, null, now)).toBeGreaterThan(0);
    expect(await loginWait(handle.db, 'bert@example.test', OFFICE, null, now)).toBe(0);
    // Three owners' typos, four failures each: three accounts, not twelve failures, for the address.
    for (const login of ['carl@example.test', 'dora@example.test'])
      for (let i = 0; i < 4; i++) await loginFailed(handle.db, login, OFFICE, null, now);
    expect(await loginWait(handle.db, 'bert@example.test', OFFICE, null, now)).toBe(0);
  });

  it('slows an address that tries many accounts (password spraying), but not a device that signed in before', async () => {
    await handle.db.delete(loginFailures);
    for (let i = 0; i < 11; i++) await loginFailed(handle.db, `guess${i}@example.test`, OFFICE, null, now);
    expect(await loginWait(handle.db, 'bert@example.test', OFFICE, null, now)).toBe(30);
    expect(await loginWait(handle.db, 'bert@example.test', OFFICE, 'bert-laptop', now)).toBe(0);
  });

  it("counts a known device's failures on its own key, and forgets them when it signs in", async () => {
    await handle.db.delete(loginFailures);
    // An attack on the account from everywhere makes a stranger wait, never the owner's own browser.
    for (let i = 0; i < 20; i++) await loginFailed(handle.db, 'anna@example.test', `198.51.100.${i}`, null, now);
    expect(await loginWait(handle.db, 'anna@example.test', OFFICE, null, now)).toBe(60);
    expect(await loginWait(handle.db, 'anna@example.test', OFFICE, 'anna-laptop', now)).toBe(0);
    for (let i = 0; i < 4; i++) await loginFailed(handle.db, 'anna@example.test', OFFICE, 'anna-laptop', now);
    expect(await loginWait(handle.db, 'anna@example.test', OFFICE, 'anna-laptop', now)).toBe(30);
    expect(await loginWait(handle.db, 'anna@example.test', OFFICE, 'anna-phone', now)).toBe(0);
    await loginSucceeded(handle.db, 'anna@example.test', OFFICE, 'anna-laptop');
    expect(await loginWait(handle.db, 'anna@example.test', OFFICE, 'anna-laptop', now)).toBe(0);
    expect(await loginWait(handle.db, 'anna@example.test', OFFICE, null, now)).toBe(0);
  });
});
