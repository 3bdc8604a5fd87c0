/**
 * Keys derived from the app's secret, one per purpose, so that a value signed for one use (a captcha)
 * is worthless for another (a mail link). Pure: lib/platform/security/secret.ts supplies the secret; the browser
 * tests derive the captcha key from the test server's secret the same way.
 */
import { createHmac } from 'node:crypto';

export type SecretPurpose =
  | 'captcha'
  | 'captcha-key'
  | 'captcha-code'
  | 'client-address'
  | 'recipient-address'
  | 'mail-link'
  | 'search-access'
  | 'search-change'
  | 'owner-auth'
  | 'staff-auth'
  | 'login-throttle'
  | 'login-device'
  | 'page-view'
  | 'visit-booking';

export function deriveKey(secret: string, purpose: SecretPurpose): string {
  return createHmac('sha256', secret).update(`vitrine:${purpose}`).digest('base64url');
}
