import { NextResponse, type NextRequest } from 'next/server';
import { getRouteTable, projectExists, propertyExists } from '@/lib/routing/load';
import { LANGUAGE_COOKIE, resolveRequest } from '@/lib/routing/resolve';
import { MAX_BODY_BYTES } from '@/lib/schemas/constants';
import { malformedActionPost } from '@/lib/security/action-post';

const ONE_YEAR = 60 * 60 * 24 * 365;

/**
 * Next uses `x-middleware-subrequest` internally; sent from outside it once let a request skip the proxy
 * (CVE-2025-29927). Next 16 checks it, and the page never sees it from here; a reverse proxy in front
 * should drop it too (README, Deployment).
 */
const SUBREQUEST_HEADER = 'x-middleware-subrequest';

function withoutSubrequestHeader(incoming: Headers): Headers {
  const headers = new Headers(incoming);
  headers.delete(SUBREQUEST_HEADER);
  return headers;
}

/**
 * Language prefix, localized slugs and neutral routes (DECISIONS.md): every public URL is resolved
 * against the route table built from data/menu.json and data/paths.json.
 */
export async function proxy(request: NextRequest) {
  // A form post larger than any form takes (a CV, a photo) is refused before it is read.
  const length = Number(request.headers.get('content-length') ?? 0);
  if (request.method === 'POST' && length > MAX_BODY_BYTES) return new NextResponse('Payload too large', { status: 413 });
  if (await malformedActionPost(request)) return new NextResponse('Bad request', { status: 400 });
  const table = getRouteTable();
  const { pathname, search } = request.nextUrl;
  const resolution = resolveRequest(table, {
    pathname,
    search,
    cookieLanguage: request.cookies.get(LANGUAGE_COOKIE)?.value,
    acceptLanguage: request.headers.get('accept-language'),
    propertyExists,
    projectExists,
  });

  if (resolution.type === 'pass') {
    const response = NextResponse.next({ request: { headers: withoutSubrequestHeader(request.headers) } });
    if (resolution.noindex) response.headers.set('X-Robots-Tag', 'noindex');
    return response;
  }
  if (resolution.type === 'redirect') return NextResponse.redirect(new URL(resolution.location, request.url), 307);

  const target = request.nextUrl.clone();
  if (resolution.type === 'not-found') {
    // A fixed route renders the localized 404 page; the status comes from here.
    target.pathname = `/${resolution.lang}/page-not-found/${resolution.what ?? 'page'}/`;
    return NextResponse.rewrite(target, { status: 404, request: { headers: withoutSubrequestHeader(request.headers) } });
  }
  target.pathname = resolution.pathname;
  const response = NextResponse.rewrite(target, { request: { headers: withoutSubrequestHeader(request.headers) } });
  // The URL prefix always wins; remember it for the next unprefixed visit.
  if (request.cookies.get(LANGUAGE_COOKIE)?.value !== resolution.lang)
    response.cookies.set(LANGUAGE_COOKIE, resolution.lang, { path: '/', maxAge: ONE_YEAR, sameSite: 'lax' });
  return response;
}

export const config = {
  // Everything but Next's own assets and route handlers; files in public/ pass through resolveRequest.
  matcher: ['/((?!_next/|api/).*)'],
};
