/**
 * Failed logins slow down the keys they touch (lib/owner/auth/policy.ts THROTTLE, docs/decisions/0048): for a
 * stranger's browser, the account from this address, this address (once per account), and the account
 * from anywhere; for a browser that signed in to the account before (its device cookie), that device
 * alone. Keys are keyed hashes: neither an address nor a typed login is stored, and the device cookie
 * names its accounts by the same hashes. The wait is checked before the password, so a blocked try
 * learns nothing.
 */
import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '@/lib/platform/db/client';
import { clearFailures, FORGET_FAILURES_SECONDS, recordFailure, waitSeconds } from '@/lib/platform/dal/login-failures';
import { purposeKey } from '@/lib/platform/security/secret';
import { countsForAddress, THROTTLE, throttleDelay, throttleKeyNames } from './policy';

const hash = (value: string) => createHmac('sha256', purposeKey('login-throttle')).update(value).digest('base64url').slice(0, 22);
const accountHash = (login: string) => hash(`account:${login.trim().toLowerCase()}`);
const sign = (payload: string) => createHmac('sha256', purposeKey('login-device')).update(payload).digest('base64url');

/**
 * The device cookie's value after a login: a random id for this browser, the accounts (every login the
 * owner has, e-mail and username, as keyed hashes) and a signature over both, so it cannot be made up.
 */
export function deviceCookieValue(logins: readonly string[], id = randomBytes(16).toString('base64url')): string {
  const payload = `${id}.${[...new Set(logins.map(accountHash))].join('~')}`;
  return `${payload}.${sign(payload)}`;
}

/** The browser's device id when its cookie is ours and names this login's account, else null. */
export function deviceOf(cookie: string | undefined, login: string): string | null {
  const [id, accounts, signature, ...rest] = (cookie ?? '').split('.');
  if (!id || !accounts || !signature || rest.length) return null;
  const expected = Buffer.from(sign(`${id}.${accounts}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return accounts.split('~').includes(accountHash(login)) ? id : null;
}

/** The keys of a try: what was typed (lower case, trimmed), the client's address, and a known device. */
export function throttleKeys(login: string, address: string, device: string | null = null) {
  const account = accountHash(login);
  const from = hash(`address:${address}`);
  const all = {
    accountFromAddress: `a+ip:${account}:${from}`,
    address: `ip:${from}`,
    account: `a:${account}`,
    device: `d:${account}:${hash(`device:${device}`)}`,
  } satisfies Record<keyof typeof THROTTLE, string>;
  return Object.fromEntries(throttleKeyNames(device !== null).map((name) => [name, all[name]])) as Partial<typeof all>;
}

/** Seconds before this login may be tried from this address, or this device (0: now). */
export async function loginWait(
  db: Database,
  login: string,
  address: string,
  device: string | null = null,
  now = new Date(),
): Promise<number> {
  return waitSeconds(db, Object.values(throttleKeys(login, address, device)), now);
}

export async function loginFailed(
  db: Database,
  login: string,
  address: string,
  device: string | null = null,
  now = new Date(),
): Promise<void> {
  const keys = throttleKeys(login, address, device);
  const count = (name: keyof typeof THROTTLE) =>
    recordFailure(db, keys[name]!, (failures) => throttleDelay(THROTTLE[name], failures), FORGET_FAILURES_SECONDS, now);
  if (keys.device) {
    await count('device');
    return;
  }
  // The address counts accounts, not failures: only an account's first failure from it adds one.
  if (countsForAddress(await count('accountFromAddress'))) await count('address');
  await count('account');
}

/** A login worked: its account's counts start again (the address's stays: it may be guessing others). */
export async function loginSucceeded(db: Database, login: string, address: string, device: string | null = null): Promise<void> {
  const keys = { ...throttleKeys(login, address, null), ...throttleKeys(login, address, device) };
  await clearFailures(db, [keys.accountFromAddress!, keys.account!, ...(keys.device ? [keys.device] : [])]);
}
