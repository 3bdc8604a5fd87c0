/**
 * Failed logins slow down the keys they touch (lib/auth/policy.ts THROTTLE): the account from this
 * address, this address, and the account from anywhere. Keys are keyed hashes: neither an address nor
 * a typed login is stored. The wait is checked before the password, so a blocked try learns nothing.
 */
import 'server-only';
import { createHmac } from 'node:crypto';
import type { Database } from '@/lib/db/client';
import { clearFailures, recordFailure, waitSeconds } from '@/lib/dal/login-failures';
import { purposeKey } from '@/lib/security/secret';
import { FORGET_FAILURES_SECONDS, THROTTLE, throttleDelay } from './policy';

const hash = (value: string) => createHmac('sha256', purposeKey('login-throttle')).update(value).digest('base64url').slice(0, 22);

/** The keys of a try: what was typed (lower case, trimmed) and the client's address. */
export function throttleKeys(login: string, address: string) {
  const account = hash(`account:${login.trim().toLowerCase()}`);
  const from = hash(`address:${address}`);
  return {
    accountFromAddress: `a+ip:${account}:${from}`,
    address: `ip:${from}`,
    account: `a:${account}`,
  } satisfies Record<keyof typeof THROTTLE, string>;
}

/** Seconds before this login may be tried from this address (0: now). */
export async function loginWait(db: Database, login: string, address: string, now = new Date()): Promise<number> {
  return waitSeconds(db, Object.values(throttleKeys(login, address)), now);
}

export async function loginFailed(db: Database, login: string, address: string, now = new Date()): Promise<void> {
  const keys = throttleKeys(login, address);
  await recordFailure(
    db,
    (Object.keys(keys) as (keyof typeof keys)[]).map((name) => ({ key: keys[name], delay: (failures: number) => throttleDelay(THROTTLE[name], failures) })),
    FORGET_FAILURES_SECONDS,
    now,
  );
}

/** A login worked: its account's counts start again (the address's stays: it may be guessing others). */
export async function loginSucceeded(db: Database, login: string, address: string): Promise<void> {
  const keys = throttleKeys(login, address);
  await clearFailures(db, [keys.accountFromAddress, keys.account]);
}
