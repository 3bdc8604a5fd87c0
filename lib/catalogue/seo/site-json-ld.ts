/**
 * schema.org structured data for the agency (RealEstateAgent, on the home page) and for the breadcrumb
 * trail of every page (BreadcrumbList). Pure: the callers pass the site config and absolute URLs.
 */
import type { Lang, SiteConfig } from '@/lib/catalogue/data/types';
import { parsePhone } from '@/lib/catalogue/format/parse-phone';

const LANGUAGE_TAG: Record<Lang, string> = { nl: 'nl-BE', fr: 'fr-BE', en: 'en', de: 'de' };

/** Same-as links: the agency's social profiles among the top bar's public links. */
function socialProfiles(site: SiteConfig): string[] {
  const items = [...site.topBar.left, ...site.topBar.right];
  const social = /^https:\/\/(www\.)?(facebook|instagram|linkedin|youtube|x|twitter)\.com\//;
  return items.flatMap((item) => (item.status && item.link && social.test(item.link) ? [item.link] : []));
}

const SCHEMA_DAY = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
} as const;

export function agencyJsonLd(site: SiteConfig, lang: Lang, homeUrl: string): Record<string, unknown> {
  const origin = site.url.replace(/\/+$/, '');
  const sameAs = socialProfiles(site);
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    '@id': `${origin}/#agency`,
    name: site.name,
    url: homeUrl,
    logo: new URL(site.logo.url, `${origin}/`).href,
    image: new URL(site.logo.url, `${origin}/`).href,
    telephone: parsePhone(site.contact.phone)?.e164 ?? site.contact.phone,
    email: site.contact.email,
    vatID: site.contact.vat,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.contact.street,
      postalCode: site.contact.zip,
      addressLocality: site.contact.city[lang] ?? site.contact.city[site.defaultLanguage],
      addressCountry: 'BE',
    },
    areaServed: ['BE', 'LU'],
    availableLanguage: site.languages.map((l) => LANGUAGE_TAG[l]),
    ...(site.contact.openingHours.length
      ? {
          openingHoursSpecification: site.contact.openingHours.map((hours) => ({
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: hours.days.map((day) => `https://schema.org/${SCHEMA_DAY[day]}`),
            opens: hours.from,
            closes: hours.to,
          })),
        }
      : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}

export interface BreadcrumbItem {
  name: string;
  /** Absolute URL. */
  url: string;
}

export function breadcrumbJsonLd(items: BreadcrumbItem[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  };
}
