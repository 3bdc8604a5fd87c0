/**
 * Localized URLs for links, canonical tags and the language switcher. Everything is derived from
 * the route table, the same one the proxy resolves requests with.
 */
import type { Lang, Project } from '@/lib/catalogue/data/types';
import type { Property } from '@/lib/catalogue/data';
import { projectSegment } from './app-routes';
import { encodePath, publicPath } from './resolve';
import { slugify } from './slug';
import type { Route, RouteTable } from './table';

export function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/**
 * The localized href for a link written with a neutral path ("/for-sale/", "/services/brokerage/?x=1"),
 * as editors write them in the data. External URLs, anchors, mailto: and tel: pass through.
 */
export function localizeHref(table: RouteTable, lang: Lang, href: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const match = /^([^?#]*)(.*)$/.exec(href)!;
  let path = match[1] ?? '/';
  if (!path.endsWith('/')) path += '/';
  const route = table.neutral.get(path);
  if (!route) return href;
  if (route.kind === 'external') return route.url[lang] ?? route.url[table.defaultLanguage] ?? href;
  const localized = publicPath(table, lang, route);
  return localized ? `${encodePath(localized)}${match[2] ?? ''}` : href;
}

export function routeHref(table: RouteTable, lang: Lang, route: Route): string {
  if (route.kind === 'external') return route.url[lang] ?? route.url[table.defaultLanguage] ?? `/${lang}/`;
  const path = publicPath(table, lang, route);
  return path ? encodePath(path) : `/${lang}/`;
}

/** The same page in every enabled language, for the switcher and hreflang. */
export function alternates(table: RouteTable, route: Route): Record<Lang, string> {
  return Object.fromEntries(table.languages.map((lang) => [lang, routeHref(table, lang, route)])) as Record<Lang, string>;
}

/** Canonical detail URL: /{lang}/{te-koop|te-huur}/{city}/{title or type slug}/{id}/ */
export function propertySegments(
  table: RouteTable,
  lang: Lang,
  property: Pick<Property, 'goal' | 'title' | 'typeDescription' | 'address'>,
) {
  const sections = table.sections.get(lang) ?? table.sections.get(table.defaultLanguage)!;
  return {
    section: property.goal === 'sale' ? sections.sale : sections.rent,
    city: slugify(property.address.city) || 'city',
    slug: slugify(property.title) || slugify(property.typeDescription) || 'property',
  };
}

export function propertyHref(
  table: RouteTable,
  lang: Lang,
  property: Pick<Property, 'id' | 'goal' | 'title' | 'typeDescription' | 'address'>,
): string {
  const { section, city, slug } = propertySegments(table, lang, property);
  return encodePath(`/${lang}/${section}/${city}/${slug}/${property.id}/`);
}

/** Canonical project URL: /{lang}/{projecten|projets}/{name slug}/{id}/ */
export function projectHref(table: RouteTable, lang: Lang, project: Pick<Project, 'id' | 'name'>): string {
  return encodePath(`/${lang}/${projectSegment(table, lang)}/${slugify(project.name) || 'project'}/${project.id}/`);
}
