/**
 * Which beacons count as a page view (pure, unit-tested): a person's browser on one of our detail pages,
 * sent from our own origin. Not robots (by their user agent, headless browsers included), not a page
 * fetched ahead of time (prefetch, prerender: the page only sends once it is shown), not the agency's
 * previews. Nothing here reads or keeps who the visitor is.
 */
import { PREVIEW_PATH } from '@/lib/visitor/consent/consent';

/** Crawlers, link previews, monitors, command-line clients and headless browsers. */
const ROBOT =
  /bot\b|bot\/|crawl|spider|slurp|scrap|fetch|preview|monitor|lighthouse|pagespeed|headless|phantom|facebookexternalhit|whatsapp|embedly|curl\/|wget\/|python|java\/|go-http|node-fetch|axios|okhttp|libwww|httpclient/i;

export function isRobot(userAgent: string | null | undefined): boolean {
  return !userAgent || ROBOT.test(userAgent);
}

export interface BeaconRequest {
  method: string;
  headers: Headers;
  /** Our own origins, e.g. "https://www.vitrine-vastgoed.be" and the address the server was reached by. */
  origins: ReadonlySet<string>;
}

/**
 * Whether the beacon comes from a page of ours: a browser says so in `Sec-Fetch-Site`, which no page
 * can set; a client that does not send it must name one of our origins (sendBeacon always does).
 * Anything else is refused outright (403): it is a script, not a page view (docs/decisions/0036).
 */
export function fromOurPages(headers: Headers, origins: ReadonlySet<string>): boolean {
  const site = headers.get('sec-fetch-site');
  if (site) return site === 'same-origin';
  return origins.has(headers.get('origin') ?? '');
}

export function countsAsPageView({ method, headers, origins }: BeaconRequest): boolean {
  if (method !== 'POST') return false;
  if (!fromOurPages(headers, origins)) return false;
  if (isRobot(headers.get('user-agent'))) return false;
  // A page fetched ahead of time is not a page view (the browser says so on the request).
  const purpose = `${headers.get('sec-purpose') ?? ''} ${headers.get('purpose') ?? ''} ${headers.get('x-moz') ?? ''}`;
  if (/prefetch|prerender/i.test(purpose)) return false;
  const referer = headers.get('referer');
  if (referer) {
    try {
      if (PREVIEW_PATH.test(new URL(referer).pathname)) return false;
    } catch {
      return false;
    }
  }
  return true;
}

/** The property ID a beacon carries as its whole body ("4101"), or null. */
export function beaconPropertyId(body: string): number | null {
  const text = body.trim();
  if (!/^[1-9][0-9]{0,8}$/.test(text)) return null;
  return Number(text);
}
