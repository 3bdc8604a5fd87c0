/**
 * The alert mail of a search, in the search's language: the new matches as cards (photo, price,
 * type and place, reference, a link to the page), a button to change the search without the password,
 * and the stop link, also as RFC 8058 one-click headers. Written outside any request (the worker, the
 * command), from the bundled messages.
 */
import 'server-only';
import { createTranslator } from 'use-intl/core';
import { messagesFor } from '@/lib/platform/i18n/messages';
import { getSite, type Property } from '@/lib/catalogue/data';
import { placeName } from '@/lib/catalogue/property/display';
import type { Lang } from '@/lib/catalogue/data/types';
import type { NewMail } from '@/lib/platform/dal/submissions';
import { subscriptionLink } from '@/lib/visitor/subscriptions/links';
import { absoluteUrl, compose } from '@/lib/agency/mail/site';
import { stopHeaders } from '@/lib/visitor/subscriptions/opt-in';
import { grantChange } from '@/lib/visitor/subscriptions/access';
import type { MailCard } from '@/lib/agency/mail/compose';
import { priceText } from '@/lib/catalogue/map/build';
import { MY_SEARCH_SEGMENT } from '@/lib/catalogue/routing/app-paths';
import type { RouteTable } from '@/lib/catalogue/routing/table';
import { propertyHref } from '@/lib/catalogue/routing/urls';

export interface AlertItem {
  property: Property;
  /** Announced for its lower price rather than as new. */
  lowered: boolean;
}

/** The address of the "my search" page opened on one search, without the password. */
export function changeSearchUrl(lang: Lang, searchId: string): string {
  return absoluteUrl(`/${lang}/${MY_SEARCH_SEGMENT[lang]}/?change=${grantChange(searchId)}`);
}

export async function alertMail(
  search: { id: string; email: string; lang: Lang },
  items: readonly AlertItem[],
  routes: RouteTable,
): Promise<NewMail> {
  const { lang } = search;
  const site = getSite();
  const messages = messagesFor(lang, site.defaultLanguage);
  const t = createTranslator({ locale: lang, messages, namespace: 'Mail' });
  const p = createTranslator({ locale: lang, messages, namespace: 'Property' });
  // priceText fills the placeholder itself: the message is formatted with it left in.
  const texts = {
    onRequest: p('priceOnRequest'),
    startingFrom: p('startingFrom', { price: '{price}' }),
    perMonth: p('perMonth'),
    vatExcluded: p('vatExcluded'),
    vatIncluded: p('vatIncluded'),
  };
  const cards: MailCard[] = items.map(({ property, lowered }) => ({
    title: property.title,
    lines: [
      priceText(property, texts),
      [property.typeDescription, placeName(property.address)].filter(Boolean).join(' · '),
      t('alert.reference', { id: property.id }),
    ],
    // A property missing in the search's language is shown (and linked) in the language it has.
    url: absoluteUrl(propertyHref(routes, property.lang, property)),
    ...(property.thumbnail ? { image: { url: absoluteUrl(property.thumbnail.url), alt: property.thumbnail.name || property.title } } : {}),
    ...(lowered ? { tag: t('alert.priceLowered') } : {}),
  }));
  const count = items.length;
  const message = await compose(
    lang,
    search.email,
    {
      subject: t('alert.subject', { count }),
      blocks: [
        { paragraphs: [t('greetingPlain'), t('alert.intro', { count })] },
        { cards },
        { paragraphs: [t('alert.changeHint')], action: { label: t('alert.change'), url: changeSearchUrl(lang, search.id) } },
        { paragraphs: [t('signature'), site.name], small: [t('alert.why', { agency: site.name })] },
      ],
      stop: { label: t('alert.stop'), url: absoluteUrl(subscriptionLink(lang, 'alert-stop', search.id)) },
    },
    { headers: stopHeaders(lang, 'alert-stop', search.id) },
  );
  return { kind: 'search-alert', message };
}
