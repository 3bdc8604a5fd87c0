import { describe, expect, it } from 'vitest';
import { isPermanent, RETRY, retryDelay } from './schedule';

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

describe('isPermanent', () => {
  it('is true for a 5xx SMTP reply only', () => {
    expect(isPermanent({ responseCode: 550 })).toBe(true);
    expect(isPermanent({ responseCode: 421 })).toBe(false);
    expect(isPermanent(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(false);
    expect(isPermanent(null)).toBe(false);
  });
});
