/**
 * What the service worker does with each request (issue 5), as pure functions the worker and the unit
 * tests share. Only same-origin GET requests are ever cached; everything else goes to the network as if
 * there were no worker.
 */

import { OWNER_SEGMENTS } from '../routing/app-paths';

const ownerFirst = [...new Set([...Object.values(OWNER_SEGMENTS.login), ...Object.values(OWNER_SEGMENTS.portal)])].join('|');

/** Never cached, never served offline: the owner area (login and the portal in every language), route handlers. */
const NEVER = [new RegExp(`^/(?:[a-z]{2}/)?(?:${ownerFirst})/`), /^\/api\//];

export function isNeverCached(pathname: string): boolean {
  return NEVER.some((pattern) => pattern.test(pathname));
}

/**
 * The one route handler the worker keeps: the texts of islands that come apart from the page
 * (app/api/texts/[lang]/[set]/route.ts), so that an island or the cookie settings seen online work offline.
 */
export function isIslandTexts(pathname: string): boolean {
  return /^\/api\/texts\/[a-z]{2}\/[A-Za-z]+\/$/.test(pathname);
}

/** Next's client-side navigations and prefetches (React Server Component payloads) stay network-only. */
export function isRscRequest(url: URL, headers: Headers): boolean {
  return url.searchParams.has('_rsc') || headers.get('RSC') === '1' || headers.has('Next-Router-Prefetch');
}

/** Photos and images, ours or through Next's image optimizer. */
export function isImage(url: URL, destination: RequestDestination): boolean {
  return destination === 'image' || url.pathname.startsWith('/_next/image') || url.pathname.startsWith('/photos/');
}

/** The language of the offline page for a URL: its prefix when it is one of ours, else the default. */
export function offlineLanguage(pathname: string, languages: readonly string[], defaultLanguage: string): string {
  const prefix = /^\/([a-z]{2})(\/|$)/.exec(pathname)?.[1];
  return prefix && languages.includes(prefix) ? prefix : defaultLanguage;
}
