/**
 * After signing in on the "my search" page, the browser holds a short-lived signed access value
 * naming the address (not a session: nothing is stored, nothing else is reachable with it). The edit
 * form sends it back with each change.
 */
import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { purposeKey } from '@/lib/security/secret';

const LIFETIME_MS = 30 * 60_000;

const sign = (payload: string, key: string) => createHmac('sha256', key).update(payload).digest('base64url');

export function grantAccess(email: string, now = Date.now(), key = purposeKey('search-access')): string {
  const payload = `${Buffer.from(email).toString('base64url')}.${(now + LIFETIME_MS).toString(36)}`;
  return `${payload}.${sign(payload, key)}`;
}

/** The address an access value names, while it is valid. */
export function checkAccess(access: string, now = Date.now(), key = purposeKey('search-access')): string | null {
  const [subject, expiry, signature] = access.split('.');
  if (!subject || !expiry || !signature) return null;
  const expected = Buffer.from(sign(`${subject}.${expiry}`, key));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given) || parseInt(expiry, 36) < now) return null;
  return Buffer.from(subject, 'base64url').toString('utf8');
}
