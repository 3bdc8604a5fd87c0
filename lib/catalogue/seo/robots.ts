import type { Lang } from '@/lib/catalogue/data/types';
import { MY_SEARCH_SEGMENT, OWNER_SEGMENTS, SUBSCRIPTION_SEGMENT, THANK_YOU_SEGMENT } from '@/lib/catalogue/routing/app-paths';

/**
 * Where the owner portal lives: the login (docs/product.md section 2: /login/ and /{en,nl,fr}/login/, with the
 * forgotten-password pages under it) and the pages behind it, /portal/ and /{lang}/{portaal|portail|portal}/.
 */
export const PORTAL_PATHS = ['/login/', '/*/login/', '/portal/', '/*/portal/'] as const;

/** The portal's localized paths of the owner area's languages ("/nl/portaal/", "/fr/portail/"): the pattern for /{lang}/portal/ misses them. */
export function localizedPortalPaths(ownerLanguages: readonly Lang[]): string[] {
  return ownerLanguages
    .filter((lang) => OWNER_SEGMENTS.portal[lang] !== 'portal')
    .map((lang) => `/${lang}/${OWNER_SEGMENTS.portal[lang]}/`);
}

/**
 * Paths crawlers are kept out of: the owner portal, the map frame (only ever shown inside our pages),
 * thank-you pages, the pages mail links lead to, previews (any path with "preview", docs/product.md section 2) and the route handlers.
 * Those pages also say noindex themselves: robots.txt only asks crawlers not to fetch them.
 */
export function robotsRules(languages: readonly Lang[], ownerLanguages: readonly Lang[]) {
  const disallow = [
    '/api/',
    '/map-frame/',
    ...PORTAL_PATHS,
    ...localizedPortalPaths(ownerLanguages),
    ...languages.flatMap((lang) => [
      `/${lang}/${THANK_YOU_SEGMENT[lang]}/`,
      `/${lang}/${SUBSCRIPTION_SEGMENT[lang]}/`,
      `/${lang}/${MY_SEARCH_SEGMENT[lang]}/`,
    ]),
    '/*preview',
  ];
  return [{ userAgent: '*', allow: '/', disallow }];
}
