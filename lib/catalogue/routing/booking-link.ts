/**
 * What the proxy answers for the page a booked visit's signed link opens (/{lang}/{mijn-bezoek|…}/?token=…,
 * docs/decisions/0042, amendment 3) before the page reads the database: no token is a 404, a token of
 * the wrong shape a 400, both as the page's own "link not valid" page. A token of the right shape goes
 * to the page, which checks its signature and its booking and, when either fails, redirects to the
 * address without a token: the same 404, whatever failed, so the answer never tells whether a booking
 * id exists. Pure, for the proxy and its tests.
 */
import type { Resolution } from './resolve';

/** `<booking id (UUID)>.<HMAC-SHA256 in base64url>` (lib/visitor/visits/tokens.ts). */
export const BOOKING_TOKEN_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[A-Za-z0-9_-]{43}$/;

/** The internal path of the page (app/[lang]/(site)/my-visit). */
const PAGE = /^\/([a-z]{2})\/my-visit\/$/;

export interface BookingLinkRefusal {
  status: 400 | 404;
  /** The internal path of the "link not valid" page. */
  pathname: string;
}

export function bookingLinkRefusal(resolution: Resolution, search: string): BookingLinkRefusal | null {
  if (resolution.type !== 'rewrite') return null;
  const page = PAGE.exec(resolution.pathname);
  if (!page) return null;
  const tokens = new URLSearchParams(search).getAll('token');
  const pathname = `/${page[1]}/my-visit/invalid/`;
  if (!tokens.length || (tokens.length === 1 && !tokens[0])) return { status: 404, pathname };
  if (tokens.length > 1 || !BOOKING_TOKEN_SHAPE.test(tokens[0]!)) return { status: 400, pathname };
  return null;
}
