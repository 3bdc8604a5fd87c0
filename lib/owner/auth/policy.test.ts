import { describe, expect, it } from 'vitest';
import { ownerPath } from '@/lib/catalogue/routing/app-paths';
import { isPageViewPeriod, pageViewPeriod } from '../portal/periods';
import {
  ABSOLUTE_SECONDS,
  countsForAddress,
  deviceCookie,
  IDLE_SECONDS,
  REFRESH_SECONDS,
  sessionCookie,
  THROTTLE,
  throttleDelay,
  throttleKeyNames,
} from './policy';

describe('owner session policy', () => {
  it('uses a __Host- cookie on https, Secure, and a plain one on http://localhost', () => {
    expect(sessionCookie('https://www.vitrine.example')).toEqual({ name: '__Host-vitrine-owner', secure: true });
    expect(sessionCookie('http://localhost:3000')).toEqual({ name: 'vitrine-owner', secure: false });
  });

  it('ends idle sessions before absolute ones, and refreshes well within the idle time', () => {
    expect(REFRESH_SECONDS).toBeLessThan(IDLE_SECONDS);
    expect(IDLE_SECONDS).toBeLessThan(ABSOLUTE_SECONDS);
  });
});

describe('login throttling', () => {
  it('is free for the first failures, then doubles up to its cap', () => {
    const rule = THROTTLE.accountFromAddress;
    expect([1, 2, 3].map((n) => throttleDelay(rule, n))).toEqual([0, 0, 0]);
    expect([4, 5, 6, 7].map((n) => throttleDelay(rule, n))).toEqual([30, 60, 120, 240]);
    expect(throttleDelay(rule, 50)).toBe(rule.maxSeconds);
    expect(throttleDelay(rule, 1e6)).toBe(rule.maxSeconds);
  });

  it("counts accounts, not failures, for an address, well above one owner's typos", () => {
    expect([1, 2, 3, 4].map(countsForAddress)).toEqual([true, false, false, false]);
    // An owner mistyping the login as well as the password makes two or three accounts, not ten.
    expect(THROTTLE.address.free).toBeGreaterThanOrEqual(10);
  });

  it('lets a known device count only on its own key, as fast as the account from one address', () => {
    expect(throttleKeyNames(true)).toEqual(['device']);
    expect(throttleKeyNames(false)).toEqual(['accountFromAddress', 'address', 'account']);
    expect(THROTTLE.device).toEqual(THROTTLE.accountFromAddress);
    expect(deviceCookie('https://www.vitrine.example')).toEqual({ name: '__Host-vitrine-device', secure: true });
    expect(deviceCookie('http://localhost:3000')).toEqual({ name: 'vitrine-device', secure: false });
  });

  it('never makes the real owner wait more than a minute for an account attacked from everywhere', () => {
    expect(Math.max(...Array.from({ length: 1000 }, (_, n) => throttleDelay(THROTTLE.account, n)))).toBe(60);
  });
});

describe('owner paths and periods', () => {
  it('writes the owner pages in each language', () => {
    expect(ownerPath('nl', 'login')).toBe('/nl/login/');
    expect(ownerPath('fr', 'forgot')).toBe('/fr/login/mot-de-passe-oublie/');
    expect(ownerPath('en', 'password')).toBe('/en/login/password/');
    expect(ownerPath('nl', 'portal')).toBe('/nl/portaal/');
    expect(ownerPath('fr', 'portal', 4101)).toBe('/fr/portail/4101/');
  });

  it('reads ?days= as one of the offered periods, else 30', () => {
    expect(['90', '365', '30'].map(pageViewPeriod)).toEqual([90, 365, 30]);
    expect(['7', '', 'abc', '9999', undefined, ['90']].map(pageViewPeriod)).toEqual([30, 30, 30, 30, 30, 30]);
    expect(isPageViewPeriod(90)).toBe(true);
    expect(isPageViewPeriod('90')).toBe(false);
  });
});
