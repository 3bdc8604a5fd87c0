import { getTranslations } from 'next-intl/server';
import type { Lang, Property } from '@/lib/catalogue/data';
import { formatDay } from '@/lib/catalogue/format/number';
import { formatEuro } from '@/lib/catalogue/format/price';
import { isOffMarket } from '@/lib/catalogue/property/display';

/** A dated badge from the catalogue's history (lib/catalogue/data/history.ts), in the page's language. */
export interface FreshnessBadge {
  kind: 'new' | 'lowered';
  text: string;
}

/**
 * What a card and a detail page say of a property's freshness: "Nieuw sinds 24 nov", "Prijs verlaagd op
 * 20 nov" with the previous price. Dated, because a page is cached until the next deployment: the date
 * keeps the badge true whenever it is read. Nothing for a sold or rented property.
 */
export async function freshnessTexts(
  lang: Lang,
  property: Property,
): Promise<{ badges: FreshnessBadge[]; previousPrice?: { label: string; text: string } }> {
  const { newSince, priceDrop } = property.fresh;
  if (isOffMarket(property) || (!newSince && !priceDrop)) return { badges: [] };
  const t = await getTranslations({ locale: lang, namespace: 'Property' });
  const badges: FreshnessBadge[] = [];
  if (newSince) badges.push({ kind: 'new', text: t('badgeNew', { date: formatDay(newSince, lang, 'short') }) });
  if (priceDrop) badges.push({ kind: 'lowered', text: t('badgePriceLowered', { date: formatDay(priceDrop.at, lang, 'short') }) });
  const was = priceDrop ? formatEuro(priceDrop.from) : null;
  return { badges, previousPrice: was ? { label: t('previousPriceLabel'), text: was } : undefined };
}
