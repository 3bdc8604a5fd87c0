import { NextResponse, type NextRequest } from 'next/server';
import { canonicalPath, getRouteTable, isLivePage, projectExists, propertyExists, referencePath } from '@/lib/catalogue/routing/load';
import { bookingLinkRefusal } from '@/lib/catalogue/routing/booking-link';
import { cacheControlFor, matchesEtag, PUBLIC_PAGE, PUBLIC_PAGE_FOLLOWING, pageEtag } from '@/lib/catalogue/routing/cache-policy';
import { activeRelease, followsCrm } from '@/lib/catalogue/live/follower';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE } from '@/lib/catalogue/routing/language-cookie';
import { resolveRequest } from '@/lib/catalogue/routing/resolve';
import { env } from '@/lib/platform/env';
import { MAX_BODY_BYTES } from '@/lib/visitor/schemas/constants';
import { actionPostRefusal, malformedActionPost } from '@/lib/platform/security/action-post';

/**
 * Next uses `x-middleware-subrequest` internally; sent from outside it once let a request skip the proxy
 * (CVE-2025-29927). Next 16 checks it, and the page never sees it from here; a reverse proxy in front
 * should drop it too (docs/operations.md, "Security headers and the reverse proxy").
 */
const SUBREQUEST_HEADER = 'x-middleware-subrequest';

/** Built into the app by next.config.ts (lib/platform/deployment.ts). */
const DEPLOYMENT_ID = process.env.VITRINE_DEPLOYMENT_ID ?? '';

/**
 * Passing request headers on costs Next a copy of every header; only a request carrying the
 * subrequest header needs it (to drop that one).
 */
function forwarded(request: NextRequest): { request: { headers: Headers } } | undefined {
  if (!request.headers.has(SUBREQUEST_HEADER)) return undefined;
  const headers = new Headers(request.headers);
  headers.delete(SUBREQUEST_HEADER);
  return { request: { headers } };
}

/**
 * Language prefix, localized slugs and neutral routes (docs/product.md, Rulings: Language detection and Neutral routes): every public URL is resolved
 * against the route table built from data/menu.json and data/paths.json. Public pages leave with a
 * Cache-Control a shared cache may follow and never with a cookie (lib/catalogue/routing/cache-policy.ts); the
 * visitor's language is remembered by the page itself, in the browser (components/layout/language-memory.tsx).
 */
export async function proxy(request: NextRequest) {
  // A form post larger than any form takes (a CV, a photo) is refused before it is read.
  const length = Number(request.headers.get('content-length') ?? 0);
  if (request.method === 'POST' && length > MAX_BODY_BYTES) return new NextResponse('Payload too large', { status: 413 });
  const refusal = actionPostRefusal(request.method, request.headers);
  if (refusal) return new NextResponse(refusal === 403 ? 'Forbidden' : 'Bad request', { status: refusal });
  if (await malformedActionPost(request)) return new NextResponse('Bad request', { status: 400 });
  const { pathname, search } = request.nextUrl;
  const resolution = resolveRequest(getRouteTable(), {
    pathname,
    search,
    cookieLanguage: request.cookies.get(LANGUAGE_COOKIE)?.value,
    acceptLanguage: request.headers.get('accept-language'),
    propertyExists,
    projectExists,
    canonicalPath,
    referencePath,
    testFaults: env().VITRINE_TEST_FAULTS === '1',
  });

  const readOnly = request.method === 'GET' || request.method === 'HEAD';
  const cacheControl = readOnly ? cacheControlFor(resolution, isLivePage, followsCrm()) : null;
  // A public page is the same until the next deployment or catalogue release: a browser that has it gets
  // a 304 at once. Its flight data too (Next hides the `RSC` header from the proxy): a URL with `_rsc` and
  // the headers in `Vary` is another entry in every cache, and a function of the deployment all the same.
  const isPage = cacheControl === PUBLIC_PAGE || cacheControl === PUBLIC_PAGE_FOLLOWING;
  const etag = isPage && DEPLOYMENT_ID ? pageEtag(DEPLOYMENT_ID, activeRelease()) : null;
  if (etag && matchesEtag(request.headers.get('if-none-match'), etag))
    return new NextResponse(null, {
      status: 304,
      headers: { 'Cache-Control': cacheControl ?? PUBLIC_PAGE, ETag: etag, 'X-Deployment-Id': DEPLOYMENT_ID },
    });

  let response: NextResponse;
  const linkRefusal = readOnly ? bookingLinkRefusal(resolution, search) : null;
  if (linkRefusal) {
    // A booked visit's link without a token, or with a malformed one: the page's "link not valid", never cached.
    const target = request.nextUrl.clone();
    target.pathname = linkRefusal.pathname;
    response = NextResponse.rewrite(target, { status: linkRefusal.status, ...forwarded(request) });
    response.headers.set('Cache-Control', 'private, no-store');
  } else if (resolution.type === 'pass') {
    response = NextResponse.next(forwarded(request));
    if (resolution.noindex) response.headers.set('X-Robots-Tag', 'noindex');
  } else if (resolution.type === 'redirect') {
    response = NextResponse.redirect(new URL(resolution.location, request.url), resolution.permanent ? 308 : 307);
  } else {
    const target = request.nextUrl.clone();
    // A fixed route renders the localized 404 page; the status comes from here.
    target.pathname =
      resolution.type !== 'not-found'
        ? resolution.pathname
        : resolution.area === 'owner'
          ? `/${resolution.lang}/owner-not-found/`
          : `/${resolution.lang}/page-not-found/${resolution.what ?? 'page'}/`;
    response = NextResponse.rewrite(target, { status: resolution.type === 'not-found' ? 404 : undefined, ...forwarded(request) });
  }
  if (etag) response.headers.set('ETag', etag);
  if (cacheControl) response.headers.set('Cache-Control', cacheControl);
  // A private page (the owner area) may remember its language here; a public one does it in the browser.
  else if (resolution.type === 'rewrite' && request.cookies.get(LANGUAGE_COOKIE)?.value !== resolution.lang)
    response.cookies.set(LANGUAGE_COOKIE, resolution.lang, { path: '/', maxAge: LANGUAGE_COOKIE_MAX_AGE, sameSite: 'lax' });
  if (DEPLOYMENT_ID) response.headers.set('X-Deployment-Id', DEPLOYMENT_ID);
  return response;
}

export const config = {
  // Everything but Next's own assets and route handlers; files in public/ pass through resolveRequest.
  // Next's own paths with a percent sign too: Next's router fails to decode a malformed one (a 500),
  // resolveRequest answers it 404 and lets a well-formed one through.
  // And posts that Next would parse as a server action wherever they are sent, so that the checks
  // above refuse the malformed ones (docs/decisions/0029).
  matcher: [
    '/((?!_next/|api/).*)',
    '/((?:_next|api)/.*%.*)',
    { source: '/((?:_next|api)/.*)', has: [{ type: 'header', key: 'next-action' }] },
    { source: '/((?:_next|api)/.*)', has: [{ type: 'header', key: 'content-type', value: 'multipart/form-data.*' }] },
  ],
};
