/**
 * Which responses a shared cache (nginx, a CDN) may keep, and for how long. Every public page is a pure
 * function of the deployment and its URL (docs/decisions/0022): the catalogue only changes when editors
 * redeploy. So public pages are cacheable until the next deployment, which purges or re-keys the cache
 * (docs/operations.md, "Caching"; docs/deployment.md); a day's `s-maxage` with a long `stale-while-revalidate` bounds what a cache
 * that missed the purge keeps serving without ever making a visitor wait. Browsers revalidate
 * (`max-age=0`) with the page's ETag, which is its deployment (`pageEtag`). Pure, for the proxy and its tests.
 */
import type { Resolution } from './resolve';

export const PUBLIC_PAGE = 'public, max-age=0, s-maxage=86400, stale-while-revalidate=31536000';
/**
 * A public page while the catalogue follows a CRM (docs/decisions/0057): it changes without a
 * deployment, within a minute of the change in the CRM, so a shared cache keeps it 20 s and then
 * revalidates it with its ETag (which names the release served).
 */
export const PUBLIC_PAGE_FOLLOWING = 'public, max-age=0, s-maxage=20, stale-while-revalidate=31536000';
/**
 * A page that shows what the database holds now (approved testimonials, `LIVE_MODULE_VIEWS`): rendered
 * per request by Next, so an approval shows without a redeploy, and kept a minute by a shared cache.
 */
export const PUBLIC_LIVE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/** Menu modules that read the database at request time (components/modules/testimonials-module.tsx). */
export const LIVE_MODULE_VIEWS: ReadonlySet<string> = new Set(['testimonials']);

/** The localized 404 page: cacheable too, for less long (an ID may come with the next deployment). */
export const PUBLIC_NOT_FOUND = 'public, max-age=0, s-maxage=600, stale-while-revalidate=86400';

/**
 * Internal paths (app/[lang]/…) that answer per visitor or per request: the favourites list (`?ids=`),
 * "my search", the subscription page a mail's link lands on, a sale's costs recomputed from the cost
 * panel's form (docs/decisions/0039), a property's visit slots to book and a booked visit opened by its
 * signed link (docs/decisions/0042), and the owner area. Next marks them private itself (they read the request); the proxy must not call them public.
 */
const PRIVATE = /^\/[a-z]{2}\/(?:favourites|search|subscription|login|portal|costs|visit|my-visit)\//;

/** The Cache-Control the proxy gives a resolution, or null to leave it to Next (files, private pages, redirects). */
export function cacheControlFor(
  resolution: Resolution,
  isLive: (internalPath: string) => boolean = () => false,
  followsCrm = false,
): string | null {
  // The owner area's 404 shows who is signed in: Next keeps it private like the area's other pages.
  if (resolution.type === 'not-found') return resolution.area === 'owner' ? null : PUBLIC_NOT_FOUND;
  if (resolution.type !== 'rewrite' || PRIVATE.test(resolution.pathname)) return null;
  if (isLive(resolution.pathname)) return PUBLIC_LIVE;
  return followsCrm ? PUBLIC_PAGE_FOLLOWING : PUBLIC_PAGE;
}

/**
 * The validator of a public page's document: its deployment and the catalogue release served, if any
 * (lib/catalogue/live), since the page is a pure function of those and its URL. The proxy sets it and answers a revalidation that matches with 304 before
 * the page is even read; Next's own ETag (off in next.config.ts) hashed the whole body on every request.
 * Weak: two instances generating the same page on demand need not produce the same bytes.
 */
export function pageEtag(deploymentId: string, release: string | null = null): string {
  return release ? `W/"${deploymentId}.${release}"` : `W/"${deploymentId}"`;
}

/** Whether an If-None-Match header names `etag` (weak comparison, RFC 9110 13.1.2), or is `*`. */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === opaque;
  });
}
