/**
 * After signing in on the "my search" page, the browser holds a short-lived signed access value
 * naming the address (not a session: nothing is stored, nothing else is reachable with it). The edit
 * form sends it back with each change.
 *
 * An alert mail's "change my search" link carries a longer-lived signed value naming one search
 * (docs/decisions/0021): opening it gives the page an access value for that search's address, as a
 * sign-in would, without the password.
 */
import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { purposeKey } from '@/lib/platform/security/secret';

const LIFETIME_MS = 30 * 60_000;
/** As long as an alert mail is worth acting on; an older one leads to the sign-in form. */
export const CHANGE_LIFETIME_MS = 30 * 24 * 60 * 60_000;

const sign = (payload: string, key: string) => createHmac('sha256', key).update(payload).digest('base64url');

function issue(subject: string, expiresAt: number, key: string): string {
  const payload = `${Buffer.from(subject).toString('base64url')}.${expiresAt.toString(36)}`;
  return `${payload}.${sign(payload, key)}`;
}

/** The subject of a signed value, while it is valid. */
function read(value: string, now: number, key: string): string | null {
  const [subject, expiry, signature, extra] = value.split('.');
  if (!subject || !expiry || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(`${subject}.${expiry}`, key));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given) || parseInt(expiry, 36) < now) return null;
  return Buffer.from(subject, 'base64url').toString('utf8');
}

export function grantAccess(email: string, now = Date.now(), key = purposeKey('search-access')): string {
  return issue(email, now + LIFETIME_MS, key);
}

/** The address an access value names, while it is valid. */
export function checkAccess(access: string, now = Date.now(), key = purposeKey('search-access')): string | null {
  return read(access, now, key);
}

/** The value of an alert mail's change link, naming the search (its own key: never an access value). */
export function grantChange(searchId: string, now = Date.now(), key = purposeKey('search-change')): string {
  return issue(searchId, now + CHANGE_LIFETIME_MS, key);
}

/** The search a change link names, while it is valid. */
export function checkChange(value: string, now = Date.now(), key = purposeKey('search-change')): string | null {
  return read(value, now, key);
}
