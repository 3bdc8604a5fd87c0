/**
 * The client's address, for rate limits, the login throttle and page-view counting (always hashed before
 * it is stored: lib/platform/security/secret.ts). It is what the server's front (server/front.cjs) found: the
 * socket's address, or with TRUSTED_PROXIES set the one the trusted proxies appended to
 * X-Forwarded-For; never a header the client chose (docs/decisions/0037).
 */
import 'server-only';
import { headers } from 'next/headers';
import { logger } from '@/lib/platform/log';

/** Set by server/front.cjs on every request, replacing whatever a client sent under that name. */
export const CLIENT_ADDRESS_HEADER = 'x-vitrine-client-address';
export const REQUEST_ID_HEADER = 'x-vitrine-request-id';

let warned = false;

export async function clientAddress(): Promise<string> {
  const address = (await headers()).get(CLIENT_ADDRESS_HEADER);
  if (address) return address;
  // Served without the front (`next start` run by hand): every client would share one limit.
  if (!warned) {
    warned = true;
    logger('security').warn('no client address: start the site with npm start (server/preload.cjs), not next start alone');
  }
  return 'unknown';
}
