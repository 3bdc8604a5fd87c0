import type { Lang } from '@/lib/data/types';

/** Thank-you pages per language (DECISIONS.md): /nl/bedankt/{form}/, /fr/merci/{form}/. */
export const THANK_YOU_SEGMENT: Partial<Record<Lang, string>> = { nl: 'bedankt', fr: 'merci' };

/**
 * Where the owner portal lives: the login (SPEC.md section 2: /login/ and /{en,nl,fr}/login/) and the
 * pages behind it, /portal/ and /{lang}/portal/. The portal issue builds them here.
 */
export const PORTAL_PATHS = ['/login/', '/*/login/', '/portal/', '/*/portal/'] as const;

/**
 * Paths crawlers are kept out of: the owner portal, the map frame (only ever shown inside our pages),
 * thank-you pages, previews (any path with "preview", SPEC.md section 2) and the route handlers.
 * Those pages also say noindex themselves: robots.txt only asks crawlers not to fetch them.
 */
export function robotsRules(languages: readonly Lang[]) {
  const disallow = [
    '/api/',
    '/map-frame/',
    ...PORTAL_PATHS,
    ...languages.flatMap((lang) => (THANK_YOU_SEGMENT[lang] ? [`/${lang}/${THANK_YOU_SEGMENT[lang]}/`] : [])),
    '/*preview',
  ];
  return [{ userAgent: '*', allow: '/', disallow }];
}
