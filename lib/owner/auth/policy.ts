/**
 * The owner area's security policy as plain values (docs/decisions/0020): how long a session lives,
 * how long a password link is valid, what a password must be, how failed logins are slowed down, and
 * the session cookie. Pure, for the auth setup, the commands and their tests.
 */

/** A session unused for this long ends (idle expiry); each use moves the end forward. */
export const IDLE_SECONDS = 60 * 60;
/** How often a used session's end is moved forward (a write per this period, not per request). */
export const REFRESH_SECONDS = 5 * 60;
/** No session lives longer than this, used or not (absolute expiry). */
export const ABSOLUTE_SECONDS = 12 * 60 * 60;

/** A forgot-password link is valid this long, and once. */
export const RESET_LINK_SECONDS = 60 * 60;
/** The link the agency's `owner add` and `owner reset` send: long enough to reach an owner by post-holiday mail. */
export const WELCOME_LINK_SECONDS = 7 * 24 * 60 * 60;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** The session cookie: `__Host-` (Secure, Path=/, no Domain) on https; a plain name on http://localhost. */
export function sessionCookie(siteUrl: string): { name: string; secure: boolean } {
  const secure = new URL(siteUrl).protocol === 'https:';
  return secure ? { name: '__Host-vitrine-owner', secure } : { name: 'vitrine-owner', secure };
}

/**
 * Throttling of failed logins, per key. A key's failures up to `free` cost nothing; each one after that
 * doubles the wait before the key may try again, from `baseSeconds` up to `maxSeconds`. A key's count is
 * forgotten `forgetSeconds` after its last failure.
 */
export interface ThrottleRule {
  free: number;
  baseSeconds: number;
  maxSeconds: number;
}

/**
 * The keys of a try (docs/decisions/0048). Without a device cookie, three: the account from this address
 * slows down fast and far (one person guessing one account); the address counts the distinct accounts
 * that failed from it, not the failures, so one owner's typos (or several owners' behind one office's
 * address) stay far below it while password spraying (one address trying many accounts) meets it; the
 * account from anywhere slows down too, but never beyond a minute: an attacker spread over many
 * addresses cannot lock the real owner out, only make them wait that long. A browser that signed in
 * to the account before (its device cookie) counts only on its own key, as fast as the first one:
 * neither an attack on the account nor a neighbour's spraying reaches it.
 */
export const THROTTLE = {
  accountFromAddress: { free: 3, baseSeconds: 30, maxSeconds: 15 * 60 },
  address: { free: 10, baseSeconds: 30, maxSeconds: 60 * 60 },
  account: { free: 10, baseSeconds: 5, maxSeconds: 60 },
  device: { free: 3, baseSeconds: 30, maxSeconds: 15 * 60 },
} as const satisfies Record<string, ThrottleRule>;

/** Which keys count a try: a known device's own, or the three of a stranger's. */
export function throttleKeyNames(knownDevice: boolean): readonly (keyof typeof THROTTLE)[] {
  return knownDevice ? ['device'] : ['accountFromAddress', 'address', 'account'];
}

/**
 * The address key counts an account once (docs/decisions/0048): a failure adds to it only when it is
 * the first of its account from that address, that is when the account-from-address count is 1.
 */
export const countsForAddress = (accountFromAddressFailures: number) => accountFromAddressFailures === 1;

/** How long a browser stays known to the accounts it signed in to (OWASP's device cookie). */
export const DEVICE_COOKIE_SECONDS = 180 * 24 * 60 * 60;

/** The device cookie, named like the session's: `__Host-` on https. */
export function deviceCookie(siteUrl: string): { name: string; secure: boolean } {
  const secure = new URL(siteUrl).protocol === 'https:';
  return secure ? { name: '__Host-vitrine-device', secure } : { name: 'vitrine-device', secure };
}

/** The wait after a key's `failures`-th failure, in seconds (0 while within the free ones). */
export function throttleDelay(rule: ThrottleRule, failures: number): number {
  if (failures <= rule.free) return 0;
  return Math.min(rule.maxSeconds, rule.baseSeconds * 2 ** Math.min(30, failures - rule.free - 1));
}
