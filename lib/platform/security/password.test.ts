import { afterEach, describe, expect, it, vi } from 'vitest';

/** scrypt, counted: how many derivations run at once, and the most there ever were. */
const inFlight = vi.hoisted(() => ({ now: 0, peak: 0 }));
vi.mock('node:crypto', async (original) => {
  const crypto = await original<typeof import('node:crypto')>();
  const scrypt = (...args: unknown[]) => {
    const callback = args.pop() as (error: Error | null, key: Buffer) => void;
    inFlight.now++;
    inFlight.peak = Math.max(inFlight.peak, inFlight.now);
    (crypto.scrypt as (...all: unknown[]) => void)(...args, (error: Error | null, key: Buffer) => {
      inFlight.now--;
      callback(error, key);
    });
  };
  return { ...crypto, default: { ...crypto, scrypt }, scrypt };
});

const { HASHES_AT_ONCE, hashPassword, verifyPassword } = await import('./password');

// Made before the limiter existed, with the same parameters: stored hashes stay valid.
const STORED = 'scrypt$131072$8$1$c2FsdHNhbHRzYWx0c2FsdA$Lk6Xs3ri8DyrtObbui0MQ-jgGTXRuAqyhdDNksscy2A';

describe('password hashing', () => {
  afterEach(() => {
    inFlight.peak = 0;
  });

  it('verifies a hash stored before, and refuses a wrong password', async () => {
    expect(await verifyPassword('correct horse battery', STORED)).toBe(true);
    expect(await verifyPassword('correct horse battery!', STORED)).toBe(false);
    expect(await verifyPassword('anything', 'bcrypt$whatever')).toBe(false);
  });

  it('runs at most a few hashes at once: twenty logins at once wait in line', async () => {
    const stored = await hashPassword('a long enough password');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => verifyPassword(i % 2 ? 'a long enough password' : 'wrong', stored)),
    );
    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => i % 2 === 1));
    expect(HASHES_AT_ONCE).toBeLessThanOrEqual(2);
    expect(inFlight.peak).toBe(HASHES_AT_ONCE);
  }, 60_000);
});
