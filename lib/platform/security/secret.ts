/**
 * The app's secret (VITRINE_SECRET), and keys derived from it per purpose, so that a captcha
 * signature can never be replayed as a mail link's. Without VITRINE_SECRET, one is generated on first
 * use and kept in the state folder (mode 0600): right for one machine, wrong for several instances,
 * which must share one (docs/deployment.md).
 */
import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { env } from '@/lib/platform/env';
import { remember } from '@/lib/platform/remember';
import { normalizedAddress } from '@/lib/platform/security/email-address';
import { deriveKey, type SecretPurpose } from './keys';

function loadOrCreate(stateDir: string): string {
  const file = path.join(stateDir, 'secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(stateDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    try {
      fs.writeFileSync(file, secret, { flag: 'wx', mode: 0o600 });
      return secret;
    } catch {
      // Another process wrote it first: use theirs.
      return fs.readFileSync(file, 'utf8').trim();
    }
  }
}

export function appSecret(): string {
  return remember('secret', () => env().VITRINE_SECRET ?? loadOrCreate(env().VITRINE_STATE_DIR));
}

/** A key for one purpose, derived from the app's secret. */
export function purposeKey(purpose: SecretPurpose, secret = appSecret()): string {
  return deriveKey(secret, purpose);
}

/** A keyed hash of a client's address: rate limits count per client without storing addresses. */
export function hashClientAddress(address: string, secret = appSecret()): string {
  return createHmac('sha256', purposeKey('client-address', secret)).update(address).digest('base64url').slice(0, 22);
}

/**
 * A keyed hash of one client's view of one property's page on one day: the page-view counter counts it once
 * (lib/visitor/page-views), and the address can be neither read back nor linked across properties or days.
 */
export function hashPageView(address: string, propertyId: number, day: string, secret = appSecret()): string {
  return createHmac('sha256', purposeKey('page-view', secret)).update(`${address}\n${propertyId}\n${day}`).digest('base64url').slice(0, 22);
}

/**
 * A keyed hash of a recipient's address (normalizedAddress, lib/platform/security/email-address.ts): the send-to-friend
 * form counts the mails per recipient without keeping the address in the clear.
 */
export function hashRecipientAddress(address: string, secret = appSecret()): string {
  return createHmac('sha256', purposeKey('recipient-address', secret)).update(normalizedAddress(address)).digest('base64url').slice(0, 22);
}
