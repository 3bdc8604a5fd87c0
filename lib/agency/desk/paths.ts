/**
 * The desk's addresses: /{lang}/desk/… in nl, fr and en, the same word in each (a private area: no page
 * of it is indexed, linked from the site or cached; docs/decisions/0058).
 */
export const DESK_LANGS = ['nl', 'fr', 'en'] as const;
export type DeskLang = (typeof DESK_LANGS)[number];

export const isDeskLang = (value: unknown): value is DeskLang =>
  typeof value === 'string' && (DESK_LANGS as readonly string[]).includes(value);

/** The desk's pages: its home, the sign-in and its second step, the password link's page, and each area. */
export const DESK_PAGES = [
  'home',
  'sign-in',
  'second-factor',
  'password',
  'visits',
  'leads',
  'testimonials',
  'owners',
  'privacy',
  'crm',
  'staff',
  'log',
] as const;
export type DeskPage = (typeof DESK_PAGES)[number];

export const DESK_SEGMENT = 'desk';

export function deskPath(lang: DeskLang, page: DeskPage = 'home'): string {
  return page === 'home' ? `/${lang}/${DESK_SEGMENT}/` : `/${lang}/${DESK_SEGMENT}/${page}/`;
}

/** Whether a path (without query) is one of the desk's: such a response is private and never cached. */
export function isDeskPath(pathname: string): boolean {
  return new RegExp(`^/(?:${DESK_LANGS.join('|')})/${DESK_SEGMENT}(?:/|$)`).test(pathname);
}
