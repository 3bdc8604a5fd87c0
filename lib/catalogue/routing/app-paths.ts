/** Neutral paths of the app's own pages, which paths.json localizes ("/for-sale/" → "/nl/te-koop/"). */
import type { Goal } from '@/lib/catalogue/data';

export const APP_PATHS = {
  forSale: '/for-sale/',
  forRent: '/for-rent/',
  /** The project list; it may be external (paths.json `external: true`). */
  projects: '/project/',
  favourites: '/favourites/',
} as const;

export const LISTING_PATHS: Record<Goal, string> = { sale: APP_PATHS.forSale, rent: APP_PATHS.forRent };

/**
 * The first segment of thank-you pages per language (docs/product.md, Rulings: Thank-you pages: /nl/bedankt/{slug}/,
 * /fr/merci/{slug}/); the slug is the form's id.
 */
export const THANK_YOU_SEGMENT = { nl: 'bedankt', fr: 'merci', en: 'thanks', de: 'danke' } as const;

/** The first segment of the page where a mail's confirm or stop link lands (lib/visitor/subscriptions/links.ts). */
export const SUBSCRIPTION_SEGMENT = { nl: 'inschrijving', fr: 'inscription', en: 'subscription', de: 'abonnement' } as const;

/**
 * The first segment of the page a booked visit's signed link opens, to cancel or move it
 * (lib/visitor/visits/tokens.ts): /{lang}/{segment}/?token=…
 */
export const VISIT_BOOKING_SEGMENT = { nl: 'mijn-bezoek', fr: 'ma-visite', en: 'my-visit', de: 'mein-besuch' } as const;

/**
 * The first segment of the page where a visit slot is chosen and booked without JavaScript
 * (/{lang}/{segment}/{id}/): rendered per request, since the detail page is cached and never holds the
 * live free slots (docs/decisions/0042, amendment 2).
 */
export const VISIT_SLOTS_SEGMENT = { nl: 'bezoek', fr: 'visite', en: 'visit', de: 'besichtigung' } as const;

/** The path of a property's visit booking page. */
export const visitSlotsPath = (lang: keyof typeof VISIT_SLOTS_SEGMENT, id: number): string =>
  `/${lang}/${VISIT_SLOTS_SEGMENT[lang]}/${id}/`;

/** The first segment of the "my search" page, where a demand register search is changed or stopped. */
export const MY_SEARCH_SEGMENT = { nl: 'mijn-zoekopdracht', fr: 'ma-recherche', en: 'my-search', de: 'mein-suchauftrag' } as const;

/**
 * The first segment of a sale's cost page (/{lang}/kosten/{id}/): the cost panel's form recomputed
 * without JavaScript, per request, so the cached detail page never varies by query (docs/decisions/0039).
 */
export const COSTS_SEGMENT = { nl: 'kosten', fr: 'frais', en: 'costs', de: 'kosten' } as const;

/** The owner area: the login is /{lang}/login/ in every language (docs/product.md section 2), the rest is localized. */
export const OWNER_SEGMENTS = {
  login: { nl: 'login', fr: 'login', en: 'login', de: 'login' },
  forgot: { nl: 'wachtwoord-vergeten', fr: 'mot-de-passe-oublie', en: 'forgot-password', de: 'passwort-vergessen' },
  password: { nl: 'wachtwoord', fr: 'mot-de-passe', en: 'password', de: 'passwort' },
  portal: { nl: 'portaal', fr: 'portail', en: 'portal', de: 'portal' },
} as const;

export type OwnerPage = keyof typeof OWNER_SEGMENTS;

/**
 * Where an owner page that has nothing to show sends the owner (a property that is not theirs): a path
 * under the portal that is none of its pages, which the proxy answers with the owner area's 404
 * (lib/catalogue/routing/resolve.ts). A thrown notFound() would answer an empty shell (docs/decisions/0004).
 */
export function ownerNotFoundPath(lang: keyof (typeof OWNER_SEGMENTS)['login']): string {
  return `/${lang}/${OWNER_SEGMENTS.portal[lang]}/${OWNER_NOT_FOUND_SEGMENT[lang]}/`;
}

export const OWNER_NOT_FOUND_SEGMENT = { nl: 'niet-gevonden', fr: 'introuvable', en: 'not-found', de: 'nicht-gefunden' } as const;

/** The public path of an owner page: /{lang}/login/, /{lang}/login/{forgot}/, /{lang}/{portal}/[{id}/]. */
export function ownerPath(lang: keyof (typeof OWNER_SEGMENTS)['login'], page: OwnerPage, propertyId?: number): string {
  const login = OWNER_SEGMENTS.login[lang];
  switch (page) {
    case 'login':
      return `/${lang}/${login}/`;
    case 'forgot':
    case 'password':
      return `/${lang}/${login}/${OWNER_SEGMENTS[page][lang]}/`;
    case 'portal':
      return `/${lang}/${OWNER_SEGMENTS.portal[lang]}/${propertyId === undefined ? '' : `${propertyId}/`}`;
  }
}
