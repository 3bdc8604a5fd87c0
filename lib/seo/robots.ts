import type { Lang } from '@/lib/data/types';
import { MY_SEARCH_SEGMENT, SUBSCRIPTION_SEGMENT, THANK_YOU_SEGMENT } from '@/lib/routing/app-paths';

/**
 * Where the owner portal lives: the login (SPEC.md section 2: /login/ and /{en,nl,fr}/login/) and the
 * pages behind it, /portal/ and /{lang}/portal/. The portal issue builds them here.
 */
export const PORTAL_PATHS = ['/login/', '/*/login/', '/portal/', '/*/portal/'] as const;

/**
 * Paths crawlers are kept out of: the owner portal, the map frame (only ever shown inside our pages),
 * thank-you pages, the pages mail links lead to, previews (any path with "preview", SPEC.md section 2) and the route handlers.
 * Those pages also say noindex themselves: robots.txt only asks crawlers not to fetch them.
 */
export function robotsRules(languages: readonly Lang[]) {
  const disallow = [
    '/api/',
    '/map-frame/',
    ...PORTAL_PATHS,
    ...languages.flatMap((lang) => [`/${lang}/${THANK_YOU_SEGMENT[lang]}/`, `/${lang}/${SUBSCRIPTION_SEGMENT[lang]}/`, `/${lang}/${MY_SEARCH_SEGMENT[lang]}/`]),
    '/*preview',
  ];
  return [{ userAgent: '*', allow: '/', disallow }];
}
