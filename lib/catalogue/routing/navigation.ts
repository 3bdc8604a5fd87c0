import 'server-only';
import { type Property } from '@/lib/catalogue/data';
import { getRoutes } from '@/lib/catalogue/routing/site-routes';
import type { Lang, Project } from '@/lib/catalogue/data/types';
import type { Route } from '@/lib/catalogue/routing/table';
import { APP_PATHS } from '@/lib/catalogue/routing/app-routes';
import { alternates, localizeHref, projectHref, propertyHref, routeHref } from '@/lib/catalogue/routing/urls';

/** Localized href for a neutral path as editors write it ("/for-sale/?city=Gent"). */
export function href(lang: Lang, neutral: string): string {
  return localizeHref(getRoutes(), lang, neutral);
}

export function hrefForRoute(lang: Lang, route: Route): string {
  return routeHref(getRoutes(), lang, route);
}

export function alternatesFor(route: Route): Record<Lang, string> {
  return alternates(getRoutes(), route);
}

export function hrefForProperty(lang: Lang, property: Pick<Property, 'id' | 'goal' | 'title' | 'typeDescription' | 'address'>): string {
  return propertyHref(getRoutes(), lang, property);
}

export function hrefForProject(lang: Lang, project: Pick<Project, 'id' | 'name'>): string {
  return projectHref(getRoutes(), lang, project);
}

/** The project list: its localized page, its external address when paths.json says so, or null without an entry. */
export function hrefForProjectList(lang: Lang): string | null {
  const route = getRoutes().neutral.get(APP_PATHS.projects);
  return route ? routeHref(getRoutes(), lang, route) : null;
}
