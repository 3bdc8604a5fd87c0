/**
 * Decides what the proxy does with a request: rewrite a public URL to its internal route,
 * redirect a neutral URL to the visitor's language, or answer the localized 404.
 * Pure (no Next.js imports) so every rule is unit-tested.
 */
import type { Lang } from '@/lib/data/types';
import type { Route, RouteTable } from './table';

export const LANGUAGE_COOKIE = 'VITRINE_LANG';
/** Longer paths are never ours; refusing them early keeps junk cheap. */
export const MAX_PATH_LENGTH = 2048;

export type Resolution =
  /** Served as it is; `noindex` asks for an X-Robots-Tag header (pages that must stay out of search). */
  | { type: 'pass'; noindex?: true }
  | { type: 'rewrite'; lang: Lang; pathname: string }
  | { type: 'redirect'; location: string }
  | { type: 'not-found'; lang: Lang; what?: 'property' | 'project' };

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
}

/**
 * Pages of ours outside the language folders, served as they are: the map frame (lib/map/message.ts,
 * MAP_FRAME_PATH) has no language of its own and is only ever shown inside another page.
 */
export const UNLOCALIZED_PAGES: ReadonlySet<string> = new Set(['/map-frame/']);

/**
 * The offline page the service worker precaches and shows when the network is gone: /offline/{lang}/,
 * outside the language folders so it needs none of the site's scripts or stylesheets (app/offline/).
 */
const OFFLINE_PAGE = /^\/offline\/([a-z]{2})\/$/;

/** Neutral path of the project list in paths.json. */
export const PROJECT_LIST = '/project/';

/**
 * Localized first segment of project detail URLs: the list's own ("projecten", "projets"), or
 * "project" when the list is external or missing, so detail pages keep an address of their own.
 */
export function projectSegment(table: RouteTable, lang: Lang): string {
  const entry = table.paths.find((p) => p.original === PROJECT_LIST && !p.external);
  return entry?.path[lang]?.split('/').find(Boolean) ?? 'project';
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

/** Picks the language for an unprefixed URL: ?lng, then the cookie, then Accept-Language, then the default. */
export function detectLanguage(table: RouteTable, search: string, cookie?: string, acceptLanguage?: string | null): Lang {
  const enabled = (code: string | null | undefined): Lang | undefined =>
    table.languages.find((l) => l === code?.trim().toLowerCase().slice(0, 2));
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
  return table.defaultLanguage;
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

/** A file name at the end of the path: public files and photos, served by Next itself. */
const FILE = /\/[^/]+\.[a-z0-9]{1,12}$/i;

export function resolveRequest(table: RouteTable, request: RequestInfo): Resolution {
  const segments = decodeSegments(request.pathname);
  const detected = () => detectLanguage(table, request.search, request.cookieLanguage, request.acceptLanguage);
  const exists = request.propertyExists ?? (() => true);
  const projectExists = request.projectExists ?? (() => true);
  // A malformed path must never reach Next's router, which fails to decode it (a 500).
  if (!segments) return { type: 'not-found', lang: detected() };
  if (UNLOCALIZED_PAGES.has(request.pathname)) return { type: 'pass', noindex: true };
  const offline = OFFLINE_PAGE.exec(request.pathname);
  if (offline) {
    const lang = table.languages.find((l) => l === offline[1]);
    return lang ? { type: 'pass', noindex: true } : { type: 'not-found', lang: detected() };
  }
  // Files live outside the language folders; /nl/anything.jpg is not one of ours.
  if (FILE.test(request.pathname) && !/^\/[a-z]{2}\//i.test(request.pathname)) return { type: 'pass' };

  const [first, ...rest] = segments;
  if (first !== undefined && /^[a-z]{2}$/i.test(first)) {
    const lang = table.languages.find((l) => l === first);
    // An unknown or disabled language code, or an upper-case prefix, is not a page of ours.
    if (!lang) return { type: 'not-found', lang: detected() };
    const localized = table.localized.get(lang)!;
    const route = localized.get(toPath(rest));
    if (route) return { type: 'rewrite', lang, pathname: internalPath(lang, route) };

    // Property detail: /{lang}/{te-koop|te-huur}/{city}/{slug}/{id}/
    const sections = table.sections.get(lang)!;
    const [section, city, slug, id, ...extra] = rest;
    if (
      extra.length === 0 &&
      (section === sections.sale || section === sections.rent) &&
      city &&
      slug &&
      id &&
      /^\d{1,9}$/.test(id)
    ) {
      if (!exists(Number(id))) return { type: 'not-found', lang, what: 'property' };
      const pathname = `/${lang}/property/${id}/${[section, city, slug].map(encodeURIComponent).join('/')}/`;
      return { type: 'rewrite', lang, pathname };
    }

    // Project detail: /{lang}/{projecten|projets}/{slug}/{id}/
    const [list, name, projectId] = rest;
    if (rest.length === 3 && list === projectSegment(table, lang) && name && /^\d{1,9}$/.test(projectId!)) {
      if (!projectExists(Number(projectId))) return { type: 'not-found', lang, what: 'project' };
      return { type: 'rewrite', lang, pathname: `/${lang}/project/${projectId}/${[list, name].map(encodeURIComponent).join('/')}/` };
    }
    return { type: 'not-found', lang };
  }

  // Neutral routes answer a redirect to the visitor's language, keeping the query string.
  const lang = detected();
  const neutralPath = toPath(segments);
  const route = table.neutral.get(neutralPath);
  if (route?.kind === 'external') {
    const url = route.url[lang] ?? route.url[table.defaultLanguage];
    return url ? { type: 'redirect', location: url } : { type: 'not-found', lang };
  }
  if (route) {
    const target = publicPath(table, lang, route);
    return target ? { type: 'redirect', location: `${encodePath(target)}${request.search}` } : { type: 'not-found', lang };
  }
  // /property/{id}/ → the internal detail route, which redirects to the canonical localized URL.
  if (segments.length === 2 && segments[0] === 'property' && /^\d{1,9}$/.test(segments[1]!))
    return exists(Number(segments[1]))
      ? { type: 'rewrite', lang, pathname: `/${lang}/property/${segments[1]}/` }
      : { type: 'not-found', lang, what: 'property' };
  // /project/{id}/ likewise.
  if (segments.length === 2 && segments[0] === 'project' && /^\d{1,9}$/.test(segments[1]!))
    return projectExists(Number(segments[1]))
      ? { type: 'rewrite', lang, pathname: `/${lang}/project/${segments[1]}/` }
      : { type: 'not-found', lang, what: 'project' };

  return { type: 'not-found', lang };
}

/** Percent-encodes each segment of a path for a Location header or an href ("'" stays as it is). */
export function encodePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}
