import { getTranslations } from 'next-intl/server';
import type { Lang, Property } from '@/lib/catalogue/data';
import { hrefForProperty } from '@/lib/catalogue/routing/navigation';
import { cardTypeName, placeName } from '@/lib/catalogue/property/display';
import { freshnessTexts } from './freshness';
import { priceParts } from './price';
import { PropertyCardView, type CardData } from './property-card-view';

/** "A+", "B-", "C" → "a", "b", "c" for the badge colour; anything else gets the neutral badge. */
function energyClass(label: string): string {
  const letter = label.trim().charAt(0).toLowerCase();
  return /^[a-g]$/.test(letter) ? ` energy-badge--${letter}` : '';
}

/** A card's texts in the page's language: all the client view gets of the property. */
async function cardData(lang: Lang, property: Property): Promise<CardData> {
  const t = await getTranslations({ locale: lang, namespace: 'Property' });
  const energy = property.energy.label?.trim();
  const ribbon =
    property.marquee.state !== 'none' && property.marquee.name ? { state: property.marquee.state, name: property.marquee.name } : undefined;
  const fresh = await freshnessTexts(lang, property);
  const price = await priceParts(lang, property);
  return {
    id: property.id,
    href: hrefForProperty(lang, property),
    title: property.title,
    type: cardTypeName(property),
    place: placeName(property.address),
    photo: property.thumbnail ? { url: property.thumbnail.url } : { none: t('noPhoto') },
    ribbon,
    badges: fresh.badges.length ? fresh.badges : undefined,
    price: price ? { ...price, was: price.request ? undefined : fresh.previousPrice } : undefined,
    bedrooms: property.bedrooms ? t('bedrooms', { count: property.bedrooms }) : undefined,
    surface: property.livingSurface ? t('surface', { value: property.livingSurface }) : undefined,
    energy: energy
      ? { className: energyClass(energy), short: t('energyLabelShort', { label: energy }), name: t('energyLabel', { label: energy }) }
      : undefined,
    reference: t('reference', { id: property.id }),
  };
}

/**
 * Summary card of a property: thumbnail, ribbons (its state, new, price lowered), type, place, price (and
 * the previous one when it was lowered), key figures, energy label
 * and a favourite toggle. The title link stretches over the whole card; the heart sits above it.
 * `first`: the first card of a page's results, whose photo is the phone's largest paint: fetched at
 * once with high priority instead of lazily.
 */
export async function PropertyCard({
  lang,
  property,
  headingLevel = 3,
  first = false,
}: {
  lang: Lang;
  property: Property;
  headingLevel?: 2 | 3;
  first?: boolean;
}) {
  return <PropertyCardView card={await cardData(lang, property)} headingLevel={headingLevel} first={first} />;
}
