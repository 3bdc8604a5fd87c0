/**
 * The app's own routes, declared as data. Menu pages and the localized paths of paths.json live in the
 * route table (table.ts); what is here is what the code adds: the neutral paths of the app's pages,
 * the pages served outside the language folders, and the routes whose paths carry parameters (a
 * property's or a project's detail page). The proxy resolves requests against these lists
 * (resolve.ts); adding a route (thank-you pages, login, the portal) is adding an entry here.
 * Pure, for the proxy and its tests.
 */
import type { Goal } from '@/lib/catalogue/data';
import { foldedFormOf } from '@/lib/catalogue/property/folds';
import type { Lang } from '@/lib/catalogue/data/types';
import type { Area } from './languages';
import type { Route, RouteTable } from './table';

import {
  APP_PATHS,
  COSTS_SEGMENT,
  LISTING_PATHS,
  MY_SEARCH_SEGMENT,
  OWNER_SEGMENTS,
  SUBSCRIPTION_SEGMENT,
  THANK_YOU_SEGMENT,
  VISIT_BOOKING_SEGMENT,
  VISIT_SLOTS_SEGMENT,
} from './app-paths';

export { APP_PATHS, LISTING_PATHS } from './app-paths';

export type AppRoute = Extract<Route, { kind: 'app' }>;

/** The for-sale or for-rent listing. */
export function listingRoute(goal: Goal): AppRoute {
  return { kind: 'app', original: LISTING_PATHS[goal] };
}

/** Pages of ours outside the language folders, served as they are and kept out of search engines. */
export interface PassRoute {
  /** Matches the raw pathname; the first group, if any, is a language the public site must enable. */
  path: RegExp;
}

export const PASS_ROUTES: readonly PassRoute[] = [
  // The map frame (lib/catalogue/map/message.ts, MAP_FRAME_PATH) has no language of its own and is only ever shown
  // inside another page.
  { path: /^\/map-frame\/$/ },
  // The offline page the service worker precaches, outside the language folders so it needs none of the
  // site's scripts or stylesheets (app/offline/).
  { path: /^\/offline\/([a-z]{2})\/$/ },
];

/** A path segment: a literal (one of several), or a named parameter. */
export type SegmentPattern = { oneOf: readonly string[]; as?: string } | { param: string; pattern?: RegExp };

export type Params = Record<string, string>;

/** The kinds of record a route's `id` may name; a missing one gets its own 404 ("property not found"). */
export type RecordKind = 'property' | 'project';

export interface PatternRoute {
  name: string;
  area: Area;
  /** The path after the language prefix, segment by segment, in a language. */
  localized(table: RouteTable, lang: Lang): readonly SegmentPattern[];
  /** The internal path (app/[lang]/…) a match is rewritten to; `search` is the raw query string. */
  internal(lang: Lang, params: Params, search: string): string;
  /** The record `params.id` names: unknown IDs are that record's 404, before anything renders. */
  record?: RecordKind;
  /** A neutral path (no language prefix) for the same record, rewritten to `neutralInternal`. */
  neutral?: readonly SegmentPattern[];
  neutralInternal?(lang: Lang, params: Params): string;
  /** Or, for a neutral path that redirects: the public path in the detected language. */
  neutralRedirect?(lang: Lang): string;
}

const ID = /^\d{1,9}$/;
const oneOf = (values: readonly string[], as?: string): SegmentPattern => ({ oneOf: values, as });
const param = (name: string, pattern?: RegExp): SegmentPattern => ({ param: name, pattern });

/**
 * Localized first segment of project detail URLs: the list's own ("projecten", "projets"), or
 * "project" when the list is external or missing, so detail pages keep an address of their own.
 */
export function projectSegment(table: RouteTable, lang: Lang): string {
  const entry = table.paths.find((p) => p.original === APP_PATHS.projects && !p.external);
  return entry?.path[lang]?.split('/').find(Boolean) ?? 'project';
}

export const PATTERN_ROUTES: readonly PatternRoute[] = [
  {
    // /{lang}/{te-koop|te-huur}/{city}/{slug}/{id}/: the proxy redirects any other path naming the
    // property to its canonical URL (RequestInfo.canonicalPath), so the page is one per ID and language.
    name: 'property detail',
    area: 'site',
    localized: (table, lang) => {
      const sections = table.sections.get(lang)!;
      return [oneOf([sections.sale, sections.rent]), param('city'), param('slug'), param('id', ID)];
    },
    // `?form=purchase-offer` is the same page with that folded form open, for browsers without
    // JavaScript (lib/catalogue/property/folds.ts): a cached page of its own.
    internal: (lang, p, search) => {
      const form = foldedFormOf(search);
      return form ? `/${lang}/property/${p.id}/${form}/` : `/${lang}/property/${p.id}/`;
    },
    record: 'property',
    // /property/{id}/ → a 307 to the canonical localized URL.
    neutral: [oneOf(['property']), param('id', ID)],
    neutralInternal: (lang, p) => `/${lang}/property/${p.id}/`,
  },
  {
    // /{lang}/{bedankt|merci}/{form}/: the page a form leads to (docs/product.md, Rulings: Thank-you pages); the page knows the forms.
    name: 'thank you',
    area: 'site',
    localized: (_table, lang) => [oneOf([THANK_YOU_SEGMENT[lang]]), param('form', /^[a-z]+(?:-[a-z]+)*$/)],
    internal: (lang, p) => `/${lang}/thanks/${p.form}/`,
  },
  {
    // /{lang}/{inschrijving|inscription}/?token=…: where a mail's confirm or stop link lands (lib/visitor/subscriptions/links.ts).
    name: 'subscription',
    area: 'site',
    localized: (_table, lang) => [oneOf([SUBSCRIPTION_SEGMENT[lang]])],
    internal: (lang) => `/${lang}/subscription/`,
  },
  {
    // /{lang}/{mijn-zoekopdracht|ma-recherche}/: a demand register search, changed or stopped by its owner.
    name: 'my search',
    area: 'site',
    localized: (_table, lang) => [oneOf([MY_SEARCH_SEGMENT[lang]])],
    internal: (lang) => `/${lang}/search/`,
  },
  {
    // /{lang}/{kosten|frais}/{id}/?own-home=…: a sale's costs recomputed from the cost panel's form without
    // JavaScript (docs/decisions/0039). Rendered per request and private (cache-policy.ts): the detail page
    // stays one cached page per ID and language. The page checks that the property shows the panel.
    name: 'property costs',
    area: 'site',
    localized: (_table, lang) => [oneOf([COSTS_SEGMENT[lang]]), param('id', ID)],
    internal: (lang, p) => `/${lang}/costs/${p.id}/`,
  },
  {
    // /{lang}/{bezoek|visite}/{id}/: a property's free visit slots and the booking form, for a visitor
    // without JavaScript (docs/decisions/0042, amendment 2). Rendered per request and private
    // (cache-policy.ts): the detail page stays one cached page per ID and language.
    name: 'visit booking',
    area: 'site',
    localized: (_table, lang) => [oneOf([VISIT_SLOTS_SEGMENT[lang]]), param('id', ID)],
    internal: (lang, p) => `/${lang}/visit/${p.id}/`,
  },
  {
    // /{lang}/{mijn-bezoek|ma-visite}/?token=…: a booked visit opened by its mail's signed link, to cancel
    // or move it (docs/decisions/0042, amendment 3). Rendered per request and private (cache-policy.ts);
    // the proxy answers a missing or malformed token itself (booking-link.ts).
    name: 'my visit',
    area: 'site',
    localized: (_table, lang) => [oneOf([VISIT_BOOKING_SEGMENT[lang]])],
    internal: (lang) => `/${lang}/my-visit/`,
  },
  {
    // /{lang}/login/ (docs/product.md section 2), and /login/ → a 307 to it in the detected owner-area language.
    name: 'owner login',
    area: 'owner',
    localized: (_table, lang) => [oneOf([OWNER_SEGMENTS.login[lang]])],
    internal: (lang) => `/${lang}/login/`,
    neutral: [oneOf(['login'])],
    neutralRedirect: (lang) => `/${lang}/${OWNER_SEGMENTS.login[lang]}/`,
  },
  {
    // /{lang}/login/{wachtwoord-vergeten|mot-de-passe-oublie|forgot-password}/
    name: 'owner forgot password',
    area: 'owner',
    localized: (_table, lang) => [oneOf([OWNER_SEGMENTS.login[lang]]), oneOf([OWNER_SEGMENTS.forgot[lang]])],
    internal: (lang) => `/${lang}/login/forgot/`,
  },
  {
    // /{lang}/login/{wachtwoord|mot-de-passe|password}/?token=…: where a password link lands.
    name: 'owner password',
    area: 'owner',
    localized: (_table, lang) => [oneOf([OWNER_SEGMENTS.login[lang]]), oneOf([OWNER_SEGMENTS.password[lang]])],
    internal: (lang) => `/${lang}/login/password/`,
  },
  {
    // /{lang}/{portaal|portail|portal}/: the owner's properties.
    name: 'owner portal',
    area: 'owner',
    localized: (_table, lang) => [oneOf([OWNER_SEGMENTS.portal[lang]])],
    internal: (lang) => `/${lang}/portal/`,
  },
  {
    // /{lang}/{portaal|portail|portal}/{id}/: one property's statistics; the page checks ownership
    // (lib/owner/auth/owner.ts), so an id that is not the owner's is the same 404 as one that does not exist.
    name: 'owner property',
    area: 'owner',
    localized: (_table, lang) => [oneOf([OWNER_SEGMENTS.portal[lang]]), param('id', ID)],
    internal: (lang, p) => `/${lang}/portal/${p.id}/`,
  },
  {
    // /{lang}/{projecten|projets}/{slug}/{id}/
    name: 'project detail',
    area: 'site',
    localized: (table, lang) => [oneOf([projectSegment(table, lang)]), param('name'), param('id', ID)],
    internal: (lang, p) => `/${lang}/project/${p.id}/`,
    record: 'project',
    neutral: [oneOf(['project']), param('id', ID)],
    neutralInternal: (lang, p) => `/${lang}/project/${p.id}/`,
  },
];

/** The parameters when `segments` match `patterns` one for one, else null. */
export function matchSegments(patterns: readonly SegmentPattern[], segments: readonly string[]): Params | null {
  if (patterns.length !== segments.length) return null;
  const params: Params = {};
  for (const [i, pattern] of patterns.entries()) {
    const segment = segments[i]!;
    if ('oneOf' in pattern) {
      if (!pattern.oneOf.includes(segment)) return null;
      if (pattern.as) params[pattern.as] = segment;
    } else {
      if (!segment || (pattern.pattern && !pattern.pattern.test(segment))) return null;
      params[pattern.param] = segment;
    }
  }
  return params;
}
