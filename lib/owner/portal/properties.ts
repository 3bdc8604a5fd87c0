/** What the portal shows of a property from the catalogue: its name and public page, in a language. */
import 'server-only';
import { getProperty, getSite } from '@/lib/catalogue/data';
import { getRoutes } from '@/lib/catalogue/routing/site-routes';
import type { Lang } from '@/lib/catalogue/data/types';
import { getRouting } from '@/lib/catalogue/routing/lang';
import { propertyHref } from '@/lib/catalogue/routing/urls';
import type { OwnerLang } from '@/lib/platform/i18n/owner-lang';

export interface PortalProperty {
  id: number;
  /** The catalogue's title, or null when the property has left the catalogue (its stats remain). */
  title: string | null;
  city: string | null;
  href: string | null;
  thumbnail: { url: string; width: number; height: number } | null;
}

/** The public site's language for an owner-area language (en is the owner area's only). */
export function siteLangFor(lang: OwnerLang): Lang {
  const { locales, defaultLocale } = getRouting('site');
  return (locales as readonly string[]).includes(lang) ? (lang as Lang) : defaultLocale;
}

export function portalProperty(lang: OwnerLang, id: number): PortalProperty {
  const siteLang = siteLangFor(lang);
  const property = getProperty(siteLang, id) ?? getProperty(getSite().defaultLanguage, id);
  if (!property) return { id, title: null, city: null, href: null, thumbnail: null };
  return {
    id,
    title: property.title || property.typeDescription,
    city: property.address.city,
    href: propertyHref(getRoutes(), property.lang, property),
    thumbnail: property.thumbnail
      ? { url: property.thumbnail.url, width: property.thumbnail.width, height: property.thumbnail.height }
      : null,
  };
}
