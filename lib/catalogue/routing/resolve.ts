/**
 * Decides what the proxy does with a request: rewrite a public URL to its internal route,
 * redirect a neutral URL to the visitor's language, or answer the localized 404.
 * Pure (no Next.js imports) so every rule is unit-tested.
 */
import type { Lang } from '@/lib/catalogue/data/types';
import { listingSearchParams, parseListingQuery } from '@/lib/catalogue/listing/query';
import { LISTING_PATHS, matchSegments, PASS_ROUTES, PATTERN_ROUTES, type RecordKind } from './app-routes';
import { defaultLanguageOf, isEnabledLanguage, type Area } from './languages';
import { OWNER_SEGMENTS } from './app-paths';
import type { Route, RouteTable } from './table';

export { LANGUAGE_COOKIE } from './language-cookie';
/** Longer paths are never ours; refusing them early keeps junk cheap. */
export const MAX_PATH_LENGTH = 2048;

export type Resolution =
  /** Served as it is; `noindex` asks for an X-Robots-Tag header (pages that must stay out of search). */
  | { type: 'pass'; noindex?: true }
  | { type: 'rewrite'; lang: Lang; pathname: string }
  /** 307 unless `permanent` (an outdated detail slug: 308, so search engines move to the new one). */
  | { type: 'redirect'; location: string; permanent?: true }
  /** `area: 'owner'`: a path under the owner area's own segments, answered with its 404 (in its frame). */
  | { type: 'not-found'; lang: Lang; what?: RecordKind; area?: 'owner' };

export interface RequestInfo {
  /** The raw (still percent-encoded) pathname. */
  pathname: string;
  /** The raw query string including "?", or "". */
  search: string;
  cookieLanguage?: string;
  acceptLanguage?: string | null;
  /** Whether a property ID exists; unknown IDs are answered 404 here, before any rendering. */
  propertyExists?: (id: number) => boolean;
  /** Whether a project ID exists, likewise. */
  projectExists?: (id: number) => boolean;
  /**
   * The canonical public path (percent-encoded, as `encodePath` writes it) of a record in a language, or
   * undefined when that language has no such record. Detail pages are cached per record and language
   * (docs/decisions/0022), so the proxy, not the page, redirects every other path naming the record to it.
   */
  canonicalPath?: (kind: RecordKind, lang: Lang, id: number) => string | undefined;
  /** The canonical path of the property a listing's free text names by its reference ("4101"), if any. */
  referencePath?: (lang: Lang, text: string) => string | undefined;
  /** Tests only (lib/platform/env.ts, VITRINE_TEST_FAULTS): let the pages that throw through (TEST_FAULT_PATH). */
  testFaults?: boolean;
}

/**
 * A normalized listing query as one path segment: base64url, because a percent-encoded one would be
 * decoded a different number of times on its way through the rewrite. `listingQueryOf` reads it back.
 */
export function listingSegment(search: string): string {
  return Buffer.from(search, 'utf8').toString('base64url');
}

/** Internal paths of the two listings (app/[lang]/for-sale/, for-rent/). */
const LISTING_INTERNAL = new Set(Object.values(LISTING_PATHS));

/**
 * A listing with a query string is one cached page per normalized query (docs/decisions/0022): the
 * query is parsed like the page would, bad values dropped, and put in canonical order into one path
 * segment (`listingSegment`) of the internal route (app/[lang]/for-sale/[query]/), so `?type=2&city=Gent&utm_source=x`
 * and `?city=Gent&type=2` are the same page. Without any filter left it is the prerendered listing.
 * A reference typed in full goes straight to its property, also from a form sent without JavaScript.
 */
function listingResolution(table: RouteTable, lang: Lang, route: Route & { kind: 'app' }, request: RequestInfo): Resolution {
  const params = new URLSearchParams(request.search);
  const query = parseListingQuery(params);
  const reference = request.referencePath?.(lang, query.text);
  if (reference) return { type: 'redirect', location: reference };
  // The home and 404 search boxes send their sale-or-rent choice as `goal` (components/search/search-form.tsx):
  // without JavaScript the form goes to the for-sale listing, which hands a rent search on.
  const goal = params.get('goal');
  const here = route.original === LISTING_PATHS.rent ? 'rent' : 'sale';
  if ((goal === 'sale' || goal === 'rent') && goal !== here) {
    params.delete('goal');
    const rest = params.toString();
    return { type: 'redirect', location: `${encodePath(`/${lang}/${table.sections.get(lang)![goal]}/`)}${rest ? `?${rest}` : ''}` };
  }
  const internal = internalPath(lang, route);
  const canonical = listingSearchParams(query).toString();
  return { type: 'rewrite', lang, pathname: canonical ? `${internal}${listingSegment(canonical)}/` : internal };
}

/** Internal path of a route (what app/ renders), with the language prefix and a trailing slash. */
export function internalPath(lang: Lang, route: Route): string {
  switch (route.kind) {
    case 'home':
      return `/${lang}/`;
    case 'menu':
      return `/${lang}/menu/${route.id}/`;
    case 'app':
      return `/${lang}${route.original}`;
    case 'external':
      return `/${lang}/`;
  }
}

/** Splits and decodes a raw pathname; null when it is malformed or tries to climb out. */
export function decodeSegments(rawPath: string): string[] | null {
  if (rawPath.length > MAX_PATH_LENGTH) return null;
  const segments: string[] = [];
  for (const raw of rawPath.split('/')) {
    if (raw === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === '.' || segment === '..' || /[\u0000-\u001f/\\]/.test(segment)) return null;
    segments.push(segment);
  }
  return segments;
}

/**
 * Picks the language for an unprefixed URL among an area's languages: ?lng, then the cookie, then
 * Accept-Language, then the area's default.
 */
export function detectLanguage(
  table: RouteTable,
  search: string,
  cookie?: string,
  acceptLanguage?: string | null,
  area: Area = 'site',
): Lang {
  const enabled = (code: string | null | undefined): Lang | undefined => {
    const candidate = code?.trim().toLowerCase().slice(0, 2);
    return isEnabledLanguage(table, area, candidate) ? candidate : undefined;
  };
  const fromQuery = enabled(new URLSearchParams(search).get('lng'));
  if (fromQuery) return fromQuery;
  const fromCookie = enabled(cookie);
  if (fromCookie) return fromCookie;
  if (acceptLanguage) {
    const ranked = acceptLanguage
      .split(',')
      .map((part, index) => {
        const [tag, ...params] = part.trim().split(';');
        const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
        return { tag: tag ?? '', q: q ? Number(q.slice(2)) : 1, index };
      })
      .filter((entry) => entry.tag && Number.isFinite(entry.q) && entry.q > 0)
      .sort((a, b) => b.q - a.q || a.index - b.index);
    for (const { tag } of ranked) {
      const lang = enabled(tag);
      if (lang) return lang;
    }
  }
  return defaultLanguageOf(table, area);
}

function toPath(segments: string[]): string {
  return segments.length ? `/${segments.join('/')}/` : '/';
}

/** Localized public path of a route, with the language prefix; null for external routes. */
export function publicPath(table: RouteTable, lang: Lang, route: Route): string | null {
  switch (route.kind) {
    case 'home':
      return `/${lang}/`;
    case 'menu': {
      const page = table.menuById.get(route.id);
      return page ? `/${lang}${page.paths[lang]}` : null;
    }
    case 'app': {
      const entry = table.paths.find((p) => p.original === route.original);
      const path = entry?.path[lang];
      return path ? `/${lang}${path}` : null;
    }
    case 'external':
      return null;
  }
}

/**
 * The pages that throw while rendering, for the error pages' browser test: `/{lang}/fault/` fails inside
 * the language layout (app/[lang]/error.tsx shows), `/fault/{lang}/` in a root layout of its own
 * (app/global-error.tsx shows). Only with `testFaults`; otherwise they are 404s like any unknown path.
 */
export const TEST_FAULT_PATH = /^\/(?:[a-z]{2}\/fault|fault\/[a-z]{2})\/$/;

/** Next's build output and the route handlers under app/api/. */
const NEXT_OWN = /^\/(?:_next|api)\//;

/** A file name at the end of the path: public files and photos, served by Next itself. */
const FILE = /\/[^/]+\.[a-z0-9]{1,12}$/i;

export function resolveRequest(table: RouteTable, request: RequestInfo): Resolution {
  const segments = decodeSegments(request.pathname);
  const detected = (area: Area = 'site') => detectLanguage(table, request.search, request.cookieLanguage, request.acceptLanguage, area);
  const exists: Record<RecordKind, (id: number) => boolean> = {
    property: request.propertyExists ?? (() => true),
    project: request.projectExists ?? (() => true),
  };
  // A malformed path must never reach Next's router, which fails to decode it (a 500).
  if (!segments) return { type: 'not-found', lang: detected() };
  // Next's own files and the route handlers reach the proxy only when their path holds a percent sign
  // (proxy.ts's matcher), to be caught here when it is malformed; a well-formed one is theirs.
  if (NEXT_OWN.test(request.pathname)) return { type: 'pass' };
  if (request.testFaults && TEST_FAULT_PATH.test(request.pathname)) return { type: 'pass', noindex: true };

  for (const route of PASS_ROUTES) {
    const match = route.path.exec(request.pathname);
    if (!match) continue;
    const lang = match[1];
    return lang === undefined || isEnabledLanguage(table, 'site', lang)
      ? { type: 'pass', noindex: true }
      : { type: 'not-found', lang: detected() };
  }
  // Files live outside the language folders; /nl/anything.jpg is not one of ours.
  if (FILE.test(request.pathname) && !/^\/[a-z]{2}\//i.test(request.pathname)) return { type: 'pass' };

  const [first, ...rest] = segments;
  if (first !== undefined && /^[a-z]{2}$/i.test(first)) {
    // An unknown or disabled language code, or an upper-case prefix, is not a page of ours.
    const areas = (['site', 'owner'] as const).filter((area) => isEnabledLanguage(table, area, first));
    if (!areas.length) return { type: 'not-found', lang: detected() };
    const lang = first as Lang;
    // The route table holds the public site's pages (menu, paths.json).
    const route = areas.includes('site') ? table.localized.get(lang)?.get(toPath(rest)) : undefined;
    if (route?.kind === 'app' && LISTING_INTERNAL.has(route.original) && request.search.length > 1)
      return listingResolution(table, lang, route, request);
    if (route) return { type: 'rewrite', lang, pathname: internalPath(lang, route) };
    for (const pattern of PATTERN_ROUTES) {
      if (!areas.includes(pattern.area)) continue;
      const params = matchSegments(pattern.localized(table, lang), rest);
      if (!params) continue;
      if (pattern.record) {
        const id = Number(params.id);
        if (!exists[pattern.record](id)) return { type: 'not-found', lang, what: pattern.record };
        const canonical = request.canonicalPath?.(pattern.record, lang, id);
        if (canonical === undefined && request.canonicalPath) return { type: 'not-found', lang, what: pattern.record };
        // Any other path naming the record (an outdated slug, another city) moves for good, query kept.
        if (canonical !== undefined && canonical !== encodePath(`/${lang}${toPath(rest)}`))
          return { type: 'redirect', location: `${canonical}${request.search}`, permanent: true };
      }
      return { type: 'rewrite', lang, pathname: pattern.internal(lang, params, request.search) };
    }
    // Under the owner area's first segments (its login, its portal), a path that is none of its pages is
    // the owner area's 404: in its language and frame, with the way back to the portal.
    if (
      areas.includes('owner') &&
      rest[0] !== undefined &&
      [OWNER_SEGMENTS.login, OWNER_SEGMENTS.portal].some((segments) => segments[lang] === rest[0])
    )
      return { type: 'not-found', lang, area: 'owner' };
    // The 404 page belongs to the public site: in this language when the site has it.
    return { type: 'not-found', lang: areas.includes('site') ? lang : detected() };
  }

  // Neutral routes answer a redirect to the visitor's language, keeping the query string.
  const lang = detected();
  const route = table.neutral.get(toPath(segments));
  if (route?.kind === 'external') {
    const url = route.url[lang] ?? route.url[table.defaultLanguage];
    return url ? { type: 'redirect', location: url } : { type: 'not-found', lang };
  }
  if (route) {
    const target = publicPath(table, lang, route);
    return target ? { type: 'redirect', location: `${encodePath(target)}${request.search}` } : { type: 'not-found', lang };
  }
  for (const pattern of PATTERN_ROUTES) {
    if (!pattern.neutral || !(pattern.neutralInternal || pattern.neutralRedirect)) continue;
    const params = matchSegments(pattern.neutral, segments);
    if (!params) continue;
    const areaLang = detected(pattern.area);
    if (pattern.neutralRedirect) return { type: 'redirect', location: `${encodePath(pattern.neutralRedirect(areaLang))}${request.search}` };
    if (pattern.record && !exists[pattern.record](Number(params.id))) return { type: 'not-found', lang, what: pattern.record };
    // A neutral record path (/property/4101/) redirects like every neutral route, to the canonical URL.
    if (pattern.record && request.canonicalPath) {
      const canonical = request.canonicalPath(pattern.record, areaLang, Number(params.id));
      return canonical === undefined
        ? { type: 'not-found', lang, what: pattern.record }
        : { type: 'redirect', location: `${canonical}${request.search}` };
    }
    return { type: 'rewrite', lang: areaLang, pathname: pattern.neutralInternal!(areaLang, params) };
  }
  return { type: 'not-found', lang };
}

/** Percent-encodes each segment of a path for a Location header or an href ("'" stays as it is). */
export function encodePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}
