import { describe, expect, it } from 'vitest';
import { CRM_RETRY, isPermanent, RETRY, retryDelay } from './schedule';

describe('retryDelay', () => {
  it('doubles from 30 s, with jitter in the upper half', () => {
    expect(retryDelay(1, 0, 0)).toBe(15_000);
    expect(retryDelay(1, 0, 0.999_999)).toBe(30_000);
    expect(retryDelay(2, 0, 0)).toBe(30_000);
    expect(retryDelay(3, 0, 0.5)).toBe(90_000);
  });

  it('is capped at an hour', () => {
    expect(retryDelay(11, 0, 0.999_999)).toBeLessThanOrEqual(RETRY.maxDelayMs);
    expect(retryDelay(11, 0, 0.999_999)).toBeGreaterThan(RETRY.maxDelayMs - 10);
    expect(retryDelay(11, 0, 0)).toBe(RETRY.maxDelayMs / 2);
  });

  it('gives up after the maximum attempts or age', () => {
    expect(retryDelay(RETRY.maxAttempts, 0, 0.5)).toBeNull();
    expect(retryDelay(RETRY.maxAttempts - 1, 0, 0.5)).not.toBeNull();
    expect(retryDelay(1, RETRY.maxAgeMs, 0.5)).toBeNull();
  });
});

describe('retryDelay for a CRM lead', () => {
  const day = 24 * 60 * 60_000;
  it('starts at a couple of seconds, so a blip passes at once', () => {
    expect(retryDelay(1, 0, 0, CRM_RETRY)).toBe(1_000);
    expect(retryDelay(1, 0, 0.999_999, CRM_RETRY)).toBe(2_000);
    expect(retryDelay(4, 0, 0.5, CRM_RETRY)).toBe(12_000);
  });

  it('is capped at ten minutes, however long the CRM is down', () => {
    for (const attempts of [10, 100, 5_000]) {
      expect(retryDelay(attempts, day, 0.999_999, CRM_RETRY)).toBeLessThanOrEqual(10 * 60_000);
      expect(retryDelay(attempts, day, 0, CRM_RETRY)).toBe(5 * 60_000);
    }
  });

  it('keeps trying for two weeks, whatever the number of attempts, then gives up', () => {
    expect(retryDelay(10_000, 13 * day, 0.5, CRM_RETRY)).not.toBeNull();
    expect(retryDelay(2, 14 * day, 0.5, CRM_RETRY)).toBeNull();
  });

  it('reaches a CRM back after a minute down within about a minute', () => {
    // The longest a lead waits when its attempts start as the CRM goes down: the last delay before 60 s.
    let at = 0;
    let attempts = 1;
    while (at < 60_000) at += retryDelay(attempts++, at, 0.999_999, CRM_RETRY)!;
    expect(at).toBeLessThan(130_000);
  });
});

describe('isPermanent', () => {
  it('is true for a 5xx SMTP reply only', () => {
    expect(isPermanent({ responseCode: 550 })).toBe(true);
    expect(isPermanent({ responseCode: 421 })).toBe(false);
    expect(isPermanent(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(false);
    expect(isPermanent(null)).toBe(false);
  });
});
