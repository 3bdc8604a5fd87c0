/**
 * Password hashing with node:crypto's scrypt at OWASP's parameters (docs/product.md, Rulings: Password hashing: N=2^17, r=8,
 * p=1), stored as `scrypt$N$r$p$salt$hash` so the parameters can be raised later without breaking
 * stored hashes.
 */
import 'server-only';
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { remember } from '@/lib/platform/remember';
import pLimit, { type LimitFunction } from 'p-limit';

const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

/**
 * How many hashes run at once in this process. Each holds 128 MiB outside the heap while it runs:
 * unbounded, twenty logins at once ran four (libuv's threads) and added over 500 MiB to the process;
 * two at a time add about 256 MiB and still use both cores, the rest wait in line
 * (docs/benchmarks.md, "Password hashing under a burst").
 */
export const HASHES_AT_ONCE = 2;

/**
 * One limiter per process, shared by every bundle Next makes (lib/platform/remember.ts): p-limit's queue, first come
 * first served, a failing hash freeing its slot like any other.
 */
export const hashLimiter = (): LimitFunction => remember('password-hashes', () => pLimit(HASHES_AT_ONCE));

function derive(password: string, salt: Buffer, { N, r, p }: { N: number; r: number; p: number }): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes: 128 MiB here, above Node's default limit of 32 MiB.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return hashLimiter()(
    () =>
      new Promise((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
      ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
