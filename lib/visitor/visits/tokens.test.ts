// A booking's signed link: it names one booking, for one purpose, and a changed character breaks it.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deriveKey } from '@/lib/platform/security/keys';
import { BOOKING_LINK_PURPOSE, bookingToken, readBookingToken, tokenAllows } from './tokens';

const secret = 'a-test-secret-that-is-long-enough-for-env';
const key = deriveKey(secret, 'visit-booking');
const booking = '7d4c2b1e-1111-4222-8333-944455556666';
const other = '0a0b0c0d-1111-4222-8333-944455556666';

describe('booking links', () => {
  it('name their booking', () => {
    const token = bookingToken(booking, key);
    expect(readBookingToken(token, key)).toBe(booking);
    expect(tokenAllows(token, booking, key)).toBe(true);
  });

  it('do not open another booking', () => {
    expect(tokenAllows(bookingToken(booking, key), other, key)).toBe(false);
    // The id swapped in front of a valid signature.
    const [, signature] = bookingToken(booking, key).split('.');
    expect(readBookingToken(`${other}.${signature}`, key)).toBeNull();
  });

  it('refuse a changed signature, a cut one, extra parts and another secret', () => {
    const token = bookingToken(booking, key);
    const last = token.at(-1)!;
    expect(readBookingToken(`${token.slice(0, -1)}${last === 'A' ? 'B' : 'A'}`, key)).toBeNull();
    expect(readBookingToken(token.slice(0, -2), key)).toBeNull();
    expect(readBookingToken(`${token}.x`, key)).toBeNull();
    expect(readBookingToken('', key)).toBeNull();
    expect(readBookingToken(token, deriveKey(`${secret}-other`, 'visit-booking'))).toBeNull();
  });

  it('refuse a value signed for another purpose', () => {
    // The same id signed with the mail links' key, and with this key for another purpose.
    const mailLinkKey = deriveKey(secret, 'mail-link');
    expect(readBookingToken(bookingToken(booking, mailLinkKey), key)).toBeNull();
    const otherPurpose = createHmac('sha256', key).update(`newsletter-stop\n${booking}`).digest('base64url');
    expect(readBookingToken(`${booking}.${otherPurpose}`, key)).toBeNull();
    const ours = createHmac('sha256', key).update(`${BOOKING_LINK_PURPOSE}\n${booking}`).digest('base64url');
    expect(readBookingToken(`${booking}.${ours}`, key)).toBe(booking);
  });
});
