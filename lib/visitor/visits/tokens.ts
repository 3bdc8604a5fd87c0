/**
 * The signed link of a booking's mails: it lets whoever holds it cancel or move that one booking, and
 * nothing else, without an account (docs/decisions/0042). Not stored: `<booking id>.<HMAC-SHA256>`,
 * signed with a key of its own derived from the app's secret (lib/platform/security/keys.ts) over the purpose
 * and the id, so a value signed for anything else (a newsletter link, a captcha) never passes. It has
 * no expiry of its own: what it can do ends when the slot starts (./booking.ts checks that).
 */
import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { purposeKey } from '@/lib/platform/security/secret';

export const BOOKING_LINK_PURPOSE = 'visit-booking:cancel-or-move';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const sign = (bookingId: string, key: string) =>
  createHmac('sha256', key).update(`${BOOKING_LINK_PURPOSE}\n${bookingId}`).digest('base64url');

export function bookingToken(bookingId: string, key = purposeKey('visit-booking')): string {
  return `${bookingId}.${sign(bookingId, key)}`;
}

/** The booking a token names, when its signature is ours; null for anything else. */
export function readBookingToken(token: string, key = purposeKey('visit-booking')): string | null {
  const [bookingId, signature, extra] = token.split('.');
  if (!bookingId || !signature || extra !== undefined || !UUID.test(bookingId)) return null;
  const expected = Buffer.from(sign(bookingId, key));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? bookingId : null;
}

/** Whether `token` was issued for `bookingId` (a link of one booking used on another answers no). */
export const tokenAllows = (token: string, bookingId: string, key = purposeKey('visit-booking')): boolean =>
  readBookingToken(token, key) === bookingId;
